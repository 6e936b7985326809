#include "energy_report.h"

#include "energy_game.h"

#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

namespace ts::roguelike {

namespace {

// One visit as the trace tells it.
struct VisitRow {
    Seq at = 0;
    std::int32_t visit = 0, inTurn = 0;
    EntityId actor = kNoEntity;
    std::int32_t before = 0, gain = 0, energy = 0, spent = 0, queued = -1;
    bool hasAction = false, acts = false, waited = false, stalled = false, succeeded = false, done = false;
    std::vector<std::int32_t> chain;  // action codes: the queued action, then its alternatives
};

struct TurnSpan {
    Seq begin = 0, end = 0;  // [begin, end): from its energy-turn event to the next one
};

std::vector<KindId> kindIds(const Trace& t)
{
    std::vector<KindId> ids;
    for (EnKind k : {EnKind::Turn, EnKind::Visit, EnKind::BrainDecide, EnKind::InputWait, EnKind::NoAction,
                     EnKind::EnergyGain, EnKind::EnergyCheck, EnKind::Perform, EnKind::ActionResult, EnKind::Spend}) {
        const auto& names = t.kindNames;
        const auto* info = KindRegistry::instance().find(kind(k));
        const auto it = info ? std::find(names.begin(), names.end(), std::string(info->name)) : names.end();
        ids.push_back(it == names.end() ? KindId(0) : static_cast<KindId>(it - names.begin()));
    }
    return ids;
}

std::optional<TurnSpan> turnSpan(const Trace& t, std::int64_t turn)
{
    const KindId turnKind = kindIds(t)[0];
    std::optional<TurnSpan> span;
    for (Seq i = 0; turnKind != 0 && i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind != turnKind)
            continue;
        if (span) {
            span->end = i;
            return span;
        }
        if (e.arg[0] == turn)
            span = TurnSpan{i, t.size()};
    }
    return span;
}

std::vector<VisitRow> visits(const Trace& t, TurnSpan span)
{
    const std::vector<KindId> k = kindIds(t);
    std::vector<VisitRow> rows;
    for (Seq i = span.begin; i < span.end; ++i) {
        const Event e = t.at(i);
        if (e.kind == 0)
            continue;
        if (e.kind == k[1]) {
            rows.push_back({});
            VisitRow& r = rows.back();
            r.at = i;
            r.actor = e.subject[0];
            r.inTurn = e.arg[0];
            r.visit = e.arg[1];
            r.before = r.energy = e.arg[3];
            continue;
        }
        if (rows.empty())
            continue;
        VisitRow& r = rows.back();
        if (e.kind == k[2])
            r.queued = e.arg[1];
        else if (e.kind == k[3])
            r.waited = true;
        else if (e.kind == k[4])
            r.stalled = true;
        else if (e.kind == k[5]) {
            r.hasAction = true;
            r.gain = e.arg[0];
            r.energy = e.arg[1];
        } else if (e.kind == k[6])
            r.acts = e.arg[2] != 0;
        else if (e.kind == k[7] && r.chain.size() < kChainCapacity)
            r.chain.push_back(e.arg[0]);
        else if (e.kind == k[8]) {
            r.succeeded = e.arg[0] & 1;
            r.done = (e.arg[0] & 2) != 0;
        } else if (e.kind == k[9]) {
            r.spent = e.arg[0];
            r.energy = e.arg[1];
        }
    }
    return rows;
}

std::string chainText(const std::vector<std::int32_t>& chain)
{
    std::string out;
    for (std::int32_t code : chain) {
        const EnergyAction a = decodeAction(code);
        out += (out.empty() ? "" : " -> ") + std::string(enActionName(a.kind));
        if (a.kind == EnAction::Walk || a.kind == EnAction::Attack || a.kind == EnAction::OpenDoor)
            out += std::string(" ") + kDirNames[a.dir & 7];
        else if (a.kind == EnAction::Rest || a.kind == EnAction::ChangeSpeed)
            // A char, not a one-character literal, before a temporary string: GCC 12 at -O3 warns
            // falsely on the literal (-Wrestrict, GCC PR105329).
            out += ' ' + std::to_string(a.param);
    }
    return out;
}

std::string what(const VisitRow& r)
{
    if (r.waited)
        return "waits for input";
    if (r.stalled)
        return "brain queued nothing (stalled)";
    if (!r.acts)
        return "waits (energy < " + std::to_string(kActionCost) + ")";
    return chainText(r.chain) + ": " + (r.succeeded ? "succeeded" : "failed") + (r.done ? ", done" : ", not done") +
        (r.spent > 0 ? ", spent " + std::to_string(r.spent) : ", nothing spent");
}

std::string visitsText(const Trace& t, const std::vector<VisitRow>& rows)
{
    std::string out = "| Visit | Actor | Energy before | Gain | Energy after | What happened |\n"
                      "|-------|-------|---------------|------|--------------|---------------|\n";
    for (const VisitRow& r : rows)
        out += "| " + std::to_string(r.visit) + " | " + t.entityName(r.actor) + " | " + std::to_string(r.before) +
            " | " + (r.hasAction ? '+' + std::to_string(r.gain) : std::string("-")) + " | " + std::to_string(r.energy) +
            " | " + what(r) + " |\n";
    return out;
}

std::string actorsText(const EnergyGame& g)
{
    std::string out = "| Actor | Brain | Speed | Gain/visit | Energy | Visits | Acted | Queued |\n"
                      "|-------|-------|-------|------------|--------|--------|-------|--------|\n";
    for (const EnergyActor& a : g.state().actors) {
        std::vector<std::int32_t> queued;
        for (int k = 0; k < a.queueLength && k < kActionQueueCapacity; ++k)
            queued.push_back(a.queued(k));
        out += "| " + g.scenario().actors[a.id - 1].name + (a.alive ? "" : " (defeated)") + " | " +
            brainKindName(a.brain) + " | " + std::to_string(a.speed) + " | " + std::to_string(g.gainOf(a)) + " | " +
            std::to_string(a.energy) + " | " + std::to_string(a.visits) + " | " + std::to_string(a.acted) + " | " +
            (queued.empty() ? std::string("-") : chainText(queued)) + " |\n";
    }
    return out;
}

nlohmann::json visitsJson(const Trace& t, const std::vector<VisitRow>& rows)
{
    nlohmann::json out = nlohmann::json::array();
    for (const VisitRow& r : rows) {
        nlohmann::json chain = nlohmann::json::array();
        for (std::int32_t code : r.chain)
            chain.push_back(energyActionToJson(decodeAction(code)));
        out.push_back({{"visit", r.visit},
                       {"visitInTurn", r.inTurn},
                       {"event", r.at},
                       {"actor", t.entityName(r.actor)},
                       {"energyBefore", r.before},
                       {"gain", r.hasAction ? nlohmann::json(r.gain) : nlohmann::json(nullptr)},
                       {"energyAfter", r.energy},
                       {"waitedForInput", r.waited},
                       {"acts", r.acts},
                       {"chain", chain},
                       {"succeeded", r.succeeded},
                       {"done", r.done},
                       {"spent", r.spent}});
    }
    return out;
}

}  // namespace

