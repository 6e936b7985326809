#include "rulesets/roguelike/mapwidget.h"

#include "rulesets/roguelike/factioncolors.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ts::gui {

namespace {
QColor blend(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}
}  // namespace

MapWidget::MapWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("mapWidget"));
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MapWidget::setSnapshot(MapSnapshot snapshot)
{
    const bool resized = snapshot.width != m_.width || snapshot.height != m_.height;
    m_ = std::move(snapshot);
    if (resized) {
        updateGeometry();
        resize(sizeHint());
    }
    update();
}

void MapWidget::setCellSize(int pixels)
{
    const int c = std::clamp(pixels, kMinCell, kMaxCell);
    if (c == cell_)
        return;
    cell_ = c;
    updateGeometry();
    resize(sizeHint());
    update();
}

QSize MapWidget::sizeHint() const { return {std::max(1, m_.width * cell_), std::max(1, m_.height * cell_)}; }

QPoint MapWidget::cellCenter(int x, int y) const { return {x * cell_ + cell_ / 2, y * cell_ + cell_ / 2}; }

EntityId MapWidget::unitAtPoint(const QPoint& p) const
{
    if (p.x() < 0 || p.y() < 0)
        return kNoEntity;
    return m_.unitAt(p.x() / cell_, p.y() / cell_);
}

void MapWidget::paintCells(QPainter& p, const QRect& exposed) const
{
    const QPalette& pal = palette();
    const bool dark = pal.color(QPalette::Base).lightnessF() < 0.5;
    const QColor floor = pal.color(QPalette::Base);
    const QColor wall = blend(floor, pal.color(QPalette::Text), dark ? 0.45 : 0.62);
    const QColor grid = blend(floor, pal.color(QPalette::Text), 0.08);
    const QColor door = dark ? QColor(0xc8, 0x8a, 0x3c) : QColor(0x9a, 0x5b, 0x13);
    const int x0 = std::max(0, exposed.left() / cell_), y0 = std::max(0, exposed.top() / cell_);
    const int x1 = std::min(m_.width - 1, exposed.right() / cell_),
              y1 = std::min(m_.height - 1, exposed.bottom() / cell_);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            const QRect r(x * cell_, y * cell_, cell_, cell_);
            const MapCell c = m_.cell(x, y);
            p.fillRect(r, c == MapCell::Wall ? wall : floor);
            if (c != MapCell::Wall && cell_ >= 8) {
                p.setPen(grid);
                p.drawRect(r.adjusted(0, 0, -1, -1));
            }
            if (c == MapCell::ClosedDoor) {  // a door leaf across the cell
                p.fillRect(r.adjusted(cell_ / 6, cell_ / 6, -cell_ / 6, -cell_ / 6), door);
                if (cell_ >= 12) {
                    p.setPen(floor);
                    p.drawText(r, Qt::AlignCenter, QStringLiteral("+"));
                }
            } else if (c == MapCell::OpenDoor) {  // the leaf swung open against one side
                p.fillRect(QRect(r.left() + cell_ / 8, r.top() + cell_ / 8, std::max(2, cell_ / 6), cell_ - cell_ / 4),
                           door);
            }
        }
    }
}

void MapWidget::paintUnits(QPainter& p, const QRect& exposed) const
{
    const QPalette& pal = palette();
    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, cell_ * 11 / 20));
    p.setFont(font);
    // Defeated units first, so a living one on the same cell is drawn over them.
    for (const bool living : {false, true}) {
        for (const MapUnit& u : m_.units) {
            // A coordinate off the map comes only from an edited trace's write: not drawn.
            if (u.alive != living || u.x < 0 || u.y < 0 || u.x >= m_.width || u.y >= m_.height)
                continue;
            const QRectF r(u.x * cell_, u.y * cell_, cell_, cell_);
            if (!exposed.intersects(r.toAlignedRect()))
                continue;
            QColor fill = factionColor(u.faction);
            if (!u.alive)
                fill = blend(pal.color(QPalette::Base), fill, 0.35);
            const QRectF disc = r.adjusted(cell_ * 0.12, cell_ * 0.12, -cell_ * 0.12, -cell_ * 0.12);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawEllipse(disc);
            if (u.id == m_.acting && u.alive) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(pal.color(QPalette::Highlight), std::max(2.0, cell_ / 8.0)));
                p.drawEllipse(r.adjusted(1, 1, -1, -1));
            }
            if (cell_ >= 12) {
                p.setPen(u.alive ? QColor(Qt::white) : pal.color(QPalette::Text));
                p.drawText(disc, Qt::AlignCenter, u.alive ? u.name.left(1) : QStringLiteral("×"));
            }
        }
    }
}

void MapWidget::paintArrow(QPainter& p) const
{
    const MapArrow& a = m_.arrow;
    if (!a.valid || (a.fromX == a.toX && a.fromY == a.toY))
        return;
    const QPointF from = cellCenter(a.fromX, a.fromY), to = cellCenter(a.toX, a.toY);
    const QColor colour = a.attack ? QColor(0xe0, 0x30, 0x30) : QColor(0xf0, 0x9a, 0x10);
    const qreal width = std::max(2.0, cell_ / 7.0);
    const QLineF line(from, to);
    // Stop short of the centres: the discs stay readable.
    const qreal inset = cell_ * 0.3;
    if (line.length() <= 2 * inset)
        return;
    const QPointF start = line.pointAt(inset / line.length()), end = line.pointAt(1 - inset / line.length());
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(start, end);
    const qreal head = std::max(6.0, cell_ * 0.32);
    const qreal angle = std::atan2(end.y() - start.y(), end.x() - start.x());
    QPainterPath tip;
    tip.moveTo(end);
    tip.lineTo(end - QPointF(std::cos(angle - 0.5) * head, std::sin(angle - 0.5) * head));
    tip.lineTo(end - QPointF(std::cos(angle + 0.5) * head, std::sin(angle + 0.5) * head));
    tip.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPath(tip);
}

void MapWidget::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.fillRect(event->rect(), palette().color(QPalette::Window));
    if (!m_.valid) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, m_.reason);
        return;
    }
    paintCells(p, event->rect());
    p.setRenderHint(QPainter::Antialiasing);
    paintUnits(p, event->rect());
    paintArrow(p);
}

void MapWidget::mousePressEvent(QMouseEvent* event)
{
    const EntityId u = unitAtPoint(event->position().toPoint());
    if (event->button() == Qt::LeftButton && u != kNoEntity)
        emit unitClicked(u);
    QWidget::mousePressEvent(event);
}

bool MapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const EntityId id = unitAtPoint(help->pos());
        if (id == kNoEntity || id > m_.units.size()) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const MapUnit& u = m_.units[id - 1];
        QString tip = tr("%1 at (%2, %3), HP %4").arg(u.name).arg(u.x).arg(u.y).arg(u.hp);
        if (!u.alive)
            tip += QLatin1Char('\n') + tr("defeated");
        tip += QLatin1Char('\n') + tr("Click: show its events in the event log");
        QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

}  // namespace ts::gui
