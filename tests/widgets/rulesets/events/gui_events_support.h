#pragma once
// Shared by the events panel tests: a controller that has run a sample scenario, the events
// game at the cursor, events by kind, and a dark palette for pictures.
#include "gui_support.h"

#include "rulesets/events/game.h"

#include <QApplication>
#include <QPalette>

namespace ts::test {

inline const events::EventsGame& eventsAt(gui::SessionController& c)
{
    return dynamic_cast<const events::EventsGame&>(*c.stateAtCursor());
}

// The first event of a kind at or after `from`.
inline Seq firstOf(const Session& s, std::string_view kindName, Seq from = 0)
{
    const auto seqs = eventsOfKind(s.trace(), kindName, {}, from);
    return seqs.empty() ? ~Seq(0) : seqs.front();
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
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xbf));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    return dark;
}

}  // namespace ts::test
