#pragma once
// The whole state at the cursor as a tree (SPEC §7, inspector), read from Game::toJson():
// objects and arrays are expandable nodes (array elements named by their "name" / "unit"
// field when they have one), everything else is a Name / Value leaf. Leaves whose value
// differs from the state one event earlier are marked changed (ChangedRole, a soft
// highlight, bold).
//
// A state of a thousand units has tens of thousands of leaves, and a step must update in
// milliseconds, so the tree is lazy: a node's children exist only once a view has asked
// for them, and values are read from the JSON documents when shown. Node ids
// (internalId) survive cursor moves that keep the shape of what was built, so expanded
// nodes stay open and only the rows whose text changed are announced.
//
// setStates(now, before) is its snapshot entry (tests, trace diffs). In the window it reads
// the controller itself: it builds the state documents off the GUI thread from clones of
// the games at the cursor and, while the window is still, prepares those of the events F10
// and Alt+F10 go to (inspectorsteps.h), which a snapshot of the cursor's state could not
// give it.
#include "session/modelroles.h"

#include "kernel/event.h"

#include <nlohmann/json_fwd.hpp>

#include <QAbstractItemModel>
#include <QString>
#include <QTimer>

#include "panels/inspector/inspectordocpool.h"
#include "session/refreshgate.h"
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ts {
class Game;
}

namespace ts::gui {

class SessionController;
class StateJsonJob;
class InspectorDocCache;

class InspectorModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // Cursor-move work, held back by the model's dock while it cannot be seen.
    RefreshGate& refreshGate() { return gate_; }
    enum Roles : int {
        PathRole = UserRoleEnd,  // QString: the node's JSON pointer, e.g. "/units/2/tokens"
        PreviousValueRole,  // QString: a changed leaf's value one event earlier
        ContainsChangeRole,  // bool: an object or array with a changed leaf inside
        IsLeafRole,  // bool
        IsListRole,  // bool: an array (it may stand for a traced length: "Who changed this?")
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

    // A hidden inspector does no work on cursor moves; it catches up when shown again.
    void setActive(bool active);
    bool isActive() const { return active_; }
    // Asynchronous: the states' JSON is built on another thread while the other panels
    // update, and refreshed() comes when it is shown (the window's inspector). Synchronous
    // (the default): a cursor move is shown before cursorMoved returns.
    void setAsynchronous(bool asynchronous);
    bool isAsynchronous() const { return job_ != nullptr; }
    bool isBuilding() const;  // a job runs: what is shown is about to change
    // Asynchronous: once the window has been still for `ms` (default 30), jobs prepare the
    // documents of the events F10 and Alt+F10 go to (what is shown stays); isPreparing()
    // until done.
    void setPreparationDelay(int ms) { prepareTimer_.setInterval(ms); }
    bool isPreparing() const;
    // The documents kept, shown or prepared, by event, most recent first (tests).
    std::vector<std::pair<Seq, std::shared_ptr<const nlohmann::json>>> keptDocuments() const;

public slots:
    void refresh();

signals:
    void refreshed();

private:
    using Doc = std::shared_ptr<const nlohmann::json>;
    enum class Type : std::uint8_t { Object, Array, Leaf };
    struct Node {
        int parent = -1;
        int row = 0;  // among the parent's children
        Type type = Type::Leaf;
        bool built = false;  // children created (a view asked for them)
        bool changed = false;  // leaf: differs from before
        int changedBelow = 0;  // object/array: changed leaves below
        const nlohmann::json* now = nullptr;
        const nlohmann::json* before = nullptr;  // null: absent before, or nothing to compare
        std::string key;  // object key or array index: the JSON pointer token
        std::size_t size = 0;  // object/array: its members, as last shown
        std::string label;  // object/array in an array: what its label is made of (labelSource)
        std::vector<int> children;
    };

    using Counts = std::shared_ptr<const std::unordered_map<const nlohmann::json*, int>>;
    // `counts`: jsondiff::countAllChanged(now, before) if the job made them; else the
    // comparison is done here.
    void show(Doc now, Doc before, Counts counts = nullptr);
    // Builds the documents of the games given on the job's threads, over spares; a known
    // document (of the other state, already kept) is compared with them there.
    void startJob(std::unique_ptr<Game> now, std::unique_ptr<Game> before, Doc knownNow = nullptr,
                  Doc knownBefore = nullptr);
    void jobDone(std::uint64_t tag, Doc now, Doc before, Counts counts);
    // Changed leaves below `now` against `before` (countChanged), looked up in counts_ when
    // the job compared the documents shown.
    int changedBelow(const nlohmann::json& now, const nlohmann::json* before) const;
    void prepareNextStep();
    void ensureChildren(int node) const;
    // Announces the changed `rows` (ascending) of node `parent`.
    void signalRows(int parent, const std::vector<int>& rows);
    // Points the built nodes at the new documents; false when what was built changed shape.
    bool rebind(int node, const nlohmann::json& now, const nlohmann::json* before);
    // What a built row showed before a rebind, compared with what it shows after.
    struct Shown {
        const nlohmann::json* now;
        const nlohmann::json* before;
        bool changed;
        int changedBelow;
        std::size_t size;
    };
    // rebind() from the root, and the rows whose text changed by parent, in row order; false
    // when what was built changed shape.
    bool rebindChanged(const nlohmann::json* rootBefore, std::map<int, std::vector<int>>& dirty);
    // Whether row `n` shows other text than `o`; an array's element's label source is
    // updated (`label` is scratch space kept between rows).
    bool rowDiffers(const Shown& o, Node& n, std::string& label) const;
    // Marks leaves and counts changes below; stores the results in built nodes.
    int mark(int node, const nlohmann::json& now, const nlohmann::json* before);
    QString valueText(const Node& n) const;
    QModelIndex indexOf(int node, int column) const;
    const Node* nodeOf(const QModelIndex& index) const;

    SessionController* controller_;
    InspectorDocPool pool_;  // before cache_, which hands it what it lets go
    std::unique_ptr<InspectorDocCache> cache_;
    Doc now_, before_;
    Counts counts_;  // of now_ against before_, when the job made them
    bool compare_ = false;
    mutable std::vector<Node> nodes_;  // [0] = the document's root (never shown); grows lazily
    int changedCount_ = 0;
    bool active_ = true;
    bool dirty_ = false;  // a refresh skipped while inactive
    bool fromEmptyTrace_ = false;  // shown before the engine ran: refresh once events exist
    StateJsonJob* job_ = nullptr;  // asynchronous mode
    std::uint64_t generation_ = 0;  // bumped when the session or its trace changes
    Seq jobCursor_ = 0;  // the position the running job builds
    bool preparing_ = false;  // the running job builds for the next F10, not the cursor
    QTimer prepareTimer_;  // prepareNextStep once the window has been still a moment
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
