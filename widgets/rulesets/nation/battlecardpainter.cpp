#include "rulesets/nation/battlecardpainter.h"

#include "rulesets/nation/battlefieldwidget.h"

#include <QPainter>

#include <algorithm>

namespace ts::gui {

void BattleCardPainter::paint(QPainter& p, const QRectF& r, int side, const BattleSnapshot::Unit& u) const
{
    const bool attacking = side == snapshot_.attackerSide && u.index == snapshot_.attackerUnit &&
        snapshot_.stage != BattleSnapshot::AttackStage::Between && snapshot_.status == BattleSnapshot::Status::Active;
    const int slot = snapshot_.targetSlotOf(side, u.index);
    const bool atIndex = slot >= 0 && snapshot_.targetIndexLive() && slot == snapshot_.targetIndex;
    const QFontMetricsF fm(font_);

    p.setPen(Qt::NoPen);
    p.setBrush(u.dead ? c_.deadCard : c_.card);
    p.drawRoundedRect(r, 4, 4);
    QPen border(c_.border, 1);
    if (slot >= 0)
        border = QPen(c_.target, atIndex ? 3 : 1.6);
    if (attacking)
        border = QPen(c_.accent, 3);
    p.setPen(border);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);

    // A short card (a small dock): HP beside the name, no attack line. A narrow card keeps
    // the name whole: its badges go down to the stats line, and a short one drops the HP
    // figures beside the name (the HP bar below still shows them).
    const bool compact = r.height() < 2 * fm.height() + 13;
    const QString hp = QStringLiteral("%1/%2").arg(u.hp).arg(u.maxHp);
    QFont bold = font_;
    bold.setBold(true);
    const qreal nameW = QFontMetricsF(bold).horizontalAdvance(u.name);
    const bool badgesBelow = !compact && paintBadges(p, r, r.top() + 3, attacking, slot, false) - r.left() - 6 < nameW;
    qreal statsRight = r.right() - 6;
    qreal right = r.right() - 4;
    if (badgesBelow)
        statsRight = paintBadges(p, r, r.top() + 4 + fm.height(), attacking, slot, true);
    else
        right = paintBadges(p, r, r.top() + 3, attacking, slot, true);
    if (compact && right - r.left() - 12 - fm.horizontalAdvance(hp) >= nameW) {
        const qreal w = fm.horizontalAdvance(hp);
        p.setFont(font_);
        p.setPen(c_.dim);
        p.drawText(QRectF(right - w, r.top() + 3, w, fm.height()), Qt::AlignRight | Qt::AlignVCenter, hp);
        right -= w + 6;
    }
    const QRectF nameRect(r.left() + 6, r.top() + 3, right - r.left() - 6, fm.height());
    bold.setStrikeOut(u.dead);
    p.setFont(bold);
    p.setPen(u.dead ? c_.dim : c_.text);
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(u.name, Qt::ElideRight, nameRect.width()));
    p.setFont(font_);
    if (!compact)
        paintStats(p, QRectF(r.left() + 6, nameRect.bottom() + 1, statsRight - r.left() - 6, fm.height()), u);
    paintHpBar(p, r, u, compact);
}

// At the right of a card's line at `top`: "▶" on the attacker, the target array slot on a
// target; before it the damage this attack dealt. Returns where the text before them must
// end; with `paint` false only measures.
qreal BattleCardPainter::paintBadges(QPainter& p, const QRectF& r, qreal top, bool attacking, int slot,
                                     bool paint) const
{
    const QFontMetricsF fm(font_);
    qreal right = r.right() - 4;
    if (attacking || slot >= 0) {
        const QString badge = attacking ? QStringLiteral("▶") : QString::number(slot);
        const qreal badgeW = std::max(fm.height(), fm.horizontalAdvance(badge) + 8);
        const QRectF b(right - badgeW, top, badgeW, fm.height());
        right = b.left() - 4;
        if (paint) {
            p.setPen(Qt::NoPen);
            p.setBrush(attacking ? c_.accent : c_.target);
            p.drawRoundedRect(b, fm.height() / 2, fm.height() / 2);
            p.setPen(attacking ? c_.accentText : QColor(Qt::white));
            p.drawText(b, Qt::AlignCenter, badge);
        }
    }
    if (slot >= 0 && snapshot_.targets[static_cast<std::size_t>(slot)].done) {
        QFont bold = font_;
        bold.setBold(true);
        const QString damage = QStringLiteral("−%1").arg(snapshot_.targets[static_cast<std::size_t>(slot)].damage);
        const qreal w = QFontMetricsF(bold).horizontalAdvance(damage);
        if (paint) {
            p.setFont(bold);
            p.setPen(c_.target);
            p.drawText(QRectF(right - w, top, w, fm.height()), Qt::AlignRight | Qt::AlignVCenter, damage);
            p.setFont(font_);
        }
        right -= w + 4;
    }
    return right;
}

// Under the name: HP and attack, shortened when the card is narrow; nothing of them when
// not even "19/20" fits (badges moved down beside them: the HP bar shows the HP).
void BattleCardPainter::paintStats(QPainter& p, const QRectF& line, const BattleSnapshot::Unit& u) const
{
    const QFontMetricsF fm(font_);
    const QString attack = u.dead ? BattlefieldWidget::tr("dead") : BattlefieldWidget::tr("ATK %1").arg(u.attack);
    QString hp = BattlefieldWidget::tr("HP %1/%2").arg(u.hp).arg(u.maxHp);
    if (fm.horizontalAdvance(hp) + fm.horizontalAdvance(attack) + 8 > line.width())
        hp = QStringLiteral("%1/%2").arg(u.hp).arg(u.maxHp);
    const bool attackFits = fm.horizontalAdvance(hp) + fm.horizontalAdvance(attack) + 8 <= line.width();
    if (fm.horizontalAdvance(hp) > line.width())
        return;
    p.setPen(u.dead ? c_.dim : c_.text);
    p.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, hp);
    if (attackFits) {
        p.setPen(c_.dim);
        p.drawText(line, Qt::AlignRight | Qt::AlignVCenter, attack);
    }
}

void BattleCardPainter::paintHpBar(QPainter& p, const QRectF& r, const BattleSnapshot::Unit& u, bool compact) const
{
    const QRectF track(r.left() + 6, r.bottom() - (compact ? 6 : 7), r.width() - 12, compact ? 3 : 4);
    p.setPen(Qt::NoPen);
    p.setBrush(c_.barTrack);
    p.drawRoundedRect(track, 2, 2);
    const qreal ratio = u.maxHp > 0 ? std::clamp(static_cast<qreal>(u.hp) / u.maxHp, 0.0, 1.0) : 0.0;
    if (ratio > 0 && !u.dead) {
        p.setBrush(ratio > 0.5 ? c_.hpHigh : ratio > 0.25 ? c_.hpMid : c_.hpLow);
        p.drawRoundedRect(
            QRectF(track.left(), track.top(), std::max<qreal>(track.height(), track.width() * ratio), track.height()),
            2, 2);
    }
}

}  // namespace ts::gui
