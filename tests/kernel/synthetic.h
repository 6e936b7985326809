#pragma once
// Deterministic synthetic traces that look like a game's: a dozen entities, a few kinds,
// small arguments, depth 0-5, writes as (entity, field, old, new), random draws, decisions
// and the odd 64-bit state hash. Used by the trace file tests and the trace file benchmark.
#include "kernel/clauses.h"
#include "kernel/decision.h"
#include "kernel/kinds.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_file.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ts::synthetic {

struct SplitMix64 {
    std::uint64_t s;
    std::uint64_t next()
    {
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(next() % n); }
};

// Kinds outside every ruleset's range, so this build's registry does not know them: the
// exports must fall back to raw args for these.
inline constexpr KindId kTurn = 600, kRunBegin = 601, kRunEnd = 602, kMove = 603, kAttack = 604, kDeath = 605;
inline constexpr std::size_t kEntities = 12;

inline void nameTables(Trace& t)
{
    t.entityNames.assign(1, std::string());
    t.entityNames.push_back("Hero");
    for (std::size_t i = 2; i <= kEntities; ++i)
        t.entityNames.push_back("Enemy" + std::to_string(i - 1));
    const char* names[] = {"test.turn", "test.run-begin", "test.run-end", "test.move", "test.attack", "test.death"};
    if (t.kindNames.size() <= kDeath)
        t.kindNames.resize(kDeath + 1u);
    for (KindId k = kTurn; k <= kDeath; ++k)
        t.kindNames[k] = names[k - kTurn];
}

inline ClauseId clause(int i)
{
    const auto count = static_cast<int>(clauseTable().size());
    return static_cast<ClauseId>(1 + i % (count - 1));
}

// Appends about n events (exactly n) to t, and the decisions that go with them to `decisions`.
inline void fillGameTrace(Trace& t, std::size_t n, std::uint64_t seed, std::vector<DecisionRecord>* decisions = nullptr,
                          std::vector<std::pair<Seq, std::uint64_t>>* checkpoints = nullptr)
{
    nameTables(t);
    SplitMix64 r{seed};
    std::int32_t hp[kEntities + 1], x[kEntities + 1], y[kEntities + 1], en[kEntities + 1];
    for (std::size_t i = 0; i <= kEntities; ++i) {
        hp[i] = 30 + static_cast<std::int32_t>(i);
        x[i] = static_cast<std::int32_t>(i);
        y[i] = 2 * static_cast<std::int32_t>(i);
        en[i] = 0;
    }
    const std::size_t end = t.size() + n;
    auto push = [&](KindId kind, int cl, int depth, EntityId s0, EntityId s1, std::int32_t a0, std::int32_t a1,
                    std::int32_t a2, std::int32_t a3, std::uint8_t flags = 0) {
        if (t.size() >= end)
            return;
        Event e;
        e.kind = kind;
        e.clause = clause(cl);
        e.depth = static_cast<std::uint8_t>(depth);
        e.flags = flags;
        e.subject[0] = s0;
        e.subject[1] = s1;
        e.arg[0] = a0;
        e.arg[1] = a1;
        e.arg[2] = a2;
        e.arg[3] = a3;
        t.append(e);
    };
    const KindId kDecision = kind(CommonKind::Decision), kRng = kind(CommonKind::RngDraw),
                 kWrite = kind(CommonKind::Write), kHash = kind(CommonKind::StateHash);
    std::int32_t turn = 0;
    while (t.size() < end) {
        push(kTurn, 1, 0, 0, 0, turn, 0, 0, 0, EventFlag::StepStart);
        for (EntityId a = 1; a <= kEntities && t.size() < end; ++a) {
            push(kRunBegin, 5, 1, a, 0, turn, static_cast<std::int32_t>(a), 0, 0, EventFlag::StepStart);
            push(kRng, 20, 2, 0, 0, 7, 100, static_cast<std::int32_t>(r.below(100)), 0);
            const auto gain = static_cast<std::int32_t>(r.below(3)) + 1;
            push(kWrite, 21, 2, a, 0, 2, en[a], en[a] + gain, 0);
            en[a] += gain;
            if (r.below(4) == 0) {
                const auto answer = static_cast<std::uint16_t>(r.below(3));
                const auto index = static_cast<std::int32_t>(decisions ? decisions->size() : 0);
                if (decisions && t.size() < end) {
                    DecisionRecord d;
                    d.requestedAt = t.size();
                    d.actor = a;
                    d.source = AnswerSource::Policy;
                    d.answer.kind = answer;
                    d.answer.target = 1 + r.below(kEntities);
                    d.answer.a = static_cast<std::int32_t>(r.below(5)) - 2;
                    decisions->push_back(d);
                }
                push(kDecision, 19, 2, a, 0, index, (2 << 16) | answer, 0, 0);
            }
            const auto dir = r.below(4);
            const std::int32_t dx = dir == 0 ? 1 : dir == 1 ? -1 : 0, dy = dir == 2 ? 1 : dir == 3 ? -1 : 0;
            push(kMove, 7, 3, a, 0, x[a], y[a], x[a] + dx, y[a] + dy);
            push(kWrite, 8, 4, a, 0, 3, x[a], x[a] + dx, 0);
            x[a] += dx;
            push(kWrite, 8, 4, a, 0, 4, y[a], y[a] + dy, 0);
            y[a] += dy;
            if (r.below(3) == 0) {
                const EntityId target = 1 + r.below(kEntities);
                const auto dmg = static_cast<std::int32_t>(r.below(6));
                push(kRng, 9, 3, 0, 0, 1, 6, dmg, 0);
                push(kAttack, 10, 3, a, target, dmg, 0, 0, 0);
                push(kWrite, 11, 4, target, 0, 1, hp[target], hp[target] - dmg, 0);
                hp[target] -= dmg;
                if (hp[target] <= 0) {
                    push(kDeath, 12, 5, target, 0, 0, 0, 0, 0);
                    hp[target] = 40;
                }
            }
            push(kWrite, 21, 2, a, 0, 2, en[a], en[a] - 5, 0);
            en[a] -= 5;
            push(kRunEnd, 6, 1, a, 0, 0, 0, 0, 0);
        }
        if (turn % 4 == 0) {
            const std::uint64_t h = r.next();
            if (checkpoints && t.size() < end)
                checkpoints->emplace_back(t.size(), h);
            push(kHash, 0, 0, 0, 0, static_cast<std::int32_t>(static_cast<std::uint32_t>(h)),
                 static_cast<std::int32_t>(static_cast<std::uint32_t>(h >> 32)), 0, 0);
        }
        ++turn;
    }
}

