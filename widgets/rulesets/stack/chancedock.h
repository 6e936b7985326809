#pragma once
// Chance and pass list: the players in turn order with the turn player, the chance holder
// and the pass list (ChanceModel), the pass list's count against the number of players,
// and the node of the flow the game is at.
#include "session/paneldock.h"

class QLabel;
class QTableView;

namespace ts::gui {

class ChanceModel;
class SessionController;

class ChanceDock : public PanelDock {
    Q_OBJECT
public:
    explicit ChanceDock(SessionController* controller, QWidget* parent = nullptr);
    ~ChanceDock() override;

    ChanceModel* model() const { return model_; }
    QTableView* view() const { return view_; }

public slots:
    void refresh();  // builds the players at the cursor and feeds the model

private:
    // Another game's players reset the model even if as many; its cursor is announced next.
    void sessionChanged() override { anotherGame_ = true; }
    void cursorMoved(Seq) override { gate_.request(); }
    void onRefreshed();

    SessionController* controller_;
    ChanceModel* model_;
    QTableView* view_;
    QLabel* headline_;
    QLabel* passList_;
    QLabel* node_;
    bool anotherGame_ = false;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
