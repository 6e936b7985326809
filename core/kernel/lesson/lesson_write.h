#pragma once
// Writing lessons ("Add a Question Here…" in the debugger): a stop as JSON, a new lesson
// for the game being debugged, a stop added in the order of that game, atomic saving.
#include "kernel/lesson/lesson.h"
#include "kernel/session/session.h"

#include <nlohmann/json.hpp>

#include <string>

namespace ts {

nlohmann::json lessonTextJson(const LessonText& text);
nlohmann::json lessonStopJson(const LessonPlace& at, const LessonQuestion& question, const LessonText& prompt,
                              const LessonText& explanation);

// A lesson without stops over the game of `session`: its scenario named by `scenarioFile`
// relative to `lessonFile` (inline when `scenarioFile` is empty, e.g. a game opened from
// a trace), its seed, and, when any decision was the caller's, every decision as an answer
// (answers replay in order, so the script's and the policy's are written too).
nlohmann::json newLessonJson(const Session& session, const std::string& title, const std::string& lessonFile,
                             const std::string& scenarioFile);

// Adds `stop` to `lesson`'s "stops" where its place falls in the game of `session`, so
// the stops stay in the order the runner meets them.
void addLessonStop(nlohmann::json& lesson, nlohmann::json stop, const Session& session);

// Writes `lesson` (indented) through an AtomicFile; throws FileError.
void saveLessonFile(const std::string& path, const nlohmann::json& lesson);

// `target` relative to the folder of `fromFile` ("../scenarios/x.json"); both absolute.
std::string relativeLessonRef(const std::string& fromFile, const std::string& target);

}  // namespace ts
