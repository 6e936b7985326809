// RowTableAccessible: what a screen reader is given of the event log (RowTableView). On the
// first sample of every ruleset: the view answers as a table whose cells say what the model
// says, whose header cells name the columns, and whose selection and current cell are
// those of the view; moving the current row and the selection sends the events QTableView
// sends. Then a model of 400 M rows, past what child numbers can count (an int).
#include "eventlog_test_support.h"
#include "gui_test_main.h"
#include "sample_rows.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"
#include "panels/eventlog/rowtableaccessible.h"

#include <QAbstractTableModel>
#include <QAccessible>
#include <QHeaderView>

#include <climits>
#include <vector>

using namespace ts;
using namespace ts::gui;

namespace {

// The events the accessibility layer was sent: the type, the child number (an event about
// the view) or -1 (an event about a cell's own interface), the cell's name.
struct Sent {
    QAccessible::Event type;
    int child;
    QString name;
};
std::vector<Sent>* g_sent = nullptr;

void recordEvent(QAccessibleEvent* event)
{
    if (!g_sent)
        return;
    QAccessibleInterface* iface = event->accessibleInterface();
    // An event made from an interface has no object and keeps the interface's id where the
    // child number would be.
    const int child = event->object() ? event->child() : -1;
    g_sent->push_back({event->type(), child, iface ? iface->text(QAccessible::Name) : QString()});
}

// Records the view's events for one test function. The offscreen platform has no active
// screen reader (QAccessible::isActive() is false and only Qt's private API changes it), so
// the events are taken at the view's tap rather than from QAccessible::installUpdateHandler.
struct Recorder {
    std::vector<Sent> sent;
    Recorder()
    {
        g_sent = &sent;
        setRowTableEventTap(recordEvent);
    }
    ~Recorder()
    {
        setRowTableEventTap(nullptr);
        g_sent = nullptr;
    }
    int count(QAccessible::Event type) const
    {
        return int(std::count_if(sent.begin(), sent.end(), [type](const Sent& s) { return s.type == type; }));
    }
    const Sent* last(QAccessible::Event type) const
    {
        for (auto it = sent.rbegin(); it != sent.rend(); ++it)
            if (it->type == type)
                return &*it;
        return nullptr;
    }
};

// Rows are numbers: a cell says "row:column".
class ManyRows : public QAbstractTableModel {
public:
    static constexpr int kRows = 400'000'000;  // 6 columns: 2.4 G cells, past INT_MAX
    int rowCount(const QModelIndex& parent = QModelIndex()) const override { return parent.isValid() ? 0 : kRows; }
    int columnCount(const QModelIndex& parent = QModelIndex()) const override { return parent.isValid() ? 0 : 6; }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (role != Qt::DisplayRole)
            return {};
        return QStringLiteral("%1:%2").arg(index.row()).arg(index.column());
    }
};

}  // namespace

