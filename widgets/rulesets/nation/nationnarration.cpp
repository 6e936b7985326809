#include "rulesets/nation/nationnarration.h"

#include "kernel/trace/render.h"

#include <QCoreApplication>

// The round, turn, state-processing and NPC sentences of seed 001 (SPEC §4). Arguments
// come from events anyone can edit: every code is looked up with a bound check.
namespace ts::gui {
namespace nation_narration {
namespace {

using In = NarrationInput;
using Pick = NarrationPick;

QString n(std::int64_t v) { return QString::number(v); }
QString timing(std::int32_t t)
{
    static const char* const names[] = {"RoundStart",  "RoundEnd",    "TurnStart",   "AfterDomesticCommand",
                                        "AfterAction", "BattleStart", "AttackStart", "BeforeAttack",
                                        "AfterAttack", "AttackEnd",   "BattleEnd",   "TurnEnd"};
    return t >= 0 && t < 12 ? QString::fromLatin1(names[t]) : n(t);
}
int code(std::int32_t v, int count, int fallback) { return v >= 0 && v < count ? v : fallback; }

const char* const kPhrases[] = {
    QT_TRANSLATE_NOOP("NationNarration", "the Front row"),
    QT_TRANSLATE_NOOP("NationNarration", "the Middle row"),
    QT_TRANSLATE_NOOP("NationNarration", "the Back row"),
    QT_TRANSLATE_NOOP("NationNarration", "the Bench"),
    QT_TRANSLATE_NOOP("NationNarration", "outside the formation"),
};

Pick queuePop(const In& in)
{
    const Event& e = in.event;
    // QueueOutcome: 0 pending, 1 fired, 2 removed, 3 passive, 4 wrong timing, 5 no remainings.
    int variant = code(e.arg[2], 6, 0);
    if (variant == 1 && e.arg[3] == -1)
        variant = 6;
    return {variant, {n(std::int64_t{e.arg[1]} + 1), in.entity(0), named(in, e.arg[0]), n(e.arg[3])}};
}

Pick stateRemoved(const In& in) { return {code(in.event.arg[1], 5, 5), {in.entity(0), named(in, in.event.arg[0])}}; }

Pick npcChoice(const In& in)
{
    const Event& e = in.event;
    const int variant = e.arg[1] > 0 ? 0 : e.arg[0] == 2 ? 1 : 2;
    return {variant, {in.entity(0), named(in, e.arg[1]), n(e.arg[3]), n(e.arg[2])}};
}

Pick military(const In& in)
{
    const Event& e = in.event;
    const bool ownPower = in.render.trace().clauseName(e.clause) == "001:3.3.3/military";
    const int variant = ownPower ? 0 : e.arg[3] ? 1 : 2;
    return {variant, {in.entity(0), n(e.arg[0]), n(e.arg[1]), n(e.arg[2]), in.entity(1)}};
}

Pick winner(const In& in) { return {code(in.event.arg[1], 4, 0), {in.entity(0), n(in.event.arg[0])}}; }

Pick notFired(const In& in)
{
    const Event& e = in.event;
    return {code(e.arg[0], 4, 4), {in.entity(0), in.entity(1), timing(e.arg[1])}};
}

Pick unselectable(const In& in)
{
    const Event& e = in.event;
    return {e.arg[0] == 0 ? 0 : 1, {in.entity(0), in.entity(1), n(e.arg[1]), n(e.arg[2])}};
}

Pick notChosen(const In& in)
{
    const Event& e = in.event;
    return {e.arg[0] == 1 ? 1 : 0, {in.entity(1), in.entity(0), n(e.arg[1]), n(e.arg[2]), named(in, e.arg[3])}};
}

const NarrationTemplate kTemplates[] = {
    {"nation.game-start",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "The game starts with %1 nations: at most %2 rounds, %4 domestic command(s) per nation and "
                        "round, and a nation that reaches %3 power wins at once"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "The game starts with %1 nations: at most %2 rounds and %4 domestic command(s) per nation and "
                        "round, with no decisive power")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[2] < 0 ? 1 : 0, {n(e.arg[0]), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
     }},
    {"nation.round-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "Round %1 begins: the nations take their turns in turn order")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"nation.domestic-reset",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 may run %2 domestic command(s) this round")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"nation.turn-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "%1's turn begins (turn %2 of the round)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"nation.turn-skipped",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 has fallen, so its turn is skipped")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.phase",
     {QT_TRANSLATE_NOOP("NationNarration", "%1's turn starts"),
      QT_TRANSLATE_NOOP("NationNarration", "%1's domestic phase: it may run domestic commands"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1's decision phase: it chooses a battle, an action command or to end its turn"),
      QT_TRANSLATE_NOOP("NationNarration", "%1's action phase: it runs its action command"),
      QT_TRANSLATE_NOOP("NationNarration", "%1's battle phase"),
      QT_TRANSLATE_NOOP("NationNarration", "%1's turn comes to its end"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 enters a phase")},
     [](const In& in) {
         return Pick{code(in.event.arg[0], 6, 6), {in.entity(0)}};
     }},
    {"nation.process-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "State processing at %1: %2 state(s) are queued in priority order")},
     [](const In& in) {
         return Pick{0, {timing(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"nation.queue-entry",
     {QT_TRANSLATE_NOOP("NationNarration", "Place %1 of the queue: %3, held by %2")},
     [](const In& in) {
         return Pick{0, {n(std::int64_t{in.event.arg[1]} + 1), in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.queue-pop",
     {QT_TRANSLATE_NOOP("NationNarration", "%3 of %2 is taken from place %1 of the queue"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%3 of %2 is taken from place %1 and fires: its effects apply, %4 trigger(s) left"),
      QT_TRANSLATE_NOOP("NationNarration", "%3 of %2 is taken from place %1 but skipped: %2 no longer holds it"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%3 of %2 is taken from place %1 but skipped: it is passive, and passive states never fire"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%3 of %2 is taken from place %1 but skipped: this is not one of its timings"),
      QT_TRANSLATE_NOOP("NationNarration", "%3 of %2 is taken from place %1 but skipped: it has no triggers left"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%3 of %2 is taken from place %1 and fires: its effects apply, with no limit on its triggers")},
     queuePop},
    {"nation.process-end",
     {QT_TRANSLATE_NOOP(
         "NationNarration",
         "State processing at %1 ends: %2 state(s) fired; %3 state(s) granted meanwhile were not queued")},
     [](const In& in) {
         return Pick{0, {timing(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"nation.state-granted",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 gets %2: %3 stack(s), %4 turn(s) to last, %5 trigger(s)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{
             0, {in.entity(0), named(in, e.arg[0]), orNone(e.arg[1]), orUnlimited(e.arg[2]), orUnlimited(e.arg[3])}};
     }},
    {"nation.state-updated",
     {QT_TRANSLATE_NOOP(
         "NationNarration",
         "%1 already holds %2, so the held one is updated: %3 stack(s), %4 turn(s) to last, %5 trigger(s)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{
             0, {in.entity(0), named(in, e.arg[0]), orNone(e.arg[1]), orUnlimited(e.arg[2]), orUnlimited(e.arg[3])}};
     }},
    {"nation.grant-blocked",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%2 is not granted to %1: %1 holds %3, a higher-rank state that excludes it")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0]), named(in, in.event.arg[1])}};
     }},
    {"nation.same-rank",
     {QT_TRANSLATE_NOOP("NationNarration", "%2 meets %3 of the same rank on %1: %3 is removed and %2 is not granted"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%2 meets %3 of the same rank on %1: %3 drops to %4 stack(s) and %2 is not granted")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[2] == 0 ? 0 : 1, {in.entity(0), named(in, e.arg[0]), named(in, e.arg[1]), n(e.arg[2])}};
     }},
    {"nation.lower-removed",
     {QT_TRANSLATE_NOOP("NationNarration", "%2 removes the lower-rank %3 from %1")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0]), named(in, in.event.arg[1])}};
     }},
    {"nation.state-removed",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2: an effect removes it"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2: it has no triggers left"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2: its duration is over"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2: a state of the same rank pushed it out"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2: a higher-rank state pushed it out"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 loses %2")},
     stateRemoved},
    {"nation.duration",
     {QT_TRANSLATE_NOOP("NationNarration", "%2 of %1 counts down at the end of the turn: %3 turn(s) left")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"nation.command",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 runs the action command %2, paying %3 power"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 runs the domestic command %2, paying %3 power")},
     [](const In& in) {
         return Pick{in.event.arg[2] ? 1 : 0, {in.entity(0), named(in, in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"nation.answer-rejected",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 cannot run that command now, so it is asked again")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.preview-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 tries %2 on a copy of the game, to see how good it would be")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.preview-score",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%2 would score %3 for %1: its power %4 times the target military ratio, plus %5, the HP and "
                        "attack of its Front units")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), named(in, e.arg[0]), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
     }},
    {"nation.npc-choice",
     {QT_TRANSLATE_NOOP(
          "NationNarration",
          "%1 chooses %2, the best score (%3) of %4 candidate(s); a tie goes to the first in the command list"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 chooses to go to battle"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 chooses nothing: none of its %4 candidate(s) can be run")},
     npcChoice},
    {"nation.military",
     {QT_TRANSLATE_NOOP(
          "NationNarration",
          "%1's military power is %2: the HP and attack of its Front units (%3) times its passive states' factor"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1's military power %2 times its belligerence is %4, more than %3 of %5, the nation closest "
                        "in military power: %1 goes to battle"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1's military power %2 times its belligerence is %4, not more than %3 of %5, the nation "
                        "closest in military power: no battle")},
     military},
    {"nation.turn-end",
     {QT_TRANSLATE_NOOP("NationNarration", "%1's turn ends")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.round-end",
     {QT_TRANSLATE_NOOP("NationNarration", "Round %1 ends")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"nation.tie-break",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "Nations tie for the highest power: %1, the earliest in turn order, gets 1 more (%2)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"nation.winner",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 wins with %2 power"),
      QT_TRANSLATE_NOOP("NationNarration", "The last round is over: %1 wins with the highest power, %2"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 is the last nation that has not fallen: it wins with %2 power"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 reached the decisive power: it wins with %2 power")},
     winner},
    {"nation.no-action",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 has no action command it can run: it does nothing")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.preview-write",
     {QT_TRANSLATE_NOOP("NationNarration", "In the preview copy, %1's %2 would change from %3 to %4")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0,
                     {in.entity(0), QString::fromStdString(in.render.field(static_cast<FieldId>(e.arg[0]))),
                      n(e.arg[1]), n(e.arg[2])}};
     }},
    {"nation.decisive-power",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 has %2 power, at least the decisive power %3: the game ends")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"nation.end-turn",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 ends its turn without a battle or an action")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.domestic-chosen",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 chooses the domestic command %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.battle-chosen",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 chooses to attack %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"nation.action-chosen",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 chooses the action command %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.queue-built",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "The queue for %3 is built in priority order, starting with %1: %2 state(s); the current "
                        "nation first, each nation's own states before its units'")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[1]), timing(in.event.arg[0])}};
     }},
    {"nation.granted-not-queued",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%2 was granted to %1 during this processing (by place %3), so it is not in the queue")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0]), n(std::int64_t{in.event.arg[1]} + 1)}};
     }},
    {"nation.grant",
     {QT_TRANSLATE_NOOP("NationNarration", "%2 is to be granted to %1: first its exclusions are checked")},
     [](const In& in) {
         return Pick{0, {in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.state-not-fired",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%1 of %2 does not fire at %3: it was removed before its place in the queue came"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1 of %2 does not fire at %3: it is passive, and passive states never fire"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 of %2 does not fire at %3: this is not one of its timings"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 of %2 does not fire at %3: it has no triggers left"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 of %2 does not fire at %3")},
     notFired},
    {"nation.command-unselectable",
     {QT_TRANSLATE_NOOP("NationNarration", "%2 cannot choose %1: it has no domestic command left this round"),
      QT_TRANSLATE_NOOP("NationNarration", "%2 cannot choose %1: it costs %3 power and %2 has %4")},
     unselectable},
    {"nation.npc-not-chosen",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 does not choose %2: its score %3 is lower than %4 of %5"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1 does not choose %2: its score %3 ties with %5, which comes first in the command list")},
     notChosen},
};

}  // namespace

std::span<const NarrationTemplate> flowTemplates() { return kTemplates; }
std::span<const char* const> phrases() { return kPhrases; }
QString phrase(const char* source) { return QCoreApplication::translate(kContext, source); }

QString row(std::int32_t r) { return phrase(kPhrases[r >= 0 && r <= 3 ? r : 4]); }

QString named(const NarrationInput& in, std::int32_t entity)
{
    return entity <= 0 ? QStringLiteral("-") : in.entityName(static_cast<EntityId>(entity));
}

QString orUnlimited(std::int32_t value) { return value == -1 ? QStringLiteral("∞") : QString::number(value); }
QString orNone(std::int32_t value) { return value == -1 ? QStringLiteral("-") : QString::number(value); }

}  // namespace nation_narration

const Narrator& nationNarrator()
{
    using namespace nation_narration;
    static const TableNarrator narrator(kContext, {flowTemplates(), battleTemplates()}, {phrases(), rangePhrases()});
    return narrator;
}

}  // namespace ts::gui
