#include "rulesets/stack/chancemodel.h"

#include "rulesets/stack/stacknames.h"
#include "session/gameas.h"
#include "session/sessioncontroller.h"

#include <QFont>

namespace ts::gui {

ChanceModel::ChanceModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        resetPending_ = true;
        gate_.request();
    });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

int ChanceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}
int ChanceModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PlayerColumn: return tr("Player");
    case TurnColumn: return tr("Turn");
    case ChanceColumn: return tr("Chance");
    case PassColumn: return tr("Pass list");
    case CountersColumn: return tr("Counters");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

QVariant ChanceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(rows_.size()))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlayerColumn: return r.name;
        case TurnColumn: return r.turn ? tr("★ turn player") : QString();
        case ChanceColumn: return r.chance ? tr("● holds the chance") : QString();
        case PassColumn: return r.passOrder > 0 ? tr("passed (#%1)").arg(r.passOrder) : QStringLiteral("—");
        case CountersColumn: return r.counters;
        case StatusColumn: return r.status;
        default: return {};
        }
    case Qt::FontRole:
        if (r.chance && index.column() <= ChanceColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == PlayerColumn ? QVariant(StackNames::playerColor(index.row())) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == PassColumn)
            return tr("⑫ registers a player who passes once; ⑬ compares the list's size with the number of players; "
                      "only ④ clears it.");
        if (index.column() == CountersColumn || index.column() == StatusColumn)
            return index.data(Qt::DisplayRole);  // the whole text when the column is narrow
        return {};
    case TurnPlayerRole: return r.turn;
    case ChanceRole: return r.chance;
    case PassOrderRole: return r.passOrder;
    case PlayerIndexRole: return index.row();
    default: return {};
    }
}

void ChanceModel::refresh()
{
    std::vector<Row> rows;
    QString headline, node, passList;
    int passCount = 0;
    const Game* state = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    const auto* g = gameAs<stack::StackGame>(state);
    if (!g) {
        headline = tr("No game of the core rules (seed 002) is open.");
    } else {
        const stack::GameState& s = g->state();
        QStringList names;
        for (const std::int32_t p : s.passList)
            names << StackNames::player(*g, p);
        passList = names.isEmpty() ? tr("(empty)") : names.join(QStringLiteral(" → "));
        passCount = static_cast<int>(s.passList.size());
        for (std::size_t p = 0; p < s.players.size(); ++p) {
            Row r;
            r.name = StackNames::player(*g, static_cast<std::int32_t>(p));
            r.turn = s.turnPlayer == static_cast<std::int32_t>(p);
            r.chance = s.chanceHolder == static_cast<std::int32_t>(p);
            for (std::size_t k = 0; k < s.passList.size(); ++k)
                if (s.passList[k] == static_cast<std::int32_t>(p))
                    r.passOrder = static_cast<int>(k + 1);
            QStringList counters;
            for (std::size_t k = 0; k < g->scenario().counters.size(); ++k)
                counters << QStringLiteral("%1 %2")
                                .arg(QString::fromStdString(g->scenario().counters[k]))
                                .arg(s.players[p].counters[k]);
            r.counters = counters.join(QStringLiteral(", "));
            r.status = s.players[p].lost ? tr("lost") : s.players[p].won ? tr("won") : QString();
            if (s.winner == static_cast<std::int32_t>(p))
                r.status = tr("wins");
            rows.push_back(r);
        }
        headline = tr("Pass list: %1 of %2 players").arg(passCount).arg(rows.size());
        node = tr("At %1 %2").arg(StackNames::nodeLabel(s.node), StackNames::nodeQuestion(s.node));
        if (s.pc != stack::Node::Over && s.pc != s.node)
            node += QStringLiteral(" · ") +
                tr("next: %1 %2").arg(StackNames::nodeLabel(s.pc), StackNames::nodeQuestion(s.pc));
        if (s.outcome != 0)
            node = tr("Game over: %1").arg(StackNames::outcome(s.outcome));
    }
    const bool reshape = resetPending_ || rows.size() != rows_.size();
    if (reshape)
        beginResetModel();
    rows_ = std::move(rows);
    headline_ = headline;
    nodeText_ = node;
    passList_ = passList;
    passCount_ = passCount;
    if (reshape) {
        endResetModel();
        resetPending_ = false;
    } else if (!rows_.empty()) {
        emit dataChanged(index(0, 0), index(static_cast<int>(rows_.size()) - 1, ColumnCount - 1));
    }
    emit refreshed();
}

}  // namespace ts::gui
