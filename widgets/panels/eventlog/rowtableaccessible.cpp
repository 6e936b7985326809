#include "panels/eventlog/rowtableaccessible.h"

#include "panels/eventlog/rowtablecell.h"
#include "panels/eventlog/rowtableview.h"

#include <QHeaderView>

#include <algorithm>
#include <climits>

namespace ts::gui {

namespace {

using Span = std::pair<int, int>;  // first and last, inclusive

// Rows of the selection that have the same columns selected: the selection as bands of
// rows, found by sweeping its ranges' edges, so a selection of 100 M rows costs what its
// ranges cost (ranges may overlap: QItemSelectionModel does not merge them).
struct Band {
    int top;
    int bottom;
    std::vector<Span> columns;  // sorted, disjoint, not touching
    qint64 cellCount() const
    {
        qint64 width = 0;
        for (const Span& s : columns)
            width += s.second - s.first + 1;
        return (qint64(bottom) - top + 1) * width;
    }
    bool coversColumns(int count) const
    {
        return count > 0 && columns.size() == 1 && columns.front() == Span(0, count - 1);
    }
};

std::vector<Span> unite(std::vector<Span> spans)
{
    std::sort(spans.begin(), spans.end());
    std::vector<Span> out;
    for (const Span& s : spans) {
        if (!out.empty() && s.first <= out.back().second + 1)
            out.back().second = std::max(out.back().second, s.second);
        else
            out.push_back(s);
    }
    return out;
}

std::vector<Band> selectionBands(const QItemSelection& selection, const QModelIndex& root)
{
    std::vector<QItemSelectionRange> ranges;
    std::vector<int> cuts;
    for (const QItemSelectionRange& r : selection) {
        if (!r.isValid() || r.parent() != root)
            continue;
        ranges.push_back(r);
        cuts.push_back(r.top());
        cuts.push_back(r.bottom() + 1);  // bottom < INT_MAX: rows are numbered below rowCount()
    }
    std::sort(ranges.begin(), ranges.end(), [](const auto& a, const auto& b) { return a.top() < b.top(); });
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    std::vector<Band> bands;
    std::vector<QItemSelectionRange> active;
    std::size_t next = 0;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const int top = cuts[i];
        const int bottom = cuts[i + 1] - 1;
        std::erase_if(active, [top](const QItemSelectionRange& r) { return r.bottom() < top; });
        for (; next < ranges.size() && ranges[next].top() == top; ++next)
            active.push_back(ranges[next]);
        if (active.empty())
            continue;
        std::vector<Span> spans;
        for (const QItemSelectionRange& r : active)
            spans.emplace_back(r.left(), r.right());
        spans = unite(std::move(spans));
        if (!bands.empty() && bands.back().bottom + 1 == top && bands.back().columns == spans)
            bands.back().bottom = bottom;
        else
            bands.push_back({top, bottom, std::move(spans)});
    }
    return bands;
}

// Whether the bands select `column` in every one of `rows` rows.
bool columnFullySelected(const std::vector<Band>& bands, int column, int rows)
{
    int next = 0;  // the first row not yet seen selected; bands are sorted by row
    for (const Band& b : bands) {
        if (b.top > next)
            return false;
        if (std::any_of(b.columns.begin(), b.columns.end(),
                        [column](const Span& s) { return s.first <= column && column <= s.second; }))
            next = b.bottom + 1;
        else
            return false;  // the band starts at or before `next` without the column
    }
    return rows > 0 && next >= rows;
}

int clampToInt(qint64 n) { return static_cast<int>(std::min<qint64>(n, INT_MAX)); }

QAccessibleInterface* rowTableFactory(const QString& /*className*/, QObject* object)
{
    // Asked for each class of the object's hierarchy in turn (EventLogView first): any
    // RowTableView answers at its most derived class.
    if (auto* view = qobject_cast<RowTableView*>(object))
        return new RowTableAccessible(view);
    return nullptr;
}

RowTableEventTap g_tap = nullptr;

bool eventsWanted() { return g_tap || QAccessible::isActive(); }

void send(QAccessibleEvent* event)
{
    if (g_tap)
        g_tap(event);
    QAccessible::updateAccessibility(event);
}

// Sends `type` for the cell; a cell without a child number (see childIndex) is named by
// its own interface instead.
void sendCellEvent(RowTableView* view, const QModelIndex& index, QAccessible::Event type)
{
    auto* table = dynamic_cast<RowTableAccessible*>(QAccessible::queryAccessibleInterface(view));
    if (!table)
        return;
    const int child = table->childIndex(index.row(), index.column());
    if (child >= 0) {
        QAccessibleEvent event(view, type);
        event.setChild(child);
        send(&event);
    } else if (QAccessibleInterface* cell = table->cellAt(index.row(), index.column())) {
        QAccessibleEvent event(cell, type);
        send(&event);
    }
}

}  // namespace

void installRowTableAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(rowTableFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void notifyRowTableCurrentChanged(RowTableView* view, const QModelIndex& current)
{
    if (eventsWanted() && current.isValid() && view->hasFocus())
        sendCellEvent(view, current, QAccessible::Focus);
}

// The first cell of each, as QTableView sends them; the ranges' corners, not
// QItemSelection::indexes(), which would list every row of a 100 M-row selection.
void notifyRowTableSelectionChanged(RowTableView* view, const QItemSelection& selected,
                                    const QItemSelection& deselected)
{
    if (!eventsWanted())
        return;
    if (!selected.isEmpty() && selected.first().isValid())
        sendCellEvent(view, selected.first().topLeft(), QAccessible::SelectionAdd);
    if (!deselected.isEmpty() && deselected.first().isValid())
        sendCellEvent(view, deselected.first().topLeft(), QAccessible::SelectionRemove);
}

void setRowTableEventTap(RowTableEventTap tap) { g_tap = tap; }

RowTableAccessible::RowTableAccessible(RowTableView* view)
    : QAccessibleWidget(view, QAccessible::Table), guard_(std::make_unique<QObject>())
{}

RowTableAccessible::~RowTableAccessible()
{
    retireCells();
    dropRetired();
}

RowTableView* RowTableAccessible::view() const { return static_cast<RowTableView*>(widget()); }

QAccessible::State RowTableAccessible::state() const
{
    QAccessible::State s = QAccessibleWidget::state();
    const auto mode = view()->selectionMode();
    s.multiSelectable = mode == QAbstractItemView::MultiSelection;
    s.extSelectable = mode == QAbstractItemView::ExtendedSelection || mode == QAbstractItemView::ContiguousSelection;
    return s;
}

int RowTableAccessible::rowCount() const
{
    return view()->model() ? view()->model()->rowCount(view()->rootIndex()) : 0;
}

int RowTableAccessible::columnCount() const
{
    return view()->model() ? view()->model()->columnCount(view()->rootIndex()) : 0;
}

// The header row and every model row. 100 M rows of 6 columns fit in an int; past
// INT_MAX children the count stops there and the rows beyond have no child number.
int RowTableAccessible::childCount() const { return clampToInt((qint64(rowCount()) + 1) * columnCount()); }

int RowTableAccessible::childIndex(int row, int column) const
{
    const qint64 index = (qint64(row) + 1) * columnCount() + column;
    return index <= INT_MAX ? static_cast<int>(index) : -1;
}

QAccessibleInterface* RowTableAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || index >= childCount() || columns == 0)
        return nullptr;
    return cell(index / columns - 1, index % columns);
}

int RowTableAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* c = dynamic_cast<const RowTableCell*>(child);
    if (!c || !c->isValid() || c->parent() != this)
        return -1;
    return childIndex(c->rowIndex(), c->columnIndex());  // the header's row is -1
}

QAccessibleInterface* RowTableAccessible::childAt(int x, int y) const
{
    const QPoint global(x, y);
    const QHeaderView* header = view()->horizontalHeader();
    const QPoint inHeader = header->viewport()->mapFromGlobal(global);
    if (header->isVisible() && header->viewport()->rect().contains(inHeader)) {
        const int column = header->logicalIndexAt(inHeader.x());
        return column >= 0 ? headerCell(column) : nullptr;
    }
    const QModelIndex index = view()->indexAt(view()->viewport()->mapFromGlobal(global));
    return index.isValid() ? cell(index.row(), index.column()) : nullptr;
}

