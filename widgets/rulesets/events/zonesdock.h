#pragma once
// The Zones panel: both players side by side (one ZonesModel, each view rooted at a
// player), with addresses, listeners marked, the listener hearing the event at the cursor
// lit and what the event changed marked.
#include "session/paneldock.h"

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
    QTreeView* playerView(int player) const { return views_[player == 1 ? 1 : 0]; }
    QString headline() const;

public slots:
    void refresh();

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    QTreeView* createView(int player, QWidget* parent);
    void rootViews();

    SessionController* controller_;
    ZonesModel* model_;
    QTreeView* views_[2] = {nullptr, nullptr};
    QLabel* titles_[2] = {nullptr, nullptr};
    QLabel* headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
