// EventLogView over 100 M rows (issue 41): a plain table model stands in for the trace (an
// EventLogModel over a real 100 M-event trace is heavy to make, and the view's own cost is
// what is measured here). The view must show, scroll to the end and to the middle, select
// and paint the right rows, and add far less memory than a QTableView, whose vertical
// header keeps an item per row (0.8 GB and 1.3 s at 100 M rows, measured with this test).
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"
#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include <QAbstractTableModel>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QScrollBar>
#include <QSet>

#include <algorithm>

using namespace ts;
using namespace ts::gui;

namespace {

constexpr int kRows = 100'000'000;
// What the view may add over 100 M rows; a QTableView adds 0.8 GB.
constexpr long kMemoryBoundKiB = 200L * 1024;

long rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (QByteArray line = status.readLine(); !line.isEmpty(); line = status.readLine())
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// Rows are numbers; every cell says which row it is. It records the rows the view read
// for painting, so a test can tell which rows were drawn.
class NumberedRows : public QAbstractTableModel {
public:
    int rowCount(const QModelIndex& parent = QModelIndex()) const override { return parent.isValid() ? 0 : kRows; }
    int columnCount(const QModelIndex& parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : EventLogModel::ColumnCount;
    }
    QVariant data(const QModelIndex& index, int role) const override
    {
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == EventLogModel::SummaryColumn)
                painted.insert(index.row());
            if (index.column() == EventLogModel::GutterColumn)
                return {};
            return index.column() == EventLogModel::SeqColumn ? QString::number(index.row())
                                                              : QStringLiteral("row %1").arg(index.row());
        case SeqRole: return qulonglong(index.row());
        case DepthRole: return index.row() % 4;
        case BreakpointRole: return index.row() % 7 == 0;
        default: return {};
        }
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return QStringLiteral("Column %1").arg(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    mutable QSet<int> painted;
};

struct Fixture {
    SessionController controller;
    NumberedRows model;
    EventLogView view{&controller};

    int firstShown() const { return view.rowAt(0); }
    int lastShown() const { return view.rowAt(view.viewport()->height() - 1); }
    bool fullyShown(int row) const
    {
        return view.viewport()->rect().contains(view.visualRect(model.index(row, EventLogModel::SeqColumn)));
    }
    // Paints the viewport now and returns the rows whose summaries it read.
    QSet<int> paintNow()
    {
        model.painted.clear();
        view.viewport()->repaint();
        return model.painted;
    }
    // The colour at the right end of a row's summary (past its short text).
    QColor colourOf(const QImage& image, int row) const
    {
        const QRect r = view.visualRect(model.index(row, EventLogModel::SummaryColumn));
        const QPoint p = view.viewport()->mapTo(&view, QPoint(view.viewport()->width() - 8, r.center().y()));
        return image.pixelColor(p * image.devicePixelRatio());
    }
};

QSet<int> range(int first, int last)
{
    QSet<int> rows;
    for (int r = first; r <= last; ++r)
        rows.insert(r);
    return rows;
}

}  // namespace

