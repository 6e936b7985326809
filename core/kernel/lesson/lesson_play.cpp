#include "kernel/lesson/lesson_play.h"

#include "kernel/io/json_read.h"

#include <algorithm>
#include <charconv>

namespace ts {

namespace {

std::optional<KindId> kindIdIn(const Trace& trace, const std::string& name)
{
    const auto it = std::find(trace.kindNames.begin(), trace.kindNames.end(), name);
    if (it == trace.kindNames.end())
        return std::nullopt;
    return static_cast<KindId>(it - trace.kindNames.begin());
}

std::optional<EntityId> entityIdIn(const Trace& trace, const std::string& name)
{
    if (name.empty())
        return std::nullopt;
    const auto it = std::find(trace.entityNames.begin() + 1, trace.entityNames.end(), name);
    if (it == trace.entityNames.end())
        return std::nullopt;
    return static_cast<EntityId>(it - trace.entityNames.begin());
}

// The seq of the place's event; throws when the game has fewer such events.
Seq findPlace(const Lesson& lesson, const Session& s, const LessonStop& stop)
{
    const Trace& t = s.trace();
    const auto kind = kindIdIn(t, stop.at.kind);
    const auto entity = entityIdIn(t, stop.at.entity);
    int seen = 0;
    for (Seq i = 0; kind && i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == *kind && (!entity || e.concerns(*entity)) && ++seen == stop.at.nth)
            return i;
    }
    std::string what = "event of kind " + jsonQuoted(stop.at.kind);
    if (!stop.at.entity.empty())
        what += " concerning " + jsonQuoted(stop.at.entity);
    failJson(lesson.file, jsonPathChild(jsonPathChild(stop.path, "at"), "nth"),
             "the game ends before its " + std::to_string(stop.at.nth) + ". " + what + " (it has " +
                 std::to_string(seen) + ")");
}

// Subject questions offered without choices: every entity that is ever that subject of
// that kind in this game, in the scenario's order.
std::vector<std::string> subjectCandidates(const Trace& t, KindId kind, int subject)
{
    std::vector<bool> seen(t.entityNames.size(), false);
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == kind && e.subject[subject] < seen.size())
            seen[e.subject[subject]] = true;
    }
    std::vector<std::string> out;
    for (EntityId id = 1; id < seen.size(); ++id)
        if (seen[id])
            out.push_back(t.entityNames[id]);
    // Only one entity ever is (only the Player decides): then any entity of the game could
    // have been, and offering one choice would give the answer away.
    if (out.size() < 2)
        out.assign(t.entityNames.begin() + 1, t.entityNames.end());
    return out;
}

[[noreturn]] void neverShown(const Lesson& lesson, const LessonStop& stop, const std::string& what)
{
    failJson(lesson.file, jsonPathChild(stop.path, "ask"), "the game shows no " + what + " after this stop");
}

LessonAnswer answerSubject(const Lesson& lesson, const Session& s, const LessonStop& stop, Seq from)
{
    const Trace& t = s.trace();
    const LessonQuestion& q = stop.question;
    const auto kind = kindIdIn(t, q.eventKind);
    LessonAnswer a;
    a.stop = from;
    Seq i = from;
    while (kind && i < t.size() && t.at(i).kind != *kind)
        ++i;
    if (!kind || i >= t.size())
        neverShown(lesson, stop, "event of kind " + jsonQuoted(q.eventKind));
    const EntityId who = t.at(i).subject[q.subject];
    if (who == kNoEntity)
        failJson(lesson.file, jsonPathChild(jsonPathChild(stop.path, "ask"), "subject"),
                 "the event of kind " + jsonQuoted(q.eventKind) + " has no subject " + std::to_string(q.subject));
    a.answerEvent = i;
    a.answer = t.entityName(who);
    a.choices = q.choices.empty() ? subjectCandidates(t, *kind, q.subject) : q.choices;
    if (std::find(a.choices.begin(), a.choices.end(), a.answer) == a.choices.end())
        failJson(lesson.file, jsonPathChild(jsonPathChild(stop.path, "ask"), "choices"),
                 "the engine's answer " + jsonQuoted(a.answer) + " is not among the choices");
    return a;
}

