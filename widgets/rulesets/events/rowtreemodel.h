#pragma once
// The tree shape the events panels' models share: rows in one flat vector, each knowing its
// parent (a parent always before its children), a QModelIndex's internalId the row. A
// subclass keeps its own data per row and hands over a new shape on every cursor move: the
// same shape announces dataChanged only (expanded rows stay as they are), another resets.
#include <QAbstractItemModel>

#include <functional>
#include <vector>

namespace ts::gui {

class RowTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;

    // The index of row `node` (-1: invalid).
    QModelIndex indexOfNode(int node, int column = 0) const;
    // The row of an index of this model, or -1.
    int nodeOf(const QModelIndex& index) const;
    int nodeCount() const { return static_cast<int>(parents_.size()); }

protected:
    RowTreeModel(int columns, QObject* parent);
    // `parents[i]` is row i's parent (-1 at the top). `commit` moves the subclass's row data
    // in at the right moment (between begin- and endResetModel, or before dataChanged).
    void setShape(std::vector<int> parents, const std::function<void()>& commit);

private:
    std::vector<int> parents_;
    std::vector<int> rowInParent_;
    std::vector<std::vector<int>> children_;  // [0] the top rows, [i + 1] row i's children
    int columns_;
};

}  // namespace ts::gui
