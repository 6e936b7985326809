#pragma once
// Planted: included as "rulesets/roguelike/game.h", it would hide the core ruleset's game.h.
