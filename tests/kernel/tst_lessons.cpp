// Lessons (issue 16): every bundled lesson loads and the engine answers each of its
// questions; the answers follow the game, not the file; bad lesson files name the place.
#include "robustness_support.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/io/file_io.h"
#include "kernel/io/json_file_kind.h"
#include "kernel/io/json_parse.h"
#include "kernel/lesson/lesson.h"
#include "kernel/lesson/lesson_play.h"
#include "kernel/lesson/lesson_write.h"
#include "kernel/ruleset_registry.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fstream>
#include <set>
#include <thread>

using namespace ts;

namespace {

const std::string kSource = TURNSCOPE_SOURCE_DIR;

std::string readText(const std::string& path) { return readInputFile(path, kMaxScenarioBytes).data; }

// A case-a lesson whose scenario is inline, so a test can change it.
std::string caseALesson(const nlohmann::json& scenario, std::uint64_t seed, const std::string& stops)
{
    return R"({"title": "t", "ruleset": "roguelike", "seed": )" + std::to_string(seed) + R"(, "scenario": )" +
        scenario.dump() + R"(, "stops": )" + stops + "}";
}

}  // namespace

class TstLessons : public QObject {
    Q_OBJECT
private slots:
    void bundledLessonPlays_data();
    void bundledLessonPlays();
    void everyRulesetHasTwoLessons();
    void answerFollowsTheScenario();
    void answerFollowsTheSeed();
    void placeOfEventFindsTheSameEvent();
    void writtenStopsAskTheSameQuestion();
    void writtenLessonsNameTheirScenarioFirst();
    void relativeRefs();
    void answersLearnWhereTheyWereAsked();
    void cancelStopsTheGame();
    void badLesson_data();
    void badLesson();
};

void TstLessons::bundledLessonPlays_data()
{
    QTest::addColumn<QString>("file");
    for (const QString& f : ts::test::lessonPaths())
        QTest::addRow("%s", qPrintable(f.section(QLatin1Char('/'), -2))) << f;
}

void TstLessons::bundledLessonPlays()
{
    QFETCH(QString, file);
    Lesson lesson;
    LessonPlay play;
    try {
        lesson = loadLessonFile(file.toStdString());
        play = playLesson(lesson);
    } catch (const std::exception& e) {
        QFAIL(e.what());
    }
    QVERIFY(lesson.stops.size() >= 3);
    QVERIFY(lesson.stops.size() <= 6);
    QCOMPARE(play.answers.size(), lesson.stops.size());
    Seq previous = 0;
    for (std::size_t i = 0; i < play.answers.size(); ++i) {
        const LessonAnswer& a = play.answers[i];
        QVERIFY2(!a.answer.empty(), lesson.stops[i].path.c_str());
        QVERIFY(a.answerEvent >= a.stop);
        QVERIFY(a.stop >= previous);
        previous = a.stop;
        QVERIFY(isRightAnswer(a, a.answer));
        QVERIFY(!lesson.stops[i].prompt.empty());
        QVERIFY2(!lesson.stops[i].explanation.empty(), lesson.stops[i].path.c_str());
        if (a.value) {
            QVERIFY(!isRightAnswer(a, std::to_string(*a.value + 1)));
            continue;
        }
        // A choice: the question is worth asking, and every other choice is wrong.
        QVERIFY2(a.choices.size() >= 2, lesson.stops[i].path.c_str());
        for (const std::string& c : a.choices)
            QCOMPARE(isRightAnswer(a, c), c == a.answer);
    }
}

void TstLessons::everyRulesetHasTwoLessons()
{
    // Every registered ruleset (from the registry, issue 37).
    for (const QString& id : ts::test::rulesetIds())
        QVERIFY2(ts::test::lessonPaths(id).size() >= 2, qPrintable(id));
    QVERIFY(!ts::test::rulesetIds().isEmpty());
}

