#include "panels/whynot/considerationmodel.h"

#include "session/modelroles.h"

#include <QColor>

namespace ts::gui {

ConsiderationModel::ConsiderationModel(QObject* parent) : QAbstractTableModel(parent) {}

int ConsiderationModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

int ConsiderationModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const Consideration* ConsiderationModel::considerationAt(int row) const
{
    return row >= 0 && static_cast<std::size_t>(row) < snapshot_.rows.size()
        ? &snapshot_.rows[static_cast<std::size_t>(row)].at
        : nullptr;
}

QVariant ConsiderationModel::data(const QModelIndex& index, int role) const
{
    if (index.row() < 0 || static_cast<std::size_t>(index.row()) >= snapshot_.rows.size() || index.column() < 0 ||
        index.column() >= ColumnCount)
        return {};
    const ConsiderationSnapshot::Row& r = snapshot_.rows[static_cast<std::size_t>(index.row())];
    const Consideration* c = &r.at;
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(c->seq);
    if (role == Qt::ForegroundRole && index.column() == Outcome && !c->applied)
        return QColor(0xc0, 0x39, 0x2b);
    if (role == ClauseRole)
        return r.clause;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Where:
        return isBefore(index.row()) ? tr("before") : c->seq == snapshot_.askedAt ? tr("at the cursor") : tr("after");
    case Event: return QStringLiteral("#%1").arg(c->seq);
    case Outcome: return c->applied ? tr("applied") : tr("not applied");
    case Clause: return r.clause;
    case Line: return r.line;
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

void ConsiderationModel::setSnapshot(ConsiderationSnapshot snapshot)
{
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
    emit answered();
}

void ConsiderationModel::markStale()
{
    if (snapshot_.asked && !snapshot_.stale) {
        snapshot_.stale = true;
        emit answered();
    }
}

void ConsiderationModel::clear() { setSnapshot(ConsiderationSnapshot::empty()); }

}  // namespace ts::gui
