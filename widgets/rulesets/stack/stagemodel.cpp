#include "rulesets/stack/stagemodel.h"

#include "rulesets/stack/stacknames.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "kernel/kinds.h"

namespace ts::gui {

namespace {
using stack::Node;
constexpr Seq kLookBack = 20000;  // events searched back for the rows that left the stage
}  // namespace

StageModel::StageModel(SessionController* controller, QObject* parent)
    : QAbstractListModel(parent), controller_(controller)
{
    connect(controller_, &SessionController::sessionChanged, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    refresh();
}

int StageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QString StageModel::sectionTitle(RowKind kind)
{
    switch (kind) {
    case RowKind::InHand: return tr("In hand");
    case RowKind::Stage: return tr("Stage (top first: the top resolves next)");
    case RowKind::Waiting: return tr("Triggered, waiting for the trigger check ⑩");
    case RowKind::Left: return tr("Left the stage this turn");
    }
    return {};
}

QModelIndex StageModel::firstOf(RowKind kind) const
{
    for (std::size_t r = 0; r < rows_.size(); ++r)
        if (rows_[r].kind == kind)
            return index(static_cast<int>(r));
    return {};
}

QVariant StageModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(rows_.size()))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        QString text = tr("%1 #%2 · %3 · %4")
                           .arg(r.action)
                           .arg(r.serial)
                           .arg(r.controller, StackNames::speed(static_cast<stack::Speed>(r.speed)));
        if (!r.target.isEmpty())
            text += QStringLiteral(" → ") + r.target;
        return text;
    }
    case Qt::ToolTipRole:
        return tr("<b>%1 #%2</b> (%3)<br>controller: %4<br>%5 effect%6<br>granted or started by: %7%8<br>put there by "
                  "event %9")
            .arg(r.action.toHtmlEscaped())
            .arg(r.serial)
            .arg(r.status)
            .arg(r.controller.toHtmlEscaped(), StackNames::speed(static_cast<stack::Speed>(r.speed)),
                 r.timing < 0
                     ? tr(", triggered")
                     : QStringLiteral(", ") + StackNames::timing(static_cast<stack::Timing>(r.timing)) + tr(" timing"),
                 r.source.toHtmlEscaped(),
                 r.target.isEmpty() ? QString()
                                    : QStringLiteral("<br>") + tr("target: %1").arg(r.target.toHtmlEscaped()))
            .arg(r.addedAt);
    case Qt::ForegroundRole: return r.kind == RowKind::Left ? QVariant(PanelStyle::dimText()) : QVariant();
    case RowKindRole: return static_cast<int>(r.kind);
    case SerialRole: return r.serial;
    case ActionRole: return r.action;
    case ControllerRole: return r.controller;
    case ControllerIndexRole: return r.controllerIndex;
    case SpeedRole: return r.speed;
    case TimingRole: return r.timing;
    case SourceRole: return r.source;
    case TargetRole: return r.target;
    case AddedAtRole: return r.addedAt;
    case PositionRole: return r.position;
    case NextRole: return r.next;
    case TriggeredRole: return r.triggered;
    case StatusRole: return r.status;
    case SeqRole: return r.addedAt;
    default: return {};
    }
}

