#pragma once
// A window keeps its size when its docks change (issue 38, item 2): QMainWindow, asked to
// place a dock or restore a layout whose sizes were recorded in a larger window, grows the
// window to fit them (a lesson once pushed a 1000 px window to 1125 px, its buttons off the
// screen). The docks must give way instead.
#include <QSize>

class QWidget;

namespace ts::gui {

// Puts `window` back to `size` now and once more when the pending layout has run (the growth
// happens when the layout activates), never larger than its screen's available area where
// `size` fitted it (without a screen, e.g. offscreen, the size asked for stands).
void keepWindowSize(QWidget* window, QSize size);

}  // namespace ts::gui
