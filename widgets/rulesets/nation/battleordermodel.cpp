#include "rulesets/nation/battleordermodel.h"
#include "session/panelstyle.h"

#include "rulesets/nation/statesnames.h"

#include <QFont>

namespace ts::gui {

BattleOrderModel::BattleOrderModel(QObject* parent) : BattleTableModel(ColumnCount, parent) {}

QVariant BattleOrderModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const BattleSnapshot& s = snapshot();
    const BattleSnapshot::Attack& a = s.order[static_cast<std::size_t>(index.row())];
    const bool current = a.state == BattleSnapshot::AttackState::Current;
    const bool done = a.state == BattleSnapshot::AttackState::Done;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IndexColumn:
            return current ? QStringLiteral("▶ %1").arg(index.row() + 1) : QString::number(index.row() + 1);
        case AttackerColumn: return a.unitName;
        case NationColumn: return s.sides[a.side].name;
        case SkillColumn: return a.skillName;
        case PriorityColumn: return a.priority;
        case RowColumn: return NationNames::row(a.row);
        }
        return {};
    case Qt::ToolTipRole:
        return tr("%1 (%2) uses %3: priority %4, %5 row; %6")
            .arg(a.unitName, s.sides[a.side].name, a.skillName)
            .arg(a.priority)
            .arg(NationNames::row(a.row),
                 current    ? tr("attacking now")
                     : done ? tr("done")
                            : tr("waiting"));
    case Qt::TextAlignmentRole:
        return index.column() == IndexColumn || index.column() == PriorityColumn ? QVariant(int(Qt::AlignCenter))
                                                                                 : QVariant();
    case Qt::FontRole:
        if (current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole: return current ? QVariant(NationNames::currentRowFill()) : QVariant();
    case Qt::ForegroundRole: return done ? QVariant(PanelStyle::dimText()) : QVariant();
    case IsCurrentRole: return current;
    case IsDoneRole: return done;
    case SideRole: return a.side;
    default: return {};
    }
}

QVariant BattleOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::ToolTipRole)
        return tr("Skill priority (high first), then row (Back, Middle, Front), then the attacking nation first "
                  "(001:3.3.5.2/order)");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IndexColumn: return tr("#");
    case AttackerColumn: return tr("Attacker");
    case NationColumn: return tr("Nation");
    case SkillColumn: return tr("Skill");
    case PriorityColumn: return tr("Prio.");
    case RowColumn: return tr("Row");
    }
    return {};
}

}  // namespace ts::gui
