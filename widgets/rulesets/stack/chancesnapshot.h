#pragma once
// The players at one event in turn order, as the core rules see them: who has the turn
// (ターンプレイヤー), who holds the chance (チャンス), who is on the pass list (パス名簿) and
// in which place, their counters, whether they lost or won; the pass list's count against
// the number of players (what ⑬ compares) and the node of the flow the game is at. Built
// from the game at the cursor; ChanceModel shows it.
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ts::stack {
class StackGame;
}

namespace ts::gui {

class ChanceSnapshot {
    // The texts keep the translation context they had when the model computed them: their
    // Japanese and Chinese translations are filed under it.
    Q_DECLARE_TR_FUNCTIONS(ts::gui::ChanceModel)
public:
    struct Row {
        QString name, counters, status;
        bool turn = false, chance = false;
        int passOrder = 0;  // place on the pass list (1-based), 0 = not on it
    };

    std::vector<Row> rows;  // one per player, in turn order
    QString headline;  // "Pass list: 1 of 2 players", or why there is nothing
    QString nodeText;  // "At ⑪ Take an action? · next: ⑫ …"
    QString passList;  // "Alice → Bob", "(empty)"
    int passCount = 0;

    static ChanceSnapshot build(const stack::StackGame& g);
    static ChanceSnapshot empty(const QString& why);
    static QString noGame();  // why there is nothing without a game of the core rules
};

}  // namespace ts::gui
