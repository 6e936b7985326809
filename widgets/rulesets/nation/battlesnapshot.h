#pragma once
// The battle of seed 001 §2.8 / 3.3.5 at the cursor, copied out of the game with every name
// resolved, for the battle view's widget and tables: both formations, the attack order and
// where it stands, the target array with its nulls and the slot at the target index, the
// candidate ranges checked (why the range was chosen), this attack's power damage and the
// battle's pending steal. After a battle the context stays readable (the last battle);
// before the first one there is none.
#include "kernel/event.h"
#include "rulesets/nation/state.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ts::gui {

class SessionController;

struct BattleSnapshot {
    Q_DECLARE_TR_FUNCTIONS(BattleSnapshot)
public:
    enum class Status { NotNation, NoBattle, Active, Ended };
    // Where the current attack stands (3.3.5.3); Between: no attack under way.
    enum class AttackStage { Between, Start, TargetsDecided, Damage, PowerDamageDone };
    enum class AttackState { Done, Current, Waiting };

    struct Unit {
        int index = -1;  // in its nation's unit array
        EntityId entity = kNoEntity;
        QString name;
        int hp = 0, maxHp = 1, attack = 0;
        nation::Row row = nation::Row::Front;
        int slot = 0;
        bool dead = false;
    };
    struct Side {
        int nation = -1;
        QString name;
        int power = 0;
        bool fallen = false;
        std::vector<Unit> units;
        const Unit* at(nation::Row row, int slot) const;  // the unit placed there (a dead one too), or null
    };
    struct Attack {
        int side = 0;  // 0 attacker, 1 defender
        int unit = -1;
        QString unitName, skillName;
        int priority = 0;
        nation::Row row = nation::Row::Front;
        AttackState state = AttackState::Waiting;
    };
    struct TargetSlot {
        int unit = -1;  // in the target side's unit array; -1 = null
        QString name;  // empty for null
        int hp = 0, maxHp = 1;
        bool dead = false;
        int damage = 0, powerDamage = 0;
        bool done = false;  // the unit damage step took this slot
    };

    Status status = Status::NotNation;
    QString reason;  // NotNation: why the panel is empty
    int slotsPerRow = 3;
    Side sides[2];  // [0] the attacking nation, [1] the defending nation
    std::vector<Attack> order;
    int currentAttackIndex = 0;
    int currentAttack = -1;  // index into order of the attack under way or just ended, -1 none
    AttackStage stage = AttackStage::Between;
    // The current (or last) attack.
    int attackerSide = -1, attackerUnit = -1;
    QString attackerName, skillName;
    nation::Row patternRow = nation::Row::Front;
    std::vector<int> patternSlots;
    bool powerDamageApplies = false;  // the attacker belongs to the attacking nation (3.3.5.3.5-1)
    int targetSide = -1;  // whose units the target array holds, -1 none yet
    std::vector<TargetSlot> targets;
    int targetIndex = 0;
    nation::RangeChoice chosen = nation::RangeChoice::None;
    int chosenRow = -1;
    std::vector<nation::CandidateCheck> checks;
    int attackPowerDamage = 0;
    int pendingPowerDamage = 0;

    static BattleSnapshot at(SessionController* controller);

    bool hasBattle() const { return status == Status::Active || status == Status::Ended; }
    bool hasTargets() const { return targetSide >= 0 && chosen != nation::RangeChoice::None; }
    // The target index points at a slot still to be taken by the unit damage step.
    bool targetIndexLive() const;
    bool powerDamageShown() const { return stage == AttackStage::PowerDamageDone; }
    int nullSlots() const;

    // "North attacks South — attack #2 of 6: N-Archer uses Volley", or why there is none.
    QString headline() const;
    // "one row behind (Middle)"; "empty Front row: all null".
    static QString rangeName(nation::RangeChoice r);
    // Why this range: "normal (Front) is empty, one row behind (Middle) has 1 living unit".
    QString rangeSummary() const;
    static QString rowName(int row);  // -1: "outside Front..Back"

    // The target array's slot holding a unit of `side` (-1: none).
    int targetSlotOf(int side, int unit) const;
    // What the battle view says when the mouse rests on a unit, a target slot, an attack.
    QString unitToolTip(int side, const Unit& u) const;
    QString slotToolTip(int slot) const;
    QString attackToolTip(int attack) const;
};

}  // namespace ts::gui