LessonAnswer answerValue(const Lesson& lesson, const Session& s, const LessonStop& stop, Seq from)
{
    const Trace& t = s.trace();
    const LessonQuestion& q = stop.question;
    const auto entity = entityIdIn(t, q.entity);
    const auto write = kindIdIn(t, "write");
    for (Seq i = from; entity && write && i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == *write && e.subject[0] == *entity &&
            s.ruleset().fieldName(static_cast<FieldId>(e.arg[0])) == q.field) {
            LessonAnswer a;
            a.stop = from;
            a.answerEvent = i;
            a.value = e.arg[2];
            a.answer = std::to_string(e.arg[2]);
            return a;
        }
    }
    neverShown(lesson, stop, "write of " + jsonQuoted(q.field) + " of " + jsonQuoted(q.entity));
}

LessonAnswer answerNextKind(const Lesson& lesson, const Session& s, const LessonStop& stop, Seq from)
{
    const Trace& t = s.trace();
    std::vector<std::optional<KindId>> ids;
    for (const std::string& k : stop.question.choices)
        ids.push_back(kindIdIn(t, k));
    for (Seq i = from; i < t.size(); ++i) {
        const KindId k = t.at(i).kind;
        for (std::size_t c = 0; c < ids.size(); ++c)
            if (ids[c] && *ids[c] == k)
                return LessonAnswer{from, i, stop.question.choices[c], std::nullopt, stop.question.choices};
    }
    neverShown(lesson, stop, "event of any of the kinds offered");
}

}  // namespace

LessonPlay playLesson(const Lesson& lesson, std::uint64_t maxEvents, const std::atomic<bool>* cancel,
                      std::atomic<std::uint64_t>* eventsPlayed)
{
    SessionOptions options;
    options.maxEvents = maxEvents;
    LessonPlay play;
    play.session = std::make_unique<Session>(*lesson.ruleset, lesson.scenario, lesson.seed, options, lesson.answers);
    Session& s = *play.session;
    Session::RunResult r = Session::RunResult::Limit;
    while (r == Session::RunResult::Limit) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            play.session.reset();
            play.cancelled = true;
            return play;
        }
        r = s.run(kLessonPlaySlice);
        if (eventsPlayed)
            eventsPlayed->store(s.size(), std::memory_order_relaxed);
    }
    if (r == Session::RunResult::WaitingForCaller)
        failJson(lesson.file, "$.answers",
                 "the game waits for decision " + std::to_string(s.decisions().size() + 1) + " (of " +
                     s.trace().entityName(s.pendingRequest().actor) + ") that the lesson's answers do not give");
    Seq previous = 0;
    for (const LessonStop& stop : lesson.stops) {
        const Seq at = findPlace(lesson, s, stop);
        if (at < previous)
            failJson(lesson.file, jsonPathChild(stop.path, "at"),
                     "this stop (event " + std::to_string(at) + ") comes before the previous one (event " +
                         std::to_string(previous) + "): stops go forward through the game");
        previous = at;
        switch (stop.question.kind) {
        case QuestionKind::Subject: play.answers.push_back(answerSubject(lesson, s, stop, at)); break;
        case QuestionKind::Value: play.answers.push_back(answerValue(lesson, s, stop, at)); break;
        case QuestionKind::NextKind: play.answers.push_back(answerNextKind(lesson, s, stop, at)); break;
        }
    }
    s.seek(0);
    return play;
}

bool isRightAnswer(const LessonAnswer& answer, const std::string& given)
{
    if (!answer.value)
        return given == answer.answer;
    std::int64_t v = 0;
    const char* end = given.data() + given.size();
    const auto [p, ec] = std::from_chars(given.data(), end, v);
    return ec == std::errc() && p == end && v == *answer.value;
}

LessonPlace placeOfEvent(const Session& session, Seq seq)
{
    const Trace& t = session.trace();
    const Event target = t.at(seq);
    LessonPlace place;
    place.kind = t.kindName(target.kind);
    place.nth = 0;
    for (Seq i = 0; i <= seq; ++i)
        if (t.at(i).kind == target.kind)
            ++place.nth;
    return place;
}

}  // namespace ts
