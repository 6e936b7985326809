#include "panels/eventlog/eventfiltermodel.h"

#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/linematcher.h"
#include "session/sessioncontroller.h"

#include "kernel/ruleset.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_range.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <optional>
#include <string_view>
#include <utility>

namespace ts::gui {

namespace {
// Events checked between two looks at the clock, and how long a slice may take: short
// enough that typing and scrolling stay smooth while a text search renders every line.
constexpr Seq kGrain = 16384;
constexpr qint64 kSliceBudgetMs = 12;
// How often a pass on a scan thread shows the rows it has found so far.
constexpr qint64 kShowRowsEveryMs = 250;
// KindId and ClauseId are 16-bit: tables over every possible id need no bounds checks
// in the matching loop, and 64 KiB each is nothing.
constexpr std::size_t kIdSpace = std::size_t(1) << 16;
}  // namespace

// A pass's matches: extended on the scan's thread after each step, taken on the window's.
struct EventFilterModel::FoundRows {
    std::mutex mutex;
    std::vector<Seq> rows;
    void add(const std::vector<Seq>& more)
    {
        const std::lock_guard lock(mutex);
        rows.insert(rows.end(), more.begin(), more.end());
    }
    std::vector<Seq> take()
    {
        const std::lock_guard lock(mutex);
        return std::exchange(rows, {});
    }
};

EventFilterModel::EventFilterModel(EventLogModel* source, QObject* parent) : QAbstractProxyModel(parent)
{
    scanTimer_.setSingleShot(true);
    scanTimer_.setInterval(0);
    connect(&scanTimer_, &QTimer::timeout, this, &EventFilterModel::scanSlice);
    setSourceModel(source);
}

EventFilterModel::~EventFilterModel() = default;

void EventFilterModel::setSourceModel(QAbstractItemModel* model)
{
    auto* log = qobject_cast<EventLogModel*>(model);
    Q_ASSERT_X(model == nullptr || log != nullptr, "EventFilterModel", "the source must be an EventLogModel");
    scanTimer_.stop();
    pass_.cancel();
    textPass_.cancel();
    onScan_ = false;
    beginResetModel();
    for (const auto& c : std::as_const(connections_))
        disconnect(c);
    connections_.clear();
    source_ = log;
    QAbstractProxyModel::setSourceModel(log);
    if (log) {
        connections_ << connect(log, &QAbstractItemModel::modelAboutToBeReset, this,
                                &EventFilterModel::onSourceAboutToBeReset)
                     << connect(log, &QAbstractItemModel::modelReset, this, &EventFilterModel::onSourceReset)
                     << connect(log, &QAbstractItemModel::rowsAboutToBeInserted, this,
                                &EventFilterModel::onRowsAboutToBeInserted)
                     << connect(log, &QAbstractItemModel::rowsInserted, this, &EventFilterModel::onRowsInserted)
                     << connect(log, &QAbstractItemModel::dataChanged, this, &EventFilterModel::onDataChanged);
        // The event log only appends and resets; anything else is taken as a reset.
        const auto aboutTo = [&](auto signal) {
            connections_ << connect(log, signal, this, &EventFilterModel::onStructureAboutToChange);
        };
        const auto done = [&](auto signal) {
            connections_ << connect(log, signal, this, &EventFilterModel::onStructureChanged);
        };
        aboutTo(&QAbstractItemModel::rowsAboutToBeRemoved);
        aboutTo(&QAbstractItemModel::rowsAboutToBeMoved);
        aboutTo(&QAbstractItemModel::columnsAboutToBeInserted);
        aboutTo(&QAbstractItemModel::columnsAboutToBeRemoved);
        aboutTo(&QAbstractItemModel::columnsAboutToBeMoved);
        aboutTo(&QAbstractItemModel::layoutAboutToBeChanged);
        done(&QAbstractItemModel::rowsRemoved);
        done(&QAbstractItemModel::rowsMoved);
        done(&QAbstractItemModel::columnsInserted);
        done(&QAbstractItemModel::columnsRemoved);
        done(&QAbstractItemModel::columnsMoved);
        done(&QAbstractItemModel::layoutChanged);
        connections_ << connect(log, &QAbstractItemModel::headerDataChanged, this,
                                &QAbstractItemModel::headerDataChanged);
        // The log may go first (siblings are deleted in creation order): show nothing then.
        connections_ << connect(log, &QObject::destroyed, this, [this] {
            scanTimer_.stop();
            pass_.cancel();
            textPass_.cancel();
            beginResetModel();
            source_ = nullptr;
            rows_.clear();
            scanned_ = 0;
            resetting_ = false;
            endResetModel();
            setActive(false);
        });
    }
    rows_.clear();
    scanned_ = 0;
    compile();
    endResetModel();
    if (hasFilter())
        scheduleScan();
}

// --- filters

bool EventFilterModel::hasFilter() const
{
    return !kinds_.isEmpty() || !clausePrefix_.isEmpty() || entity_ != kNoEntity || !text_.isEmpty();
}

void EventFilterModel::setKindFilter(const QSet<int>& kinds)
{
    if (kinds == kinds_)
        return;
    kinds_ = kinds;
    refilter();
}

void EventFilterModel::setClausePrefix(const QString& prefix)
{
    if (prefix == clausePrefix_)
        return;
    clausePrefix_ = prefix;
    refilter();
}

void EventFilterModel::setEntityFilter(EntityId entity)
{
    if (entity == entity_)
        return;
    entity_ = entity;
    refilter();
}

void EventFilterModel::setTextFilter(const QString& text)
{
    if (text == text_)
        return;
    text_ = text;
    refilter();
}

void EventFilterModel::clearFilters()
{
    if (!hasFilter())
        return;
    kinds_.clear();
    clausePrefix_.clear();
    entity_ = kNoEntity;
    text_.clear();
    refilter();
}

void EventFilterModel::refilter()
{
    scanTimer_.stop();
    pass_.cancel();
    textPass_.cancel();
    beginResetModel();
    rows_.clear();
    rows_.shrink_to_fit();  // a broad filter over a big trace may have held 80 MB
    scanned_ = 0;
    onScan_ = false;
    compile();
    endResetModel();
    if (hasFilter()) {
        setActive(true);
        emit filtering(0, sourceRows());
        scheduleScan();
    } else {
        setActive(false);
        emit filtering(sourceRows(), sourceRows());
    }
}

void EventFilterModel::compile()
{
    kindOk_.clear();
    clauseOk_.clear();
    needle_.clear();
    const Trace* t = source_ ? source_->trace() : nullptr;
    if (!kinds_.isEmpty()) {
        kindOk_.assign(kIdSpace, 0);
        for (const int k : std::as_const(kinds_))
            if (k >= 0 && std::size_t(k) < kIdSpace)
                kindOk_[std::size_t(k)] = 1;
    }
    if (!clausePrefix_.isEmpty()) {
        clauseOk_.assign(kIdSpace, 0);
        if (t)
            for (std::size_t id = 0; id < t->clauseNames.size() && id < kIdSpace; ++id)
                clauseOk_[id] =
                    QString::fromStdString(t->clauseNames[id]).startsWith(clausePrefix_, Qt::CaseInsensitive);
    }
    if (!text_.isEmpty()) {
        needle_ = LineMatcher::lowered(text_.toStdString());
    }
}

bool EventFilterModel::matches(const Event& e) const
{
    if (!kindOk_.empty() && !kindOk_[e.kind])
        return false;
    if (!clauseOk_.empty() && !clauseOk_[e.clause])
        return false;
    if (entity_ != kNoEntity && !e.concerns(entity_))
        return false;
    if (!needle_.empty()) {
        const RenderContext* render = source_->render();
        return render && LineMatcher::contains(render->line(e), needle_);
    }
    return true;
}

// --- matching in slices

Seq EventFilterModel::sourceRows() const { return source_ ? source_->eventCount() : 0; }

void EventFilterModel::scheduleScan()
{
    if (!scanTimer_.isActive())
        scanTimer_.start();
}

void EventFilterModel::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    emit filteringChanged(active);
}

