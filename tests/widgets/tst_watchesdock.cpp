// The Watches panel on a sample of every ruleset (issue 39): a watch on a traced field, added
// by name or with "Watch This" on an inspector value, has a track whose changes are that
// field's writes, event for event; the list shows its value at the cursor as the state does;
// a logpoint on a clause has a hit at every event citing it; the tracks under the timeline
// follow the timeline's view and a click on them seeks; a track exports as CSV and as PNG and
// SVG pictures; bad input is refused with the reason. Models run under QAbstractItemModelTester.
#include "field_writes.h"
#include "gui_support.h"
#include "gui_test_main.h"
#include "panels/timeline/timelinedock.h"
#include "panels/timeline/timelinewidget.h"
#include "panels/watches/watchesdock.h"
#include "panels/watches/watchesmodel.h"
#include "panels/watches/watchexport.h"
#include "panels/watches/watchlist.h"
#include "panels/watches/watchpointsmodel.h"
#include "panels/watches/watchtrackswidget.h"
#include "sample_rows.h"
#include "window/mainwindow.h"

#include "kernel/kinds.h"
#include "kernel/session/state_fields.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;
using namespace ts::gui;

namespace {

// An integer of the state at the cursor whose field was written at least twice.
std::optional<std::pair<QString, FieldRef>> writtenValue(SessionController& c)
{
    Session& s = *c.session();
    WriteIndex index;
    index.extend(s.trace());
    const StateFieldLookup lookup(s.trace(), index, s.ruleset());
    const nlohmann::json state = c.stateAtCursor()->toJson();
    const auto integer = [](const nlohmann::json& v) { return v.is_number_integer(); };
    for (const std::string& p : test::leafPaths(state, integer))
        if (const auto ref = s.ruleset().fieldAtStatePath(state, p, lookup); ref && index.writes(*ref).size() >= 2)
            return std::pair{QString::fromStdString(p), *ref};
    return std::nullopt;
}

// The value the state shows at `path` after event `seq` (nothing where the state's shape
// has no such path: a list not yet as long).
std::optional<std::int64_t> stateValue(SessionController& c, Seq seq, const QString& path)
{
    c.seekNow(seq);
    const nlohmann::json state = c.stateAtCursor()->toJson();
    const nlohmann::json::json_pointer pointer(path.toStdString());
    if (!state.contains(pointer) || !state.at(pointer).is_number_integer())
        return std::nullopt;
    return state.at(pointer).get<std::int64_t>();
}

bool waitBuilt(WatchList& list)
{
    list.setSliceBudgetMs(200);
    return QTest::qWaitFor(
        [&] {
            for (int i = 0; i < list.count(); ++i)
                if (list.at(i).status != Watch::Status::Ready && list.at(i).status != Watch::Status::Failed)
                    return false;
            return true;
        },
        60000);
}

}  // namespace

class TestWatchesDock : public QObject {
    Q_OBJECT

private slots:
    void fieldWatchFollowsWrites_data();
    void fieldWatchFollowsWrites();
    void plantedWrongValueIsCaught();
    void logpointHitsEveryEventOfItsClause();
    void tracksFollowTheTimelineAndSeek();
    void exportsCsvAndPictures();
    void badInputIsRefused();
    void tracksSitUnderTheTimelineInTheWindow();

private:
    QTemporaryDir settings_;

private slots:
    void initTestCase()
    {
        // The window's layout is saved per ruleset: the test's own settings, not the user's.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings_.path());
        QSettings::setDefaultFormat(QSettings::NativeFormat);
    }
};

void TestWatchesDock::fieldWatchFollowsWrites_data() { test::addFirstSamplePathRows(); }