QAccessibleInterface* RowTableAccessible::focusChild() const
{
    const QModelIndex current = view()->currentIndex();
    return current.isValid() ? cell(current.row(), current.column()) : nullptr;
}

void* RowTableAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* RowTableAccessible::cellAt(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return nullptr;
    return cell(row, column);
}

QAccessibleInterface* RowTableAccessible::headerCell(int column) const
{
    return column >= 0 && column < columnCount() ? cell(-1, column) : nullptr;
}

QAccessibleInterface* RowTableAccessible::cell(int row, int column) const
{
    const quint64 key = (quint64(quint32(row + 1)) << 32) | quint32(column);
    if (const auto it = cells_.constFind(key); it != cells_.constEnd())
        return QAccessible::accessibleInterface(*it);
    if (cells_.size() >= kMaxCachedCells)
        retireCells();  // a reader walking the whole log keeps only the last few thousand
    auto* iface = new RowTableCell(view(), row, column);
    cells_.insert(key, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

void RowTableAccessible::retireCells() const
{
    if (cells_.isEmpty())
        return;
    const bool queued = !retired_.empty();
    for (const QAccessible::Id id : std::as_const(cells_))
        retired_.push_back(id);
    cells_.clear();
    if (!queued)
        QMetaObject::invokeMethod(
            guard_.get(), [this] { dropRetired(); }, Qt::QueuedConnection);
}

void RowTableAccessible::dropRetired() const
{
    for (const QAccessible::Id id : retired_)
        QAccessible::deleteAccessibleInterface(id);
    retired_.clear();
}

// Cells read the model when asked, so changed data needs nothing; rows added after every
// cached cell leave their numbers alone. Any other change renumbers cells: start again.
void RowTableAccessible::modelChange(QAccessibleTableModelChangeEvent* event)
{
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::DataChanged)
        return;
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::RowsInserted) {
        const int first = event->firstRow();
        if (std::all_of(cells_.keyBegin(), cells_.keyEnd(), [first](quint64 key) {
                return int(key >> 32) - 1 < first;  // the key holds row + 1
            }))
            return;
    }
    retireCells();
}

int RowTableAccessible::selectedCellCount() const
{
    if (!view()->selectionModel())
        return 0;
    qint64 n = 0;
    for (const Band& b : selectionBands(view()->selectionModel()->selection(), view()->rootIndex()))
        n += b.cellCount();
    return clampToInt(n);
}

QList<QAccessibleInterface*> RowTableAccessible::selectedCells() const
{
    QList<QAccessibleInterface*> out;
    if (!view()->selectionModel())
        return out;
    for (const Band& b : selectionBands(view()->selectionModel()->selection(), view()->rootIndex()))
        for (int row = b.top; row <= b.bottom; ++row)
            for (const Span& s : b.columns)
                for (int column = s.first; column <= s.second; ++column) {
                    if (out.size() >= kMaxListed)
                        return out;
                    out << cell(row, column);
                }
    return out;
}

QList<int> RowTableAccessible::selectedRows() const
{
    QList<int> out;
    if (!view()->selectionModel())
        return out;
    const int columns = columnCount();
    for (const Band& b : selectionBands(view()->selectionModel()->selection(), view()->rootIndex()))
        if (b.coversColumns(columns))
            for (int row = b.top; row <= b.bottom; ++row) {
                if (out.size() >= kMaxListed)
                    return out;
                out << row;
            }
    return out;
}

int RowTableAccessible::selectedRowCount() const
{
    if (!view()->selectionModel())
        return 0;
    const int columns = columnCount();
    qint64 n = 0;
    for (const Band& b : selectionBands(view()->selectionModel()->selection(), view()->rootIndex()))
        if (b.coversColumns(columns))
            n += qint64(b.bottom) - b.top + 1;
    return clampToInt(n);
}