void EventFilterModel::scanSlice()
{
    if (!hasFilter() || resetting_ || !source_ || pass_.isRunning() || textPass_.isRunning() || startPass())
        return;
    const Trace* t = source_->trace();
    const Seq total = sourceRows();
    setActive(true);
    std::vector<Seq> found;
    QElapsedTimer clock;
    clock.start();
    while (scanned_ < total && t) {
        const Seq end = std::min(total, scanned_ + kGrain);
        for (Seq s = scanned_; s < end; ++s) {
            Event e;
            try {
                e = t->at(s);
            } catch (const std::exception&) {
                continue;  // an unreadable block matches nothing (the open reported it)
            }
            if (matches(e))
                found.push_back(s);
        }
        scanned_ = end;
        if (clock.elapsed() >= kSliceBudgetMs)
            break;
    }
    if (!t)
        scanned_ = total;
    appendRows(std::move(found));
    emit filtering(scanned_, total);
    if (scanned_ < total)
        scheduleScan();
    else
        setActive(false);
}

// The file's events on a scan thread, when nothing of them is matched yet. Rendering every
// line for a text filter is slower than the other passes on the session's scan, which would
// wait for it there (the scan serves the pass furthest behind): it has scans of its own, one
// per core over the file's parts, each rendering with a RenderContext over its own copy of
// the file (the window's belongs to the window's session). Rows appear as they are found.
bool EventFilterModel::startPass()
{
    std::shared_ptr<TraceScan> scan = source_->controller()->traceScan();
    const Session* session = source_->controller()->session();
    if (scanned_ != 0 || !scan || !session)
        return false;
    auto match = [kindOk = kindOk_, clauseOk = clauseOk_, entity = entity_](const Event& e) {
        return (kindOk.empty() || kindOk[e.kind]) && (clauseOk.empty() || clauseOk[e.clause]) &&
            (entity == kNoEntity || e.concerns(entity));
    };
    onScan_ = needle_.empty()
        ? startSharedPass(std::move(scan), match)
        : startTextPass(scan->path(), std::min(scan->events(), sourceRows()), match, &session->ruleset());
    return onScan_;
}

