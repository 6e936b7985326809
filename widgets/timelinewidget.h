#pragma once
// The timeline: a scrubber over the whole trace. Lanes, top to bottom: a ruler of event
// numbers, turn and Run marks, breakpoint hits (events matching an enabled breakpoint's
// kind / clause / entity filters; conditions are not evaluated here), and decisions; the
// cursor is a vertical line labelled with its event number.
//
// The marks are sorted vectors of event numbers, built by one scan of the trace when it
// changes (in slices on the event loop for big traces) and extended as events are
// appended. Painting is bounded by the width, not by the trace: for each lane it binary
// searches the first mark of the next free pixel column, so one pixel gets at most one
// mark (the Tracy / hotspot timeline practice).
//
// Mouse: press or drag seeks (coalesced by the controller); Ctrl+wheel zooms around the
// pointer; the wheel, Shift+drag or a middle-button drag pan; a double-click on empty
// space fits the whole trace. Tooltips show the event under the pointer.
#include "kernel/event.h"

#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <optional>
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
    const std::vector<Seq>& turnMarks() const { return turns_; }
    const std::vector<std::int32_t>& turnNumbers() const { return turnNumbers_; }  // parallel to turnMarks()
    const std::vector<Seq>& runMarks() const { return runs_; }
    const std::vector<Seq>& hitMarks() const { return hits_; }
    const std::vector<Seq>& decisionMarks() const { return decisions_; }
    bool isIndexing() const { return indexTimer_.isActive(); }

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
    // A breakpoint's filters compiled against the trace's id tables.
    struct Filter {
        int kind = -1;                  // -1: any
        std::vector<std::uint8_t> clauseOk;  // by clause id; empty: any
        EntityId entity = kNoEntity;    // kNoEntity: any
        bool operator==(const Filter&) const = default;
    };

    void onSessionChanged();
    void onTraceChanged();
    void onBreakpointsChanged();
    void onCursorMoved(Seq seq);
    void resetIndexes();
    void scheduleIndexing();
    bool indexSlice(std::size_t budget);  // true when everything is indexed
    bool matchesFilters(const Event& e) const;
    std::vector<Filter> compileFilters() const;
    std::size_t traceSize() const;
    double scale() const;  // pixels per event
    void clampView();
    const std::vector<Seq>& marksOf(Lane lane) const;
    std::optional<Seq> markNear(Lane lane, int x, int radius) const;
    QString toolTipFor(Lane lane, int x) const;
    int gutterWidth() const;
    QRect laneRect(Lane lane) const;

    void paintRuler(QPainter& p, const QRect& r) const;
    void paintTurns(QPainter& p, const QRect& r) const;
    void paintTicks(QPainter& p, const QRect& r, const std::vector<Seq>& marks, const QColor& color, int width) const;
    void paintDecisions(QPainter& p, const QRect& r) const;
    void paintCursor(QPainter& p) const;

    SessionController* controller_;
    const void* indexedSession_ = nullptr;

    std::vector<Seq> turns_;
    std::vector<std::int32_t> turnNumbers_;
    std::vector<Seq> runs_;
    std::vector<Seq> decisions_;
    std::vector<Seq> hits_;
    std::size_t marksIndexed_ = 0;  // events [0, marksIndexed_) are in turns_, runs_, decisions_
    std::size_t hitsIndexed_ = 0;   // events [0, hitsIndexed_) are in hits_
    int turnKind_ = -1, runKind_ = -1, decisionKind_ = -1;  // the trace's kind ids
    std::vector<Filter> filters_;
    QTimer indexTimer_;

    double viewStart_ = 0;
    double viewEnd_ = 1;
    bool fitAll_ = true;

    enum class Drag { None, Seek, Pan };
    Drag drag_ = Drag::None;
    int dragAnchorX_ = 0;
    double dragAnchorStart_ = 0;
};

}  // namespace ts::gui
