#include "rulesets/events/legend.h"

#include <algorithm>

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace ts::gui {

Legend::Legend(const std::vector<Entry>& entries, int perRow, QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(2, 0, 2, 0);
    grid->setHorizontalSpacing(4);
    grid->setVerticalSpacing(2);
    perRow = std::max(1, perRow);
    int k = 0;
    for (const Entry& e : entries) {
        QPixmap pm(QSize(32, 32));
        pm.setDevicePixelRatio(2);
        pm.fill(Qt::transparent);
        {
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            if (e.mark == Mark::Dot || e.mark == Mark::Ring) {
                p.setPen(QPen(e.color, 1.6));
                p.setBrush(e.mark == Mark::Dot ? QBrush(e.color) : QBrush(Qt::NoBrush));
                p.drawEllipse(QRectF(4, 4, 8, 8));
            } else if (e.mark == Mark::Fill) {
                p.setPen(Qt::NoPen);
                p.setBrush(e.color);
                p.drawRoundedRect(QRectF(1, 3, 14, 10), 2, 2);
            } else {
                QFont f = font();
                f.setPixelSize(12);
                f.setStrikeOut(e.mark == Mark::StruckText);
                p.setFont(f);
                p.setPen(e.color);
                p.drawText(QRectF(0, 0, 16, 16), Qt::AlignCenter, QStringLiteral("Ab"));
            }
        }
        auto* icon = new QLabel(this);
        icon->setPixmap(pm);
        const int r = k / perRow, c = (k % perRow) * 2;
        grid->addWidget(icon, r, c);
        grid->addWidget(new QLabel(e.text, this), r, c + 1);
        ++k;
    }
    grid->setColumnStretch(perRow * 2, 1);
}

}  // namespace ts::gui
