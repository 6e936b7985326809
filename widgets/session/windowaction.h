#pragma once
// An action of the debugger window: its shortcut active anywhere in the window, the shortcut
// shown in the tooltip, an icon of resources/icons/actions/ drawn in the palette's colour.
// The window's commands (DebugActions) and the Teach view's are all made this way.
#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;
class QWidget;

namespace ts::gui {

QAction* makeWindowAction(QWidget* parent, const QString& text, const QList<QKeySequence>& keys, const QString& tip,
                          const QString& icon = {});

}  // namespace ts::gui
