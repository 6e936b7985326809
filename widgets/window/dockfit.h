#pragma once
// Docks that fit a small window (issue 38, item 3). A panel whose content needs more room
// than a laptop's window can give each dock (a Run table with its legend, a chart, a flow
// map) made QMainWindow either grow the window past the screen or, held to the screen's
// size, draw docks over each other. Such content scrolls inside its dock instead; the
// window's dock tab bars show whole titles and scroll rather than elide them ("Inspec…").
class QDockWidget;
class QMainWindow;

namespace ts::gui {

class DockFit {
public:
    // The most a dock's content may ask for as its minimum: more, and it scrolls.
    static constexpr int kMaxMinimumWidth = 340;
    static constexpr int kMaxMinimumHeight = 110;

    // Wraps `dock`'s content in a scroll area (unless it is one) whose minimum is the
    // content's, at most the above.
    static void fit(QDockWidget* dock);
    // From now on, every tab bar QMainWindow makes for `window`'s tabbed docks shows whole
    // titles, with scroll arrows when they do not all fit.
    static void wholeTabTitles(QMainWindow* window);
};

}  // namespace ts::gui
