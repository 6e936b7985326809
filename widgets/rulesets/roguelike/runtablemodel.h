#pragma once
// The Run table of seed 000 at the cursor (SPEC §3.1): one row per table row ("Enemy1 x2"),
// one column per Run, then the unit's tokens and a note. The model shows a RunTableSnapshot,
// which its dock builds on every cursor move (a test can feed it one without a session): same
// shape (rows, Runs) -> dataChanged for the rows that differ (everything when the Run or turn
// changes), else a reset. Other rulesets (or no session) give an empty model.
#include "rulesets/roguelike/runtablesnapshot.h"
#include "session/modelroles.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QString>

#include <vector>

namespace ts::gui {

class RunTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
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

    explicit RunTableModel(QObject* parent = nullptr);

    // Replaces the shown table with `snapshot` and announces the least that changed.
    void setSnapshot(RunTableSnapshot snapshot);
    const RunTableSnapshot& snapshot() const { return snapshot_; }
    // The next snapshot is of another game: reset even when its shape matches.
    void requireReset() { resetPending_ = true; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool hasTable() const { return snapshot_.valid; }
    int runCount() const { return snapshot_.runs; }
    int turn() const { return snapshot_.turn; }
    int tokensColumn() const { return snapshot_.runs; }
    int noteColumn() const { return snapshot_.runs + 1; }
    ColumnKind columnKind(int column) const;
    // The cell the scheduler is on (invalid when it is not on an action slot).
    QModelIndex actingIndex() const;
    // "Turn 1 — Run 1, AI major actions · Enemy2 acting", or why there is no table.
    QString headline() const;
    QString scenarioName() const { return snapshot_.scenarioName; }

signals:
    // After every snapshot (reset or dataChanged): the headline may have changed.
    void refreshed();
    // A row's label ("Enemy1 x2") changed, or the rows did: the row header may need to widen.
    void rowLabelsChanged();

private:
    using RowView = RunTableSnapshot::Row;
    // The rows and row headers to announce when the table keeps its shape.
    struct Changes {
        std::vector<int> rows;
        std::vector<int> headers;
        std::vector<int> runs;  // Run columns whose tint changed
        bool labels = false;  // a row label changed: rowLabelsChanged()
    };

    void findChanges(const RunTableSnapshot& t, Changes& changes) const;
    static int currentRun(const RunTableSnapshot& t);

    QVariant runCellData(int row, int run, int role) const;
    QVariant tokensData(const RowView& rv, int role) const;
    QVariant noteData(const RowView& rv, int role) const;
    QVariant rowHeaderData(int row, int role) const;
    QIcon rowIcon(roguelike::Faction f, bool inserted) const;
    bool isActing(int row, int run) const;
    QString cellText(const roguelike::Cell& c) const;
    QString cellToolTip(int row, int run) const;
    QString mergeNote(const roguelike::Row& row) const;

    RunTableSnapshot snapshot_;
    bool resetPending_ = true;  // a new session: reset even when the shape matches
    mutable QIcon rowIcons_[3][2];  // by faction, inserted
};

}  // namespace ts::gui
