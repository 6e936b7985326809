#pragma once
// A table of rows of one height, scrolled a row at a time, for models of any length (the
// event log's 100 M events). QTableView keeps a vertical QHeaderView with an item per row
// (8 bytes a row, 0.8 GB and over a second at 100 M rows), whether shown or not, and its
// row geometry is not virtual. Here a row's place is arithmetic: the vertical scroll bar's
// value is the first row shown, so no pixel offset of the whole table is ever computed
// (100 M rows of 21 px would overflow an int). Only the rows on screen are painted, through
// the item delegate, as QTableView paints them (alternating rows, selection, focus).
// Columns have a horizontal QHeaderView of their own, resizable as in a QTableView.
#include <QAbstractItemView>
#include <QElapsedTimer>
#include <utility>

class QHeaderView;

namespace ts::gui {

class RowTableView : public QAbstractItemView {
    Q_OBJECT
public:
    explicit RowTableView(QWidget* parent = nullptr);
    ~RowTableView() override;

    void setModel(QAbstractItemModel* model) override;
    QHeaderView* horizontalHeader() const { return header_; }

    // Every row is this tall (pixels).
    int rowHeight() const { return rowHeight_; }
    void setRowHeight(int pixels);
    // The first row shown whole: the vertical scroll bar's value (the top row, except at
    // the end, where the last row sits on the bottom edge and the one above shows in part).
    int firstVisibleRow() const;
    // The row at viewport y, or -1 (above the first row, below the last).
    int rowAt(int y) const;
    // The row's top in viewport coordinates; rows far off screen are clamped far away.
    int rowViewportPosition(int row) const;
    int columnAt(int x) const;
    int columnViewportPosition(int column) const;
    int columnWidth(int column) const;
    // The rows that fit whole in the viewport (a page), at least one.
    int pageRows() const;

    QRect visualRect(const QModelIndex& index) const override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint& point) const override;
    int sizeHintForRow(int row) const override;
    int sizeHintForColumn(int column) const override;
    // Typing goes to the next row whose cell in the current column starts with what was
    // typed, as in any item view, but looks at most kKeyboardSearchRows rows ahead: the
    // base class would read every row of the model (seconds at 100 M) for text no row has.
    void keyboardSearch(const QString& search) override;
    static constexpr int kKeyboardSearchRows = 100'000;

public slots:
    void reset() override;
    // The column as wide as its header and the cells on screen (not every row's).
    void resizeColumnToContents(int column);

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override;
    int verticalOffset() const override;
    bool isIndexHidden(const QModelIndex& index) const override;
    void setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection& selection) const override;
    void initViewItemOption(QStyleOptionViewItem* option) const override;
    void paintEvent(QPaintEvent* event) override;
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                     const QList<int>& roles = QList<int>()) override;
    void rowsInserted(const QModelIndex& parent, int start, int end) override;
    // Both tell the accessibility layer too (rowtableaccessible.h), as QTableView does.
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;
    void selectionChanged(const QItemSelection& selected, const QItemSelection& deselected) override;

private:
    int rowCount() const;
    int topRow() const;  // the first row on screen, even in part
    int lastVisibleRow() const;  // the last row on screen, even in part; first - 1 if none
    int originY() const;  // where the first row's top is in the viewport (0, or more at the end)
    // The row at viewport y by arithmetic, possibly outside the model (64 bits: a drag's
    // anchor may be a hundred million rows away).
    qint64 rowAtUnchecked(int y) const;
    void updateScrollRanges();
    void scrollToColumn(int column);
    void paintRow(QPainter& painter, QStyleOptionViewItem& option, int row, QPoint topLeft,
                  std::pair<int, int> visualColumns, const QModelIndex& hover) const;
    void drawCell(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                  const QModelIndex& hover) const;
    void onRowsRemoved();

    QHeaderView* header_;
    int rowHeight_;
    int origin_ = 0;  // originY() when last painted
    bool inGeometries_ = false;  // updateGeometries moves the header, which may call it again
    QMetaObject::Connection rowsRemoved_;
    QString typed_;  // keyboardSearch: what was typed within the key interval
    QElapsedTimer lastKey_;
};

}  // namespace ts::gui
