#pragma once
// Lessons (teaching mode): a scenario, a seed, answers to its decisions, and stops where the
// learner predicts the next step. A stop names a question, never its answer: the answer is
// what the engine then does (lesson_play.h). Format reference: docs/lessons.md.
#include "kernel/decision.h"
#include "kernel/ruleset.h"
#include "kernel/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts {

// A text of the lesson in English, with optional "ja" and "zh_CN" variants.
struct LessonText {
    std::string en, ja, zhCN;
    // The variant for a language code ("ja", "zh_CN", anything else: English); English
    // where the variant is missing.
    const std::string& in(const std::string& language) const;
    bool empty() const { return en.empty(); }
};

// Where a stop is: just before the `nth` (from 1) event of kind `kind`, counting only
// events one of whose subjects is `entity` when that is given. Counting by kind survives
// engine changes that add or remove events of other kinds.
struct LessonPlace {
    std::string kind;
    int nth = 1;
    std::string entity;  // "" = any
    bool operator==(const LessonPlace&) const = default;
};

enum class QuestionKind {
    // Which entity is subject `subject` of the next event of kind `kind` (which unit acts
    // next, which state fires, which action resolves first)? Multiple choice.
    Subject,
    // What does field `field` of entity `entity` become at its next write? A number.
    Value,
    // Which of the kinds in `choices` comes first from here? Multiple choice.
    NextKind,
};

struct LessonQuestion {
    QuestionKind kind = QuestionKind::Subject;
    std::string eventKind;  // Subject: the kind asked about
    int subject = 0;  // Subject: 0 or 1
    std::string entity;  // Value
    std::string field;  // Value
    // Subject: entity names offered (empty: every entity that is ever that subject of that
    // kind in the game); NextKind: kind names (at least two).
    std::vector<std::string> choices;
    bool operator==(const LessonQuestion&) const = default;
};

struct LessonStop {
    std::string path;  // "$.stops[2]": where lesson messages point
    LessonPlace at;
    LessonQuestion question;
    LessonText prompt;  // the question as the learner reads it
    LessonText explanation;  // shown after the answer
};

struct Lesson {
    std::string file;
    LessonText title;
    LessonText description;
    const Ruleset* ruleset = nullptr;
    std::string scenarioRef;  // as written ("" for an inline scenario)
    std::shared_ptr<const Scenario> scenario;
    std::uint64_t seed = 0;
    std::vector<DecisionRecord> answers;  // replayed in order before the scenario's script
    std::vector<LessonStop> stops;
    // The panel the lesson's handout pictures (a panel's object name, e.g. "statesDock");
    // "" = the ruleset's signature view. The window checks that it exists.
    std::string view;
};

// Reads the text of a scenario named by a lesson (`ref` resolved against the lesson
// file's folder, e.g. ":/lessons/stack/../../scenarios/stack/lifo-three.json" for a
// bundled one); throws FileError when it cannot. The window passes one that reads Qt
// resources; the default reads files.
using LessonScenarioReader = std::function<std::string(const std::string& resolvedPath)>;

// Throws ScenarioError naming `file` and the JSON path of the first bad value (also for a
// bad scenario, naming the scenario's own file and path) and FileError for a scenario that
// cannot be read. Checks the form only; playLesson (lesson_play.h) checks the stops against
// the game.
Lesson parseLesson(const std::string& text, const std::string& file, const LessonScenarioReader& reader = {});
Lesson loadLessonFile(const std::string& path, const LessonScenarioReader& reader = {});

// `ref` joined to the folder of `lessonFile`, with "." and ".." folded away.
std::string resolveLessonPath(const std::string& lessonFile, const std::string& ref);

}  // namespace ts
