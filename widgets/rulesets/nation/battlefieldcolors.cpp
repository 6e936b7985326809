#include "rulesets/nation/battlefieldcolors.h"

#include <QPalette>

namespace ts::gui {

namespace {

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

}  // namespace

BattlefieldColors BattlefieldColors::fromPalette(const QPalette& pal)
{
    BattlefieldColors c;
    c.base = pal.color(QPalette::Base);
    c.text = pal.color(QPalette::Text);
    c.dim = mix(c.base, c.text, 0.5);
    c.card = mix(c.base, c.text, 0.06);
    c.deadCard = mix(c.base, c.text, 0.02);
    c.border = mix(c.base, c.text, 0.28);
    c.accent = pal.color(QPalette::Highlight);
    c.accentText = pal.color(QPalette::HighlightedText);
    const bool dark = c.base.lightnessF() < 0.5;
    c.target = dark ? QColor(0xf0, 0x6a, 0x5e) : QColor(0xc6, 0x3b, 0x30);
    c.barTrack = mix(c.base, c.text, 0.14);
    c.hpHigh = dark ? QColor(0x4c, 0xbb, 0x6c) : QColor(0x2e, 0x9e, 0x5b);
    c.hpMid = QColor(0xe0, 0xa0, 0x00);
    c.hpLow = c.target;
    c.side[0] = dark ? QColor(0x6a, 0xa6, 0xf0) : QColor(0x2f, 0x6f, 0xde);
    c.side[1] = dark ? QColor(0xf0, 0xb4, 0x3c) : QColor(0xc0, 0x7a, 0x00);
    return c;
}

}  // namespace ts::gui
