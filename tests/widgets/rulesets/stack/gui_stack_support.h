#pragma once
// Shared by the stack panel tests: the stack game at the cursor, events by kind, a dark
// palette, and a dock grabbed at a given size.
#include "gui_support.h"

#include "rulesets/stack/game.h"

#include <QApplication>
#include <QDockWidget>
#include <QPalette>

namespace ts::test {

inline const stack::StackGame& stackAt(gui::SessionController& c)
{
    return dynamic_cast<const stack::StackGame&>(*c.stateAtCursor());
}

inline Seq nthEvent(const Session& s, std::string_view kindName, int nth = 0,
                    const std::function<bool(const Event&)>& pred = {})
{
    const auto e = findEvent(s, kindName, nth, pred);
    if (!e)
        throw std::runtime_error("no such event: " + std::string(kindName));
    return *e;
}

// The first flow event after `seq`: the node after the one that traced `seq` (its writes
// done); the last event when no node follows.
inline Seq nextFlow(const Session& s, Seq seq)
{
    const auto all = eventsOfKind(s.trace(), "stack.flow", {}, seq + 1);
    return all.empty() ? s.size() - 1 : all.front();
}

inline QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xbf));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    return dark;
}

// Grabs a dock shown on its own at `size` into <temp>/turnscope-screenshots/<name>.
inline bool grabDock(QDockWidget& dock, QSize size, const QString& name)
{
    dock.resize(size);
    return saveGrab(dock, name);
}

}  // namespace ts::test
