#pragma once
// The tree shape shared by the state panels' models (state queue, held states): nodes in
// one flat vector, node 0 the invisible root, a QModelIndex's internalId the node's index.
// A subclass keeps its own data per node (same indices) and hands over a new tree on every
// cursor move: one with the same shape announces dataChanged only (expanded rows stay as
// they are), any other resets the model.
#include <QAbstractItemModel>

#include <functional>
#include <vector>

namespace ts::gui {

class StatesTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;

protected:
    struct Link {
        int parent = -1;
        int row = 0;  // among the parent's children
        int kind = 0;
        std::vector<int> children;
    };
    // Builds a tree: add() returns the new node's index.
    struct Shape {
        std::vector<Link> links = std::vector<Link>(1);
        int add(int parent, int kind);
    };

    StatesTreeModel(int columns, QObject* parent);

    // Puts `shape` in place; `commit` moves the subclass's node data in at the right moment
    // (between begin- and endResetModel, or before dataChanged).
    void replaceTree(Shape shape, bool forceReset, const std::function<void()>& commit);
    QModelIndex indexOfNode(int node, int column = 0) const;
    // The node of an index of this model, or -1.
    int nodeOf(const QModelIndex& index) const;
    int nodeCount() const { return static_cast<int>(links_.size()); }

private:
    std::vector<Link> links_ = std::vector<Link>(1);
    int columns_;
};

}  // namespace ts::gui
