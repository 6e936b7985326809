#include "rulesets/nation/npcdecisionsnapshot.h"

#include "rulesets/nation/npcdecisionmodel.h"
#include "rulesets/nation/statesnames.h"

#include "rulesets/nation/game.h"

#include <charconv>
#include <optional>

namespace ts::gui {

// The texts are NpcDecisionModel's: they keep the translation context they had when the model
// built them itself.
namespace {

using nation::NpcDecisionKind;
using nation::Rational;

// The engine's exact texts back into fractions: "116/3", "58", "1.5".
std::optional<Rational> parseExact(const std::string& text)
{
    if (text.empty())
        return std::nullopt;
    const auto slash = text.find('/');
    if (slash == std::string::npos)
        return Rational::parseDecimal(text);
    std::int64_t num = 0, den = 0;
    const char* first = text.data();
    const char* mid = first + slash;
    const char* last = first + text.size();
    if (std::from_chars(first, mid, num).ptr != mid || std::from_chars(mid + 1, last, den).ptr != last || den == 0)
        return std::nullopt;
    return Rational::of(num, den);
}

QString kindName(int kind, int count)
{
    switch (static_cast<NpcDecisionKind>(kind)) {
    case NpcDecisionKind::Domestic:
        return count == 1 ? NpcDecisionModel::tr("1 domestic command")
                          : NpcDecisionModel::tr("%1 domestic commands").arg(count);
    case NpcDecisionKind::Action:
        return count == 1 ? NpcDecisionModel::tr("1 action command")
                          : NpcDecisionModel::tr("%1 action commands").arg(count);
    case NpcDecisionKind::Battle: return NpcDecisionModel::tr("battle");
    case NpcDecisionKind::Nothing: return NpcDecisionModel::tr("nothing to do");
    }
    return {};
}

// One row per previewed command; the chosen one and those tied with it say why.
std::vector<NpcDecisionSnapshot::Row> candidateRows(const nation::NationScenario& sc, const nation::NpcDecision& d)
{
    std::vector<NpcDecisionSnapshot::Row> rows;
    const int chosen = d.chosen;
    const std::string best = chosen >= 0 ? d.candidates[static_cast<std::size_t>(chosen)].score : std::string();
    int ties = 0;
    for (std::size_t i = 0; i < d.candidates.size(); ++i) {
        const nation::NpcCandidate& c = d.candidates[i];
        NpcDecisionSnapshot::Row r;
        r.command = NationNames::command(sc, c.command);
        r.exact = QString::fromStdString(c.score);
        r.ceil = c.scoreCeil;
        // Exact texts are reduced fractions: equal texts are equal scores.
        r.tied = static_cast<int>(i) != chosen && !best.empty() && c.score == best;
        ties += r.tied ? 1 : 0;
        if (r.tied)
            r.note = NpcDecisionModel::tr("as good as %1, which comes first in the list (ties go to the first)")
                         .arg(NationNames::command(sc, d.candidates[static_cast<std::size_t>(chosen)].command));
        rows.push_back(std::move(r));
    }
    if (chosen >= 0)
        rows[static_cast<std::size_t>(chosen)].note = ties > 0
            ? NpcDecisionModel::tr("chosen: the highest score, first of %1 tied").arg(ties + 1)
            : NpcDecisionModel::tr("chosen: the highest score");
    return rows;
}

// The decision phase's numbers: own military power times belligerence against the closest hostile nation's.
NpcDecisionSnapshot::Judgement judgementOf(const nation::NationScenario& sc, const nation::NpcDecision& d)
{
    NpcDecisionSnapshot::Judgement judgement;
    judgement.present = true;
    judgement.ownMilitary = QString::fromStdString(d.ownMilitary);
    judgement.belligerence = QString::fromStdString(d.belligerence);
    judgement.candidateNation = d.candidateNation >= 0 ? NationNames::nation(sc, d.candidateNation) : QString();
    judgement.candidateMilitary = d.candidateNation >= 0 ? QString::fromStdString(d.candidateMilitary) : QString();
    judgement.battle = d.kind == NpcDecisionKind::Battle;
    const auto own = parseExact(d.ownMilitary), bell = parseExact(d.belligerence);
    if (own && bell)
        judgement.ownTimesBelligerence = QString::fromStdString((*own * *bell).text());
    return judgement;
}

}  // namespace

NpcDecisionSnapshot NpcDecisionSnapshot::empty(const QString& why)
{
    NpcDecisionSnapshot s;
    s.headline = why;
    return s;
}

NpcDecisionSnapshot NpcDecisionSnapshot::build(const nation::NationGame& game)
{
    if (!game.state().lastNpcDecision.valid)
        return empty(NpcDecisionModel::tr("No NPC decision yet"));
    const nation::NpcDecision& d = game.state().lastNpcDecision;
    const auto& sc = game.scenario();
    NpcDecisionSnapshot s;
    s.hasDecision = true;
    s.nation = NationNames::nation(sc, d.nation);
    s.round = d.round;
    s.kind = static_cast<int>(d.kind);
    s.chosen = d.chosen;
    s.rows = candidateRows(sc, d);
    if (d.kind == NpcDecisionKind::Battle)
        s.headline = NpcDecisionModel::tr("%1, round %2: battle against %3")
                         .arg(s.nation)
                         .arg(s.round)
                         .arg(NationNames::nation(sc, d.candidateNation));
    else if (s.chosen >= 0)
        s.headline = NpcDecisionModel::tr("%1, round %2: runs %3, the best of %4")
                         .arg(s.nation)
                         .arg(s.round)
                         .arg(s.rows[static_cast<std::size_t>(s.chosen)].command,
                              kindName(s.kind, static_cast<int>(s.rows.size())));
    else
        s.headline = NpcDecisionModel::tr("%1, round %2: %3").arg(s.nation).arg(s.round).arg(kindName(s.kind, 0));
    if (d.kind != NpcDecisionKind::Domestic)
        s.judgement = judgementOf(sc, d);
    return s;
}

}  // namespace ts::gui
