// The battle and effect sentences of seed 001 (SPEC §4: attack order, target patterns,
// damage and power damage, the effect wrapper). Arguments come from events anyone can
// edit: every code is looked up with a bound check.
#include "rulesets/nation/nationnarration.h"

namespace ts::gui::nation_narration {
namespace {

using In = NarrationInput;
using Pick = NarrationPick;

QString n(std::int64_t v) { return QString::number(v); }

const char* const kRanges[] = {
    QT_TRANSLATE_NOOP("NationNarration", "its normal row"),    QT_TRANSLATE_NOOP("NationNarration", "one row behind"),
    QT_TRANSLATE_NOOP("NationNarration", "two rows behind"),   QT_TRANSLATE_NOOP("NationNarration", "one row in front"),
    QT_TRANSLATE_NOOP("NationNarration", "two rows in front"),
};
QString range(std::int32_t choice)
{
    return choice >= 0 && choice < 5 ? phrase(kRanges[choice]) : QString::number(choice);
}

// A position packed as row * 1000 + slot (MoveUnit's before / after).
QStringList position(std::int32_t packed) { return {row(packed / 1000), n(packed % 1000 + 1)}; }

Pick effect(const In& in)
{
    const Event& e = in.event;
    const int kind = e.arg[0] >= 0 && e.arg[0] < 10 ? e.arg[0] : 10;
    QStringList args{in.entity(0), in.entity(1), n(e.arg[2]), n(e.arg[3])};
    if (kind == 5 || kind == 6)
        args << named(in, e.arg[1]);
    else if (kind == 8)
        args << position(e.arg[2]) << position(e.arg[3]);
    return {kind, args};
}

Pick targetArray(const In& in)
{
    const Event& e = in.event;
    // RangeChoice: -1 the array before a range is chosen (all null), 5 an empty Front, 6 none in range.
    const int variant = e.arg[0] == 5 ? 1 : e.arg[0] == 6 ? 2 : e.arg[0] < 0 ? 3 : 0;
    return {
        variant,
        {in.entity(0), n(e.arg[2]), n(e.arg[3]), n(std::int64_t{e.arg[2]} - e.arg[3]), row(e.arg[1]), range(e.arg[0])}};
}

Pick note(const In& in)
{
    return {in.event.arg[0] >= 0 && in.event.arg[0] < 11 ? in.event.arg[0] : 11, {n(in.event.arg[0])}};
}

const NarrationTemplate kTemplates[] = {
    {"nation.effect",
     {QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 changes %1's power from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "%1 pays power for %2: from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 changes %1's HP from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 changes %1's max HP from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 changes %1's attack from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 grants %5 to %1"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 removes %5 from %1"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 changes %1's remaining domestic commands from %3 to %4"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 moves %1 from %5, slot %6, to %7, slot %8"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 on %1 does nothing"),
      QT_TRANSLATE_NOOP("NationNarration", "An effect of %2 applies to %1")},
     effect},
    {"nation.effect-replaced",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "The effect on %1 is replaced by rule %3 of %2, held by %4: %5 effect(s) apply instead, and "
                        "this state will not replace the same effect again")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), named(in, e.arg[1]), n(e.arg[2]), in.entity(1), n(e.arg[3])}};
     }},
    {"nation.effect-no-target",
     {QT_TRANSLATE_NOOP("NationNarration", "An effect of %1 finds no target here, so it does nothing")},
     [](const In& in) {
         return Pick{0, {in.entity(1)}};
     }},
    {"nation.battle-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 attacks %2: a battle begins")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"nation.attack-order",
     {QT_TRANSLATE_NOOP("NationNarration", "Place %1 of the attack order: %2 with %3 (skill priority %4, %5)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {n(std::int64_t{e.arg[3]} + 1), in.entity(0), named(in, e.arg[0]), n(e.arg[1]), row(e.arg[2])}};
     }},
    {"nation.attack-order-built",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "The attack order is built: %1 attack(s), by skill priority, then row (Back first), then the "
                        "attacking nation first, then unit and skill order")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"nation.attack-begin",
     {QT_TRANSLATE_NOOP("NationNarration", "Attack %1: %2 attacks with %3")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[1]), in.entity(0), named(in, in.event.arg[0])}};
     }},
    {"nation.attacker-popped",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 is taken out of the attack order: it is dead"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1 is taken out of the attack order: it is on the Bench, which never fights")},
     [](const In& in) {
         return Pick{in.event.arg[1] ? 1 : 0, {in.entity(0)}};
     }},
    {"nation.target-candidate",
     {QT_TRANSLATE_NOOP("NationNarration", "Candidate range %2 in %1: %3 has %4 living unit(s)"),
      QT_TRANSLATE_NOOP("NationNarration", "Candidate range %2 in %1 lies outside the formation: skipped")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[1] < 0 ? 1 : 0, {in.entity(0), range(e.arg[0]), row(e.arg[1]), n(e.arg[2])}};
     }},
    {"nation.target-array",
     {QT_TRANSLATE_NOOP(
          "NationNarration",
          "The target array in %1 (%6, %5): %3 living unit(s) in slot order, then %4 null slot(s), %2 in all"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "%1's Front row has no living unit, so the target array is all null: %2 slot(s)"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "No candidate range in %1 has a living unit, so the target array is all null: %2 slot(s)"),
      QT_TRANSLATE_NOOP("NationNarration",
                        "The target array in %1 starts as %2 null slot(s), one per slot of the skill's pattern, before "
                        "a range is chosen")},
     targetArray},
    {"nation.unit-damage",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 hits %2 in target slot %5 for %3 damage: %2 has %4 HP left")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), n(e.arg[0]), n(e.arg[1]), n(std::int64_t{e.arg[2]} + 1)}};
     }},
    {"nation.null-slot",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "Target slot %1 is null: nobody is hit there, but it still counts for power damage")},
     [](const In& in) {
         return Pick{0, {n(std::int64_t{in.event.arg[0]} + 1)}};
     }},
    {"nation.power-damage-skipped",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 belongs to the defending nation, so its attack does no power damage")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.power-damage",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "Target slot %1 (%2, HP lost %3‰) adds %4 power damage: the pending power steal is now %5"),
      QT_TRANSLATE_NOOP(
          "NationNarration",
          "Null target slot %1 counts at the full rate and adds %4 power damage: the pending power steal is now %5")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.subject[1] == kNoEntity ? 1 : 0,
                     {n(std::int64_t{e.arg[0]} + 1), in.entity(1), n(e.arg[2]), n(e.arg[1]), n(e.arg[3])}};
     }},
    {"nation.attack-end",
     {QT_TRANSLATE_NOOP("NationNarration", "Attack %2 of %1 ends: units at 0 HP die now")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"nation.unit-died",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 is at 0 HP: it gets the Dead state")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.steal",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%1 takes %3 power from %2, the pending %4 or what %2 has if less: %1 has %5, %2 has %6")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), n(e.arg[1]), n(e.arg[0]), n(e.arg[2]), n(e.arg[3])}};
     }},
    {"nation.fell",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 has 0 power at the end of the round: it gets the Fallen state")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"nation.move-blocked",
     {QT_TRANSLATE_NOOP("NationNarration", "%1 cannot move to %3, slot %4: %2, a living unit, is there")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), row(e.arg[0]), n(std::int64_t{e.arg[1]} + 1)}};
     }},
    {"nation.battle-end",
     {QT_TRANSLATE_NOOP("NationNarration", "The battle of %1 against %2 ends")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"nation.step",
     {QT_TRANSLATE_NOOP("NationNarration", "The skill has no pre-attack effects"),
      QT_TRANSLATE_NOOP("NationNarration", "The skill has no post-attack effects"),
      QT_TRANSLATE_NOOP("NationNarration", "The skill has no unit effects"),
      QT_TRANSLATE_NOOP("NationNarration", "The skill has no nation effects"),
      QT_TRANSLATE_NOOP("NationNarration", "On to the next target slot"),
      QT_TRANSLATE_NOOP("NationNarration", "Every target slot is done"),
      QT_TRANSLATE_NOOP("NationNarration", "Back to the command choice"),
      QT_TRANSLATE_NOOP("NationNarration", "The next round follows"),
      QT_TRANSLATE_NOOP("NationNarration", "The pending power steal is set to 0"),
      QT_TRANSLATE_NOOP("NationNarration", "This attack's power damage is set to 0"),
      QT_TRANSLATE_NOOP("NationNarration", "The target slot at the target index is taken"),
      QT_TRANSLATE_NOOP("NationNarration", "A rule step (note %1)")},
     note},
    {"nation.range-rejected",
     {QT_TRANSLATE_NOOP("NationNarration",
                        "%1's range %3 in %2 is not used: %4 has no living unit (%5 slot(s) checked)"),
      QT_TRANSLATE_NOOP("NationNarration", "%1's range %3 in %2 is not used: that row is outside the formation")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[0] == 1 ? 1 : 0, {in.entity(0), in.entity(1), range(e.arg[1]), row(e.arg[2]), n(e.arg[3])}};
     }},
};

}  // namespace

std::span<const NarrationTemplate> battleTemplates() { return kTemplates; }
std::span<const char* const> rangePhrases() { return kRanges; }

}  // namespace ts::gui::nation_narration
