// "Who changed this?" from the inspector: the events state document names a character by its
// definition ("id") under its player, shows a character's equipment by slot name, a
// listener's definition as its "id", the pile as definitions, some player fields under
// longer keys than their traced names and the live event under "current"; a list shows its
// traced length ("hand.size"). The rest is the kernel's mapping (objects named by "name",
// fields by the keys below them).
#include "ruleset.h"

#include <nlohmann/json.hpp>

#include <map>

namespace ts::events {

namespace {

using nlohmann::json;

const json* child(const json& j, const std::string& token)
{
    if (j.is_object()) {
        const auto it = j.find(token);
        return it == j.end() ? nullptr : &*it;
    }
    if (j.is_array() && token.size() <= 4 && !token.empty() &&
        token.find_first_not_of("0123456789") == std::string::npos) {
        const std::size_t i = std::stoul(token);
        return i < j.size() ? &j[i] : nullptr;
    }
    return nullptr;
}

// The traced name of a field shown at `rest` below a player (keys the document spells
// differently from the field names: state JSON documented in docs/rulesets/events.md).
std::string playerFieldName(const std::vector<std::string>& rest)
{
    static const std::map<std::string, std::string, std::less<>> renamed{
        {"activeIndex", "active"}, {"endedRound", "ended"}, {"plungingNext", "plunging"}, {"characterFell", "fell"}};
    if (rest.size() == 1) {
        const auto it = renamed.find(rest[0]);
        return it == renamed.end() ? rest[0] : it->second;
    }
    if (rest.size() == 2 && rest[0] == "dice")
        return "dice." + rest[1];
    if (rest.size() == 2 && rest[0] == "pile")  // the pile shows each card's definition
        return "pile[" + rest[1] + "].uid";
    if (rest.size() == 3 && rest[2] == "id")  // a listener shows its definition's id
        return rest[0] + "[" + rest[1] + "].def";
    return {};
}

std::string characterFieldName(const std::vector<std::string>& rest)
{
    static const std::map<std::string, int, std::less<>> slots{{"weapon", 0}, {"artifact", 1}, {"talent", 2}};
    const auto attr = [](const std::string& key) { return key == "id" ? std::string("def") : key; };
    // An empty slot (null) shows its definition: none (the write that emptied it).
    if (rest.size() == 1 && slots.count(rest[0]))
        return "equipment[" + std::to_string(slots.at(rest[0])) + "].def";
    if (rest.size() == 1)
        return rest[0];
    if (rest.size() == 2 && slots.count(rest[0]))
        return "equipment[" + std::to_string(slots.at(rest[0])) + "]." + attr(rest[1]);
    if (rest.size() == 3 && rest[0] == "buffs")
        return "buffs[" + rest[1] + "]." + attr(rest[2]);
    return {};
}

}  // namespace

std::optional<FieldRef> EventsRuleset::fieldAtStatePath(const json& state, const std::string& pointer,
                                                        const StateFieldLookup& lookup) const
{
    const std::vector<std::string> t = jsonPointerTokens(pointer);
    // The event being processed shows the live amount and cancellation the listeners change.
    if (t.size() == 2 && t[0] == "current" && (t[1] == "a" || t[1] == "cancelled"))
        if (const auto game = lookup.entity("game"))
            if (const auto f = lookup.field(*game, t[1] == "a" ? "liveAmount" : "liveCancelled"))
                return FieldRef{*game, *f};
    const json* players = child(state, "players");
    const json* player = t.size() >= 3 && t[0] == "players" && players ? child(*players, t[1]) : nullptr;
    const json* name = player ? child(*player, "name") : nullptr;
    if (name && name->is_string()) {
        const std::string& owner = name->get_ref<const std::string&>();
        std::optional<EntityId> entity;
        std::string field;
        const json* character = nullptr;
        if (t[2] == "characters" && t.size() >= 5) {
            const json* list = child(*player, "characters");
            character = list ? child(*list, t[3]) : nullptr;
            const json* id = character ? child(*character, "id") : nullptr;
            if (id && id->is_string())
                entity = lookup.entity(owner + "." + id->get_ref<const std::string&>());
            field = characterFieldName({t.begin() + 4, t.end()});
        } else {
            entity = lookup.entity(owner);
            field = playerFieldName({t.begin() + 2, t.end()});
        }
        // A list (a zone, the pile, a character's buffs) shows its traced length.
        const json* node = character ? child(*character, t[4]) : child(*player, t[2]);
        if (!field.empty() && node && node->is_array() && t.size() == (character ? 5u : 3u))
            field += ".size";
        if (entity && !field.empty())
            if (const auto f = lookup.field(*entity, field))
                return FieldRef{*entity, *f};
    }
    return defaultFieldAtStatePath(state, pointer, lookup);
}

}  // namespace ts::events
