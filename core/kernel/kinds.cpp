#include "kernel/kinds.h"

#include "kernel/decision.h"
#include "kernel/trace/render.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <stdexcept>

namespace ts {
namespace {

std::string formatDecision(const Event& e, const RenderContext& ctx)
{
    return ctx.entity(e.subject[0]) + " decides: " + ctx.answerText(e) + " (" +
        std::string(answerSourceName(static_cast<AnswerSource>(static_cast<std::uint32_t>(e.arg[1]) >> 16))) +
        ", decision #" + std::to_string(e.arg[0]) + ")";
}

std::string formatRng(const Event& e, const RenderContext&)
{
    return "random draw on stream " + std::to_string(e.arg[0]) + ": " + std::to_string(e.arg[2]) + " of [0, " +
        std::to_string(e.arg[1]) + ")";
}

std::string formatWrite(const Event& e, const RenderContext& ctx)
{
    return ctx.entity(e.subject[0]) + "." + ctx.field(static_cast<FieldId>(e.arg[0])) + ": " +
        std::to_string(e.arg[1]) + " -> " + std::to_string(e.arg[2]);
}

// The user's edit reads as a write that says whose it is ("What if?", edit.h).
std::string formatEdit(const Event& e, const RenderContext& ctx) { return formatWrite(e, ctx) + " (set by the user)"; }

std::string formatHash(const Event& e, const RenderContext&)
{
    char buf[32];
    const auto h =
        (static_cast<std::uint64_t>(static_cast<std::uint32_t>(e.arg[1])) << 32) | static_cast<std::uint32_t>(e.arg[0]);
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return std::string("state hash ") + buf;
}

std::string formatGameEnd(const Event& e, const RenderContext& ctx) { return "game over: " + ctx.outcome(e.arg[0]); }

}  // namespace

KindRegistry::KindRegistry()
{
    add({kind(CommonKind::Decision),
         "decision",
         formatDecision,
         {"index", "source_kind", "a", "b"},
         {"actor", "target"}});
    add({kind(CommonKind::RngDraw), "rng", formatRng, {"stream", "bound", "value", ""}, {"", ""}});
    add({kind(CommonKind::Write), "write", formatWrite, {"field", "old", "new", ""}, {"entity", ""}});
    add({kind(CommonKind::StateHash), "state-hash", formatHash, {"low", "high", "", ""}, {"", ""}});
    add({kind(CommonKind::Edit), "edit", formatEdit, {"field", "old", "new", ""}, {"entity", ""}});
    add({kind(CommonKind::GameEnd), "game-end", formatGameEnd, {"outcome", "", "", ""}, {"", ""}});
}

KindRegistry& KindRegistry::instance()
{
    static KindRegistry registry;
    return registry;
}

void KindRegistry::add(const KindInfo& info)
{
    if (info.id == 0)
        throw std::logic_error("kind id 0 is reserved");
    if (findByName(info.name))
        throw std::logic_error("kind registered twice: " + std::string(info.name));
    if (byId_.size() <= info.id)
        byId_.resize(info.id + 1u);
    if (byId_[info.id].id != 0)
        throw std::logic_error("kind id registered twice: " + std::string(info.name));
    byId_[info.id] = info;
}

KindId KindRegistry::addBlock(std::span<const KindInfo> localKinds)
{
    const std::size_t base = std::max<std::size_t>(byId_.size(), kFirstRulesetKind);
    std::size_t size = 0;
    for (const KindInfo& k : localKinds)
        size = std::max<std::size_t>(size, std::size_t(k.id) + 1);
    if (base + size > std::numeric_limits<KindId>::max())
        throw std::logic_error("too many event kinds");
    for (KindInfo k : localKinds) {
        k.id = static_cast<KindId>(base + k.id);
        add(k);
    }
    if (byId_.size() < base + size)
        byId_.resize(base + size);  // the block's unused local ids stay unused
    return static_cast<KindId>(base);
}

const KindInfo* KindRegistry::find(KindId id) const
{
    return id < byId_.size() && byId_[id].id != 0 ? &byId_[id] : nullptr;
}

const KindInfo* KindRegistry::findByName(std::string_view name) const
{
    for (const auto& k : byId_)
        if (k.id != 0 && k.name == name)
            return &k;
    return nullptr;
}

std::vector<KindInfo> KindRegistry::all() const
{
    std::vector<KindInfo> out;
    for (const auto& k : byId_)
        if (k.id != 0)
            out.push_back(k);
    return out;
}

}  // namespace ts
