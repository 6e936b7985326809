// EventLogView: the selection follows the cursor without echoing seeks back; double-click
// and Enter seek; the gutter toggles breakpoints; the context menu's actions; the table's
// own geometry (rows scrolled one at a time, the column header, keys, drag and copy,
// tooltips). tst_eventlogview_large has it over 100 M rows.
#include "eventlog_test_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"
#include "session/modelroles.h"

#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

using namespace ts;
using namespace ts::gui;

namespace {

struct Fixture {
    SessionController controller;
    EventLogModel log{&controller};
    EventFilterModel proxy{&log};
    EventLogView view{&controller};

    explicit Fixture(const char* scenario = "nine-units.json")
    {
        view.setModel(&proxy);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", scenario)));
    }
    const Trace& trace() const { return controller.session()->trace(); }
    QModelIndex shown(int row, int column)
    {
        const QModelIndex index = proxy.index(row, column);
        view.scrollTo(index);
        return index;
    }
    QPoint centerOf(const QModelIndex& index) const { return view.visualRect(index).center(); }
    QAction* action(QMenu* menu, const char* name) const
    {
        const auto actions = menu->actions();
        for (QAction* a : actions)
            if (a->objectName() == QLatin1String(name))
                return a;
        return nullptr;
    }
    bool rowVisible(int row) const
    {
        return view.viewport()->rect().contains(view.visualRect(proxy.index(row, 1)).center());
    }
};

bool waitFiltered(const EventFilterModel& proxy)
{
    return QTest::qWaitFor([&] { return !proxy.isFiltering(); }, 20000);
}

}  // namespace

class TestEventLogView : public QObject {
    Q_OBJECT
private slots:
    void selectionFollowsTheCursor()
    {
        Fixture f;
        QSignalSpy moved(&f.controller, &SessionController::cursorMoved);
        const Seq last = f.trace().size() - 1;
        const Seq targets[] = {0, 10, last, 150, 42};
        for (const Seq seq : targets) {
            f.controller.seekNow(seq);
            QCOMPARE(f.view.currentIndex().row(), int(seq));
            QCOMPARE(f.view.selectedSeq(), std::optional<Seq>(seq));
            QVERIFY(f.view.selectionModel()->isRowSelected(int(seq), QModelIndex()));
            QCOMPARE(f.view.selectionModel()->selectedRows().size(), 1);
            QVERIFY(f.rowVisible(int(seq)));
        }
        f.controller.stepInto();
        QCOMPARE(f.view.currentIndex().row(), 43);
        // Following never asks for a seek of its own.
        QTest::qWait(50);
        QCOMPARE(moved.count(), 6);
        QCOMPARE(f.controller.cursor(), Seq(43));
    }

    // A seek off screen, backwards or forwards, puts the cursor's row in the middle; the
    // steps that follow leave the table still (no row at an edge, scrolled at every step).
    void aSeekCentresTheRow()
    {
        Fixture f;
        const int page = f.view.viewport()->height() / f.view.rowHeight();
        QVERIFY(int(f.trace().size()) > 6 * page);
        QScrollBar* bar = f.view.verticalScrollBar();
        const Seq targets[] = {Seq(4 * page), Seq(page + 2), Seq(5 * page)};
        for (const Seq seq : targets) {
            f.controller.seekNow(seq);
            const int y = f.view.visualRect(f.view.currentIndex()).center().y();
            QVERIFY2(std::abs(y - f.view.viewport()->height() / 2) <= f.view.rowHeight(),
                     qPrintable(QString::number(y)));
            const int top = bar->value();
            f.controller.seekNow(seq - 1);
            f.controller.seekNow(seq + 1);
            QCOMPARE(bar->value(), top);
        }
    }

    void selectionFollowsTheCursorThroughAFilter()
    {
        Fixture f;
        const KindId move = test::kindId(f.trace(), "roguelike.move");
        f.proxy.setKindFilter({int(move)});
        QVERIFY(waitFiltered(f.proxy));
        std::vector<Seq> moves;
        for (Seq i = 0; i < f.trace().size(); ++i)
            if (f.trace().at(i).kind == move)
                moves.push_back(i);
        QVERIFY(moves.size() >= 3);
        f.controller.seekNow(moves[2]);
        QCOMPARE(f.view.currentIndex().row(), 2);
        // An event the filter hides: the last shown row before it.
        f.controller.seekNow(moves[2] + 1);
        QVERIFY(f.trace().at(moves[2] + 1).kind != move);
        QCOMPARE(f.view.currentIndex().row(), 2);
        // A new filter finds the cursor's row again.
        f.proxy.setKindFilter({});
        QVERIFY(waitFiltered(f.proxy));
        QCOMPARE(f.view.currentIndex().row(), int(moves[2] + 1));
    }

