#pragma once
// The nodes of the seed's core flow (①–⑮) and trigger check (⑩-1..⑩-4), and the end, at one
// event (FlowSnapshot): which node the game has just run (lit), the node before it (the edge
// just taken leads from it), the node it runs next, and which nodes carry a breakpoint on
// their clause. The flow map draws it; the model also serves tests and screen readers. Its
// dock builds the snapshot at the cursor and feeds it.
#include "rulesets/stack/flowsnapshot.h"
#include "session/modelroles.h"

#include <QAbstractListModel>
#include <QString>

#include <utility>
#include <vector>

namespace ts::gui {

class FlowModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Roles : int {
        NodeRole = UserRoleEnd,  // int: stack::Node
        LabelRole,  // QString: "③"
        QuestionRole,  // QString: the node's words, translated
        CurrentRole,  // bool: the node just run
        PreviousRole,  // bool: the node the edge just taken starts from
        NextRole,  // bool: the node the game runs next
        // ClauseRole (QString, "002:3") and BreakpointRole (bool) as modelroles.h defines them
    };

    explicit FlowModel(QObject* parent = nullptr);

    // Every row's data changes (the rows stay: they are the map's nodes).
    void setSnapshot(FlowSnapshot snapshot);
    const FlowSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    static const std::vector<stack::Node>& nodes() { return FlowSnapshot::nodes(); }  // row order
    int rowOf(stack::Node n) const;
    stack::Node current() const { return snapshot_.current; }
    // The edge just taken (from, to); from = None at the game's start.
    std::pair<stack::Node, stack::Node> lastEdge() const { return {snapshot_.previous, snapshot_.current}; }
    stack::Node next() const { return snapshot_.next; }
    bool hasBreakpoint(stack::Node n) const;

signals:
    void refreshed();

private:
    FlowSnapshot snapshot_ = FlowSnapshot::empty();
};

}  // namespace ts::gui