// The same question over a changed scenario gets the changed game's answer.
void TstLessons::answerFollowsTheScenario()
{
    nlohmann::json scenario = parseJsonText(readText(kSource + "/resources/scenarios/roguelike/case-a.json"), "case-a");
    const std::string stops =
        R"([{"at": {"kind": "roguelike.speed-change"}, "ask": {"type": "value", "entity": "Player", "field": "speed"}, "prompt": "p"}])";
    const auto answer = [&] {
        return playLesson(parseLesson(caseALesson(scenario, 1, stops), "x.json")).answers[0].answer;
    };
    QCOMPARE(answer(), std::string("2"));
    scenario["units"][0]["speed"] = 2;
    QCOMPARE(answer(), std::string("3"));
}

// A question on a random step: the answers over a few seeds are not all the same.
void TstLessons::answerFollowsTheSeed()
{
    const nlohmann::json scenario =
        parseJsonText(readText(kSource + "/resources/scenarios/roguelike/case-a.json"), "case-a");
    const std::string stops =
        R"([{"at": {"kind": "roguelike.phase-begin", "nth": 2}, "ask": {"type": "value", "entity": "Enemy1", "field": "y"}, "prompt": "p"}])";
    std::set<std::string> answers;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        try {
            answers.insert(playLesson(parseLesson(caseALesson(scenario, seed, stops), "x.json")).answers[0].answer);
        } catch (const ScenarioError& e) {
            // Enemy1 never moves along y in this game: that too is the game's answer.
            QVERIFY2(e.message().find("no write") != std::string::npos, e.what());
            answers.insert("none");
        }
    }
    QVERIFY(answers.size() >= 2);
}

void TstLessons::placeOfEventFindsTheSameEvent()
{
    const Lesson lesson = loadLessonFile(kSource + "/resources/lessons/roguelike/case-a.json");
    const LessonPlay play = playLesson(lesson);
    for (Seq seq : {Seq(0), Seq(16), Seq(24), play.session->size() - 1}) {
        const LessonPlace place = placeOfEvent(*play.session, seq);
        QCOMPARE(place.kind, play.session->trace().kindName(play.session->trace().at(seq).kind));
        int seen = 0;
        for (Seq i = 0; i <= seq; ++i)
            seen += play.session->trace().at(i).kind == play.session->trace().at(seq).kind;
        QCOMPARE(place.nth, seen);
    }
}

// Authoring: stops written for events of a game, added out of order to a new lesson, load
// back in the game's order and ask about exactly those events.
void TstLessons::writtenStopsAskTheSameQuestion()
{
    const std::string scenarioFile = kSource + "/resources/scenarios/stack/lifo-three.json";
    const LoadedScenario loaded = loadScenarioFile(scenarioFile);
    Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    session.run();
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("authored.json")).toStdString();
    nlohmann::json doc = newLessonJson(session, "Authored", file, scenarioFile);
    const Trace& t = session.trace();
    std::vector<Seq> resolves;
    for (Seq i = 0; i < t.size(); ++i)
        if (t.kindName(t.at(i).kind) == "stack.resolve")
            resolves.push_back(i);
    QVERIFY(resolves.size() >= 3);
    for (Seq seq : {resolves[2], resolves[0], resolves[1]}) {
        LessonQuestion q;
        q.kind = QuestionKind::Subject;
        q.eventKind = "stack.resolve";
        addLessonStop(doc, lessonStopJson(placeOfEvent(session, seq), q, LessonText{"Whose?", {}, {}}, {}), session);
    }
    saveLessonFile(file, doc);
    const LessonPlay play = playLesson(loadLessonFile(file));
    QCOMPARE(play.answers.size(), std::size_t(3));
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(play.answers[i].stop, resolves[i]);
        QCOMPARE(play.answers[i].answerEvent, resolves[i]);
        QCOMPARE(play.answers[i].answer, t.entityName(t.at(resolves[i]).subject[0]));
    }
}

