#pragma once
// The power chart panel (SPEC §7, seed 001): PowerChartView over GameState::powerHistory at
// the cursor and the whole game so far, with a marker at the cursor's round; clicking a
// round seeks to its first event (nation.round-begin; round 0 is the game's first event).
#include "kernel/event.h"
#include "kernel/session/session.h"

#include "session/paneldock.h"

#include <optional>

class QLabel;

namespace ts::gui {

class PowerChartView;
class SessionController;

class PowerChartDock : public PanelDock {
    Q_OBJECT
public:
    explicit PowerChartDock(SessionController* controller, QWidget* parent = nullptr);
    ~PowerChartDock() override;

    PowerChartView* chartView() const { return view_; }
    QString headline() const;

    // The first event of round `round` (its nation.round-begin; round 0: event 0).
    static std::optional<Seq> firstEventOfRound(const Session& session, int round);

public slots:
    void refresh();
    void goToRound(int round);

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    SessionController* controller_;
    PowerChartView* view_;
    QLabel* headline_;
    const void* shownSession_ = nullptr;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
