#include "panels/breakpoints/breakpointmodel.h"

#include "session/rulesetui.h"

#include "session/headless/conditionengine.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"
#include "kernel/session/session.h"

#include <QApplication>
#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QPointer>
#include <QStyle>

#include <algorithm>

namespace ts::gui {

BreakpointModel::BreakpointModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        // Ids restart in a new session: nothing of the old list carries over.
        beginResetModel();
        ids_.clear();
        engines_.clear();
        if (const Session* s = controller_->session())
            for (const Breakpoint& bp : s->breakpoints())
                ids_.push_back(bp.id);
        endResetModel();
    });
    connect(controller_, &SessionController::breakpointsChanged, this, &BreakpointModel::refresh);
    // The timeline's hits found on a worker: its evaluations count as this engine's own.
    connect(controller_, &SessionController::conditionCountsReported, this,
            [this](int id, const ConditionEngine::Counts& counts) {
                if (const auto it = engines_.find(id); it != engines_.end()) {
                    it->second->absorb(counts);
                    queueVolatileRefresh();
                }
            });
    connect(controller_, &SessionController::busyChanged, this, [this](bool busy) {
        if (!busy)
            refreshVolatile();
    });
    refresh();
}

BreakpointModel::~BreakpointModel() = default;

int BreakpointModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(ids_.size());
}

int BreakpointModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const Breakpoint* BreakpointModel::breakpointAt(int row) const
{
    const Session* s = controller_->session();
    if (!s || row < 0 || std::size_t(row) >= ids_.size())
        return nullptr;
    const int id = ids_[std::size_t(row)];
    for (const Breakpoint& bp : s->breakpoints())
        if (bp.id == id)
            return &bp;
    return nullptr;
}

int BreakpointModel::breakpointId(int row) const
{
    return row >= 0 && std::size_t(row) < ids_.size() ? ids_[std::size_t(row)] : 0;
}

int BreakpointModel::rowOf(int breakpointId) const
{
    const auto it = std::find(ids_.begin(), ids_.end(), breakpointId);
    return it == ids_.end() ? -1 : static_cast<int>(it - ids_.begin());
}

const ConditionEngine* BreakpointModel::conditionEngine(int breakpointId) const
{
    const auto it = engines_.find(breakpointId);
    return it == engines_.end() ? nullptr : it->second.get();
}

QVariant BreakpointModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Breakpoint* bp = breakpointAt(index.row());
    if (!bp)
        return {};
    const Trace& trace = controller_->session()->trace();
    const ConditionEngine* engine = conditionEngine(bp->id);
    const QString error = engine ? engine->lastError() : QString();
    const int column = index.column();

    if (role == BreakpointIdRole)
        return bp->id;
    if (role == ConditionErrorRole)
        return error;
    if (role == Qt::CheckStateRole && column == EnabledColumn)
        return bp->enabled ? Qt::Checked : Qt::Unchecked;

    const bool any = (column == KindColumn && !bp->kind) || (column == ClauseColumn && !bp->clause) ||
        (column == EntityColumn && !bp->entity);
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case EnabledColumn: return QStringLiteral("#%1").arg(bp->id);
        case KindColumn: return any ? tr("any") : QString::fromStdString(trace.kindName(*bp->kind));
        case ClauseColumn: return any ? tr("any") : QString::fromStdString(*bp->clause);
        case EntityColumn: return any ? tr("any") : QString::fromStdString(trace.entityName(*bp->entity));
        case ConditionColumn: return QString::fromStdString(bp->conditionText);
        case HitsColumn: return QVariant::fromValue<qulonglong>(bp->hits);
        }
        break;
    case Qt::ForegroundRole:
        if (any || !bp->enabled)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        if (column == ConditionColumn && !error.isEmpty())
            return QColor(0xc6, 0x28, 0x28);
        break;
    case Qt::DecorationRole:
        if (column == ConditionColumn && !error.isEmpty())
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        break;
    case Qt::TextAlignmentRole:
        if (column == HitsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        if (column == ConditionColumn && engine) {
            if (error.isEmpty())
                return tr("Evaluated %n time(s) without error", nullptr, static_cast<int>(engine->evaluationCount()));
            return tr("%1\nat event #%2 (%3 of %4 evaluations failed; a failed evaluation counts as false)")
                .arg(error)
                .arg(engine->lastErrorSeq())
                .arg(engine->errorCount())
                .arg(engine->evaluationCount());
        }
        if (column == EnabledColumn)
            return bp->enabled ? tr("Breakpoint #%1 is enabled").arg(bp->id)
                               : tr("Breakpoint #%1 is disabled").arg(bp->id);
        if (column == HitsColumn)
            return tr("Times the debugger stopped here");
        break;
    default: break;
    }
    return {};
}

bool BreakpointModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        index.column() != EnabledColumn || role != Qt::CheckStateRole)
        return false;
    const int id = breakpointId(index.row());
    if (id == 0)
        return false;
    controller_->setBreakpointEnabled(id, value.toInt() == Qt::Checked);
    return true;
}

