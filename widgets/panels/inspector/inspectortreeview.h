#pragma once
// The inspector's tree view. A step over a thousand units changes rows under many parents
// that are mostly collapsed; QTreeView maps each changed row to the screen by a linear
// search through its visible items, which costs more than the step itself. This view
// repaints its visible rows instead: what they show is read again from the model.
#include <QTreeView>

namespace ts::gui {

class InspectorTreeView : public QTreeView {
    Q_OBJECT
public:
    explicit InspectorTreeView(QWidget* parent = nullptr);

protected:
    // Rows never change height (uniform rows) and the model announces every change of
    // shape as a reset, so a repaint is all a change of data needs.
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles = {}) override;
};

}  // namespace ts::gui
