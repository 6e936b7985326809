#include "rulesets/events/eventsnarration.h"

#include <QCoreApplication>

// Arguments come from events anyone can edit: every code is looked up with a bound check,
// and an unknown one still reads. "Event #n" is a node of the game's event tree.
namespace ts::gui {
namespace {

using In = NarrationInput;
using Pick = NarrationPick;

constexpr const char* kContext = "EventsNarration";
QString n(std::int64_t v) { return QString::number(v); }
int code(std::int32_t v, int count) { return v >= 0 && v < count ? v : count; }
// A usage count; a negative one is "no limit" (a listener that is never used up).
// 1 for an event without a target (a phase, a player's own event): its sentence names none.
int untargeted(const In& in) { return in.event.subject[1] == kNoEntity ? 1 : 0; }
QString usages(std::int32_t v) { return v < 0 ? QStringLiteral("∞") : n(v); }

const char* const kPhrases[] = {
    QT_TRANSLATE_NOOP("EventsNarration", "the game start"),   QT_TRANSLATE_NOOP("EventsNarration", "the roll phase"),
    QT_TRANSLATE_NOOP("EventsNarration", "the hand switch"),  QT_TRANSLATE_NOOP("EventsNarration", "the round start"),
    QT_TRANSLATE_NOOP("EventsNarration", "the combat phase"), QT_TRANSLATE_NOOP("EventsNarration", "the round end"),
    QT_TRANSLATE_NOOP("EventsNarration", "the death swap"),   QT_TRANSLATE_NOOP("EventsNarration", "an unknown phase"),
};
QString phase(std::int32_t p) { return QCoreApplication::translate(kContext, kPhrases[code(p, 7)]); }

Pick notHeard(const In& in)
{
    const Event& e = in.event;
    return {code(e.arg[0], 11), {in.entity(0), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
}

const NarrationTemplate kTemplates[] = {
    {"events.game-begin",
     {QT_TRANSLATE_NOOP("EventsNarration", "The game begins: player %1 goes first"),
      QT_TRANSLATE_NOOP("EventsNarration", "The game begins: the first player is drawn at random")},
     [](const In& in) {
         return Pick{in.event.arg[0] < 0 ? 1 : 0, {n(in.event.arg[0])}};
     }},
    {"events.round-begin",
     {QT_TRANSLATE_NOOP("EventsNarration", "Round %1 begins")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0])}};
     }},
    {"events.signal",
     {QT_TRANSLATE_NOOP("EventsNarration", "The game signals %1 for %2: event #%3 starts its sequence of %4 event(s)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {phase(e.arg[0]), in.entity(0), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"events.stable",
     {QT_TRANSLATE_NOOP(
         "EventsNarration",
         "The queue is empty and the game is stable in %1: %2 is asked what to do (%3 legal answer(s))")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {phase(e.arg[0]), in.entity(0), n(e.arg[1])}};
     }},
    {"events.instruction",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 gives instruction %2 of the round")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"events.rejected",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1's instruction is not legal now, so %1 is asked again")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"events.push",
     {QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 of %2 on %3 joins the queue at place %4"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 of %2 joins the queue at place %4")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{untargeted(in), {n(e.arg[0]), in.entity(0), in.entity(1), n(std::int64_t{e.arg[2]} + 1)}};
     }},
    {"events.pop",
     {QT_TRANSLATE_NOOP(
          "EventsNarration",
          "Event #%1 of %2 on %3 is taken from the head of the queue (%4 left): its listeners hear it first"),
      QT_TRANSLATE_NOOP("EventsNarration",
                        "Event #%1 of %2 is taken from the head of the queue (%4 left): its listeners hear it first")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{untargeted(in), {n(e.arg[0]), in.entity(0), in.entity(1), n(e.arg[2])}};
     }},
    {"events.order",
     {QT_TRANSLATE_NOOP(
         "EventsNarration",
         "%2 listener(s) will hear event #%1, %3 of them %4's, in listening order: the event's player first")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {n(e.arg[0]), n(e.arg[1]), n(e.arg[2]), in.entity(0)}};
     }},
    {"events.hear",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 hears event #%2 on %3")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), in.entity(1)}};
     }},
    {"events.answer",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "%1 answers event #%3 with event #%2 on %4: answers run before the rest of the queue")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), n(e.arg[2]), in.entity(1)}};
     }},
    {"events.modify",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 adds damage to event #%2: from %3 to %4"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 absorbs damage of event #%2: from %3 to %4"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 cancels event #%2"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 changes event #%2: from %3 to %4")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{code(e.arg[1], 3), {in.entity(0), n(e.arg[0]), n(e.arg[2]), n(e.arg[3])}};
     }},
    {"events.used-up",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 has used up its usages on event #%2 and is removed")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[1])}};
     }},
    {"events.listen-done",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "Every listener has been asked about event #%1: %2 of %4 heard it and gave %3 answer(s)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {n(e.arg[0]), n(e.arg[1]), n(e.arg[2]), n(e.arg[3])}};
     }},
    {"events.execute",
     {QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 of %2 on %3 is executed"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 of %2 is executed")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{untargeted(in), {n(e.arg[0]), in.entity(0), in.entity(1)}};
     }},
    {"events.damage",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 deals %3 damage to %2: %2 has %4 HP left (event #%5)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), n(e.arg[1]), n(e.arg[2]), n(e.arg[0])}};
     }},
    {"events.heal",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 is healed by %2: %3 HP now (event #%4)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(1), n(e.arg[1]), n(e.arg[2]), n(e.arg[0])}};
     }},
    {"events.defeated",
     {QT_TRANSLATE_NOOP("EventsNarration", "%2 of %1 is defeated"),
      QT_TRANSLATE_NOOP("EventsNarration", "%2 of %1, the active character, is defeated: %1 must choose a new one")},
     [](const In& in) {
         return Pick{in.event.arg[1] ? 1 : 0, {in.entity(0), in.entity(1)}};
     }},
    {"events.card-drawn",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 draws %2: %3 card(s) left in the pile")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0])}};
     }},
    {"events.card-burned",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1's hand is full (%3 cards), so %2 is burned")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[0])}};
     }},
    {"events.pile-empty",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1's pile is empty: %2 card(s) cannot be drawn")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"events.die-rolled",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 rolls dice of element %2: %3 of them now")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"events.dice-paid",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 pays %3 dice of element %2: %4 left")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"events.dice-gained",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 gains %3 dice of element %2: %4 now")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"events.placed",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 is placed with %2 and starts listening, with %3 usage(s)"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 is placed with %2 and starts listening, with no limit on its usages")},
     [](const In& in) {
         return Pick{in.event.arg[2] < 0 ? 1 : 0, {in.entity(0), in.entity(1), n(in.event.arg[2])}};
     }},
    {"events.readdressed",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "%1 moves to a new address in its zone: its old address no longer finds it")},
     [](const In& in) {
         return Pick{0, {in.entity(0)}};
     }},
    {"events.removed",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 is discarded from %2 and stops listening"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 is played from %2"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 is replaced on %2 and stops listening"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 is removed with the defeat of %2"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 returns from %2"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 is removed from %2")},
     [](const In& in) {
         return Pick{code(in.event.arg[2], 5), {in.entity(0), in.entity(1)}};
     }},
    {"events.refreshed",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "%1 is already there, so it is refreshed instead: its usages go from %2 to %3")},
     [](const In& in) {
         return Pick{0, {in.entity(0), usages(in.event.arg[1]), usages(in.event.arg[2])}};
     }},
    {"events.zone-full",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1's zone is full (at most %3), so %2 cannot be placed")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(in.event.arg[1])}};
     }},
    {"events.replaced",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 replaces %2 in slot %3")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1), n(std::int64_t{in.event.arg[0]} + 1)}};
     }},
    {"events.switched",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 switches its active character to %2")},
     [](const In& in) {
         return Pick{0, {in.entity(0), in.entity(1)}};
     }},
    {"events.turn",
     {QT_TRANSLATE_NOOP("EventsNarration", "The turn passes to %1"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 keeps the turn: the opponent has ended the round")},
     [](const In& in) {
         return Pick{in.event.arg[1] ? 1 : 0, {in.entity(0)}};
     }},
    {"events.end-declared",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 declares the end of its round: player %2 goes first next round")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[0])}};
     }},
    {"events.no-effect",
     {QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect: it was cancelled"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect: an earlier event is over"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect: its target is defeated"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect: nothing is there"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 only signals: it changes nothing itself"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect: it is already the active character"),
      QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 on %2 has no effect")},
     [](const In& in) {
         return Pick{code(in.event.arg[1], 6), {n(in.event.arg[0]), in.entity(1)}};
     }},
    {"events.address",
     {QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds %3")},
     [](const In& in) {
         return Pick{0, {in.entity(0), n(in.event.arg[1]), in.entity(1)}};
     }},
    {"events.address-miss",
     {QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: no such player"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: it cannot be addressed"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: no such index"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: no such subzone"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: the place is empty"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: it is not a character"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing: the character is defeated"),
      QT_TRANSLATE_NOOP("EventsNarration", "The address of %1 for event #%2 finds nothing")},
     [](const In& in) {
         return Pick{code(in.event.arg[2], 7), {in.entity(0), n(in.event.arg[1])}};
     }},
    {"events.over",
     {QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 is over: the events that came from event #%2 are over with it")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[2])}};
     }},
    {"events.prepend",
     {QT_TRANSLATE_NOOP(
          "EventsNarration",
          "The %2 answer(s) to event #%1 go to the head of the queue, before the rest: %3 event(s) queued"),
      QT_TRANSLATE_NOOP("EventsNarration", "Nothing answered event #%1: the queue goes on (%3 event(s) queued)")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{e.arg[1] == 0 ? 1 : 0, {n(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"events.interrupt",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "Event #%3 interrupts %4: %1 must replace the defeated %2 before anything else")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), in.entity(1), n(e.arg[0]), phase(e.arg[1])}};
     }},
    {"events.save",
     {QT_TRANSLATE_NOOP("EventsNarration",
                        "The queue is saved for later: %2 event(s) kept, %3 answer(s) dropped, %4 saved queue(s) now")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), n(e.arg[1]), n(e.arg[2])}};
     }},
    {"events.dropped",
     {QT_TRANSLATE_NOOP("EventsNarration", "Event #%1 of %2 on %3 is dropped: event #%4 interrupted it")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {n(e.arg[0]), in.entity(0), in.entity(1), n(e.arg[2])}};
     }},
    {"events.recover",
     {QT_TRANSLATE_NOOP("EventsNarration", "The saved queue is recovered: %2 event(s) of %3 resume for %1")},
     [](const In& in) {
         const Event& e = in.event;
         return Pick{0, {in.entity(0), n(e.arg[0]), phase(e.arg[1])}};
     }},
    {"events.tree-done",
     {QT_TRANSLATE_NOOP("EventsNarration", "The event tree is done: %1 event(s), %2 taken from the queue")},
     [](const In& in) {
         return Pick{0, {n(in.event.arg[0]), n(in.event.arg[1])}};
     }},
    {"events.game-over",
     {QT_TRANSLATE_NOOP("EventsNarration", "The game is over in round %2: %1 wins"),
      QT_TRANSLATE_NOOP("EventsNarration", "The game is over in round %2 with no winner")},
     [](const In& in) {
         return Pick{in.event.subject[0] ? 0 : 1, {in.entity(0), n(in.event.arg[1])}};
     }},
    {"events.not-heard",
     {QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: its holder is defeated"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: its usages are used up"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it has %3 usage(s) and needs %4"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it listens in another phase"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it listens to the other player's events"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: the event comes from another source"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: the event has another target"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: the element is not the one it wants"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it wants a normal attack"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it wants a plunging attack"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2: it is defeated"),
      QT_TRANSLATE_NOOP("EventsNarration", "%1 does not hear event #%2")},
     notHeard},
};

}  // namespace

const Narrator& eventsNarrator()
{
    static const TableNarrator narrator(kContext, {kTemplates}, {kPhrases});
    return narrator;
}

}  // namespace ts::gui
