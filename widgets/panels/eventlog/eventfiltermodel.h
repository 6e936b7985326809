#pragma once
// The event log, filtered by kind, clause prefix, entity and free text. Not a
// QSortFilterProxyModel: that one asks filterAcceptsRow per row through QVariants and
// keeps per-row mapping objects, far too slow for ten million events. Here the filters
// are compiled into lookup tables over the trace's id tables, the matching source rows
// are one sorted vector, and with no filter the proxy is an identity with no vector at
// all. A trace opened from a large file is matched on a scan thread (session/scanpass.h): the
// session's, or for a text filter (rendering every line takes seconds on a big trace) one of
// its own. Otherwise matching runs in time-boxed slices on the event loop. Either way, rows
// appear as they are found.
#include "kernel/event.h"

#include "session/scanpass.h"
#include "session/splitscanpass.h"

#include <QAbstractProxyModel>
#include <QElapsedTimer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ts {
class Ruleset;
}

namespace ts::gui {

class EventLogModel;

class EventFilterModel : public QAbstractProxyModel {
    Q_OBJECT
public:
    explicit EventFilterModel(EventLogModel* source, QObject* parent = nullptr);
    ~EventFilterModel() override;

    // The filters; all active ones must match. Each change restarts the matching.
    void setKindFilter(const QSet<int>& kinds);  // empty = every kind
    void setClausePrefix(const QString& prefix);  // "000:speed" matches "000:speed/up"; case-insensitive
    void setEntityFilter(EntityId entity);  // kNoEntity = any; matches either subject
    void setTextFilter(const QString& text);  // case-insensitive substring of the summary
    void clearFilters();
    QSet<int> kindFilter() const { return kinds_; }
    QString clausePrefix() const { return clausePrefix_; }
    EntityId entityFilter() const { return entity_; }
    QString textFilter() const { return text_; }
    bool hasFilter() const;

    bool isFiltering() const
    {
        return (scanned_ < sourceRows() || pass_.isRunning() || textPass_.isRunning()) && hasFilter();
    }
    // How many scans (threads) a text filter over a large file is split over: 0 (the default)
    // is SplitScanPass::partsFor the trace; tests split small traces. From the next filter on.
    void setTextPassParts(std::size_t parts) { textPassParts_ = parts; }
    // The rows of the current filters were matched on a scan thread (not in slices).
    bool matchedOnScan() const { return onScan_; }
    Seq scannedEvents() const { return hasFilter() ? scanned_ : sourceRows(); }
    Seq sourceEvents() const { return sourceRows(); }
    // The row showing event `seq`, else the last row before it; -1 if there is none.
    int proxyRowForSeqAtOrBefore(Seq seq) const;
    Seq seqAt(int proxyRow) const;

    EventLogModel* eventLog() const { return source_; }

    // QAbstractProxyModel
    void setSourceModel(QAbstractItemModel* model) override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& idx) const override;
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    bool hasChildren(const QModelIndex& parent = QModelIndex()) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // Matching started (true) or caught up with the source (false).
    void filteringChanged(bool active);
    // After each slice: how many source events have been checked, of how many.
    void filtering(qulonglong scanned, qulonglong total);

private:
    Seq sourceRows() const;
    bool identity() const { return !hasFilter(); }
    void refilter();  // a filter changed: reset, compile, start matching
    void compile();
    bool matches(const Event& e) const;
    void scanSlice();
    struct FoundRows;
    using Match = std::function<bool(const Event&)>;
    bool startPass();
    bool startSharedPass(std::shared_ptr<TraceScan> scan, const Match& match);
    bool startTextPass(const std::string& path, Seq events, const Match& match, const Ruleset* ruleset);
    bool showRowsNow();
    void passFinished(std::vector<Seq>&& found, const QString& error, Seq events);
    // Adds matching source rows after the last shown (those the log does not show yet left out).
    void appendRows(std::vector<Seq>&& found);
    void scheduleScan();
    void setActive(bool active);

    void onSourceAboutToBeReset();
    void onSourceReset();
    void onRowsAboutToBeInserted(const QModelIndex& parent, int first, int last);
    void onRowsInserted(const QModelIndex& parent, int first, int last);
    void onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    void onStructureAboutToChange();
    void onStructureChanged();

    EventLogModel* source_ = nullptr;
    QList<QMetaObject::Connection> connections_;

    QSet<int> kinds_;
    QString clausePrefix_;
    EntityId entity_ = kNoEntity;
    QString text_;

    // Compiled filters: by the trace's kind id / clause id; empty = no such filter.
    std::vector<char> kindOk_, clauseOk_;
    std::string needle_;  // text_ as UTF-8, ASCII letters lowered

    std::vector<Seq> rows_;  // matching source rows, ascending (unused without a filter)
    Seq scanned_ = 0;  // source rows [0, scanned_) have been checked
    bool resetting_ = false;  // inside a source reset or restructuring
    bool active_ = false;  // filteringChanged(true) was sent
    bool identityInsert_ = false;  // forwarding a source insert as an identity
    bool onScan_ = false;  // a pass was started for the current filters
    std::size_t textPassParts_ = 0;
    QTimer scanTimer_;
    QElapsedTimer shown_;  // since a pass last showed the rows it had found
    ScanPass pass_{this};  // on the session's scan
    SplitScanPass textPass_{this};  // a text filter's, on scans of its own
};

}  // namespace ts::gui