// A written lesson names its scenario near the top, whatever its answers: the desktop's MIME
// magic (and GIO, which reads 4 KiB) recognises it there (issue 38).
void TstLessons::writtenLessonsNameTheirScenarioFirst()
{
    const std::string scenarioFile = kSource + "/resources/scenarios/stack/lifo-three.json";
    const LoadedScenario loaded = loadScenarioFile(scenarioFile);
    Session session(*loaded.ruleset, loaded.scenario, loaded.scenario->seed);
    session.run();
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("long.json")).toStdString();
    nlohmann::json doc = newLessonJson(session, "Long answers", file, scenarioFile);
    doc["answers"] = nlohmann::json::array();
    for (int i = 0; i < 400; ++i)
        doc["answers"].push_back({{"do", "pass"}, {"note", "an answer long enough to fill the first kilobytes"}});
    saveLessonFile(file, doc);
    const std::string text = readText(file);
    QVERIFY(text.size() > 8192);
    const std::size_t scenario = text.find("\"scenario\"");
    QVERIFY2(scenario < 4096, qPrintable(QString::number(scenario)));
    QVERIFY(scenario < text.find("\"answers\""));
    QCOMPARE(jsonFileKindOfText(text, file), JsonFileKind::Lesson);
    QCOMPARE(parseJsonText(text, file), doc);  // the same document, only in another order
}

void TstLessons::relativeRefs()
{
    QCOMPARE(relativeLessonRef("/a/lessons/x.json", "/a/scenarios/s.json"), std::string("../scenarios/s.json"));
    QCOMPARE(relativeLessonRef("/a/x.json", "/a/s.json"), std::string("s.json"));
    QCOMPARE(resolveLessonPath(":/lessons/stack/x.json", "../../scenarios/stack/s.json"),
             std::string(":/scenarios/stack/s.json"));
    QCOMPARE(resolveLessonPath("/a/b/x.json", "./c/../s.json"), std::string("/a/b/s.json"));
}

// A lesson's answers are given before its game runs; played, each learns where the game
// asked for it (the trace's size then, the actor), exactly as the caller's answer to the
// same decision records it, so a fork from the Decision panel during a lesson restarts at
// that decision. The Hero of energy-input.json waits for input (playerPolicy manual).
void TstLessons::answersLearnWhereTheyWereAsked()
{
    const std::string rest = R"({"do": "rest", "turns": 3})";
    std::string answers = "[";
    for (int i = 0; i < 400; ++i)
        answers += (i ? "," : "") + rest;
    answers += "]";
    const std::string scenario = kSource + "/resources/scenarios/roguelike/energy-input.json";
    const Lesson lesson = parseLesson(
        R"({"title": "t", "ruleset": "roguelike", "scenario": ")" + scenario + R"(", "answers": )" + answers +
            R"(, "stops": [{"at": {"kind": "decision", "nth": 2}, "ask": {"type": "subject"}, "prompt": "p"}]})",
        "x.json");
    const LessonPlay play = playLesson(lesson);

    // The same game, each decision answered by the caller when it is asked.
    Session caller(*lesson.ruleset, lesson.scenario, lesson.seed);
    while (caller.run() == Session::RunResult::WaitingForCaller)
        caller.provideAnswer(lesson.answers.front().answer);
    const auto& asked = caller.decisions();
    QVERIFY(asked.size() >= 3);
    QVERIFY(asked.size() < lesson.answers.size());
    QCOMPARE(play.session->trace().size(), caller.trace().size());
    for (std::size_t i = 0; i < asked.size(); ++i) {
        const DecisionRecord& d = play.session->decisions()[i];
        QCOMPARE(d.requestedAt, asked[i].requestedAt);
        QCOMPARE(d.actor, asked[i].actor);
        QVERIFY(d.actor != kNoEntity);
        QCOMPARE(d.answer, asked[i].answer);
    }
    QVERIFY(asked.back().requestedAt > 0);
}