// "Watch This" on a written value: the track is the field's writes; the list's value at the
// cursor is the state's; the points table lists the changes. ENTITY.FIELD by name gives the
// same track.
void TestWatchesDock::fieldWatchFollowsWrites()
{
    QFETCH(QString, path);
    QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
    SessionController c;
    WatchesDock dock(&c);
    QAbstractItemModelTester listTester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester pointsTester(dock.pointsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(test::openAndRun(c, path));
    const Trace& t = c.session()->trace();
    c.seekNow(t.size() / 2);
    const auto value = writtenValue(c);
    QVERIFY2(value, "no integer of the state has two writes");
    const auto [statePath, ref] = *value;

    c.requestWatch(statePath);
    QCOMPARE(dock.list()->count(), 1);
    QVERIFY(waitBuilt(*dock.list()));
    const Watch& w = dock.list()->at(0);
    QVERIFY2(w.track, qPrintable(w.error));
    QVERIFY(w.spec.field.has_value());
    QCOMPARE(*w.spec.field, ref);
    QCOMPARE(w.track->points, test::changesOfWrites(t, ref));
    QVERIFY(w.track->memoryBytes() <= 16 * w.track->points.size());

    // At a few events the list shows what the state shows.
    for (Seq seq : {Seq(0), t.size() / 3, w.track->points.back().seq, t.size() - 1}) {
        const auto expected = stateValue(c, seq, statePath);
        if (!expected)
            continue;
        QCOMPARE(*w.track->valueAt(seq), *expected);
        QTRY_COMPARE(dock.model()->index(0, WatchesModel::ValueColumn).data().toString(), QString::number(*expected));
    }
    dock.watchesView()->selectRow(0);
    QCOMPARE(dock.pointsModel()->rowCount(), static_cast<int>(w.track->points.size()));

    // By name: the same track.
    QString why;
    QVERIFY2(dock.list()->add(w.title, {}, WatchEvery::Step, &why), qPrintable(why));
    QVERIFY(waitBuilt(*dock.list()));
    QVERIFY(dock.list()->at(1).spec.field.has_value());
    QCOMPARE(dock.list()->at(1).track->points, w.track->points);

    // The same value as an expression over `state`, evaluated at rule-step ends: each of
    // its values is the field's at that event.
    QString expression = QStringLiteral("state");
    for (const std::string& token : jsonPointerTokens(statePath.toStdString()))
        expression += std::all_of(token.begin(), token.end(), ::isdigit)
            ? QStringLiteral("[%1]").arg(QString::fromStdString(token))
            : QStringLiteral("[\"%1\"]").arg(QString::fromStdString(token));
    QVERIFY2(dock.list()->add(expression, {}, WatchEvery::Step, &why), qPrintable(why));
    QVERIFY(waitBuilt(*dock.list()));
    const Watch& e = dock.list()->at(2);
    QVERIFY2(e.track, qPrintable(e.error));
    QVERIFY(!e.spec.field);
    QVERIFY(!e.track->points.empty());
    for (const TrackPoint& p : e.track->points)
        if (!e.track->gapAt(p.seq))
            QCOMPARE(p.value, *w.track->valueAt(p.seq));
    if (e.track->gaps.empty())  // a value that comes back after a gap is a point again
        QVERIFY(e.track->points.size() <= w.track->points.size());
    QVERIFY(test::saveGrab(dock, QStringLiteral("watches-%1.png").arg(QFileInfo(path).baseName())));
}

// The comparison above would see a wrong track: one value changed in a copy differs.
void TestWatchesDock::plantedWrongValueIsCaught()
{
    SessionController c;
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    c.seekNow(c.session()->size() / 2);
    const auto value = writtenValue(c);
    QVERIFY(value);
    const std::vector<TrackPoint> truth = test::changesOfWrites(c.session()->trace(), value->second);
    std::vector<TrackPoint> planted = truth;
    planted[planted.size() / 2].value += 1;
    QVERIFY(planted != truth);
}

// A logpoint on a clause: one hit per event citing it, in order.
void TestWatchesDock::logpointHitsEveryEventOfItsClause()
{
    SessionController c;
    WatchesDock dock(&c);
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    const Trace& t = c.session()->trace();
    c.seekNow(t.size() / 2);
    const auto value = writtenValue(c);
    QVERIFY(value);
    // The clause of the field's first write: a clause that surely fires.
    const Event first = t.at(test::changesOfWrites(t, value->second).at(1).seq);
    const QString clause = QString::fromStdString(t.clauseName(first.clause));
    std::vector<Seq> citing;
    for (Seq s = 0; s < t.size(); ++s)
        if (t.at(s).clause == first.clause)
            citing.push_back(s);
    QString why;
    const QString name = QString::fromStdString(t.entityName(value->second.entity) + "." +
                                                c.session()->ruleset().fieldName(value->second.field));
    QVERIFY2(dock.list()->add(name, clause, WatchEvery::Step, &why), qPrintable(why));
    QVERIFY(waitBuilt(*dock.list()));
    const Watch& w = dock.list()->at(0);
    QVERIFY2(w.track, qPrintable(w.error));
    QVERIFY(w.spec.isLogpoint());
    std::vector<Seq> hits;
    for (const TrackPoint& p : w.track->points)
        hits.push_back(p.seq);
    QCOMPARE(hits, citing);
    dock.watchesView()->selectRow(0);
    QCOMPARE(dock.pointsModel()->rowCount(), static_cast<int>(citing.size()));
    emit dock.pointsView()->doubleClicked(dock.pointsModel()->index(1, 0));
    QTRY_COMPARE(c.cursor(), citing.at(1));
}

void TestWatchesDock::tracksFollowTheTimelineAndSeek()
{
    SessionController c;
    WatchesDock dock(&c);
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    c.seekNow(c.session()->size() / 2);
    const auto value = writtenValue(c);
    QVERIFY(value);
    c.requestWatch(value->first);
    QVERIFY(waitBuilt(*dock.list()));
    WatchTracksWidget* tracks = dock.tracks();
    tracks->resize(800, tracks->sizeHint().height());
    tracks->setView(0, static_cast<double>(c.session()->size()), 100, 10);
    tracks->show();
    QVERIFY(QTest::qWaitForWindowExposed(tracks));
    const QRect plot = tracks->plotRect(0);
    QCOMPARE(plot.left(), 100);
    QCOMPARE(plot.right(), 800 - 10 - 1);
    // A click in the middle seeks to the event drawn there.
    const QPoint middle(plot.center().x(), plot.center().y());
    const Seq expected = tracks->seqAt(middle.x());
    QTest::mouseClick(tracks, Qt::LeftButton, {}, middle);
    QTRY_COMPARE(c.cursor(), expected);
    QVERIFY(tracks->toolTipAt(middle).contains(QStringLiteral("#%1").arg(expected)));
    // Zoomed in on the first tenth: the middle is now an earlier event.
    tracks->setView(0, static_cast<double>(c.session()->size()) / 10, 100, 10);
    QVERIFY(tracks->seqAt(middle.x()) < expected);
    QVERIFY(test::saveGrab(*tracks, QStringLiteral("watch-tracks.png")));
}

void TestWatchesDock::exportsCsvAndPictures()
{
    Track track;
    TrackWriter writer(track);
    writer.value(0, 5);
    writer.value(10, 7);
    writer.noValue(20, "boom, \"bad\"");
    writer.value(30, 2);
    writer.finish(40);
    QTemporaryDir dir;
    QString why;
    const QString csv = dir.filePath(QStringLiteral("t.csv"));
    QVERIFY2(exportTrackCsv(track, QStringLiteral("North.power"), csv, &why), qPrintable(why));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()),
             QStringLiteral("event,North.power,note\n0,5,\n10,7,\n20,,\"boom, "
                            "\"\"bad\"\"\"\n30,2,\n"));
    for (const char* name : {"t.png", "t.svg"}) {
        const QString out = dir.filePath(QString::fromLatin1(name));
        QVERIFY2(exportTrackImage(track, QStringLiteral("North.power"), 40, out, QSize(600, 160), QPalette(), &why),
                 qPrintable(why));
        QVERIFY(QFileInfo(out).size() > 200);
    }
    // A folder that does not exist: refused with the path named.
    QVERIFY(!exportTrackCsv(track, QStringLiteral("x"), dir.filePath(QStringLiteral("no/such/t.csv")), &why));
    QVERIFY(why.contains(QStringLiteral("no/such")));
}

