#pragma once
// The nodes of the seed's core flow (①–⑮) and trigger check (⑩-1..⑩-4), and the end, at the
// cursor: which node the game has just run (lit), the node before it (the edge just taken
// leads from it), the node it runs next, and which nodes carry a breakpoint on their
// clause. The flow map draws it; the model also serves tests and screen readers.
#include "session/modelroles.h"
#include "session/refreshgate.h"

#include "rulesets/stack/state.h"

#include <QAbstractListModel>
#include <QString>

#include <utility>
#include <vector>

namespace ts::gui {

class SessionController;

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

    explicit FlowModel(SessionController* controller, QObject* parent = nullptr);
    RefreshGate& refreshGate() { return gate_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    static const std::vector<stack::Node>& nodes();  // row order
    int rowOf(stack::Node n) const;
    stack::Node current() const { return current_; }
    // The edge just taken (from, to); from = None at the game's start.
    std::pair<stack::Node, stack::Node> lastEdge() const { return {previous_, current_}; }
    stack::Node next() const { return next_; }
    bool hasBreakpoint(stack::Node n) const;
    // A breakpoint on the node's clause: added if there is none, removed otherwise.
    void toggleBreakpoint(stack::Node n);

public slots:
    void refresh();

signals:
    void refreshed();

private:
    SessionController* controller_;
    stack::Node current_ = stack::Node::None, previous_ = stack::Node::None, next_ = stack::Node::None;
    std::vector<bool> breakpoints_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
