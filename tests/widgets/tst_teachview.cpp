// View → Teach Mode (teach/): on a sample of every ruleset (the roguelike's Run table and its
// energy variant, nation, stack, events), entering shows the signature view and the
// narration pane alone, with the Teach toolbar instead of the debugger's; the pane narrates
// the rule step at the cursor (Narration::narrate), shows its clause's rule text and counts
// "step k of n"; Next and Previous walk exactly the rule steps a brute-force scan finds
// (every event but writes, draws, state hashes and rules not applied, told by the kinds'
// names and outcomes), the cursor at the end of each step; at the trace's end Next is
// disabled; leaving restores the debugger layout and keeps the cursor; another ruleset's
// game opened in Teach mode keeps the view and saves the debugger layout of the first; a
// lesson's dock stays on screen; Play; the keys; the narration in Japanese.
#include "gui_test_main.h"
#include "sample_picks.h"
#include "test_paths.h"
#include "window_fixture.h"

#include "lessons/lessonactions.h"
#include "panels/rule/ruletextdock.h"
#include "session/headless/clausetexts.h"
#include "session/narration.h"
#include "teach/teachmode.h"
#include "teach/teachnarrationpane.h"
#include "window/panelhost.h"

#include "kernel/kinds.h"
#include "kernel/session/session.h"

#include <QAction>
#include <QDockWidget>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTextDocument>
#include <QToolBar>
#include <QTranslator>

#include <algorithm>
#include <set>

using namespace ts;
using namespace ts::gui;
using ts::test::WindowFixture;

namespace {

// The rule steps of a trace as a second opinion, without RuleSteps: by the kinds' names and
// the registry's outcome.
std::vector<Seq> bruteForceSteps(const Trace& trace)
{
    std::vector<Seq> steps;
    for (Seq seq = 0; seq < trace.size(); ++seq) {
        const std::string name = trace.kindName(trace.at(seq).kind);
        const KindInfo* info = KindRegistry::instance().findByName(name);
        if (name != "write" && name != "rng" && name != "state-hash" && info && info->outcome == RuleOutcome::Applied)
            steps.push_back(seq);
    }
    return steps;
}

// The last event of step i (the one before the next step, or the trace's last).
Seq endOf(const std::vector<Seq>& steps, std::size_t i, std::size_t traceSize)
{
    return i + 1 < steps.size() ? steps[i + 1] - 1 : traceSize - 1;
}

std::set<QString> visibleDocks(const MainWindow& w)
{
    std::set<QString> names;
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        if (d->isVisible())
            names.insert(d->objectName());
    return names;
}

// The window's state once its layout has settled (a window just shown, or with panels that
// just filled, still moves its splitters for a few turns of the event loop).
QByteArray settledState(const MainWindow& w)
{
    QByteArray last = w.saveState(PanelHost::kLayoutVersion);
    for (int i = 0; i < 100; ++i) {
        QTest::qWait(50);
        const QByteArray now = w.saveState(PanelHost::kLayoutVersion);
        if (now == last)
            return now;
        last = now;
    }
    return last;
}

struct Teach : WindowFixture {
    TeachMode* mode() const { return w.teachMode(); }
    TeachNarrationPane* pane() const { return mode()->pane(); }
    const Session& session() const { return *w.controller()->session(); }
    Seq cursor() const { return w.controller()->cursor(); }
    QToolBar* debugBar() const { return w.findChild<QToolBar*>(QStringLiteral("debugToolBar")); }
};

QString sample(const QString& ruleset, const QString& file)
{
    return ts::test::samplePath(ruleset.toUtf8().constData(), file.toUtf8().constData());
}

// Per registered ruleset, its first sample (by name) with at least four rule steps and a
// write after its middle; and the energy loop, roguelike's other scheduler (its own
// signature view), by name (issue 37).
void addSamples()
{
    ts::test::addFirstSampleRows(
        [](const Session& s) {
            const Trace& t = s.trace();
            bool lateWrite = false;
            for (Seq at = t.size() / 2; at < t.size() && !lateWrite; ++at)
                lateWrite = t.kindName(t.at(at).kind) == "write";
            return bruteForceSteps(t).size() >= 4 && lateWrite;
        },
        "no four rule steps and a late write");
    QTest::newRow("roguelike energy-speeds-angband (energy loop)")
        << QStringLiteral("roguelike")
        << sample(QStringLiteral("roguelike"), QStringLiteral("energy-speeds-angband.json"));
}

}  // namespace

