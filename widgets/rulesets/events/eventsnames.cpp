#include "rulesets/events/eventsnames.h"

#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/events/game.h"

#include <QFont>

namespace ts::gui {

using events::EvKind;

namespace {
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

template <class Def>
QString idOf(const std::vector<Def>& defs, std::int32_t i)
{
    return i >= 0 && static_cast<std::size_t>(i) < defs.size()
        ? QString::fromStdString(defs[static_cast<std::size_t>(i)].id)
        : QStringLiteral("#%1").arg(i);
}
}  // namespace

const events::EventsGame* EventsNames::gameAtCursor(SessionController* controller)
{
    if (!controller || !controller->hasSession())
        return nullptr;
    return gameAs<events::EventsGame>(controller->stateAtCursor());
}

QString EventsNames::notEventsReason(const SessionController* controller, const QString& panel)
{
    if (!controller || !controller->hasSession())
        return tr("No session");
    return tr("The %1 belongs to the events ruleset").arg(panel);
}

QString EventsNames::kind(EvKind k) { return fromView(events::evKindName(k)); }

QString EventsNames::phase(events::PhaseId p) { return fromView(events::phaseName(p)); }

QString EventsNames::rootOrigin(const events::Node& n)
{
    if (n.seeded)
        return tr("scenario queue");
    return n.phaseRoot ? tr("phase signal") : tr("instruction");
}

QString EventsNames::phaseMeaning(events::PhaseId p)
{
    switch (p) {
    case events::PhaseId::GameStart: return tr("who goes first (先后手)");
    case events::PhaseId::RollPhase: return tr("rolling the dice (掷骰)");
    case events::PhaseId::HandSwitch: return tr("switching hand cards (换手牌)");
    case events::PhaseId::RoundStart: return tr("start-of-round effects (结算开始效应)");
    case events::PhaseId::Combat: return tr("combat actions (执行各类战斗行动)");
    case events::PhaseId::RoundEnd: return tr("end-of-round effects (结算回合末效应)");
    case events::PhaseId::DeathSwap: return tr("choosing a new active character after a defeat (死亡后切换)");
    }
    return {};
}

QString EventsNames::address(const events::Address& a) { return QString::fromStdString(events::addressText(a)); }

QString EventsNames::entity(const events::EventsGame& g, EntityId e)
{
    return e == kNoEntity ? QStringLiteral("–") : QString::fromStdString(g.entityName(e));
}

QString EventsNames::element(std::int32_t e) { return fromView(events::damageElementName(e)); }

QString EventsNames::event(const events::EventsGame& g, const events::GameEvent& ev)
{
    const auto& sc = g.scenario();
    const std::int32_t tp = ev.targetPlayer >= 0 ? ev.targetPlayer : ev.player;
    const bool hasCharacter = tp >= 0 && tp < 2 && ev.character >= 0 &&
        ev.character < static_cast<std::int32_t>(g.state().players[tp].characters.size());
    const QString who = hasCharacter ? entity(g, g.characterEntity(tp, ev.character)) : QString();
    const QString head = kind(ev.kind);
    auto elements = [](std::int32_t mask) {
        QStringList out;
        for (int e = 0; e < events::kDiceSlots; ++e)
            if (mask & (1 << e))
                out << fromView(events::elementName(e));
        return out.isEmpty() ? tr("nothing") : out.join(QStringLiteral(", "));
    };
    switch (ev.kind) {
    case EvKind::Phase: return tr("%1 %2").arg(head, phase(static_cast<events::PhaseId>(ev.a)));
    case EvKind::Draw:
    case EvKind::Roll: return tr("%1 %2 (%3)").arg(head).arg(ev.a).arg(entity(g, events::EventsGame::playerEntity(tp)));
    case EvKind::Reroll: return tr("%1 %2").arg(head, elements(ev.a));
    case EvKind::ReturnCards: {
        QStringList cards;
        for (int i = 0; i < events::kHandLimit; ++i)
            if (ev.a & (1 << i))
                cards << QString::number(i);
        return tr("%1 hand cards %2").arg(head, cards.isEmpty() ? tr("none") : cards.join(QStringLiteral(", ")));
    }
    case EvKind::UseSkill:
    case EvKind::SkillOver:
        return tr("%1 %2 by %3").arg(head, idOf(sc.skills, ev.a), who) + (ev.plunging ? tr(" (plunging)") : QString());
    case EvKind::PlayCard:
    case EvKind::CardOver:
        return tr("%1 %2").arg(head, idOf(sc.cards, ev.def)) + (hasCharacter ? tr(" on %1").arg(who) : QString());
    case EvKind::ChooseActive:
    case EvKind::Switch:
    case EvKind::SwitchOver: return tr("%1 → %2").arg(head, who);
    case EvKind::Damage:
    case EvKind::DamageOver: return tr("%1 %2 %3 → %4").arg(head).arg(ev.a).arg(element(ev.b), who);
    case EvKind::Heal: return tr("%1 %2 → %3").arg(head).arg(ev.a).arg(who);
    case EvKind::AddBuff:
        return tr("%1 %2 → %3")
            .arg(head, idOf(sc.buffs, ev.def),
                 hasCharacter ? who : tr("team of %1").arg(entity(g, events::EventsGame::playerEntity(tp))));
    case EvKind::Summon: return tr("%1 %2").arg(head, idOf(sc.summons, ev.def));
    case EvKind::GainDice: return tr("%1 %2 %3").arg(head).arg(ev.a).arg(fromView(events::elementName(ev.b)));
    case EvKind::Discard: {
        if (const auto at = g.findUid(tp, ev.a))
            if (const events::Listener* l = g.listenerAt(*at))
                return tr("%1 %2").arg(head, entity(g, g.listenerEntity(*at, *l)));
        return tr("%1 listener %2").arg(head).arg(ev.a);
    }
    case EvKind::DeclareEnd:
    case EvKind::PassTurn: return tr("%1 (%2)").arg(head, entity(g, events::EventsGame::playerEntity(ev.player)));
    case EvKind::Count_: break;
    }
    return head;
}

QColor EventsNames::currentFill() { return PanelStyle::highlightFill(80, 120); }

QColor EventsNames::cursorFill()
{
    return PanelStyle::darkPalette() ? QColor(0x1f, 0x55, 0x3a) : QColor(0xc8, 0xf0, 0xd4);
}

QColor EventsNames::droppedText()
{
    return PanelStyle::darkPalette() ? QColor(0xe0, 0x7a, 0x6a) : QColor(0xb0, 0x3a, 0x2a);
}

}  // namespace ts::gui
