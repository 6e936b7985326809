#pragma once
// The random-draw ledger as a table: one row per random draw of the trace (kernel
// draw_ledger.h) that passes the filters, with the rule event that used it. Rebuilt when
// the session changes or a fork cuts the trace, extended when the trace grows; held back
// while its panel is hidden (RefreshGate). A trace opened from a large file is read on the
// session's scan thread (session/scanpass.h), the rows shown when it is done; other long
// traces are read in slices between which the event loop runs, the rows growing as it goes.
// It reads the controller's session rather than a snapshot from its dock, as the models of
// the state at the cursor do: it is an index over the whole trace, built in slices.
#include "kernel/draw/draw_ledger.h"

#include "session/refreshgate.h"
#include "session/scanpass.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace ts {
class Session;
}

namespace ts::gui {

class SessionController;

class DrawLedgerModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Ordinal, Event, Stream, Range, Result, Pin, Clause, Entity, UsedBy, RuleStep, ColumnCount };

    explicit DrawLedgerModel(SessionController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Filters: a clause (and its "#steps"; empty = all) and an entity name (empty = all; a
    // name the trace does not have shows nothing).
    void setClauseFilter(const QString& clause);
    void setEntityFilter(const QString& entityName);
    QString clauseFilter() const { return clauseFilter_; }

    const DrawEntry* entryAt(int row) const;
    std::size_t totalDraws() const { return ledger_.draws.size(); }
    // Draws per clause among the rows shown by the entity filter (the clause filter's choices).
    const std::map<std::string, std::size_t>& countsPerClause() const { return counts_; }
    RefreshGate* gate() { return &gate_; }
    // Reading the trace: the events read so far and the trace's size.
    bool isScanning() const;
    Seq scannedEvents() const { return pass_.isRunning() ? passDone_ : builtUpTo_; }
    Seq eventsToScan() const;
    // Events read per slice (tests make it small).
    void setSliceEvents(Seq events) { sliceEvents_ = std::max<Seq>(1, events); }

signals:
    void ledgerChanged();  // rows or counts changed

private:
    void refresh();
    void applyFilters();
    bool startPass(const Session& s);
    void passFinished(DrawLedger&& built, const QString& error, Seq events);

    SessionController* controller_;
    RefreshGate gate_;
    const void* builtFor_ = nullptr;  // the session the ledger was built for
    Seq builtUpTo_ = 0;
    std::size_t builtOverrides_ = 0;
    bool rebuild_ = true;
    Seq sliceEvents_ = 1'000'000;  // about 50 ms of a stress trace in memory
    QTimer nextSlice_;
    DrawLedger ledger_;
    std::vector<std::size_t> rows_;  // indexes into ledger_.draws
    std::map<std::string, std::size_t> counts_;
    QString clauseFilter_, entityFilter_;
    ScanPass pass_{this};
    Seq passDone_ = 0;
};

}  // namespace ts::gui