std::string energyReport(Session& session, int maxTurns)
{
    const Trace& t = session.trace();
    std::string out;
    std::int64_t turn = 1;
    for (; turn <= maxTurns; ++turn) {
        const auto span = turnSpan(t, turn);
        if (!span)
            break;
        out += "Turn " + std::to_string(turn) + " (one rotation of the actor queue):\n" +
            visitsText(t, visits(t, *span)) + "\n";
    }
    if (turn > maxTurns && turnSpan(t, turn))
        out += "(later turns not shown; see 'turnscope-cli runtable SCENARIO --turn N')\n\n";
    const auto head = session.stateAt(t.empty() ? 0 : t.size() - 1);
    if (const auto* g = dynamic_cast<const EnergyGame*>(head.get()))
        out += "Actors at the end (energy table " + std::string(energyTableName(g->scenario().table)) +
            ", action cost " + std::to_string(kActionCost) + "):\n" + actorsText(*g);
    return out;
}

std::optional<std::string> energyTurnTable(Session& session, std::int64_t turn, bool after, bool json)
{
    const Trace& t = session.trace();
    const auto span = turnSpan(t, turn);
    if (!span)
        return std::nullopt;
    const Seq at = after ? span->end - 1 : span->begin;
    const auto state = session.stateAt(at);
    const auto* g = dynamic_cast<const EnergyGame*>(state.get());
    if (!g)
        return std::nullopt;
    const std::vector<VisitRow> rows = visits(t, *span);
    if (json) {
        nlohmann::json j = {{"turn", turn},
                            {"view", after ? "after" : "built"},
                            {"event", at},
                            {"visits", visitsJson(t, rows)},
                            {"units", g->toJson()["units"]}};
        return j.dump(2) + "\n";
    }
    return "Turn " + std::to_string(turn) + ", the actors " + (after ? "at its end" : "when it began") + " (event " +
        std::to_string(at) + "):\n" + actorsText(*g) + "\nIts visits:\n" + visitsText(t, rows);
}

}  // namespace ts::roguelike
