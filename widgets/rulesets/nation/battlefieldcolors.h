#pragma once
// The battle view's colours, taken from the widget's palette: text and card shades are mixes
// of the palette's base and text, so a dark palette gets dark cards with light text; the
// target red, the HP bar and the two sides' colours have a lighter variant for dark palettes.
#include <QColor>

class QPalette;

namespace ts::gui {

struct BattlefieldColors {
    QColor base, text, dim, card, deadCard, border, accent, accentText, target, barTrack, hpHigh, hpMid, hpLow;
    QColor side[2];  // the attacking and the defending nation

    static BattlefieldColors fromPalette(const QPalette& pal);
};

}  // namespace ts::gui
