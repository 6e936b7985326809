#pragma once
// The seed's flow drawn as a graph (coreflow.puml ①–⑮ over four rows, the trigger check
// ⑩-1..⑩-4 below it): the node the game has just run lit, the edge just taken drawn thick,
// the next node dashed, a red dot on nodes with a breakpoint on their clause. Clicking a
// node emits nodeClicked (the dock toggles that breakpoint). Everything is laid out on a
// grid scaled to the widget.
#include "rulesets/stack/state.h"

#include <QPointF>
#include <QRectF>
#include <QWidget>

namespace ts::gui {

class FlowModel;

class FlowMapWidget : public QWidget {
    Q_OBJECT
public:
    explicit FlowMapWidget(FlowModel* model, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Where a node is drawn (widget coordinates); empty for a node not on the map.
    QRectF nodeRect(stack::Node n) const;
    stack::Node nodeAt(const QPointF& p) const;

    struct Edge {
        stack::Node from, to;
        const char* label;  // "yes", "no", "decided", "" (translated when drawn)
        double bend;  // the curve's control point, in cells, to the left of from→to
    };
    static const std::vector<Edge>& edges();

signals:
    void nodeClicked(stack::Node node);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;

private:
    struct Cell {
        stack::Node node;
        double col, row;
    };
    static const std::vector<Cell>& cells();
    double cellWidth() const;
    double cellHeight() const;
    QPointF origin() const;
    void paintEdge(QPainter& p, const Edge& e, bool lit) const;
    void paintNode(QPainter& p, stack::Node n) const;

    FlowModel* model_;
};

}  // namespace ts::gui
