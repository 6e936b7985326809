#pragma once
// The event tree (the events ruleset's signature view): the tree the queue unfolds for the
// current instruction or phase signal, which listener answered which event with what, the
// event being processed lit, the part still queued faint; stepping back folds it back. A
// double-click goes to the event's pop (or, while it is queued, to where it was made).
#include "rulesets/events/eventtreesnapshot.h"

#include "session/paneldock.h"

class QLabel;
class QTreeView;

namespace ts::gui {

class EventTreeModel;
class SessionController;

class EventTreeDock : public PanelDock {
    Q_OBJECT
public:
    explicit EventTreeDock(SessionController* controller, QWidget* parent = nullptr);
    ~EventTreeDock() override;

    EventTreeModel* model() const { return model_; }
    QTreeView* treeView() const { return view_; }
    QString headline() const;

public slots:
    void refresh();

private slots:
    void onActivated(const QModelIndex& index);

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    SessionController* controller_;
    EventTreeModel* model_;
    QTreeView* view_;
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
