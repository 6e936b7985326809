#include "panels/draws/drawledgermodel.h"

#include "session/modelroles.h"

#include "kernel/session/session.h"
#include "kernel/trace/render.h"

#include "session/drawpinset.h"
#include "session/sessioncontroller.h"

#include <QFont>

#include <algorithm>

namespace ts::gui {

DrawLedgerModel::DrawLedgerModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller), gate_([this] { refresh(); })
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        rebuild_ = true;
        gate_.request();
    });
    // A fork (at a decision or a draw) cuts the trace: everything is scanned again.
    connect(controller_, &SessionController::decisionStateChanged, this, [this] {
        rebuild_ = true;
        gate_.request();
    });
    connect(controller_, &SessionController::traceChanged, this, [this] { gate_.request(); });
    nextSlice_.setSingleShot(true);
    nextSlice_.setInterval(0);
    connect(&nextSlice_, &QTimer::timeout, this, [this] { gate_.request(); });
    connect(controller_->pins(), &DrawPinSet::changed, this, [this] {
        if (!rows_.empty())
            emit dataChanged(index(0, Pin), index(rowCount() - 1, Pin));
    });
    gate_.request();
}

void DrawLedgerModel::refresh()
{
    const Session* s = controller_->session();
    const Seq size = s ? s->size() : 0;
    const std::size_t overrides = s ? s->drawOverrides().size() : 0;
    if (s != builtFor_ || size < builtUpTo_ || overrides != builtOverrides_)
        rebuild_ = true;
    if (!rebuild_ && (size == builtUpTo_ || pass_.isRunning()))
        return;  // a pass asks again when it is done
    if (rebuild_ && s && startPass(*s)) {
        beginResetModel();
        ledger_ = {};
        builtFor_ = s;
        builtUpTo_ = 0;
        builtOverrides_ = overrides;
        rebuild_ = false;
        applyFilters();
        endResetModel();
        emit ledgerChanged();
        return;
    }
    pass_.cancel();
    beginResetModel();
    if (rebuild_)
        ledger_ = {};
    const Seq from = rebuild_ ? 0 : builtUpTo_;
    Seq to = std::min<Seq>(size, from + sliceEvents_);
    try {
        if (s)
            extendDrawLedger(ledger_, s->trace(), from, s->drawOverrides(), nullptr, to);
    } catch (const std::exception&) {
        // An unreadable block (a large trace's blocks are checked after it opens, and the
        // check reports it): the ledger stops where the trace can be read.
        to = size;
    }
    builtFor_ = s;
    builtUpTo_ = to;
    builtOverrides_ = overrides;
    rebuild_ = false;
    applyFilters();
    endResetModel();
    if (to < size)
        nextSlice_.start();
    emit ledgerChanged();
}

bool DrawLedgerModel::isScanning() const { return pass_.isRunning() || builtUpTo_ < eventsToScan(); }

// The file's draws on the scan thread, with the session's overrides as they are now (a
// change of them rebuilds the ledger, and so starts another pass).
bool DrawLedgerModel::startPass(const Session& s)
{
    auto built = std::make_shared<DrawLedger>();
    passDone_ = 0;
    return pass_.start(
        controller_->traceScan(),
        [built, overrides = s.drawOverrides()](const Trace& t, Seq from, Seq to) {
            extendDrawLedger(*built, t, from, overrides, nullptr, to);
        },
        [this](Seq done, Seq total) {
            // The panel's summary says how far it has read: at each whole percent.
            const auto percent = [total](Seq n) { return 100 * n / std::max<Seq>(1, total); };
            const bool moved = percent(done) != percent(passDone_);
            passDone_ = done;
            if (moved)
                emit ledgerChanged();
        },
        [this, built](const ScanPass::Outcome& o) { passFinished(std::move(*built), o.error, o.events); });
}

void DrawLedgerModel::passFinished(DrawLedger&& built, const QString& error, Seq events)
{
    beginResetModel();
    ledger_ = std::move(built);
    // A block that cannot be read ends the ledger there, as in a slice; else the session's
    // events after the file's follow in slices.
    builtUpTo_ = error.isEmpty() ? events : eventsToScan();
    applyFilters();
    endResetModel();
    emit ledgerChanged();
    gate_.request();
}

Seq DrawLedgerModel::eventsToScan() const
{
    const Session* s = controller_->session();
    return s ? s->size() : 0;
}

