#include "kernel/lesson/lesson.h"

#include "kernel/io/file_io.h"
#include "kernel/io/json_parse.h"
#include "kernel/io/json_read.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"

#include <algorithm>
#include <vector>

namespace ts {

using nlohmann::json;

namespace {

// A lesson is a small hand-written file; anything near this is not one.
constexpr std::size_t kMaxLessonBytes = std::size_t(1) << 20;

struct Reader {
    const std::string& file;

    LessonText text(const json& j, const std::string& path) const
    {
        LessonText t;
        if (j.is_string()) {
            t.en = jsonText(j, file, path);
            return t;
        }
        if (!j.is_object())
            failJsonType(j, "a string or an object of languages", file, path);
        checkJsonKeys(j, {"en", "ja", "zh_CN"}, file, path);
        t.en = jsonText(requiredKey(j, "en", file, path), file, jsonPathChild(path, "en"));
        if (const json* v = optionalKey(j, "ja"))
            t.ja = jsonText(*v, file, jsonPathChild(path, "ja"));
        if (const json* v = optionalKey(j, "zh_CN"))
            t.zhCN = jsonText(*v, file, jsonPathChild(path, "zh_CN"));
        return t;
    }

    int integer(const json& j, int min, int max, const std::string& path) const
    {
        if (!j.is_number_integer())
            failJsonType(j, "an integer", file, path);
        const auto v = j.get<std::int64_t>();
        if (v < min || v > max)
            failJson(file, path,
                     "expected an integer from " + std::to_string(min) + " to " + std::to_string(max) + ", found " +
                         std::to_string(v));
        return static_cast<int>(v);
    }

    std::string kindName(const json& j, const std::string& path) const
    {
        std::string name = jsonName(j, file, path);
        if (!KindRegistry::instance().findByName(name))
            failJson(file, path, "unknown event kind " + jsonQuoted(name));
        return name;
    }

    std::string entityName(const json& j, const std::vector<std::string>& entities, const std::string& path) const
    {
        std::string name = jsonName(j, file, path);
        if (name.empty() || std::find(entities.begin() + 1, entities.end(), name) == entities.end())
            failJson(file, path, "unknown entity " + jsonQuoted(name) + " (not in the lesson's scenario)");
        return name;
    }

