// A live scenario (issue 40): a scenario opened from a file is played again when the file is
// saved, with the cursor kept at the same rule step and a bar saying what changed; a file
// saved half-written or invalid keeps the last good game and shows the error with its
// place; a lesson file saved while it runs is played again at the same question. On every
// registered ruleset's default sample, with an edit found by a rule, not by name: the first
// whole number of the file that, one higher (or lower), still makes a valid scenario whose
// game differs. A picture of the window with the bar is saved
// (TURNSCOPE_LIVE_SCREENSHOTS=FOLDER, else <temp>/turnscope-screenshots/live/).
#include "gui_test_main.h"
#include "livereload_test_support.h"
#include "sample_picks.h"
#include "test_paths.h"

#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "panels/compare/comparewindow.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "window/livefile.h"
#include "window/mainwindow.h"
#include "window/messagebar.h"

#include "kernel/ruleset_registry.h"
#include "kernel/scenario.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_align.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>
#include <optional>

using namespace ts;
using namespace ts::gui;
using namespace ts::test::live;

class TestLiveReload : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void scenario_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("sample");
        for (const QString& id : test::rulesetIds())
            QTest::newRow(qPrintable(id)) << id << defaultSampleOf(id);
    }

    // Saved with a change: the game is played again, the cursor stays at its rule step and the
    // bar says what changed, with a comparison of the two games.
    void scenario()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        QVERIFY2(QFileInfo::exists(sample), qPrintable(ruleset + QStringLiteral(": no default sample")));
        QFile in(sample);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray original = in.readAll();
        const std::optional<FileEdit> edit = findEdit(original.toStdString());
        QVERIFY2(edit, qPrintable(ruleset + QStringLiteral(": no number of the sample changes its game")));

        QTemporaryDir dir;
        const QString path = dir.filePath(QFileInfo(sample).fileName());
        QVERIFY(writeFile(path, original));
        Window win;
        QVERIFY(win.open(path));
        QCOMPARE(win.w.liveFile()->watchedPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(!win.bar()->isShown());

        // A rule step both games have: in the middle of the first stretch they share after the
        // first difference (its number may change), else in the middle of the game.
        const auto oldGame = play(original.toStdString());
        const auto newGame = play(edit->text);
        const TraceAlignment al = alignTraces(oldGame->trace(), newGame->trace());
        const Seq cursor = sharedStepAfterDifference(al, win.c()->session()->size());
        win.c()->seekNow(cursor);
        const Trace& oldTrace = win.c()->session()->trace();
        const Event oldEvent = oldTrace.at(cursor);
        const std::string oldKind = oldTrace.kindName(oldEvent.kind), oldClause = oldTrace.clauseName(oldEvent.clause);
        const Session* oldSession = win.c()->session();

        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        QVERIFY(writeFile(path, QByteArray::fromStdString(edit->text)));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QCOMPARE(reloaded.first().first().toBool(), true);
        QVERIFY(win.c()->session() != oldSession);
        QCOMPARE(win.c()->session()->size(), newGame->size());
        const auto [expected, shared] = mapped(al, cursor);
        QVERIFY2(shared, "the cursor's rule step is in both games");
        QCOMPARE(win.c()->cursor(), expected);
        qInfo("%s: %s + 1 or - 1; cursor #%llu is #%llu of the new game; bar: %s", qPrintable(ruleset),
              edit->where.to_string().c_str(), static_cast<unsigned long long>(cursor),
              static_cast<unsigned long long>(expected), qPrintable(win.bar()->text()));
        const Trace& newTrace = win.c()->session()->trace();
        const Event newEvent = newTrace.at(win.c()->cursor());
        QCOMPARE(newTrace.kindName(newEvent.kind), oldKind);
        QCOMPARE(newTrace.clauseName(newEvent.clause), oldClause);
        QVERIFY(!win.c()->isModified());
        checkChangeBar(win, QFileInfo(path).fileName(), *oldGame, *newGame);
        if (QTest::currentTestFailed())
            return;

        if (ruleset == test::rulesetIds().first())
            savePicture(win.w, "live-scenario.png");

        // Saved again with only its layout changed: the same game, the cursor where it was.
        const Seq kept = win.c()->cursor();
        const Session* shown = win.c()->session();
        QVERIFY(writeFile(path, QByteArray::fromStdString(edit->text) + "\n\n"));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 2, 20000);
        QCOMPARE(reloaded.at(1).first().toBool(), true);
        QVERIFY(win.c()->session() != shown);
        QCOMPARE(win.c()->cursor(), kept);
        QVERIFY2(win.bar()->text().contains(QStringLiteral("did not change")), qPrintable(win.bar()->text()));
        QVERIFY(!win.bar()->actionButton()->isVisibleTo(win.bar()));
        QVERIFY2(win.errors.isEmpty(), qPrintable(win.errors.join(QLatin1Char('\n'))));
    }

    void halfWritten_data() { scenario_data(); }

    // Saved in two writes: read while half-written, the file is refused and the last good game
    // kept; once complete, the new game is shown. Two writes close together are read once.
    void halfWritten()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        QFile in(sample);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray original = in.readAll();
        const std::optional<FileEdit> edit = findEdit(original.toStdString());
        QVERIFY(edit);
        const QByteArray edited = QByteArray::fromStdString(edit->text);

        QTemporaryDir dir;
        const QString path = dir.filePath(QFileInfo(sample).fileName());
        QVERIFY(writeFile(path, original));
        Window win;
        QVERIFY(win.open(path));
        const Seq cursor = win.c()->session()->size() / 3;
        win.c()->seekNow(cursor);
        const Session* good = win.c()->session();
        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);

        // The first half, left long enough to be read.
        const QByteArray half = edited.left(edited.size() / 2);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(half), half.size());
            f.flush();
            QString expected;
            try {
                (void)parseScenarioText(half.toStdString(), QFileInfo(path).absoluteFilePath().toStdString());
            } catch (const std::exception& e) {
                expected = QString::fromStdString(e.what());
            }
            QVERIFY(!expected.isEmpty());
            // (A loaded machine may read the file empty first, between the truncation and the
            // write: refused as well.)
            QTRY_VERIFY2_WITH_TIMEOUT(win.bar()->text().contains(expected),
                                      qPrintable(win.bar()->text() + " / " + expected), 20000);
            for (const QList<QVariant>& r : reloaded)
                QCOMPARE(r.first().toBool(), false);
            QCOMPARE(win.c()->session(), good);
            QCOMPARE(win.c()->cursor(), cursor);
            QCOMPARE(win.bar()->kind(), MessageBar::Kind::Error);
            QVERIFY2(win.bar()->text().contains(QStringLiteral("last good game")), qPrintable(win.bar()->text()));
            // The rest: the new game.
            QCOMPARE(f.write(edited.mid(half.size())), edited.size() - half.size());
        }
        QTRY_VERIFY_WITH_TIMEOUT(!reloaded.isEmpty() && reloaded.last().first().toBool(), 20000);
        QVERIFY(win.c()->session() != good);
        QCOMPARE(win.bar()->kind(), MessageBar::Kind::Information);

        // Back to the original in two writes 20 ms apart: read once, complete. (A second of
        // quiet here: a loaded machine must not stretch 20 ms past the 200 ms default.)
        win.w.liveFile()->setQuietTime(1000);
        reloaded.clear();
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(original.left(original.size() / 2));
            f.flush();
            QThread::msleep(20);
            f.write(original.mid(original.size() / 2));
        }
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QTest::qWait(1500);
        QCOMPARE(reloaded.size(), 1);
        QCOMPARE(reloaded.first().first().toBool(), true);
        QCOMPARE(win.c()->session()->size(), play(original.toStdString())->size());
        QVERIFY2(win.errors.isEmpty(), qPrintable(win.errors.join(QLatin1Char('\n'))));
    }

    void invalidValue_data() { scenario_data(); }

    // A value of the wrong type: the ruleset's error, with its place in the file, in the bar.
    void invalidValue()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        QFile in(sample);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray original = in.readAll();
        const std::optional<FileEdit> edit = findEdit(original.toStdString());
        QVERIFY(edit);
        nlohmann::json doc = nlohmann::json::parse(original.toStdString());
        doc[edit->where] = "not a number";
        const QByteArray bad = QByteArray::fromStdString(doc.dump(2));

        QTemporaryDir dir;
        const QString path = dir.filePath(QFileInfo(sample).fileName());
        QVERIFY(writeFile(path, original));
        Window win;
        QVERIFY(win.open(path));
        const Session* good = win.c()->session();
        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        QVERIFY(writeFile(path, bad));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QCOMPARE(reloaded.first().first().toBool(), false);
        QCOMPARE(win.c()->session(), good);
        try {
            (void)parseScenarioText(bad.toStdString(), QFileInfo(path).absoluteFilePath().toStdString());
            QFAIL("the kernel takes the bad value");
        } catch (const ScenarioError& e) {
            QVERIFY2(!e.path().empty(), e.what());  // the place: the value's JSON path
            QVERIFY2(win.bar()->text().contains(QString::fromStdString(e.what())), qPrintable(win.bar()->text()));
        }
        if (ruleset == test::rulesetIds().first())
            savePicture(win.w, "live-scenario-error.png");
        // The whole message shows, on one line or wrapped in a narrow window.
        const auto* label = win.bar()->findChild<QLabel*>(QStringLiteral("messageBarText"));
        QVERIFY(label);
        for (const int width : {1366, 640}) {
            win.w.resize(width, 768);
            QTRY_VERIFY2(label->isVisible() && label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("%1 px wide: the text is %2 px tall, needs %3")
                                        .arg(width)
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
        }
        // Saved again as it was: the error goes, the game stays.
        QVERIFY(writeFile(path, original));
        QTRY_VERIFY_WITH_TIMEOUT(!win.bar()->isShown(), 20000);
        QCOMPARE(win.c()->session(), good);
    }

    void answers_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const QString& id : test::rulesetIds())
            QTest::newRow(qPrintable(id)) << id;
    }

    // A game the user answered (its default sample, else the first of its samples, whose game
    // asks the user under "playerPolicy": "manual"): saved again, the new game gives the same
    // answers where the game asks for them and they are still legal, and stays unsaved work.
    void answers()
    {
        QFETCH(QString, ruleset);
        QStringList candidates = test::samplesOf(ruleset);
        candidates.prepend(defaultSampleOf(ruleset));
        QByteArray manual;
        for (const QString& sample : candidates) {
            QFile f(sample);
            QVERIFY(f.open(QIODevice::ReadOnly));
            nlohmann::json doc = nlohmann::json::parse(f.readAll().toStdString());
            doc["playerPolicy"] = "manual";
            try {
                if (play(doc.dump(2))->waitingForCaller()) {
                    manual = QByteArray::fromStdString(doc.dump(2));
                    break;
                }
            } catch (const std::exception&) {
                continue;
            }
        }
        if (manual.isEmpty())  // every decision of its samples scripted
            return test::noSampleFor(ruleset, "no sample of this ruleset asks the user under a manual player");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("manual.json"));
        QVERIFY(writeFile(path, manual));
        Window win;
        QVERIFY(win.open(path));
        for (int i = 0; i < 3 && win.c()->waitingForDecision(); ++i) {
            win.c()->answer(win.c()->session()->legalAnswers().back());
            QTRY_VERIFY_WITH_TIMEOUT(!win.c()->isBusy(), 20000);
        }
        QVERIFY(win.c()->isModified());
        const auto callers = [](const Session& s) {
            std::vector<Answer> out;
            for (const DecisionRecord& d : s.decisions())
                if (d.source == AnswerSource::Caller)
                    out.push_back(d.answer);
            return out;
        };
        const std::vector<Answer> given = callers(*win.c()->session());
        QVERIFY(!given.empty());
        const Seq size = win.c()->session()->size();
        win.c()->seekNow(size / 2);
        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QVERIFY(writeFile(path, in.readAll() + "\n"));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QCOMPARE(reloaded.first().first().toBool(), true);
        QVERIFY(win.c()->isModified());
        QVERIFY(callers(*win.c()->session()) == given);
        QCOMPARE(win.c()->session()->size(), size);
        QCOMPARE(win.c()->cursor(), size / 2);
        const QString expected = QStringLiteral("Your answers given again: %1 of %1.").arg(given.size());
        QVERIFY2(win.bar()->text().contains(expected), qPrintable(win.bar()->text()));
        QVERIFY2(win.errors.isEmpty(), qPrintable(win.errors.join(QLatin1Char('\n'))));
    }

    // A game with a draw the user chose is not played again by itself: the bar offers Play
    // Again, which plays the saved file (the chosen draw dropped).
    void chosenDraw()
    {
        QString sample;
        Seq draw = 0;
        std::int32_t other = 0;
        for (const QString& id : test::rulesetIds()) {
            const auto game = play(readAll(defaultSampleOf(id)).toStdString());
            for (Seq i = 0; i < game->size() && sample.isEmpty(); ++i) {
                const Event e = game->trace().at(i);
                if (game->trace().kindName(e.kind) == "rng" && e.arg[1] > 1) {
                    sample = defaultSampleOf(id);
                    draw = i;
                    other = (e.arg[2] + 1) % e.arg[1];
                }
            }
            if (!sample.isEmpty())
                break;
        }
        QVERIFY2(!sample.isEmpty(), "no ruleset's default sample draws a random number");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("drawn.json"));
        const QByteArray original = readAll(sample);
        QVERIFY(writeFile(path, original));
        Window win;
        QVERIFY(win.open(path));
        QString error;
        QVERIFY2(win.c()->forkAtDraw(draw, static_cast<std::uint32_t>(other), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!win.c()->isBusy(), 20000);
        const Session* chosen = win.c()->session();
        QVERIFY(!chosen->drawOverrides().empty());

        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        QVERIFY(writeFile(path, original + "\n"));
        QTRY_VERIFY_WITH_TIMEOUT(win.bar()->isShown(), 20000);
        QVERIFY2(win.bar()->text().contains(QStringLiteral("draws you chose")), qPrintable(win.bar()->text()));
        QCOMPARE(win.c()->session(), chosen);
        QCOMPARE(win.bar()->actionButton()->text(), QStringLiteral("Play Again"));
        QTest::mouseClick(win.bar()->actionButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QCOMPARE(reloaded.first().first().toBool(), true);
        QVERIFY(win.c()->session()->drawOverrides().empty());
        QVERIFY(!win.c()->isModified());
        QCOMPARE(win.c()->session()->size(), play(original.toStdString())->size());
    }

    // The file replaced by another one renamed over it (how most editors save).
    void renamedOver()
    {
        const QString sample = defaultSampleOf(test::rulesetIds().first());
        QFile in(sample);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray original = in.readAll();
        const std::optional<FileEdit> edit = findEdit(original.toStdString());
        QVERIFY(edit);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("live.json"));
        QVERIFY(writeFile(path, original));
        Window win;
        QVERIFY(win.open(path));
        Breakpoint bp;  // the user's breakpoint goes on to the new games
        bp.clause = win.c()->session()->trace().clauseName(win.c()->session()->trace().at(0).clause);
        win.c()->addBreakpoint(bp);
        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        for (int round = 0; round < 2; ++round) {  // the new file is watched in its turn
            const QString temp = dir.filePath(QStringLiteral("live.json.tmp"));
            QVERIFY(writeFile(temp, round == 0 ? QByteArray::fromStdString(edit->text) : original));
            QVERIFY(QFile::remove(path));
            QVERIFY(QFile::rename(temp, path));
            QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), round + 1, 20000);
            QCOMPARE(reloaded.last().first().toBool(), true);
            QCOMPARE(win.c()->session()->breakpoints().size(), std::size_t(1));
            QCOMPARE(win.c()->session()->breakpoints().front().clause, bp.clause);
        }
    }

    // Another game (a re-run with another seed) ends the watch; the toggle turns it off.
    void watchEnds()
    {
        const QString sample = defaultSampleOf(test::rulesetIds().first());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("live.json"));
        QVERIFY(QFile::copy(sample, path));
        Window win;
        QVERIFY(win.open(path));
        QVERIFY(!win.w.liveFile()->watchedPath().isEmpty());
        QVERIFY(win.w.liveFile()->toggleAction()->isChecked());
        win.w.liveFile()->bar()->showMessage(MessageBar::Kind::Information, QStringLiteral("about live.json"));
        QVERIFY(win.w.rerunWithSeedText(QStringLiteral("12345")));
        QVERIFY(win.w.liveFile()->watchedPath().isEmpty());
        QVERIFY(!win.w.liveFile()->bar()->isShown());
        win.w.liveFile()->toggleAction()->setChecked(false);
        QCOMPARE(QSettings().value(QStringLiteral("live/enabled")).toBool(), false);
        win.w.liveFile()->toggleAction()->setChecked(true);
    }

    void lesson_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<bool>("fromLessonMenu");  // opened by File → Lessons → Open Lesson File…
        for (const QString& id : test::rulesetIds()) {
            const QStringList files = test::lessonPaths(id);
            if (files.isEmpty())
                continue;
            QTest::newRow(qPrintable(id)) << files.first() << false;
            if (id == test::rulesetIds().first())
                QTest::newRow(qPrintable(id + QStringLiteral(" from the lesson menu"))) << files.first() << true;
        }
    }

    // A lesson saved while it runs: played again at the same question, with its new text;
    // half-written, refused with the lesson kept.
    void lesson()
    {
        QFETCH(QString, lesson);
        QFETCH(bool, fromLessonMenu);
        QFile in(lesson);
        QVERIFY(in.open(QIODevice::ReadOnly));
        nlohmann::json doc = nlohmann::json::parse(in.readAll().toStdString());
        // The copy names its scenario where it is, not next to the lesson.
        const QString scenario = QFileInfo(lesson).dir().filePath(QString::fromStdString(doc["scenario"]));
        doc["scenario"] = QFileInfo(scenario).canonicalFilePath().toStdString();
        QVERIFY(doc["stops"].size() >= 2);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        QVERIFY(writeFile(path, QByteArray::fromStdString(doc.dump(2))));
        Window win;
        QVERIFY(fromLessonMenu ? win.w.lessons()->openLesson(path) : win.open(path));
        LessonDock* dock = win.w.lessons()->dock();
        QVERIFY(dock && dock->running());
        QCOMPARE(win.w.liveFile()->watchedPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(dock->resumeAt(1));

        QSignalSpy reloaded(win.w.liveFile(), &LiveFile::reloaded);
        doc["stops"][1]["prompt"] = "A new prompt for the second question.";
        const QByteArray edited = QByteArray::fromStdString(doc.dump(2));
        QVERIFY(writeFile(path, edited.left(edited.size() / 2)));
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.size(), 1, 20000);
        QCOMPARE(reloaded.first().first().toBool(), false);
        QCOMPARE(win.bar()->kind(), MessageBar::Kind::Error);
        QCOMPARE(dock->questionIndex(), 1);
        QVERIFY(writeFile(path, edited));
        QTRY_VERIFY_WITH_TIMEOUT(reloaded.last().first().toBool(), 20000);
        QCOMPARE(dock->questionIndex(), 1);
        QCOMPARE(dock->lesson().stops[1].prompt.en, std::string("A new prompt for the second question."));
        QVERIFY2(win.bar()->text().contains(QStringLiteral("question 2")), qPrintable(win.bar()->text()));
        QVERIFY2(win.errors.isEmpty(), qPrintable(win.errors.join(QLatin1Char('\n'))));
    }

