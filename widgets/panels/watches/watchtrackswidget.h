#pragma once
// The watches' tracks under the timeline (issue 39): one row per watch, its name (and the
// minimum and maximum of a number) in the label column and its track across the plot,
// aligned with the timeline above it: the window hands it the timeline's view and plot
// margins (setView), so the tracks zoom and scroll with it. A click seeks to the event under
// the pointer; hovering shows the value there; the wheel is handed back to the timeline
// (zoomRequested, panRequested). The rows are drawn once into a pixmap (again when the
// view, the size or a track changes); a cursor move only draws the cursor line over it.
#include "kernel/event.h"

#include <QPixmap>
#include <QWidget>

#include <optional>

namespace ts::gui {

class SessionController;
class WatchList;

class WatchTracksWidget : public QWidget {
    Q_OBJECT
public:
    WatchTracksWidget(WatchList* watches, SessionController* controller, QWidget* parent = nullptr);

    // The timeline's view: events [start, end] between x = plotLeft and width - rightMargin.
    void setView(double start, double end, int plotLeft, int rightMargin);
    double viewStart() const { return start_; }
    double viewEnd() const { return end_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int rowHeight() const;
    QRect plotRect(int row) const;  // where row's track is drawn
    std::optional<int> rowAt(int y) const;
    Seq seqAt(int x) const;
    QString toolTipAt(const QPoint& pos) const;

signals:
    void zoomRequested(double factor, int x);
    void panRequested(double events);
    void exportRequested(int row);  // the row's context menu: the dock exports it
    void removeRequested(int row);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rowsChanged();
    void paintRows(QPainter& p) const;
    void paintLabel(QPainter& p, int row) const;

    WatchList* watches_;
    SessionController* controller_;
    double start_ = 0;
    double end_ = 1;
    int plotLeft_ = 80;
    int rightMargin_ = 4;
    QPixmap rows_;
    bool stale_ = true;
};

}  // namespace ts::gui
