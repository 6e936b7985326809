#pragma once
// One unit's card in the battle view: name (struck through when dead), HP and attack, the
// HP bar, and the badges of this attack (the attacker's "▶", a target's slot in the target
// array and the damage it took). A card too narrow for its name beside the badges moves
// them down to the stats line, so the name stays whole. Its own class so the battle view's
// layout and its cards can change apart; texts keep the battle view's translation context.
#include "rulesets/nation/battlefieldcolors.h"
#include "rulesets/nation/battlesnapshot.h"

#include <QFont>
#include <QRectF>

class QPainter;

namespace ts::gui {

class BattleCardPainter {
public:
    BattleCardPainter(const BattleSnapshot& snapshot, const QFont& font, const BattlefieldColors& colors)
        : snapshot_(snapshot), font_(font), c_(colors)
    {}

    // Paints unit `u` of `side` (0 attacking, 1 defending) in `r`.
    void paint(QPainter& p, const QRectF& r, int side, const BattleSnapshot::Unit& u) const;

private:
    qreal paintBadges(QPainter& p, const QRectF& r, qreal top, bool attacking, int slot, bool paint) const;
    void paintStats(QPainter& p, const QRectF& line, const BattleSnapshot::Unit& u) const;
    void paintHpBar(QPainter& p, const QRectF& r, const BattleSnapshot::Unit& u, bool compact) const;

    const BattleSnapshot& snapshot_;
    QFont font_;
    const BattlefieldColors& c_;
};

}  // namespace ts::gui
