#pragma once
// What a screen reader sees of a RowTableView (the event log): a table of cells with a
// column header row, its selection and its current cell. Qt gives its table interface only
// to its own item views, so RowTableView registers this one with QAccessible::installFactory
// (installRowTableAccessibility, called by its constructor).
//
// Children are numbered as QTableView numbers them (a row of header cells first, then the
// model's rows, columns left to right in the model's order). Nothing is kept per row: a
// cell's interface is made when asked for and cached (up to kMaxCachedCells, then the cache
// starts again), the selection is counted from its ranges, never row by row, and lists of
// selected rows or cells stop at kMaxListed entries.
#include <QAccessibleWidget>
#include <QHash>
#include <QItemSelection>

#include <memory>
#include <vector>

namespace ts::gui {

class RowTableView;

// Installs the factory once; later calls do nothing.
void installRowTableAccessibility();
// Tell the accessibility layer, as QTableView does, that the current cell moved (when the
// view has focus) or that the selection changed (its first added and first removed cell).
void notifyRowTableCurrentChanged(RowTableView* view, const QModelIndex& current);
void notifyRowTableSelectionChanged(RowTableView* view, const QItemSelection& selected,
                                    const QItemSelection& deselected);
// For tests: a function given every event above before it goes to the accessibility layer,
// and the events are made even while no screen reader is active. The tests' offscreen
// platform cannot be made active without Qt's private API, so they would see none.
using RowTableEventTap = void (*)(QAccessibleEvent* event);
void setRowTableEventTap(RowTableEventTap tap);

class RowTableAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
public:
    static constexpr int kMaxCachedCells = 4096;
    static constexpr int kMaxListed = 1024;

    explicit RowTableAccessible(RowTableView* view);
    ~RowTableAccessible() override;

    // QAccessibleInterface
    QAccessible::Role role() const override { return QAccessible::Table; }
    QAccessible::State state() const override;
    QAccessibleInterface* child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override;
    int selectedRowCount() const override;
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override;
    QList<int> selectedRows() const override;
    bool isColumnSelected(int column) const override;
    bool isRowSelected(int row) const override;
    bool selectRow(int row) override;
    bool selectColumn(int column) override;
    bool unselectRow(int row) override;
    bool unselectColumn(int column) override;
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

    // The column header's cell (the header row).
    QAccessibleInterface* headerCell(int column) const;
    // The child number of the cell (row -1: the header row), or -1 where it would not fit in
    // an int (rows past INT_MAX / columns - 1: a screen reader reaches them by cellAt only).
    int childIndex(int row, int column) const;

private:
    RowTableView* view() const;
    QAccessibleInterface* cell(int row, int column) const;
    void retireCells() const;
    void dropRetired() const;

    mutable QHash<quint64, QAccessible::Id> cells_;
    // Cells out of the cache, deleted once control is back in the event loop: a caller may
    // still hold pointers it was given in the same call (selectedCells()).
    mutable std::vector<QAccessible::Id> retired_;
    std::unique_ptr<QObject> guard_;  // the queued deletion's context: it dies with this
};

}  // namespace ts::gui
