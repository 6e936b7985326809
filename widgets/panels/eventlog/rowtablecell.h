#pragma once
// One cell of a RowTableView as a screen reader sees it (row >= 0), or one cell of its column
// header (row -1); RowTableAccessible makes them and owns them. A cell holds the view and its
// place, not a model index, so it costs the same for any model; a change of rows retires
// the cached cells (RowTableAccessible::modelChange).
#include <QAccessible>
#include <QPointer>

namespace ts::gui {

class RowTableView;

class RowTableCell : public QAccessibleInterface, public QAccessibleTableCellInterface {
public:
    RowTableCell(RowTableView* view, int row, int column);

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override { return row_ < 0 ? QAccessible::ColumnHeader : QAccessible::Cell; }
    QString text(QAccessible::Text t) const override;
    QRect rect() const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableCellInterface (header cells have none, as in a QTableView)
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }  // no row header
    int columnIndex() const override { return column_; }
    int rowIndex() const override { return row_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

private:
    QModelIndex index() const;
    QVariant data(int role) const;

    QPointer<RowTableView> view_;
    int row_;
    int column_;
};

}  // namespace ts::gui
