// The breakpoint-condition helpers of the stack ruleset (the window's breakpoint editor and
// `turnscope-cli shrink --until`; see docs/user-guide.md, "Breakpoint conditions per ruleset").
// Over the final-state JSON of a stack game (docs/rulesets/stack.md, "Final-state JSON"):
// state().players[], components[], stage[], passList, chanceHolder, turnPlayer, node.
(function (define, state) {
    var named = function (list, what, name) {
        var found = (list || []).find(function (x) { return x.name === name; });
        if (found === undefined)
            throw new ReferenceError(what + "(" + JSON.stringify(name) + "): no such " + what);
        return found;
    };
    define("player", function (name) { return named(state().players, "player", name); });
    define("component", function (name) { return named(state().components, "component", name); });
    define("stage", function () { return state().stage || []; });
    define("top", function () { var s = state().stage || []; return s.length ? s[s.length - 1] : null; });
    define("passList", function () { return state().passList || []; });
    define("chance", function () { return state().chanceHolder; });
    define("turnPlayer", function () { return state().turnPlayer; });
    define("turn", function () { return state().turn; });
    define("node", function () { return state().nodeNumber; });
})
