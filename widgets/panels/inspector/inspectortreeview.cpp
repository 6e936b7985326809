#include "panels/inspector/inspectortreeview.h"

namespace ts::gui {

InspectorTreeView::InspectorTreeView(QWidget* parent) : QTreeView(parent) { setUniformRowHeights(true); }

void InspectorTreeView::dataChanged(const QModelIndex&, const QModelIndex&, const QList<int>&) { viewport()->update(); }

}  // namespace ts::gui