private:
    // The bar after a save that changed the game: what changed, a new ending when there is
    // one, and Compare opening the new game (A) beside the one before the save (B).
    static void checkChangeBar(const Window& win, const QString& file, const Session& oldGame, const Session& newGame)
    {
        const QString text = win.bar()->text();
        QVERIFY(win.bar()->isShown());
        QCOMPARE(win.bar()->kind(), MessageBar::Kind::Information);
        QVERIFY2(text.startsWith(file) && text.contains(QStringLiteral(" differ from #")), qPrintable(text));
        const QString before = endingOf(oldGame), after = endingOf(newGame);
        if (before == after)
            QVERIFY2(!text.contains(QStringLiteral("the game now ends")), qPrintable(text));
        else if (!after.isEmpty())
            QVERIFY2(text.contains(QStringLiteral("the game now ends: ") + after), qPrintable(text));
        QVERIFY(win.bar()->actionButton()->isVisibleTo(win.bar()));
        QTest::mouseClick(win.bar()->actionButton(), Qt::LeftButton);
        auto* compare = win.w.findChild<CompareWindow*>();
        QVERIFY(compare);
        QVERIFY2(compare->summaryLabel()->text().contains(QStringLiteral("before the save")),
                 qPrintable(compare->summaryLabel()->text()));
        QVERIFY(!compare->summaryLabel()->text().contains(QStringLiteral("identical")));
    }

    static void savePicture(QWidget& w, const char* name)
    {
        QTest::qWait(300);  // the panels' deferred refreshes, as a person would see them
        QString folder = qEnvironmentVariable("TURNSCOPE_LIVE_SCREENSHOTS");
        if (folder.isEmpty())
            folder = QDir::tempPath() + QStringLiteral("/turnscope-screenshots/live");
        QDir().mkpath(folder);
        QCOMPARE(w.size(), QSize(1366, 768));
        QVERIFY(w.grab().save(folder + QLatin1Char('/') + QLatin1String(name)));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestLiveReload)
#include "tst_livereload.moc"
