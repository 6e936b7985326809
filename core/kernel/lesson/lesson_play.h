#pragma once
// A lesson played: its game run by the engine, each stop found in the trace and each
// question's right answer read from the events that follow the stop. Nothing of the
// answer comes from the lesson file, so a change of seed, scenario or rules changes it.
#include "kernel/lesson/lesson.h"
#include "kernel/session/session.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts {

// The event budget of a lesson's game: lessons are small worked examples.
inline constexpr std::uint64_t kLessonEventBudget = 2'000'000;

struct LessonAnswer {
    Seq stop = 0;  // the first event the learner has not seen
    Seq answerEvent = 0;  // the event that decides the answer (the learner is shown it after)
    std::string answer;  // an entity name, a kind name, or the value in decimal
    std::optional<std::int32_t> value;  // Value questions
    std::vector<std::string> choices;  // what the learner picks from (empty: a number)
};

struct LessonPlay {
    std::unique_ptr<Session> session;  // the finished game, cursor at 0; null when cancelled
    std::vector<LessonAnswer> answers;  // one per stop
    bool cancelled = false;  // `cancel` stopped the game before its end
};

// The game runs in slices of this many events, between which `cancel` is polled and
// `eventsPlayed` updated. Slices do not change the game: one run() gives the same trace.
inline constexpr std::uint64_t kLessonPlaySlice = 1 << 16;

// Runs the lesson's game and computes every answer. Throws ScenarioError naming the lesson
// file and the stop's JSON path when a stop is beyond the game's end, comes before the
// previous stop, or asks something the game never shows (no such event or write after
// it, an answer not among the choices), and when the game waits for a decision the
// lesson's answers do not give. `cancel` and `eventsPlayed` (both optional) let another
// thread stop the game (the result is then `cancelled`, with no session) and follow it.
LessonPlay playLesson(const Lesson& lesson, std::uint64_t maxEvents = kLessonEventBudget,
                      const std::atomic<bool>* cancel = nullptr, std::atomic<std::uint64_t>* eventsPlayed = nullptr);

// Whether the learner's `given` (an entity or kind name, or an integer for a value) is right.
bool isRightAnswer(const LessonAnswer& answer, const std::string& given);

// The place of event `seq` as a lesson writes it: its kind and how many events of that
// kind come before it, plus one.
LessonPlace placeOfEvent(const Session& session, Seq seq);

}  // namespace ts
