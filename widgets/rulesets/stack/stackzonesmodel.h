#pragma once
// The components (コンポーネント) at the cursor by player and zone, top first: each with its
// owner (オーナー) and controller (コントローラー), marked when they differ (control was
// taken), and its counters. The components the current event concerns are marked too.
// A three-level tree: player → zone (with its count) → component. The model copies what it
// shows from the state at the cursor.
#include "session/modelroles.h"
#include "session/refreshgate.h"

#include <QAbstractItemModel>
#include <QString>

#include <vector>

namespace ts::gui {

class SessionController;

class StackZonesModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum class RowKind : int { Player = 0, Zone = 1, Component = 2 };
    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: RowKind
        OwnerRole,  // QString (components)
        ControllerRole,  // QString (components)
        ControlTakenRole,  // bool: controller != owner
        CountRole,  // int: components in a zone / of a player
        // EntityRole (uint) and ChangedRole (bool: the current event concerns it) as modelroles.h defines them
    };
    enum Column : int { NameColumn = 0, OwnerColumn, ControllerColumn, CountersColumn, ColumnCount };

    explicit StackZonesModel(SessionController* controller, QObject* parent = nullptr);
    RefreshGate& refreshGate() { return gate_; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of a component (column 0), of a player's zone; invalid if not shown.
    QModelIndex componentIndex(const QString& name) const;
    QModelIndex zoneIndex(const QString& player, const QString& zone) const;
    QString headline() const { return headline_; }

public slots:
    void refresh();

signals:
    void refreshed();

private:
    struct Node {
        RowKind kind = RowKind::Player;
        int parent = -1;  // index into nodes_, -1 for players
        int row = 0;  // row under the parent
        std::vector<int> children;
        QString name, owner, controller, counters;
        bool taken = false, changed = false;
        int count = 0;
        unsigned entity = 0;
    };
    SessionController* controller_;
    std::vector<Node> nodes_;
    std::vector<int> roots_;
    QString headline_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
