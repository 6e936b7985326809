#include "rulesets/roguelike/energysnapshot.h"

#include "session/gameas.h"

#include "rulesets/roguelike/energy_game.h"

#include <QCoreApplication>

namespace ts::gui {

namespace {
QString dir(std::int32_t d) { return QString::fromLatin1(roguelike::kDirNames[d & 7]); }
}  // namespace

const EnergyActorView* EnergySnapshot::actor(EntityId id) const
{
    return id >= 1 && id <= actors.size() ? &actors[id - 1] : nullptr;
}

QString energyActionText(std::int32_t code)
{
    using roguelike::EnAction;
    const roguelike::EnergyAction a = roguelike::decodeAction(code);
    switch (a.kind) {
    case EnAction::Walk: return QCoreApplication::translate("ts::gui::EnergySnapshot", "walk %1").arg(dir(a.dir));
    case EnAction::Attack: return QCoreApplication::translate("ts::gui::EnergySnapshot", "attack %1").arg(dir(a.dir));
    case EnAction::OpenDoor:
        return QCoreApplication::translate("ts::gui::EnergySnapshot", "open the door %1").arg(dir(a.dir));
    case EnAction::Rest:
        return a.param == 1 ? QCoreApplication::translate("ts::gui::EnergySnapshot", "rest 1 turn")
                            : QCoreApplication::translate("ts::gui::EnergySnapshot", "rest %1 turns").arg(a.param);
    case EnAction::ChangeSpeed:
        return QCoreApplication::translate("ts::gui::EnergySnapshot", "change speed by %1")
            .arg(a.param > 0 ? QStringLiteral("+%1").arg(a.param) : QString::number(a.param));
    case EnAction::None: break;
    }
    return QCoreApplication::translate("ts::gui::EnergySnapshot", "action #%1").arg(code);
}

QString brainText(roguelike::BrainKind brain)
{
    switch (brain) {
    case roguelike::BrainKind::Player: return QCoreApplication::translate("ts::gui::EnergySnapshot", "player (input)");
    case roguelike::BrainKind::Chase: return QCoreApplication::translate("ts::gui::EnergySnapshot", "chase");
    case roguelike::BrainKind::Wander: return QCoreApplication::translate("ts::gui::EnergySnapshot", "wander");
    case roguelike::BrainKind::KeepDistance:
        return QCoreApplication::translate("ts::gui::EnergySnapshot", "keep distance");
    case roguelike::BrainKind::Script: return QCoreApplication::translate("ts::gui::EnergySnapshot", "script");
    }
    return {};
}

EnergySnapshot energySnapshot(const Game* game)
{
    EnergySnapshot s;
    const auto* g = gameAs<roguelike::EnergyGame>(game);
    if (!g) {
        s.reason = game
            ? QCoreApplication::translate("ts::gui::EnergySnapshot",
                                          "The energy panels belong to energy games (\"scheduler\": \"energy\")")
            : QCoreApplication::translate("ts::gui::EnergySnapshot", "No session");
        return s;
    }
    const roguelike::EnergyState& st = g->state();
    const roguelike::EnergyScenario& sc = g->scenario();
    s.valid = true;
    s.visit = st.visit;
    s.turn = st.turn;
    s.visitInTurn = st.visitInTurn;
    s.visits = sc.visits;
    s.table = QString::fromLatin1(roguelike::energyTableName(sc.table));
    s.cost = roguelike::kActionCost;
    s.current = static_cast<EntityId>(st.current);
    s.awaiting = st.awaiting;
    if (const auto next = g->predictNextToAct()) {
        s.nextActor = next->actor;
        s.nextInVisits = next->inVisits;
    }
    if (st.chainActor >= 1 && static_cast<std::size_t>(st.chainActor) <= sc.actors.size())
        s.chainActor = QString::fromStdString(sc.actors[static_cast<std::size_t>(st.chainActor - 1)].name);
    const auto entityName = [&](std::int32_t id) -> QString {
        if (id >= 1 && static_cast<std::size_t>(id) <= sc.actors.size())
            return QString::fromStdString(sc.actors[static_cast<std::size_t>(id - 1)].name);
        const auto door = static_cast<std::size_t>(id) - sc.worldEntity() - 1;
        if (id > 0 && static_cast<EntityId>(id) > sc.worldEntity() && door < sc.doors.size())
            return QCoreApplication::translate("ts::gui::EnergySnapshot", "door (%1,%2)")
                .arg(sc.doors[door].x)
                .arg(sc.doors[door].y);
        return {};
    };
    for (int k = 0; k < st.chainLength && k < roguelike::kChainCapacity; ++k) {
        const roguelike::ChainStep& c = st.chain[static_cast<std::size_t>(k)];
        s.chain.push_back({c.action, entityName(c.target), (c.result & roguelike::ChainBits::Succeeded) != 0,
                           (c.result & roguelike::ChainBits::Done) != 0,
                           (c.result & roguelike::ChainBits::Alternative) != 0});
    }
    const auto n = st.actors.size();
    int place = 0;
    std::vector<int> places(n, -1);
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t i = (static_cast<std::size_t>(st.current > 0 ? st.current - 1 : 0) + k) % n;
        if (st.actors[i].alive)
            places[i] = place++;
    }
    s.actors.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const roguelike::EnergyActor& a = st.actors[i];
        EnergyActorView v{a.id,
                          QString::fromStdString(sc.actors[i].name),
                          a.faction,
                          a.brain,
                          a.x,
                          a.y,
                          a.speed,
                          g->gainOf(a),
                          a.energy,
                          a.visits,
                          a.acted,
                          a.progress,
                          a.alive,
                          a.id == s.current,
                          a.id == s.nextActor,
                          places[i],
                          {}};
        for (int k = 0; k < a.queueLength && k < roguelike::kActionQueueCapacity; ++k)
            v.actions.push_back(a.queued(k));
        s.actors.push_back(std::move(v));
    }
    return s;
}

}  // namespace ts::gui
