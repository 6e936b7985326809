// The energy loop's sentences (seed 003, SPEC §3.2). Arguments come from events anyone can
// edit: action codes are decoded with bound checks and an unknown one still reads.
#include "rulesets/roguelike/roguelikenarration.h"

#include "rulesets/roguelike/energy_scenario.h"
#include "rulesets/roguelike/energy_table.h"

namespace ts::gui::roguelike_narration {
namespace {

using ts::roguelike::EnAction;
using In = NarrationInput;
using Pick = NarrationPick;

QString n(std::int64_t v) { return QString::number(v); }

const char* const kActionTexts[] = {
    QT_TRANSLATE_NOOP("RoguelikeNarration", "walk %1"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "attack %1"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "open the door %1"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "rest %1 turn(s)"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "change its speed by %1"),
    QT_TRANSLATE_NOOP("RoguelikeNarration", "action #%1"),
};

// An energy action code as words ("walk east").
QString actionText(std::int32_t code)
{
    const ts::roguelike::EnergyAction a = ts::roguelike::decodeAction(code);
    switch (a.kind) {
    case EnAction::Walk: return TableNarrator::fill(phrase(kActionTexts[0]), {direction(a.dir)});
    case EnAction::Attack: return TableNarrator::fill(phrase(kActionTexts[1]), {direction(a.dir)});
    case EnAction::OpenDoor: return TableNarrator::fill(phrase(kActionTexts[2]), {direction(a.dir)});
    case EnAction::Rest: return TableNarrator::fill(phrase(kActionTexts[3]), {n(a.param)});
    case EnAction::ChangeSpeed:
        return TableNarrator::fill(phrase(kActionTexts[4]),
                                   {(a.param > 0 ? QStringLiteral("+") : QString()) + n(a.param)});
    case EnAction::None: break;
    }
    return TableNarrator::fill(phrase(kActionTexts[5]), {n(code)});
}

QString brain(std::int32_t b)
{
    return QString::fromLatin1(b >= 0 && b < ts::roguelike::kBrainKinds
                                   ? ts::roguelike::brainKindName(static_cast<ts::roguelike::BrainKind>(b))
                                   : "?");
}

QString table(std::int32_t t)
{
    return t == 0 || t == 1
        ? QString::fromLatin1(ts::roguelike::energyTableName(static_cast<ts::roguelike::EnergyTable>(t)))
        : QStringLiteral("?");
}

Pick actionResult(const In& in)
{
    const Event& e = in.event;
    const bool succeeded = e.arg[0] & 1, done = e.arg[0] & 2;
    if (e.arg[1] != 0)
        return {2, {in.entity(0), actionText(e.arg[1])}};
    return {succeeded ? (done ? 0 : 3) : 1, {in.entity(0)}};
}

Pick actionDone(const In& in)
{
    const Event& e = in.event;
    const int variant = e.arg[1] == 0 ? 0 : e.arg[3] == 1 ? 2 : 1;
    return {variant, {in.entity(0), actionText(e.arg[0]), n(e.arg[2])}};
}

Pick walkBlocked(const In& in)
{
    const Event& e = in.event;
    const int reason = e.arg[3] >= 0 && e.arg[3] <= 2 ? e.arg[3] : 3;
    return {reason, {in.entity(0), direction(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
}

const NarrationTemplate kTemplates[] = {
    {"roguelike.energy-turn",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "Turn %1 begins: the %2 actor(s) of the queue are visited in order")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.visit",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "Visit %1 of turn %2: %3 is the current actor, with %4 energy")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[2]), in.entity(0), n(in.event.arg[3])}};
     }},
    {"roguelike.brain-decide",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 has no action queued, so its %2 brain decides: it queues %3 action(s)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), brain(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.action-queued",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's brain queues '%2' at place %3"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "The player's input '%2' is queued for %1 at place %3")},
     [](const In& in) {
         return Pick{in.event.arg[2] == 1 ? 1 : 0,
                     {in.entity(0), actionText(in.event.arg[0]), n(std::int64_t{in.event.arg[1]} + 1)}};
     }},
    {"roguelike.input-wait",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 waits for the player's input: the game loop returns and the queue does not move on")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"roguelike.input-rejected",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 cannot take that input, so the player is asked again")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"roguelike.no-action",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1's %2 brain queues nothing: the game loop returns without moving on, and the game stalls")},
     [](const In& in) {
         return Pick{0, {in.entity(0), brain(in.event.arg[0])}};
     }},
    {"roguelike.energy-gain",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 gains %2 energy for its speed %3 (%4 table): it has %5")},
     [](const In& in) {
         return Pick{
             0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[2]), table(in.event.arg[3]), n(in.event.arg[1])}};
     }},
    {"roguelike.energy-check",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 has %2 energy, at least the %3 an action costs: it acts"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 has %2 energy, less than the %3 an action costs: it waits")},
     [](const In& in) {
         return Pick{in.event.arg[2] ? 0 : 1, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.perform",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 performs its queued action: %2"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 performs the alternative: %2")},
     [](const In& in) {
         return Pick{in.event.arg[1] > 0 ? 1 : 0, {in.entity(0), actionText(in.event.arg[0])}};
     }},
    {"roguelike.action-result",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's action succeeds and is done"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's action fails and offers no alternative"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's action cannot be done as it is, and offers an alternative: %2"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's action succeeds but is not done yet")},
     actionResult},
    {"roguelike.energy-spend",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1's action succeeded, so it spends %2 energy: %3 left"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1's action failed, so it spends no energy: a failed action costs no turn (%3 energy)")},
     [](const In& in) {
         return Pick{in.event.arg[2] ? 0 : 1, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.action-done",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "'%2' is not done: it stays at the head of %1's queue"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "'%2' is done and leaves %1's queue (%3 left)"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "'%2' is done and goes to the back of %1's queue (%3 in it)")},
     actionDone},
    {"roguelike.proceed",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "The actor queue moves on: %2 is next"),
      QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "The actor queue moves on: every actor has had its visit, so the turn is over and %2 is next")},
     [](const In& in) {
         return Pick{in.event.arg[0] ? 1 : 0, {in.entity(0), in.entity(1)}};
     }},
    {"roguelike.walk-blocked",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 cannot walk %2 to (%3, %4): a wall is there"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 cannot walk %2 to (%3, %4): a wall corner is in the way"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 cannot walk %2 to (%3, %4): it is off the map"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 cannot walk %2 to (%3, %4)")},
     walkBlocked},
    {"roguelike.door-opened",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 opens %2 at (%3, %4)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.open-failed",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 finds no closed door %2 of it, at (%3, %4)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), direction(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"roguelike.attack-nothing",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 attacks %2, but nobody is at (%3, %4)")},
     [](const In& in) {
         return Pick{0, {in.entity(0), direction(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2])}};
     }},
    {"roguelike.rest",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 rests: turn %2 of %3")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"roguelike.energy-speed",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1's speed changes from %2 to %3: it now gains %4 energy a visit (%5 table)")},
     [](const In& in) {
         return Pick{
             0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1]), n(in.event.arg[2]), table(in.event.arg[3])}};
     }},
    {"roguelike.actor-removed",
     {QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 leaves the actor queue: %2 actor(s) left")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"roguelike.energy-short",
     {QT_TRANSLATE_NOOP("RoguelikeNarration",
                        "%1 does not %2 yet: it has %3 energy and needs %4, %5 more, so it waits"),
      QT_TRANSLATE_NOOP("RoguelikeNarration", "%1 waits")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{
             e.arg[0] == 0 ? 0 : 1,
             {in.entity(0), actionText(e.arg[3]), n(e.arg[1]), n(e.arg[2]), n(std::int64_t{e.arg[2]} - e.arg[1])}};
     }},
};

}  // namespace

std::span<const NarrationTemplate> energyTemplates() { return kTemplates; }
std::span<const char* const> energyPhrases() { return kActionTexts; }

}  // namespace ts::gui::roguelike_narration
