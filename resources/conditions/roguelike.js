// The breakpoint-condition helpers of the roguelike ruleset (the window's breakpoint editor and
// `turnscope-cli shrink --until`; see docs/user-guide.md, "Breakpoint conditions per ruleset").
// Over the final-state JSON of the roguelike (docs/rulesets/roguelike.md, "Final-state JSON", and
// docs/rulesets/roguelike.md for energy games): state().units, state().turn,
// state().scheduler.run (Run table), state().visit, state().current (energy).
(function (define, state) {
    define("unit", function (key) {
        var units = state().units || [];
        var found = typeof key === "number"
            ? (units.find(function (u) { return u.id === key; }) || units[key - 1])
            : units.find(function (u) { return u.name === key; });
        if (found === undefined)
            throw new ReferenceError("unit(" + JSON.stringify(key) + "): no such unit");
        return found;
    });
    define("turn", function () { return state().turn; });
    define("run", function () { return state().scheduler ? state().scheduler.run : undefined; });
    define("visit", function () { return state().visit; });
    define("actor", function () { return state().current; });
    define("energy", function (key) {
        var units = state().units || [];
        var found = units.find(function (u) { return u.name === key; });
        if (found === undefined || found.energy === undefined)
            throw new ReferenceError("energy(" + JSON.stringify(key) + "): no such actor in an energy game");
        return found.energy;
    });
})
