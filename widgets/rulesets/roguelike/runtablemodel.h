#pragma once
// The Run table of seed 000 at the cursor (SPEC §3.1): one row per table row ("Enemy1 x2"),
// one column per Run, then the unit's tokens and a note. The model copies what it shows out
// of the state at the cursor, so it never points into a game that the session may replace.
// On every cursor move it recomputes the table: same shape (rows, Runs) -> dataChanged for
// the rows that differ (everything when the Run or turn changes), else a reset. Other rulesets (or no session) give an empty model.
#include "session/modelroles.h"

#include "rulesets/roguelike/state.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QString>

#include "session/refreshgate.h"
#include <vector>

namespace ts::roguelike {
class RoguelikeGame;
}

namespace ts::gui {

class SessionController;

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Cursor-move work, held back by the model's dock while it cannot be seen.
    RefreshGate& refreshGate() { return gate_; }
    // Typed values for the delegate, the tests and any proxy; cells of Run columns unless noted.
    enum Roles : int {
        Scheduled = UserRoleEnd,  // int: actions planned in this Run (2 = "xx")
        Done,  // int: of those, acted
        Skipped,  // int: of those, skipped (no token, or the unit is dead)
        MergedIn,  // int: of those, moved here from Runs to the right (000:merge)
        MergedAway,  // bool: this cell's actions moved to the Run on the left
        Inserted,  // bool: the row was inserted mid-turn (every column, and the row header)
        IsActingCell,  // bool: the scheduler is on this action slot at the cursor
        IsCurrentRun,  // bool: the column of the Run being executed
        UnitDead,  // bool: the row's unit is dead
        TokenCount,  // int: the unit's tokens at the cursor (every column)
        Column,  // int: a ColumnKind
        FactionCode,  // int: roguelike::Faction of the row
    };
    enum class ColumnKind : int { Run = 0, Tokens = 1, Note = 2 };

    explicit RunTableModel(SessionController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasTable() const { return valid_; }
    int runCount() const { return runs_; }
    int turn() const { return turn_; }
    int tokensColumn() const { return runs_; }
    int noteColumn() const { return runs_ + 1; }
    ColumnKind columnKind(int column) const;
    // The cell the scheduler is on (invalid when it is not on an action slot).
    QModelIndex actingIndex() const;
    // "Turn 1 — Run 1, AI major actions · Enemy2 acting", or why there is no table.
    QString headline() const;
    QString scenarioName() const { return scenarioName_; }

public slots:
    // Recomputes the table from the state at the cursor.
    void refresh();

signals:
    // After every refresh (reset or dataChanged): the headline may have changed.
    void refreshed();
    // A row's label ("Enemy1 x2") changed, or the rows did: the row header may need to widen.
    void rowLabelsChanged();

private:
    struct RowView {
        roguelike::Row row;
        QString unitName;
        QString label;  // "Enemy1 x2"
        std::int32_t tokens = 0;
        bool alive = true;
    };
    // What refresh() reads from the state at the cursor, before it replaces the shown table.
    struct TableView {
        bool valid = false;
        bool onSlot = false;
        int runs = 0;
        int turn = 0;
        roguelike::Cursor cursor;
        std::vector<RowView> rows;
        QString scenarioName;
        QString reason;  // why there is no table
    };
    // The rows and row headers to announce when the table keeps its shape.
    struct Changes {
        std::vector<int> rows;
        std::vector<int> headers;
        bool labels = false;  // a row label changed: rowLabelsChanged()
    };

    TableView readTable() const;
    std::vector<RowView> readRows(const roguelike::RoguelikeGame& rl) const;
    // Replaces the shown table with `t` and announces the least that changed.
    void apply(TableView&& t);
    void findChanges(const TableView& t, Changes& changes) const;

    QVariant runCellData(int row, int run, int role) const;
    QVariant tokensData(const RowView& rv, int role) const;
    QVariant noteData(const RowView& rv, int role) const;
    QVariant rowHeaderData(int row, int role) const;
    QIcon rowIcon(roguelike::Faction f, bool inserted) const;
    bool isActing(int row, int run) const;
    QString cellText(const roguelike::Cell& c) const;
    QString cellToolTip(int row, int run) const;
    QString mergeNote(const roguelike::Row& row) const;

    SessionController* controller_;
    bool fromEmptyTrace_ = false;  // shown before the engine ran: refresh once events exist
    bool valid_ = false;
    // The scheduler is on an action slot: its cursor says Slot, and the event is not the
    // phase's beginning (there the cursor waits on row 0 before looking for a row to act).
    bool onSlot_ = false;
    bool resetPending_ = true;  // a new session: reset even when the shape matches
    int runs_ = 0;
    int turn_ = 0;
    roguelike::Cursor cursor_;
    std::vector<RowView> rows_;
    QString scenarioName_;
    QString noTableReason_;
    mutable QIcon rowIcons_[3][2];  // by faction, inserted
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
