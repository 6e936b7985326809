#pragma once
// Planted: the core ruleset's header that a panel header below shadows.
