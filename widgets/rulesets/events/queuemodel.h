#pragma once
// The event queue as a model (QueueSnapshot): one group per part (being processed, answers
// so far, the queue head first, each saved queue), the events under them.
#include "rulesets/events/queuesnapshot.h"
#include "rulesets/events/rowtreemodel.h"
#include "session/modelroles.h"

namespace ts::gui {

class QueueModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Roles : int {
        GroupRole = UserRoleEnd,  // int: QueueSnapshot::GroupKind of the row or its group
        IsGroupRole,  // bool
        NodeRole,  // int: the event's number in the tree, -1 for a group
        AtCursorRole,  // bool
    };
    enum Column : int { EventColumn = 0, AnsweredByColumn, NodeColumn, ColumnCount };

    explicit QueueModel(QObject* parent = nullptr);

    void setSnapshot(QueueSnapshot snapshot);
    const QueueSnapshot& snapshot() const { return snapshot_; }
    QModelIndex groupIndex(QueueSnapshot::GroupKind kind, int ordinal = 0) const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Place {
        int group = 0;
        int row = -1;  // -1: the group's own row
    };
    QueueSnapshot snapshot_;
    std::vector<Place> places_;
};

}  // namespace ts::gui
