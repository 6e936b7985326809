#pragma once
// The Queue panel: the live event queue at the cursor (QueueModel, always expanded), the
// phase, and the line of the seed's pseudo-code the event at the cursor carries out.
#include "session/paneldock.h"

class QLabel;
class QTreeView;

namespace ts::gui {

class QueueModel;
class SessionController;

class QueueDock : public PanelDock {
    Q_OBJECT
public:
    explicit QueueDock(SessionController* controller, QWidget* parent = nullptr);
    ~QueueDock() override;

    QueueModel* model() const { return model_; }
    QTreeView* treeView() const { return view_; }
    QString headline() const;
    QString stage() const;

public slots:
    void refresh();

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    SessionController* controller_;
    QueueModel* model_;
    QTreeView* view_;
    QLabel* headline_;
    QLabel* stage_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
