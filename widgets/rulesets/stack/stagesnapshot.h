#pragma once
// The stage at one event (seed 002 ステージ, LIFO) as the rows the stage view draws as a
// pile: the action in hand (declared at ⑤ and waiting for ⑥, or being resolved), then the
// stage top first (the top one resolves next), then the triggered actions waiting for the
// trigger check ⑩, then the actions that left the stage this turn (resolved or cancelled),
// most recent first. Each row knows its action, controller, effect kind, source, target and
// the event that put it there. Built from the game at the cursor (and, for the rows that
// left, from the trace before it); StageModel shows it.
#include "kernel/event.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ts {
class Trace;
}

namespace ts::stack {
class StackGame;
}

namespace ts::gui {

class StageSnapshot {
    // The texts keep the translation context they had when the model computed them: their
    // Japanese and Chinese translations are filed under it.
    Q_DECLARE_TR_FUNCTIONS(ts::gui::StageModel)
public:
    enum class RowKind : int { InHand = 0, Stage = 1, Waiting = 2, Left = 3 };
    struct Row {
        RowKind kind = RowKind::Stage;
        int serial = 0, controllerIndex = -1, speed = 0, timing = -1, position = 0;
        qulonglong addedAt = 0;
        bool next = false, triggered = false;
        QString action, controller, source, target, status;
    };
    static constexpr int kLeftShown = 8;  // rows of actions that left the stage

    std::vector<Row> rows;  // in hand, stage top first, waiting, left (each kind's first row starts a section)
    // "Turn 3 · 3 on the stage · Alice holds the chance · at ⑪ …", or why there is nothing.
    QString headline;
    int stageSize = 0;

    static StageSnapshot build(const stack::StackGame& g, const Trace& trace, Seq cursor);
    static StageSnapshot empty(const QString& why);
    static QString noGame();  // why there is nothing without a game of the core rules
};

}  // namespace ts::gui