Qt::ItemFlags BreakpointModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == EnabledColumn)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant BreakpointModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case EnabledColumn: return tr("Enabled");
        case KindColumn: return tr("Kind");
        case ClauseColumn: return tr("Clause");
        case EntityColumn: return tr("Entity");
        case ConditionColumn: return tr("Condition");
        case HitsColumn: return tr("Hits");
        }
    }
    if (role == Qt::ToolTipRole && section == ConditionColumn)
        return tr("A JavaScript expression over the state, e.g. unit(\"Player\").hp <= 10 && turn() >= 2");
    return {};
}

int BreakpointModel::add(const QString& kindName, const QString& clause, const QString& entityName,
                         const QString& condition, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return 0;
    };
    const Session* s = controller_->session();
    if (!s)
        return fail(tr("No game is open"));
    const Trace& trace = s->trace();
    Breakpoint bp;

    if (const std::string name = kindName.trimmed().toStdString(); !name.empty()) {
        const auto it = std::find(trace.kindNames.begin(), trace.kindNames.end(), name);
        if (it == trace.kindNames.end())
            return fail(tr("Unknown event kind \"%1\"").arg(kindName.trimmed()));
        bp.kind = static_cast<KindId>(it - trace.kindNames.begin());
    }
    if (const std::string name = clause.trimmed().toStdString(); !name.empty()) {
        const bool known = std::any_of(trace.clauseNames.begin(), trace.clauseNames.end(),
                                       [&](const std::string& c) { return clauseCovers(name, c); });
        if (!known)
            return fail(tr("Unknown rule clause \"%1\"").arg(clause.trimmed()));
        bp.clause = name;
    }
    if (const std::string name = entityName.trimmed().toStdString(); !name.empty()) {
        const auto it =
            std::find(trace.entityNames.begin() + (trace.entityNames.empty() ? 0 : 1), trace.entityNames.end(), name);
        if (it == trace.entityNames.end())
            return fail(tr("Unknown entity \"%1\"").arg(entityName.trimmed()));
        bp.entity = static_cast<EntityId>(it - trace.entityNames.begin());
    }
    std::shared_ptr<ConditionEngine> engine;
    if (const QString text = condition.trimmed(); !text.isEmpty()) {
        const RulesetUi* ui = rulesetUiOf(*controller_);
        engine = std::make_shared<ConditionEngine>(ui ? ui->conditionHelpers() : QString());
        QString message;
        if (!engine->compile(text, &message))
            return fail(message);
        QPointer<BreakpointModel> self(this);
        bp.condition = ConditionEngine::makeCondition(engine, [self](Seq, const QString&) {
            if (self)
                self->queueVolatileRefresh();
        });
        bp.conditionText = text.toStdString();
    }
    if (!bp.kind && !bp.clause && !bp.entity && !engine)
        return fail(tr("Give a kind, a clause, an entity or a condition"));

    const int id = controller_->addBreakpoint(std::move(bp));  // emits breakpointsChanged: refresh()
    if (id == 0)
        return fail(tr("No game is open"));
    if (engine) {
        engines_[id] = std::move(engine);
        const int row = rowOf(id);
        if (row >= 0)
            emit dataChanged(index(row, ConditionColumn), index(row, ConditionColumn));
    }
    if (error)
        error->clear();
    return id;
}

bool BreakpointModel::remove(int row)
{
    const int id = breakpointId(row);
    if (id == 0)
        return false;
    controller_->removeBreakpoint(id);
    return rowOf(id) < 0;
}

void BreakpointModel::setAllEnabled(bool enabled)
{
    const std::vector<int> ids = ids_;  // the list refreshes under us
    for (const int id : ids)
        controller_->setBreakpointEnabled(id, enabled);
}

// The session only ever appends breakpoints and removes some: rows are removed and
// inserted one by one so that views keep their selection.
void BreakpointModel::refresh()
{
    std::vector<int> now;
    if (const Session* s = controller_->session())
        for (const Breakpoint& bp : s->breakpoints())
            now.push_back(bp.id);

    for (std::size_t i = ids_.size(); i-- > 0;) {
        if (std::find(now.begin(), now.end(), ids_[i]) == now.end()) {
            beginRemoveRows(QModelIndex(), static_cast<int>(i), static_cast<int>(i));
            engines_.erase(ids_[i]);
            ids_.erase(ids_.begin() + static_cast<std::ptrdiff_t>(i));
            endRemoveRows();
        }
    }
    if (ids_.size() > now.size() || !std::equal(ids_.begin(), ids_.end(), now.begin())) {
        beginResetModel();
        ids_ = now;
        endResetModel();
        return;
    }
    if (now.size() > ids_.size()) {
        beginInsertRows(QModelIndex(), static_cast<int>(ids_.size()), static_cast<int>(now.size()) - 1);
        ids_ = now;
        endInsertRows();
    }
    if (!ids_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void BreakpointModel::refreshVolatile()
{
    volatileRefreshQueued_ = false;
    if (!ids_.empty())
        emit dataChanged(index(0, ConditionColumn), index(rowCount() - 1, HitsColumn));
}

void BreakpointModel::queueVolatileRefresh()
{
    if (volatileRefreshQueued_)
        return;
    volatileRefreshQueued_ = true;
    QMetaObject::invokeMethod(this, &BreakpointModel::refreshVolatile, Qt::QueuedConnection);
}

}  // namespace ts::gui
