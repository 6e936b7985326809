#pragma once
// What the watch list shows at the cursor: per watch its name, its value at the cursor, the
// range it took over the trace, how many changes (or a logpoint's hits) it has and whether it
// is still being evaluated. Plain values, built from the WatchList by the dock.
#include "kernel/event.h"

#include <QString>
#include <QVector>

namespace ts::gui {

class WatchList;

struct WatchesSnapshot {
    enum class State { Waiting, Building, Ready, Failed };
    struct Row {
        int id = 0;
        QString title;
        QString value;  // at the cursor ("—" without one)
        QString range;  // "min … max" of a number, empty otherwise
        qint64 points = 0;  // changes, or a logpoint's hits
        bool logpoint = false;
        State state = State::Waiting;
        int percent = 0;
        QString error;
    };
    QVector<Row> rows;
    Seq cursor = 0;

    static WatchesSnapshot build(const WatchList& watches, Seq cursor);
};

}  // namespace ts::gui
