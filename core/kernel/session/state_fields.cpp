#include "kernel/session/state_fields.h"

#include "kernel/ruleset.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <set>

namespace ts {

StateFieldLookup::StateFieldLookup(const Trace& trace)
{
    for (std::size_t id = 1; id < trace.entityNames.size(); ++id)
        entities_.emplace(trace.entityNames[id], static_cast<EntityId>(id));  // the first of equal names wins
}

StateFieldLookup StateFieldLookup::guess(const Trace& trace, const Ruleset& ruleset)
{
    StateFieldLookup lookup(trace);
    lookup.guessing_ = &ruleset;
    return lookup;
}

StateFieldLookup::StateFieldLookup(const Trace& trace, const WriteIndex& index, const Ruleset& ruleset)
    : StateFieldLookup(trace)
{
    std::map<FieldId, std::string> names;
    for (const FieldRef& r : index.fields()) {
        auto it = names.find(r.field);
        if (it == names.end())
            it = names.emplace(r.field, ruleset.fieldName(r.field)).first;
        fields_[it->second].push_back(r);
    }
}

std::optional<EntityId> StateFieldLookup::entity(std::string_view name) const
{
    const auto it = entities_.find(name);
    return it == entities_.end() ? std::nullopt : std::optional<EntityId>(it->second);
}

std::optional<FieldId> StateFieldLookup::field(EntityId entity, std::string_view name) const
{
    if (guessing_) {
        // Names are few and looked up once per watch: no table of all 65,536 ids.
        for (std::uint32_t id = 0; id <= UINT16_MAX; ++id)
            if (guessing_->fieldName(static_cast<FieldId>(id)) == name)
                return static_cast<FieldId>(id);
        return std::nullopt;
    }
    const auto it = fields_.find(name);
    if (it != fields_.end())
        for (const FieldRef& r : it->second)
            if (r.entity == entity)
                return r.field;
    return std::nullopt;
}

std::optional<FieldRef> StateFieldLookup::soleWriter(std::string_view name) const
{
    const auto it = fields_.find(name);
    return it != fields_.end() && it->second.size() == 1 ? std::optional<FieldRef>(it->second.front()) : std::nullopt;
}

std::vector<std::string> jsonPointerTokens(const std::string& pointer)
{
    std::vector<std::string> tokens;
    if (pointer.empty() || pointer[0] != '/')
        return tokens;
    std::string token;
    for (std::size_t i = 1; i <= pointer.size(); ++i) {
        if (i == pointer.size() || pointer[i] == '/') {
            tokens.push_back(std::move(token));
            token.clear();
        } else if (pointer[i] == '~' && i + 1 < pointer.size() && (pointer[i + 1] == '0' || pointer[i + 1] == '1')) {
            token += pointer[++i] == '0' ? '~' : '/';
        } else {
            token += pointer[i];
        }
    }
    return tokens;
}

namespace {

bool isIndex(const std::string& t) { return !t.empty() && t.find_first_not_of("0123456789") == std::string::npos; }

// "states", "0", "stacks" -> "states[0].stacks"
std::string joinedField(const std::vector<std::string>& tokens, std::size_t from)
{
    std::string name;
    for (std::size_t i = from; i < tokens.size(); ++i) {
        if (isIndex(tokens[i]) && i > from)
            name += "[" + tokens[i] + "]";
        else
            name += (name.empty() ? "" : ".") + tokens[i];
    }
    return name;
}

struct Named {
    std::size_t below = 0;  // the first path token under the object
    EntityId entity = kNoEntity;
};

// Whether an object of the state names `entity` (its "name", alone or below another's).
bool shownAsObject(const nlohmann::json& j, EntityId entity, const StateFieldLookup& lookup,
                   const std::string& above = {})
{
    std::string own = above;
    if (j.is_object()) {
        const auto n = j.find("name");
        if (n != j.end() && n->is_string()) {
            own = n->get_ref<const std::string&>();
            if (lookup.entity(own) == entity || (!above.empty() && lookup.entity(above + "." + own) == entity))
                return true;
        }
    }
    if (j.is_object() || j.is_array())
        for (const auto& child : j)
            if (shownAsObject(child, entity, lookup, own))
                return true;
    return false;
}

}  // namespace

std::optional<FieldRef> defaultFieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                const StateFieldLookup& lookup)
{
    const std::vector<std::string> tokens = jsonPointerTokens(pointer);
    if (tokens.empty())
        return std::nullopt;
    // Walk down the path, noting every object that names an entity.
    std::vector<Named> named;
    std::vector<std::string> names;  // the names of the named objects above, outermost first
    const nlohmann::json* node = &state;
    for (std::size_t i = 0; i <= tokens.size(); ++i) {
        if (node->is_object()) {
            const auto n = node->find("name");
            if (n != node->end() && n->is_string()) {
                const std::string& own = n->get_ref<const std::string&>();
                std::optional<EntityId> e;
                if (!names.empty())
                    e = lookup.entity(names.back() + "." + own);
                if (!e)
                    e = lookup.entity(own);
                if (e)
                    named.push_back({i, *e});
                names.push_back(own);
            }
        }
        if (i == tokens.size())
            break;
        if (node->is_object()) {
            const auto it = node->find(tokens[i]);
            if (it == node->end())
                return std::nullopt;
            node = &*it;
        } else if (node->is_array() && isIndex(tokens[i]) && tokens[i].size() <= 9 &&
                   std::stoul(tokens[i]) < node->size()) {
            node = &(*node)[std::stoul(tokens[i])];
        } else {
            return std::nullopt;
        }
    }
    if (node->is_object())
        return std::nullopt;  // only values have writes
    // A list stands for its length, where the rules trace one ("hand" shows "hand.size").
    const std::string suffix = node->is_array() ? ".size" : "";
    for (auto it = named.rbegin(); it != named.rend(); ++it) {
        if (it->below >= tokens.size())
            continue;  // the "name" value itself
        for (const std::string& candidate : {joinedField(tokens, it->below), tokens.back()})
            if (const auto f = lookup.field(it->entity, candidate + suffix))
                return FieldRef{it->entity, *f};
    }
    if (named.empty()) {
        // A value outside any named object ("/turn", "/stage/0/action", "/current/serial")
        // may be a field of a world entity that the state shows as no object of its own:
        // the one entity that had a field so named ("turn", "stage[0].action") written,
        // unless that entity is an object elsewhere in the state.
        const auto only = lookup.soleWriter(joinedField(tokens, 0) + suffix);
        if (only && !shownAsObject(state, only->entity, lookup))
            return only;
    }
    return std::nullopt;
}

}  // namespace ts
