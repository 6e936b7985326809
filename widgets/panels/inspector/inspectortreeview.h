#pragma once
// The inspector's tree view. A step over a thousand units changes rows under many parents
// that are mostly collapsed; QTreeView maps each changed row to the screen by a linear
// search through its visible items, which costs more than the step itself, and it repaints
// its whole viewport for any range of two cells or more (every row the model signals spans
// both columns). This view repaints only the rows on screen that were signalled: a step
// usually changes a handful of them (a count, the unit that moved), and painting the
// thirty-odd rows of a full viewport was a sizeable part of Step Back (issue 41).
#include <QTreeView>

namespace ts::gui {

class InspectorTreeView : public QTreeView {
    Q_OBJECT
public:
    explicit InspectorTreeView(QWidget* parent = nullptr);

protected:
    // Rows never change height (uniform rows) and the model announces every change of
    // shape as a reset, so repainting the signalled rows that are on screen is all a change
    // of data needs. A parent that is collapsed has none on screen: no search at all.
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles = {}) override;
};

}  // namespace ts::gui
