#pragma once
// The Energy panel of an energy game (seed 003): where the loop stands (turn, visit, the
// current actor, who acts next) and one energy bar per actor against the action cost, with
// its gain per visit; it follows the cursor forward and back.
#include "session/paneldock.h"

class QTableView;

namespace ts::gui {

class ElidedLabel;
class EnergyBarDelegate;
class EnergyModel;
class SessionController;

class EnergyDock : public PanelDock {
    Q_OBJECT
public:
    explicit EnergyDock(SessionController* controller, QWidget* parent = nullptr);

    EnergyModel* model() const { return model_; }
    QTableView* tableView() const { return view_; }
    QString headline() const;

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    void refresh();

    SessionController* controller_;
    EnergyModel* model_;
    EnergyBarDelegate* delegate_;
    QTableView* view_;
    ElidedLabel* headline_;
    bool fromEmptyTrace_ = false;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
