#include "rulesets/nation/game.h"
