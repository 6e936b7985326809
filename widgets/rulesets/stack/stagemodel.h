#pragma once
// The stage at one event (StageSnapshot) as a list the stage view draws as a pile: the
// action in hand, the stage top first, the triggers waiting for ⑩, the actions that left
// the stage this turn. Its dock builds the snapshot at the cursor and feeds it.
#include "rulesets/stack/stagesnapshot.h"
#include "session/modelroles.h"

#include <QAbstractListModel>
#include <QString>

namespace ts::gui {

class StageModel : public QAbstractListModel {
    Q_OBJECT
public:
    using RowKind = StageSnapshot::RowKind;
    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        SerialRole,  // int: the action instance's serial
        ActionRole,  // QString
        ControllerRole,  // QString: the action's controller
        ControllerIndexRole,  // int: player index (its colour)
        SpeedRole,  // int: stack::Speed
        TimingRole,  // int: stack::Timing (-1: only triggered)
        SourceRole,  // QString: whose ability granted or started it
        TargetRole,  // QString: the chosen target, "" without one
        AddedAtRole,  // qulonglong: the event that put it there
        PositionRole,  // int: stage position (1 = bottom), 0 for other rows
        NextRole,  // bool: resolves next (the top of the stage)
        TriggeredRole,  // bool
        StatusRole,  // QString: "declared", "resolving", "resolved", "cancelled", "in the batch"
    };
    // The first row of each kind starts a section.

    explicit StageModel(QObject* parent = nullptr);

    void setSnapshot(StageSnapshot snapshot);
    const StageSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // "3 on the stage · Alice holds the chance · at ⑪", or why there is nothing.
    QString headline() const { return snapshot_.headline; }
    int stageSize() const { return snapshot_.stageSize; }
    QModelIndex firstOf(RowKind kind) const;
    static QString sectionTitle(RowKind kind);

signals:
    void refreshed();

private:
    StageSnapshot snapshot_;
};

}  // namespace ts::gui
