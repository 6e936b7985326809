#include "rulesets/roguelike/runtabledelegate.h"

#include "rulesets/roguelike/runtablemodel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ts::gui {

namespace {

constexpr qreal kMark = 12.0;  // diameter of one action mark
constexpr qreal kMarkGap = 5.0;
constexpr qreal kBadgeWidth = 24.0;
constexpr int kRunColumnWidth = 96;
constexpr int kRowHeight = 28;

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t),
                            static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

bool isDark(const QPalette& p) { return p.color(QPalette::Base).lightnessF() < 0.5; }

int intRole(const QModelIndex& i, int role) { return i.data(role).toInt(); }
bool boolRole(const QModelIndex& i, int role) { return i.data(role).toBool(); }

}  // namespace

struct RunTableDelegate::Colors {
    QColor base, text, dimText, acted, pendingFill, skipped, arrow, insertedBg, actingBg, actingFrame, badgeBg,
        badgeText, debt, grid;
    qreal runTint = 0.05;  // how much of the accent the current Run's column takes on
};

RunTableDelegate::RunTableDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

RunTableDelegate::Colors RunTableDelegate::colorsFor(const QPalette& pal)
{
    Colors c;
    const bool dark = isDark(pal);
    c.base = pal.color(QPalette::Base);
    c.text = pal.color(QPalette::Text);
    c.dimText = mix(c.text, c.base, 0.45);
    const QColor accent = pal.color(QPalette::Highlight);
    c.acted = dark ? mix(c.text, accent, 0.2) : mix(QColor(0x1f, 0x29, 0x37), accent, 0.15);
    c.pendingFill = c.base;
    c.skipped = mix(c.text, c.base, 0.42);
    c.arrow = mix(c.text, c.base, 0.5);
    const QColor amber(0xe0, 0x8a, 0x00);
    c.insertedBg = mix(c.base, amber, dark ? 0.22 : 0.13);
    c.runTint = dark ? 0.08 : 0.05;
    c.actingBg = mix(c.base, accent, dark ? 0.30 : 0.18);
    c.actingFrame = accent;
    c.badgeBg = mix(c.base, accent, dark ? 0.45 : 0.20);
    c.badgeText = dark ? c.text : mix(accent, Qt::black, 0.35);
    c.debt = dark ? QColor(0xff, 0x6b, 0x6b) : QColor(0xc6, 0x28, 0x28);
    c.grid = mix(c.text, c.base, 0.8);
    return c;
}

void RunTableDelegate::paintBackground(QPainter* p, const QRectF& r, const QModelIndex& index, const Colors& c)
{
    QColor bg = c.base;
    if (boolRole(index, RunTableModel::Inserted))
        bg = c.insertedBg;
    if (boolRole(index, RunTableModel::IsCurrentRun))
        bg = mix(bg, c.actingFrame, c.runTint);
    if (boolRole(index, RunTableModel::IsActingCell))
        bg = c.actingBg;
    p->fillRect(r, bg);
}

void RunTableDelegate::paintAction(QPainter* p, const QRectF& r, Action a, const Colors& c)
{
    p->save();
    switch (a) {
    case Action::Acted:
        p->setPen(QPen(c.acted, 1.2));
        p->setBrush(c.acted);
        p->drawEllipse(r);
        break;
    case Action::Pending:
        p->setPen(QPen(c.acted, 1.6));
        p->setBrush(c.pendingFill);
        p->drawEllipse(r.adjusted(0.8, 0.8, -0.8, -0.8));
        break;
    case Action::Skipped: {
        // "no token": a grey struck-through circle, the universal "not possible".
        const QRectF in = r.adjusted(0.8, 0.8, -0.8, -0.8);
        p->setPen(QPen(c.skipped, 1.4, Qt::SolidLine));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(in);
        p->setPen(QPen(c.skipped, 1.6, Qt::SolidLine, Qt::RoundCap));
        const qreal d = in.width() * 0.3536;  // r·cos 45°
        p->drawLine(QPointF(in.center().x() - d, in.center().y() + d),
                    QPointF(in.center().x() + d, in.center().y() - d));
        break;
    }
    case Action::Dead: {
        p->setPen(QPen(c.skipped, 1.6, Qt::SolidLine, Qt::RoundCap));
        const QPointF m = r.center();
        p->drawLine(QPointF(m.x(), r.top()), QPointF(m.x(), r.bottom()));
        p->drawLine(QPointF(r.left() + 2, r.top() + r.height() * 0.32),
                    QPointF(r.right() - 2, r.top() + r.height() * 0.32));
        break;
    }
    }
    p->restore();
}

