#pragma once
// The timeline: a scrubber over the whole trace. Lanes, top to bottom: a ruler of event
// numbers, turn and Run marks, breakpoint hits (events matching an enabled breakpoint's
// kind / clause / entity filters; conditions are not evaluated here), and decisions; the
// cursor is a vertical line labelled with its event number.
//
// The marks are sorted vectors of event numbers (TimelineMarks). Painting is bounded by
// the width, not by the trace: for each lane it binary searches the first mark of the
// next free pixel column, so one pixel gets at most one mark (the Tracy / hotspot
// timeline practice). A step moves only the cursor, so the lanes are drawn once into a
// pixmap (again when the view, the size, the palette or the marks change) and a repaint
// copies it and draws the cursor and the ruler's numbers over it.
//
// Mouse: press or drag seeks (coalesced by the controller); Ctrl+wheel zooms around the
// pointer; the wheel, Shift+drag or a middle-button drag pan; a double-click on empty
// space fits the whole trace. Tooltips show the event under the pointer.
#include "panels/timeline/timelinemarks.h"

#include <QPixmap>
#include <QStaticText>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace ts::gui {

class SessionController;

class TimelineWidget : public QWidget {
    Q_OBJECT
public:
    enum class Lane { None, Ruler, Turns, Hits, Decisions };

    explicit TimelineWidget(SessionController* controller, QWidget* parent = nullptr);
    ~TimelineWidget() override;

    QSize sizeHint() const override { return {600, 64}; }
    QSize minimumSizeHint() const override { return {160, 56}; }

    // The mark indexes; complete for the whole trace when !isIndexing().
    const TimelineMarks& marks() const { return *marks_; }
    const std::vector<Seq>& turnMarks() const { return marks_->turns(); }
    const std::vector<std::int32_t>& turnNumbers() const { return marks_->turnNumbers(); }  // parallel to turnMarks()
    const std::vector<Seq>& runMarks() const { return marks_->runs(); }
    const std::vector<Seq>& hitMarks() const { return marks_->hits(); }
    const std::vector<Seq>& decisionMarks() const { return marks_->decisions(); }
    bool isIndexing() const { return marks_->isIndexing(); }

    // The visible events, [viewStart(), viewEnd()] in event numbers (fractional when
    // zoomed in closer than one event per pixel).
    double viewStart() const { return viewStart_; }
    double viewEnd() const { return viewEnd_; }
    void setView(double start, double end);
    void fitAll();
    void zoomBy(double factor, int anchorX);  // factor > 1 zooms in around x
    bool isFitAll() const { return fitAll_; }

    // Geometry: the area where events are drawn, and its mapping.
    QRect plotRect() const;
    Lane laneAt(int y) const;
    Seq seqAt(int x) const;
    int xForSeq(Seq seq) const;

signals:
    void viewChanged(double start, double end);
    void indexingFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onTraceChanged();
    void onCursorMoved(Seq seq);
    std::size_t traceSize() const;
    double scale() const;  // pixels per event
    void clampView();
    const std::vector<Seq>& marksOf(Lane lane) const;
    std::optional<Seq> markNear(Lane lane, int x, int radius) const;
    QString toolTipFor(Lane lane, int x) const;
    int gutterWidth() const;
    QRect laneRect(Lane lane) const;

    void paintLanes(QPainter& p) const;  // all but the cursor, the ruler's numbers and "indexing…"
    void refreshLanes();  // lanes_ for the current view, size and marks
    void lanesChanged();  // the marks or the texts changed: draw the lanes again
    std::vector<std::pair<Seq, int>> rulerTicks(const QRect& r) const;
    void paintRulerGrid(QPainter& p, const QRect& r) const;
    void layOutRulerNumbers(const QRect& r);
    void paintRulerNumbers(QPainter& p) const;
    void paintTurns(QPainter& p, const QRect& r) const;
    void paintTicks(QPainter& p, const QRect& r, const std::vector<Seq>& marks, const QColor& color, int width) const;
    void paintDecisions(QPainter& p, const QRect& r) const;
    void paintCursor(QPainter& p) const;
    QRect cursorBox() const;  // the cursor's label in the ruler; null when out of view

    SessionController* controller_;
    TimelineMarks* marks_;

    double viewStart_ = 0;
    double viewEnd_ = 1;
    bool fitAll_ = true;

    QPixmap lanes_;
    struct LanesKey {
        QSize size;
        qreal dpr = 0;
        double start = 0, end = 0;
        std::size_t events = 0;
        qint64 palette = 0;
        bool operator==(const LanesKey&) const = default;
    };
    LanesKey lanesKey_;
    // The ruler's numbers, laid out with the lanes: the cursor's label hides those under it,
    // so they are drawn on each paint, and shaping them again each time cost a step 0.1 ms.
    struct RulerNumber {
        QRect box;
        QStaticText text;
    };
    std::vector<RulerNumber> rulerNumbers_;
    bool lanesStale_ = true;
    mutable int gutterWidth_ = -1;  // the lane names' column; -1: measure again

    enum class Drag { None, Seek, Pan };
    Drag drag_ = Drag::None;
    int dragAnchorX_ = 0;
    double dragAnchorStart_ = 0;
};

}  // namespace ts::gui
