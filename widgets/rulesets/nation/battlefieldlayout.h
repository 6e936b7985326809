#pragma once
// Where the battlefield widget draws everything, for one snapshot, font and size: the two
// sides' headers, row columns and slot cells (Front rows facing each other), the Bench
// chips, the pending steal between the sides, the attack order chips (a window around the
// current attack when the order is long) and the target array's boxes. The widget paints
// with it and answers "what is under the mouse" with it; tests ask it where things are.
#include "rulesets/nation/battlesnapshot.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QSize>

#include <vector>

namespace ts::gui {

class BattlefieldLayout {
    Q_DECLARE_TR_FUNCTIONS(BattlefieldLayout)
public:
    BattlefieldLayout(const BattleSnapshot& snapshot, const QFont& font, const QSizeF& size);

    static QSize sizeHint(int slotCount, const QFont& font);
    static QSize minimumSize(int slotCount, const QFont& font);

    int slotCount() const { return slots_; }
    qreal cardHeight() const { return cardH_; }
    QRectF header(int side) const;
    QRectF columnHeader(int side, nation::Row row) const;
    QRectF cell(int side, nation::Row row, int slot) const;
    QRectF gutter() const;
    QRectF bench(int side) const;  // the Bench's line
    QRectF benchChip(int side, int unit) const;  // empty when it does not fit
    int benchHidden(int side) const;  // benched units without a chip
    qreal separatorY() const { return orderY_ - kGap; }
    QRectF orderLine() const;
    QRectF orderLabel() const;
    QRectF attackChip(int attack) const;  // empty outside the window
    QRectF earlierChip() const;  // "+n" before the window, empty if none
    QRectF laterChip() const;  // "+n" after it
    int firstShown() const { return first_; }
    int endShown() const { return last_; }
    QRectF stripLabel() const;
    QRectF slotBox(int slot) const;
    // A unit's card, or its Bench chip.
    QRectF unitRect(int side, int unit) const;

    static QString attackText(const BattleSnapshot& snapshot, int attack);
    static QString benchText(const BattleSnapshot::Unit& u);
    static QString orderLabelText() { return tr("Attack order"); }
    static QString benchLabelText() { return tr("Bench"); }
    static constexpr qreal kMargin = 6;
    static constexpr qreal kGap = 5;
    static constexpr qreal kChipGap = 4;

private:
    qreal chipWidth(const QString& text) const;
    void layOutBench();
    void layOutOrder();

    const BattleSnapshot& s_;
    QFont font_;
    qreal width_, line_;
    int slots_ = 3;
    qreal sideX_[2] = {0, 0};
    qreal sideW_ = 0, colW_ = 0, cardH_ = 0;
    qreal headerY_ = 0, headerH_ = 0, columnY_ = 0, columnH_ = 0, gridTop_ = 0;
    qreal benchY_ = 0, benchH_ = 0, orderY_ = 0, orderH_ = 0, stripLabelY_ = 0, stripLabelH_ = 0, stripTop_ = 0,
          stripBoxH_ = 0;
    std::vector<QRectF> benchChips_[2];  // by unit index; empty rects for units not on the Bench or not shown
    int benchHidden_[2] = {0, 0};
    std::vector<QRectF> attackChips_;
    QRectF earlier_, later_;
    int first_ = 0, last_ = 0;
};

}  // namespace ts::gui
