// Reads the parts of a scenario that make listeners act: effects with their targets and
// addresses, reactions with their filters, and dice costs.
#include "kinds.h"
#include "scenario_parser.h"

#include <algorithm>
#include <array>

namespace ts::events {

namespace {

using nlohmann::json;

constexpr std::array<const char*, 11> kEffects = {"damage", "heal",    "add-buff",   "summon", "draw",  "gain-dice",
                                                  "switch", "discard", "add-damage", "absorb", "cancel"};
constexpr std::array<const char*, 11> kTargets = {
    "holder",       "own-active", "own-next",      "own-all", "opponent-active", "opponent-next", "opponent-all",
    "event-target", "team",       "opponent-team", "self"};
constexpr std::array<const char*, 6> kRelations = {"any", "own", "opponent", "holder", "own-active", "this"};
constexpr std::array<const char*, 7> kZones = {"characters", "team-buffs", "summons", "supports",
                                               "hand",       "dice",       "pile"};
constexpr std::array<const char*, 4> kSubzones = {"weapon", "artifact", "talent", "buffs"};
constexpr std::array<const char*, 7> kPhases = {"GameStart", "RollPhase", "HandSwitch", "RoundStart",
                                                "Combat",    "RoundEnd",  "DeathSwap"};
constexpr std::array<const char*, 21> kEvents = {
    "phase",      "draw",        "roll",      "reroll",   "return-cards", "choose-active", "use-skill",
    "skill-over", "play-card",   "card-over", "switch",   "switch-over",  "declare-end",   "pass-turn",
    "damage",     "damage-over", "heal",      "add-buff", "summon",       "gain-dice",     "discard"};

bool isCharacterTarget(TargetKind t)
{
    return t != TargetKind::Team && t != TargetKind::OpponentTeam && t != TargetKind::Self;
}

bool concernsCharacter(EvKind k)
{
    switch (k) {
    case EvKind::ChooseActive:
    case EvKind::UseSkill:
    case EvKind::SkillOver:
    case EvKind::PlayCard:
    case EvKind::CardOver:
    case EvKind::Switch:
    case EvKind::SwitchOver:
    case EvKind::Damage:
    case EvKind::DamageOver:
    case EvKind::Heal:
    case EvKind::AddBuff: return true;
    default: return false;
    }
}

}  // namespace

std::string_view effectKindName(EffectKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < kEffects.size() ? kEffects[i] : "?";
}

std::string_view targetKindName(TargetKind k)
{
    const auto i = static_cast<std::size_t>(k);
    return i < kTargets.size() ? kTargets[i] : (k == TargetKind::AtAddress ? "address" : "?");
}

Cost Parser::cost(const json* j, const std::string& path) const
{
    Cost c;
    if (!j)
        return c;
    r_.object(*j, path);
    r_.keys(*j, {"aligned", "any"}, path);
    if (const json* a = Reader::optional(*j, "aligned"))
        c.aligned = r_.integer(*a, 0, 16, child(path, "aligned"));
    if (const json* a = Reader::optional(*j, "any"))
        c.any = r_.integer(*a, 0, 16, child(path, "any"));
    return c;
}

// {"player": "own" | "opponent", "zone": …, "index": n, "subzone": …, "offset": n}
Address Parser::address(const json& j, const std::string& path) const
{
    r_.object(j, path);
    r_.keys(j, {"player", "zone", "index", "subzone", "offset"}, path);
    Address a;
    const std::string pp = child(path, "player");
    const std::string who = r_.string(r_.required(j, "player", path), pp);
    if (who != "own" && who != "opponent")
        r_.fail(pp, "expected \"own\" or \"opponent\", found " + jsonShown(j["player"]));
    a.player = who == "own" ? 0 : 1;
    const std::string zp = child(path, "zone");
    a.zone = static_cast<ZoneId>(r_.oneOf(r_.required(j, "zone", path), kZones, "zone", zp));
    // Seed "Data Addressing": the pile and the dice pool are unordered, so they cannot be addressed.
    if (a.zone == ZoneId::Pile || a.zone == ZoneId::Dice)
        r_.fail(zp,
                std::string("the ") + kZones[static_cast<std::size_t>(a.zone)] +
                    " cannot be addressed: it is unordered (004:address)");
    const std::int32_t limits[] = {kMaxCharacters, kMaxSlots, kSummonLimit, kSupportLimit, kHandLimit};
    a.index = r_.integer(r_.required(j, "index", path), 0, limits[static_cast<int>(a.zone)] - 1, child(path, "index"));
    if (const json* sub = Reader::optional(j, "subzone")) {
        if (a.zone != ZoneId::Characters)
            r_.fail(child(path, "subzone"), "only the characters zone has sub-zones");
        a.subzone = static_cast<Subzone>(r_.oneOf(*sub, kSubzones, "sub-zone", child(path, "subzone")));
    }
    if (const json* off = Reader::optional(j, "offset")) {
        if (a.subzone != Subzone::Buffs)
            r_.fail(child(path, "offset"), "an offset counts only among a character's buffs (\"subzone\": \"buffs\")");
        a.offset = r_.integer(*off, 0, kMaxSlots - 1, child(path, "offset"));
    }
    return a;
}

// The effects that change the heard event (add-damage, absorb, cancel) belong to reactions,
// on the events they can change.
void Parser::checkModifier(EffectKind kind, const EffectContext& ctx, const std::string& dp) const
{
    const bool modifier = kind == EffectKind::AddDamage || kind == EffectKind::Absorb || kind == EffectKind::Cancel;
    if (modifier && !ctx.reaction)
        r_.fail(dp,
                std::string("\"") + kEffects[static_cast<std::size_t>(kind)] +
                    "\" changes the event a listener hears: only a reaction has one");
    // The game must always be able to leave a phase and end a round: the signals and the
    // bookkeeping of the phases and of their decisions cannot be cancelled.
    const bool structural = ctx.heard == EvKind::Phase || ctx.heard == EvKind::ChooseActive ||
        ctx.heard == EvKind::Reroll || ctx.heard == EvKind::ReturnCards || ctx.heard == EvKind::DeclareEnd;
    if (kind == EffectKind::Cancel && structural)
        r_.fail(dp,
                std::string("a \"") + kEvents[static_cast<std::size_t>(ctx.heard)] +
                    "\" event cannot be cancelled: the game must be able to leave its phases and end its rounds");
    if ((kind == EffectKind::AddDamage || kind == EffectKind::Absorb) && ctx.heard != EvKind::Damage)
        r_.fail(dp,
                std::string("\"") + kEffects[static_cast<std::size_t>(kind)] +
                    "\" changes a damage event: the reaction must be \"on\": \"damage\"");
}

// A damage effect's "element" (physical when absent).
int Parser::damageElement(const json& j, const std::string& path) const
{
    const json* el = Reader::optional(j, "element");
    if (!el)
        return element::Physical;
    const std::string ep = child(path, "element");
    const int element = elementFromName(r_.string(*el, ep));
    if (element < 0 || element > element::Pierce || el->get<std::string>() == "omni" ||
        el->get<std::string>() == "cryodendro")
        r_.fail(ep,
                "unknown damage element " + jsonShown(*el) +
                    " (pyro, hydro, anemo, electro, dendro, cryo, geo, physical or pierce)");
    return element;
}

// A "gain dice" effect's die: an element, omni, or -1 for "active" (the active character's).
int Parser::diceElement(const json& j, const std::string& path) const
{
    const std::string ep = child(path, "element");
    const std::string name = r_.string(r_.required(j, "element", path), ep);
    const int element = name == "active" ? -1 : elementFromName(name);
    if (name != "active" && (element < 0 || element >= kDiceSlots || name == "physical" || name == "empty"))
        r_.fail(ep,
                "unknown die " + jsonQuoted(name) +
                    " (an element, \"omni\", or \"active\": the active character's element)");
    return element;
}

Effect Parser::effect(const json& j, const EffectContext& ctx, const std::string& path) const
{
    r_.object(j, path);
    Effect e;
    const std::string dp = child(path, "do");
    e.kind = static_cast<EffectKind>(r_.oneOf(r_.required(j, "do", path), kEffects, "effect", dp));
    checkModifier(e.kind, ctx, dp);
    switch (e.kind) {
    case EffectKind::Damage:
        r_.keys(j, {"do", "amount", "element", "target"}, path);
        e.amount = r_.integer(r_.required(j, "amount", path), 0, kMaxAmount, child(path, "amount"));
        e.element = damageElement(j, path);
        e.target = TargetKind::OpponentActive;
        break;
    case EffectKind::Heal:
        r_.keys(j, {"do", "amount", "target"}, path);
        e.amount = r_.integer(r_.required(j, "amount", path), 0, kMaxAmount, child(path, "amount"));
        e.target = TargetKind::Holder;
        break;
    case EffectKind::AddBuff:
        r_.keys(j, {"do", "buff", "target"}, path);
        e.def = ref(r_.required(j, "buff", path), buffs_, "buff", child(path, "buff"));
        e.target = TargetKind::Holder;
        break;
    case EffectKind::Summon:
        r_.keys(j, {"do", "summon"}, path);
        e.def = ref(r_.required(j, "summon", path), summons_, "summon", child(path, "summon"));
        break;
    case EffectKind::Draw:
        r_.keys(j, {"do", "count"}, path);
        e.amount = 1;
        if (const json* c = Reader::optional(j, "count"))
            e.amount = r_.integer(*c, 1, kHandLimit, child(path, "count"));
        break;
    case EffectKind::GainDice: {
        r_.keys(j, {"do", "element", "count"}, path);
        e.amount = 1;
        if (const json* c = Reader::optional(j, "count"))
            e.amount = r_.integer(*c, 1, 16, child(path, "count"));
        e.element = diceElement(j, path);
        break;
    }
    case EffectKind::Switch: {
        r_.keys(j, {"do", "to"}, path);
        const std::string tp = child(path, "to");
        const std::string to = r_.string(r_.required(j, "to", path), tp);
        if (to != "next" && to != "previous")
            r_.fail(tp, "expected \"next\" or \"previous\", found " + jsonQuoted(to));
        e.amount = to == "next" ? 1 : -1;
        break;
    }
    case EffectKind::Discard:
        r_.keys(j, {"do", "target"}, path);
        e.target = TargetKind::Self;
        break;
    case EffectKind::AddDamage:
        r_.keys(j, {"do", "amount"}, path);
        e.amount = r_.integer(r_.required(j, "amount", path), -kMaxAmount, kMaxAmount, child(path, "amount"));
        break;
    case EffectKind::Absorb:
    case EffectKind::Cancel: r_.keys(j, {"do"}, path); break;
    case EffectKind::Count_: break;
    }
    effectTarget(e, j, ctx, path);
    return e;
}

// The target of an effect: a name, or an address (whose zone must suit the effect).
void Parser::effectTarget(Effect& e, const json& j, const EffectContext& ctx, const std::string& path) const
{
    const json* t = Reader::optional(j, "target");
    if (!t)
        return;
    const std::string tp = child(path, "target");
    if (t->is_object()) {
        e.target = TargetKind::AtAddress;
        e.address = address(*t, tp);
        const bool character = e.address.zone == ZoneId::Characters && e.address.subzone == Subzone::None;
        if ((e.kind == EffectKind::Damage || e.kind == EffectKind::Heal || e.kind == EffectKind::AddBuff) && !character)
            r_.fail(tp,
                    std::string("\"") + kEffects[static_cast<std::size_t>(e.kind)] +
                        "\" needs the address of a character ({\"zone\": \"characters\", \"index\": n})");
        if (e.kind == EffectKind::Discard && character)
            r_.fail(tp, "a character cannot be discarded; address a listener of a zone or of a character's sub-zone");
        return;
    }
    e.target = static_cast<TargetKind>(r_.oneOf(*t, kTargets, "target", tp));
    if (e.kind == EffectKind::Discard) {
        if (e.target != TargetKind::Self)
            r_.fail(tp, "\"discard\" takes \"self\" or an address");
        if (!ctx.reaction)
            r_.fail(tp, "\"self\" is the answering listener: only a reaction discards itself");
        return;
    }
    const bool characterEffect = e.kind == EffectKind::Damage || e.kind == EffectKind::Heal;
    if ((characterEffect && !isCharacterTarget(e.target)) ||
        (e.kind == EffectKind::AddBuff && e.target == TargetKind::Self) ||
        (!characterEffect && e.kind != EffectKind::AddBuff))
        r_.fail(tp,
                std::string("\"") + kTargets[static_cast<std::size_t>(e.target)] + "\" is not a target of \"" +
                    kEffects[static_cast<std::size_t>(e.kind)] + "\"");
    if (e.target == TargetKind::EventTarget && (!ctx.reaction || !concernsCharacter(ctx.heard)))
        r_.fail(tp, "\"event-target\" is the character of the event a reaction hears; this one has none");
}

std::vector<Effect> Parser::effects(const json* j, const EffectContext& ctx, const std::string& path) const
{
    std::vector<Effect> out;
    if (!j)
        return out;
    r_.array(*j, path, kMaxList);
    for (std::size_t i = 0; i < j->size(); ++i)
        out.push_back(effect((*j)[i], ctx, at(path, i)));
    return out;
}

std::vector<Reaction> Parser::reactions(const json* j, const std::string& path) const
{
    std::vector<Reaction> out;
    if (!j)
        return out;
    r_.array(*j, path, kMaxList);
    for (std::size_t i = 0; i < j->size(); ++i) {
        const std::string p = at(path, i);
        const json& rj = (*j)[i];
        r_.object(rj, p);
        r_.keys(rj,
                {"on", "phase", "player", "source", "character", "elements", "normal", "plunging", "defeated",
                 "consume", "effects"},
                p);
        Reaction r;
        Filter& f = r.when;
        f.on = static_cast<EvKind>(r_.oneOf(r_.required(rj, "on", p), kEvents, "event", child(p, "on")));
        if (const json* ph = Reader::optional(rj, "phase")) {
            if (f.on != EvKind::Phase)
                r_.fail(child(p, "phase"), "\"phase\" filters phase events (\"on\": \"phase\")");
            f.phase = r_.oneOf(*ph, kPhases, "phase", child(p, "phase"));
        }
        auto relation = [&](const char* key, std::initializer_list<Relation> allowed) {
            const json* v = Reader::optional(rj, key);
            if (!v)
                return Relation::Any;
            const auto rel = static_cast<Relation>(r_.oneOf(*v, kRelations, "relation", child(p, key)));
            if (std::find(allowed.begin(), allowed.end(), rel) == allowed.end())
                r_.fail(child(p, key),
                        std::string("\"") + kRelations[static_cast<std::size_t>(rel)] + "\" does not apply to \"" +
                            key + "\"");
            return rel;
        };
        f.player = relation("player", {Relation::Any, Relation::Own, Relation::Opponent});
        f.source = relation("source", {Relation::Any, Relation::Holder, Relation::ThisListener});
        f.target = relation("character",
                            {Relation::Any, Relation::Own, Relation::Opponent, Relation::Holder, Relation::OwnActive});
        if (f.target != Relation::Any && !concernsCharacter(f.on))
            r_.fail(child(p, "character"),
                    std::string("a \"") + kEvents[static_cast<std::size_t>(f.on)] + "\" event concerns no character");
        if (const json* el = Reader::optional(rj, "elements")) {
            if (f.on != EvKind::Damage && f.on != EvKind::DamageOver)
                r_.fail(child(p, "elements"), "\"elements\" filters damage events");
            r_.array(*el, child(p, "elements"), 9);
            for (std::size_t k = 0; k < el->size(); ++k) {
                const std::string ep = at(child(p, "elements"), k);
                const std::string name = r_.string((*el)[k], ep);
                const std::int32_t e = elementFromName(name);
                if (e < 0 || e > element::Pierce || name == "omni" || name == "cryodendro")
                    r_.fail(ep, "unknown damage element " + jsonQuoted(name));
                f.elements |= 1u << e;
            }
        }
        auto flag = [&](const char* key, std::int8_t& v, std::initializer_list<EvKind> kinds) {
            const json* x = Reader::optional(rj, key);
            if (!x)
                return;
            if (std::find(kinds.begin(), kinds.end(), f.on) == kinds.end())
                r_.fail(child(p, key),
                        std::string("\"") + key + "\" does not filter \"" + kEvents[static_cast<std::size_t>(f.on)] +
                            "\" events");
            v = r_.boolean(*x, child(p, key)) ? 1 : 0;
        };
        flag("normal", f.normal, {EvKind::UseSkill, EvKind::SkillOver});
        flag("plunging", f.plunging, {EvKind::UseSkill, EvKind::SkillOver});
        flag("defeated", f.defeated, {EvKind::DamageOver});
        if (const json* c = Reader::optional(rj, "consume"))
            r.consume = r_.integer(*c, 0, kMaxAmount, child(p, "consume"));
        r.effects = effects(&r_.required(rj, "effects", p), EffectContext{true, f.on}, child(p, "effects"));
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace ts::events
