// The decision panel: answering a pending decision, forking at a past one, and the
// explanation elsewhere.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/decision/decisiondock.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

using ts::gui::DecisionDock;
using ts::gui::SessionController;

namespace {

// A player with no script and a manual policy: every player slot waits for the caller.
// (Raw strings stay out of class bodies: moc 6.4 loses the class after one.)
const char* const kManualScenario = R"({
  "ruleset": "roguelike",
  "name": "Manual player",
  "seed": 7,
  "turns": 2,
  "playerPolicy": "manual",
  "map": ["#########",
          "#.......#",
          "#.......#",
          "#.......#",
          "#########"],
  "units": [
    {"name": "Player", "faction": "player", "speed": 1, "hp": 30, "attack": 2, "at": [1, 2]},
    {"name": "Enemy", "faction": "enemy", "speed": 1, "hp": 30, "attack": 2, "at": [7, 2]}
  ]
})";

QString writeScenario(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("manual.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return QString();
    f.write(kManualScenario);
    return path;
}

// Row insertions of "<unit> x3" in the trace.
int x3Insertions(const SessionController& controller, const std::string& unit)
{
    const ts::Session& s = *controller.session();
    int n = 0;
    for (ts::Seq i = 0; i < s.size(); ++i) {
        const ts::Event e = s.trace().at(i);
        if (s.trace().kindName(e.kind) == "roguelike.row-inserted" &&
            controller.render()->line(e).find("row " + unit + " x3 ") != std::string::npos)
            ++n;
    }
    return n;
}

}  // namespace