void RunTableDelegate::paintLeftArrow(QPainter* p, const QRectF& r, const Colors& c)
{
    p->save();
    const qreal y = r.center().y();
    const qreal len = std::min<qreal>(r.width() - 16, 44);
    const QPointF head(r.center().x() - len / 2, y);
    const QPointF tail(r.center().x() + len / 2, y);
    p->setPen(QPen(c.arrow, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawLine(head + QPointF(1, 0), tail);
    QPainterPath tip;
    tip.moveTo(head);
    tip.lineTo(head + QPointF(7, -4.5));
    tip.lineTo(head + QPointF(7, 4.5));
    tip.closeSubpath();
    p->setBrush(c.arrow);
    p->drawPath(tip);
    p->restore();
}

void RunTableDelegate::paintMergeBadge(QPainter* p, const QRectF& r, int count, const QFont& font, const Colors& c)
{
    p->save();
    QFont f = font;
    f.setPointSizeF(std::max(6.5, font.pointSizeF() * 0.85));
    f.setBold(true);
    p->setFont(f);
    const QRectF pill(r.right() - kBadgeWidth - 3, r.center().y() - 8, kBadgeWidth, 16);
    p->setPen(Qt::NoPen);
    p->setBrush(c.badgeBg);
    p->drawRoundedRect(pill, 8, 8);
    p->setPen(c.badgeText);
    p->drawText(pill, Qt::AlignCenter, QStringLiteral("←%1").arg(count));
    p->restore();
}

void RunTableDelegate::paintActingFrame(QPainter* p, const QRectF& r, const Colors& c)
{
    p->save();
    p->setPen(QPen(c.actingFrame, 2.5));
    p->setBrush(Qt::NoBrush);
    p->drawRect(r.adjusted(1.25, 1.25, -1.25, -1.25));
    p->restore();
}

void RunTableDelegate::paintRunCell(QPainter* p, const QRectF& r, const QModelIndex& index, const QFont& font,
                                    const Colors& c)
{
    if (boolRole(index, RunTableModel::MergedAway)) {
        paintLeftArrow(p, r, c);
        return;
    }
    const int scheduled = intRole(index, RunTableModel::Scheduled);
    if (scheduled <= 0)
        return;
    const int done = intRole(index, RunTableModel::Done);
    const int skipped = intRole(index, RunTableModel::Skipped);
    const int mergedIn = intRole(index, RunTableModel::MergedIn);
    const bool dead = boolRole(index, RunTableModel::UnitDead);

    QRectF area = r;
    if (mergedIn > 0)
        area.setRight(area.right() - kBadgeWidth - 2);
    const qreal d = std::min(kMark, r.height() - 10);
    const qreal total = scheduled * d + (scheduled - 1) * kMarkGap;
    qreal x = area.center().x() - total / 2;
    const qreal y = r.center().y() - d / 2;
    for (int i = 0; i < scheduled; ++i, x += d + kMarkGap) {
        Action a = Action::Pending;
        if (i < done)
            a = Action::Acted;
        else if (i < done + skipped)
            a = dead ? Action::Dead : Action::Skipped;
        paintAction(p, QRectF(x, y, d, d), a, c);
    }
    if (mergedIn > 0)
        paintMergeBadge(p, r, mergedIn, font, c);
}

void RunTableDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const Colors c = colorsFor(option.palette);
    const QRectF r = option.rect;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(option.rect);
    paintBackground(painter, r, index, c);
    const auto kind = static_cast<RunTableModel::ColumnKind>(intRole(index, RunTableModel::Column));
    switch (kind) {
    case RunTableModel::ColumnKind::Run: paintRunCell(painter, r, index, option.font, c); break;
    case RunTableModel::ColumnKind::Tokens: {
        const int tokens = intRole(index, RunTableModel::TokenCount);
        QFont f = option.font;
        f.setBold(tokens < 0);
        painter->setFont(f);
        painter->setPen(tokens < 0 ? c.debt : tokens == 0 ? c.dimText : c.text);
        painter->drawText(r, Qt::AlignCenter, QString::number(tokens));
        break;
    }
    case RunTableModel::ColumnKind::Note: {
        painter->setFont(option.font);
        painter->setPen(c.dimText);
        const QRectF textRect = r.adjusted(8, 0, -6, 0);
        const QString text =
            QFontMetrics(option.font)
                .elidedText(index.data().toString(), Qt::ElideRight, static_cast<int>(textRect.width()));
        painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
        break;
    }
    }
    if (boolRole(index, RunTableModel::IsActingCell))
        paintActingFrame(painter, r, c);
    painter->restore();
}

QSize RunTableDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const auto kind = static_cast<RunTableModel::ColumnKind>(intRole(index, RunTableModel::Column));
    const QFontMetrics fm(option.font);
    const int height = std::max(kRowHeight, fm.height() + 10);
    switch (kind) {
    case RunTableModel::ColumnKind::Run: return {kRunColumnWidth, height};
    case RunTableModel::ColumnKind::Tokens:
        return {std::max(64, fm.horizontalAdvance(QStringLiteral("Tokens")) + 24), height};
    case RunTableModel::ColumnKind::Note:
        return {std::max(120, fm.horizontalAdvance(index.data().toString()) + 20), height};
    }
    return QStyledItemDelegate::sizeHint(option, index);
}

