#pragma once
// The players at the cursor in turn order, as the core rules see them: who has the turn
// (ターンプレイヤー), who holds the chance (チャンス), who is on the pass list (パス名簿) and
// in which place, their counters, whether they lost or won. The headline counts the pass
// list against the number of players (what ⑬ compares) and names the node of the flow the
// game is at. The model copies what it shows from the state at the cursor.
#include "session/modelroles.h"
#include "session/refreshgate.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace ts::gui {

class SessionController;

class ChanceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Roles : int {
        TurnPlayerRole = UserRoleEnd,  // bool
        ChanceRole,  // bool
        PassOrderRole,  // int: place on the pass list (1-based), 0 = not on it
        PlayerIndexRole,  // int
    };
    enum Column : int {
        PlayerColumn = 0,
        TurnColumn,
        ChanceColumn,
        PassColumn,
        CountersColumn,
        StatusColumn,
        ColumnCount
    };

    explicit ChanceModel(SessionController* controller, QObject* parent = nullptr);
    RefreshGate& refreshGate() { return gate_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString headline() const { return headline_; }  // "Pass list: 1 of 2 players"
    QString nodeText() const { return nodeText_; }  // "At ⑪ Take an action? (next: ⑫)"
    QString passListText() const { return passList_; }  // "Alice → Bob", "(empty)"
    int passCount() const { return passCount_; }
    int playerCount() const { return static_cast<int>(rows_.size()); }

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Row {
        QString name, counters, status;
        bool turn = false, chance = false;
        int passOrder = 0;
    };
    SessionController* controller_;
    std::vector<Row> rows_;
    QString headline_, nodeText_, passList_;
    int passCount_ = 0;
    bool resetPending_ = true;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
