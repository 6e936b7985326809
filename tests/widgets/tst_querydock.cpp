// The Query panel (issue 39) on the first sample of every registered ruleset: the clause
// counts it shows equal the trace's own events counted one by one; a SQL error shows
// SQLite's message and selects the place it points at; a writing statement is refused;
// double-clicking a row with an `event` or `seq` column seeks; Cancel stops a query that
// never ends while every other input is kept away. The result model runs under
// QAbstractItemModelTester from before it is filled.
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/query/querydock.h"
#include "panels/query/queryresultmodel.h"
#include "session/modelroles.h"

#include "kernel/query/trace_query.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <map>

using namespace ts;
using namespace ts::gui;

namespace {

QString firstSample(const QString& id)
{
    const QStringList samples = test::samplesOf(id);
    return samples.isEmpty() ? QString() : samples.first();
}

void addRulesetRows()
{
    QTest::addColumn<QString>("path");
    for (const QString& id : test::rulesetIds()) {
        const QString path = firstSample(id);
        QTest::addRow("%s", qPrintable(id)) << path;
    }
}

std::map<std::string, std::int64_t> countClauses(const Trace& t)
{
    std::map<std::string, std::int64_t> out;
    for (Seq s = 0; s < t.size(); ++s)
        ++out[t.clauseName(t.at(s).clause)];
    return out;
}

std::map<std::string, std::int64_t> shownCounts(const QueryResultModel& m)
{
    std::map<std::string, std::int64_t> out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QString clause = m.index(r, 0).data().toString();
        out[clause.toStdString()] = m.index(r, 1).data().toLongLong();
    }
    return out;
}

}  // namespace

class TestQueryDock : public QObject {
    Q_OBJECT

private slots:
    void clauseCountsOnEveryRuleset_data() { addRulesetRows(); }
    void clauseCountsOnEveryRuleset();
    void errorShowsMessageAndPlace_data() { addRulesetRows(); }
    void errorShowsMessageAndPlace();
    void writingIsRefused();
    void doubleClickSeeks_data() { addRulesetRows(); }
    void doubleClickSeeks();
    void cancelStopsARunawayQuery();
    void tablesAndExamples();
    void rowCapIsSaid();
};

void TestQueryDock::clauseCountsOnEveryRuleset()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample in resources/scenarios/<id>/");
    SessionController c;
    QueryDock dock(&c);
    dock.resize(700, 450);
    QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(c, path));
    const Trace& t = c.session()->trace();
    QVERIFY(t.size() > 0);
    dock.setSql(QStringLiteral("SELECT clause, count(*) FROM events GROUP BY clause"));
    dock.run();
    QVERIFY2(!dock.showsError(), qPrintable(dock.errorText()));
    const auto expected = countClauses(t);
    QCOMPARE(shownCounts(*dock.model()), expected);
    QCOMPARE(dock.model()->rowCount(), static_cast<int>(expected.size()));
    QVERIFY2(dock.statusText().contains(QStringLiteral("%1 row").arg(expected.size())), qPrintable(dock.statusText()));
    QCOMPARE(dock.model()->seqColumn(), -1);  // no event column: nothing to seek to
    // A count planted one off would be caught: the comparison is exact.
    auto planted = expected;
    ++planted.begin()->second;
    QVERIFY(shownCounts(*dock.model()) != planted);
    QVERIFY(test::saveGrab(
        dock,
        QStringLiteral("query-%1-%2.png").arg(QLatin1String(QTest::currentDataTag()), QFileInfo(path).baseName())));
    // The "Writes of a field" example names a field this trace writes: it has rows, each
    // with its event (the user guide's picture is the events ruleset's).
    const int writesExample = dock.examples()->findText(QStringLiteral("Writes of a field"));
    QVERIFY(writesExample > 0);
    emit dock.examples()->activated(writesExample);
    dock.run();
    QVERIFY2(!dock.showsError(), qPrintable(dock.errorText()));
    QVERIFY(dock.model()->rowCount() > 0);
    QCOMPARE(dock.model()->seqColumn(), 0);
    QVERIFY(test::saveGrab(dock,
                           QStringLiteral("query-writes-%1-%2.png")
                               .arg(QLatin1String(QTest::currentDataTag()), QFileInfo(path).baseName())));
}

