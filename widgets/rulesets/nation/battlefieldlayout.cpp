#include "rulesets/nation/battlefieldlayout.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace ts::gui {

namespace {

using nation::Row;

constexpr qreal kGutter = 92;
constexpr qreal kMaxSlotBox = 200;
constexpr qreal kMinColumn = 72;

// Heights of the parts, from the font; the cards take what is left.
struct Metrics {
    qreal line, header, column, bench, order, stripLabel, stripBox, minCard, card, maxCard;
    explicit Metrics(const QFont& font)
    {
        line = QFontMetricsF(font).height();
        header = line + 4;
        column = line + 2;
        bench = line + 6;
        order = line + 8;
        stripLabel = line + 4;
        stripBox = 2 * line + 10;
        minCard = line + 12;  // one line: name and HP (BattlefieldWidget::paintCard)
        card = 2 * line + 13;  // name; HP and attack
        maxCard = 2 * line + 28;
    }
    qreal fixed(int slotCount) const
    {
        using L = BattlefieldLayout;
        return 2 * L::kMargin + header + column + slotCount * L::kGap + bench + 2 * L::kGap + order + L::kGap +
            stripLabel + stripBox;
    }
};

}  // namespace

BattlefieldLayout::BattlefieldLayout(const BattleSnapshot& snapshot, const QFont& font, const QSizeF& size)
    : s_(snapshot), font_(font), width_(size.width())
{
    const Metrics m(font);
    line_ = m.line;
    slots_ = std::max(1, snapshot.slotsPerRow);
    sideW_ = std::max<qreal>(3 * kMinColumn + 2 * kGap, (width_ - 2 * kMargin - kGutter) / 2);
    sideX_[0] = kMargin;
    sideX_[1] = kMargin + sideW_ + kGutter;
    colW_ = (sideW_ - 2 * kGap) / 3;
    headerY_ = kMargin;
    headerH_ = m.header;
    columnY_ = headerY_ + headerH_;
    columnH_ = m.column;
    cardH_ = std::clamp((size.height() - m.fixed(slots_)) / slots_, m.minCard, m.maxCard);
    gridTop_ = columnY_ + columnH_;
    benchY_ = gridTop_ + slots_ * (cardH_ + kGap);
    benchH_ = m.bench;
    orderY_ = benchY_ + benchH_ + 2 * kGap;
    orderH_ = m.order;
    stripLabelY_ = orderY_ + orderH_ + kGap;
    stripLabelH_ = m.stripLabel;
    stripTop_ = stripLabelY_ + stripLabelH_;
    stripBoxH_ = m.stripBox;
    layOutBench();
    layOutOrder();
}

QSize BattlefieldLayout::sizeHint(int slotCount, const QFont& font)
{
    const Metrics m(font);
    slotCount = std::max(1, slotCount);
    return {static_cast<int>(2 * kMargin + kGutter + 2 * (3 * 100 + 2 * kGap)),
            static_cast<int>(std::ceil(m.fixed(slotCount) + slotCount * m.card))};
}

QSize BattlefieldLayout::minimumSize(int slotCount, const QFont& font)
{
    const Metrics m(font);
    slotCount = std::max(1, slotCount);
    return {static_cast<int>(2 * kMargin + kGutter + 2 * (3 * kMinColumn + 2 * kGap)),
            static_cast<int>(std::ceil(m.fixed(slotCount) + slotCount * m.minCard))};
}

qreal BattlefieldLayout::chipWidth(const QString& text) const
{
    return QFontMetricsF(font_).horizontalAdvance(text) + 14;
}

QString BattlefieldLayout::benchText(const BattleSnapshot::Unit& u)
{
    return QStringLiteral("%1 %2/%3").arg(u.name).arg(u.hp).arg(u.maxHp);
}

QString BattlefieldLayout::attackText(const BattleSnapshot& snapshot, int attack)
{
    const BattleSnapshot::Attack& a = snapshot.order[static_cast<std::size_t>(attack)];
    return a.state == BattleSnapshot::AttackState::Current
        ? QStringLiteral("%1 %2 · %3").arg(attack + 1).arg(a.unitName, a.skillName)
        : QStringLiteral("%1 %2").arg(attack + 1).arg(a.unitName);
}

void BattlefieldLayout::layOutBench()
{
    for (int side = 0; side < 2; ++side) {
        const auto& units = s_.sides[side].units;
        benchChips_[side].assign(units.size(), QRectF());
        qreal x = sideX_[side] + QFontMetricsF(font_).horizontalAdvance(benchLabelText()) + 10;
        for (std::size_t u = 0; u < units.size(); ++u) {
            if (units[u].row != Row::Bench)
                continue;
            const qreal w = chipWidth(benchText(units[u]));
            if (x + w > sideX_[side] + sideW_ || benchHidden_[side] > 0) {
                ++benchHidden_[side];
                continue;
            }
            benchChips_[side][u] = QRectF(x, benchY_ + 2, w, benchH_ - 4);
            x += w + kChipGap;
        }
    }
}

