#include "panels/inspector/inspectortreeview.h"

#include <QRegion>

namespace ts::gui {

InspectorTreeView::InspectorTreeView(QWidget* parent) : QTreeView(parent) { setUniformRowHeights(true); }

void InspectorTreeView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>&)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || !isVisible())
        return;  // a hidden view paints everything when shown
    const QModelIndex parent = topLeft.parent();
    if (parent.isValid() && !isExpanded(parent))
        return;
    // The rows on screen, top to bottom (at most a viewport's height of them): each visible
    // row after the first is found next to the one before, not by a search.
    const QRect area = viewport()->rect();
    QRegion dirty;
    for (QModelIndex i = indexAt(area.topLeft()); i.isValid(); i = indexBelow(i)) {
        const QRect row = visualRect(i);
        if (row.top() > area.bottom())
            break;
        if (i.row() >= topLeft.row() && i.row() <= bottomRight.row() && i.parent() == parent)
            dirty += QRect(area.left(), row.top(), area.width(), row.height());
    }
    if (!dirty.isEmpty())
        viewport()->update(dirty);
}

}  // namespace ts::gui