bool EventFilterModel::startSharedPass(std::shared_ptr<TraceScan> scan, const Match& match)
{
    auto found = std::make_shared<FoundRows>();
    auto step = [found, match](const Trace& t, Seq from, Seq to) {
        std::vector<Seq> mine;
        forEachEvent(t, from, to, [&](Seq seq, const Event& e) {
            if (match(e))
                mine.push_back(seq);
        });
        found->add(mine);
    };
    return pass_.start(
        std::move(scan), std::move(step),
        [this, found](Seq done, Seq) {
            if (showRowsNow())
                appendRows(found->take());
            emit filtering(done, sourceRows());
        },
        [this, found](const ScanPass::Outcome& o) { passFinished(found->take(), o.error, o.events); });
}

bool EventFilterModel::startTextPass(const std::string& path, Seq events, const Match& match, const Ruleset* ruleset)
{
    const std::size_t parts = textPassParts_ != 0 ? textPassParts_ : SplitScanPass::partsFor(events);
    auto found = std::make_shared<std::vector<FoundRows>>(parts);
    // A part's matcher is its scan thread's alone, from one step to the next.
    auto matchers = std::make_shared<std::vector<LineMatcher>>(parts, LineMatcher(text_.toStdString()));
    auto step = [found, matchers, match, ruleset](std::size_t part, const Trace& t, Seq from, Seq to) {
        const RenderContext render(t, ruleset);  // a step's own: the scan copies its passes
        LineMatcher& text = (*matchers)[part];
        std::vector<Seq> mine;
        forEachEvent(t, from, to, [&](Seq seq, const Event& e) {
            if (match(e) && text.matches(e, render))
                mine.push_back(seq);
        });
        (*found)[part].add(mine);
    };
    // The parts' rows join in the order of the events: a part's once those before it are whole.
    auto shownPart = std::make_shared<std::size_t>(0);
    auto takeInOrder = [found, shownPart](std::size_t partsDone) {
        std::vector<Seq> rows;
        for (std::size_t& p = *shownPart; p < found->size() && p <= partsDone; ++p) {
            std::vector<Seq> part = (*found)[p].take();
            rows.insert(rows.end(), part.begin(), part.end());
            if (p == partsDone)
                break;  // still running: its later rows come later
        }
        return rows;
    };
    textPass_.start(
        path, events, parts, std::move(step),
        [this, takeInOrder](std::size_t partsDone, Seq scanned, Seq) {
            if (showRowsNow())
                appendRows(takeInOrder(partsDone));
            emit filtering(scanned, sourceRows());
        },
        [this, takeInOrder, found](const ScanPass::Outcome& o) {
            passFinished(takeInOrder(found->size()), o.error, o.events);
        });
    return true;
}

// A few times a second, not after every step: each append repaints the log, whose rows far
// apart each read a block of the window's trace (at 100 M events, hundreds of steps a second
// made that the GUI thread's largest cost while the passes ran).
bool EventFilterModel::showRowsNow()
{
    if (shown_.isValid() && shown_.elapsed() < kShowRowsEveryMs)
        return false;
    shown_.start();
    return true;
}

void EventFilterModel::passFinished(std::vector<Seq>&& found, const QString& error, Seq events)
{
    appendRows(std::move(found));
    const Seq total = sourceRows();
    // An unreadable block matches nothing, as in a slice.
    scanned_ = error.isEmpty() ? std::min(events, total) : total;
    emit filtering(scanned_, total);
    if (scanned_ < total)
        scheduleScan();
    else
        setActive(false);
}

void EventFilterModel::appendRows(std::vector<Seq>&& found)
{
    // The log may show fewer events than the file has (its rows follow the session's horizon):
    // the rest are matched when it shows them.
    found.erase(std::lower_bound(found.begin(), found.end(), sourceRows()), found.end());
    if (found.empty())
        return;
    const auto first = static_cast<int>(rows_.size());
    beginInsertRows(QModelIndex(), first, first + static_cast<int>(found.size()) - 1);
    if (rows_.empty())
        rows_ = std::move(found);
    else
        rows_.insert(rows_.end(), found.begin(), found.end());
    endInsertRows();
}

