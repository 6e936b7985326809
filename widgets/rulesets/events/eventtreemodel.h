#pragma once
// The event tree as a model (EventTreeSnapshot): each event under the event its listener
// answered, in the order the answers were made (an over event last); the event being
// processed lit, what the event at the cursor made or touched marked, what is still
// queued faint, what an interrupt dropped struck out.
#include "rulesets/events/eventtreesnapshot.h"
#include "rulesets/events/rowtreemodel.h"
#include "session/modelroles.h"

namespace ts::gui {

class EventTreeModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Roles : int {
        StatusRole = UserRoleEnd,  // int: EventTreeSnapshot::Status
        NodeRole,  // int: the node's number in the tree (#n)
        CurrentRole,  // bool: being processed
        AtCursorRole,  // bool: made, popped, finished or dropped by the event at the cursor
        OverRole,  // bool: an over event
    };
    enum Column : int { EventColumn = 0, AnsweredByColumn, AddressColumn, StatusColumn, PopColumn, ColumnCount };

    explicit EventTreeModel(QObject* parent = nullptr);

    void setSnapshot(EventTreeSnapshot snapshot);
    const EventTreeSnapshot& snapshot() const { return snapshot_; }
    // The row of tree node #n, if shown.
    QModelIndex indexOfTreeNode(int id, int column = 0) const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    EventTreeSnapshot snapshot_;
};

}  // namespace ts::gui
