// The "Why not?" panel: its step list against the kernel's notAppliedInStep at positions of
// each ruleset's samples that have rejected candidates (under QAbstractItemModelTester), the
// question form against nearestConsiderations (a clause, an entity, both), its refusals,
// double-click to an event, and a picture of the panel. Both models fed hand-made snapshots,
// with no session at all.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/whynot/considerationmodel.h"
#include "panels/whynot/whynotdock.h"
#include "panels/whynot/whynotmodel.h"
#include "session/headless/clausetexts.h"
#include "session/modelroles.h"

#include "kernel/session/session.h"
#include "kernel/session/why_not.h"
#include "kernel/trace/render.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>

using ts::gui::ConsiderationModel;
using ts::gui::SessionController;
using ts::gui::WhyNotDock;
using ts::gui::WhyNotModel;
using namespace ts;

namespace {

// The first event of an engine step with a rejected candidate, and that candidate.
std::optional<Seq> firstNotApplied(const Trace& t)
{
    for (Seq s = 0; s < t.size(); ++s)
        if (isNotApplied(t.at(s)))
            return s;
    return std::nullopt;
}

}  // namespace

class TestWhyNotDock : public QObject {
    Q_OBJECT
private slots:
    void samples_data()
    {
        // Per registered ruleset, every sample whose game rejects a candidate (a ruleset none
        // of whose samples does is a skipped row that says so; one without samples fails).
        test::addEverySampleRows([](const Session& s) { return firstNotApplied(s.trace()).has_value(); },
                                 "no rejected candidate");
    }

