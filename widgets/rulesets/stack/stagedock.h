#pragma once
// The stage view, the stack ruleset's signature panel: the headline (turn, stage size, the
// chance holder, the node of the flow) over the pile StageModel lists and StageDelegate
// draws. Double-clicking an action goes to the event that put it there.
#include "session/paneldock.h"

class QLabel;
class QListView;

namespace ts::gui {

class SessionController;
class StageModel;

class StageDock : public PanelDock {
    Q_OBJECT
public:
    explicit StageDock(SessionController* controller, QWidget* parent = nullptr);
    ~StageDock() override;

    StageModel* model() const { return model_; }
    QListView* view() const { return view_; }
    QString headline() const;

public slots:
    void refresh();  // builds the stage at the cursor and feeds the model

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too

    SessionController* controller_;
    StageModel* model_;
    QListView* view_;
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
