#include "rulesets/roguelike/energybardelegate.h"

#include "rulesets/roguelike/energymodel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ts::gui {

namespace {
QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}
}  // namespace

void EnergyBarDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (index.column() != EnergyModel::EnergyColumn) {
        QStyledItemDelegate::paint(p, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, p, widget);

    const int energy = index.data(EnergyModel::EnergyRole).toInt();
    const int cost = std::max(1, index.data(EnergyModel::ThresholdRole).toInt());
    const int gain = index.data(EnergyModel::GainRole).toInt();
    const bool alive = index.data(EnergyModel::AliveRole).toBool();
    const qreal scale = 2.0 * cost;
    const QRectF bar = QRectF(opt.rect).adjusted(6, 5, -6, -5);
    const QPalette& pal = opt.palette;
    const bool dark = pal.color(QPalette::Base).lightnessF() < 0.5;
    const QColor track = mix(pal.color(QPalette::Base), pal.color(QPalette::Text), dark ? 0.18 : 0.10);
    const QColor ready = dark ? QColor(0x4c, 0xb8, 0x6e) : QColor(0x2e, 0x9e, 0x5b);
    const QColor filling = dark ? QColor(0x5a, 0x9c, 0xf0) : QColor(0x2f, 0x6f, 0xde);
    const QColor fill = !alive ? pal.color(QPalette::PlaceholderText) : energy >= cost ? ready : filling;

    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(track);
    p->drawRoundedRect(bar, 3, 3);
    const auto x = [&](qreal value) { return bar.left() + bar.width() * std::clamp(value / scale, 0.0, 1.0); };
    if (alive && gain > 0) {  // what the next visit with an action adds
        QColor ghost = fill;
        ghost.setAlphaF(0.28);
        p->setBrush(ghost);
        p->drawRoundedRect(QRectF(QPointF(x(energy), bar.top()), QPointF(x(qreal(energy) + gain), bar.bottom())), 3, 3);
    }
    p->setBrush(fill);
    p->drawRoundedRect(QRectF(bar.topLeft(), QPointF(x(energy), bar.bottom())), 3, 3);
    if (energy > scale) {  // beyond the scale: an arrow at the end
        QPainterPath arrow;
        const qreal r = bar.right(), m = bar.center().y(), h = bar.height() / 2;
        arrow.moveTo(r - h, m - h);
        arrow.lineTo(r, m);
        arrow.lineTo(r - h, m + h);
        p->setBrush(pal.color(QPalette::Base));
        p->drawPath(arrow);
    }
    // The threshold line: energy >= cost acts.
    p->setPen(QPen(pal.color(QPalette::Text), 1.5));
    p->drawLine(QPointF(x(cost), bar.top() - 2), QPointF(x(cost), bar.bottom() + 2));
    // The number, readable on the bar and on the track.
    const QString text = index.data(Qt::DisplayRole).toString();
    QFont font = opt.font;
    font.setBold(index.data(EnergyModel::CurrentRole).toBool());
    p->setFont(font);
    const QRectF textRect = bar.adjusted(6, 0, -6, 0);
    p->setPen(pal.color(QPalette::Base));
    for (const QPointF d : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
        p->drawText(textRect.translated(d), Qt::AlignLeft | Qt::AlignVCenter, text);
    p->setPen(pal.color(QPalette::Text));
    p->drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, text);
    p->restore();
}

QSize EnergyBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == EnergyModel::EnergyColumn)
        s.setWidth(std::max(s.width() + 24, 180));
    return s.expandedTo(QSize(0, 26));
}

}  // namespace ts::gui
