#include "rulesets/nation/battlefieldwidget.h"

#include "rulesets/nation/battlecardpainter.h"

#include "rulesets/nation/statesnames.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ts::gui {

namespace {

using nation::Row;

constexpr qreal kMargin = BattlefieldLayout::kMargin;

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

// `text` word-wrapped into `box`'s width; the last line that fits its height is elided.
QStringList wrapToBox(const QString& text, const QFontMetricsF& fm, const QRectF& box)
{
    QStringList lines;
    QString current;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString tryLine = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
        if (fm.horizontalAdvance(tryLine) > box.width() && !current.isEmpty()) {
            lines << current;
            current = word;
        } else {
            current = tryLine;
        }
    }
    lines << current;
    const int fit = std::max(1, static_cast<int>(box.height() / fm.lineSpacing()));
    if (lines.size() > fit) {
        QString last = lines.mid(fit - 1).join(QLatin1Char(' '));
        lines = lines.mid(0, fit - 1);
        lines << fm.elidedText(last, Qt::ElideRight, box.width());
    }
    return lines;
}

// The short name of a candidate range, for the column headers.
QString shortRange(nation::RangeChoice r)
{
    switch (r) {
    case nation::RangeChoice::Normal: return BattlefieldWidget::tr("normal");
    case nation::RangeChoice::OneBehind: return BattlefieldWidget::tr("1 behind");
    case nation::RangeChoice::TwoBehind: return BattlefieldWidget::tr("2 behind");
    case nation::RangeChoice::OneInFront: return BattlefieldWidget::tr("1 in front");
    case nation::RangeChoice::TwoInFront: return BattlefieldWidget::tr("2 in front");
    default: return {};
    }
}

}  // namespace

BattlefieldWidget::BattlefieldWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("battlefield"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void BattlefieldWidget::setSnapshot(const BattleSnapshot& snapshot)
{
    const bool resize = snapshot.slotsPerRow != snapshot_.slotsPerRow;
    snapshot_ = snapshot;
    if (resize)
        updateGeometry();
    update();
}

QSize BattlefieldWidget::sizeHint() const { return BattlefieldLayout::sizeHint(snapshot_.slotsPerRow, font()); }

QSize BattlefieldWidget::minimumSizeHint() const
{
    return BattlefieldLayout::minimumSize(snapshot_.slotsPerRow, font());
}

QRectF BattlefieldWidget::cellRect(int side, Row row, int slot) const
{
    if (!snapshot_.hasBattle() || side < 0 || side > 1 || row == Row::Bench || slot < 0 ||
        slot >= snapshot_.slotsPerRow)
        return {};
    return layout().cell(side, row, slot);
}

QRectF BattlefieldWidget::unitRect(int side, int unit) const
{
    return snapshot_.hasBattle() ? layout().unitRect(side, unit) : QRectF();
}

QRectF BattlefieldWidget::targetSlotRect(int slot) const
{
    if (!snapshot_.hasBattle() || slot < 0 || slot >= static_cast<int>(snapshot_.targets.size()))
        return {};
    return layout().slotBox(slot);
}

QRectF BattlefieldWidget::attackChipRect(int attack) const
{
    return snapshot_.hasBattle() ? layout().attackChip(attack) : QRectF();
}

void BattlefieldWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Colors c = colors();
    p.fillRect(rect(), c.base);
    if (!snapshot_.hasBattle()) {
        paintMessage(p, c, snapshot_.headline());
        return;
    }
    const BattlefieldLayout g = layout();
    paintRange(p, g, c);
    paintSide(p, g, c, 0);
    paintSide(p, g, c, 1);
    paintGutter(p, g, c);
    p.setPen(QPen(c.border, 1));
    p.drawLine(QPointF(kMargin, g.separatorY()), QPointF(width() - kMargin, g.separatorY()));
    paintOrder(p, g, c);
    paintTargetArray(p, g, c);
}

void BattlefieldWidget::paintMessage(QPainter& p, const Colors& c, const QString& text) const
{
    p.setPen(c.dim);
    p.drawText(rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap, text);
}

