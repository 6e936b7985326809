#include "session/panelstyle.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

namespace ts::gui {

QVBoxLayout* PanelStyle::panelLayout(QDockWidget* dock, const QString& headlineName, QLabel** headline)
{
    auto* content = new QWidget(dock);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    auto* label = new QLabel(content);
    label->setObjectName(headlineName);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label);
    dock->setWidget(content);
    *headline = label;
    return layout;
}

bool PanelStyle::darkPalette() { return QGuiApplication::palette().color(QPalette::Base).lightnessF() < 0.5; }

QColor PanelStyle::highlightFill(int lightAlpha, int darkAlpha)
{
    QColor c = QGuiApplication::palette().color(QPalette::Highlight);
    c.setAlpha(darkPalette() ? darkAlpha : lightAlpha);
    return c;
}

QColor PanelStyle::changedFill() { return darkPalette() ? QColor(0x5c, 0x4a, 0x12) : QColor(0xff, 0xec, 0xb3); }

QColor PanelStyle::dimText() { return QColor(0x8a, 0x8a, 0x8a); }

}  // namespace ts::gui
