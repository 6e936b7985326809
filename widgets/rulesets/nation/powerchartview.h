#pragma once
// The power chart (Qt Charts): one line per nation through its power at the start (round
// 0) and at the end of every round up to the cursor (GameState::powerHistory), a dotted
// segment to its power at the cursor while a round is under way, the rest of the game as a
// faint dashed line, and a vertical marker at the cursor's round. Clicking (or hovering) a
// round picks it: roundClicked(round). Colours follow the palette.
#include <QChartView>

#include <vector>

class QLineSeries;
class QValueAxis;

namespace ts::gui {

class PowerChartView : public QChartView {
    Q_OBJECT
public:
    struct Data {
        std::vector<QString> nations;
        std::vector<std::vector<int>> history;  // at the cursor: [round][nation]
        std::vector<std::vector<int>> future;  // the whole game so far (the session's head)
        std::vector<int> now;  // power at the cursor
        int round = 0;  // the cursor's round
    };

    explicit PowerChartView(QWidget* parent = nullptr);

    // New nations (a new session) rebuild the series; otherwise only their points move.
    void setData(const Data& input);
    void clear();

    int nationCount() const { return static_cast<int>(past_.size()); }
    QLineSeries* historySeries(int nation) const;  // the solid line up to the cursor
    QLineSeries* futureSeries(int nation) const;  // the faint rest of the game
    QLineSeries* cursorSeries() const { return cursor_; }
    int lastRound() const { return lastRound_; }
    // The round under a point of the viewport (-1 outside the plot area) and where a round's
    // point of `nation` is drawn.
    int roundAt(const QPoint& viewportPos) const;
    QPoint positionOf(int round, int nation) const;

signals:
    void roundClicked(int round);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuild(const std::vector<QString>& nations);
    void applyPalette();
    QString roundToolTip(int round) const;

    std::vector<QLineSeries*> past_, now_, future_;
    QLineSeries* cursor_ = nullptr;
    QValueAxis* xAxis_ = nullptr;
    QValueAxis* yAxis_ = nullptr;
    Data data_;
    int lastRound_ = 0;
};

}  // namespace ts::gui
