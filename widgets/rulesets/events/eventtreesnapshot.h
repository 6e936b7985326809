#pragma once
// The event tree at one event of the trace: every game event of the current tree (the
// events of one instruction or phase signal and everything answered to them) with who
// answered it to which event, and where it stood at that event: still queued (or in a
// saved queue), being processed, done, or dropped by an interrupt. Built from the state at
// the cursor and the trace positions each node recorded, so stepping back folds the tree
// back exactly.
#include "kernel/event.h"

#include <QString>

#include <vector>

namespace ts::events {
class EventsGame;
}

namespace ts::gui {

class EventTreeSnapshot {
public:
    enum class Status : int { Queued = 0, Saved, Current, Done, Dropped };
    struct Node {
        int id = 0;
        int parent = -1;
        int depth = 0;
        QString event;  // "damage 4 pyro → Bob.Keqing"
        QString answeredBy;  // the listener, or what made a root ("instruction", "phase signal")
        QString address;  // the listener's address when it answered
        Status status = Status::Queued;
        bool isOver = false;
        bool cancelled = false;
        bool atCursor = false;  // made, popped, finished or dropped by the event at the cursor
        int popIndex = -1;  // the order it was popped in (when popped by the cursor)
        Seq born = 0;
        Seq popped = 0;  // the trace position of its pop (born if not popped yet)
    };

    bool valid = false;
    QString headline;
    std::vector<Node> nodes;  // in the order they were made; a parent before its children
    int current = -1;  // the node being processed at the cursor

    static EventTreeSnapshot build(const events::EventsGame& g, Seq cursor);
    static EventTreeSnapshot empty(const QString& why);
    static QString statusText(Status s);
    // The same rows with the same parents: a view can keep its expansion.
    bool sameShape(const EventTreeSnapshot& other) const;
};

}  // namespace ts::gui
