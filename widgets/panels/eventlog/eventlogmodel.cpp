#include "panels/eventlog/eventlogmodel.h"

#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <algorithm>
#include <climits>
#include <exception>

namespace ts::gui {

namespace {
// QAbstractItemModel rows are ints; a trace longer than that shows its first INT_MAX events.
int clampRows(Seq n) { return static_cast<int>(std::min<Seq>(n, INT_MAX)); }

QString shortKindName(const std::string& name)
{
    // "<ruleset>.move" -> "move": the ruleset is the same for every row, so it is noise.
    const auto dot = name.find('.');
    return QString::fromStdString(dot == std::string::npos ? name : name.substr(dot + 1));
}
}  // namespace

EventLogModel::EventLogModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, &EventLogModel::onSessionChanged);
    connect(controller_, &SessionController::traceChanged, this, &EventLogModel::onTraceChanged);
    connect(controller_, &SessionController::horizonChanged, this, &EventLogModel::onTraceChanged);
    connect(controller_, &SessionController::breakpointsChanged, this, &EventLogModel::onBreakpointsChanged);
    resetFromSession();
}

EventLogModel::~EventLogModel() = default;

const Trace* EventLogModel::trace() const
{
    return controller_->hasSession() ? &controller_->session()->trace() : nullptr;
}

const RenderContext* EventLogModel::render() const { return controller_->render(); }

int EventLogModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int EventLogModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QModelIndex EventLogModel::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || row >= rows_ || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column, quintptr(row));  // the identity: row == seq
}

Event EventLogModel::eventAt(Seq seq) const
{
    const Trace* t = trace();
    if (!t || seq >= t->size())
        return {};
    try {
        return t->at(seq);
    } catch (const std::exception&) {
        // A corrupt block of a lazily read trace: the row reads as empty rather than
        // taking the window down; opening the trace already reported the file's problem.
        return {};
    }
}

void EventLogModel::rebuildLabels() const
{
    kindLabels_.clear();
    kindNames_.clear();
    clauseLabels_.clear();
    entityLabels_.clear();
    const Trace* t = trace();
    if (!t)
        return;
    kindLabels_.reserve(t->kindNames.size());
    for (const auto& name : t->kindNames) {
        kindLabels_.push_back(shortKindName(name));
        kindNames_.push_back(QString::fromStdString(name));
    }
    for (const auto& name : t->clauseNames)
        clauseLabels_.push_back(QString::fromStdString(name));
    for (const auto& name : t->entityNames)
        entityLabels_.push_back(QString::fromStdString(name));
}

// A name table may grow during a session (a ruleset that creates entities as it runs);
// an id that is simply out of range (a damaged event) must not rebuild on every paint.
void EventLogModel::growLabels() const
{
    const Trace* t = trace();
    if (t &&
        (t->kindNames.size() != kindNames_.size() || t->clauseNames.size() != clauseLabels_.size() ||
         t->entityNames.size() != entityLabels_.size()))
        rebuildLabels();
}

QString EventLogModel::kindLabel(KindId kind) const
{
    if (kind >= kindLabels_.size())
        growLabels();
    return kind < kindLabels_.size() ? kindLabels_[kind] : QString::number(kind);
}

QString EventLogModel::kindFullName(KindId kind) const
{
    if (kind >= kindNames_.size())
        growLabels();
    return kind < kindNames_.size() ? kindNames_[kind] : QString::number(kind);
}

QString EventLogModel::clauseLabel(ClauseId clause) const
{
    if (clause >= clauseLabels_.size())
        growLabels();
    return clause < clauseLabels_.size() ? clauseLabels_[clause] : QString::number(clause);
}

QString EventLogModel::entityLabel(EntityId entity) const
{
    if (entity >= entityLabels_.size())
        growLabels();
    return entity < entityLabels_.size() ? entityLabels_[entity] : QStringLiteral("#%1").arg(entity);
}

