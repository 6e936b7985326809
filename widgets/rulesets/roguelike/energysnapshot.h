#pragma once
// What the energy panels show of an energy game (seed 003) at one event, copied out of the
// state as plain data: the models are fed this (and tested with it), never a pointer into a
// game the session may replace.
#include "kernel/event.h"
#include "rulesets/roguelike/energy_scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ts {
class Game;
}

namespace ts::gui {

struct EnergyActorView {
    EntityId id = kNoEntity;
    QString name;
    roguelike::Faction faction = roguelike::Faction::Enemy;
    roguelike::BrainKind brain = roguelike::BrainKind::Chase;
    int x = 0, y = 0;
    int speed = 0, gain = 0, energy = 0;
    int visits = 0, acted = 0, progress = 0;
    bool alive = true;
    bool current = false;  // the actor queue's current actor
    bool nextToAct = false;  // predicted to act next
    int queuePlace = -1;  // 0 = current, 1 = visited next, ...; -1 = out of the queue
    std::vector<std::int32_t> actions;  // the action queue (codes), head first
};

struct ChainStepView {
    std::int32_t action = 0;  // code
    QString target;  // the actor or door it concerned, "" for none
    bool succeeded = false, done = false, alternative = false;
};

struct EnergySnapshot {
    bool valid = false;
    QString reason;  // why not valid
    int visit = 0, turn = 0, visitInTurn = 0, visits = 0;
    QString table;  // "erf" / "angband"
    int cost = 0;  // the action cost, also the threshold to act
    EntityId current = kNoEntity;
    bool awaiting = false;
    EntityId nextActor = kNoEntity;
    qint64 nextInVisits = 0;
    QString chainActor;
    std::vector<ChainStepView> chain;
    std::vector<EnergyActorView> actors;  // in actor-queue (scenario) order

    const EnergyActorView* actor(EntityId id) const;
};

// The snapshot of `game`, or an invalid one (with a reason) when it is not an energy game.
EnergySnapshot energySnapshot(const Game* game);

// An action as a panel writes it ("walk E", "rest 2 turns", "open the door E"), translated.
QString energyActionText(std::int32_t code);
QString brainText(roguelike::BrainKind brain);

}  // namespace ts::gui
