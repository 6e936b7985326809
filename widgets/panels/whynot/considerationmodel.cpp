#include "panels/whynot/considerationmodel.h"

#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"
#include "kernel/trace/render.h"

#include <QColor>
#include <QCursor>
#include <QGuiApplication>

#include <algorithm>

namespace ts::gui {

ConsiderationModel::ConsiderationModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller)
{
    // A live run changes the trace many times a second and a rare rule is looked for through
    // all of it: the answer is marked out of date rather than asked again each time.
    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (asked_ && !stale_) {
            stale_ = true;
            emit answered();
        }
    });
    connect(controller_, &SessionController::sessionChanged, this, &ConsiderationModel::clear);
}

int ConsiderationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ConsiderationModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const Consideration* ConsiderationModel::considerationAt(int row) const
{
    return row >= 0 && static_cast<std::size_t>(row) < rows_.size() ? &rows_[static_cast<std::size_t>(row)] : nullptr;
}

QVariant ConsiderationModel::data(const QModelIndex& index, int role) const
{
    const Consideration* c = considerationAt(index.row());
    const Session* s = controller_->session();
    if (!c || !s || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(c->seq);
    if (role == Qt::ForegroundRole && index.column() == Outcome && !c->applied)
        return QColor(0xc0, 0x39, 0x2b);
    if (role != Qt::DisplayRole && role != ClauseRole)
        return {};
    const auto e = s->trace().tryAt(c->seq);
    const QString clause = e ? QString::fromStdString(s->trace().clauseName(e->clause)) : QString();
    if (role == ClauseRole)
        return clause;
    switch (index.column()) {
    case Where: return isBefore(index.row()) ? tr("before") : c->seq == askedAt_ ? tr("at the cursor") : tr("after");
    case Event: return QStringLiteral("#%1").arg(c->seq);
    case Outcome: return c->applied ? tr("applied") : tr("not applied");
    case Clause: return clause;
    case Line:
        if (!e)
            return tr("(event #%1 cannot be read)").arg(c->seq);
        return controller_->render() ? QString::fromStdString(controller_->render()->line(*e)) : QString();
    default: return {};
    }
}

QVariant ConsiderationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Where: return tr("Where");
    case Event: return tr("Event");
    case Outcome: return tr("Outcome");
    case Clause: return tr("Clause");
    case Line: return tr("What happened, or why not");
    default: return {};
    }
}

bool ConsiderationModel::ask(const QString& clause, const QString& entity, QString* error)
{
    const Session* s = controller_->session();
    if (!s) {
        *error = tr("No game is open.");
        return false;
    }
    if (clause.isEmpty() && entity.isEmpty()) {
        *error = tr("Name a rule clause, an entity, or both.");
        return false;
    }
    RuleQuery q;
    q.clause = clause.toStdString();
    if (!entity.isEmpty()) {
        const auto& names = s->trace().entityNames;
        const auto it = std::find(names.begin() + (names.empty() ? 0 : 1), names.end(), entity.toStdString());
        if (it == names.end()) {
            *error = tr("This game has no entity named \"%1\".").arg(entity);
            return false;
        }
        q.entity = static_cast<EntityId>(it - names.begin());
    }
    asked_ = true;
    clause_ = clause;
    entity_ = entity;
    query_ = std::move(q);
    run();
    return true;
}

void ConsiderationModel::clear()
{
    beginResetModel();
    asked_ = false;
    stale_ = false;
    rows_.clear();
    before_ = 0;
    endResetModel();
    emit answered();
}

void ConsiderationModel::run()
{
    const Session* s = controller_->session();
    beginResetModel();
    rows_.clear();
    before_ = 0;
    stale_ = false;
    askedAt_ = controller_->cursor();
    if (s) {
        // A rule that is rare on a long trace is looked for through all of it: seconds at
        // worst on ten million events paged from a file, so the wait is shown.
        QGuiApplication::setOverrideCursor(QCursor(Qt::WaitCursor));
        try {
            NearestConsiderations n = nearestConsiderations(s->trace(), askedAt_, query_, kPerSide);
            rows_.assign(n.before.rbegin(), n.before.rend());
            before_ = rows_.size();
            rows_.insert(rows_.end(), n.after.begin(), n.after.end());
        } catch (const std::exception&) {
            rows_.clear();  // a block that cannot be read: the event log reports it
            before_ = 0;
        }
        QGuiApplication::restoreOverrideCursor();
    }
    endResetModel();
    emit answered();
}

}  // namespace ts::gui