QString EventLogModel::entitiesText(const Event& e) const
{
    QString out;
    for (const EntityId id : e.subject) {
        if (id == kNoEntity)
            continue;
        if (!out.isEmpty())
            out += QLatin1String(", ");
        out += entityLabel(id);
    }
    return out;
}

QString EventLogModel::summary(Seq seq) const
{
    CachedSummary& slot = summaries_[seq % kSummaryCache];
    if (slot.seq == seq)
        return slot.text;
    const RenderContext* r = render();
    if (!r || seq >= Seq(rows_))
        return {};
    slot.text = QString::fromStdString(r->line(eventAt(seq)));
    slot.seq = seq;
    return slot.text;
}

bool EventLogModel::breakpointMatches(const Event& e) const
{
    if (e.kind >= kindMayBreak_.size() || !kindMayBreak_[e.kind])
        return false;
    for (const CompiledBreakpoint& bp : breakpoints_) {
        if (bp.kind >= 0 && bp.kind != e.kind)
            continue;
        if (!bp.clauseOk.empty() && (e.clause >= bp.clauseOk.size() || !bp.clauseOk[e.clause]))
            continue;
        if (bp.entity != kNoEntity && !e.concerns(bp.entity))
            continue;
        return true;
    }
    return false;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_ || index.model() != this)
        return {};
    const auto seq = static_cast<Seq>(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        if (column == SeqColumn)
            return QString::number(seq);  // no locale grouping: it is an id, not a quantity
        if (column == SummaryColumn)
            return summary(seq);
        if (column == GutterColumn)
            return {};
        const Event e = eventAt(seq);
        if (column == KindColumn)
            return kindLabel(e.kind);
        if (column == ClauseColumn)
            return clauseLabel(e.clause);
        return entitiesText(e);
    }
    case Qt::ToolTipRole: {
        const Event e = eventAt(seq);
        if (column == GutterColumn)
            return breakpointMatches(e) ? tr("A breakpoint matches this event")
                                        : tr("Click to break on every “%1” event").arg(kindLabel(e.kind));
        if (column == KindColumn)
            return kindFullName(e.kind);
        if (column == ClauseColumn) {
            // The rule's text, for readers who want to know why this step happened.
            const auto id = findClause(clauseLabel(e.clause).toStdString());
            return id
                ? QString::fromUtf8(clauseTable()[*id].statement.data(), qsizetype(clauseTable()[*id].statement.size()))
                : QVariant();
        }
        if (column == SummaryColumn)
            return summary(seq);
        return {};
    }
    case Qt::TextAlignmentRole:
        if (column == SeqColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SeqRole: return QVariant::fromValue<qulonglong>(seq);
    case KindRole: return int(eventAt(seq).kind);
    case ClauseRole: return clauseLabel(eventAt(seq).clause);
    case DepthRole: return int(eventAt(seq).depth);
    case SubjectsRole: {
        const Event e = eventAt(seq);
        QVariantList subjects;
        for (const EntityId id : e.subject)
            if (id != kNoEntity)
                subjects << QVariant::fromValue<uint>(id);
        return subjects;
    }
    case BreakpointRole: return breakpointMatches(eventAt(seq));
    default: return {};
    }
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(QString::number(section)) : QVariant();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case GutterColumn: return QString();
        case SeqColumn: return tr("#");
        case KindColumn: return tr("Kind");
        case ClauseColumn: return tr("Clause");
        case EntitiesColumn: return tr("Entities");
        case SummaryColumn: return tr("Summary");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && section == SeqColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);  // over the numbers
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case GutterColumn: return tr("Breakpoints: click a row's cell to break on its kind");
        case SeqColumn: return tr("Event number");
        case ClauseColumn: return tr("The rule clause that produced the event");
        case EntitiesColumn: return tr("The entities the event concerns");
        default: return {};
        }
    }
    return {};
}

