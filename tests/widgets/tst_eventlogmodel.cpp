// EventLogModel: one row per event, cells rendered from the trace, the breakpoint role,
// and the model's life through appends, forks, new sessions and opened trace files, with
// QAbstractItemModelTester watching from before the first row.
#include "eventlog_test_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventlogmodel.h"
#include "session/modelroles.h"

#include "kernel/clauses.h"
#include "kernel/kinds.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ts;
using namespace ts::gui;

namespace {

QString writeManualScenario(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("manual.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(test::kManualScenario);
    return path;
}

// Every row of the model against the trace it shows.
void compareRowsWithTrace(const EventLogModel& model, const Session& s)
{
    QCOMPARE(model.rowCount(), int(s.size()));
    for (int row = 0; row < model.rowCount(); ++row) {
        const Event e = s.trace().at(Seq(row));
        QCOMPARE(model.index(row, 0).data(KindRole).toInt(), int(e.kind));
        QCOMPARE(model.index(row, 0).data(SeqRole).toULongLong(), qulonglong(row));
    }
}

}  // namespace

class TestEventLogModel : public QObject {
    Q_OBJECT
private slots:
    void testerThroughAppendsForkAndSessions()
    {
        SessionController controller;
        EventLogModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);

        QTemporaryDir dir;
        const QString manual = writeManualScenario(dir);
        QVERIFY(test::openAndRun(controller, manual));
        QVERIFY(controller.waitingForDecision());
        compareRowsWithTrace(model, *controller.session());
        const auto firstLegal = controller.session()->legalAnswers();
        QVERIFY(firstLegal.size() >= 2);

        // Appends: every answer runs the game on to the next decision.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        for (int i = 0; i < 4 && controller.waitingForDecision(); ++i) {
            const int before = model.rowCount();
            controller.answer(controller.session()->legalAnswers().front());
            QVERIFY(test::waitIdle(controller));
            QVERIFY(model.rowCount() > before);
        }
        QVERIFY(inserted.count() >= 4);
        QCOMPARE(reset.count(), 0);
        compareRowsWithTrace(model, *controller.session());