void TestQueryDock::errorShowsMessageAndPlace()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample in resources/scenarios/<id>/");
    SessionController c;
    QueryDock dock(&c);
    dock.resize(700, 450);
    QVERIFY(test::openAndRun(c, path));
    // A non-ASCII text before the mistake: SQLite's offset counts UTF-8 bytes, the editor
    // UTF-16 units.
    const QString sql = QStringLiteral("SELECT '→ é' AS label,\n  nosuchcolumn FROM events");
    std::string message;
    int offset = -1;
    try {
        TraceQuery(*c.session()).run(sql.toStdString());
        QFAIL("the query should have failed");
    } catch (const QueryError& e) {
        message = e.what();
        offset = e.offset;
    }
    QVERIFY(offset > 0);
    dock.setSql(sql);
    dock.run();
    QVERIFY(dock.showsError());
    QVERIFY2(dock.errorText().contains(QString::fromStdString(message)), qPrintable(dock.errorText()));
    QVERIFY2(dock.errorText().contains(QStringLiteral("line 2, column 3")), qPrintable(dock.errorText()));
    QCOMPARE(dock.editor()->textCursor().selectedText(), QStringLiteral("nosuchcolumn"));
    QCOMPARE(dock.model()->rowCount(), 0);
    QVERIFY(test::saveGrab(dock, QStringLiteral("query-error-%1.png").arg(QLatin1String(QTest::currentDataTag()))));
    // The next good query shows rows again.
    dock.setSql(QStringLiteral("SELECT count(*) FROM events"));
    dock.run();
    QVERIFY(!dock.showsError());
    QCOMPARE(dock.model()->index(0, 0).data().toLongLong(), static_cast<qlonglong>(c.session()->trace().size()));
}

void TestQueryDock::writingIsRefused()
{
    SessionController c;
    QueryDock dock(&c);
    QVERIFY(test::openAndRun(c, firstSample(test::rulesetIds().first())));
    const Seq size = c.session()->trace().size();
    // The authorizer's refusal, or SQLite's own for a trace table (it has no way to write).
    for (const auto& [sql, said] : {std::pair{"CREATE TABLE t(x)", "queries are read-only"},
                                    std::pair{"PRAGMA query_only = 0", "queries are read-only"},
                                    std::pair{"DROP TABLE clauses", "queries are read-only"},
                                    std::pair{"DELETE FROM events", "table events may not be modified"}}) {
        dock.setSql(QString::fromLatin1(sql));
        dock.run();
        QVERIFY2(dock.showsError(), sql);
        QVERIFY2(dock.errorText().contains(QLatin1String(said)), qPrintable(dock.errorText()));
        QCOMPARE(dock.model()->rowCount(), 0);
    }
    dock.setSql(QStringLiteral("SELECT count(*) FROM events"));
    dock.run();
    QCOMPARE(dock.model()->index(0, 0).data().toLongLong(), static_cast<qlonglong>(size));
}

void TestQueryDock::doubleClickSeeks()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample in resources/scenarios/<id>/");
    SessionController c;
    QueryDock dock(&c);
    dock.resize(700, 450);
    QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(c, path));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const Seq size = c.session()->trace().size();
    c.seekNow(0);
    // An `event` column wins over `seq`; then a table's plain `seq`.
    const Seq middle = size / 2, last = size - 1;
    for (const auto& [sql, target] :
         {std::pair{QStringLiteral("SELECT kind, %1 AS event, 0 AS seq FROM events WHERE seq = %1").arg(middle),
                    middle},
          std::pair{QStringLiteral("SELECT kind, text, seq FROM events WHERE seq >= %1 LIMIT 3").arg(last), last}}) {
        dock.setSql(sql);
        dock.run();
        QVERIFY2(!dock.showsError(), qPrintable(dock.errorText()));
        QCOMPARE(dock.model()->rowCount(), 1);
        QCOMPARE(dock.model()->index(0, 0).data(SeqRole).toULongLong(), static_cast<qulonglong>(target));
        const QRect cell = dock.resultsView()->visualRect(dock.model()->index(0, 0));
        // What a window system sends: press, release, double-click, release.
        QTest::mouseClick(dock.resultsView()->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(dock.resultsView()->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseRelease(dock.resultsView()->viewport(), Qt::LeftButton, {}, cell.center());
        QTRY_COMPARE(c.cursor(), target);
        c.seekNow(1);
    }
}

void TestQueryDock::cancelStopsARunawayQuery()
{
    SessionController c;
    QueryDock dock(&c);
    QPushButton other(QStringLiteral("other"));
    int otherClicks = 0, shortcuts = 0;
    connect(&other, &QPushButton::clicked, [&] { ++otherClicks; });
    auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_K), &dock, nullptr, nullptr,
                                   Qt::WidgetWithChildrenShortcut);  // a window action's shortcut
    connect(shortcut, &QShortcut::activated, [&] { ++shortcuts; });
    other.show();
    QVERIFY(test::openAndRun(c, firstSample(test::rulesetIds().first())));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QApplication::setActiveWindow(&dock);
    dock.editor()->setFocus();
    QTest::keyClick(dock.editor(), Qt::Key_K, Qt::ControlModifier);
    QCOMPARE(shortcuts, 1);  // the shortcut works while no query runs
    const QString runaway =
        QStringLiteral("WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT count(*) FROM r");
    // While it runs, clicks, keys and shortcuts elsewhere are dropped; Cancel gets through,
    // by a click or by Escape.
    for (const bool byEscape : {false, true}) {
        bool stopped = false;
        QTimer::singleShot(150, &dock, [&] {
            QVERIFY(dock.isRunning());
            QTest::mouseClick(&other, Qt::LeftButton);
            QTest::mouseClick(dock.runButton(), Qt::LeftButton);
            QTest::keyClick(dock.editor(), Qt::Key_K, Qt::ControlModifier);
            QTest::keyClick(dock.editor(), Qt::Key_A);
            if (byEscape)
                QTest::keyClick(dock.editor(), Qt::Key_Escape);
            else
                QTest::mouseClick(dock.cancelButton(), Qt::LeftButton);
            stopped = true;
        });
        QTimer::singleShot(20000, &dock, [&] { dock.cancel(); });  // never hang the test
        dock.setSql(runaway);
        QElapsedTimer clock;
        clock.start();
        dock.run();
        QVERIFY(stopped);
        QVERIFY2(clock.elapsed() < 10000, byEscape ? "Escape did not stop the query" : "Cancel did not stop the query");
        QVERIFY(!dock.isRunning());
        QVERIFY2(dock.statusText().startsWith(QStringLiteral("Cancelled")), qPrintable(dock.statusText()));
        QCOMPARE(otherClicks, 0);
        QCOMPARE(shortcuts, 1);
        QCOMPARE(dock.sql(), runaway);  // the key typed while it ran went nowhere
    }
    QTest::mouseClick(&other, Qt::LeftButton);  // and input is back once it has ended
    QCOMPARE(otherClicks, 1);
    QVERIFY(dock.runButton()->isEnabled());
    QVERIFY(!dock.cancelButton()->isEnabled());
}