void TestWatchesDock::badInputIsRefused()
{
    SessionController c;
    WatchesDock dock(&c);
    QVERIFY(test::openSample(c, "roguelike", "nine-units.json"));
    dock.expressionEdit()->setText(QStringLiteral("state.units[0].tokens +"));
    QVERIFY(!dock.addFromFields());
    QVERIFY(!dock.errorLabel()->text().isEmpty());
    QCOMPARE(dock.list()->count(), 0);
    dock.expressionEdit()->setText(QStringLiteral("state.units[0].tokens"));
    dock.atEdit()->setText(QStringLiteral("no-such-clause-or-entity"));
    QVERIFY(!dock.addFromFields());
    QVERIFY(dock.errorLabel()->text().contains(QStringLiteral("no-such-clause-or-entity")));
    QCOMPARE(dock.list()->count(), 0);
    dock.expressionEdit()->clear();
    dock.atEdit()->clear();
    QVERIFY(!dock.addFromFields());
    QCOMPARE(dock.list()->count(), 0);
}

// In the window: the tracks are in the timeline's dock, under it, with the same x axis; the
// timeline grows to show them; zooming the timeline zooms the tracks. The picture is the
// user guide's (<temp>/turnscope-screenshots/watches-window.png).
void TestWatchesDock::tracksSitUnderTheTimelineInTheWindow()
{
    MainWindow w;
    w.askUnsaved = [] { return QMessageBox::Discard; };
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openFile(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/nation/four-nations.json")));
    QVERIFY(QTest::qWaitFor([&w] { return !w.controller()->isBusy(); }, 60000));
    auto* dock = w.findChild<WatchesDock*>();
    auto* timeline = w.findChild<TimelineDock*>();
    QVERIFY(dock && timeline);
    const int timelineHeight = timeline->height();
    SessionController& c = *w.controller();
    c.seekNow(c.session()->size() / 2);
    const auto value = writtenValue(c);
    QVERIFY(value);
    c.requestWatch(value->first);
    QString why;
    QVERIFY2(dock->list()->add(QStringLiteral("battle() !== null"), {}, WatchEvery::Step, &why), qPrintable(why));
    QVERIFY(waitBuilt(*dock->list()));
    QTest::qWait(50);
    WatchTracksWidget* tracks = dock->tracks();
    QVERIFY(timeline->isAncestorOf(tracks));
    QVERIFY(tracks->isVisible());
    QVERIFY(timeline->height() > timelineHeight);
    QCOMPARE(tracks->height(), 2 * tracks->rowHeight());
    // Shown whole: the scroll area around the timeline's content does not scroll.
    auto* scroll = qobject_cast<QScrollArea*>(timeline->widget());
    QVERIFY(scroll);
    QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    const TimelineWidget* tl = timeline->timeline();
    QCOMPARE(tracks->mapTo(&w, tracks->plotRect(0).topLeft()).x(), tl->mapTo(&w, tl->plotRect().topLeft()).x());
    QCOMPARE(tracks->mapTo(&w, tracks->plotRect(0).topRight()).x(), tl->mapTo(&w, tl->plotRect().topRight()).x());
    timeline->timeline()->zoomBy(4.0, tl->plotRect().center().x());
    QCOMPARE(tracks->viewStart(), tl->viewStart());
    QCOMPARE(tracks->viewEnd(), tl->viewEnd());
    timeline->timeline()->fitAll();
    dock->show();
    dock->raise();
    dock->watchesView()->selectRow(0);
    QTest::qWait(50);
    QVERIFY(w.grab().save(test::screenshotPath(QStringLiteral("watches-window.png"))));
}

TURNSCOPE_GUI_TEST_MAIN(TestWatchesDock)
#include "tst_watchesdock.moc"