QList<RunTableDelegate::Mark> RunTableDelegate::legendMarks()
{
    return {Mark::Acted,    Mark::NotYetActed, Mark::Skipped,    Mark::MergedAway,
            Mark::MergedIn, Mark::InsertedRow, Mark::ActingCell, Mark::Debt};
}

QString RunTableDelegate::legendText(Mark mark)
{
    switch (mark) {
    case Mark::Acted: return tr("acted");
    case Mark::NotYetActed: return tr("not yet acted");
    case Mark::Skipped: return tr("skipped: no token");
    case Mark::MergedAway: return tr("merged into the Run on the left");
    case Mark::MergedIn: return tr("received merged actions");
    case Mark::InsertedRow: return tr("row inserted mid-turn");
    case Mark::ActingCell: return tr("the scheduler is here");
    case Mark::Debt: return tr("token debt");
    }
    return {};
}

QPixmap RunTableDelegate::legendPixmap(Mark mark, const QPalette& palette, qreal devicePixelRatio)
{
    const QSizeF size(mark == Mark::MergedIn ? 44 : mark == Mark::MergedAway ? 34 : 26, 20);
    QPixmap pm((size * devicePixelRatio).toSize());
    pm.setDevicePixelRatio(devicePixelRatio);
    pm.fill(Qt::transparent);
    const Colors c = colorsFor(palette);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(QPointF(0, 0), size);
    const QRectF dot(r.center().x() - kMark / 2, r.center().y() - kMark / 2, kMark, kMark);
    const QRectF box = r.adjusted(0.5, 0.5, -0.5, -0.5);
    switch (mark) {
    case Mark::Acted: paintAction(&p, dot, Action::Acted, c); break;
    case Mark::NotYetActed: paintAction(&p, dot, Action::Pending, c); break;
    case Mark::Skipped: paintAction(&p, dot, Action::Skipped, c); break;
    case Mark::MergedAway: paintLeftArrow(&p, r, c); break;
    case Mark::MergedIn:
        paintAction(&p, QRectF(2, dot.top(), kMark, kMark), Action::Pending, c);
        paintMergeBadge(&p, r.adjusted(0, 0, 2, 0), 1, QApplication::font(), c);
        break;
    case Mark::InsertedRow:
        p.fillRect(box, c.insertedBg);
        p.setPen(c.grid);
        p.drawRect(box);
        break;
    case Mark::ActingCell:
        p.fillRect(box, c.actingBg);
        paintActingFrame(&p, r, c);
        break;
    case Mark::Debt: {
        QFont f = QApplication::font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(c.debt);
        p.drawText(r, Qt::AlignCenter, QStringLiteral("-1"));
        break;
    }
    }
    p.end();
    return pm;
}

}  // namespace ts::gui
