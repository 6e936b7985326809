// planted for the scan test: the kernel reaching up to the registration
#include "rulesets/rulesets.h"
#include "kernel/event.h"
