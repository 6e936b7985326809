#pragma once
// The timeline panel: the scrubber over the whole trace (TimelineWidget) with zoom buttons.
#include <QDockWidget>

class QToolButton;

namespace ts::gui {

class SessionController;
class TimelineWidget;

class TimelineDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TimelineDock(SessionController* controller, QWidget* parent = nullptr);

    TimelineWidget* timeline() const { return timeline_; }

private:
    void updateButtons();

    TimelineWidget* timeline_;
    QToolButton* zoomIn_;
    QToolButton* zoomOut_;
    QToolButton* fit_;
};

}  // namespace ts::gui