class TestEventLogViewLarge : public QObject {
    Q_OBJECT
private slots:
    void hundredMillionRows()
    {
        const long before = rssKiB();
        QElapsedTimer clock;
        clock.start();
        Fixture f;
        f.view.resize(1366, 768);
        f.view.setModel(&f.model);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.repaint();
        const qint64 firstPaint = clock.elapsed();
        const long grown = rssKiB() - before;
        qInfo("100 M rows: setModel + show + first paint %lld ms, resident memory +%ld KiB", firstPaint, grown);
        QVERIFY2(grown < kMemoryBoundKiB, qPrintable(QStringLiteral("the view added %1 KiB").arg(grown)));

        // The cursor (0) is the first row, selected and painted as a selection.
        QCOMPARE(f.view.currentIndex().row(), 0);
        QCOMPARE(f.firstShown(), 0);
        const int page = f.lastShown() + 1;
        QVERIFY(page > 10);
        QCOMPARE(f.paintNow(), range(0, page - 1));

        // The end: the last row is shown whole.
        clock.restart();
        f.view.scrollToBottom();
        const QSet<int> atEnd = f.paintNow();
        qInfo("scroll to the end and paint: %lld ms", clock.elapsed());
        QVERIFY(f.fullyShown(kRows - 1));
        QCOMPARE(f.view.rowAt(f.view.visualRect(f.model.index(kRows - 1, 1)).center().y()), kRows - 1);
        QVERIFY(atEnd.contains(kRows - 1) && atEnd.contains(f.firstShown()));
        QCOMPARE(atEnd, range(f.firstShown(), kRows - 1));

        // The middle: scrolled to, picked, selected, painted in the selection's colour.
        const int middle = kRows / 2 + 12345;
        clock.restart();
        f.view.scrollTo(f.model.index(middle, EventLogModel::SeqColumn), QAbstractItemView::PositionAtCenter);
        f.view.setCurrentIndex(f.model.index(middle, EventLogModel::SeqColumn));
        const QSet<int> inMiddle = f.paintNow();
        qInfo("scroll to the middle, select and paint: %lld ms", clock.elapsed());
        QVERIFY(f.fullyShown(middle));
        QVERIFY(inMiddle.contains(middle));
        QCOMPARE(inMiddle, range(f.firstShown(), f.lastShown()));
        QVERIFY(f.view.selectionModel()->isRowSelected(middle, QModelIndex()));
        QCOMPARE(f.view.selectionModel()->selectedRows().size(), 1);
        const QPoint centre = f.view.visualRect(f.model.index(middle, EventLogModel::KindColumn)).center();
        QCOMPARE(f.view.indexAt(centre), f.model.index(middle, EventLogModel::KindColumn));

        const QImage image = f.view.grab().toImage();
        const QPalette& palette = f.view.palette();
        const auto group = f.view.isActiveWindow() ? QPalette::Active : QPalette::Inactive;
        QCOMPARE(f.colourOf(image, middle), palette.color(group, QPalette::Highlight));
        for (const int row : {middle - 1, middle + 1}) {
            const QColor plain = palette.color(group, row % 2 ? QPalette::AlternateBase : QPalette::Base);
            QCOMPARE(f.colourOf(image, row), plain);
        }
        QVERIFY(test::saveGrab(f.view, QStringLiteral("eventlog-100M-rows.png")));

        // Keys move through the middle of the log a row and a page at a time.
        f.view.setFocus();
        QTest::keyClick(&f.view, Qt::Key_Down);
        QCOMPARE(f.view.currentIndex().row(), middle + 1);
        QTest::keyClick(&f.view, Qt::Key_PageDown);
        QVERIFY(f.view.currentIndex().row() > middle + 10);
        QVERIFY(f.fullyShown(f.view.currentIndex().row()));
        QTest::keyClick(&f.view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(f.view.currentIndex().row(), kRows - 1);
        QVERIFY(f.fullyShown(kRows - 1));
        QTest::keyClick(&f.view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(f.view.currentIndex().row(), 0);
        QCOMPARE(f.firstShown(), 0);
        // A key no row's number starts with looks a bounded way ahead, not through 100 M rows.
        clock.restart();
        QTest::keyClick(&f.view, Qt::Key_X);
        QCOMPARE(f.view.currentIndex().row(), 0);
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(clock.elapsed())));
        QTest::qWait(QApplication::keyboardInputInterval() + 50);
        QTest::keyClick(&f.view, Qt::Key_7);  // typed after a pause: a new search, from row 1
        QCOMPARE(f.view.currentIndex().row(), 7);

        // A drag at the end of rows 40 px tall: 4 G pixels down, past what an int holds.
        f.view.setRowHeight(40);
        f.view.scrollToBottom();
        const QPoint from = f.view.visualRect(f.model.index(kRows - 2, EventLogModel::KindColumn)).center();
        const QPoint to = f.view.visualRect(f.model.index(kRows - 5, EventLogModel::SummaryColumn)).center();
        QTest::mousePress(f.view.viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, to, f.view.viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(f.view.viewport(), &move);
        QTest::mouseRelease(f.view.viewport(), Qt::LeftButton, {}, to);
        QModelIndexList rows = f.view.selectionModel()->selectedRows();
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.front().row(), kRows - 5);
        QCOMPARE(rows.back().row(), kRows - 2);
        qInfo("resident memory at the end: +%ld KiB", rssKiB() - before);
    }

    // Ctrl+A, Ctrl+C over 100 M rows: the first 100,000 rows are copied, in order, and a last
    // line says how many were left out; no index per selected row is made (memory bound).
    void copyingEverythingIsBounded()
    {
        const long before = rssKiB();
        Fixture f;
        f.view.resize(800, 600);
        f.view.setModel(&f.model);
        f.view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.selectAll();
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(&f.view, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'));
        qInfo("copy of everything: %lld ms, %lld lines", clock.elapsed(), static_cast<long long>(lines.size()));
        QCOMPARE(lines.size(), 100'002);  // 100,000 rows, the note, the final newline's empty part
        QCOMPARE(lines.at(0), f.view.rowText(0));
        QCOMPARE(lines.at(99'999), f.view.rowText(99'999));
        QVERIFY2(lines.at(100'000).contains(QStringLiteral("99900000")), qPrintable(lines.at(100'000)));
        QVERIFY(lines.at(100'001).isEmpty());
        const long grown = rssKiB() - before;
        QVERIFY2(grown < kMemoryBoundKiB, qPrintable(QStringLiteral("+%1 KiB").arg(grown)));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventLogViewLarge)
#include "tst_eventlogview_large.moc"