// Issue 36: the window plays a lesson's game off its own thread; another thread follows
// it (eventsPlayed) and stops it (cancel) between slices of kLessonPlaySlice events. Slices
// do not change the game: the played lesson is the game of one uncut run.
void TstLessons::cancelStopsTheGame()
{
    // nation's runaway stage: a long game, stopped by the lesson's event budget.
    const std::string lessonText = R"({"title": "t", "ruleset": "nation", "scenario": )" + robust::runawayStage() +
        R"(, "stops": [{"at": {"kind": "nation.round-begin", "nth": 1}, "ask": {"type": "subject", "kind": "nation.domestic-reset"}, "prompt": "p"}]})";
    const Lesson lesson = parseLesson(lessonText, "runaway.json");
    std::atomic<bool> cancel{true};
    std::atomic<std::uint64_t> played{0};
    LessonPlay play = playLesson(lesson, 1'000'000, &cancel, &played);
    QVERIFY(play.cancelled);
    QVERIFY(!play.session);
    QCOMPARE(played.load(), std::uint64_t(0));

    // Cancelled from another thread once the game is under way: it stops at a slice's end.
    cancel = false;
    std::thread canceller([&] {
        while (played.load() == 0)
            std::this_thread::yield();
        cancel = true;
    });
    play = playLesson(lesson, 50'000'000, &cancel, &played);
    canceller.join();
    QVERIFY(play.cancelled);
    QVERIFY(played.load() >= kLessonPlaySlice);
    QVERIFY(played.load() < 50'000'000);

    // Not cancelled: the same game as one run, up to the event budget.
    cancel = false;
    play = playLesson(lesson, 300'000, &cancel, &played);
    QVERIFY(!play.cancelled);
    SessionOptions options;
    options.maxEvents = 300'000;
    Session whole(*lesson.ruleset, lesson.scenario, lesson.seed, options);
    QCOMPARE(whole.run(), Session::RunResult::Budget);
    QCOMPARE(play.session->size(), whole.size());
    QCOMPARE(played.load(), whole.size());
    QCOMPARE(play.session->hashAt(whole.size() - 1), whole.hashAt(whole.size() - 1));
    QCOMPARE(play.answers.size(), std::size_t(1));
    QCOMPARE(play.answers[0].answer, std::string("A"));
}

void TstLessons::badLesson_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("place");  // the JSON path (or line:column) the message must name
    QTest::addColumn<QString>("message");  // a part of what it must say
    const QString head =
        QStringLiteral(R"({"title": "t", "ruleset": "stack", "scenario": "../scenarios/stack/lifo-three.json", )");
    const QString stop =
        QStringLiteral(R"({"at": {"kind": "stack.resolve"}, "ask": {"type": "subject"}, "prompt": "p"})");
    const auto withStops = [&](const QString& stops) {
        return head + QStringLiteral(R"("stops": )") + stops + QLatin1Char('}');
    };
    QTest::addRow("bad JSON") << QStringLiteral(R"({"title": "t",, })") << QStringLiteral("1:15") << QStringLiteral("");
    QTest::addRow("not an object") << QStringLiteral("[]") << QStringLiteral("$")
                                   << QStringLiteral("expected an object");
    QTest::addRow("missing title") << QStringLiteral(R"({"ruleset": "stack"})") << QStringLiteral("$")
                                   << QStringLiteral("title");
    QTest::addRow("missing stops") << head.chopped(2) + QLatin1Char('}') << QStringLiteral("$")
                                   << QStringLiteral("stops");
    QTest::addRow("no stops") << withStops(QStringLiteral("[]")) << QStringLiteral("$.stops")
                              << QStringLiteral("at least one stop");
    QTest::addRow("unknown key")
        << withStops(QStringLiteral("[]")).replace(QStringLiteral("\"title\""), QStringLiteral("\"titel\""))
        << QStringLiteral("$.titel") << QStringLiteral("unknown key");
    QTest::addRow("unknown ruleset") << QStringLiteral(
                                            R"({"title": "t", "ruleset": "chess", "scenario": "x.json", "stops": []})")
                                     << QStringLiteral("$.ruleset") << QStringLiteral("unknown ruleset");
    QTest::addRow("missing scenario file") << withStops(QLatin1Char('[') + stop + QLatin1Char(']'))
                                                  .replace(QStringLiteral("lifo-three"), QStringLiteral("nope"))
                                           << QStringLiteral("nope.json") << QStringLiteral("");
    QTest::addRow("ruleset differs") << withStops(QLatin1Char('[') + stop + QLatin1Char(']'))
                                            .replace(QStringLiteral("\"stack\""), QStringLiteral("\"events\""))
                                     << QStringLiteral("$.scenario") << QStringLiteral("a \"stack\" scenario");
    QTest::addRow("unknown question type")
        << withStops(QLatin1Char('[') + QString(stop).replace(QStringLiteral("subject"), QStringLiteral("guess")) +
                     QLatin1Char(']'))
        << QStringLiteral("$.stops[0].ask.type") << QStringLiteral("unknown question type");
    QTest::addRow("unknown kind") << withStops(QLatin1Char('[') +
                                               QString(stop).replace(QStringLiteral("stack.resolve"),
                                                                     QStringLiteral("stack.nope")) +
                                               QLatin1Char(']'))
                                  << QStringLiteral("$.stops[0].at.kind") << QStringLiteral("unknown event kind");
    QTest::addRow("nth of wrong type")
        << withStops(QStringLiteral(
               R"([{"at": {"kind": "stack.resolve", "nth": "2"}, "ask": {"type": "subject"}, "prompt": "p"}])"))
        << QStringLiteral("$.stops[0].at.nth") << QStringLiteral("expected an integer");
    QTest::addRow("unknown entity")
        << withStops(QStringLiteral(
               R"([{"at": {"kind": "stack.resolve"}, "ask": {"type": "value", "entity": "Nobody", "field": "life"}, "prompt": "p"}])"))
        << QStringLiteral("$.stops[0].ask.entity") << QStringLiteral("unknown entity");
    QTest::addRow("stop beyond the end")
        << withStops(QStringLiteral(
               R"([{"at": {"kind": "stack.resolve", "nth": 999}, "ask": {"type": "subject"}, "prompt": "p"}])"))
        << QStringLiteral("$.stops[0].at.nth") << QStringLiteral("the game ends before");
    QTest::addRow("stops out of order")
        << withStops(
               QStringLiteral(
                   R"([{"at": {"kind": "stack.resolve", "nth": 2}, "ask": {"type": "subject"}, "prompt": "p"}, )") +
               stop + QLatin1Char(']'))
        << QStringLiteral("$.stops[1].at") << QStringLiteral("comes before the previous one");
    QTest::addRow("missing prompt") << withStops(QStringLiteral(
                                           R"([{"at": {"kind": "stack.resolve"}, "ask": {"type": "subject"}}])"))
                                    << QStringLiteral("$.stops[0]") << QStringLiteral("prompt");
    QTest::addRow("one kind to choose")
        << withStops(QStringLiteral(
               R"([{"at": {"kind": "stack.resolve"}, "ask": {"type": "next-kind", "choices": ["stack.resolve"]}, "prompt": "p"}])"))
        << QStringLiteral("$.stops[0].ask.choices") << QStringLiteral("at least two");
    QTest::addRow("bad answer") << head + QStringLiteral(R"("answers": [{"do": "fly"}], "stops": [)") + stop +
            QStringLiteral("]}") << QStringLiteral("$.answers[0]")
                                << QStringLiteral("");
    QTest::addRow("view not a name") << head + QStringLiteral(R"("view": 3, "stops": [)") + stop + QStringLiteral("]}")
                                     << QStringLiteral("$.view") << QStringLiteral("expected a string");
    QTest::addRow("negative seed") << head + QStringLiteral(R"("seed": -1, "stops": [)") + stop + QStringLiteral("]}")
                                   << QStringLiteral("$.seed") << QStringLiteral("expected an integer of at least 0");
}

