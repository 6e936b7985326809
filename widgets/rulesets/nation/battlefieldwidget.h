#pragma once
// The battle at the cursor as a picture (seed 001 §2.8, 3.3.5): the attacking nation on the
// left and the defending one on the right, Front rows facing each other, each row a column
// of slots with the units' cards (name, HP and its bar, attack; dead units greyed and struck
// through), the Bench as a row of chips; the current attacker framed; on the target side
// the candidate ranges checked (the chosen one tinted, the empty ones dotted, each column
// saying what its check found) and the target array's members numbered with the damage they
// took; between the sides the battle's pending steal and this attack's power damage; below,
// the attack order as chips (done, current, waiting) and the target array itself, nulls
// included, with the slot at the target index and each slot's damage and power damage.
// Colours come from the palette (dark palettes included); hovering anything explains it.
#include "rulesets/nation/battlefieldcolors.h"
#include "rulesets/nation/battlefieldlayout.h"
#include "rulesets/nation/battlesnapshot.h"

#include <QWidget>

namespace ts::gui {

class BattlefieldWidget : public QWidget {
    Q_OBJECT
public:
    explicit BattlefieldWidget(QWidget* parent = nullptr);

    void setSnapshot(const BattleSnapshot& snapshot);
    const BattleSnapshot& snapshot() const { return snapshot_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where things are drawn (for tooltips and tests); empty rectangles when not shown.
    QRectF unitRect(int side, int unit) const;
    QRectF cellRect(int side, nation::Row row, int slot) const;
    QRectF targetSlotRect(int slot) const;
    QRectF attackChipRect(int attack) const;  // empty when not shown (a long order shows a window of it)
    QString toolTipAt(const QPointF& pos) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    using Colors = BattlefieldColors;
    BattlefieldLayout layout() const { return {snapshot_, font(), QSizeF(size())}; }
    Colors colors() const { return BattlefieldColors::fromPalette(palette()); }

    void paintSide(QPainter& p, const BattlefieldLayout& g, const Colors& c, int side) const;
    void paintColumnHeader(QPainter& p, const QRectF& r, const Colors& c, int side, nation::Row row) const;
    void paintRange(QPainter& p, const BattlefieldLayout& g, const Colors& c) const;
    void paintGutter(QPainter& p, const BattlefieldLayout& g, const Colors& c) const;
    void paintBench(QPainter& p, const BattlefieldLayout& g, const Colors& c, int side) const;
    void paintOrder(QPainter& p, const BattlefieldLayout& g, const Colors& c) const;
    void paintTargetArray(QPainter& p, const BattlefieldLayout& g, const Colors& c) const;
    qreal paintTargetTitle(QPainter& p, const BattlefieldLayout& g, const Colors& c) const;
    void paintRangeWhy(QPainter& p, const BattlefieldLayout& g, const Colors& c, qreal titleW) const;
    void paintTargetSlot(QPainter& p, const BattlefieldLayout& g, const Colors& c, int i) const;
    void paintMessage(QPainter& p, const Colors& c, const QString& text) const;

    BattleSnapshot snapshot_;
};

}  // namespace ts::gui
