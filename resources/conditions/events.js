// The breakpoint-condition helpers of the events ruleset (the window's breakpoint editor and
// `turnscope-cli shrink --until`; see docs/user-guide.md, "Breakpoint conditions per ruleset").
// Over the final-state JSON of the events game (docs/rulesets/events.md, "Final-state JSON"):
// state().players[] with their characters[], state().phase, state().queue, state().saved.
(function (define, state) {
    var players = function () { return state().players || []; };
    define("player", function (name) {
        var found = players().find(function (p) { return p.name === name; });
        if (found === undefined)
            throw new ReferenceError("player(" + JSON.stringify(name) + "): no such player");
        return found;
    });
    define("character", function (name) {
        var all = players();
        for (var i = 0; i < all.length; ++i) {
            var found = (all[i].characters || []).find(function (c) { return c.id === name || all[i].name + "." + c.id === name; });
            if (found !== undefined)
                return found;
        }
        throw new ReferenceError("character(" + JSON.stringify(name) + "): no such character");
    });
    define("phase", function () { return state().phase; });
    define("round", function () { return state().round; });
    define("queue", function () { return state().queue || []; });
    define("saved", function () { return state().saved || []; });
    define("current", function () { return state().current; });
})
