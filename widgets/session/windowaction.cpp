#include "session/windowaction.h"

#include "session/paletteiconengine.h"

#include <QAction>
#include <QWidget>

namespace ts::gui {

QAction* makeWindowAction(QWidget* parent, const QString& text, const QList<QKeySequence>& keys, const QString& tip,
                          const QString& icon)
{
    auto* a = new QAction(text, parent);
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WindowShortcut);
    QString shortcut;
    if (!keys.isEmpty())
        shortcut = QStringLiteral(" (") + keys.first().toString(QKeySequence::NativeText) + QLatin1Char(')');
    a->setToolTip(tip + shortcut);
    a->setStatusTip(tip);
    if (!icon.isEmpty())
        a->setIcon(PaletteIconEngine::icon(icon));
    parent->addAction(a);
    return a;
}

}  // namespace ts::gui
