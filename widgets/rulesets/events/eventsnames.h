#pragma once
// What the events panels (event tree, queue, zones) share: the events game at the cursor,
// or why a panel has nothing to show; a game event, a listener and an address as readable
// text; the panel layout with its headline; the fills and text colours that mark the
// current event, a change and what is still queued, on light and dark palettes alike.
#include "rulesets/events/state.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace ts::events {
class EventsGame;
}

namespace ts::gui {

class SessionController;

class EventsNames {
    Q_DECLARE_TR_FUNCTIONS(EventsNames)
public:
    // The events game at the cursor, or null (no session, or another ruleset).
    static const events::EventsGame* gameAtCursor(SessionController* controller);
    // Why a panel of the events ruleset is empty.
    static QString notEventsReason(const SessionController* controller, const QString& panel);

    // "damage 4 pyro → Bob.Keqing", "use-skill Searing Onslaught by Alice.Diluc", …: the
    // event kind as the scenario files spell it (the "on" of a reaction), then its data.
    static QString event(const events::EventsGame& g, const events::GameEvent& ev);
    static QString kind(events::EvKind k);
    static QString phase(events::PhaseId p);
    // The seed's words for a phase (its list of phases), for tooltips.
    static QString phaseMeaning(events::PhaseId p);
    static QString address(const events::Address& a);
    static QString entity(const events::EventsGame& g, EntityId e);
    static QString element(std::int32_t e);
    // Who put a root of the tree on the queue (it has no answering listener): a phase
    // signal, an instruction, or the scenario's queue section.
    static QString rootOrigin(const events::Node& n);

    // The panels' own marks (the shared ones: PanelStyle).
    static QColor currentFill();  // the event being processed
    static QColor cursorFill();  // what the event at the cursor made or touched
    static QColor droppedText();  // dropped by an interrupt
};

}  // namespace ts::gui