void DrawLedgerModel::applyFilters()
{
    rows_.clear();
    counts_.clear();
    const Session* s = controller_->session();
    if (!s)
        return;
    DrawFilter filter;
    filter.clause = clauseFilter_.toStdString();
    if (!entityFilter_.isEmpty()) {
        filter.entity = ~EntityId(0);  // no such entity: no rows
        const auto& names = s->trace().entityNames;
        for (std::size_t i = 1; i < names.size(); ++i)
            if (QString::fromStdString(names[i]) == entityFilter_)
                filter.entity = static_cast<EntityId>(i);
    }
    DrawFilter entityOnly{std::string(), filter.entity};
    std::vector<DrawEntry> forCounts;
    for (std::size_t i = 0; i < ledger_.draws.size(); ++i) {
        const DrawEntry& d = ledger_.draws[i];
        if (!entityOnly.matches(d, s->trace()))
            continue;
        forCounts.push_back(d);
        if (filter.matches(d, s->trace()))
            rows_.push_back(i);
    }
    counts_ = drawsPerClause(forCounts, s->trace());
}

void DrawLedgerModel::setClauseFilter(const QString& clause)
{
    if (clause == clauseFilter_)
        return;
    beginResetModel();
    clauseFilter_ = clause;
    applyFilters();
    endResetModel();
    emit ledgerChanged();
}

void DrawLedgerModel::setEntityFilter(const QString& entityName)
{
    if (entityName == entityFilter_)
        return;
    beginResetModel();
    entityFilter_ = entityName;
    applyFilters();
    endResetModel();
    emit ledgerChanged();
}

const DrawEntry* DrawLedgerModel::entryAt(int row) const
{
    return row >= 0 && static_cast<std::size_t>(row) < rows_.size()
        ? &ledger_.draws[rows_[static_cast<std::size_t>(row)]]
        : nullptr;
}

int DrawLedgerModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int DrawLedgerModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DrawLedgerModel::data(const QModelIndex& index, int role) const
{
    const DrawEntry* d = index.isValid() ? entryAt(index.row()) : nullptr;
    const Session* s = controller_->session();
    const RenderContext* render = controller_->render();
    if (!d || !s || !render)
        return {};
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(d->seq);
    if (role == Qt::FontRole && index.column() == Result && d->overridden) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole && index.column() == Result && d->overridden)
        return tr("The value you chose (Try another value)");
    if (index.column() == Pin && (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        const auto pin = controller_->pins()->pinOf(*d, s->trace());
        if (!pin)
            return role == Qt::ToolTipRole ? tr("Not pinned") : QVariant();
        return role == Qt::ToolTipRole ? tr("Pinned as %1: a re-run with another seed keeps the result %2")
                                             .arg(QString::fromStdString(formatDrawPin(*pin)))
                                             .arg(pin->value)
                                       : tr("pinned = %1").arg(pin->value);
    }
    if (role == Qt::TextAlignmentRole && index.column() <= Result)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto line = [&](Seq seq) {
        return QStringLiteral("#%1 %2").arg(seq).arg(QString::fromStdString(render->line(s->trace().at(seq))));
    };
    switch (index.column()) {
    case Ordinal: return QVariant::fromValue<qulonglong>(d->ordinal);
    case Event: return QStringLiteral("#%1").arg(d->seq);
    case Stream: return d->stream;
    case Range: return QStringLiteral("0–%1").arg(d->bound - 1);
    case Result: return d->overridden ? QStringLiteral("%1 *").arg(d->value) : QString::number(d->value);
    case Clause:
        return d->clause < s->trace().clauseNames.size() ? QString::fromStdString(s->trace().clauseNames[d->clause])
                                                         : QString();
    case Entity: return QString::fromStdString(render->entity(d->entity));
    case UsedBy: return line(d->usedBy);
    case RuleStep: return line(d->ruleStep);
    default: return {};
    }
}

QVariant DrawLedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Ordinal: return tr("Draw");
    case Event: return tr("Event");
    case Stream: return tr("Stream");
    case Range: return tr("Range");
    case Result: return tr("Result");
    case Pin: return tr("Pin");
    case Clause: return tr("Clause");
    case Entity: return tr("Entity");
    case UsedBy: return tr("Used by");
    case RuleStep: return tr("Rule step");
    default: return {};
    }
}

}  // namespace ts::gui
