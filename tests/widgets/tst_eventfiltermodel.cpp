// EventFilterModel: every filter and their combinations against a brute-force scan of the
// trace, the mapping in both directions, keeping up with appends and forks, and a sanity
// run over a trace of more than a million events.
#include "eventlog_test_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"
#include "session/modelroles.h"

#include "kernel/kinds.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <algorithm>

using namespace ts;
using namespace ts::gui;

namespace {

bool waitFiltered(const EventFilterModel& proxy, int timeoutMs = 120000)
{
    QElapsedTimer clock;
    clock.start();
    while (proxy.isFiltering() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return !proxy.isFiltering();
}

void applyFilter(EventFilterModel& proxy, const Trace& t, const test::BruteFilter& f)
{
    proxy.setKindFilter(f.kind.empty() ? QSet<int>{} : QSet<int>{int(test::kindId(t, f.kind))});
    proxy.setClausePrefix(f.clausePrefix);
    proxy.setEntityFilter(f.entity.empty() ? kNoEntity : test::entityId(t, f.entity));
    proxy.setTextFilter(f.text);
}

// The proxy shows exactly `expected`, maps both ways, and finds "at or before" rows.
void checkMapping(const EventFilterModel& proxy, const EventLogModel& log, const std::vector<Seq>& expected,
                  bool everyRow = true)
{
    QCOMPARE(proxy.rowCount(), int(expected.size()));
    const int step = everyRow ? 1 : std::max(1, int(expected.size() / 5000));
    for (int row = 0; row < proxy.rowCount(); row += step) {
        const QModelIndex index = proxy.index(row, EventLogModel::SummaryColumn);
        QCOMPARE(index.data(SeqRole).toULongLong(), qulonglong(expected[std::size_t(row)]));
        QCOMPARE(proxy.mapToSource(index).row(), int(expected[std::size_t(row)]));
        QCOMPARE(proxy.mapFromSource(proxy.mapToSource(index)), index);
        QCOMPARE(proxy.seqAt(row), expected[std::size_t(row)]);
    }
    const int sourceStep = everyRow ? 1 : std::max(1, log.rowCount() / 5000);
    for (int source = 0; source < log.rowCount(); source += sourceStep) {
        const auto it = std::lower_bound(expected.begin(), expected.end(), Seq(source));
        const bool shown = it != expected.end() && *it == Seq(source);
        QCOMPARE(proxy.mapFromSource(log.index(source, 1)).isValid(), shown);
        const int atOrBefore =
            int(std::upper_bound(expected.begin(), expected.end(), Seq(source)) - expected.begin()) - 1;
        QCOMPARE(proxy.proxyRowForSeqAtOrBefore(Seq(source)), atOrBefore);
    }
}

QString writeManualScenario(const QTemporaryDir& dir)
{
    const QString path = dir.filePath(QStringLiteral("manual.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(test::kManualScenario);
    return path;
}

}  // namespace

class TestEventFilterModel : public QObject {
    Q_OBJECT
private slots:
    void filters_data()
    {
        QTest::addColumn<QString>("scenario");  // a sample file, or "generated"
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("entity");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("someMatch");
        QTest::addRow("kind move") << "nine-units.json"
                                   << "roguelike.move"
                                   << ""
                                   << ""
                                   << "" << true;
        QTest::addRow("kind decision") << "slow-haste.json"
                                       << "decision"
                                       << ""
                                       << ""
                                       << "" << true;
        QTest::addRow("clause prefix 000:speed") << "slow-haste.json"
                                                 << ""
                                                 << "000:speed"
                                                 << ""
                                                 << "" << true;
        QTest::addRow("clause prefix any case") << "slow-haste.json"
                                                << ""
                                                << "000:RUN/M"
                                                << ""
                                                << "" << true;
        QTest::addRow("clause with suffix") << "slow-haste.json"
                                            << ""
                                            << "000:table/order#"
                                            << ""
                                            << "" << true;
        QTest::addRow("entity") << "nine-units.json"
                                << ""
                                << ""
                                << "Enemy2"
                                << "" << true;
        QTest::addRow("text") << "nine-units.json"
                              << ""
                              << ""
                              << ""
                              << "moves" << true;
        QTest::addRow("text any case") << "nine-units.json"
                                       << ""
                                       << ""
                                       << ""
                                       << "TOKEN" << true;
        QTest::addRow("kind and entity") << "nine-units.json"
                                         << "roguelike.move"
                                         << ""
                                         << "Player2"
                                         << "" << true;
        QTest::addRow("clause and text") << "slow-haste.json"
                                         << ""
                                         << "000:speed"
                                         << ""
                                         << "x2" << true;
        QTest::addRow("all four") << "nine-units.json"
                                  << "roguelike.token-spent"
                                  << "000:tokens"
                                  << "Friend3"
                                  << "left" << true;
        QTest::addRow("nothing matches") << "nine-units.json"
                                         << ""
                                         << ""
                                         << ""
                                         << "no such words" << false;
        QTest::addRow("generated kind") << "generated"
                                        << "roguelike.speed-change"
                                        << ""
                                        << ""
                                        << "" << true;
        QTest::addRow("generated text") << "generated"
                                        << ""
                                        << ""
                                        << ""
                                        << "waves a slow staff" << true;
        QTest::addRow("generated entity and clause") << "generated"
                                                     << ""
                                                     << "000:speed"
                                                     << "E3"
                                                     << "" << true;
    }
    void filters()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, kind);
        QFETCH(QString, clause);
        QFETCH(QString, entity);
        QFETCH(QString, text);
        QFETCH(bool, someMatch);
        SessionController controller;
        EventLogModel log(&controller);
        EventFilterModel proxy(&log);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        if (scenario == QLatin1String("generated"))
            controller.adopt(test::generatedSession(60, 40), QStringLiteral("generated.json"), true);
        else
            QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", scenario.toLatin1().constData())));
        const Session& s = *controller.session();
        const test::BruteFilter f{kind.toStdString(), clause, entity.toStdString(), text};
        if (!f.entity.empty())
            QVERIFY(test::entityId(s.trace(), f.entity) != kNoEntity);
        if (!f.kind.empty())
            QVERIFY(test::kindId(s.trace(), f.kind) != 0);

        QSignalSpy changed(&proxy, &EventFilterModel::filteringChanged);
        QSignalSpy progress(&proxy, &EventFilterModel::filtering);
        applyFilter(proxy, s.trace(), f);
        QVERIFY(proxy.hasFilter());
        QVERIFY(proxy.isFiltering());  // matching runs on the event loop
        QVERIFY(waitFiltered(proxy));
        QVERIFY(changed.count() >= 2);
        QCOMPARE(changed.first().at(0).toBool(), true);
        QCOMPARE(changed.last().at(0).toBool(), false);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toULongLong(), qulonglong(s.size()));

        const auto expected = test::bruteForce(s, *controller.render(), f);
        QCOMPARE(!expected.empty(), someMatch);
        checkMapping(proxy, log, expected);

        // Clearing the filters gives the identity back.
        proxy.clearFilters();
        QVERIFY(!proxy.isFiltering());
        QCOMPARE(proxy.rowCount(), log.rowCount());
        for (int row = 0; row < log.rowCount(); row += 7) {
            QCOMPARE(proxy.mapFromSource(log.index(row, 2)), proxy.index(row, 2));
            QCOMPARE(proxy.index(row, 2).data(), log.index(row, 2).data());
        }
        QCOMPARE(proxy.proxyRowForSeqAtOrBefore(Seq(log.rowCount()) + 100), log.rowCount() - 1);
    }

