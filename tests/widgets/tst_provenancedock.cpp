// The "Who changed this?" panel on a sample of every ruleset: asked about an inspector value,
// it lists that field's writes exactly as a brute-force scan finds them, selects the last
// one at or before the cursor, shows its chain back, marks the writes on the timeline,
// follows a chain entry back to its own field, and seeks on double-click. Both models run
// under QAbstractItemModelTester from before they are filled.
#include "field_writes.h"
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/inspector/inspectordock.h"
#include "panels/inspector/inspectormodel.h"
#include "panels/provenance/provenancechainmodel.h"
#include "panels/provenance/provenancedock.h"
#include "panels/provenance/provenancemodel.h"
#include "session/writeindexer.h"

#include "kernel/kinds.h"
#include "kernel/session/provenance.h"
#include "kernel/session/state_fields.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace ts;
using namespace ts::gui;

namespace {

// A value of the state at the cursor whose field was written at least twice, one of the
// writes after the cursor (so moving the cursor changes the answer).
std::optional<std::pair<QString, FieldRef>> interestingValue(SessionController& c)
{
    Session& s = *c.session();
    WriteIndex index;
    index.extend(s.trace());
    const StateFieldLookup lookup(s.trace(), index, s.ruleset());
    const nlohmann::json state = c.stateAtCursor()->toJson();
    for (const std::string& p : test::leafPaths(state)) {
        const auto ref = s.ruleset().fieldAtStatePath(state, p, lookup);
        if (!ref)
            continue;
        const auto w = index.writes(*ref);
        if (w.size() >= 2 && w.front() <= c.cursor() && w.back() > c.cursor())
            return std::pair{QString::fromStdString(p), *ref};
    }
    return std::nullopt;
}

}  // namespace

class TestProvenanceDock : public QObject {
    Q_OBJECT

private slots:
    void answersOnEveryRuleset_data();
    void answersOnEveryRuleset();
    void inspectorAsksWhoChanged();
    void inspectorAsksAboutAListsLength();
    void unmappedValueIsSaid();
};

void TestProvenanceDock::answersOnEveryRuleset_data()
{
    QTest::addColumn<QString>("path");
    // The largest sample of each registered ruleset (the most writes); a ruleset without a
    // sample is a failing row (issue 37).
    for (const QString& id : test::rulesetIds()) {
        QString largest;
        for (const QString& p : test::samplesOf(id))
            if (largest.isEmpty() || QFileInfo(p).size() > QFileInfo(largest).size())
                largest = p;
        QTest::addRow("%s/%s", qPrintable(id),
                      largest.isEmpty() ? "(no sample)" : qPrintable(QFileInfo(largest).fileName()))
            << largest;
    }
}