QList<int> RowTableAccessible::selectedColumns() const
{
    QList<int> out;
    if (!view()->selectionModel())
        return out;
    const auto bands = selectionBands(view()->selectionModel()->selection(), view()->rootIndex());
    const int rows = rowCount();
    for (int column = 0; column < columnCount(); ++column)
        if (columnFullySelected(bands, column, rows))
            out << column;
    return out;
}

int RowTableAccessible::selectedColumnCount() const { return int(selectedColumns().size()); }

bool RowTableAccessible::isRowSelected(int row) const
{
    return view()->selectionModel() && row >= 0 && row < rowCount() &&
        view()->selectionModel()->isRowSelected(row, view()->rootIndex());
}

// Not QItemSelectionModel::isColumnSelected: it may look at every row.
bool RowTableAccessible::isColumnSelected(int column) const
{
    if (!view()->selectionModel() || column < 0 || column >= columnCount())
        return false;
    const auto bands = selectionBands(view()->selectionModel()->selection(), view()->rootIndex());
    return columnFullySelected(bands, column, rowCount());
}

QString RowTableAccessible::columnDescription(int column) const
{
    if (!view()->model() || column < 0 || column >= columnCount())
        return {};
    return view()->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
}

QString RowTableAccessible::rowDescription(int /*row*/) const { return {}; }  // no row header

// What a person could select with the mouse and keys in the view's mode and behaviour:
// one row in a single selection clears the rest, a row beside no selected one starts a
// contiguous selection again.
bool RowTableAccessible::selectRow(int row)
{
    QItemSelectionModel* selection = view()->selectionModel();
    if (!selection || row < 0 || row >= rowCount() || columnCount() == 0 ||
        view()->selectionBehavior() == QAbstractItemView::SelectColumns)
        return false;
    const QModelIndex root = view()->rootIndex();
    switch (view()->selectionMode()) {
    case QAbstractItemView::NoSelection: return false;
    case QAbstractItemView::SingleSelection:
        if (view()->selectionBehavior() != QAbstractItemView::SelectRows && columnCount() > 1)
            return false;
        selection->clearSelection();
        break;
    case QAbstractItemView::ContiguousSelection:
        if (!(row > 0 && selection->isRowSelected(row - 1, root)) && !selection->isRowSelected(row + 1, root))
            selection->clearSelection();
        break;
    default: break;
    }
    selection->select(view()->model()->index(row, 0, root), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    return true;
}

bool RowTableAccessible::unselectRow(int row)
{
    QItemSelectionModel* selection = view()->selectionModel();
    if (!selection || row < 0 || row >= rowCount() || columnCount() == 0 ||
        view()->selectionMode() == QAbstractItemView::NoSelection ||
        view()->selectionBehavior() == QAbstractItemView::SelectColumns)
        return false;
    selection->select(view()->model()->index(row, 0, view()->rootIndex()),
                      QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
    return true;
}

// A column is one range (not a range per row), so selecting one is cheap at any length.
bool RowTableAccessible::selectColumn(int column)
{
    QItemSelectionModel* selection = view()->selectionModel();
    if (!selection || column < 0 || column >= columnCount() || rowCount() == 0 ||
        view()->selectionBehavior() == QAbstractItemView::SelectRows ||
        view()->selectionMode() == QAbstractItemView::NoSelection)
        return false;
    if (view()->selectionMode() == QAbstractItemView::SingleSelection)
        selection->clearSelection();
    selection->select(view()->model()->index(0, column, view()->rootIndex()),
                      QItemSelectionModel::Select | QItemSelectionModel::Columns);
    return true;
}

bool RowTableAccessible::unselectColumn(int column)
{
    QItemSelectionModel* selection = view()->selectionModel();
    if (!selection || column < 0 || column >= columnCount() || rowCount() == 0 ||
        view()->selectionBehavior() == QAbstractItemView::SelectRows ||
        view()->selectionMode() == QAbstractItemView::NoSelection)
        return false;
    selection->select(view()->model()->index(0, column, view()->rootIndex()),
                      QItemSelectionModel::Deselect | QItemSelectionModel::Columns);
    return true;
}

}  // namespace ts::gui