    // Testers on an identity proxy and on filtered ones, attached before the first row,
    // through appends (answers), a fork and a new session; after each the mapping is the
    // brute-force one.
    void testersThroughAppendsForkAndSessions()
    {
        SessionController controller;
        EventLogModel log(&controller);
        EventFilterModel identity(&log), byKind(&log), byText(&log), byEntity(&log);
        QAbstractItemModelTester t1(&identity, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&byKind, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&byText, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(&byEntity, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Kind ids are this build's for a new trace, so the kind filter can be set now.
        const KindId decisionKind = KindRegistry::instance().findByName("decision")->id;
        byKind.setKindFilter({int(decisionKind)});
        byText.setTextFilter(QStringLiteral("hero"));
        QVERIFY(byKind.rowCount() == 0 && byText.rowCount() == 0);

        auto check = [&](const QString& when) {
            QVERIFY2(waitFiltered(byKind) && waitFiltered(byText) && waitFiltered(byEntity), qPrintable(when));
            const Session& s = *controller.session();
            QCOMPARE(identity.rowCount(), int(s.size()));
            checkMapping(byKind, log, test::bruteForce(s, *controller.render(), {"decision", {}, {}, {}}));
            checkMapping(byText, log, test::bruteForce(s, *controller.render(), {{}, {}, {}, QStringLiteral("hero")}));
            if (byEntity.entityFilter() != kNoEntity)
                checkMapping(byEntity, log, test::bruteForce(s, *controller.render(), {{}, {}, "Orc", {}}));
        };

        QTemporaryDir dir;
        QVERIFY(test::openAndRun(controller, writeManualScenario(dir)));
        byEntity.setEntityFilter(test::entityId(controller.session()->trace(), "Orc"));
        check(QStringLiteral("opened"));
        const auto firstLegal = controller.session()->legalAnswers();
        QVERIFY(firstLegal.size() >= 2);
        for (int i = 0; i < 4 && controller.waitingForDecision(); ++i) {
            const int before = byKind.rowCount();
            controller.answer(controller.session()->legalAnswers().front());
            QVERIFY(test::waitIdle(controller));
            check(QStringLiteral("answer %1").arg(i));
            QVERIFY(byKind.rowCount() > before);  // each answer is traced as a decision event
        }
        controller.forkAt(0, firstLegal.back());
        QVERIFY(test::waitIdle(controller));
        check(QStringLiteral("fork"));

        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "nine-units.json")));
        QCOMPARE(test::entityId(controller.session()->trace(), "Orc"), kNoEntity);
        byEntity.clearFilters();
        check(QStringLiteral("new session"));
    }

    // The filter goes on matching while the engine runs ahead.
    void keepsUpWithALiveRun()
    {
        SessionController controller;
        EventLogModel log(&controller);
        EventFilterModel proxy(&log);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setTextFilter(QStringLiteral("speed"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crowd.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(test::generatedScenario(120, 200)));
        }
        QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
        QVERIFY(test::openAndRun(controller, path));
        QVERIFY2(inserted.count() >= 2, "the run came in more than one slice");
        QVERIFY(waitFiltered(proxy));
        checkMapping(
            proxy, log,
            test::bruteForce(*controller.session(), *controller.render(), {{}, {}, {}, QStringLiteral("speed")}),
            false);
    }

    // Not a timed test (timings go to the log): a kind filter over a million events ends,
    // and the log and a view over it cope.
    void millionEvents()
    {
        QElapsedTimer clock;
        clock.start();
        // TURNSCOPE_EVENTLOG_TURNS=4500 makes it ten million (about 2,250 events a turn).
        const int turns = qEnvironmentVariableIsSet("TURNSCOPE_EVENTLOG_TURNS")
            ? qEnvironmentVariableIntValue("TURNSCOPE_EVENTLOG_TURNS")
            : 500;
        auto session = test::generatedSession(200, turns);
        const auto events = session->size();
        qDebug("generated and ran %llu events in %lld ms", static_cast<unsigned long long>(events), clock.elapsed());
        QVERIFY(events >= 1'000'000);

        SessionController controller;
        controller.adopt(std::move(session), QStringLiteral("generated.json"), true);
        EventLogModel log(&controller);
        EventFilterModel proxy(&log);
        QCOMPARE(log.rowCount(), int(events));
        QCOMPARE(proxy.rowCount(), int(events));
        const Session& s = *controller.session();

        const struct {
            const char* name;
            test::BruteFilter filter;
        } runs[] = {
            {"kind roguelike.move", {"roguelike.move", {}, {}, {}}},
            {"clause 000:speed", {{}, QStringLiteral("000:speed"), {}, {}}},
            {"entity E3", {{}, {}, "E3", {}}},
            {"kind + entity", {"roguelike.token-spent", {}, "E5", {}}},
            {"text 'slow staff'", {{}, {}, {}, QStringLiteral("slow staff")}},
        };
        for (const auto& run : runs) {
            proxy.clearFilters();
            clock.restart();
            applyFilter(proxy, s.trace(), run.filter);
            QVERIFY(waitFiltered(proxy));
            qDebug("filter %s: %d of %d events in %lld ms", run.name, proxy.rowCount(), log.rowCount(),
                   clock.elapsed());
            if (run.filter.text.isEmpty())
                checkMapping(proxy, log, test::bruteForce(s, *controller.render(), run.filter), false);
        }

        proxy.clearFilters();
        EventLogView view(&controller);
        view.resize(900, 500);
        view.setModel(&proxy);
        view.show();
        clock.restart();
        controller.seekNow(events - 1);
        QCOMPARE(view.currentIndex().row(), int(events - 1));
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint();
        qDebug("seek to the last event and repaint the view: %lld ms", clock.elapsed());
        clock.restart();
        controller.seekNow(events / 2);
        view.repaint();
        QCOMPARE(view.currentIndex().row(), int(events / 2));
        qDebug("seek to the middle and repaint the view: %lld ms", clock.elapsed());
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventFilterModel)
#include "tst_eventfiltermodel.moc"
