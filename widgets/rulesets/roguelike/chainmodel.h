#pragma once
// The alternative chain of the last action performed (seed 003: "while action: result =
// action.perform(); action = result.alternative"): one row per action of the chain, the
// queued action first (walk E), then each alternative it returned (open the door E), with
// its result {succeeded, done, alternative} and whom it concerned. The last row's result is
// the one the loop uses: only its success spends energy, its `done` moves the queue on.
#include "rulesets/roguelike/energysnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>

namespace ts::gui {

class ChainModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column : int { ActionColumn = 0, TargetColumn, SucceededColumn, DoneColumn, AlternativeColumn, ColumnCount };
    enum Roles : int {
        ActionCodeRole = UserRoleEnd,  // int: the action's code
        SucceededRole,  // bool
        DoneRole,  // bool
        AlternativeRole,  // bool: it returned an alternative (the next row)
        DecidesRole,  // bool: the last row, whose result the loop uses
    };

    explicit ChainModel(QObject* parent = nullptr);

    void setSnapshot(const EnergySnapshot& snapshot);
    QString actorName() const { return actor_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const ChainStepView& step, int row, int column) const;

    std::vector<ChainStepView> steps_;
    QString actor_;
};

}  // namespace ts::gui
