#include "panels/eventlog/rowtablecell.h"

#include "panels/eventlog/rowtableaccessible.h"
#include "panels/eventlog/rowtableview.h"

#include <QHeaderView>
#include <QWindow>

namespace ts::gui {

RowTableCell::RowTableCell(RowTableView* view, int row, int column) : view_(view), row_(row), column_(column) {}

bool RowTableCell::isValid() const
{
    const QAbstractItemModel* m = view_ ? view_->model() : nullptr;
    return m && column_ < m->columnCount(view_->rootIndex()) && row_ < m->rowCount(view_->rootIndex());
}

QWindow* RowTableCell::window() const { return view_ ? view_->window()->windowHandle() : nullptr; }

QAccessibleInterface* RowTableCell::parent() const { return QAccessible::queryAccessibleInterface(view_.data()); }

QModelIndex RowTableCell::index() const { return view_->model()->index(row_, column_, view_->rootIndex()); }

QVariant RowTableCell::data(int role) const
{
    return row_ < 0 ? view_->model()->headerData(column_, Qt::Horizontal, role) : index().data(role);
}

// The model's accessible text first, as QTableView's cells do; the gutter column has no
// display text, its tooltip (the description) says what a click does.
QString RowTableCell::text(QAccessible::Text t) const
{
    if (!isValid() || (t != QAccessible::Name && t != QAccessible::Description))
        return {};
    const int preferred = t == QAccessible::Name ? Qt::AccessibleTextRole : Qt::AccessibleDescriptionRole;
    const int fallback = t == QAccessible::Name ? Qt::DisplayRole : Qt::ToolTipRole;
    QVariant v = data(preferred);
    if (v.toString().isEmpty())
        v = data(fallback);
    return v.toString();
}

// On screen, in global coordinates; a row far off screen gets the view's far-away place.
QRect RowTableCell::rect() const
{
    if (!isValid())
        return {};
    if (row_ < 0) {
        const QHeaderView* header = view_->horizontalHeader();
        if (header->isHidden())
            return {};
        const QPoint topLeft = header->viewport()->mapToGlobal(QPoint(header->sectionViewportPosition(column_), 0));
        return {topLeft, QSize(header->sectionSize(column_), header->height())};
    }
    const QRect r = view_->visualRect(index());
    return r.isValid() ? QRect(view_->viewport()->mapToGlobal(r.topLeft()), r.size()) : QRect();
}

QAccessible::State RowTableCell::state() const
{
    QAccessible::State s;
    if (!isValid())
        return s;
    const bool hidden = view_->horizontalHeader()->isSectionHidden(column_);
    if (row_ < 0) {
        s.invisible = hidden || view_->horizontalHeader()->isHidden();
        return s;
    }
    s.invisible = hidden || !view_->viewport()->rect().intersects(view_->visualRect(index()));
    const bool selectable = view_->selectionMode() != QAbstractItemView::NoSelection;
    s.selectable = selectable;
    s.selected = selectable && isSelected();
    s.focusable = true;
    s.focused = index() == view_->currentIndex() && view_->hasFocus();
    s.active = s.focused;
    return s;
}

void* RowTableCell::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface && row_ >= 0)
        return static_cast<QAccessibleTableCellInterface*>(this);
    return nullptr;
}

bool RowTableCell::isSelected() const
{
    return isValid() && row_ >= 0 && view_->selectionModel() && view_->selectionModel()->isSelected(index());
}

QList<QAccessibleInterface*> RowTableCell::columnHeaderCells() const
{
    if (!isValid() || view_->horizontalHeader()->isHidden())
        return {};
    if (const auto* t = dynamic_cast<const RowTableAccessible*>(parent()))
        return {t->headerCell(column_)};
    return {};
}

}  // namespace ts::gui
