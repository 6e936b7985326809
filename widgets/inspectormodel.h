#pragma once
// The whole state at the cursor as a tree (SPEC §7, inspector), built from Game::toJson():
// objects and arrays are expandable nodes (array elements named by their "name" / "unit"
// field when they have one), everything else is a Name / Value leaf. Leaves whose value
// differs from the state one event earlier are marked changed (ChangedRole, a soft
// highlight, bold). Nodes live in one flat vector (internalId = node index); when a cursor
// move keeps the tree's shape, only data changes are announced, so expanded nodes stay open.
#include "modelroles.h"

#include <nlohmann/json_fwd.hpp>

#include <QAbstractItemModel>
#include <QString>

#include <memory>
#include <vector>

namespace ts::gui {

class SessionController;

class InspectorModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Roles : int {
        PathRole = UserRoleEnd,  // QString: the node's JSON pointer, e.g. "/units/2/tokens"
        PreviousValueRole,       // QString: a changed leaf's value one event earlier
        ContainsChangeRole,      // bool: an object or array with a changed leaf inside
        IsLeafRole,              // bool
    };
    enum Column : int { NameColumn = 0, ValueColumn = 1, ColumnCount = 2 };

    explicit InspectorModel(SessionController* controller, QObject* parent = nullptr);
    ~InspectorModel() override;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Shows `now`, marking what differs from `before` (null: nothing is marked). The model
    // reads the states through the controller on every cursor move; this is the same entry
    // for tests and for views that compare two other states (a trace diff).
    void setStates(const nlohmann::json& now, const nlohmann::json& before);

    QModelIndex indexForPath(const QString& path) const;  // a JSON pointer; invalid if absent
    QString pathOf(const QModelIndex& index) const;
    int changedCount() const { return changedCount_; }

public slots:
    void refresh();

signals:
    void refreshed();

private:
    enum class Type : std::uint8_t { Object, Array, Leaf };
    struct Node {
        int parent = -1;
        int row = 0;  // among the parent's children
        Type type = Type::Leaf;
        bool changed = false;   // leaf: differs from before
        int changedBelow = 0;   // object/array: changed leaves below
        QString key;    // object key or array index: the JSON pointer token
        QString label;  // what the Name column shows
        QString value;  // leaf value or container summary
        QString previous;
        std::vector<int> children;
    };

    int build(std::vector<Node>& nodes, int parent, int row, const QString& key, const nlohmann::json& now,
              const nlohmann::json* before, bool compare, int& changed) const;
    static bool sameShape(const std::vector<Node>& a, const std::vector<Node>& b);
    QModelIndex indexOf(int node, int column) const;
    const Node* nodeOf(const QModelIndex& index) const;

    // The JSON of the last states shown (cursor and cursor - 1): stepping by one event needs
    // only one new Game::toJson(), the costly part with thousands of units.
    struct JsonCache;

    SessionController* controller_;
    std::unique_ptr<JsonCache> cache_;
    std::vector<Node> nodes_;  // [0] = the document's root (never shown)
    int changedCount_ = 0;
    bool resetPending_ = true;
    bool fromEmptyTrace_ = false;  // shown before the engine ran: refresh once events exist
};

}  // namespace ts::gui
