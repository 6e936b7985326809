#pragma once
// The Map panel of a roguelike game (either scheduler): the dungeon at the cursor with every
// unit, the acting one ringed and the last move or attack drawn as an arrow. Zoom with the
// buttons or Ctrl+wheel; a click on a unit shows that unit's events in the event log
// (SessionController::requestEntityFocus).
#include "session/paneldock.h"

class QLabel;
class QScrollArea;
class QToolButton;

namespace ts::gui {

class MapWidget;
class SessionController;

class MapDock : public PanelDock {
    Q_OBJECT
public:
    explicit MapDock(SessionController* controller, QWidget* parent = nullptr);

    MapWidget* mapWidget() const { return map_; }
    QScrollArea* scrollArea() const { return scroll_; }
    // The cell size at which the whole map fits the panel (within the widget's limits).
    int fittingCellSize() const;
    void fitToPanel();
    bool autoFit() const { return autoFit_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void sessionChanged() override { autoFit_ = true; }  // its cursor follows
    void cursorMoved(Seq) override { gate_.request(); }
    void refresh();

    SessionController* controller_;
    MapWidget* map_;
    QScrollArea* scroll_;
    QLabel* status_;
    // Fit the map to the panel whenever either changes size, until the user zooms (Fit and a
    // new game turn it on again).
    bool autoFit_ = true;
    void zoomBy(int numerator, int denominator, int add);
    bool fromEmptyTrace_ = false;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
