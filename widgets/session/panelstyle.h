#pragma once
// The look every panel shares, generic or a ruleset's: a panel's layout under a bold
// headline, and the fills and text colours that mark the current row, a changed value and
// what is not in play, on light and dark palettes alike (one place, so the panels agree).
#include <QColor>
#include <QString>

class QDockWidget;
class QLabel;
class QVBoxLayout;

namespace ts::gui {

class PanelStyle {
public:
    // The dock's content: a vertical layout whose first row is a selectable, word-wrapped
    // bold headline (object name `headlineName`, returned in *headline).
    static QVBoxLayout* panelLayout(QDockWidget* dock, const QString& headlineName, QLabel** headline);
    static bool darkPalette();
    // The palette's highlight, see-through: `lightAlpha` on a light palette, `darkAlpha` on a dark one.
    static QColor highlightFill(int lightAlpha, int darkAlpha);
    static QColor changedFill();  // a value the event at the cursor changed
    static QColor dimText();  // not in play (queued, spent, out of range)
};

}  // namespace ts::gui