inline TraceHeader makeHeader(std::uint64_t seed)
{
    TraceHeader h;
    h.ruleset = "synthetic";
    h.seed = seed;
    h.scenario = nlohmann::json{
        {"ruleset", "synthetic"},
        {"name", "Synthetic \"test\" scenario — ünïcode"},
        {"seed", seed},
        {"units", nlohmann::json::array({{{"name", "Hero"}, {"hp", 30}}, {{"name", "Enemy1"}, {"hp", 31}}})}};
    h.finished = true;
    return h;
}

// Copies `a`'s engine steps into `b` with about `perThousand` of them edited at random: a
// step dropped, doubled, or its first event's last arg changed. Returns the number of edits.
inline std::size_t editSteps(const Trace& a, Trace& b, std::uint64_t seed, std::uint32_t perThousand)
{
    nameTables(b);
    SplitMix64 r{seed};
    std::size_t edits = 0;
    Seq stepBegin = 0;
    for (Seq i = 1; i <= a.size(); ++i) {
        if (i < a.size() && !(a.at(i).flags & EventFlag::StepStart))
            continue;
        const std::uint32_t roll = r.below(3000);
        const int edit = roll < 3 * perThousand ? static_cast<int>(roll % 3) : -1;  // 0 drop, 1 double, 2 change
        edits += edit >= 0;
        for (int c = 0; c < (edit == 0 ? 0 : edit == 1 ? 2 : 1); ++c)
            for (Seq e = stepBegin; e < i; ++e) {
                Event ev = a.at(e);
                if (edit == 2 && e == stepBegin)
                    ev.arg[3] += 1;
                b.append(ev);
            }
        stepBegin = i;
    }
    return edits;
}

}  // namespace ts::synthetic