        // A fork cuts the future: the rows after the cut are new events.
        QVERIFY(controller.session()->decisions().size() >= 2);
        controller.forkAt(0, firstLegal.back());
        QVERIFY(test::waitIdle(controller));
        QVERIFY(reset.count() >= 1);
        compareRowsWithTrace(model, *controller.session());
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, EventLogModel::SummaryColumn).data().toString(),
                     QString::fromStdString(controller.render()->line(controller.session()->trace().at(Seq(row)))));

        // A new session.
        reset.clear();
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "nine-units.json")));
        QVERIFY(reset.count() >= 1);
        compareRowsWithTrace(model, *controller.session());

        // A trace file, its events paged in lazily.
        const QString tracePath = dir.filePath(QStringLiteral("nine.tstrace"));
        QString error;
        QVERIFY2(controller.saveTrace(tracePath, &error), qPrintable(error));
        QVERIFY2(controller.openTrace(tracePath, &error), qPrintable(error));
        compareRowsWithTrace(model, *controller.session());

        // No session at all.
        controller.adopt(nullptr, QString(), false);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.index(0, 0).isValid());
    }

    // A fork that has already run on past the old end before the model hears of it must
    // still read as a cut, not as an append.
    void forkThatGrowsIsAReset()
    {
        SessionController controller;
        EventLogModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTemporaryDir dir;
        QVERIFY(test::openAndRun(controller, writeManualScenario(dir)));
        const auto legal = controller.session()->legalAnswers();
        QVERIFY(legal.size() >= 2);
        controller.answer(legal.front());
        QVERIFY(test::waitIdle(controller));
        const int rowsBefore = model.rowCount();

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        Session* s = controller.session();
        s->fork(0, legal.back());
        s->run();
        while (s->waitingForCaller() && s->size() <= Seq(rowsBefore)) {
            s->provideAnswer(s->legalAnswers().front());
            s->run();
        }
        QVERIFY(s->size() > Seq(rowsBefore));
        emit controller.traceChanged();
        QCOMPARE(reset.count(), 1);
        compareRowsWithTrace(model, *s);
    }

    void cellsAndRoles()
    {
        SessionController controller;
        EventLogModel model(&controller);
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "slow-haste.json")));
        const Session& s = *controller.session();
        const Trace& t = s.trace();
        QCOMPARE(model.columnCount(), int(EventLogModel::ColumnCount));
        QCOMPARE(model.headerData(EventLogModel::KindColumn, Qt::Horizontal).toString(), QStringLiteral("Kind"));
        QCOMPARE(model.headerData(EventLogModel::SummaryColumn, Qt::Horizontal).toString(), QStringLiteral("Summary"));
        bool sawTwoSubjects = false, sawClauseText = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            const Event e = t.at(Seq(row));
            auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
            QCOMPARE(cell(EventLogModel::SeqColumn).toString(), QString::number(row));
            QCOMPARE(cell(EventLogModel::SummaryColumn, SeqRole).toULongLong(), qulonglong(row));
            const std::string kindName = t.kindName(e.kind);
            const auto dot = kindName.find('.');
            QCOMPARE(cell(EventLogModel::KindColumn).toString(),
                     QString::fromStdString(dot == std::string::npos ? kindName : kindName.substr(dot + 1)));
            QCOMPARE(cell(EventLogModel::KindColumn, Qt::ToolTipRole).toString(), QString::fromStdString(kindName));
            QCOMPARE(cell(EventLogModel::KindColumn, KindRole).toInt(), int(e.kind));
            QCOMPARE(cell(EventLogModel::ClauseColumn).toString(), QString::fromStdString(t.clauseName(e.clause)));
            QCOMPARE(cell(EventLogModel::ClauseColumn, ClauseRole).toString(),
                     QString::fromStdString(t.clauseName(e.clause)));
            QCOMPARE(cell(EventLogModel::SummaryColumn, DepthRole).toInt(), int(e.depth));
            QCOMPARE(cell(EventLogModel::SummaryColumn).toString(),
                     QString::fromStdString(controller.render()->line(e)));
            QStringList names;
            QVariantList ids;
            for (const EntityId id : e.subject)
                if (id != kNoEntity) {
                    names << QString::fromStdString(t.entityName(id));
                    ids << QVariant::fromValue<uint>(id);
                }
            sawTwoSubjects = sawTwoSubjects || names.size() == 2;
            QCOMPARE(cell(EventLogModel::EntitiesColumn).toString(), names.join(QStringLiteral(", ")));
            QCOMPARE(cell(EventLogModel::EntitiesColumn, SubjectsRole).toList(), ids);
            if (const auto clause = findClause(t.clauseName(e.clause))) {
                QCOMPARE(cell(EventLogModel::ClauseColumn, Qt::ToolTipRole).toString(),
                         QString::fromStdString(std::string(clauseTable()[*clause].statement)));
                sawClauseText = sawClauseText || !clauseTable()[*clause].statement.empty();
            }
            QCOMPARE(cell(EventLogModel::GutterColumn, BreakpointRole).toBool(), false);
        }
        QVERIFY(sawTwoSubjects);
        QVERIFY(sawClauseText);
    }

    // The gutter agrees with the kernel's own matching (Session::breakpointHit) for every
    // breakpoint without a condition; conditions are never evaluated by the model.
    void breakpointRole_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("entity");
        QTest::addColumn<bool>("enabled");
        QTest::addRow("kind move") << "roguelike.move"
                                   << ""
                                   << "" << true;
        QTest::addRow("kind write") << "write"
                                    << ""
                                    << "" << true;
        QTest::addRow("clause base matches suffixed") << ""
                                                      << "000:table/order"
                                                      << "" << true;
        QTest::addRow("clause exact") << ""
                                      << "000:speed/up"
                                      << "" << true;
        QTest::addRow("entity") << ""
                                << ""
                                << "Enemy1" << true;
        QTest::addRow("kind and entity") << "roguelike.token-spent"
                                         << ""
                                         << "Player" << true;
        QTest::addRow("disabled") << "roguelike.move"
                                  << ""
                                  << "" << false;
    }
    void breakpointRole()
    {
        QFETCH(QString, kind);
        QFETCH(QString, clause);
        QFETCH(QString, entity);
        QFETCH(bool, enabled);
        SessionController controller;
        EventLogModel model(&controller);
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "slow-haste.json")));
        Session& s = *controller.session();
        Breakpoint bp;
        bp.enabled = enabled;
        if (!kind.isEmpty())
            bp.kind = test::kindId(s.trace(), kind.toStdString());
        if (!clause.isEmpty())
            bp.clause = clause.toStdString();
        if (!entity.isEmpty()) {
            bp.entity = test::entityId(s.trace(), entity.toStdString());
            QVERIFY(*bp.entity != kNoEntity);
        }
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        controller.addBreakpoint(bp);
        QCOMPARE(changed.count(), 1);
        const auto args = changed.takeFirst();
        QCOMPARE(args.at(0).toModelIndex(), model.index(0, EventLogModel::GutterColumn));
        QCOMPARE(args.at(1).toModelIndex(), model.index(model.rowCount() - 1, EventLogModel::GutterColumn));
        int marked = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const bool shown = model.index(row, EventLogModel::GutterColumn).data(BreakpointRole).toBool();
            QCOMPARE(shown, s.breakpointHit(Seq(row)).has_value());
            marked += shown;
        }
        QCOMPARE(marked > 0, enabled);
    }

    void conditionOnlyBreakpointsLeaveTheGutterEmpty()
    {
        SessionController controller;
        EventLogModel model(&controller);
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "nine-units.json")));
        Breakpoint bp;
        int calls = 0;
        bp.condition = [&calls](const Game&, Seq) { return ++calls > 0; };
        controller.addBreakpoint(bp);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!model.index(row, 0).data(BreakpointRole).toBool());
        QCOMPARE(calls, 0);
        // The same condition behind a kind filter: the gutter shows the kind's events, still
        // without evaluating anything.
        Breakpoint withKind = bp;
        withKind.kind = test::kindId(controller.session()->trace(), "roguelike.move");
        controller.addBreakpoint(withKind);
        int marked = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            marked += model.index(row, 0).data(BreakpointRole).toBool();
        QVERIFY(marked > 0);
        QCOMPARE(calls, 0);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventLogModel)
#include "tst_eventlogmodel.moc"
