#include "rulesets/nation/battletargetsmodel.h"
#include "session/panelstyle.h"

#include "rulesets/nation/statesnames.h"

#include <QFont>

namespace ts::gui {

BattleTargetsModel::BattleTargetsModel(QObject* parent) : BattleTableModel(ColumnCount, parent) {}

QString BattleTargetsModel::display(const BattleSnapshot::TargetSlot& t, int row, int column) const
{
    const BattleSnapshot& s = snapshot();
    const bool atIndex = s.targetIndexLive() && row == s.targetIndex;
    switch (column) {
    case SlotColumn: return atIndex ? QStringLiteral("▶ [%1]").arg(row) : QStringLiteral("[%1]").arg(row);
    case UnitColumn: return t.unit < 0 ? tr("null") : t.name;
    case HpColumn:
        if (t.unit < 0)
            return QStringLiteral("—");
        return t.dead ? tr("%1/%2 dead").arg(t.hp).arg(t.maxHp) : QStringLiteral("%1/%2").arg(t.hp).arg(t.maxHp);
    case DamageColumn:
        if (t.unit < 0)
            return QStringLiteral("—");
        return t.done ? QStringLiteral("−%1").arg(t.damage) : QStringLiteral("…");
    case PowerDamageColumn:
        if (!s.powerDamageApplies)
            return QStringLiteral("—");
        return s.powerDamageShown() ? QString::number(t.powerDamage) : QStringLiteral("…");
    }
    return {};
}

QString BattleTargetsModel::toolTip(const BattleSnapshot::TargetSlot& t, int row) const
{
    const BattleSnapshot& s = snapshot();
    QStringList lines;
    if (t.unit < 0)
        lines << tr("Slot [%1] is null: an empty position of the chosen range. The unit damage step stops here; the "
                    "power damage counts it with an HP-loss rate of 1 (001:3.3.5.3.4/2, 001:3.3.5.3.5/2)")
                     .arg(row);
    else
        lines << tr("Slot [%1]: %2, HP %3 of %4").arg(row).arg(t.name).arg(t.hp).arg(t.maxHp);
    if (s.targetIndexLive() && row == s.targetIndex)
        lines << tr("The target index points here: the unit damage step takes this slot next (001:3.3.5.3.4/1)");
    if (t.done)
        lines << tr("Unit damage: %1 = attack × damage rate, rounded up (001:3.3.5.3.4/3)").arg(t.damage);
    if (!s.powerDamageApplies)
        lines << tr("No power damage: the attacker belongs to the defending nation (001:3.3.5.3.5/1)");
    else if (s.powerDamageShown())
        lines << tr("Power damage: %1 = attack × power steal rate × HP-loss rate, rounded up (001:3.3.5.3.5/2)")
                     .arg(t.powerDamage);
    return lines.join(QLatin1Char('\n'));
}

QVariant BattleTargetsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const BattleSnapshot& s = snapshot();
    const BattleSnapshot::TargetSlot& t = s.targets[static_cast<std::size_t>(index.row())];
    const bool atIndex = s.targetIndexLive() && index.row() == s.targetIndex;
    switch (role) {
    case Qt::DisplayRole: return display(t, index.row(), index.column());
    case Qt::ToolTipRole: return toolTip(t, index.row());
    case Qt::TextAlignmentRole: return index.column() == UnitColumn ? QVariant() : QVariant(int(Qt::AlignCenter));
    case Qt::FontRole:
        if (atIndex || t.unit < 0) {
            QFont f;
            f.setBold(atIndex);
            f.setItalic(t.unit < 0);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == DamageColumn && t.done && t.damage > 0)
            return QColor(0xd0, 0x45, 0x3a);
        return t.unit < 0 || t.dead ? QVariant(PanelStyle::dimText()) : QVariant();
    case Qt::BackgroundRole: return atIndex ? QVariant(NationNames::currentRowFill()) : QVariant();
    case IsCurrentRole: return atIndex;
    case IsDoneRole: return t.done;
    case IsNullRole: return t.unit < 0;
    case SideRole: return s.targetSide;
    default: return {};
    }
}

QVariant BattleTargetsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SlotColumn: return tr("Slot");
    case UnitColumn: return tr("Target");
    case HpColumn: return tr("HP");
    case DamageColumn: return tr("Damage");
    case PowerDamageColumn: return tr("Power dmg");
    }
    return {};
}

}  // namespace ts::gui
