#include "rulesets/stack/stacknarration.h"

#include "rulesets/stack/state.h"

#include <QCoreApplication>

// Arguments come from events anyone can edit: every code is looked up with a bound check,
// and an unknown one still reads.
namespace ts::gui {
namespace {

using In = NarrationInput;
using Pick = NarrationPick;

constexpr const char* kContext = "StackNarration";
QString n(std::int64_t v) { return QString::number(v); }
QString phrase(const char* source) { return QCoreApplication::translate(kContext, source); }

// The flow's nodes in the order of ts::stack::Node: 0..15, then ⑩-1..⑩-4 and the end.
const char* const kNodes[] = {
    QT_TRANSLATE_NOOP("StackNarration", "no step"),
    QT_TRANSLATE_NOOP("StackNarration", "the game starts"),
    QT_TRANSLATE_NOOP("StackNarration", "the chance goes to the turn player"),
    QT_TRANSLATE_NOOP("StackNarration", "is the stage empty?"),
    QT_TRANSLATE_NOOP("StackNarration", "the pass list is reset"),
    QT_TRANSLATE_NOOP("StackNarration", "the chance holder takes an action"),
    QT_TRANSLATE_NOOP("StackNarration", "is it an instant effect?"),
    QT_TRANSLATE_NOOP("StackNarration", "the action resolves"),
    QT_TRANSLATE_NOOP("StackNarration", "the win check"),
    QT_TRANSLATE_NOOP("StackNarration", "the action goes on the stage"),
    QT_TRANSLATE_NOOP("StackNarration", "the trigger check: did anything trigger?"),
    QT_TRANSLATE_NOOP("StackNarration", "does the chance holder take an action?"),
    QT_TRANSLATE_NOOP("StackNarration", "the pass is registered"),
    QT_TRANSLATE_NOOP("StackNarration", "has every player passed?"),
    QT_TRANSLATE_NOOP("StackNarration", "the last action is taken off the stage"),
    QT_TRANSLATE_NOOP("StackNarration", "the chance moves on"),
    QT_TRANSLATE_NOOP("StackNarration", "did an instant action trigger?"),
    QT_TRANSLATE_NOOP("StackNarration", "a triggered instant action resolves"),
    QT_TRANSLATE_NOOP("StackNarration", "did a normal action trigger?"),
    QT_TRANSLATE_NOOP("StackNarration", "a triggered action goes on the stage"),
    QT_TRANSLATE_NOOP("StackNarration", "the game is over"),
    QT_TRANSLATE_NOOP("StackNarration", "an unknown step"),
};

int nodeIndex(std::int32_t node)
{
    if (node >= 0 && node <= 15)
        return node;
    if (node >= 101 && node <= 104)
        return 16 + node - 101;
    return node == 200 ? 20 : 21;
}
QString nodeLabel(std::int32_t node)
{
    return ts::stack::isNode(node) ? QString::fromUtf8(ts::stack::nodeLabel(static_cast<ts::stack::Node>(node)))
                                   : n(node);
}
QString ent(const In& in, std::int32_t entity)
{
    return entity <= 0 ? QStringLiteral("-") : in.entityName(static_cast<EntityId>(entity));
}

Pick flow(const In& in)
{
    const Event& e = in.event;
    const int variant = e.arg[2] == 0 ? 0 : e.arg[1] == 1 ? 1 : e.arg[1] == 0 ? 2 : 3;
    return {variant,
            {nodeLabel(e.arg[0]), phrase(kNodes[nodeIndex(e.arg[0])]), nodeLabel(e.arg[2]),
             phrase(kNodes[nodeIndex(e.arg[2])])}};
}

Pick effect(const In& in)
{
    const Event& e = in.event;
    return {e.arg[0] >= 0 && e.arg[0] <= 8 ? e.arg[0] : 9,
            {in.entity(1), in.entity(0), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
}

Pick unavailable(const In& in)
{
    const Event& e = in.event;
    return {e.arg[0] >= 0 && e.arg[0] <= 4 ? e.arg[0] : 5,
            {in.entity(0), in.entity(1), ent(in, e.arg[1]), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
}

const NarrationTemplate kTemplates[] = {
    {"stack.flow",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 %2"), QT_TRANSLATE_NOOP("StackNarration", "%1 %2 Yes: on to %3 (%4)"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 %2 No: on to %3 (%4)"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 %2, then %3 (%4)")},
     flow},
    {"stack.game-start",
     {QT_TRANSLATE_NOOP("StackNarration", "The game starts with %1 players, %2 components and %3 kinds of action")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"stack.first-player",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 goes first, as the scenario says"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 goes first, drawn at random")},
     [](const In& in) {
         return Pick{in.event.arg[0] ? 1 : 0, {in.entity(0)}};
     }},
    {"stack.shuffled",
     {QT_TRANSLATE_NOOP("StackNarration", "%1's %2 is shuffled (%3 components)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0])}};
     }},
    {"stack.turn-begin",
     {QT_TRANSLATE_NOOP("StackNarration", "Turn %1 begins: %2 is the turn player")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), in.entity(0)}};
     }},
    {"stack.chance",
     {QT_TRANSLATE_NOOP("StackNarration", "The chance goes to %1, the turn player"),
      QT_TRANSLATE_NOOP("StackNarration", "The chance moves from %2 to %1, the next player in turn order"),
      QT_TRANSLATE_NOOP("StackNarration", "The chance goes to %1 with the turn, after an end action"),
      QT_TRANSLATE_NOOP("StackNarration", "The chance goes to %1")},
     [](const In& in) {
         return Pick{in.event.arg[0] >= 0 && in.event.arg[0] <= 2 ? in.event.arg[0] : 3, {in.entity(0), in.entity(1)}};
     }},
    {"stack.pass-list-reset",
     {QT_TRANSLATE_NOOP(
         "StackNarration",
         "The pass list is emptied (%1 entries cleared): an action was taken, so everyone may answer it")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"stack.pass",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 passes and is put on the pass list: %2 of %3 players have passed"),
      QT_TRANSLATE_NOOP("StackNarration",
                        "%1 passes again; it is already on the pass list: %2 of %3 players have passed")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[2] ? 1 : 0, {in.entity(0), n(e.arg[0]), n(e.arg[1])}};
     }},
    {"stack.action-chosen",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 takes %2, a main action with a normal effect, granted by %3"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 takes %2, a main action with an instant effect, granted by %3"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 takes %2, a quick action with a normal effect, granted by %3"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 takes %2, a quick action with an instant effect, granted by %3")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{(e.arg[1] == 1 ? 2 : 0) + (e.arg[2] == 1 ? 1 : 0),
                     {in.entity(0), in.entity(1), ent(in, e.arg[0])}};
     }},
    {"stack.timing",
     {QT_TRANSLATE_NOOP(
          "StackNarration",
          "%2 is a main action: %1 may take it only as the turn player (%4) with the stage empty (%5 on it)"),
      QT_TRANSLATE_NOOP("StackNarration", "%2 is a quick action: %1 may take it whenever it holds the chance")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[0] == 1 ? 1 : 0, {in.entity(0), in.entity(1), n(e.arg[0]), ent(in, e.arg[1]), n(e.arg[2])}};
     }},
    {"stack.target",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 targets %2"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 targets the action at stage position %3")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[0] ? 1 : 0, {in.entity(0), in.entity(1), n(e.arg[1])}};
     }},
    {"stack.cost-choice",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 chooses %2 to pay cost %3")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(std::int64_t{in.event.arg[0]} + 1)}};
     }},
    {"stack.cost-paid",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 pays a cost: %2 moves to %3"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 pays a cost of %4")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.subject[1] ? 0 : 1, {in.entity(0), in.entity(1), ent(in, e.arg[2]), n(e.arg[1])}};
     }},
    {"stack.action-taken",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 has taken %2 (#%3): its costs are paid"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 has taken %2 (#%3) targeting %4: its costs are paid")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[1] > 0 ? 1 : 0, {in.entity(0), in.entity(1), n(e.arg[2]), ent(in, e.arg[1])}};
     }},
    {"stack.staged",
     {QT_TRANSLATE_NOOP("StackNarration",
                        "%2 of %1 goes on the stage at position %3, on top: the last in resolves first"),
      QT_TRANSLATE_NOOP("StackNarration",
                        "%2, triggered for %1, goes on the stage at position %3, on top: the last in resolves first")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[2] ? 1 : 0, {in.entity(0), in.entity(1), n(e.arg[0])}};
     }},
    {"stack.taken-off",
     {QT_TRANSLATE_NOOP("StackNarration",
                        "%2 of %1 is taken off the stage from position %3, the most recent one: it resolves now")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0])}};
     }},
    {"stack.resolve",
     {QT_TRANSLATE_NOOP("StackNarration", "%2 of %1 resolves (a normal effect)"),
      QT_TRANSLATE_NOOP("StackNarration", "%2 of %1 resolves at once (an instant effect, never on the stage)"),
      QT_TRANSLATE_NOOP("StackNarration", "%2, triggered for %1, resolves")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[2] ? 2 : e.arg[1] == 1 ? 1 : 0, {in.entity(0), in.entity(1)}};
     }},
    {"stack.target-gone",
     {QT_TRANSLATE_NOOP("StackNarration", "%2's target no longer qualifies: it resolves without effect")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"stack.effect",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 moves %2"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 makes %2 draw %3: from %4 to %5"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 deals %3 damage to %2: from %4 to %5"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 changes a counter of %2 by %3: from %4 to %5"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 takes control of %2"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 makes %2 win"), QT_TRANSLATE_NOOP("StackNarration", "%1 makes %2 lose"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 ends %2's turn"), QT_TRANSLATE_NOOP("StackNarration", "%1 cancels %2"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 has an effect on %2")},
     effect},
    {"stack.moved",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 moves from %2's %3 to %4's %5"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 moves from %2's %3 to the bottom of %4's %5")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[3] ? 1 : 0,
                     {in.entity(0), ent(in, e.arg[1]), ent(in, e.arg[0]), ent(in, e.arg[2]), in.entity(1)}};
     }},
    {"stack.counter",
     {QT_TRANSLATE_NOOP("StackNarration", "%1's %2 goes from %3 to %4")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"stack.control",
     {QT_TRANSLATE_NOOP("StackNarration", "%2 takes control of %1 from %3 (its owner is %4)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), ent(in, e.arg[0]), ent(in, e.arg[1])}};
     }},
    {"stack.cancelled",
     {QT_TRANSLATE_NOOP("StackNarration",
                        "%2 of %1 leaves the stage from position %3 without resolving: it is cancelled")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[1])}};
     }},
    {"stack.triggered",
     {QT_TRANSLATE_NOOP("StackNarration", "The ability of %3 triggers %2 for %1; it waits for the trigger check")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), ent(in, in.event.arg[0])}};
     }},
    {"stack.batch",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 triggered instant action(s) are taken in, the turn player's first"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 triggered normal action(s) are taken in, the turn player's first")},
     [](const In& in) {
         return Pick{in.event.arg[1] == 1 ? 0 : 1, {n(in.event.arg[0])}};
     }},
    {"stack.order",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 puts %2 next among its triggered actions (%3 more of theirs)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[1])}};
     }},
    {"stack.win-check",
     {QT_TRANSLATE_NOOP("StackNarration", "The win check finds nothing decided"),
      QT_TRANSLATE_NOOP("StackNarration", "The win check decides the game: %2 player(s) lost, %3 won")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[0] ? 1 : 0, {n(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"stack.lost",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 loses by an effect"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 loses: its %2 has %3 left"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 loses: its %2 reached %3"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 loses")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[0] >= 0 && e.arg[0] <= 2 ? e.arg[0] : 3, {in.entity(0), ent(in, e.arg[1]), n(e.arg[2])}};
     }},
    {"stack.winner",
     {QT_TRANSLATE_NOOP("StackNarration", "%1 wins the game"),
      QT_TRANSLATE_NOOP("StackNarration", "The game ends with no winner")},
     [](const In& in) {
         return Pick{in.event.subject[0] ? 0 : 1, {in.entity(0)}};
     }},
    {"stack.rejected",
     {QT_TRANSLATE_NOOP("StackNarration", "%1's answer is refused, so it is asked again")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"stack.limit",
     {QT_TRANSLATE_NOOP("StackNarration", "The scenario's limit of %1 is reached: the game stops here")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[1])}};
     }},
    {"stack.stalled",
     {QT_TRANSLATE_NOOP("StackNarration",
                        "%1 must take an action, as the stage is empty, but has no legal one: the game cannot go on")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"stack.action-unavailable",
     {QT_TRANSLATE_NOOP("StackNarration",
                        "%1 is not offered to %2: a main action needs the turn, and %3 is the turn player"),
      QT_TRANSLATE_NOOP("StackNarration",
                        "%1 is not offered to %2: a main action needs an empty stage, and %4 action(s) are on it"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 is not offered to %2: it has no legal target (%4 checked)"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 is not offered to %2: a cost needs %5 of %3, and %2 has %6"),
      QT_TRANSLATE_NOOP("StackNarration",
                        "%1 is not offered to %2: its cost moves the component that grants it, and none does"),
      QT_TRANSLATE_NOOP("StackNarration", "%1 is not offered to %2")},
     unavailable},
};

}  // namespace

const Narrator& stackNarrator()
{
    static const TableNarrator narrator(kContext, {kTemplates}, {kNodes});
    return narrator;
}

}  // namespace ts::gui
