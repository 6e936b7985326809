#pragma once
// The NPC decision panel (seed 001 3.3.2 NPC, 3.3.3): which nation decided in which round
// and in which phase, the decision phase's numbers (own military power × belligerence
// against the closest hostile nation's), and NpcDecisionModel's table of the previewed
// commands with their scores, the chosen one highlighted.
#include "session/paneldock.h"

class QLabel;
class QTableView;

namespace ts::gui {

class NpcDecisionModel;
class SessionController;

class NpcDecisionDock : public PanelDock {
    Q_OBJECT
public:
    explicit NpcDecisionDock(SessionController* controller, QWidget* parent = nullptr);
    ~NpcDecisionDock() override;

    NpcDecisionModel* model() const { return model_; }
    QTableView* tableView() const { return view_; }
    QString headline() const;
    QString judgementText() const;  // what the panel shows about the decision phase (plain text)

public slots:
    // Builds the snapshot at the cursor and feeds it to the model.
    void refresh();

private slots:
    void onRefreshed();

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    SessionController* controller_;
    NpcDecisionModel* model_;
    QTableView* view_;
    QLabel* headline_;
    QLabel* phase_;
    QLabel* judgement_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