// --- following the source

void EventFilterModel::onSourceAboutToBeReset()
{
    scanTimer_.stop();
    pass_.cancel();
    textPass_.cancel();
    resetting_ = true;
    beginResetModel();
}

void EventFilterModel::onSourceReset()
{
    rows_.clear();
    scanned_ = 0;
    onScan_ = false;
    compile();  // a new session brings new name tables
    resetting_ = false;
    endResetModel();
    if (hasFilter()) {
        setActive(true);
        scheduleScan();
    }
}

void EventFilterModel::onStructureAboutToChange()
{
    if (resetting_)
        return;
    onSourceAboutToBeReset();
}

void EventFilterModel::onStructureChanged()
{
    if (resetting_)
        onSourceReset();
}

void EventFilterModel::onRowsAboutToBeInserted(const QModelIndex& parent, int first, int last)
{
    if (resetting_ || parent.isValid())
        return;
    if (identity()) {
        beginInsertRows(QModelIndex(), first, last);
        identityInsert_ = true;
    } else if (Seq(first) < scanned_) {
        onSourceAboutToBeReset();  // not an append: the mapping would shift
    }
}

void EventFilterModel::onRowsInserted(const QModelIndex& parent, int first, int last)
{
    Q_UNUSED(first);
    Q_UNUSED(last);
    if (identityInsert_) {
        identityInsert_ = false;
        endInsertRows();
        return;
    }
    if (resetting_) {
        onSourceReset();
        return;
    }
    if (!parent.isValid() && hasFilter()) {
        setActive(true);
        scheduleScan();
    }
}

void EventFilterModel::onDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                     const QList<int>& roles)
{
    if (resetting_ || !topLeft.isValid() || !bottomRight.isValid())
        return;
    if (identity()) {
        emit dataChanged(index(topLeft.row(), topLeft.column()), index(bottomRight.row(), bottomRight.column()), roles);
        return;
    }
    // The shown rows within the changed range: one contiguous run of the mapping.
    const auto lo = std::lower_bound(rows_.begin(), rows_.end(), Seq(topLeft.row()));
    const auto hi = std::upper_bound(lo, rows_.end(), Seq(bottomRight.row()));
    if (lo == hi)
        return;
    emit dataChanged(index(static_cast<int>(lo - rows_.begin()), topLeft.column()),
                     index(static_cast<int>(hi - rows_.begin()) - 1, bottomRight.column()), roles);
}

// --- mapping

int EventFilterModel::proxyRowForSeqAtOrBefore(Seq seq) const
{
    if (identity()) {
        const Seq n = sourceRows();
        return n == 0 ? -1 : static_cast<int>(std::min(seq, n - 1));
    }
    const auto it = std::upper_bound(rows_.begin(), rows_.end(), seq);
    return static_cast<int>(it - rows_.begin()) - 1;
}

Seq EventFilterModel::seqAt(int proxyRow) const
{
    if (proxyRow < 0 || proxyRow >= rowCount())
        return ~Seq(0);
    return identity() ? Seq(proxyRow) : rows_[std::size_t(proxyRow)];
}

QModelIndex EventFilterModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!source_ || !proxyIndex.isValid() || proxyIndex.model() != this)
        return {};
    // The event's seq travels in the index itself: no lookup.
    return source_->index(static_cast<int>(proxyIndex.internalId()), proxyIndex.column());
}

QModelIndex EventFilterModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!source_ || !sourceIndex.isValid() || sourceIndex.model() != source_)
        return {};
    const auto seq = static_cast<Seq>(sourceIndex.row());
    if (identity())
        return index(sourceIndex.row(), sourceIndex.column());
    const auto it = std::lower_bound(rows_.begin(), rows_.end(), seq);
    if (it == rows_.end() || *it != seq)
        return {};  // filtered out (or not reached yet)
    return createIndex(static_cast<int>(it - rows_.begin()), sourceIndex.column(), quintptr(seq));
}

QModelIndex EventFilterModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column, quintptr(seqAt(row)));
}

QModelIndex EventFilterModel::parent(const QModelIndex&) const { return {}; }

QModelIndex EventFilterModel::sibling(int row, int column, const QModelIndex& idx) const
{
    return idx.isValid() ? index(row, column) : QModelIndex();
}

int EventFilterModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return identity() ? static_cast<int>(sourceRows()) : static_cast<int>(rows_.size());
}

int EventFilterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !source_ ? 0 : source_->columnCount();
}

bool EventFilterModel::hasChildren(const QModelIndex& parent) const { return !parent.isValid() && rowCount() > 0; }

QVariant EventFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!source_)
        return {};
    if (orientation == Qt::Horizontal)
        return source_->headerData(section, orientation, role);
    if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
        return QString::number(seqAt(section));
    return {};
}

}  // namespace ts::gui
