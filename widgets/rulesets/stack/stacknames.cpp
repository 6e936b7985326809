#include "rulesets/stack/stacknames.h"

#include "session/panelstyle.h"

namespace ts::gui {

using stack::Node;

QString StackNames::nodeLabel(Node n) { return QString::fromUtf8(stack::nodeLabel(n)); }

QString StackNames::nodeQuestion(Node n)
{
    switch (n) {
    case Node::GameStart: return tr("Game start");
    case Node::ChanceToTurnPlayer: return tr("Chance to the turn player");
    case Node::StageEmpty: return tr("Is the stage empty?");
    case Node::ResetPassList: return tr("Reset the pass list");
    case Node::TakeAction: return tr("Take an action");
    case Node::IsInstant: return tr("Instant effect?");
    case Node::Resolve: return tr("Resolve the effect");
    case Node::WinCheck: return tr("Win check");
    case Node::AddToStage: return tr("Add to the stage");
    case Node::TriggerCheck: return tr("Trigger check");
    case Node::TakeActionQ: return tr("Take an action?");
    case Node::RegisterPass: return tr("Register in the pass list");
    case Node::AllPassed: return tr("Pass list = number of players?");
    case Node::TakeFromStage: return tr("Take off the stage");
    case Node::MoveChance: return tr("Move the chance");
    case Node::InstantTriggered: return tr("Instant triggered?");
    case Node::ResolveTriggered: return tr("Resolve & win check");
    case Node::NormalTriggered: return tr("Normal triggered?");
    case Node::StageTriggered: return tr("Add to the stage");
    case Node::Over: return tr("Game over");
    case Node::None: break;
    }
    return {};
}

QString StackNames::clauseOf(Node n)
{
    const auto v = static_cast<int>(n);
    if (v >= 1 && v <= 15)
        return QStringLiteral("002:%1").arg(v);
    if (v >= 101 && v <= 104)
        return QStringLiteral("002:10-%1").arg(v - 100);
    return {};
}

QString StackNames::timing(stack::Timing t) { return t == stack::Timing::Main ? tr("main") : tr("quick"); }
QString StackNames::speed(stack::Speed s) { return s == stack::Speed::Instant ? tr("instant") : tr("normal"); }

QString StackNames::outcome(std::int32_t o)
{
    switch (static_cast<stack::Outcome>(o)) {
    case stack::Outcome::None: return tr("running");
    case stack::Outcome::Win: return tr("won");
    case stack::Outcome::Draw: return tr("a draw");
    case stack::Outcome::TurnLimit: return tr("turn limit reached");
    case stack::Outcome::ActionLimit: return tr("action limit reached");
    case stack::Outcome::Stalled: return tr("stalled: the chance holder has no legal action");
    case stack::Outcome::TriggerLimit: return tr("trigger limit reached");
    case stack::Outcome::StageLimit: return tr("stage limit reached");
    }
    return QString::number(o);
}

QString StackNames::entity(const stack::StackGame& g, std::int32_t e)
{
    return e <= 0 ? QStringLiteral("-") : QString::fromStdString(g.entityName(static_cast<EntityId>(e)));
}

QString StackNames::player(const stack::StackGame& g, std::int32_t p)
{
    return p < 0 || static_cast<std::size_t>(p) >= g.scenario().players.size()
        ? QStringLiteral("-")
        : QString::fromStdString(g.scenario().players[static_cast<std::size_t>(p)].name);
}

QString StackNames::action(const stack::StackGame& g, std::int32_t a)
{
    return a < 0 || static_cast<std::size_t>(a) >= g.scenario().actions.size()
        ? QStringLiteral("-")
        : QString::fromStdString(g.scenario().actions[static_cast<std::size_t>(a)].name);
}

QString StackNames::zone(const stack::StackGame& g, std::int32_t z)
{
    return z < 0 || static_cast<std::size_t>(z) >= g.scenario().zones.size()
        ? QStringLiteral("-")
        : QString::fromStdString(g.scenario().zones[static_cast<std::size_t>(z)]);
}

QString StackNames::entryTitle(const stack::StackGame& g, const stack::Entry& e)
{
    return tr("%1 #%2").arg(action(g, e.action)).arg(e.serial);
}

QColor StackNames::playerColor(std::int32_t p)
{
    static const QColor colors[] = {QColor(0x3d, 0x85, 0xd6), QColor(0xd6, 0x5f, 0x3d), QColor(0x2e, 0x9e, 0x5b),
                                    QColor(0x9b, 0x59, 0xb6), QColor(0xc9, 0x9a, 0x1e), QColor(0x1a, 0xa3, 0xa3),
                                    QColor(0xc2, 0x45, 0x8c), QColor(0x7a, 0x86, 0x8c)};
    return p < 0 ? PanelStyle::dimText() : colors[static_cast<std::size_t>(p) % std::size(colors)];
}

QColor StackNames::speedColor(stack::Speed s)
{
    return s == stack::Speed::Instant ? QColor(0xe0, 0x8e, 0x1b) : QColor(0x3d, 0x85, 0xd6);
}
QColor StackNames::accent() { return QColor(0xf0, 0xb4, 0x29); }
}  // namespace ts::gui
