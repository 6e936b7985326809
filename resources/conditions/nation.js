// The breakpoint-condition helpers of the nation ruleset (the window's breakpoint editor and
// `turnscope-cli shrink --until`; see docs/user-guide.md, "Breakpoint conditions per ruleset").
// Over the final-state JSON of the nation game (docs/rulesets/nation.md, "Final-state JSON"):
// state().nations[] with their units[], state().round, state().battle.
(function (define, state) {
    var nations = function () { return state().nations || []; };
    define("nation", function (name) {
        var found = nations().find(function (n) { return n.name === name; });
        if (found === undefined)
            throw new ReferenceError("nation(" + JSON.stringify(name) + "): no such nation");
        return found;
    });
    define("unit", function (name) {
        var all = nations();
        for (var i = 0; i < all.length; ++i) {
            var found = (all[i].units || []).find(function (u) { return u.name === name; });
            if (found !== undefined)
                return found;
        }
        throw new ReferenceError("unit(" + JSON.stringify(name) + "): no such unit");
    });
    define("round", function () { return state().round; });
    define("battle", function () {
        var b = state().battle;
        return b && b.active ? b : null;
    });
})
