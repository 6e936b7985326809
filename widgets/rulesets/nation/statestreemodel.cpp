#include "rulesets/nation/statestreemodel.h"

namespace ts::gui {

int StatesTreeModel::Shape::add(int parent, int kind)
{
    Link l;
    l.parent = parent;
    l.kind = kind;
    l.row = static_cast<int>(links[static_cast<std::size_t>(parent)].children.size());
    const int id = static_cast<int>(links.size());
    links[static_cast<std::size_t>(parent)].children.push_back(id);
    links.push_back(std::move(l));
    return id;
}

StatesTreeModel::StatesTreeModel(int columns, QObject* parent) : QAbstractItemModel(parent), columns_(columns) {}

void StatesTreeModel::replaceTree(Shape shape, bool forceReset, const std::function<void()>& commit)
{
    bool same = !forceReset && shape.links.size() == links_.size();
    for (std::size_t i = 0; same && i < links_.size(); ++i)
        same = shape.links[i].parent == links_[i].parent && shape.links[i].kind == links_[i].kind &&
            shape.links[i].children.size() == links_[i].children.size();
    if (!same) {
        beginResetModel();
        links_ = std::move(shape.links);
        commit();
        endResetModel();
        return;
    }
    commit();
    // One dataChanged per parent, over all of its children and columns.
    for (std::size_t p = 0; p < links_.size(); ++p) {
        const auto& children = links_[p].children;
        if (children.empty())
            continue;
        const QModelIndex parentIndex = indexOfNode(static_cast<int>(p));
        emit dataChanged(index(0, 0, parentIndex),
                         index(static_cast<int>(children.size()) - 1, columns_ - 1, parentIndex));
    }
}

QModelIndex StatesTreeModel::indexOfNode(int node, int column) const
{
    if (node <= 0 || static_cast<std::size_t>(node) >= links_.size() || column < 0 || column >= columns_)
        return {};
    return createIndex(links_[static_cast<std::size_t>(node)].row, column, quintptr(node));
}

int StatesTreeModel::nodeOf(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() == 0 || index.internalId() >= links_.size())
        return -1;
    return static_cast<int>(index.internalId());
}

QModelIndex StatesTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= columns_ || (parent.isValid() && parent.column() != 0))
        return {};
    const std::size_t p = parent.isValid() ? parent.internalId() : 0;
    if (p >= links_.size() || static_cast<std::size_t>(row) >= links_[p].children.size())
        return {};
    return createIndex(row, column, quintptr(links_[p].children[static_cast<std::size_t>(row)]));
}

QModelIndex StatesTreeModel::parent(const QModelIndex& child) const
{
    const int n = nodeOf(child);
    return n < 0 ? QModelIndex() : indexOfNode(links_[static_cast<std::size_t>(n)].parent);
}

int StatesTreeModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(links_[0].children.size());
    const int n = nodeOf(parent);
    return n < 0 || parent.column() != 0 ? 0 : static_cast<int>(links_[static_cast<std::size_t>(n)].children.size());
}

int StatesTreeModel::columnCount(const QModelIndex& parent) const
{
    Q_UNUSED(parent);
    return columns_;
}

}  // namespace ts::gui
