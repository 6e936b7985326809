#include "rulesets/nation/npcdecisionmodel.h"

#include "rulesets/nation/statesnames.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/game.h"

#include <QFont>

#include <charconv>
#include <optional>

namespace ts::gui {

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

}  // namespace

NpcDecisionModel::NpcDecisionModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        resetPending_ = true;
        gate_.request();
    });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

QString NpcDecisionModel::kindText() const
{
    switch (kind_) {
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

// One row per previewed command; the chosen one and those tied with it say why.
std::vector<NpcDecisionModel::Row> NpcDecisionModel::candidateRows(const nation::NationScenario& sc,
                                                                   const nation::NpcDecision& d) const
{
    std::vector<Row> rows;
    const int chosen = d.chosen;
    const std::string best = chosen >= 0 ? d.candidates[static_cast<std::size_t>(chosen)].score : std::string();
    int ties = 0;
    for (std::size_t i = 0; i < d.candidates.size(); ++i) {
        const nation::NpcCandidate& c = d.candidates[i];
        Row r;
        r.command = NationNames::command(sc, c.command);
        r.exact = QString::fromStdString(c.score);
        r.ceil = c.scoreCeil;
        // Exact texts are reduced fractions: equal texts are equal scores.
        r.tied = static_cast<int>(i) != chosen && !best.empty() && c.score == best;
        ties += r.tied ? 1 : 0;
        if (r.tied)
            r.note = tr("as good as %1, which comes first in the list (ties go to the first)")
                         .arg(NationNames::command(sc, d.candidates[static_cast<std::size_t>(chosen)].command));
        rows.push_back(std::move(r));
    }
    if (chosen >= 0)
        rows[static_cast<std::size_t>(chosen)].note = ties > 0
            ? tr("chosen: the highest score, first of %1 tied").arg(ties + 1)
            : tr("chosen: the highest score");
    return rows;
}

// The decision phase's numbers: own military power times belligerence against the closest hostile nation's.
NpcDecisionModel::Judgement NpcDecisionModel::judgementOf(const nation::NationScenario& sc,
                                                          const nation::NpcDecision& d)
{
    Judgement judgement;
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

void NpcDecisionModel::refresh()
{
    std::vector<Row> rows;
    bool has = false;
    QString headline, nationName;
    int round = 0, kind = -1, chosen = -1;
    Judgement judgement;
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    if (!game) {
        headline = NationNames::notNationReason(controller_, tr("NPC decision panel"));
    } else if (!game->state().lastNpcDecision.valid) {
        headline = tr("No NPC decision yet");
    } else {
        const nation::NpcDecision& d = game->state().lastNpcDecision;
        const auto& sc = game->scenario();
        has = true;
        nationName = NationNames::nation(sc, d.nation);
        round = d.round;
        kind = static_cast<int>(d.kind);
        chosen = d.chosen;
        rows = candidateRows(sc, d);
        if (d.kind == NpcDecisionKind::Battle)
            headline = tr("%1, round %2: battle against %3")
                           .arg(nationName)
                           .arg(round)
                           .arg(NationNames::nation(sc, d.candidateNation));
        else if (chosen >= 0)
            headline =
                tr("%1, round %2: runs %3, the best of %4")
                    .arg(nationName)
                    .arg(round)
                    .arg(rows[static_cast<std::size_t>(chosen)].command, kindName(kind, static_cast<int>(rows.size())));
        else
            headline = tr("%1, round %2: %3").arg(nationName).arg(round).arg(kindName(kind, 0));

        if (d.kind != NpcDecisionKind::Domestic)
            judgement = judgementOf(sc, d);
    }

    const bool sameShape = !resetPending_ && rows.size() == rows_.size();
    if (!sameShape)
        beginResetModel();
    rows_ = std::move(rows);
    hasDecision_ = has;
    headline_ = headline;
    nation_ = nationName;
    round_ = round;
    kind_ = kind;
    chosen_ = chosen;
    judgement_ = judgement;
    resetPending_ = false;
    if (!sameShape)
        endResetModel();
    else if (!rows_.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit refreshed();
}

int NpcDecisionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int NpcDecisionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NpcDecisionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    const bool chosen = index.row() == chosen_;
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
