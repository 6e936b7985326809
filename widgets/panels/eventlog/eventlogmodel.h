#pragma once
// The event log as a table: one row per traced event, row == event seq. There are no
// per-row objects; every cell is read from the trace when a view asks for it (a 32-byte
// copy, the block paged in if the trace is lazy), so ten million rows cost nothing until
// they are shown. Rendered summaries of the rows on screen are kept in a small cache.
// It reads the controller's session rather than a snapshot from its dock, as the models of
// the state at the cursor do: its rows are the whole trace, which no snapshot could copy.
#include "kernel/decision.h"
#include "kernel/event.h"

#include <QAbstractTableModel>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace ts {
class Trace;
class RenderContext;
}  // namespace ts

namespace ts::gui {

class SessionController;

class EventLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { GutterColumn, SeqColumn, KindColumn, ClauseColumn, EntitiesColumn, SummaryColumn, ColumnCount };

    explicit EventLogModel(SessionController* controller, QObject* parent = nullptr);
    ~EventLogModel() override;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    SessionController* controller() const { return controller_; }
    // The trace and its renderer while a session is open (else nullptr). Only events
    // [0, eventCount()) are rows; the session may already hold more (announced later).
    const Trace* trace() const;
    const RenderContext* render() const;
    Seq eventCount() const { return rows_; }
    // The event of row `seq`; a default event if the trace cannot produce it.
    Event eventAt(Seq seq) const;

    // Labels shared with the filter bar and the view (cached per id).
    QString kindLabel(KindId kind) const;  // "move" for "<ruleset>.move"
    QString kindFullName(KindId kind) const;  // "<ruleset>.move"
    QString clauseLabel(ClauseId clause) const;
    QString entityLabel(EntityId entity) const;
    QString entitiesText(const Event& e) const;  // subjects joined by ", "
    QString summary(Seq seq) const;  // RenderContext::line, cached, not indented
    // Whether an enabled breakpoint's kind/clause/entity filters match (conditions are
    // not evaluated: that needs the state at each event).
    bool breakpointMatches(const Event& e) const;

private:
    void onSessionChanged();
    void onTraceChanged();
    void onBreakpointsChanged();
    void resetFromSession();
    int visibleRows() const;  // the trace's events up to the controller's horizon
    void rebuildLabels() const;
    void growLabels() const;
    void rebuildBreakpoints();
    // A fork cuts the future: remembered so an append that follows a cut is not taken
    // for a plain append (see onTraceChanged).
    struct Fingerprint {
        std::size_t decisions = 0;
        DecisionRecord last;
        bool operator==(const Fingerprint&) const = default;
    };
    Fingerprint fingerprint() const;

    SessionController* controller_;
    int rows_ = 0;
    Fingerprint fingerprint_;

    // Direct-mapped by seq: the rows on screen are contiguous, so a window smaller than
    // the cache never evicts itself, and lookup is one comparison.
    static constexpr std::size_t kSummaryCache = 1024;
    struct CachedSummary {
        Seq seq = ~Seq(0);
        QString text;
    };
    mutable std::array<CachedSummary, kSummaryCache> summaries_;

    mutable std::vector<QString> kindLabels_, kindNames_, clauseLabels_, entityLabels_;

    // Breakpoint filters compiled against this trace's id tables: a row's gutter is a few
    // vector lookups, whatever the number of breakpoints' clause strings.
    struct CompiledBreakpoint {
        int kind = -1;  // -1 = any kind
        std::vector<char> clauseOk;  // by clause id; empty = any clause
        EntityId entity = kNoEntity;  // kNoEntity = any entity
    };
    std::vector<CompiledBreakpoint> breakpoints_;
    std::vector<char> kindMayBreak_;  // by kind id: some breakpoint can match this kind
};

}  // namespace ts::gui