class TestRowTableAccessible : public QObject {
    Q_OBJECT
private slots:
    void cellsAreTheModels_data() { test::addFirstSamplePathRows(); }
    void cellsAreTheModels()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        SessionController controller;
        EventLogModel log(&controller);
        EventFilterModel proxy(&log);
        EventLogView view(&controller);
        view.setModel(&proxy);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(test::openAndRun(controller, path));
        const int rows = proxy.rowCount();
        const int columns = proxy.columnCount();
        QVERIFY(rows > 2);

        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QAccessibleTableInterface* table = iface->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), rows);
        QCOMPARE(table->columnCount(), columns);
        QCOMPARE(iface->childCount(), (rows + 1) * columns);  // the header row first
        for (int column = 0; column < columns; ++column) {
            QAccessibleInterface* header = iface->child(column);
            QVERIFY(header);
            QCOMPARE(header->role(), QAccessible::ColumnHeader);
            QCOMPARE(header->text(QAccessible::Name), proxy.headerData(column, Qt::Horizontal).toString());
            QCOMPARE(table->columnDescription(column), proxy.headerData(column, Qt::Horizontal).toString());
        }
        for (const int row : {0, rows / 2, rows - 1})
            for (int column = 0; column < columns; ++column) {
                QAccessibleInterface* cell = table->cellAt(row, column);
                QVERIFY(cell);
                QCOMPARE(cell->role(), QAccessible::Cell);
                QCOMPARE(cell->text(QAccessible::Name), proxy.index(row, column).data().toString());
                QCOMPARE(cell->parent(), iface);
                const int child = (row + 1) * columns + column;
                QCOMPARE(iface->child(child), cell);
                QCOMPARE(iface->indexOfChild(cell), child);
                QAccessibleTableCellInterface* c = cell->tableCellInterface();
                QVERIFY(c);
                QCOMPARE(c->rowIndex(), row);
                QCOMPARE(c->columnIndex(), column);
                QCOMPARE(c->columnHeaderCells().value(0), iface->child(column));
            }
        // A cell on screen is found at its place.
        const QRect first = table->cellAt(0, EventLogModel::KindColumn)->rect();
        QVERIFY(!first.isEmpty());
        QCOMPARE(iface->childAt(first.center().x(), first.center().y()), table->cellAt(0, EventLogModel::KindColumn));
    }

    void focusAndSelectionEvents_data() { test::addFirstSamplePathRows(); }
    void focusAndSelectionEvents()
    {
        QFETCH(QString, path);
        QVERIFY2(!path.isEmpty(), "a registered ruleset has no sample");
        SessionController controller;
        EventLogModel log(&controller);
        EventFilterModel proxy(&log);
        EventLogView view(&controller);
        view.setModel(&proxy);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(test::openAndRun(controller, path));
        view.activateWindow();
        view.setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QTRY_VERIFY(view.hasFocus());
        const int rows = proxy.rowCount();
        const int columns = proxy.columnCount();
        QVERIFY(rows > 3);
        Recorder recorder;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&view);
        QAccessibleTableInterface* table = iface->tableInterface();

        // The current cell moves: Focus on it; its row is selected: SelectionAdd.
        const int row = rows / 2;
        const QModelIndex target = proxy.index(row, EventLogModel::KindColumn);
        view.selectionModel()->setCurrentIndex(target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const Sent* focus = recorder.last(QAccessible::Focus);
        QVERIFY(focus);
        QCOMPARE(focus->child, (row + 1) * columns + EventLogModel::KindColumn);
        QCOMPARE(focus->name, target.data().toString());
        const Sent* added = recorder.last(QAccessible::SelectionAdd);
        QVERIFY(added);
        QCOMPARE(added->child, (row + 1) * columns);  // the row's first cell
        QCOMPARE(iface->focusChild(), table->cellAt(row, EventLogModel::KindColumn));
        QVERIFY(iface->focusChild()->state().focused);
        QVERIFY(iface->focusChild()->state().selected);
        QCOMPARE(table->selectedRowCount(), 1);
        QCOMPARE(table->selectedRows(), QList<int>{row});
        QVERIFY(table->isRowSelected(row));
        QCOMPARE(table->selectedCellCount(), columns);
        QCOMPARE(int(table->selectedCells().size()), columns);
        QCOMPARE(table->selectedColumnCount(), 0);

        // A key moves it on, as in a QTableView; the old row leaves the selection.
        recorder.sent.clear();
        QTest::keyClick(&view, Qt::Key_Down);
        focus = recorder.last(QAccessible::Focus);
        QVERIFY(focus);
        QCOMPARE(focus->child, (row + 2) * columns + EventLogModel::KindColumn);
        QCOMPARE(focus->name, proxy.index(row + 1, EventLogModel::KindColumn).data().toString());
        const Sent* removed = recorder.last(QAccessible::SelectionRemove);
        QVERIFY(removed);
        QCOMPARE(removed->child, (row + 1) * columns);
        QCOMPARE(table->selectedRows(), QList<int>{row + 1});

        // The screen reader selects: a row more (extended selection), then a row less.
        QVERIFY(table->selectRow(0));
        QCOMPARE(table->selectedRows(), (QList<int>{0, row + 1}));
        QVERIFY(recorder.count(QAccessible::SelectionAdd) >= 1);
        QVERIFY(table->unselectRow(row + 1));
        QCOMPARE(table->selectedRows(), QList<int>{0});
        QVERIFY(!table->selectColumn(0));  // the log selects rows

        // Everything: every row and column, counted without listing.
        view.selectAll();
        QCOMPARE(table->selectedRowCount(), rows);
        QCOMPARE(table->selectedCellCount(), rows * columns);
        QCOMPARE(table->selectedColumnCount(), columns);
        QVERIFY(table->isColumnSelected(columns - 1));
        QCOMPARE(int(table->selectedRows().size()), std::min(rows, int(RowTableAccessible::kMaxListed)));
    }

    // Past INT_MAX cells: the count stops at INT_MAX, the far rows have no child number but
    // are reached by cellAt, and an event about one of them names the cell itself.
    void rowsBeyondChildNumbers()
    {
        ManyRows model;
        RowTableView view;
        view.setModel(&model);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.activateWindow();
        view.setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        Recorder recorder;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(iface);
        QAccessibleTableInterface* table = iface->tableInterface();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), ManyRows::kRows);
        QCOMPARE(iface->childCount(), INT_MAX);
        const int last = ManyRows::kRows - 1;
        QAccessibleInterface* far = table->cellAt(last, 5);
        QVERIFY(far);
        QCOMPARE(far->text(QAccessible::Name), model.index(last, 5).data().toString());
        QCOMPARE(iface->indexOfChild(far), -1);

        view.setCurrentIndex(model.index(last, 5));
        const Sent* focus = recorder.last(QAccessible::Focus);
        QVERIFY(focus);
        QCOMPARE(focus->child, -1);
        QCOMPARE(focus->name, model.index(last, 5).data().toString());

        view.selectAll();
        QCOMPARE(table->selectedRowCount(), ManyRows::kRows);
        QCOMPARE(table->selectedCellCount(), INT_MAX);  // 2.4 G cells, clamped
        QCOMPARE(int(table->selectedRows().size()), RowTableAccessible::kMaxListed);
        QCOMPARE(int(table->selectedCells().size()), RowTableAccessible::kMaxListed);
        QCOMPARE(table->selectedColumnCount(), 6);

        // A reader walking cell after cell keeps at most kMaxCachedCells of them.
        for (int i = 0; i < 3 * RowTableAccessible::kMaxCachedCells; ++i)
            QVERIFY(table->cellAt(i / 6, i % 6));
        QCOMPARE(table->cellAt(7, 1)->text(QAccessible::Name), QStringLiteral("7:1"));
        QCoreApplication::processEvents();  // the retired cells are deleted
        QCOMPARE(table->cellAt(8, 2)->text(QAccessible::Name), QStringLiteral("8:2"));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRowTableAccessible)
#include "tst_rowtableaccessible.moc"
