#include "rulesets/events/rowtreemodel.h"

namespace ts::gui {

RowTreeModel::RowTreeModel(int columns, QObject* parent) : QAbstractItemModel(parent), columns_(columns) {}

QModelIndex RowTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= columns_ || (parent.isValid() && parent.column() != 0))
        return {};
    const int p = parent.isValid() ? nodeOf(parent) : -1;
    if (parent.isValid() && p < 0)
        return {};
    const auto& kids = children_.empty() ? std::vector<int>{} : children_[static_cast<std::size_t>(p + 1)];
    if (row >= static_cast<int>(kids.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(kids[static_cast<std::size_t>(row)]));
}

QModelIndex RowTreeModel::parent(const QModelIndex& child) const
{
    const int node = nodeOf(child);
    if (node < 0)
        return {};
    return indexOfNode(parents_[static_cast<std::size_t>(node)]);
}

int RowTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const int p = parent.isValid() ? nodeOf(parent) : -1;
    if ((parent.isValid() && p < 0) || children_.empty())
        return 0;
    return static_cast<int>(children_[static_cast<std::size_t>(p + 1)].size());
}

int RowTreeModel::columnCount(const QModelIndex&) const { return columns_; }

QModelIndex RowTreeModel::indexOfNode(int node, int column) const
{
    if (node < 0 || node >= nodeCount() || column < 0 || column >= columns_)
        return {};
    return createIndex(rowInParent_[static_cast<std::size_t>(node)], column, static_cast<quintptr>(node));
}

int RowTreeModel::nodeOf(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    const auto node = static_cast<int>(index.internalId());
    return node < nodeCount() ? node : -1;
}

void RowTreeModel::setShape(std::vector<int> parents, const std::function<void()>& commit)
{
    if (parents == parents_) {
        commit();
        // One announcement per parent (dataChanged covers siblings only).
        for (std::size_t p = 0; p < children_.size(); ++p)
            if (!children_[p].empty())
                emit dataChanged(indexOfNode(children_[p].front()), indexOfNode(children_[p].back(), columns_ - 1));
        return;
    }
    beginResetModel();
    parents_ = std::move(parents);
    children_.assign(parents_.size() + 1, {});
    rowInParent_.assign(parents_.size(), 0);
    for (std::size_t i = 0; i < parents_.size(); ++i) {
        auto& kids = children_[static_cast<std::size_t>(parents_[i] + 1)];
        rowInParent_[i] = static_cast<int>(kids.size());
        kids.push_back(static_cast<int>(i));
    }
    commit();
    endResetModel();
}

}  // namespace ts::gui
