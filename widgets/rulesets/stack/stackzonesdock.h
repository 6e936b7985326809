#pragma once
// Zones: each player's components by zone, top first, with owner and controller
// (StackZonesModel), always expanded; the components the current event concerns are marked.
#include "session/paneldock.h"

class QLabel;
class QTreeView;

namespace ts::gui {

class SessionController;
class StackZonesModel;

class StackZonesDock : public PanelDock {
    Q_OBJECT
public:
    explicit StackZonesDock(SessionController* controller, QWidget* parent = nullptr);
    ~StackZonesDock() override;

    StackZonesModel* model() const { return model_; }
    QTreeView* view() const { return view_; }

public slots:
    void refresh();  // builds the zones at the cursor and feeds the model

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too

    SessionController* controller_;
    StackZonesModel* model_;
    QTreeView* view_;
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
