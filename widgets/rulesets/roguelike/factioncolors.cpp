#include "rulesets/roguelike/factioncolors.h"

#include <QPainter>
#include <QPixmap>

namespace ts::gui {

QColor factionColor(roguelike::Faction faction)
{
    switch (faction) {
    case roguelike::Faction::Player: return {0x2f, 0x6f, 0xde};
    case roguelike::Faction::Friend: return {0x2e, 0x9e, 0x5b};
    case roguelike::Faction::Enemy: return {0xd0, 0x45, 0x3a};
    }
    return Qt::gray;
}

QIcon factionDot(roguelike::Faction faction)
{
    static QIcon cache[3];
    const auto i = static_cast<std::size_t>(faction);
    if (i >= 3)
        return {};
    if (!cache[i].isNull())
        return cache[i];
    constexpr int kSize = 16;
    constexpr qreal kRatio = 2;
    QPixmap pm(static_cast<int>(kSize * kRatio), static_cast<int>(kSize * kRatio));
    pm.setDevicePixelRatio(kRatio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(factionColor(faction));
    p.drawEllipse(QRectF(3.5, 3.5, kSize - 7, kSize - 7));
    p.end();
    cache[i] = QIcon(pm);
    return cache[i];
}

}  // namespace ts::gui
