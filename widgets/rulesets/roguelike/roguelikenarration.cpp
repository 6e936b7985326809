#include "rulesets/roguelike/roguelikenarration.h"

#include "rulesets/roguelike/kinds.h"
#include "rulesets/roguelike/scenario.h"

#include <QCoreApplication>

// The Run table's sentences (seed 000, SPEC §3.1). Arguments come from events anyone can
// edit: every code is looked up with a bound check and an unknown one still reads.
namespace ts::gui {
namespace roguelike_narration {
namespace {

using ts::roguelike::Kind;
using In = NarrationInput;
using Pick = NarrationPick;

QString n(std::int64_t v) { return QString::number(v); }

const char* const kPhrases[] = {
    QT_TRANSLATE_NOOP("RoguelikeNarration", "slow"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "north"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "north-east"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "east"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "south-east"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "south"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "south-west"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "west"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "north-west"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "the weapon"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "the arrows"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "do nothing"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "move"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "attack"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "wait"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "drink speed grass"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "wave a staff"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "equip an item"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "throw an item"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "control another unit"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "act as its AI chooses"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "an unknown action"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "an unknown direction"),
};
// Indexes into kPhrases.
constexpr int kSlow = 0, kNorth = 1, kWeapon = 9, kActions = 11, kUnknownAction = 21, kUnknownDir = 22;

QString item(std::int32_t i) { return phrase(kPhrases[i == 0 ? kWeapon : kWeapon + 1]); }
QString action(std::int32_t k)
{
    return phrase(
        kPhrases[k >= 0 && k <= static_cast<std::int32_t>(ts::roguelike::ActionKind::Brain) ? kActions + k
                                                                                            : kUnknownAction]);
}

// The Runs a packed row (one byte of cells per Run) has actions in: "1, 2" or "2 (x2)".
QString runsOf(std::int32_t packed)
{
    QStringList runs;
    for (int r = 0; r < 3; ++r) {
        const int count = (packed >> (8 * r)) & 0xff;
        if (count == 1)
            runs << n(r + 1);
        else if (count > 1)
            runs << QStringLiteral("%1 (%2)").arg(n(r + 1), QString(count > 16 ? 1 : count, QLatin1Char('x')));
    }
    return runs.join(QStringLiteral(", "));
}

// The speed change and inserted row a haste, a slow staff or speed grass led to, as the
// variant offsets of waveStaff() and drinkGrass(): 0 a row after the last row of the new
// speed still to act, 1 a row right after the acting row, 2 sped up without a row, 3
// already the fastest.
struct SpeedOutcome {
    int variant = -1;  // -1: neither (the event is narrated alone)
    QStringList args;
};
SpeedOutcome speedOutcome(const In& in, EntityId unit)
{
    const Event* unchanged = in.firstDetail("roguelike.speed-unchanged");
    if (unchanged && unchanged->subject[0] == unit)
        return {3, {in.entityName(unit), speed(unchanged->arg[0])}};
    const Event* change = in.firstDetail("roguelike.speed-change");
    if (!change || change->subject[0] != unit)
        return {};
    const Event* row = in.firstDetail("roguelike.row-inserted");
    const QString who = in.entityName(unit), now = speed(change->arg[1]);
    if (!row || row->subject[0] != unit)
        return {2, {who, now, n(change->arg[2])}};
    const bool afterActing = std::int64_t{row->arg[1]} == std::int64_t{row->arg[3]} + 1;
    return {afterActing ? 1 : 0, {who, now, n(row->arg[0]), n(std::int64_t{row->arg[1]} + 1)}};
}

Pick waveStaff(const In& in)
{
    const QString actor = in.entity(0);
    if (in.event.arg[0] != 0) {
        const Event* change = in.firstDetail("roguelike.speed-change");
        if (change && change->subject[0] == in.event.subject[1])
            return {5, {actor, in.entity(1), speed(change->arg[1]), n(change->arg[2])}};
        return {7, {actor, in.entity(1)}};
    }
    SpeedOutcome o = speedOutcome(in, in.event.subject[1]);
    if (o.variant < 0)
        return {6, {actor, in.entity(1)}};
    o.args.prepend(actor);
    return {o.variant, o.args};
}

Pick drinkGrass(const In& in)
{
    SpeedOutcome o = speedOutcome(in, in.event.subject[0]);
    if (o.variant < 0)
        return {4, {in.entity(0)}};
    return {o.variant, o.args};
}

Pick tokensDealt(const In& in)
{
    const Event& e = in.event;
    if (e.arg[1] < 0)
        return {1, {in.entity(0), n(e.arg[0]), n(-std::int64_t{e.arg[1]}), n(e.arg[2])}};
    return {0, {in.entity(0), n(e.arg[0]), n(e.arg[2])}};
}

Pick tokenSpent(const In& in)
{
    const Event& e = in.event;
    const int variant = (e.arg[1] ? 2 : 0) + (e.arg[0] < 0 ? 1 : 0);
    return {variant, {in.entity(0), n(e.arg[0])}};
}

Pick speedChange(const In& in)
{
    const Event& e = in.event;
    return {e.arg[1] > e.arg[0] ? 0 : 1, {in.entity(0), speed(e.arg[0]), speed(e.arg[1]), n(e.arg[2])}};
}

Pick rowInserted(const In& in)
{
    const Event& e = in.event;
    const bool afterActing = std::int64_t{e.arg[1]} == std::int64_t{e.arg[3]} + 1;
    return {afterActing ? 1 : 0, {in.entity(0), speed(e.arg[2]), n(e.arg[0]), n(std::int64_t{e.arg[1]} + 1)}};
}

Pick equip(const In& in)
{
    const Event& e = in.event;
    return {(e.arg[1] ? 2 : 0) + (e.arg[2] ? 0 : 1), {in.entity(0), item(e.arg[0])}};
}

Pick noAttack(const In& in)
{
    const Event& e = in.event;
    const int reason = e.arg[0] >= 0 && e.arg[0] <= 3 ? e.arg[0] : 4;
    return {reason, {in.entity(0), in.entity(1), n(e.arg[1]), n(e.arg[2])}};
}

const NarrationTemplate kTemplates[] = {
    {"roguelike.turn-begin",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "Turn %1 begins: the Run table is built anew and every unit receives its action tokens")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"roguelike.table-built",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "The Run table has %1 Run(s), as many as the fastest unit's speed (slow counts as x1), and %2 "
                        "row(s): Player units first, then Friends, then Enemies")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.table-row",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 (%2) gets a row with actions in Run(s) %3: a Player unit of speed k acts in Runs 1 to k, "
                        "an AI unit of speed x1 in the last Run")},
     [](const In& in) {
         return Pick{0, {in.entity(0), speed(in.event.arg[0]), runsOf(in.event.arg[1])}};
     }},
    {"roguelike.merge",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "No Player unit acts in Run %2, so %1's action there moves into Run %3, which now holds %4 "
                        "action(s) back to back")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"roguelike.tokens-dealt",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 receives %2 action token(s) for its speed and now holds %3"),
      QT_TRANSLATE_NOOP(
          "RoguelikeNarration",
          "%1 receives %2 action token(s) for its speed, less a debt of %3 from being controlled, and now holds %4")},
     tokensDealt},
    {"roguelike.run-begin",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "Run %1 begins: first the Player units' manual actions, then the AI units' minor actions, then "
                        "their major actions")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"roguelike.phase-begin",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "Run %1, step 1: the Player units take their manual actions, in row order"),
      QT_TRANSLATE_NOOP(
          "RoguelikeNarration",
          "Run %1, step 2: each AI unit that has not acted yet may take a minor action (a move), in row order"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "Run %1, step 3: each AI unit that has not acted yet takes its major action, in row order")},
     [](const In& in) {
         return Pick{in.event.arg[0] >= 0 && in.event.arg[0] <= 2 ? in.event.arg[0] : 2, {n(in.event.arg[1])}};
     }},
    {"roguelike.slot-skipped",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1's slot in Run %2 is skipped: it holds %3 action token(s) and needs 1"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's slot in Run %2 is skipped: the unit is dead")},
     [](const In& in) {
         return Pick{in.event.arg[1] == 1 ? 1 : 0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[2])}};
     }},
    {"roguelike.move",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 moves %2 to (%3, %4)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), direction(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"roguelike.attack",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 attacks %2 for %3 damage: %2 has %4 HP left"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 attacks %2 a second time in the same action, for %3 damage: %2 has %4 HP left")},
     [](const In& in) {
         return Pick{in.event.arg[2] == 2 ? 1 : 0,
                     {in.entity(0), in.entity(1), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.wait",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 waits: waiting is an action too")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"roguelike.drink-speed-grass",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 drinks speed grass: it is now %2 and gains a token, so a row '%1 %2' is added to Run %3 "
                        "after the last %2 row still to act (row %4)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 drinks speed grass: it is now %2 and gains a token, so a row '%1 %2' is added to Run %3 "
                        "right after the acting row (row %4), as no %2 row is still to act"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 drinks speed grass: it is now %2 and gains a token (%3 now)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 drinks speed grass, but it is already %2, the fastest: nothing changes"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 drinks speed grass")},
     drinkGrass},
    {"roguelike.wave-staff",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row '%2 %3' is added to "
                        "Run %4 after the last %3 row still to act (row %5)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waves the haste staff at %2: %2 is now %3 and gains a token, so a row '%2 %3' is added to "
                        "Run %4 right after the acting row (row %5), as no %3 row is still to act"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waves the haste staff at %2: %2 is now %3 and gains a token (%4 now)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waves the haste staff at %2, but %2 is already %3, the fastest: nothing changes"),
      nullptr,
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waves the slow staff at %2: %2 is now %3 and loses a token (%4 left)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 waves the haste staff at %2"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 waves the slow staff at %2")},
     waveStaff},
    {"roguelike.equip",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 equips %2 from the menu, which uses up its action"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 equips %2 from the menu, which does not use up its action"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%2 is forced on %1, which uses up its action"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%2 is forced on %1, which does not use up its action: only the scheduler spends tokens")},
     equip},
    {"roguelike.throw-item",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 throws %3 at %2, forcing it on %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), item(in.event.arg[0])}};
     }},
    {"roguelike.control",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 controls %2 and makes it %3: a controlled action always costs %2 a token, even into debt")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), action(in.event.arg[0])}};
     }},
    {"roguelike.speed-change",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 speeds up from %2 to %3 and gains a token: it holds %4"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 slows down from %2 to %3 and loses a token: it holds %4")},
     speedChange},
    {"roguelike.row-inserted",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "A row '%1 %2' is added to Run %3 after the last %2 row still to act, as row %4"),
      QT_TRANSLATE_NOOP(
          "RoguelikeNarration",
          "A row '%1 %2' is added to Run %3 right after the acting row, as row %4: no %2 row is still to act")},
     rowInserted},
    {"roguelike.token-spent",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 spends an action token for its action: %2 left"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 spends an action token for its action: %2 left, a debt"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 was controlled, so its action costs a token whatever it was: %2 left"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 was controlled, so its action costs a token whatever it was: %2 left, a debt taken from "
                        "next turn's tokens")},
     tokenSpent},
    {"roguelike.action-failed",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 tries to %3, but the way is blocked: no token is spent"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 tries to %3, but %2 is not adjacent: no token is spent"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 tries to %3, but %2 is gone: no token is spent"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 tries to %3, but has no attacks left this turn: no token is spent"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 tries to %3 and fails: no token is spent")},
     [](const In& in) {
         return Pick{in.event.arg[1] >= 0 && in.event.arg[1] <= 3 ? in.event.arg[1] : 4,
                     {in.entity(0), in.entity(1), action(in.event.arg[0])}};
     }},
    {"roguelike.unit-died",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 is defeated by %2 and leaves the map")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"roguelike.turn-end",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "Turn %1 ends")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"roguelike.attacks-reset",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 may attack %2 time(s) this turn: attacks are counted apart from actions")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"roguelike.minor-pass",
     {QT_TRANSLATE_NOOP(
          "RoguelikeNarration",
          "%1 takes no minor action: what it wants to do is not a move, so it keeps it for the major step"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 takes no minor action: no step brings it closer to an opponent")},
     [](const In& in) {
         return Pick{in.event.arg[0] == 1 ? 1 : 0, {in.entity(0)}};
     }},
    {"roguelike.double-attack",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 issues %3 attack commands at %2 within one action: attacks are not actions")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0])}};
     }},
    {"roguelike.speed-unchanged",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 is already %2, the fastest speed: its speed does not change")},
     [](const In& in) {
         return Pick{0, {in.entity(0), speed(in.event.arg[0])}};
     }},
    {"roguelike.merge-held",
     {QT_TRANSLATE_NOOP(
         "RoguelikeNarration",
         "%1's %4 action(s) in Run %2 stay there instead of moving into Run %3: the Player unit %5 acts in Run %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[1]), n(in.event.arg[2]), n(in.event.arg[3]), in.entity(1)}};
     }},
    {"roguelike.no-attack",
     {QT_TRANSLATE_NOOP(
          "RoguelikeNarration",
          "%1 does not attack: its nearest opponent %2 is %3 cells away, and an attack needs it adjacent"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 does not attack: its nearest opponent %2 is diagonal across a wall corner"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 does not attack %2: it has used its %4 attack(s) of this turn"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 does not attack: no opponent is left on the map"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 does not attack")},
     noAttack},
};

}  // namespace

std::span<const NarrationTemplate> runTableTemplates() { return kTemplates; }
std::span<const char* const> phrases() { return kPhrases; }

QString phrase(const char* source) { return QCoreApplication::translate(kContext, source); }

QString speed(std::int32_t code)
{
    if (code == 0)
        return phrase(kPhrases[kSlow]);
    return QString::fromLatin1(ts::roguelike::speedName(code));
}

QString direction(std::int32_t dir)
{
    return phrase(kPhrases[dir >= 0 && dir < ts::roguelike::kDirCount ? kNorth + dir : kUnknownDir]);
}

}  // namespace roguelike_narration

const Narrator& roguelikeNarrator()
{
    using namespace roguelike_narration;
    static const TableNarrator narrator(kContext, {runTableTemplates(), energyTemplates()},
                                        {phrases(), energyPhrases()});
    return narrator;
}

}  // namespace ts::gui
