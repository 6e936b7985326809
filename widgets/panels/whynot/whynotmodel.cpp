#include "panels/whynot/whynotmodel.h"

#include "session/modelroles.h"

namespace ts::gui {

WhyNotModel::WhyNotModel(QObject* parent) : QAbstractTableModel(parent) {}

int WhyNotModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

int WhyNotModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const NotAppliedEntry* WhyNotModel::entryAt(int row) const
{
    return row >= 0 && static_cast<std::size_t>(row) < snapshot_.rows.size()
        ? &snapshot_.rows[static_cast<std::size_t>(row)].entry
        : nullptr;
}

QVariant WhyNotModel::data(const QModelIndex& index, int role) const
{
    if (index.row() < 0 || static_cast<std::size_t>(index.row()) >= snapshot_.rows.size() || index.column() < 0 ||
        index.column() >= ColumnCount)
        return {};
    const WhyNotSnapshot::Row& r = snapshot_.rows[static_cast<std::size_t>(index.row())];
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(r.entry.seq);
    if (role == ClauseRole)
        return r.clause;
    if (role == Qt::ToolTipRole && index.column() == Rule)
        return r.rule;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Event: return QStringLiteral("#%1").arg(r.entry.seq);
    case Clause: return r.clause;
    case Rule: return r.rule;
    case Reason: return r.reason;
    case ConsideredBy: return r.consideredBy;
    default: return {};
    }
}

QVariant WhyNotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Event: return tr("Event");
    case Clause: return tr("Clause");
    case Rule: return tr("Rule");
    case Reason: return tr("Not applied because");
    case ConsideredBy: return tr("Considered by");
    default: return {};
    }
}

void WhyNotModel::setSnapshot(WhyNotSnapshot snapshot)
{
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
    emit stepChanged();
}

}  // namespace ts::gui