void StageModel::refresh()
{
    std::vector<Row> rows;
    QString headline;
    int stageSize = 0;
    const Game* state = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    const auto* g = gameAs<stack::StackGame>(state);
    if (!g) {
        headline = tr("No game of the core rules (seed 002) is open.");
    } else {
        const stack::GameState& s = g->state();
        const auto rowOf = [&](const stack::Entry& e, RowKind kind) {
            // A state rebuilt from a trace file's writes may hold anything: no lookup unchecked.
            static const stack::ActionDef unknown;
            const bool known = e.action >= 0 && static_cast<std::size_t>(e.action) < g->scenario().actions.size();
            const stack::ActionDef& def = known ? g->scenario().actions[static_cast<std::size_t>(e.action)] : unknown;
            Row r;
            r.kind = kind;
            r.serial = e.serial;
            r.action = StackNames::action(*g, e.action);
            r.controller = StackNames::player(*g, e.controller);
            r.controllerIndex = e.controller;
            r.speed = static_cast<int>(def.speed);
            r.timing = e.triggered || !def.hasTiming ? -1 : static_cast<int>(def.timing);
            r.source = StackNames::entity(*g, e.source);
            if (e.target)
                r.target = StackNames::entity(*g, e.target);
            else if (e.targetEntry)
                r.target = tr("the action #%1").arg(e.targetEntry);
            r.addedAt = e.addedAt < 0 ? 0 : static_cast<qulonglong>(e.addedAt);
            r.triggered = e.triggered != 0;
            return r;
        };
        if (!s.current.empty()) {
            Row r = rowOf(s.current, RowKind::InHand);
            const bool resolving =
                s.node == Node::Resolve || s.node == Node::TakeFromStage || s.node == Node::ResolveTriggered;
            r.status = resolving ? tr("resolving") : tr("declared");
            rows.push_back(r);
        }
        for (std::size_t k = s.stage.size(); k-- > 0;) {
            Row r = rowOf(s.stage[k], RowKind::Stage);
            r.position = static_cast<int>(k + 1);
            r.next = k + 1 == s.stage.size();
            r.status = r.next ? tr("resolves next") : tr("on the stage");
            rows.push_back(r);
        }
        for (const stack::Entry& e : s.pending) {
            Row r = rowOf(e, RowKind::Waiting);
            r.status = e.batch ? tr("in the batch of ⑩-2 / ⑩-4") : tr("waiting");
            rows.push_back(r);
        }
        stageSize = static_cast<int>(s.stage.size());
        addLeftRows(*g, rows);
        headline = tr("Turn %1 · %2 on the stage · %3 holds the chance · at %4 %5")
                       .arg(s.turnNumber)
                       .arg(stageSize)
                       .arg(StackNames::player(*g, s.chanceHolder), StackNames::nodeLabel(s.node),
                            StackNames::nodeQuestion(s.node));
        if (s.outcome != 0)
            headline = tr("Game over: %1").arg(StackNames::outcome(s.outcome)) +
                (s.winner >= 0 ? QStringLiteral(" · ") + tr("%1 wins").arg(StackNames::player(*g, s.winner))
                               : QString());
    }
    beginResetModel();
    rows_ = std::move(rows);
    headline_ = headline;
    stageSize_ = stageSize;
    endResetModel();
    emit refreshed();
}

// The actions taken off the stage (⑭) or cancelled since the turn began, up to the
// cursor, from the trace: the stage shows where they went.
void StageModel::addLeftRows(const stack::StackGame& g, std::vector<Row>& rows)
{
    const Session* s = controller_->session();
    if (!s || s->trace().empty())
        return;
    const Trace& t = s->trace();
    const auto kindOf = [&](const char* name) {
        for (std::size_t k = 0; k < t.kindNames.size(); ++k)
            if (t.kindNames[k] == name)
                return static_cast<KindId>(k);
        return KindId(0);
    };
    const KindId off = kindOf("stack.taken-off"), cancelled = kindOf("stack.cancelled"),
                 turn = kindOf("stack.turn-begin");
    const Seq cursor = std::min<Seq>(controller_->cursor(), t.size() - 1);
    int shown = 0;
    for (Seq i = cursor + 1; i-- > 0 && cursor - i < kLookBack && shown < kLeftShown;) {
        const Event e = t.at(i);
        if (e.kind == turn && i < cursor)
            break;
        if (e.kind != off && e.kind != cancelled)
            continue;
        if (e.kind == off && !g.state().current.empty() && g.state().current.serial == e.arg[1])
            continue;  // still in hand, being resolved
        Row r;
        r.kind = RowKind::Left;
        r.serial = e.kind == off ? e.arg[1] : e.arg[0];
        r.action = QString::fromStdString(t.entityName(e.subject[1]));
        r.controller = QString::fromStdString(t.entityName(e.subject[0]));
        r.status = e.kind == off ? tr("resolved (taken off at event %1)").arg(i) : tr("cancelled at event %1").arg(i);
        r.addedAt = i;
        r.position = e.kind == off ? e.arg[0] : e.arg[1];
        const std::int32_t action = g.scenario().actionOf(e.subject[1]);
        r.speed = action < 0 ? 0 : static_cast<int>(g.scenario().actions[static_cast<std::size_t>(action)].speed);
        r.controllerIndex = g.scenario().playerOf(e.subject[0]);
        rows.push_back(r);
        ++shown;
    }
}

}  // namespace ts::gui
