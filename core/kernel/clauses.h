#pragma once
// The rule clauses an engine cites (see ids.h). The kernel knows no clause of its own:
// every table is a ruleset's, registered at run time.
#include "kernel/ids.h"
