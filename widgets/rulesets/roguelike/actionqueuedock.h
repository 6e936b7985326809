#pragma once
// The Action Queues panel of an energy game (seed 003): every actor's queued actions (its
// brain fills the queue only when it is empty; the player's input goes there too), and the
// alternative chain of the last action performed (walk -> open the door).
#include "session/paneldock.h"

class QTableView;
class QTreeView;

namespace ts::gui {

class ActionQueueModel;
class ChainModel;
class ElidedLabel;
class SessionController;

class ActionQueueDock : public PanelDock {
    Q_OBJECT
public:
    explicit ActionQueueDock(SessionController* controller, QWidget* parent = nullptr);

    ActionQueueModel* queueModel() const { return queues_; }
    ChainModel* chainModel() const { return chain_; }
    QTreeView* queueView() const { return queueView_; }
    QTableView* chainView() const { return chainView_; }
    QString chainTitle() const;

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    void refresh();

    SessionController* controller_;
    ActionQueueModel* queues_;
    ChainModel* chain_;
    QTreeView* queueView_;
    QTableView* chainView_;
    ElidedLabel* chainTitle_;
    bool fromEmptyTrace_ = false;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