void TestProvenanceDock::answersOnEveryRuleset()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample in resources/scenarios/<id>/ (see the row's name)");
    SessionController c;
    ProvenanceDock dock(&c);
    dock.resize(760, 520);
    QAbstractItemModelTester writesTester(dock.writesModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester chainTester(dock.chainModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(c, path));
    const Trace& t = c.session()->trace();
    c.seekNow(t.size() / 2);
    const auto value = interestingValue(c);
    QVERIFY2(value, "no value at the cursor has writes before and after it");
    const auto [statePath, ref] = *value;

    QSignalSpy ready(dock.indexer(), &WriteIndexer::ready);
    c.requestProvenance(statePath);
    QTRY_VERIFY(dock.indexer()->isComplete());
    QTRY_VERIFY(dock.field().has_value());
    QCOMPARE(*dock.field(), ref);
    const std::vector<Seq> expected = test::writesOf(t, ref);
    QCOMPARE(dock.writesModel()->writes(), expected);
    QCOMPARE(c.writeMarks(), expected);  // marked on the timeline
    // The last write at or before the cursor is selected, and its chain shown.
    const Seq last = *std::prev(std::upper_bound(expected.begin(), expected.end(), c.cursor()));
    QCOMPARE(dock.writesView()->currentIndex().data(SeqRole).toULongLong(), last);
    QVERIFY(dock.writesModel()->index(dock.writesView()->currentIndex().row(), 0).data(ChangedRole).toBool());
    QCOMPARE(dock.chainModel()->index(0, ProvenanceChainModel::SeqColumn).data(SeqRole).toULongLong(), last);
    QVERIFY(dock.summaryText().contains(QStringLiteral("#%1").arg(last)));

    // Moving the cursor past the next write selects that one.
    const Seq next = *std::upper_bound(expected.begin(), expected.end(), c.cursor());
    c.seekNow(next);
    QCOMPARE(dock.writesView()->currentIndex().data(SeqRole).toULongLong(), next);
    QVERIFY(test::saveGrab(dock, QStringLiteral("provenance-%1.png").arg(QFileInfo(path).baseName())));
    // Before the first write: nothing selected, the start value said.
    if (expected.front() > 0) {
        c.seekNow(expected.front() - 1);
        QVERIFY(!dock.writesModel()->lastRow());
        QCOMPARE(dock.chainModel()->rowCount(), 0);
        c.seekNow(next);
    }
    // The chain's "old value written" row is the write before, and Follow Back on a write
    // of the chain shows that write's field with it selected.
    const auto chainRows = dock.chainModel()->rowCount();
    std::optional<int> followRow;
    for (int r = 0; r < chainRows; ++r)
        if (dock.chainModel()->index(r, 0).data(ProvenanceChainModel::FollowRole).toBool()) {
            followRow = r;
            break;
        }
    QVERIFY(followRow);
    const Seq followed = dock.chainModel()->index(*followRow, 0).data(SeqRole).toULongLong();
    QVERIFY(followed < next);
    dock.chainView()->setCurrentIndex(dock.chainModel()->index(*followRow, 0));
    dock.followSelected();
    QCOMPARE(*dock.field(), readWrite(t, followed).ref);
    QCOMPARE(dock.writesView()->currentIndex().data(SeqRole).toULongLong(), followed);
    QCOMPARE(dock.chainModel()->index(0, 0).data(SeqRole).toULongLong(), followed);

    // A double-click goes to the event.
    emit dock.writesView()->doubleClicked(dock.writesModel()->index(0, 0));
    QTRY_COMPARE(c.cursor(), dock.writesModel()->writes().front());
}

void TestProvenanceDock::inspectorAsksWhoChanged()
{
    SessionController c;
    InspectorDock inspector(&c);
    ProvenanceDock dock(&c);
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    c.seekNow(c.session()->size() / 2);
    QTRY_VERIFY(!inspector.model()->isBuilding());
    const QModelIndex tokens = inspector.model()->indexForPath(QStringLiteral("/units/3/tokens"));
    QVERIFY(tokens.isValid());
    QSignalSpy asked(&c, &SessionController::provenanceRequested);
    inspector.askWhoChanged(tokens);
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.first().first().toString(), QStringLiteral("/units/3/tokens"));
    QTRY_VERIFY(dock.field().has_value());
    QCOMPARE(QString::fromStdString(c.session()->ruleset().fieldName(dock.field()->field)), QStringLiteral("tokens"));
    // An object is not a value: nothing is asked.
    inspector.askWhoChanged(inspector.model()->indexForPath(QStringLiteral("/units/3")));
    QCOMPARE(asked.count(), 1);
}

void TestProvenanceDock::inspectorAsksAboutAListsLength()
{
    SessionController c;
    InspectorDock inspector(&c);
    ProvenanceDock dock(&c);
    QVERIFY(test::openSample(c, "events", "duel.json"));
    c.seekNow(c.session()->size() - 1);
    QTRY_VERIFY(!inspector.model()->isBuilding());
    const QModelIndex hand = inspector.model()->indexForPath(QStringLiteral("/players/1/hand"));
    QVERIFY(hand.isValid());
    QVERIFY(hand.data(InspectorModel::IsListRole).toBool());
    inspector.askWhoChanged(hand);
    QTRY_VERIFY(dock.field().has_value());
    QCOMPARE(QString::fromStdString(c.session()->ruleset().fieldName(dock.field()->field)),
             QStringLiteral("hand.size"));
    QCOMPARE(QString::fromStdString(c.session()->trace().entityName(dock.field()->entity)), QStringLiteral("Bob"));
    QVERIFY(!dock.writesModel()->writes().empty());
}

void TestProvenanceDock::unmappedValueIsSaid()
{
    SessionController c;
    ProvenanceDock dock(&c);
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    c.requestProvenance(QStringLiteral("/units/0/faction"));  // a constant of the scenario
    QTRY_VERIFY(dock.summaryText().contains(QStringLiteral("No traced field")));
    QVERIFY(!dock.field());
    QVERIFY(c.writeMarks().empty());
}

TURNSCOPE_GUI_TEST_MAIN(TestProvenanceDock)
#include "tst_provenancedock.moc"
