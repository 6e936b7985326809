#pragma once
// The stage at the cursor (seed 002 ステージ, LIFO) as the rows the stage view draws as a
// pile: the action in hand (declared at ⑤ and waiting for ⑥, or being resolved), then the
// stage top first (the top one resolves next), then the triggered actions waiting for the
// trigger check ⑩, then the actions that left the stage this turn (resolved or cancelled),
// most recent first. Each row knows its action, controller, effect kind, source, target and
// the event that put it there. The model copies what it shows from the state at the cursor
// (and, for the rows that left, from the trace before it).
#include "session/modelroles.h"
#include "session/refreshgate.h"

#include "rulesets/stack/game.h"

#include <QAbstractListModel>
#include <QColor>
#include <QString>

#include <vector>

namespace ts::gui {

class SessionController;

class StageModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum class RowKind : int { InHand = 0, Stage = 1, Waiting = 2, Left = 3 };
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
    static constexpr int kLeftShown = 8;  // rows of actions that left the stage

    explicit StageModel(SessionController* controller, QObject* parent = nullptr);
    RefreshGate& refreshGate() { return gate_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // "3 on the stage · Alice holds the chance · at ⑪", or why there is nothing.
    QString headline() const { return headline_; }
    int stageSize() const { return stageSize_; }
    QModelIndex firstOf(RowKind kind) const;
    static QString sectionTitle(RowKind kind);

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Row {
        RowKind kind = RowKind::Stage;
        int serial = 0, controllerIndex = -1, speed = 0, timing = -1, position = 0;
        qulonglong addedAt = 0;
        bool next = false, triggered = false;
        QString action, controller, source, target, status;
    };
    void addLeftRows(const stack::StackGame& g, std::vector<Row>& rows);

    SessionController* controller_;
    std::vector<Row> rows_;
    QString headline_;
    int stageSize_ = 0;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