// Two attacks before the current (or next) one, then as many as fit, then earlier ones
// again if there is room; "+n" chips stand for the rest.
void BattlefieldLayout::layOutOrder()
{
    const int n = static_cast<int>(s_.order.size());
    attackChips_.assign(static_cast<std::size_t>(n), QRectF());
    if (n == 0)
        return;
    const qreal start = kMargin + QFontMetricsF(font_).horizontalAdvance(orderLabelText()) + 12;
    const qreal avail = width_ - kMargin - start - 2 * (chipWidth(QStringLiteral("+999")) + kChipGap);
    std::vector<qreal> w(static_cast<std::size_t>(n));
    QFont bold = font_;
    bold.setBold(true);
    for (int i = 0; i < n; ++i) {
        // The current attack's chip is written in bold; every chip has its side's stripe.
        const bool current = s_.order[static_cast<std::size_t>(i)].state == BattleSnapshot::AttackState::Current;
        w[static_cast<std::size_t>(i)] =
            QFontMetricsF(current ? bold : font_).horizontalAdvance(attackText(s_, i)) + 22 + kChipGap;
    }
    const int focus = s_.currentAttack >= 0 ? s_.currentAttack : std::clamp(s_.currentAttackIndex, 0, n - 1);
    int first = std::max(0, focus - 2), last = first;
    qreal used = 0;
    while (last < n && used + w[static_cast<std::size_t>(last)] <= avail)
        used += w[static_cast<std::size_t>(last++)];
    while (first > 0 && used + w[static_cast<std::size_t>(first - 1)] <= avail)
        used += w[static_cast<std::size_t>(--first)];
    first_ = first;
    last_ = last;
    qreal x = start;
    const qreal y = orderY_ + 2, h = orderH_ - 4;
    if (first > 0) {
        earlier_ = QRectF(x, y, chipWidth(QStringLiteral("+%1").arg(first)), h);
        x = earlier_.right() + kChipGap;
    }
    for (int i = first; i < last; ++i) {
        attackChips_[static_cast<std::size_t>(i)] = QRectF(x, y, w[static_cast<std::size_t>(i)] - kChipGap, h);
        x += w[static_cast<std::size_t>(i)];
    }
    if (last < n)
        later_ = QRectF(x, y, chipWidth(QStringLiteral("+%1").arg(n - last)), h);
}

QRectF BattlefieldLayout::header(int side) const { return {sideX_[side], headerY_, sideW_, headerH_ - 3}; }

QRectF BattlefieldLayout::columnHeader(int side, Row row) const
{
    return {cell(side, row, 0).left(), columnY_, colW_, columnH_};
}

QRectF BattlefieldLayout::cell(int side, Row row, int slot) const
{
    const int col = side == 0 ? 2 - static_cast<int>(row) : static_cast<int>(row);  // Front rows face each other
    return {sideX_[side] + col * (colW_ + kGap), gridTop_ + slot * (cardH_ + kGap), colW_, cardH_};
}

QRectF BattlefieldLayout::gutter() const
{
    return {sideX_[0] + sideW_, gridTop_, sideX_[1] - sideX_[0] - sideW_, slots_ * (cardH_ + kGap) - kGap};
}

QRectF BattlefieldLayout::bench(int side) const { return {sideX_[side], benchY_, sideW_, benchH_}; }

QRectF BattlefieldLayout::benchChip(int side, int unit) const
{
    const auto& chips = benchChips_[side];
    return unit >= 0 && unit < static_cast<int>(chips.size()) ? chips[static_cast<std::size_t>(unit)] : QRectF();
}

int BattlefieldLayout::benchHidden(int side) const { return benchHidden_[side]; }

QRectF BattlefieldLayout::orderLine() const { return {kMargin, orderY_, width_ - 2 * kMargin, orderH_}; }

QRectF BattlefieldLayout::orderLabel() const { return orderLine(); }

QRectF BattlefieldLayout::attackChip(int attack) const
{
    return attack >= 0 && attack < static_cast<int>(attackChips_.size())
        ? attackChips_[static_cast<std::size_t>(attack)]
        : QRectF();
}

QRectF BattlefieldLayout::earlierChip() const { return earlier_; }

QRectF BattlefieldLayout::laterChip() const { return later_; }

QRectF BattlefieldLayout::stripLabel() const { return {kMargin, stripLabelY_, width_ - 2 * kMargin, stripLabelH_}; }

QRectF BattlefieldLayout::slotBox(int slot) const
{
    const int n = std::max<int>(1, static_cast<int>(s_.targets.size()));
    const qreal w = std::min(kMaxSlotBox, (width_ - 2 * kMargin - (n - 1) * kGap) / n);
    return {kMargin + slot * (w + kGap), stripTop_, w, stripBoxH_};
}

QRectF BattlefieldLayout::unitRect(int side, int unit) const
{
    if (side < 0 || side > 1 || unit < 0 || unit >= static_cast<int>(s_.sides[side].units.size()))
        return {};
    const BattleSnapshot::Unit& u = s_.sides[side].units[static_cast<std::size_t>(unit)];
    if (u.row == Row::Bench)
        return benchChip(side, unit);
    if (u.slot < 0 || u.slot >= slots_)
        return {};
    // Dead units stay in their place; a living one placed there since wins it.
    return s_.sides[side].at(u.row, u.slot) == &u ? cell(side, u.row, u.slot) : QRectF();
}

}  // namespace ts::gui
