#pragma once
// Zones: each player's components by zone, top first, with owner and controller
// (ZonesModel), always expanded; the components the current event concerns are marked.
#include "paneldock.h"

class QLabel;
class QTreeView;

namespace ts::gui {

class SessionController;
class ZonesModel;

class ZonesDock : public PanelDock {
    Q_OBJECT
public:
    explicit ZonesDock(SessionController* controller, QWidget* parent = nullptr);
    ~ZonesDock() override;

    ZonesModel* model() const { return model_; }
    QTreeView* view() const { return view_; }

private:
    ZonesModel* model_;
    QTreeView* view_;
    QLabel* headline_;
};

}  // namespace ts::gui