QHash<int, QByteArray> EventLogModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SeqRole, "seq");
    names.insert(KindRole, "kind");
    names.insert(ClauseRole, "clause");
    names.insert(DepthRole, "depth");
    names.insert(SubjectsRole, "subjects");
    names.insert(BreakpointRole, "breakpoint");
    return names;
}

EventLogModel::Fingerprint EventLogModel::fingerprint() const
{
    Fingerprint f;
    if (!controller_->hasSession())
        return f;
    const auto& decisions = controller_->session()->decisions();
    f.decisions = decisions.size();
    if (!decisions.empty())
        f.last = decisions.back();
    return f;
}

int EventLogModel::visibleRows() const
{
    const Trace* t = trace();
    const auto horizon = controller_->horizon();
    return t ? clampRows(horizon ? std::min<Seq>(t->size(), *horizon + 1) : t->size()) : 0;
}

void EventLogModel::resetFromSession()
{
    beginResetModel();
    rows_ = visibleRows();
    fingerprint_ = fingerprint();
    summaries_.fill(CachedSummary{});
    rebuildLabels();
    rebuildBreakpoints();
    endResetModel();
}

void EventLogModel::onSessionChanged() { resetFromSession(); }

// SessionController announces appends and cuts alike with traceChanged. A cut is seen as
// fewer events, or as the last decision we knew being gone or answered differently (a fork
// that cut the future, answered and ran on before we were told would otherwise look like
// an append with the old rows still shown).
void EventLogModel::onTraceChanged()
{
    const int size = visibleRows();
    bool cut = size < rows_;
    if (controller_->hasSession() && fingerprint_.decisions > 0) {
        const auto& decisions = controller_->session()->decisions();
        cut = cut || decisions.size() < fingerprint_.decisions ||
            decisions[fingerprint_.decisions - 1] != fingerprint_.last;
    }
    if (cut) {
        resetFromSession();
        return;
    }
    fingerprint_ = fingerprint();
    if (size > rows_) {
        beginInsertRows(QModelIndex(), rows_, size - 1);
        rows_ = size;
        endInsertRows();
    }
}

void EventLogModel::rebuildBreakpoints()
{
    breakpoints_.clear();
    kindMayBreak_.clear();
    const Trace* t = trace();
    if (!t)
        return;
    kindMayBreak_.assign(t->kindNames.size(), 0);
    for (const Breakpoint& bp : controller_->session()->breakpoints()) {
        // A breakpoint with nothing but a condition would mark every row; it shows in the
        // breakpoint list, not in the gutter.
        if (!bp.enabled || (!bp.kind && !bp.clause && !bp.entity))
            continue;
        CompiledBreakpoint c;
        if (bp.kind)
            c.kind = *bp.kind;
        if (bp.clause) {
            // The session's rule: "000:merge" matches "000:merge" and "000:merge#...".
            c.clauseOk.resize(t->clauseNames.size(), 0);
            for (std::size_t id = 0; id < t->clauseNames.size(); ++id) {
                const std::string& name = t->clauseNames[id];
                c.clauseOk[id] = clauseCovers(*bp.clause, name);
            }
        }
        if (bp.entity)
            c.entity = *bp.entity;
        if (c.kind >= 0) {
            if (std::size_t(c.kind) < kindMayBreak_.size())
                kindMayBreak_[std::size_t(c.kind)] = 1;
        } else {
            std::fill(kindMayBreak_.begin(), kindMayBreak_.end(), 1);
        }
        breakpoints_.push_back(std::move(c));
    }
}

void EventLogModel::onBreakpointsChanged()
{
    rebuildBreakpoints();
    // One full-column change: views repaint only the rows on screen.
    if (rows_ > 0)
        emit dataChanged(index(0, GutterColumn), index(rows_ - 1, GutterColumn),
                         {BreakpointRole, Qt::ToolTipRole, Qt::DecorationRole});
}

}  // namespace ts::gui
