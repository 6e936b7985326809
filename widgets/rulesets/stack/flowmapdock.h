#pragma once
// The flow map: the seed's diagram with the game's position lit (FlowMapWidget over
// FlowModel), a line saying where the game is and which edge it just took, and a hint that
// a click on a node sets a breakpoint on its clause.
#include "session/paneldock.h"

#include "rulesets/stack/state.h"

class QLabel;

namespace ts::gui {

class FlowMapWidget;
class FlowModel;
class SessionController;

class FlowMapDock : public PanelDock {
    Q_OBJECT
public:
    explicit FlowMapDock(SessionController* controller, QWidget* parent = nullptr);
    ~FlowMapDock() override;

    FlowModel* model() const { return model_; }
    FlowMapWidget* map() const { return map_; }
    QString headline() const;

public slots:
    void refresh();  // builds where the game is and the breakpoints, and feeds the model
    // A breakpoint on the node's clause: added if there is none, removed otherwise.
    void toggleBreakpoint(stack::Node n);

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    void onRefreshed();

    SessionController* controller_;
    FlowModel* model_;
    FlowMapWidget* map_;
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