    void doubleClickSeeks()
    {
        Fixture f;
        f.controller.seekNow(0);
        const QModelIndex index = f.shown(20, EventLogModel::SummaryColumn);
        // What a window system sends: press, release, double-click, release.
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(index));
        QCOMPARE(f.controller.cursor(), Seq(0));  // a single click only selects
        QTest::mouseDClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(index));
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(index));
        QTRY_COMPARE(f.controller.cursor(), Seq(20));
        QCOMPARE(f.view.currentIndex().row(), 20);

        // Through a filter, the row's event.
        f.proxy.setTextFilter(QStringLiteral("moves"));
        QVERIFY(waitFiltered(f.proxy));
        QVERIFY(f.proxy.rowCount() > 3);
        const QModelIndex filtered = f.shown(3, EventLogModel::KindColumn);
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(filtered));
        QTest::mouseDClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(filtered));
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(filtered));
        QTRY_COMPARE(f.controller.cursor(), f.proxy.seqAt(3));
    }

    void enterSeeks()
    {
        Fixture f;
        f.controller.seekNow(5);
        f.view.setFocus();
        f.view.setCurrentIndex(f.shown(30, EventLogModel::SeqColumn));  // the user picks a row ...
        QCOMPARE(f.controller.cursor(), Seq(5));  // ... which does not seek
        QTest::keyClick(&f.view, Qt::Key_Return);
        QTRY_COMPARE(f.controller.cursor(), Seq(30));
        QTest::keyClick(&f.view, Qt::Key_Down);
        QCOMPARE(f.view.currentIndex().row(), 31);
        QTest::keyClick(&f.view, Qt::Key_Enter);
        QTRY_COMPARE(f.controller.cursor(), Seq(31));
    }

    void gutterClickTogglesABreakpoint()
    {
        Fixture f;
        f.controller.seekNow(3);
        const Seq row = 12;
        const KindId kind = f.trace().at(row).kind;
        const QModelIndex gutter = f.shown(int(row), EventLogModel::GutterColumn);
        QVERIFY(!gutter.data(BreakpointRole).toBool());
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(gutter));
        const auto& bps = f.controller.session()->breakpoints();
        QCOMPARE(bps.size(), std::size_t(1));
        QCOMPARE(bps.front().kind, std::optional<KindId>(kind));
        QVERIFY(gutter.data(BreakpointRole).toBool());
        for (int r = 0; r < f.proxy.rowCount(); ++r)
            QCOMPARE(f.proxy.index(r, 0).data(BreakpointRole).toBool(), f.trace().at(Seq(r)).kind == kind);
        QCOMPARE(f.view.currentIndex().row(), 3);  // the click did not move the selection
        QCOMPARE(f.controller.cursor(), Seq(3));
        QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.centerOf(gutter));
        QVERIFY(f.controller.session()->breakpoints().empty());
        QVERIFY(!gutter.data(BreakpointRole).toBool());
    }

    void contextMenu()
    {
        Fixture f;
        f.controller.seekNow(0);
        // A row with two subjects (an attack) when there is one, else any with a subject.
        int row = -1;
        for (Seq i = 0; i < f.trace().size() && row < 0; ++i)
            if (f.trace().at(i).subject[0] != kNoEntity && f.trace().at(i).subject[1] != kNoEntity)
                row = int(i);
        for (Seq i = 20; i < f.trace().size() && row < 0; ++i)
            if (f.trace().at(i).subject[0] != kNoEntity)
                row = int(i);
        QVERIFY(row > 0);
        const Event e = f.trace().at(Seq(row));
        const QModelIndex index = f.shown(row, EventLogModel::SummaryColumn);

        std::unique_ptr<QMenu> menu(f.view.createContextMenu(index, &f.view));
        QAction* clause = f.action(menu.get(), "breakOnClause");
        QVERIFY(clause && !clause->isChecked());
        clause->trigger();
        auto& bps = f.controller.session()->breakpoints();
        QCOMPARE(bps.size(), std::size_t(1));
        QCOMPARE(bps.front().clause, std::optional<std::string>(f.trace().clauseName(e.clause)));
        QVERIFY(!bps.front().kind && !bps.front().entity);

        menu.reset(f.view.createContextMenu(index, &f.view));
        QVERIFY(f.action(menu.get(), "breakOnClause")->isChecked());
        f.action(menu.get(), "breakOnClause")->trigger();  // toggles it off again
        QVERIFY(bps.empty());

        menu.reset(f.view.createContextMenu(index, &f.view));
        f.action(menu.get(), "breakOnEntity")->trigger();
        QCOMPARE(bps.size(), std::size_t(1));
        QCOMPARE(bps.front().entity, std::optional<EntityId>(e.subject[0]));
        f.action(menu.get(), "breakOnKind")->trigger();
        QCOMPARE(bps.size(), std::size_t(2));
        QCOMPARE(bps.back().kind, std::optional<KindId>(e.kind));
        f.controller.removeBreakpoint(bps.front().id);
        f.controller.removeBreakpoint(bps.front().id);
        QVERIFY(bps.empty());

        QAction* copy = f.action(menu.get(), "copyLine");
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), f.view.rowText(row));
        QVERIFY(f.view.rowText(row).startsWith(QString::number(row) + QLatin1Char('\t')));
        QVERIFY(f.view.rowText(row).endsWith(QString::fromStdString(f.controller.render()->line(e))));

        // Run to here: forward from the cursor, no breakpoints on the way.
        QAction* run = f.action(menu.get(), "runToHere");
        QVERIFY(run->isEnabled());
        run->trigger();
        QTRY_COMPARE(f.controller.cursor(), Seq(row));
        QVERIFY(!f.controller.isBusy());
        menu.reset(f.view.createContextMenu(index, &f.view));
        QVERIFY(!f.action(menu.get(), "runToHere")->isEnabled());  // already there
        QVERIFY(!f.action(menu.get(), "goToEvent")->isEnabled());
        menu.reset(f.view.createContextMenu(f.shown(2, 1), &f.view));
        f.action(menu.get(), "goToEvent")->trigger();
        QTRY_COMPARE(f.controller.cursor(), Seq(2));
    }

    // Rows are scrolled one at a time: the scroll bar's value is the first row shown, a
    // wheel step moves it by the platform's lines, and the last row can be shown whole.
    void scrollsByRows()
    {
        Fixture f;
        f.controller.seekNow(0);
        QScrollBar* bar = f.view.verticalScrollBar();
        const int rows = f.proxy.rowCount();
        QVERIFY(rows > 3 * f.view.pageRows());
        QCOMPARE(bar->maximum(), rows - f.view.pageRows());
        QCOMPARE(bar->pageStep(), f.view.pageRows());
        QCOMPARE(f.view.rowAt(0), 0);
        QCOMPARE(f.view.rowAt(f.view.rowHeight() * 3 + 1), 3);
        QCOMPARE(f.view.rowAt(-1), -1);
        const QPoint inside = f.view.viewport()->rect().center();
        QWheelEvent wheel(inside, f.view.viewport()->mapToGlobal(inside), {}, {0, -120}, Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(f.view.viewport(), &wheel);
        QCOMPARE(bar->value(), QApplication::wheelScrollLines());
        QCOMPARE(f.view.rowAt(0), bar->value());
        QCOMPARE(f.view.visualRect(f.proxy.index(bar->value(), 1)).top(), 0);
        // At the end the last row sits on the bottom edge (no blank strip), as in a QTableView.
        f.view.scrollToBottom();
        QCOMPARE(f.view.rowAt(f.view.visualRect(f.proxy.index(rows - 1, 1)).center().y()), rows - 1);
        QCOMPARE(f.view.visualRect(f.proxy.index(rows - 1, 1)).bottom(), f.view.viewport()->height() - 1);
        QCOMPARE(f.view.indexAt(QPoint(50, f.view.viewport()->height() - 1)).row(), rows - 1);
        QCOMPARE(f.view.rowAt(0),
                 rows - f.view.pageRows() - (f.view.viewport()->height() % f.view.rowHeight() ? 1 : 0));
        // A notch back up: rows from the top edge again.
        QWheelEvent up(inside, f.view.viewport()->mapToGlobal(inside), {}, {0, 120}, Qt::NoButton, {},
                       Qt::NoScrollPhase, false);
        QApplication::sendEvent(f.view.viewport(), &up);
        QCOMPARE(bar->value(), bar->maximum() - QApplication::wheelScrollLines());
        QCOMPARE(f.view.visualRect(f.proxy.index(bar->value(), 1)).top(), 0);
    }

    // One header, over the columns (no per-row header); its columns resize as a table's.
    void columnHeader()
    {
        Fixture f;
        const auto headers = f.view.findChildren<QHeaderView*>();
        QCOMPARE(headers.size(), 1);
        QHeaderView* header = f.view.horizontalHeader();
        QCOMPARE(header->orientation(), Qt::Horizontal);
        QCOMPARE(header->count(), int(EventLogModel::ColumnCount));
        QVERIFY(header->isVisible());
        QCOMPARE(header->geometry().bottom() + 1, f.view.viewport()->geometry().top());
        QCOMPARE(header->width(), f.view.viewport()->width());
        QVERIFY(header->stretchLastSection());
        const QModelIndex clause = f.shown(5, EventLogModel::ClauseColumn);
        const int x = f.view.visualRect(clause).left();
        QCOMPARE(x, header->sectionViewportPosition(EventLogModel::ClauseColumn));
        header->resizeSection(EventLogModel::KindColumn, header->sectionSize(EventLogModel::KindColumn) + 40);
        QCOMPARE(f.view.visualRect(clause).left(), x + 40);
        QCOMPARE(f.view.indexAt(f.centerOf(clause)), clause);
        // A double-click on a handle fits the column to the rows on screen.
        header->resizeSection(EventLogModel::KindColumn, 10);
        emit header->sectionHandleDoubleClicked(EventLogModel::KindColumn);
        int widest = 0;
        for (int row = f.view.rowAt(0); row >= 0 && row <= f.view.rowAt(f.view.viewport()->height() - 1); ++row)
            widest = std::max(widest,
                              f.view.fontMetrics().horizontalAdvance(
                                  f.proxy.index(row, EventLogModel::KindColumn).data().toString()));
        QVERIFY2(header->sectionSize(EventLogModel::KindColumn) > widest,
                 qPrintable(QString::number(header->sectionSize(EventLogModel::KindColumn))));
    }

    // Home and End go to the log's first and last rows, Page Down by a screenful.
    void keys()
    {
        Fixture f;
        f.controller.seekNow(10);
        f.view.setFocus();
        QTest::keyClick(&f.view, Qt::Key_End);
        QCOMPARE(f.view.currentIndex().row(), f.proxy.rowCount() - 1);
        QVERIFY(f.rowVisible(f.proxy.rowCount() - 1));
        QTest::keyClick(&f.view, Qt::Key_Home);
        QCOMPARE(f.view.currentIndex().row(), 0);
        QCOMPARE(f.view.rowAt(0), 0);
        QTest::keyClick(&f.view, Qt::Key_PageDown);
        QCOMPARE(f.view.currentIndex().row(), f.view.pageRows());
        QVERIFY(f.rowVisible(f.view.pageRows()));
        QTest::keyClick(&f.view, Qt::Key_Up);
        QCOMPARE(f.view.currentIndex().row(), f.view.pageRows() - 1);
        QTest::keyClick(&f.view, Qt::Key_Down, Qt::ShiftModifier);
        QTest::keyClick(&f.view, Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(f.view.selectionModel()->selectedRows().size(), 3);
        QCOMPARE(f.controller.cursor(), Seq(10));  // moving the selection never seeks

        // Typing goes to the next event whose number starts with the keys typed.
        f.view.setCurrentIndex(f.proxy.index(20, EventLogModel::SeqColumn));
        QTest::keyClick(&f.view, Qt::Key_3);
        QCOMPARE(f.view.currentIndex().row(), 30);
        QTest::keyClick(&f.view, Qt::Key_4);
        QCOMPARE(f.view.currentIndex().row(), 34);
        QTest::keyClick(&f.view, Qt::Key_X);  // no event number has it: nothing moves
        QCOMPARE(f.view.currentIndex().row(), 34);
        QCOMPARE(f.controller.cursor(), Seq(10));
    }

    // A drag selects whole rows; Copy puts them on the clipboard in order, one per line.
    void dragSelectsAndCopies()
    {
        Fixture f;
        f.controller.seekNow(0);
        const QPoint from = f.centerOf(f.shown(9, EventLogModel::SummaryColumn));
        const QPoint to = f.centerOf(f.shown(5, EventLogModel::KindColumn));
        QTest::mousePress(f.view.viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, f.view.viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(f.view.viewport(), &move);
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, to);
        QModelIndexList rows = f.view.selectionModel()->selectedRows();
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows.size(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(rows.at(i).row(), 5 + i);
        f.view.copySelection();
        QStringList expected;
        for (int row = 5; row <= 9; ++row)
            expected << f.view.rowText(row);
        QCOMPARE(QGuiApplication::clipboard()->text(), expected.join(QLatin1Char('\n')) + QLatin1Char('\n'));
        QCOMPARE(f.controller.cursor(), Seq(0));
    }

    // The model's tooltips (the gutter's, a clause's rule text) are shown over the cells.
    void tooltips()
    {
        Fixture f;
        const QModelIndex gutter = f.shown(4, EventLogModel::GutterColumn);
        const QString expected = gutter.data(Qt::ToolTipRole).toString();
        QVERIFY(!expected.isEmpty());
        const QPoint at = f.centerOf(gutter);
        QHelpEvent help(QEvent::ToolTip, at, f.view.viewport()->mapToGlobal(at));
        QApplication::sendEvent(f.view.viewport(), &help);
        QTRY_COMPARE(QToolTip::text(), expected);
        QToolTip::hideText();
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventLogView)
#include "tst_eventlogview.moc"