class TestTeachView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void enterShowsTheStepAndLeaveRestores_data() { addSamples(); }
    void enterShowsTheStepAndLeaveRestores()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return ts::test::noSampleFor(ruleset,
                                         "no sample of this ruleset has four rule steps and a write after its middle");
        Teach t;
        QVERIFY(t.open(sample));
        const std::vector<Seq> steps = bruteForceSteps(t.session().trace());
        QVERIFY(steps.size() >= 4);
        // A write in the middle of the game: the step shown is the one it belongs to.
        const Trace& trace = t.session().trace();
        Seq at = trace.size() / 2;
        while (at < trace.size() && trace.kindName(trace.at(at).kind) != "write")
            ++at;
        QVERIFY2(at < trace.size(), "no write after the middle");
        t.w.controller()->seekNow(at);
        const auto it = std::upper_bound(steps.begin(), steps.end(), at);
        QVERIFY(it != steps.begin());
        const Seq step = *(it - 1);
        const std::size_t number = static_cast<std::size_t>(it - steps.begin());

        const QByteArray state = settledState(t.w);
        const std::set<QString> before = visibleDocks(t.w);
        QDockWidget* signature = t.w.panels()->signatureDock();
        QVERIFY(signature);
        QVERIFY(!t.pane()->isVisible());

        t.mode()->actions().toggle->trigger();
        QVERIFY(t.mode()->isActive());
        QVERIFY(signature->isVisible());
        QVERIFY(!signature->visibleRegion().isEmpty());
        QVERIFY(t.pane()->isVisible());
        QVERIFY(t.mode()->toolBar()->isVisible());
        QVERIFY(!t.debugBar()->isVisible());
        for (QDockWidget* d : t.w.panels()->allDocks())
            QCOMPARE(d->isVisible(), d == signature);
        // The signature view is the larger part of the window.
        QVERIFY2(signature->width() > t.pane()->width(),
                 qPrintable(QStringLiteral("%1 vs %2").arg(signature->width()).arg(t.pane()->width())));
        QCOMPARE(t.cursor(), at);  // entering does not move the cursor

        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(step));
        QCOMPARE(t.pane()->sentence(), Narration::narrate(t.session(), step));
        QVERIFY(t.pane()->sentence().endsWith(QStringLiteral(" — ") + t.pane()->clauseId()));
        const QString clause = QString::fromStdString(trace.clauseName(trace.at(step).clause));
        QCOMPARE(t.pane()->clauseId(), clause);
        const ClauseText text = ClauseTexts::bundled().find(clause);
        QCOMPARE(t.pane()->statement(), text.statement);
        // The seed's passages as the rule-text panel renders them.
        QTextDocument passages;
        passages.setHtml(RuleTextDock::originalHtml(text, t.pane()->palette()));
        QCOMPARE(t.pane()->original(), passages.toPlainText());
        QCOMPARE(t.pane()->original().isEmpty(), text.passages.isEmpty());
        QVERIFY2(t.pane()->counterText().startsWith(QStringLiteral("Step %1 of %2").arg(number).arg(steps.size())),
                 qPrintable(t.pane()->counterText()));
        // What the step folded in: its writes, the one at the cursor among them when it is
        // one of the first kMaxChanges writes and draws; the others are counted.
        int foldedBefore = 0;
        for (Seq seq = step + 1; seq < at; ++seq)
            foldedBefore +=
                trace.kindName(trace.at(seq).kind) == "write" || trace.kindName(trace.at(seq).kind) == "rng";
        if (foldedBefore < TeachNarrationPane::kMaxChanges)
            QVERIFY(
                t.pane()->changes().contains(QString::fromStdString(t.w.controller()->render()->line(trace.at(at)))));
        else
            QVERIFY2(t.pane()->changes().size() == TeachNarrationPane::kMaxChanges + 1 &&
                         t.pane()->changes().back().startsWith(QStringLiteral("… and ")),
                     qPrintable(t.pane()->changes().join(QLatin1Char('\n'))));

        // Leaving: the debugger's layout is back, exactly (what the panel host saves).
        t.mode()->actions().leave->trigger();
        QVERIFY(!t.mode()->isActive());
        QVERIFY(!t.mode()->actions().toggle->isChecked());
        QCOMPARE(visibleDocks(t.w), before);
        // (The restored sizes are applied as the layout settles.)
        QTRY_COMPARE(t.w.saveState(PanelHost::kLayoutVersion), state);
        QVERIFY(t.debugBar()->isVisible());
        QVERIFY(!t.mode()->toolBar()->isVisible());
        QVERIFY(!t.mode()->actions().next->isEnabled());  // Teach actions and keys are off

        // Moving in Teach mode, then leaving: the cursor stays where the teacher left it (the
        // panels' sizes may follow what they show now, so only what is shown is compared).
        t.mode()->setActive(true);
        t.mode()->next();
        const Seq left = t.cursor();
        QVERIFY(left > at);
        t.mode()->setActive(false);
        QCOMPARE(visibleDocks(t.w), before);
        QCOMPARE(t.cursor(), left);
    }

    void nextAndPreviousWalkTheRuleSteps_data() { addSamples(); }
    void nextAndPreviousWalkTheRuleSteps()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return ts::test::noSampleFor(ruleset,
                                         "no sample of this ruleset has four rule steps and a write after its middle");
        Teach t;
        QVERIFY(t.open(sample));
        const std::vector<Seq> steps = bruteForceSteps(t.session().trace());
        const std::size_t size = t.session().size();
        t.w.controller()->seekNow(0);
        t.mode()->setActive(true);
        t.mode()->restart();
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (i > 0) {
                QVERIFY(t.mode()->actions().next->isEnabled());
                t.mode()->actions().next->trigger();
            }
            QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[i]));
            QCOMPARE(t.cursor(), endOf(steps, i, size));
            QCOMPARE(t.pane()->sentence(), Narration::narrate(t.session(), steps[i]));
            QVERIFY(t.pane()->counterText().startsWith(QStringLiteral("Step %1 of %2").arg(i + 1).arg(steps.size())));
        }
        QCOMPARE(t.cursor(), Seq(size - 1));
        QVERIFY(!t.mode()->actions().next->isEnabled());  // the trace's end
        QVERIFY(!t.mode()->nextStep());
        for (std::size_t i = steps.size() - 1; i > 0; --i) {
            QVERIFY(t.mode()->actions().previous->isEnabled());
            t.mode()->actions().previous->trigger();
            QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[i - 1]));
            QCOMPARE(t.cursor(), endOf(steps, i - 1, size));
        }
        QVERIFY(!t.mode()->actions().previous->isEnabled());  // the first step
        // From the start of a step (the debugger left the cursor on it), Next is the step after.
        t.w.controller()->seekNow(steps[2]);
        t.mode()->next();
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[3]));
    }

    // Play goes on one rule step every few seconds and stops by itself at the trace's end.
    void playStopsAtTheEnd()
    {
        Teach t;
        QVERIFY(t.open(sample(QStringLiteral("stack"), QStringLiteral("lifo-three.json"))));
        const std::vector<Seq> steps = bruteForceSteps(t.session().trace());
        t.mode()->setActive(true);
        t.w.controller()->seekNow(steps[steps.size() - 2]);
        t.mode()->actions().play->setChecked(true);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[steps.size() - 2]));  // not at once
        QTRY_COMPARE_WITH_TIMEOUT(t.mode()->currentStep(), std::optional<Seq>(steps.back()),
                                  TeachMode::kPlayIntervalMs * 3);
        QTRY_VERIFY_WITH_TIMEOUT(!t.mode()->actions().play->isChecked(), TeachMode::kPlayIntervalMs * 3);
        QCOMPARE(t.cursor(), Seq(t.session().size() - 1));
        // Leaving stops it too.
        t.mode()->restart();
        t.mode()->actions().play->setChecked(true);
        t.mode()->setActive(false);
        QVERIFY(!t.mode()->actions().play->isChecked());
    }

    // Right, Page Down and Space go on, Left and Page Up back, in Teach mode only.
    void keys()
    {
        Teach t;
        QVERIFY(t.open(sample(QStringLiteral("stack"), QStringLiteral("lifo-three.json"))));
        const std::vector<Seq> steps = bruteForceSteps(t.session().trace());
        t.w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&t.w));
        t.w.controller()->seekNow(steps[1]);
        QTest::keyClick(&t.w, Qt::Key_Right);
        QCOMPARE(t.cursor(), steps[1]);  // not in Teach mode: the key does nothing of Teach's
        t.mode()->setActive(true);
        QTest::keyClick(&t.w, Qt::Key_Right);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[2]));
        QTest::keyClick(&t.w, Qt::Key_Space);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[3]));
        QTest::keyClick(&t.w, Qt::Key_PageDown);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[4]));
        QTest::keyClick(&t.w, Qt::Key_Left);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[3]));
        QTest::keyClick(&t.w, Qt::Key_PageUp);
        QCOMPARE(t.mode()->currentStep(), std::optional<Seq>(steps[2]));
        QTest::keyClick(&t.w, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!t.mode()->isActive());
    }

    // Another ruleset's game opened in Teach mode: the view shows its signature view, and the
    // layout saved for the first ruleset is its debugger layout, not the Teach view.
    void anotherRulesetInTeachMode()
    {
        QSettings().clear();
        Teach t;
        QVERIFY(t.open(sample(QStringLiteral("roguelike"), QStringLiteral("case-a.json"))));
        const QByteArray roguelike = t.w.saveState(PanelHost::kLayoutVersion);
        t.mode()->setActive(true);
        QVERIFY(t.open(sample(QStringLiteral("nation"), QStringLiteral("duel.json"))));
        QCOMPARE(QSettings().value(QStringLiteral("layout/roguelike/state")).toByteArray(), roguelike);
        QVERIFY(t.mode()->isActive());
        QDockWidget* signature = t.w.panels()->signatureDock();
        QVERIFY(signature && signature->isVisible());
        for (QDockWidget* d : t.w.panels()->allDocks())
            QCOMPARE(d->isVisible(), d == signature);
        QVERIFY(t.pane()->isVisible());
        QVERIFY(!t.pane()->sentence().isEmpty());
        t.mode()->setActive(false);
        QVERIFY(t.w.panels()->genericDocks().front()->isVisible());  // the event log is back
        QVERIFY(t.debugBar()->isVisible());
    }

    // A lesson's dock is not the Teach view's to hide: one opened in Teach mode is shown there
    // and stays when Teach mode ends; one open before stays in Teach mode.
    void aLessonStaysOnScreen()
    {
        Teach t;
        QVERIFY(t.open(sample(QStringLiteral("roguelike"), QStringLiteral("case-a.json"))));
        t.mode()->setActive(true);
        QVERIFY(t.w.lessons()->openLesson(ts::test::sourceDir() +
                                          QStringLiteral("/resources/lessons/roguelike/case-a.json")));
        QVERIFY(QTest::qWaitFor([&t] { return !t.w.controller()->isBusy(); }, 20000));
        auto* lesson = t.dock("lessonDock");
        QVERIFY(lesson && lesson->isVisible());
        QVERIFY(t.pane()->isVisible());
        t.mode()->setActive(false);
        QVERIFY(lesson->isVisible());
        QVERIFY(t.w.panels()->genericDocks().front()->isVisible());
        t.mode()->setActive(true);
        QVERIFY(lesson->isVisible());
        t.mode()->setActive(false);
        QVERIFY(lesson->isVisible());
    }

    // The narration in the window's language: Japanese with the ja translations loaded.
    void japanese()
    {
        QTranslator main;
        QTranslator rules;
        QVERIFY(main.load(QStringLiteral(":/i18n/turnscope_ja.qm")));
        QVERIFY(rules.load(QStringLiteral(":/i18n/turnscope_roguelike_ja.qm")));
        QCoreApplication::installTranslator(&main);
        QCoreApplication::installTranslator(&rules);
        Teach t;
        QVERIFY(t.open(sample(QStringLiteral("roguelike"), QStringLiteral("case-a.json"))));
        t.mode()->setActive(true);
        t.mode()->restart();
        t.mode()->next();
        const QString sentence = t.pane()->sentence();
        QCoreApplication::removeTranslator(&rules);
        QCoreApplication::removeTranslator(&main);
        static const QRegularExpression kana(QStringLiteral("[\\x{3040}-\\x{30FF}]"));
        QVERIFY2(sentence.contains(kana), qPrintable(sentence));
        QVERIFY2(t.pane()->counterText().contains(kana), qPrintable(t.pane()->counterText()));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestTeachView)
#include "tst_teachview.moc"