    std::vector<std::string> list(const json& j, const std::string& path,
                                  const std::function<std::string(const json&, const std::string&)>& item) const
    {
        expectJsonArray(j, file, path);
        std::vector<std::string> out;
        for (std::size_t i = 0; i < j.size(); ++i) {
            const std::string p = jsonPathIndex(path, i);
            std::string v = item(j[i], p);
            if (std::find(out.begin(), out.end(), v) != out.end())
                failJson(file, p, jsonQuoted(v) + " is listed twice");
            out.push_back(std::move(v));
        }
        return out;
    }
};

LessonPlace parsePlace(const Reader& r, const json& j, const std::vector<std::string>& entities,
                       const std::string& path)
{
    expectJsonObject(j, r.file, path);
    checkJsonKeys(j, {"kind", "nth", "entity"}, r.file, path);
    LessonPlace at;
    at.kind = r.kindName(requiredKey(j, "kind", r.file, path), jsonPathChild(path, "kind"));
    if (const json* v = optionalKey(j, "nth"))
        at.nth = r.integer(*v, 1, 1'000'000'000, jsonPathChild(path, "nth"));
    if (const json* v = optionalKey(j, "entity"))
        at.entity = r.entityName(*v, entities, jsonPathChild(path, "entity"));
    return at;
}

LessonQuestion parseQuestion(const Reader& r, const json& j, const LessonPlace& at,
                             const std::vector<std::string>& entities, const std::string& path)
{
    expectJsonObject(j, r.file, path);
    const std::string typePath = jsonPathChild(path, "type");
    const std::string type = jsonName(requiredKey(j, "type", r.file, path), r.file, typePath);
    LessonQuestion q;
    const auto entity = [&](const json& e, const std::string& p) { return r.entityName(e, entities, p); };
    const auto kind = [&](const json& e, const std::string& p) { return r.kindName(e, p); };
    if (type == "subject") {
        checkJsonKeys(j, {"type", "kind", "subject", "choices"}, r.file, path);
        q.kind = QuestionKind::Subject;
        const json* k = optionalKey(j, "kind");
        q.eventKind = k ? r.kindName(*k, jsonPathChild(path, "kind")) : at.kind;
        if (const json* v = optionalKey(j, "subject"))
            q.subject = r.integer(*v, 0, 1, jsonPathChild(path, "subject"));
        if (const json* v = optionalKey(j, "choices"))
            q.choices = r.list(*v, jsonPathChild(path, "choices"), entity);
    } else if (type == "value") {
        checkJsonKeys(j, {"type", "entity", "field"}, r.file, path);
        q.kind = QuestionKind::Value;
        q.entity = entity(requiredKey(j, "entity", r.file, path), jsonPathChild(path, "entity"));
        q.field = jsonName(requiredKey(j, "field", r.file, path), r.file, jsonPathChild(path, "field"));
    } else if (type == "next-kind") {
        checkJsonKeys(j, {"type", "choices"}, r.file, path);
        q.kind = QuestionKind::NextKind;
        const std::string p = jsonPathChild(path, "choices");
        q.choices = r.list(requiredKey(j, "choices", r.file, path), p, kind);
        if (q.choices.size() < 2)
            failJson(r.file, p, "a choice needs at least two kinds");
    } else {
        failJson(r.file, typePath,
                 "unknown question type " + jsonQuoted(type) + " (expected \"subject\", \"value\" or \"next-kind\")");
    }
    if (q.kind == QuestionKind::Subject && q.choices.size() == 1)
        failJson(r.file, jsonPathChild(path, "choices"), "a choice needs at least two entities");
    return q;
}

LessonStop parseStop(const Reader& r, const json& j, const std::vector<std::string>& entities, const std::string& path)
{
    expectJsonObject(j, r.file, path);
    checkJsonKeys(j, {"at", "ask", "prompt", "explanation"}, r.file, path);
    LessonStop stop;
    stop.path = path;
    stop.at = parsePlace(r, requiredKey(j, "at", r.file, path), entities, jsonPathChild(path, "at"));
    stop.question =
        parseQuestion(r, requiredKey(j, "ask", r.file, path), stop.at, entities, jsonPathChild(path, "ask"));
    stop.prompt = r.text(requiredKey(j, "prompt", r.file, path), jsonPathChild(path, "prompt"));
    if (const json* v = optionalKey(j, "explanation"))
        stop.explanation = r.text(*v, jsonPathChild(path, "explanation"));
    return stop;
}

LoadedScenario lessonScenario(const json& ref, const std::string& file, const LessonScenarioReader& reader,
                              Lesson& lesson)
{
    if (ref.is_object())
        return parseScenarioJson(ref, file + " (inline scenario)");
    lesson.scenarioRef = jsonName(ref, file, "$.scenario");
    if (lesson.scenarioRef.empty())
        failJson(file, "$.scenario", "expected a scenario file name or an inline scenario, found an empty string");
    const std::string resolved = resolveLessonPath(file, lesson.scenarioRef);
    if (!reader)
        return loadScenarioFile(resolved);
    return parseScenarioText(reader(resolved), resolved);
}

}  // namespace

const std::string& LessonText::in(const std::string& language) const
{
    if (language.rfind("ja", 0) == 0 && !ja.empty())
        return ja;
    if (language.rfind("zh", 0) == 0 && !zhCN.empty())
        return zhCN;
    return en;
}

std::string resolveLessonPath(const std::string& lessonFile, const std::string& ref)
{
    if (!ref.empty() && ref.front() == '/')
        return ref;
    const auto slash = lessonFile.rfind('/');
    const std::string joined = (slash == std::string::npos ? std::string() : lessonFile.substr(0, slash + 1)) + ref;
    // Fold "x/.." and "." so a bundled lesson's "../../scenarios/…" lands on a resource path.
    std::vector<std::string> parts;
    std::size_t start = 0;
    const bool rooted = !joined.empty() && joined.front() == '/';
    while (start <= joined.size()) {
        const auto end = std::min(joined.find('/', start), joined.size());
        const std::string part = joined.substr(start, end - start);
        if (part == ".." && !parts.empty() && parts.back() != "..")
            parts.pop_back();
        else if (!part.empty() && part != ".")
            parts.push_back(part);
        start = end + 1;
    }
    std::string out = rooted ? "/" : "";
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i ? "/" : "") + parts[i];
    return out;
}

Lesson parseLesson(const std::string& text, const std::string& file, const LessonScenarioReader& reader)
{
    const json doc = parseJsonText(text, file);
    const Reader r{file};
    expectJsonObject(doc, file, "$");
    checkJsonKeys(doc, {"title", "description", "ruleset", "scenario", "seed", "answers", "stops", "view"}, file, "$");
    Lesson lesson;
    lesson.file = file;
    lesson.title = r.text(requiredKey(doc, "title", file, "$"), "$.title");
    if (const json* v = optionalKey(doc, "description"))
        lesson.description = r.text(*v, "$.description");
    const std::string rulesetId = jsonName(requiredKey(doc, "ruleset", file, "$"), file, "$.ruleset");
    lesson.ruleset = findRuleset(rulesetId);
    if (!lesson.ruleset)
        failJson(file, "$.ruleset", "unknown ruleset " + jsonQuoted(rulesetId));
    const LoadedScenario loaded = lessonScenario(requiredKey(doc, "scenario", file, "$"), file, reader, lesson);
    if (loaded.ruleset != lesson.ruleset)
        failJson(file, "$.scenario",
                 "the scenario is a " + jsonQuoted(loaded.ruleset->id()) + " scenario, the lesson says " +
                     jsonQuoted(rulesetId));
    lesson.scenario = loaded.scenario;
    lesson.seed = loaded.scenario->seed;
    if (const json* v = optionalKey(doc, "seed")) {
        if (!v->is_number_unsigned())
            failJsonType(*v, "an integer of at least 0", file, "$.seed");
        lesson.seed = v->get<std::uint64_t>();
    }
    if (const json* v = optionalKey(doc, "answers")) {
        expectJsonArray(*v, file, "$.answers");
        for (std::size_t i = 0; i < v->size(); ++i) {
            DecisionRecord d;
            d.source = AnswerSource::Caller;
            d.answer = lesson.ruleset->answerFromJson((*v)[i], *lesson.scenario, file, jsonPathIndex("$.answers", i));
            lesson.answers.push_back(d);
        }
    }
    if (const json* v = optionalKey(doc, "view"))
        lesson.view = jsonName(*v, file, "$.view");
    const json& stops = requiredKey(doc, "stops", file, "$");
    expectJsonArray(stops, file, "$.stops");
    if (stops.empty())
        failJson(file, "$.stops", "a lesson needs at least one stop");
    const std::vector<std::string> entities = lesson.ruleset->entityNames(*lesson.scenario);
    for (std::size_t i = 0; i < stops.size(); ++i)
        lesson.stops.push_back(parseStop(r, stops[i], entities, jsonPathIndex("$.stops", i)));
    return lesson;
}

Lesson loadLessonFile(const std::string& path, const LessonScenarioReader& reader)
{
    const InputFile in = readInputFile(path, kMaxLessonBytes);
    if (in.tooLarge)
        throw ScenarioError(path, "", "the file is larger than a lesson can be (1 MiB)");
    return parseLesson(in.data, path, reader);
}

}  // namespace ts
