#pragma once
// The timeline panel: the scrubber over the whole trace (TimelineWidget) with zoom buttons.
#include <QDockWidget>

class QToolButton;
class QVBoxLayout;

namespace ts::gui {

class SessionController;
class TimelineWidget;

class TimelineDock : public QDockWidget {
    Q_OBJECT
public:
    explicit TimelineDock(SessionController* controller, QWidget* parent = nullptr);

    TimelineWidget* timeline() const { return timeline_; }
    // Puts `tracks` under the timeline, in its column, so they share its width and x axis
    // (the watches' tracks; the window hands them the timeline's view). The dock's height
    // follows the tracks' (heightWanted).
    void setTracks(QWidget* tracks);
    // The height the dock's content wants: the timeline's and the tracks'.
    int contentHeightHint() const;

private:
    void updateButtons();

    TimelineWidget* timeline_;
    QVBoxLayout* column_;
    QWidget* tracks_ = nullptr;
    QToolButton* zoomIn_;
    QToolButton* zoomOut_;
    QToolButton* fit_;
};

}  // namespace ts::gui
