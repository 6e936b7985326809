#include "rulesets/nation/battlerangemodel.h"
#include "session/panelstyle.h"

#include "rulesets/nation/statesnames.h"

#include <QFont>

namespace ts::gui {

BattleRangeModel::BattleRangeModel(QObject* parent) : BattleTableModel(ColumnCount, parent) {}

QVariant BattleRangeModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const BattleSnapshot& s = snapshot();
    const nation::CandidateCheck& c = s.checks[static_cast<std::size_t>(index.row())];
    const bool chosen = c.candidate == s.chosen;
    const bool skipped = c.row < 0;
    const QString clause = QStringLiteral("001:3.3.5.3.2/3.%1").arg(static_cast<int>(c.candidate) + 1);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CandidateColumn: return BattleSnapshot::rangeName(c.candidate);
        case RowColumn: return skipped ? tr("outside") : BattleSnapshot::rowName(c.row);
        case LivingColumn: return skipped ? QStringLiteral("—") : QString::number(c.living);
        case ResultColumn: return chosen ? tr("chosen") : skipped ? tr("skipped") : tr("empty");
        }
        return {};
    case Qt::ToolTipRole:
        if (skipped)
            return tr("%1 would be a row outside Front..Back: skipped (%2)")
                .arg(BattleSnapshot::rangeName(c.candidate), clause);
        if (chosen)
            return tr("%1: the skill's slots of the %2 row hold living units (%3): this range is the target (%4)")
                .arg(BattleSnapshot::rangeName(c.candidate), BattleSnapshot::rowName(c.row))
                .arg(c.living)
                .arg(clause);
        return tr("%1: no living unit in the skill's slots of the %2 row: the next candidate is checked (%3)")
            .arg(BattleSnapshot::rangeName(c.candidate), BattleSnapshot::rowName(c.row), clause);
    case Qt::TextAlignmentRole: return index.column() == LivingColumn ? QVariant(int(Qt::AlignCenter)) : QVariant();
    case Qt::FontRole:
        if (chosen) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole: return chosen ? QVariant() : QVariant(PanelStyle::dimText());
    case Qt::BackgroundRole: return chosen ? QVariant(NationNames::currentRowFill()) : QVariant();
    case IsCurrentRole: return chosen;
    case IsSkippedRole: return skipped;
    case SideRole: return s.targetSide;
    case CandidateRole: return static_cast<int>(c.candidate);
    default: return {};
    }
}

QVariant BattleRangeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CandidateColumn: return tr("Candidate range");
    case RowColumn: return tr("Row");
    case LivingColumn: return tr("Living");
    case ResultColumn: return tr("Result");
    }
    return {};
}

}  // namespace ts::gui
