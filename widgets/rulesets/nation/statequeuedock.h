#pragma once
// The state queue panel (seed 001 §4.4): where the processing stands (its timing, round and
// turn, how far it has popped), the queue as StateQueueModel's tree, always expanded, with
// the popped entry kept in view, and a legend of the outcome marks.
#include "session/paneldock.h"

class QLabel;
class QTreeView;

namespace ts::gui {

class SessionController;
class StateQueueModel;

class StateQueueDock : public PanelDock {
    Q_OBJECT
public:
    explicit StateQueueDock(SessionController* controller, QWidget* parent = nullptr);
    ~StateQueueDock() override;

    StateQueueModel* model() const { return model_; }
    QTreeView* treeView() const { return view_; }
    QString headline() const;

public slots:
    // Builds the snapshot at the cursor and feeds it to the model.
    void refresh();

private slots:
    void onRefreshed();

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    QWidget* createLegend(QWidget* parent) const;

    SessionController* controller_;
    StateQueueModel* model_;
    QTreeView* view_;
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
