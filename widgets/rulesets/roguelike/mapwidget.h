#pragma once
// Draws a MapSnapshot: the dungeon grid (walls, floor, closed '+' and open ' doors), every
// unit as a disc in its faction's colour with its initial, defeated units faded, the acting
// unit ringed, and the last move or attack as an arrow. Only the cells in view are painted,
// so a 1000 x 1000 map scrolls. A click on a unit reports it (unitClicked).
#include "rulesets/roguelike/mapsnapshot.h"

#include <QWidget>

namespace ts::gui {

class MapWidget : public QWidget {
    Q_OBJECT
public:
    explicit MapWidget(QWidget* parent = nullptr);

    void setSnapshot(MapSnapshot snapshot);
    const MapSnapshot& snapshot() const { return m_; }
    int cellSize() const { return cell_; }
    void setCellSize(int pixels);  // clamped to [kMinCell, kMaxCell]
    // The centre of a cell in widget coordinates (tests click there).
    QPoint cellCenter(int x, int y) const;
    // The unit drawn at a widget position (a living one first), or kNoEntity.
    EntityId unitAtPoint(const QPoint& p) const;

    static constexpr int kMinCell = 4, kMaxCell = 48;

    QSize sizeHint() const override;

signals:
    void unitClicked(ts::EntityId unit);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void paintCells(QPainter& p, const QRect& exposed) const;
    void paintUnits(QPainter& p, const QRect& exposed) const;
    void paintArrow(QPainter& p) const;

    MapSnapshot m_;
    int cell_ = 24;
};

}  // namespace ts::gui