void BattlefieldWidget::paintSide(QPainter& p, const BattlefieldLayout& g, const Colors& c, int side) const
{
    const BattleSnapshot::Side& s = snapshot_.sides[side];
    const QRectF header = g.header(side);
    // A dot in the side's colour (as on the attack order's chips), the name, the power.
    p.setPen(Qt::NoPen);
    p.setBrush(c.side[side]);
    const qreal dot = 8;
    p.drawEllipse(QRectF(header.left() + 1, header.center().y() - dot / 2, dot, dot));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(c.text);
    QString title = side == 0 ? tr("%1 · attacking").arg(s.name) : tr("%1 · defending").arg(s.name);
    if (s.fallen)
        title += tr(" · fallen");
    const QString power = tr("power %1").arg(s.power);
    const QFontMetricsF fm(bold);
    const qreal powerW = fm.horizontalAdvance(power) + 8;
    const QRectF titleRect = header.adjusted(dot + 6, 0, -powerW, 0);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(title, Qt::ElideRight, titleRect.width()));
    p.setFont(font());
    p.drawText(header, Qt::AlignRight | Qt::AlignVCenter, power);
    p.setPen(QPen(c.border, 1));
    p.drawLine(QPointF(header.left(), header.bottom() + 1.5), QPointF(header.right(), header.bottom() + 1.5));

    for (int r = 0; r < nation::kFightingRows; ++r) {
        const auto row = static_cast<Row>(r);
        paintColumnHeader(p, g.columnHeader(side, row), c, side, row);
        for (int slot = 0; slot < g.slotCount(); ++slot) {
            const QRectF cell = g.cell(side, row, slot);
            if (const BattleSnapshot::Unit* u = s.at(row, slot)) {
                BattleCardPainter(snapshot_, font(), c).paint(p, cell, side, *u);
                continue;
            }
            p.setPen(QPen(c.border, 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(cell.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
            p.setPen(c.dim);
            p.drawText(cell, Qt::AlignCenter, tr("slot %1").arg(slot));
        }
    }
    paintBench(p, g, c, side);
}

// The Bench never fights: its units as chips (name and HP) in one line.
void BattlefieldWidget::paintBench(QPainter& p, const BattlefieldLayout& g, const Colors& c, int side) const
{
    const BattleSnapshot::Side& s = snapshot_.sides[side];
    const QFontMetricsF fm(font());
    const QRectF line = g.bench(side);
    p.setFont(font());
    p.setPen(c.dim);
    const QString label = BattlefieldLayout::benchLabelText();
    p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, label);
    bool any = false;
    for (const BattleSnapshot::Unit& u : s.units) {
        if (u.row != Row::Bench)
            continue;
        any = true;
        const QRectF chip = g.benchChip(side, u.index);
        if (chip.isEmpty())
            continue;
        p.setPen(QPen(c.border, 1));
        p.setBrush(u.dead ? c.deadCard : c.card);
        p.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
        QFont f = font();
        f.setStrikeOut(u.dead);
        p.setFont(f);
        p.setPen(u.dead ? c.dim : c.text);
        p.drawText(chip, Qt::AlignCenter, BattlefieldLayout::benchText(u));
        p.setFont(font());
    }
    p.setPen(c.dim);
    if (!any)
        p.drawText(line.adjusted(fm.horizontalAdvance(label) + 10, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("empty"));
    else if (g.benchHidden(side) > 0)
        p.drawText(line, Qt::AlignRight | Qt::AlignVCenter, tr("+%1 more").arg(g.benchHidden(side)));
}

// The row's name; on the target side also what the candidate check of that row found.
void BattlefieldWidget::paintColumnHeader(QPainter& p, const QRectF& r, const Colors& c, int side, Row row) const
{
    QString text = NationNames::row(row), mark;
    QColor color = c.dim;
    bool strong = false;
    if (side == snapshot_.targetSide && row == Row::Front && snapshot_.chosen == nation::RangeChoice::EmptyFront) {
        text += tr(" ✗ no living unit");
        color = c.target;
    } else if (side == snapshot_.targetSide) {
        for (const nation::CandidateCheck& check : snapshot_.checks) {
            if (check.row != static_cast<int>(row))
                continue;
            const bool chosen = check.candidate == snapshot_.chosen;
            mark = chosen ? QStringLiteral(" ✓") : QStringLiteral(" ✗");
            text += mark + QLatin1Char(' ') + shortRange(check.candidate);
            color = chosen ? c.target : c.dim;
            strong = chosen;
        }
    }
    QFont f = font();
    f.setBold(strong);
    p.setFont(f);
    p.setPen(color);
    // Too narrow for the candidate's name: the row and the mark (the why line names it).
    if (QFontMetricsF(f).horizontalAdvance(text) > r.width() && !mark.isEmpty())
        text = NationNames::row(row) + mark;
    p.drawText(r, Qt::AlignHCenter | Qt::AlignVCenter, QFontMetricsF(f).elidedText(text, Qt::ElideRight, r.width()));
    p.setFont(font());
}

// The candidate ranges on the target side: the chosen one tinted, the empty ones dotted.
void BattlefieldWidget::paintRange(QPainter& p, const BattlefieldLayout& g, const Colors& c) const
{
    if (snapshot_.targetSide < 0)
        return;
    for (const nation::CandidateCheck& check : snapshot_.checks) {
        if (check.row < 0)
            continue;
        const bool chosen = check.candidate == snapshot_.chosen;
        for (int slot : snapshot_.patternSlots) {
            if (slot < 0 || slot >= g.slotCount())
                continue;
            const QRectF r =
                g.cell(snapshot_.targetSide, static_cast<Row>(check.row), slot).adjusted(-2.5, -2.5, 2.5, 2.5);
            if (chosen) {
                p.setPen(QPen(c.target, 1.5));
                p.setBrush(withAlpha(c.target, 40));
            } else {
                p.setPen(QPen(withAlpha(c.target, 150), 1.2, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
            }
            p.drawRoundedRect(r, 6, 6);
        }
    }
}

// Between the sides: the battle's pending steal, which moves from the defender to the
// attacker at battle end, and this attack's part of it.
void BattlefieldWidget::paintGutter(QPainter& p, const BattlefieldLayout& g, const Colors& c) const
{
    const QRectF r = g.gutter().adjusted(6, 0, -6, 0);
    const QFontMetricsF fm(font());
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(font().pointSizeF() * 1.6);
    const qreal bigH = QFontMetricsF(big).height();
    const qreal top = r.center().y() - (fm.height() + bigH + 10 + fm.height()) / 2;
    p.setPen(c.dim);
    p.drawText(QRectF(r.left() - 4, top, r.width() + 8, fm.height()), Qt::AlignCenter, tr("pending steal"));
    p.setFont(big);
    p.setPen(c.text);
    p.drawText(QRectF(r.left(), top + fm.height(), r.width(), bigH), Qt::AlignCenter,
               QString::number(snapshot_.pendingPowerDamage));
    p.setFont(font());
    const qreal y = top + fm.height() + bigH + 4;
    p.setPen(QPen(c.target, 2, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(r.right() - 4, y), QPointF(r.left() + 8, y));
    QPainterPath head;
    head.moveTo(r.left() + 2, y);
    head.lineTo(r.left() + 10, y - 4.5);
    head.lineTo(r.left() + 10, y + 4.5);
    head.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(c.target);
    p.drawPath(head);
    p.setPen(c.dim);
    const QString attack =
        snapshot_.powerDamageApplies ? tr("this attack %1").arg(snapshot_.attackPowerDamage) : tr("this attack —");
    p.drawText(QRectF(r.left() - 6, y + 6, r.width() + 12, fm.height()), Qt::AlignCenter, attack);
}

// The attack order as chips: done ones dimmed, the current one filled, a window of a long
// order around the current attack.
void BattlefieldWidget::paintOrder(QPainter& p, const BattlefieldLayout& g, const Colors& c) const
{
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(c.text);
    const QString label = BattlefieldLayout::orderLabelText();
    p.drawText(g.orderLine(), Qt::AlignLeft | Qt::AlignVCenter, label);
    p.setFont(font());
    const int n = static_cast<int>(snapshot_.order.size());
    if (n == 0) {
        p.setPen(c.dim);
        p.drawText(g.orderLine().adjusted(QFontMetricsF(bold).horizontalAdvance(label) + 12, 0, 0, 0),
                   Qt::AlignLeft | Qt::AlignVCenter, tr("built after the battle start processing (001:3.3.5.2/5)"));
        return;
    }
    auto more = [&](const QRectF& chip, int count) {
        if (chip.isEmpty())
            return;
        p.setPen(QPen(c.border, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(chip, 4, 4);
        p.setPen(c.dim);
        p.drawText(chip, Qt::AlignCenter, QStringLiteral("+%1").arg(count));
    };
    more(g.earlierChip(), g.firstShown());
    more(g.laterChip(), n - g.endShown());
    for (int i = g.firstShown(); i < g.endShown(); ++i) {
        const BattleSnapshot::Attack& a = snapshot_.order[static_cast<std::size_t>(i)];
        const QRectF chip = g.attackChip(i);
        const bool current = a.state == BattleSnapshot::AttackState::Current;
        const bool done = a.state == BattleSnapshot::AttackState::Done;
        p.setPen(current ? QPen(c.accent, 2) : QPen(done ? withAlpha(c.border, 120) : c.border, 1));
        p.setBrush(current ? withAlpha(c.accent, 60) : done ? c.deadCard : c.card);
        p.drawRoundedRect(chip, 4, 4);
        // The side's colour as a stripe on the left.
        p.setPen(Qt::NoPen);
        p.setBrush(done ? withAlpha(c.side[a.side], 110) : c.side[a.side]);
        p.drawRoundedRect(QRectF(chip.left() + 3, chip.top() + 4, 3, chip.height() - 8), 1.5, 1.5);
        QFont f = font();
        f.setBold(current);
        p.setFont(f);
        p.setPen(done ? c.dim : c.text);
        p.drawText(chip.adjusted(10, 0, -2, 0), Qt::AlignCenter, BattlefieldLayout::attackText(snapshot_, i));
        p.setFont(font());
    }
}

void BattlefieldWidget::paintTargetArray(QPainter& p, const BattlefieldLayout& g, const Colors& c) const
{
    const qreal titleW = paintTargetTitle(p, g, c);
    paintRangeWhy(p, g, c, titleW);
    for (int i = 0; i < static_cast<int>(snapshot_.targets.size()); ++i)
        paintTargetSlot(p, g, c, i);
}

// Whose target array, against which row and range; returns the title's width.
qreal BattlefieldWidget::paintTargetTitle(QPainter& p, const BattlefieldLayout& g, const Colors& c) const
{
    const QRectF label = g.stripLabel();
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(c.text);
    QString title;
    if (snapshot_.targetSide < 0) {
        title = snapshot_.stage == BattleSnapshot::AttackStage::Start ? tr("Target array: decided next")
                                                                      : tr("Target array: none yet");
    } else {
        const QString who = snapshot_.sides[snapshot_.targetSide].name;
        title = snapshot_.chosenRow >= 0
            ? tr("Target array of %1: %2's %3 row, %4")
                  .arg(snapshot_.attackerName, who, BattleSnapshot::rowName(snapshot_.chosenRow),
                       BattleSnapshot::rangeName(snapshot_.chosen))
            : tr("Target array of %1 against %2: %3")
                  .arg(snapshot_.attackerName, who, BattleSnapshot::rangeName(snapshot_.chosen));
    }
    const qreal titleW = std::min(label.width(), QFontMetricsF(bold).horizontalAdvance(title) + 2);
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title, Qt::ElideRight, label.width()));
    p.setFont(font());
    return titleW;
}

// The why: beside the boxes when there is room (wrapped), else after the title.
void BattlefieldWidget::paintRangeWhy(QPainter& p, const BattlefieldLayout& g, const Colors& c, qreal titleW) const
{
    const QRectF label = g.stripLabel();
    const int n = static_cast<int>(snapshot_.targets.size());
    const QString why = snapshot_.rangeSummary();
    const qreal boxesRight = n > 0 ? g.slotBox(n - 1).right() : kMargin;
    const QRectF beside(boxesRight + 14, g.slotBox(0).top(), width() - kMargin - boxesRight - 14,
                        g.slotBox(0).height());
    if (!why.isEmpty() && beside.width() > 260) {
        QFont small = font();
        small.setPointSizeF(font().pointSizeF() * 0.92);
        p.setFont(small);
        p.setPen(c.dim);
        const QFontMetricsF sm(small);
        const QStringList lines = wrapToBox(why, sm, beside);
        const qreal top = beside.center().y() - lines.size() * sm.lineSpacing() / 2;
        for (int i = 0; i < lines.size(); ++i)
            p.drawText(QRectF(beside.left(), top + i * sm.lineSpacing(), beside.width(), sm.lineSpacing()),
                       Qt::AlignLeft | Qt::AlignVCenter, lines[i]);
        p.setFont(font());
    } else if (!why.isEmpty() && label.width() - titleW > 200) {
        p.setPen(c.dim);
        const QRectF rest = label.adjusted(titleW + 12, 0, 0, 0);
        p.drawText(rest, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font()).elidedText(why, Qt::ElideRight, rest.width()));
    }
}

// One slot of the target array: its unit (or null), the damage it took, its power damage.
void BattlefieldWidget::paintTargetSlot(QPainter& p, const BattlefieldLayout& g, const Colors& c, int i) const
{
    const QFontMetricsF fm(font());
    const BattleSnapshot::TargetSlot& t = snapshot_.targets[static_cast<std::size_t>(i)];
    const QRectF box = g.slotBox(i);
    const bool atIndex = snapshot_.targetIndexLive() && i == snapshot_.targetIndex;
    p.setBrush(t.unit < 0 ? QBrush(Qt::NoBrush) : QBrush(t.dead ? c.deadCard : c.card));
    p.setPen(atIndex ? QPen(c.accent, 3) : t.unit < 0 ? QPen(c.border, 1.2, Qt::DashLine) : QPen(c.target, 1.4));
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    const QRectF first(box.left() + 7, box.top() + 5, box.width() - 14, fm.height());
    const QRectF second(box.left() + 7, first.bottom() + 2, box.width() - 14, fm.height());
    QFont f = font();
    f.setBold(t.unit >= 0 || atIndex);
    f.setItalic(t.unit < 0);
    p.setFont(f);
    p.setPen(atIndex ? c.accent : t.unit < 0 || t.dead ? c.dim : c.text);
    const QString name =
        (atIndex ? QStringLiteral("▶ [%1] ") : QStringLiteral("[%1] ")).arg(i) + (t.unit < 0 ? tr("null") : t.name);
    p.drawText(first, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(f).elidedText(name, Qt::ElideRight, first.width()));
    p.setFont(font());
    if (t.unit >= 0) {
        p.setPen(t.done ? c.target : c.dim);
        p.drawText(second, Qt::AlignLeft | Qt::AlignVCenter,
                   t.done ? tr("damage %1").arg(t.damage) : tr("not hit yet"));
    }
    if (snapshot_.powerDamageApplies && snapshot_.powerDamageShown()) {
        p.setPen(c.dim);
        p.drawText(second, Qt::AlignRight | Qt::AlignVCenter, tr("power %1").arg(t.powerDamage));
    }
}

QString BattlefieldWidget::toolTipAt(const QPointF& pos) const
{
    if (!snapshot_.hasBattle())
        return {};
    for (int side = 0; side < 2; ++side)
        for (const BattleSnapshot::Unit& u : snapshot_.sides[side].units)
            if (unitRect(side, u.index).contains(pos))
                return snapshot_.unitToolTip(side, u);
    for (int i = 0; i < static_cast<int>(snapshot_.targets.size()); ++i)
        if (targetSlotRect(i).contains(pos))
            return snapshot_.slotToolTip(i);
    for (int i = 0; i < static_cast<int>(snapshot_.order.size()); ++i)
        if (attackChipRect(i).contains(pos))
            return snapshot_.attackToolTip(i);
    if (layout().gutter().contains(pos))
        return tr("The battle's pending steal (暫定国力奪取量): the sum of every attack's power damage; at battle end "
                  "the defender loses at most its power and the attacker gains the same (001:3.3.5.4/1)");
    return {};
}

bool BattlefieldWidget::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(e);
}

}  // namespace ts::gui