void TestQueryDock::tablesAndExamples()
{
    SessionController c;
    QueryDock dock(&c);
    QVERIFY(!dock.runButton()->isEnabled());  // no game yet
    const auto& tables = TraceQuery::tables();
    QCOMPARE(dock.tablesTree()->topLevelItemCount(), static_cast<int>(tables.size()));
    for (int i = 0; i < static_cast<int>(tables.size()); ++i) {
        const QTreeWidgetItem* item = dock.tablesTree()->topLevelItem(i);
        QCOMPARE(item->text(0).toStdString(), tables[i].name);
        QCOMPARE(item->childCount(), static_cast<int>(tables[i].columns.size()));
        QCOMPARE(item->child(0)->toolTip(0).toStdString(), tables[i].columns[0].doc);
    }
    QVERIFY(test::openAndRun(c, firstSample(test::rulesetIds().first())));
    // Double-clicking a column's name puts it at the editor's cursor.
    dock.setSql(QStringLiteral("SELECT  FROM writes"));
    QTextCursor at = dock.editor()->textCursor();
    at.setPosition(7);
    dock.editor()->setTextCursor(at);
    QTreeWidgetItem* writes = dock.tablesTree()->findItems(QStringLiteral("writes"), Qt::MatchExactly).value(0);
    QVERIFY(writes);
    emit dock.tablesTree()->itemDoubleClicked(writes->child(0), 0);
    QCOMPARE(dock.sql(), QStringLiteral("SELECT seq FROM writes"));
    // Every example runs without an error on the sample.
    for (int i = 1; i < dock.examples()->count(); ++i) {
        emit dock.examples()->activated(i);
        QVERIFY(!dock.sql().isEmpty());
        dock.run();
        QVERIFY2(!dock.showsError(),
                 qPrintable(dock.examples()->itemText(i) + QStringLiteral(": ") + dock.errorText()));
    }
}

void TestQueryDock::rowCapIsSaid()
{
    SessionController c;
    QueryDock dock(&c);
    dock.resize(700, 450);
    QVERIFY(test::openAndRun(c, firstSample(test::rulesetIds().first())));
    const int more = static_cast<int>(QueryDock::kMaxRows) + 1;
    dock.setSql(QStringLiteral("WITH RECURSIVE r(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM r LIMIT %1) "
                               "SELECT x, 'row ' || x AS label FROM r")
                    .arg(more));
    QElapsedTimer clock;
    clock.start();
    dock.run();
    qInfo("%d rows asked, run() took %lld ms: %s", more, static_cast<long long>(clock.elapsed()),
          qPrintable(dock.statusText()));
    QVERIFY2(!dock.showsError(), qPrintable(dock.errorText()));
    QCOMPARE(dock.model()->rowCount(), static_cast<int>(QueryDock::kMaxRows));
    QVERIFY(dock.model()->result().truncated);
    QVERIFY2(dock.statusText().startsWith(
                 QStringLiteral("First %1 rows shown").arg(QLocale().toString(qlonglong(QueryDock::kMaxRows)))),
             qPrintable(dock.statusText()));
    // One row fewer is all of them.
    dock.setSql(dock.sql().replace(QString::number(more), QString::number(more - 1)));
    dock.run();
    QCOMPARE(dock.model()->rowCount(), static_cast<int>(QueryDock::kMaxRows));
    QVERIFY(!dock.model()->result().truncated);
    QVERIFY2(dock.statusText().startsWith(
                 QStringLiteral("%1 row(s)").arg(QLocale().toString(qlonglong(QueryDock::kMaxRows)))),
             qPrintable(dock.statusText()));
}

TURNSCOPE_GUI_TEST_MAIN(TestQueryDock)
#include "tst_querydock.moc"
