#pragma once
// The components (コンポーネント) at one event by player and zone, top first: each with its
// owner (オーナー) and controller (コントローラー), marked when they differ (control was
// taken), and its counters; the components the event concerns are marked too. A three-level
// tree (player → zone with its count → component) as a flat list of nodes. Built from the
// game at the cursor and the event there; StackZonesModel shows it.
#include "kernel/event.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ts::stack {
class StackGame;
}

namespace ts::gui {

class StackZonesSnapshot {
    // The texts keep the translation context they had when the model computed them: their
    // Japanese and Chinese translations are filed under it.
    Q_DECLARE_TR_FUNCTIONS(ts::gui::StackZonesModel)
public:
    enum class RowKind : int { Player = 0, Zone = 1, Component = 2 };
    struct Node {
        RowKind kind = RowKind::Player;
        int parent = -1;  // index into nodes, -1 for players
        int row = 0;  // row under the parent
        std::vector<int> children;  // indices into nodes
        QString name, owner, controller, counters;
        bool taken = false, changed = false;
        int count = 0;  // components in a zone / of a player
        unsigned entity = 0;
    };

    std::vector<Node> nodes;
    std::vector<int> roots;  // the players' nodes
    QString headline;  // "12 components · 1 under another player's control", or why there is nothing

    // `current`: the event at the cursor (the components it concerns are marked).
    static StackZonesSnapshot build(const stack::StackGame& g, const Event& current);
    static StackZonesSnapshot empty(const QString& why);
    static QString noGame();  // why there is nothing without a game of the core rules
};

}  // namespace ts::gui
