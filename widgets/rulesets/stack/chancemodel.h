#pragma once
// The players at one event in turn order (ChanceSnapshot) as a table: turn player, chance
// holder, place on the pass list, counters, status. The headline counts the pass list
// against the number of players (what ⑬ compares). Its dock builds the snapshot at the
// cursor and feeds it.
#include "rulesets/stack/chancesnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>
#include <QString>

namespace ts::gui {

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

    explicit ChanceModel(QObject* parent = nullptr);

    // The rows change in place while the players stay the same; `anotherGame` (or another
    // number of players) resets the model: other players, even if as many.
    void setSnapshot(ChanceSnapshot snapshot, bool anotherGame = false);
    const ChanceSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString headline() const { return snapshot_.headline; }  // "Pass list: 1 of 2 players"
    QString nodeText() const { return snapshot_.nodeText; }  // "At ⑪ Take an action? (next: ⑫)"
    QString passListText() const { return snapshot_.passList; }  // "Alice → Bob", "(empty)"
    int passCount() const { return snapshot_.passCount; }
    int playerCount() const { return static_cast<int>(snapshot_.rows.size()); }

signals:
    void refreshed();

private:
    ChanceSnapshot snapshot_;
    bool resetPending_ = true;  // the first snapshot resets
};

}  // namespace ts::gui