// Each bad file gives a message naming the file and the place, whether the form is wrong
// (parseLesson) or the game does not show what a stop asks (playLesson).
void TstLessons::badLesson()
{
    QFETCH(QString, text);
    QFETCH(QString, place);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The lesson sits beside a copy of the samples' folder layout, so "../scenarios/…" resolves.
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("scenarios/stack"))));
    QVERIFY(QFile::copy(QString::fromStdString(kSource + "/resources/scenarios/stack/lifo-three.json"),
                        dir.filePath(QStringLiteral("scenarios/stack/lifo-three.json"))));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("lessons"))));
    const std::string file = dir.filePath(QStringLiteral("lessons/bad.json")).toStdString();
    std::ofstream(file) << text.toStdString();
    try {
        playLesson(loadLessonFile(file));
        QFAIL("no error");
    } catch (const std::exception& e) {
        const QString what = QString::fromStdString(e.what());
        QVERIFY2(what.contains(place), qPrintable(what));
        QVERIFY2(what.contains(message), qPrintable(what));
        QVERIFY2(what.contains(QStringLiteral("bad.json")) || what.contains(QStringLiteral("nope.json")),
                 qPrintable(what));
    }
}

TURNSCOPE_TEST_MAIN(TstLessons)
#include "tst_lessons.moc"
