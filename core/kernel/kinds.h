#pragma once
// Event kinds. Kernel kinds are shared by every ruleset; each ruleset owns a range of ids
// (roguelike 100-199, nation 200-299, stack 300-399, events 400-499) and registers a
// name and a line formatter for each of its kinds.
#include "event.h"

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class RenderContext;

enum class CommonKind : KindId {
    Decision = 1,  // subject0 actor, subject1 answer target; arg0 decision index, arg1 source<<16|answer kind, arg2/3 answer args
    RngDraw = 2,   // arg0 stream, arg1 bound, arg2 drawn value; the draw's rule is the event's clause
    Write = 3,     // subject0 entity; arg0 field, arg1 old value, arg2 new value
    StateHash = 4, // arg0 low 32 bits, arg1 high 32 bits of the state hash
    GameEnd = 5,   // arg0 ruleset-specific outcome
};

constexpr KindId kind(CommonKind k) { return static_cast<KindId>(k); }

using KindFormatter = std::string (*)(const Event&, const RenderContext&);

struct KindInfo {
    KindId id = 0;
    std::string_view name;  // stable, written into trace files, e.g. "roguelike.move"
    KindFormatter format = nullptr;
    // What arg[0..3] mean ("" = unused); the JSON export's "data" keys.
    std::array<std::string_view, 4> argNames{};
    // What subject[0..1] are ("" = unused).
    std::array<std::string_view, 2> subjectNames{};
};

// Registered kinds of this build. Rulesets register theirs once (see rulesets.h).
class KindRegistry {
public:
    static KindRegistry& instance();
    void add(const KindInfo& info);
    const KindInfo* find(KindId id) const;
    const KindInfo* findByName(std::string_view name) const;
    std::vector<KindInfo> all() const;

private:
    KindRegistry();
    std::vector<KindInfo> byId_;
};

}  // namespace ts
