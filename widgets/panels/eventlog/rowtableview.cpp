#include "panels/eventlog/rowtableview.h"

#include "panels/eventlog/rowtableaccessible.h"

#include <QAbstractItemDelegate>
#include <QApplication>
#include <QCursor>
#include <QHeaderView>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <vector>

namespace ts::gui {

namespace {
// Where visualRect puts a row far off screen: outside any viewport, and far enough from
// INT_MAX that adding a height or a scroll cannot overflow.
constexpr qint64 kFarAway = qint64(1) << 28;

qint64 floorDiv(qint64 a, qint64 b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
}  // namespace

RowTableView::RowTableView(QWidget* parent)
    : QAbstractItemView(parent), header_(new QHeaderView(Qt::Horizontal, this)), rowHeight_(fontMetrics().height() + 6)
{
    // As QTableView sets up its column header.
    header_->setSectionsClickable(true);
    header_->setFocusPolicy(Qt::NoFocus);
    connect(header_, &QHeaderView::sectionResized, this, [this] {
        updateGeometries();
        viewport()->update();
    });
    connect(header_, &QHeaderView::sectionMoved, viewport(), qOverload<>(&QWidget::update));
    connect(header_, &QHeaderView::sectionCountChanged, this, &RowTableView::updateGeometries);
    connect(header_, &QHeaderView::geometriesChanged, this, &RowTableView::updateGeometries);
    connect(header_, &QHeaderView::sectionHandleDoubleClicked, this, &RowTableView::resizeColumnToContents);
    installRowTableAccessibility();  // a screen reader sees a table, not a plain widget
}

RowTableView::~RowTableView() = default;

void RowTableView::setModel(QAbstractItemModel* model)
{
    if (model == this->model())
        return;
    disconnect(rowsRemoved_);
    // The header first: QAbstractItemView::setModel hands it the new selection model.
    header_->setModel(model);
    QAbstractItemView::setModel(model);
    if (model)
        rowsRemoved_ = connect(model, &QAbstractItemModel::rowsRemoved, this, &RowTableView::onRowsRemoved);
    updateGeometries();
}

void RowTableView::setRowHeight(int pixels)
{
    rowHeight_ = std::max(1, pixels);
    updateGeometries();
    viewport()->update();
}

int RowTableView::rowCount() const { return model() ? model()->rowCount(rootIndex()) : 0; }

int RowTableView::firstVisibleRow() const { return verticalScrollBar()->value(); }

int RowTableView::pageRows() const { return std::max(1, viewport()->height() / rowHeight_); }

int RowTableView::lastVisibleRow() const
{
    const qint64 last = rowAtUnchecked(std::max(0, viewport()->height() - 1));
    return static_cast<int>(std::min<qint64>(last, rowCount() - 1));
}

int RowTableView::topRow() const { return static_cast<int>(std::max<qint64>(0, rowAtUnchecked(0))); }

// Scrolled to the end, the last row sits on the viewport's bottom edge and the row above
// the first shows in part, as in a QTableView: no blank strip under the log's last event.
int RowTableView::originY() const
{
    const QScrollBar* bar = verticalScrollBar();
    if (bar->maximum() == 0 || bar->value() < bar->maximum())
        return 0;
    const qint64 spare = viewport()->height() - (qint64(rowCount()) - bar->value()) * rowHeight_;
    return spare > 0 && spare < rowHeight_ ? static_cast<int>(spare) : 0;
}

qint64 RowTableView::rowAtUnchecked(int y) const
{
    return firstVisibleRow() + floorDiv(qint64(y) - originY(), rowHeight_);
}

int RowTableView::rowAt(int y) const
{
    const qint64 row = rowAtUnchecked(y);
    return y >= 0 && row < rowCount() ? static_cast<int>(row) : -1;
}

int RowTableView::rowViewportPosition(int row) const
{
    const qint64 y = (qint64(row) - firstVisibleRow()) * rowHeight_ + originY();
    return static_cast<int>(std::clamp(y, -kFarAway, kFarAway));
}

int RowTableView::columnAt(int x) const { return header_->logicalIndexAt(x); }
int RowTableView::columnViewportPosition(int column) const { return header_->sectionViewportPosition(column); }
int RowTableView::columnWidth(int column) const { return header_->sectionSize(column); }

QRect RowTableView::visualRect(const QModelIndex& index) const
{
    if (!index.isValid() || index.parent() != rootIndex() || isIndexHidden(index))
        return {};
    return {columnViewportPosition(index.column()), rowViewportPosition(index.row()), columnWidth(index.column()),
            rowHeight_};
}

QModelIndex RowTableView::indexAt(const QPoint& point) const
{
    const int row = rowAt(point.y());
    const int column = columnAt(point.x());
    return row < 0 || column < 0 ? QModelIndex() : model()->index(row, column, rootIndex());
}

bool RowTableView::isIndexHidden(const QModelIndex& index) const { return header_->isSectionHidden(index.column()); }

int RowTableView::horizontalOffset() const { return header_->offset(); }

// The base class keeps a press position as point + offset and takes the offset away again
// on every move, so only differences of offsets matter: a 32-bit wrap-around (rows past
// INT_MAX pixels) cancels out in them.
int RowTableView::verticalOffset() const
{
    const quint64 pixels = quint64(firstVisibleRow()) * quint64(rowHeight_) - quint64(originY());
    return static_cast<int>(static_cast<quint32>(pixels));
}

void RowTableView::scrollTo(const QModelIndex& index, ScrollHint hint)
{
    if (!index.isValid() || index.model() != model())
        return;
    updateScrollRanges();  // a reset's rows may not be laid out yet
    const int row = index.row();
    const int page = pageRows();
    const int first = firstVisibleRow();
    int top = first;
    switch (hint) {
    case EnsureVisible:
        if (row < first)
            top = row;
        else if (row > first + page - 1)
            top = row - page + 1;
        break;
    case PositionAtTop: top = row; break;
    case PositionAtBottom: top = row - page + 1; break;
    case PositionAtCenter: top = row - (page - 1) / 2; break;
    }
    verticalScrollBar()->setValue(std::max(0, top));
    if (!isIndexHidden(index))
        scrollToColumn(index.column());
    update(index);
}

// The column's left edge in view; a column wider than the viewport keeps its left edge.
void RowTableView::scrollToColumn(int column)
{
    const int left = header_->sectionPosition(column);
    const int right = left + header_->sectionSize(column);
    const int offset = horizontalScrollBar()->value();
    const int width = viewport()->width();
    if (left < offset)
        horizontalScrollBar()->setValue(left);
    else if (right > offset + width)
        horizontalScrollBar()->setValue(std::min(left, right - width));
}

QModelIndex RowTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers /*modifiers*/)
{
    const int rows = rowCount();
    const int columns = header_->count();
    if (rows == 0 || columns == 0 || header_->hiddenSectionCount() == columns)
        return {};
    const QModelIndex current = currentIndex();
    // A column step skips hidden columns and stops at either end.
    const auto stepColumn = [this, columns](int visual, int step) {
        for (int v = visual + step; v >= 0 && v < columns; v += step)
            if (!header_->isSectionHidden(header_->logicalIndex(v)))
                return v;
        return visual;
    };
    if (!current.isValid())
        return model()->index(0, header_->logicalIndex(stepColumn(-1, 1)), rootIndex());
    qint64 row = current.row();
    int visual = header_->visualIndex(current.column());
    switch (cursorAction) {
    case MoveUp: --row; break;
    case MoveDown: ++row; break;
    case MovePageUp: row -= pageRows(); break;
    case MovePageDown: row += pageRows(); break;
    // A log is read by rows: Home and End go to its first and last rows (with or without
    // Ctrl), as in a list; a table's Home would only move to the first column.
    case MoveHome: row = 0; break;
    case MoveEnd: row = rows - 1; break;
    case MoveLeft:
    case MovePrevious: visual = stepColumn(visual, -1); break;
    case MoveRight:
    case MoveNext: visual = stepColumn(visual, 1); break;
    }
    row = std::clamp<qint64>(row, 0, rows - 1);
    return model()->index(static_cast<int>(row), header_->logicalIndex(visual), rootIndex());
}

// The cells between the rectangle's corners, as QTableView selects them: nothing when a
// corner is outside the cells (a drag that left the table keeps what it had).
void RowTableView::setSelection(const QRect& rect, QItemSelectionModel::SelectionFlags command)
{
    if (!selectionModel() || !model())
        return;
    const qint64 top = rowAtUnchecked(std::min(rect.top(), rect.bottom()));
    const qint64 bottom = rowAtUnchecked(std::max(rect.top(), rect.bottom()));
    int left = header_->visualIndexAt(std::min(rect.left(), rect.right()));
    int right = header_->visualIndexAt(std::max(rect.left(), rect.right()));
    if (top < 0 || bottom >= rowCount() || left < 0 || right < 0)
        return;
    QItemSelection selection;
    for (int visual = left; visual <= right; ++visual) {
        const int column = header_->logicalIndex(visual);
        if (header_->isSectionHidden(column))
            continue;
        selection.append(QItemSelectionRange(model()->index(int(top), column, rootIndex()),
                                             model()->index(int(bottom), column, rootIndex())));
    }
    selectionModel()->select(selection, command);
}

// Only the part of each range that is on screen: a selection may span 100 M rows.
QRegion RowTableView::visualRegionForSelection(const QItemSelection& selection) const
{
    QRegion region;
    const int first = topRow();
    const int last = lastVisibleRow();
    for (const QItemSelectionRange& range : selection) {
        if (!range.isValid() || range.parent() != rootIndex())
            continue;
        const int top = std::max(range.top(), first);
        const int bottom = std::min(range.bottom(), last);
        if (top > bottom)
            continue;
        for (int column = range.left(); column <= range.right(); ++column)
            if (!header_->isSectionHidden(column))
                region += QRect(columnViewportPosition(column), rowViewportPosition(top), columnWidth(column),
                                (bottom - top + 1) * rowHeight_);
    }
    return region;
}

void RowTableView::initViewItemOption(QStyleOptionViewItem* option) const
{
    QAbstractItemView::initViewItemOption(option);
    option->showDecorationSelected = true;  // as QTableView: the selection fills the cell
}

int RowTableView::sizeHintForRow(int /*row*/) const { return rowHeight_; }

// The cells on screen only; QAbstractItemView's would ask every row of the model.
int RowTableView::sizeHintForColumn(int column) const
{
    if (!model() || header_->isSectionHidden(column))
        return -1;
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    int width = 0;
    for (int row = topRow(); row <= lastVisibleRow(); ++row) {
        const QModelIndex index = model()->index(row, column, rootIndex());
        if (QAbstractItemDelegate* delegate = itemDelegateForIndex(index))
            width = std::max(width, delegate->sizeHint(option, index).width());
    }
    return width;
}

void RowTableView::resizeColumnToContents(int column)
{
    const int width = std::max(sizeHintForColumn(column), header_->sectionSizeHint(column));
    if (width > 0)
        header_->resizeSection(column, width);
}

void RowTableView::keyboardSearch(const QString& search)
{
    if (!model() || search.isEmpty() || rowCount() == 0)
        return;
    // Keys typed in quick succession make one word; the first key starts from the next row,
    // later ones from the current row (so "12" stays on a row that matched "1").
    const bool more = lastKey_.isValid() && lastKey_.elapsed() <= QApplication::keyboardInputInterval();
    typed_ = more ? typed_ + search : search;
    lastKey_.start();
    const QModelIndex current = currentIndex();
    const int column = current.isValid() ? current.column() : header_->logicalIndex(0);
    const int start = current.isValid() ? current.row() + (more ? 0 : 1) : 0;
    const int rows = rowCount();
    const int count = std::min(rows, kKeyboardSearchRows);
    for (int i = 0; i < count; ++i) {
        const auto row = static_cast<int>((qint64(start) + i) % rows);
        const QModelIndex index = model()->index(row, column, rootIndex());
        if (index.data().toString().startsWith(typed_, Qt::CaseInsensitive)) {
            setCurrentIndex(index);
            return;
        }
    }
}

void RowTableView::paintEvent(QPaintEvent* event)
{
    QPainter painter(viewport());
    const int rows = rowCount();
    if (rows == 0 || header_->count() == 0 || !itemDelegate())
        return;
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QPoint offset = dirtyRegionOffset();
    // The rows of each dirty rectangle, each row once (text painted twice would look bold):
    // a step repaints the row the cursor left and the row it reached, not those between.
    const QRegion region = event->region().translated(offset);
    const QRect dirty = region.boundingRect();
    std::vector<std::pair<int, int>> spans;  // rows, first to last
    for (const QRect& r : region)
        spans.emplace_back(static_cast<int>(std::max<qint64>(rowAtUnchecked(r.top()), 0)),
                           static_cast<int>(std::min<qint64>(rowAtUnchecked(r.bottom()), rows - 1)));
    std::sort(spans.begin(), spans.end());
    int left = header_->visualIndexAt(dirty.left());
    int right = header_->visualIndexAt(dirty.right());
    if (left < 0)
        left = 0;
    if (right < 0)
        right = header_->count() - 1;
    const QModelIndex hover =
        viewport()->underMouse() ? indexAt(viewport()->mapFromGlobal(QCursor::pos())) : QModelIndex();
    int next = 0;  // the first row not yet painted
    for (const auto& [first, last] : spans)
        for (int row = std::max(first, next); row <= last; next = ++row)
            paintRow(painter, option, row, QPoint(offset.x(), rowViewportPosition(row) + offset.y()), {left, right},
                     hover);
}

void RowTableView::paintRow(QPainter& painter, QStyleOptionViewItem& option, int row, QPoint topLeft,
                            std::pair<int, int> visualColumns, const QModelIndex& hover) const
{
    // Parity by row number, so the stripes stay with their rows as the log scrolls.
    option.features.setFlag(QStyleOptionViewItem::Alternate, alternatingRowColors() && (row & 1));
    for (int visual = visualColumns.first; visual <= visualColumns.second; ++visual) {
        const int column = header_->logicalIndex(visual);
        if (header_->isSectionHidden(column))
            continue;
        option.rect = QRect(columnViewportPosition(column) + topLeft.x(), topLeft.y(), columnWidth(column), rowHeight_);
        drawCell(&painter, option, model()->index(row, column, rootIndex()), hover);
    }
}

// What QTableView draws for a cell: the row's panel (the alternating colour), then the
// delegate, with the selected, hovered, disabled and focus states.
void RowTableView::drawCell(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                            const QModelIndex& hover) const
{
    QStyleOptionViewItem opt = option;
    if (selectionModel() && selectionModel()->isSelected(index))
        opt.state |= QStyle::State_Selected;
    if (index == hover)
        opt.state |= QStyle::State_MouseOver;
    if (option.state & QStyle::State_Enabled) {
        const bool enabled = model()->flags(index) & Qt::ItemIsEnabled;
        opt.state.setFlag(QStyle::State_Enabled, enabled);
        opt.palette.setCurrentColorGroup(enabled ? QPalette::Normal : QPalette::Disabled);
    }
    if (index == currentIndex() && (hasFocus() || viewport()->hasFocus()))
        opt.state |= QStyle::State_HasFocus;
    style()->drawPrimitive(QStyle::PE_PanelItemViewRow, &opt, painter, this);
    itemDelegateForIndex(index)->paint(painter, opt, index);
}

void RowTableView::updateGeometries()
{
    if (inGeometries_)
        return;
    inGeometries_ = true;
    const int headerHeight = header_->isHidden() ? 0 : header_->sizeHint().height();
    setViewportMargins(0, headerHeight, 0, 0);
    const QRect area = viewport()->geometry();
    header_->setGeometry(area.left(), area.top() - headerHeight, area.width(), headerHeight);
    if (header_->isHidden())
        QMetaObject::invokeMethod(header_, "updateGeometries");
    updateScrollRanges();
    inGeometries_ = false;
    QAbstractItemView::updateGeometries();
}

void RowTableView::updateScrollRanges()
{
    const int page = pageRows();
    QScrollBar* rows = verticalScrollBar();
    rows->setSingleStep(1);
    rows->setPageStep(page);
    rows->setRange(0, std::max(0, rowCount() - page));
    const int width = viewport()->width();
    QScrollBar* pixels = horizontalScrollBar();
    pixels->setSingleStep(std::max(2, width / 20));
    pixels->setPageStep(width);
    pixels->setRange(0, std::max(0, header_->length() - width));
    header_->setOffset(pixels->value());
    if (originY() != origin_) {  // reached or left the end without a scroll
        origin_ = originY();
        viewport()->update();
    }
}

// dy is in rows (the scroll bar's unit); a jump of more than a screen repaints it all.
void RowTableView::scrollContentsBy(int dx, int dy)
{
    const int before = header_->offset();
    header_->setOffset(horizontalScrollBar()->value());
    dx = before - header_->offset();
    if (std::abs(dy) > pageRows() || originY() != origin_) {
        origin_ = originY();
        viewport()->update();
        return;
    }
    const int pixels = dy * rowHeight_;
    scrollDirtyRegion(dx, pixels);
    viewport()->scroll(dx, pixels);
}

// QAbstractItemView would ask visualRect of every cell in the range (a breakpoint changes
// the gutter of every row); a range repaints the rows of it that are on screen.
void RowTableView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles)
{
    if (topLeft == bottomRight) {
        QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    if (!isVisible() || !topLeft.isValid() || !bottomRight.isValid())
        return;
    const int top = std::max(topLeft.row(), topRow());
    const int bottom = std::min(bottomRight.row(), lastVisibleRow());
    if (top <= bottom)
        viewport()->update(QRect(0, rowViewportPosition(top), viewport()->width(), (bottom - top + 1) * rowHeight_));
}

void RowTableView::rowsInserted(const QModelIndex& parent, int start, int end)
{
    QAbstractItemView::rowsInserted(parent, start, end);
    updateScrollRanges();
    if (start <= firstVisibleRow() + pageRows())
        viewport()->update();
}

void RowTableView::currentChanged(const QModelIndex& current, const QModelIndex& previous)
{
    QAbstractItemView::currentChanged(current, previous);
    notifyRowTableCurrentChanged(this, current);
}

void RowTableView::selectionChanged(const QItemSelection& selected, const QItemSelection& deselected)
{
    QAbstractItemView::selectionChanged(selected, deselected);
    notifyRowTableSelectionChanged(this, selected, deselected);
}

void RowTableView::onRowsRemoved()
{
    updateScrollRanges();
    viewport()->update();
}

void RowTableView::reset()
{
    QAbstractItemView::reset();
    updateScrollRanges();
    viewport()->update();
}

}  // namespace ts::gui
