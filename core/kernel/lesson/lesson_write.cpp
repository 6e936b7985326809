#include "kernel/lesson/lesson_write.h"

#include "kernel/io/file_io.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace ts {

using nlohmann::json;

namespace {

std::vector<std::string> pathParts(const std::string& path)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        const auto end = std::min(path.find('/', start), path.size());
        if (end > start)
            parts.push_back(path.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

// The seq of a stop's place in the game (the end of the trace when the game has no such
// event: such a stop sorts last, and loading the lesson reports it).
Seq placeSeq(const json& stop, const Session& session)
{
    const Trace& t = session.trace();
    const json& at = stop.at("at");
    const std::string kind = at.at("kind").get<std::string>();
    const int nth = at.contains("nth") ? at.at("nth").get<int>() : 1;
    const std::string entity = at.contains("entity") ? at.at("entity").get<std::string>() : std::string();
    int seen = 0;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (t.kindName(e.kind) != kind)
            continue;
        if (!entity.empty() && t.entityName(e.subject[0]) != entity && t.entityName(e.subject[1]) != entity)
            continue;
        if (++seen == nth)
            return i;
    }
    return std::numeric_limits<Seq>::max();
}

}  // namespace

json lessonTextJson(const LessonText& text)
{
    if (text.ja.empty() && text.zhCN.empty())
        return text.en;
    json j = {{"en", text.en}};
    if (!text.ja.empty())
        j["ja"] = text.ja;
    if (!text.zhCN.empty())
        j["zh_CN"] = text.zhCN;
    return j;
}

json lessonStopJson(const LessonPlace& at, const LessonQuestion& q, const LessonText& prompt,
                    const LessonText& explanation)
{
    json place = {{"kind", at.kind}, {"nth", at.nth}};
    if (!at.entity.empty())
        place["entity"] = at.entity;
    json ask;
    switch (q.kind) {
    case QuestionKind::Subject:
        ask = {{"type", "subject"}, {"kind", q.eventKind}};
        if (q.subject != 0)
            ask["subject"] = q.subject;
        if (!q.choices.empty())
            ask["choices"] = q.choices;
        break;
    case QuestionKind::Value: ask = {{"type", "value"}, {"entity", q.entity}, {"field", q.field}}; break;
    case QuestionKind::NextKind: ask = {{"type", "next-kind"}, {"choices", q.choices}}; break;
    }
    json stop = {{"at", place}, {"ask", ask}, {"prompt", lessonTextJson(prompt)}};
    if (!explanation.empty())
        stop["explanation"] = lessonTextJson(explanation);
    return stop;
}

json newLessonJson(const Session& session, const std::string& title, const std::string& lessonFile,
                   const std::string& scenarioFile)
{
    json lesson = {{"title", title}, {"ruleset", std::string(session.ruleset().id())}};
    lesson["scenario"] =
        scenarioFile.empty() ? session.scenario().source : json(relativeLessonRef(lessonFile, scenarioFile));
    lesson["seed"] = session.seed();
    const auto& decisions = session.decisions();
    if (std::any_of(decisions.begin(), decisions.end(),
                    [](const DecisionRecord& d) { return d.source == AnswerSource::Caller; })) {
        json answers = json::array();
        for (const DecisionRecord& d : decisions)
            answers.push_back(session.ruleset().answerToJson(d.answer, session.scenario()));
        lesson["answers"] = answers;
    }
    lesson["stops"] = json::array();
    return lesson;
}

void addLessonStop(json& lesson, json stop, const Session& session)
{
    json& stops = lesson["stops"];
    if (!stops.is_array())
        stops = json::array();
    const Seq at = placeSeq(stop, session);
    std::size_t index = 0;
    // After every stop at or before this place: a second question at one place follows the first.
    while (index < stops.size() && stops[index].is_object() && stops[index].contains("at") &&
           placeSeq(stops[index], session) <= at)
        ++index;
    stops.insert(stops.begin() + static_cast<std::ptrdiff_t>(index), std::move(stop));
}

void saveLessonFile(const std::string& path, const json& lesson)
{
    // Written in reading order, not the alphabetical order of a json object: "answers" can
    // be long, and a desktop tells a lesson by its "scenario" key within the first 4 KiB
    // (resources/desktop/turnscope-mime.xml; GIO reads no more).
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    for (const char* key : {"title", "description", "ruleset", "scenario", "seed", "view", "stops", "answers"})
        if (const auto it = lesson.find(key); it != lesson.end())
            out[key] = nlohmann::ordered_json::parse(it->dump());
    for (const auto& [key, value] : lesson.items())
        if (!out.contains(key))
            out[key] = nlohmann::ordered_json::parse(value.dump());
    writeFileAtomically(path, out.dump(2) + "\n");
}

std::string relativeLessonRef(const std::string& fromFile, const std::string& target)
{
    std::vector<std::string> from = pathParts(fromFile);
    if (!from.empty())
        from.pop_back();  // the lesson's own name
    const std::vector<std::string> to = pathParts(target);
    std::size_t common = 0;
    while (common < from.size() && common + 1 < to.size() && from[common] == to[common])
        ++common;
    std::string out;
    for (std::size_t i = common; i < from.size(); ++i)
        out += "../";
    for (std::size_t i = common; i < to.size(); ++i)
        out += to[i] + (i + 1 < to.size() ? "/" : "");
    return out;
}

}  // namespace ts