    void stepListFollowsTheCursor_data() { samples_data(); }
    void stepListFollowsTheCursor()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset rejects a candidate");
        SessionController controller;
        WhyNotDock dock(&controller);
        WhyNotModel& model = *dock.stepModel();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, sample));
        const Trace& t = controller.session()->trace();
        const auto first = firstNotApplied(t);
        QVERIFY2(first, "the sample has no rejected candidate");
        // At the rule step's start, at the candidate and at the step's last event: the same list.
        const StepSpan step = engineStepAt(t, *first);
        for (Seq at : {step.first, *first, step.end - 1}) {
            controller.seekNow(at);
            const auto expected = notAppliedInStep(t, at);
            QCOMPARE(model.rowCount(), int(expected.size()));
            QCOMPARE(model.step().first, step.first);
            for (int r = 0; r < model.rowCount(); ++r) {
                const NotAppliedEntry& n = expected[std::size_t(r)];
                QCOMPARE(model.index(r, WhyNotModel::Event).data(gui::SeqRole).toULongLong(), n.seq);
                const QString clause = QString::fromStdString(t.clauseName(t.at(n.seq).clause));
                QCOMPARE(model.index(r, WhyNotModel::Clause).data().toString(), clause);
                QCOMPARE(model.index(r, WhyNotModel::Rule).data().toString(),
                         gui::ClauseTexts::bundled().find(clause).statement);
                QCOMPARE(model.index(r, WhyNotModel::Reason).data().toString(),
                         QString::fromStdString(controller.render()->line(t.at(n.seq))));
                QVERIFY(model.index(r, WhyNotModel::ConsideredBy)
                            .data()
                            .toString()
                            .startsWith(QStringLiteral("#%1 ").arg(n.consideredBy)));
            }
        }
        // A step without rejected candidates: an empty list.
        for (Seq s = 0; s < t.size(); s = engineStepAt(t, s).end)
            if (notAppliedInStep(t, s).empty()) {
                controller.seekNow(s);
                QCOMPARE(model.rowCount(), 0);
                break;
            }
    }

    void questionFindsTheNearestConsiderations_data() { samples_data(); }
    void questionFindsTheNearestConsiderations()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset rejects a candidate");
        SessionController controller;
        WhyNotDock dock(&controller);
        QAbstractItemModelTester tester(dock.answerModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openAndRun(controller, sample));
        const Trace& t = controller.session()->trace();
        const auto first = firstNotApplied(t);
        QVERIFY(first);
        const Event rejected = t.at(*first);
        const Seq cursor = std::min<Seq>(*first + 1, t.size() - 1);
        controller.seekNow(cursor);
        const std::string clause = t.clauseName(rejected.clause);
        const EntityId who = rejected.subject[0];
        struct Ask {
            QString clause, entity;
            RuleQuery query;
        };
        std::vector<Ask> asks{{QString::fromStdString(clause), QString(), RuleQuery{clause, kNoEntity}}};
        if (who != kNoEntity) {
            const QString name = QString::fromStdString(t.entityName(who));
            asks.push_back({QString(), name, RuleQuery{std::string(), who}});
            asks.push_back({QString::fromStdString(clause), name, RuleQuery{clause, who}});
        }
        for (const Ask& a : asks) {
            dock.clauseEdit()->setText(a.clause);
            dock.entityEdit()->setText(a.entity);
            QString error;
            QVERIFY2(dock.ask(&error), qPrintable(error));
            const NearestConsiderations n = nearestConsiderations(t, cursor, a.query, ConsiderationModel::kPerSide);
            ConsiderationModel* m = dock.answerModel();
            QCOMPARE(m->rowCount(), int(n.before.size() + n.after.size()));
            bool sawRejected = false;
            for (int r = 0; r < m->rowCount(); ++r) {
                const bool before = r < int(n.before.size());
                const Consideration& c =
                    before ? n.before[n.before.size() - 1 - std::size_t(r)] : n.after[std::size_t(r) - n.before.size()];
                QCOMPARE(m->isBefore(r), before);
                QCOMPARE(m->index(r, ConsiderationModel::Event).data(gui::SeqRole).toULongLong(), c.seq);
                QCOMPARE(m->index(r, ConsiderationModel::Outcome).data().toString(),
                         c.applied ? QStringLiteral("applied") : QStringLiteral("not applied"));
                sawRejected = sawRejected || c.seq == *first;
            }
            QVERIFY2(sawRejected, "the rejected candidate before the cursor is not among the answers");
            QVERIFY(dock.answerSummary().contains(QStringLiteral("#%1").arg(cursor)));
        }
        // Double-click on an answer goes to its event.
        dock.answerView()->setCurrentIndex(dock.answerModel()->index(0, ConsiderationModel::Event));
        emit dock.answerView()->doubleClicked(dock.answerView()->currentIndex());
        QCOMPARE(controller.cursor(), dock.answerModel()->considerationAt(0)->seq);
    }

    void questionRefusals()
    {
        SessionController controller;
        WhyNotDock dock(&controller);
        QString error;
        QVERIFY(!dock.ask(&error));
        QCOMPARE(error, QStringLiteral("No game is open."));
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        QVERIFY(!dock.ask(&error));
        QCOMPARE(error, QStringLiteral("Name a rule clause, an entity, or both."));
        dock.entityEdit()->setText(QStringLiteral("Nobody At All"));
        QVERIFY(!dock.ask(&error));
        QCOMPARE(error, QStringLiteral("This game has no entity named \"Nobody At All\"."));
        QCOMPARE(dock.answerSummary(), error);
        // A clause no event names: asked, and said so.
        dock.entityEdit()->clear();
        dock.clauseEdit()->setText(QStringLiteral("999:nothing"));
        QVERIFY(dock.ask(&error));
        QCOMPARE(dock.answerModel()->rowCount(), 0);
        QVERIFY(dock.answerSummary().contains(QStringLiteral("never considered")));
    }

    void modelsFedSnapshotsWithoutASession()
    {
        WhyNotModel steps;
        QAbstractItemModelTester t1(&steps, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy stepChanged(&steps, &WhyNotModel::stepChanged);
        gui::WhyNotSnapshot step;
        step.step = {40, 46};
        step.rows.push_back({{42, 41},
                             QStringLiteral("001:5.3"),
                             QStringLiteral("A unit moves once"),
                             QStringLiteral("Alice may not move: moved already"),
                             QStringLiteral("#41 Alice's turn")});
        steps.setSnapshot(step);
        QCOMPARE(stepChanged.count(), 1);
        QCOMPARE(steps.rowCount(), 1);
        QCOMPARE(steps.step().first, Seq(40));
        QCOMPARE(steps.entryAt(0)->consideredBy, Seq(41));
        QCOMPARE(steps.index(0, WhyNotModel::Event).data().toString(), QStringLiteral("#42"));
        QCOMPARE(steps.index(0, WhyNotModel::Event).data(gui::SeqRole).toULongLong(), 42ULL);
        QCOMPARE(steps.index(0, WhyNotModel::Reason).data(gui::ClauseRole).toString(), QStringLiteral("001:5.3"));
        QCOMPARE(steps.index(0, WhyNotModel::Rule).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("A unit moves once"));
        QCOMPARE(steps.index(0, WhyNotModel::ConsideredBy).data().toString(), QStringLiteral("#41 Alice's turn"));
        steps.setSnapshot(gui::WhyNotSnapshot::empty());
        QCOMPARE(steps.rowCount(), 0);
        QVERIFY(!steps.entryAt(0));

        ConsiderationModel answers;
        QAbstractItemModelTester t2(&answers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy answered(&answers, &ConsiderationModel::answered);
        gui::ConsiderationSnapshot answer;
        answer.asked = true;
        answer.clause = QStringLiteral("001:5.3");
        answer.askedAt = 50;
        answer.rows = {{{42, false}, QStringLiteral("001:5.3"), QStringLiteral("moved already")},
                       {{50, true}, QStringLiteral("001:5.3"), QStringLiteral("Bob moves")},
                       {{57, true}, QStringLiteral("001:5.3"), QStringLiteral("Alice moves")}};
        answer.before = 1;
        answers.setSnapshot(answer);
        QCOMPARE(answered.count(), 1);
        QVERIFY(answers.asked());
        QVERIFY(answers.isBefore(0) && !answers.isBefore(1));
        QCOMPARE(answers.index(0, ConsiderationModel::Where).data().toString(), QStringLiteral("before"));
        QCOMPARE(answers.index(1, ConsiderationModel::Where).data().toString(), QStringLiteral("at the cursor"));
        QCOMPARE(answers.index(2, ConsiderationModel::Where).data().toString(), QStringLiteral("after"));
        QCOMPARE(answers.index(0, ConsiderationModel::Outcome).data().toString(), QStringLiteral("not applied"));
        QVERIFY(answers.index(0, ConsiderationModel::Outcome).data(Qt::ForegroundRole).isValid());
        QCOMPARE(answers.index(2, ConsiderationModel::Line).data().toString(), QStringLiteral("Alice moves"));
        QCOMPARE(answers.considerationAt(2)->seq, Seq(57));
        answers.markStale();  // the answer stays, out of date
        QVERIFY(answers.stale());
        QCOMPARE(answers.rowCount(), 3);
        QCOMPARE(answered.count(), 2);
        answers.markStale();  // once
        QCOMPARE(answered.count(), 2);
        answers.clear();
        QVERIFY(!answers.asked());
        QCOMPARE(answers.rowCount(), 0);
    }

    void picture()
    {
        SessionController controller;
        WhyNotDock dock(&controller);
        dock.resize(900, 560);
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        const auto first = firstNotApplied(controller.session()->trace());
        QVERIFY(first);
        controller.seekNow(*first);
        dock.askAboutCursor();
        dock.stepView()->resizeColumnsToContents();
        dock.answerView()->resizeColumnsToContents();
        QVERIFY(test::saveGrab(dock, QStringLiteral("why-not.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestWhyNotDock)
#include "tst_whynotdock.moc"