class TestDecisionDock : public QObject {
    Q_OBJECT
private slots:
    void noSession()
    {
        SessionController controller;
        DecisionDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("decisionDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Decision"));
        QCOMPARE(dock.mode(), DecisionDock::Mode::NoSession);
        QVERIFY(dock.choiceTexts().isEmpty());
    }

    void pendingDecisionIsAnswered()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = writeScenario(dir);
        QVERIFY(!path.isEmpty());
        SessionController controller;
        DecisionDock dock(&controller);
        dock.resize(460, 520);
        QVERIFY(ts::test::openAndRun(controller, path));
        QVERIFY(controller.waitingForDecision());
        QCOMPARE(dock.mode(), DecisionDock::Mode::Pending);
        const QStringList choices = dock.choiceTexts();
        QVERIFY2(choices.contains(QStringLiteral("wait")), qPrintable(choices.join(QStringLiteral(" | "))));
        QVERIFY(choices.contains(QStringLiteral("move E")));
        QVERIFY(!choices.contains(QStringLiteral("move W")));  // a wall
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-decision.png")));

        const ts::Seq before = controller.session()->size();
        const std::size_t decisionsBefore = controller.session()->decisions().size();
        QVERIFY(dock.selectChoice(QStringLiteral("wait")));
        // Looking around the trace while the game waits keeps the choice.
        controller.seekNow(1);
        QCOMPARE(dock.mode(), DecisionDock::Mode::Pending);
        const auto kept = dock.selectedAnswer();
        QVERIFY(kept.has_value());
        QCOMPARE(QString::fromStdString(controller.session()->ruleset().answerText(*kept, *controller.render())),
                 QStringLiteral("wait"));
        dock.answerSelected();
        QTRY_VERIFY(!controller.isBusy());
        QVERIFY(controller.session()->size() > before);
        QCOMPARE(controller.session()->decisions().size(), decisionsBefore + 1);
        const ts::DecisionRecord& rec = controller.session()->decisions()[decisionsBefore];
        QCOMPARE(rec.source, ts::AnswerSource::Caller);
        QCOMPARE(QString::fromStdString(controller.session()->ruleset().answerText(rec.answer, *controller.render())),
                 QStringLiteral("wait"));
        // The answer is in the trace as a decision event.
        const auto decision = ts::test::firstEventOfKind(*controller.session(), "decision", before);
        QVERIFY(decision.has_value());
        QCOMPARE(controller.decisionAt(*decision), std::optional<std::size_t>(decisionsBefore));
        // The game asks again at the player's next slot.
        QVERIFY(controller.waitingForDecision() || controller.session()->finished());
    }

    void elsewhereExplains()
    {
        SessionController controller;
        DecisionDock dock(&controller);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "case-b.json")));
        controller.seekNow(0);
        QCOMPARE(dock.mode(), DecisionDock::Mode::Elsewhere);
        QVERIFY(dock.choiceTexts().isEmpty());
    }

    // Issue 35: in the energy loop a past decision's legal answers are worked out (they
    // were "could not be worked out" there), at every decision of the sample, so Fork Here
    // can be offered.
    void energyDecisionsListTheirAnswers()
    {
        SessionController controller;
        DecisionDock dock(&controller);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "energy-dungeon.json")));
        const ts::Session& s = *controller.session();
        QVERIFY(s.decisions().size() >= 2);
        std::size_t seen = 0;
        for (ts::Seq i = 0; i < s.size(); ++i) {
            const auto k = controller.decisionAt(i);
            if (!k)
                continue;
            ++seen;
            controller.seekNow(i);
            QCOMPARE(dock.mode(), DecisionDock::Mode::Past);
            QVERIFY2(dock.pastChoicesAreLegal(), qPrintable(QStringLiteral("decision %1").arg(*k)));
            QVERIFY(dock.choiceTexts().size() >= 2);
        }
        QCOMPARE(seen, s.decisions().size());
    }

    // Case B: the player drinks speed grass twice (decisions #0 and #1); the second drink
    // inserts "Player x3". Forking decision #1 with "wait" leaves no x3 row.
    void forkAtPastDecision()
    {
        SessionController controller;
        DecisionDock dock(&controller);
        dock.resize(460, 560);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "case-b.json")));
        QVERIFY(controller.session()->decisions().size() >= 2);
        QCOMPARE(x3Insertions(controller, "Player"), 1);

        const ts::Seq at = controller.session()->decisions()[1].requestedAt;
        controller.seekNow(at);
        QCOMPARE(controller.decisionAt(at), std::optional<std::size_t>(1));
        QCOMPARE(dock.mode(), DecisionDock::Mode::Past);
        QVERIFY(dock.pastChoicesAreLegal());
        const QStringList choices = dock.choiceTexts();
        QVERIFY2(choices.contains(QStringLiteral("wait")), qPrintable(choices.join(QStringLiteral(" | "))));
        QVERIFY(choices.contains(QStringLiteral("drink speed grass")));
        QVERIFY(!dock.selectChoice(QStringLiteral("drink speed grass")));  // the recorded answer
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-decision-past.png")));

        // Declining the confirmation changes nothing.
        QString asked;
        dock.setForkConfirmation([&](const QString& question) {
            asked = question;
            return false;
        });
        const ts::Seq sizeBefore = controller.session()->size();
        QVERIFY(dock.selectChoice(QStringLiteral("wait")));
        dock.forkSelected();
        QVERIFY(asked.contains(QStringLiteral("old future")));
        QCOMPARE(controller.session()->size(), sizeBefore);
        QCOMPARE(x3Insertions(controller, "Player"), 1);

        dock.setForkConfirmation([](const QString&) { return true; });
        QVERIFY(dock.selectChoice(QStringLiteral("wait")));
        dock.forkSelected();
        QTRY_VERIFY(!controller.isBusy());
        QCOMPARE(x3Insertions(controller, "Player"), 0);
        const ts::DecisionRecord& rec = controller.session()->decisions()[1];
        QCOMPARE(rec.source, ts::AnswerSource::Caller);
        QCOMPARE(rec.requestedAt, at);
        // The cursor is on the new decision: the panel shows it as recorded.
        QCOMPARE(controller.cursor(), at);
        QCOMPARE(dock.mode(), DecisionDock::Mode::Past);
        QVERIFY(!dock.selectChoice(QStringLiteral("wait")));
        QVERIFY(dock.selectChoice(QStringLiteral("drink speed grass")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestDecisionDock)
#include "tst_decisiondock.moc"
