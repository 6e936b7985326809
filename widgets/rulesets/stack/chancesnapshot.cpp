#include "rulesets/stack/chancesnapshot.h"

#include "rulesets/stack/stacknames.h"

#include "rulesets/stack/game.h"

#include <QStringList>

namespace ts::gui {

namespace {

ChanceSnapshot::Row playerRow(const stack::StackGame& g, std::size_t p)
{
    const stack::GameState& s = g.state();
    ChanceSnapshot::Row r;
    r.name = StackNames::player(g, static_cast<std::int32_t>(p));
    r.turn = s.turnPlayer == static_cast<std::int32_t>(p);
    r.chance = s.chanceHolder == static_cast<std::int32_t>(p);
    for (std::size_t k = 0; k < s.passList.size(); ++k)
        if (s.passList[k] == static_cast<std::int32_t>(p))
            r.passOrder = static_cast<int>(k + 1);
    QStringList counters;
    for (std::size_t k = 0; k < g.scenario().counters.size(); ++k)
        counters << QStringLiteral("%1 %2")
                        .arg(QString::fromStdString(g.scenario().counters[k]))
                        .arg(s.players[p].counters[k]);
    r.counters = counters.join(QStringLiteral(", "));
    r.status = s.players[p].lost ? ChanceSnapshot::tr("lost")
        : s.players[p].won       ? ChanceSnapshot::tr("won")
                                 : QString();
    if (s.winner == static_cast<std::int32_t>(p))
        r.status = ChanceSnapshot::tr("wins");
    return r;
}

}  // namespace

ChanceSnapshot ChanceSnapshot::empty(const QString& why)
{
    ChanceSnapshot out;
    out.headline = why;
    return out;
}

QString ChanceSnapshot::noGame() { return tr("No game of the core rules (seed 002) is open."); }

ChanceSnapshot ChanceSnapshot::build(const stack::StackGame& g)
{
    const stack::GameState& s = g.state();
    ChanceSnapshot out;
    QStringList names;
    for (const std::int32_t p : s.passList)
        names << StackNames::player(g, p);
    out.passList = names.isEmpty() ? tr("(empty)") : names.join(QStringLiteral(" → "));
    out.passCount = static_cast<int>(s.passList.size());
    for (std::size_t p = 0; p < s.players.size(); ++p)
        out.rows.push_back(playerRow(g, p));
    out.headline = tr("Pass list: %1 of %2 players").arg(out.passCount).arg(out.rows.size());
    out.nodeText = tr("At %1 %2").arg(StackNames::nodeLabel(s.node), StackNames::nodeQuestion(s.node));
    if (s.pc != stack::Node::Over && s.pc != s.node)
        out.nodeText +=
            QStringLiteral(" · ") + tr("next: %1 %2").arg(StackNames::nodeLabel(s.pc), StackNames::nodeQuestion(s.pc));
    if (s.outcome != 0)
        out.nodeText = tr("Game over: %1").arg(StackNames::outcome(s.outcome));
    return out;
}

}  // namespace ts::gui
