#pragma once
// The event queue at one event of the trace: the event being processed, the answers gathered
// for it so far (they will go in front of the queue), the queue itself head first, and during
// an interrupt each saved queue with the phase it will come back to; the phase and what the
// loop does at the cursor.
#include "kernel/event.h"

#include <QString>

#include <vector>

namespace ts {
class Trace;
}

namespace ts::events {
class EventsGame;
}

namespace ts::gui {

class QueueSnapshot {
public:
    enum class GroupKind : int { Current = 0, Answers, Queue, Saved };
    struct Row {
        int node = -1;
        QString event;
        QString answeredBy;
        bool atCursor = false;
        Seq seq = 0;  // where it was made
    };
    struct Group {
        GroupKind kind = GroupKind::Queue;
        QString title;
        QString tooltip;
        std::vector<Row> rows;
    };

    bool valid = false;
    QString headline;  // "Phase Combat · 3 queued · saved queues: 1"
    QString stage;  // what the loop does at the cursor (the step of the seed's pseudo-code)
    QString phase;
    std::vector<Group> groups;  // always Current, Answers, Queue, then one per saved queue

    static QueueSnapshot build(const events::EventsGame& g, const Trace& trace, Seq cursor);
    static QueueSnapshot empty(const QString& why);
    int queued() const;  // rows of the Queue group
};

}  // namespace ts::gui
