#include "rulesets/nation/npcdecisionmodel.h"

#include "rulesets/nation/statesnames.h"

#include "rulesets/nation/game.h"

#include <QFont>

namespace ts::gui {

NpcDecisionModel::NpcDecisionModel(QObject* parent) : QAbstractTableModel(parent) {}

QString NpcDecisionModel::kindText() const
{
    using nation::NpcDecisionKind;
    switch (snapshot_.kind) {
    case static_cast<int>(NpcDecisionKind::Domestic):
        return tr("Domestic phase: the best domestic command (001:3.3.2/npc-2)");
    case static_cast<int>(NpcDecisionKind::Action):
        return tr("Decision phase: no battle, the best action command (001:3.3.3/3)");
    case static_cast<int>(NpcDecisionKind::Battle): return tr("Decision phase: battle (001:3.3.3/2)");
    case static_cast<int>(NpcDecisionKind::Nothing):
        return tr("Decision phase: no battle and no selectable action command");
    default: return {};
    }
}

void NpcDecisionModel::setSnapshot(NpcDecisionSnapshot snapshot)
{
    const bool sameShape = !resetPending_ && snapshot.rows.size() == snapshot_.rows.size();
    if (!sameShape)
        beginResetModel();
    snapshot_ = std::move(snapshot);
    resetPending_ = false;
    if (!sameShape)
        endResetModel();
    else if (!snapshot_.rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit refreshed();
}

int NpcDecisionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

int NpcDecisionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NpcDecisionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const NpcDecisionSnapshot::Row& r = snapshot_.rows[static_cast<std::size_t>(index.row())];
    const bool chosen = index.row() == snapshot_.chosen;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CommandColumn: return r.command;
        case ExactColumn: return r.exact;
        case ScoreColumn: return QString::number(r.ceil);
        case NoteColumn: return r.note;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ExactColumn)
            return tr("power × target military ratio + Σ(HP + attack) of the living Front units, after the preview, "
                      "exactly (001:3.3.2/score)");
        if (index.column() == ScoreColumn)
            return tr("the exact score rounded up, as the event log shows it");
        return r.note.isEmpty() ? tr("previewed on a deep copy of the game (001:3.3.2/npc-1)") : r.note;
    case Qt::TextAlignmentRole:
        return index.column() == ExactColumn || index.column() == ScoreColumn
            ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
            : QVariant();
    case Qt::FontRole:
        if (chosen) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole: return chosen ? QVariant(NationNames::currentRowFill()) : QVariant();
    case ChosenRole: return chosen;
    case TiedRole: return r.tied;
    case CommandIdRole: return r.command;
    case ExactScoreRole: return r.exact;
    case ScoreCeilRole: return r.ceil;
    default: return {};
    }
}

QVariant NpcDecisionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount())
            return QString::number(section + 1);
        return {};
    }
    if (role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    switch (section) {
    case CommandColumn: return tr("Command");
    case ExactColumn: return tr("Score (exact)");
    case ScoreColumn: return tr("Score");
    case NoteColumn: return tr("Note");
    }
    return {};
}

}  // namespace ts::gui
