#pragma once
// Randomized events games for the determinism tests and the benchmark's checks: scenarios
// that use every effect, filter, zone and card kind, played with random decisions (legal
// ones mostly, now and then an illegal one, which the engine rejects and asks again).
#include "events_test_support.h"

#include "kernel/draw/rng.h"

namespace ts::test {

class Gen {
public:
    explicit Gen(std::uint64_t seed) : rng_(seed, 0x4ee7) {}
    int range(int lo, int hi) { return lo + static_cast<int>(rng_.below(static_cast<std::uint32_t>(hi - lo + 1))); }
    bool chance(int percent) { return static_cast<int>(rng_.below(100)) < percent; }
    template <class T>
    const T& pick(const std::vector<T>& v)
    {
        return v[rng_.below(static_cast<std::uint32_t>(v.size()))];
    }
    std::uint32_t below(std::uint32_t n) { return rng_.below(n); }

private:
    Pcg32 rng_;
};

inline json randomEffect(Gen& g, bool reaction, const std::string& on)
{
    const std::vector<std::string> elements = {"pyro", "hydro", "anemo",    "electro", "dendro",
                                               "cryo", "geo",   "physical", "pierce"};
    std::vector<std::string> targets = {"holder",          "own-active",    "own-next",    "own-all",
                                        "opponent-active", "opponent-next", "opponent-all"};
    const bool hasCharacter = on == "damage" || on == "damage-over" || on == "heal" || on == "use-skill" ||
        on == "skill-over" || on == "switch";
    if (reaction && hasCharacter)
        targets.push_back("event-target");
    const int kinds = reaction ? (on == "damage" ? 12 : 10) : 8;
    switch (g.range(0, kinds - 1)) {
    case 0:
        return {
            {"do", "damage"}, {"amount", g.range(0, 4)}, {"element", g.pick(elements)}, {"target", g.pick(targets)}};
    case 1: return {{"do", "heal"}, {"amount", g.range(0, 3)}, {"target", g.pick(targets)}};
    case 2:
        return {{"do", "add-buff"},
                {"buff", "B" + std::to_string(g.range(0, 3))},
                {"target", g.chance(30) ? (g.chance(50) ? "team" : "opponent-team") : g.pick(targets)}};
    case 3: return {{"do", "summon"}, {"summon", "S" + std::to_string(g.range(0, 5))}};
    case 4: return {{"do", "draw"}, {"count", g.range(1, 3)}};
    case 5: return {{"do", "gain-dice"}, {"element", g.chance(50) ? "omni" : "active"}, {"count", g.range(1, 2)}};
    case 6: return {{"do", "switch"}, {"to", g.chance(50) ? "next" : "previous"}};
    case 7: {
        const std::vector<std::string> zones = {"characters", "team-buffs", "summons", "supports", "hand"};
        const std::string zone = g.pick(zones);
        json address{{"player", g.chance(50) ? "own" : "opponent"},
                     {"zone", zone},
                     {"index", g.range(0, zone == "characters" ? 2 : 3)}};
        if (zone == "characters") {
            const std::vector<std::string> subs = {"weapon", "artifact", "talent", "buffs"};
            address["subzone"] = g.pick(subs);
            if (address["subzone"] == "buffs")
                address["offset"] = g.range(0, 2);
        }
        if (g.chance(30))
            return {{"do", "damage"},
                    {"amount", g.range(1, 3)},
                    {"target", {{"player", address["player"]}, {"zone", "characters"}, {"index", g.range(0, 2)}}}};
        return {{"do", "discard"}, {"target", address}};
    }
    case 8: return {{"do", "discard"}, {"target", "self"}};
    case 9:
        if (on == "phase" || on == "declare-end")
            return {{"do", "draw"}};  // these cannot be cancelled
        return {{"do", "cancel"}};
    case 10: return {{"do", "add-damage"}, {"amount", g.range(-2, 2)}};
    default: return {{"do", "absorb"}};
    }
}

inline json randomReactions(Gen& g, int count)
{
    const std::vector<std::string> kinds = {
        "phase",  "draw",        "use-skill", "skill-over", "play-card", "card-over", "switch",      "switch-over",
        "damage", "damage-over", "heal",      "add-buff",   "summon",    "gain-dice", "declare-end", "pass-turn"};
    const std::vector<std::string> phases = {"RollPhase", "RoundStart", "Combat", "RoundEnd"};
    json out = json::array();
    for (int i = 0; i < count; ++i) {
        const std::string on = g.chance(30) ? "damage" : g.pick(kinds);
        json r{{"on", on}};
        if (on == "phase" && g.chance(70))
            r["phase"] = g.pick(phases);
        if (g.chance(40))
            r["player"] = g.chance(50) ? "own" : "opponent";
        const bool character = on == "damage" || on == "damage-over" || on == "heal" || on == "use-skill" ||
            on == "skill-over" || on == "switch" || on == "switch-over" || on == "play-card" || on == "card-over" ||
            on == "add-buff";
        if (character && g.chance(50)) {
            const std::vector<std::string> rel = {"own", "opponent", "holder", "own-active"};
            r["character"] = g.pick(rel);
        }
        if (on == "damage" && g.chance(20))
            r["source"] = "holder";
        if (on == "damage-over" && g.chance(50))
            r["defeated"] = g.chance(50);
        if ((on == "use-skill" || on == "skill-over") && g.chance(40))
            r[g.chance(50) ? "normal" : "plunging"] = g.chance(50);
        if (g.chance(40))
            r["consume"] = g.range(1, 2);
        r["effects"] = json::array();
        for (int k = 0, n = g.range(0, 2); k < n; ++k)
            r["effects"].push_back(randomEffect(g, true, on));
        out.push_back(r);
    }
    return out;
}

// Eight cards of every kind: effects when played, reactions and usage when they stay in play,
// reactions while in hand.
inline json randomCards(Gen& g)
{
    const std::vector<std::string> kinds = {"event", "support", "weapon", "artifact", "talent"};
    json out = json::array();
    for (int i = 0; i < 8; ++i) {
        const std::string kind = g.pick(kinds);
        json c{{"id", "D" + std::to_string(i)}, {"kind", kind}, {"cost", {{"any", g.range(0, 1)}}}};
        json effects = json::array();
        for (int k = 0, n = g.range(0, 2); k < n; ++k)
            effects.push_back(randomEffect(g, false, ""));
        c["effects"] = effects;
        if (kind == "event" && g.chance(30))
            c["target"] = "character";
        if (kind != "event") {
            c["reactions"] = randomReactions(g, 1);
            if (g.chance(50))
                c["usage"] = g.range(1, 3);
        }
        if (g.chance(40))
            c["handReactions"] = randomReactions(g, 1);  // any card listens while in hand
        out.push_back(c);
    }
    return out;
}

// A queue section the game starts from: events that need no instruction, aimed at each
// player's first character (every player has one), a buff and a summon defined above.
inline json randomQueue(Gen& g)
{
    json out = json::array();
    for (int i = 0, n = g.range(1, 4); i < n; ++i) {
        const int p = g.range(0, 1);
        const json target{{"player", g.chance(50) ? "own" : "opponent"}, {"zone", "characters"}, {"index", 0}};
        switch (g.range(0, 5)) {
        case 0:
            out.push_back({{"kind", "damage"}, {"player", p}, {"amount", g.range(0, 3)}, {"target", target}});
            break;
        case 1: out.push_back({{"kind", "heal"}, {"player", p}, {"amount", g.range(0, 3)}, {"target", target}}); break;
        case 2: out.push_back({{"kind", "add-buff"}, {"player", p}, {"buff", "B0"}, {"target", target}}); break;
        case 3: out.push_back({{"kind", "summon"}, {"player", p}, {"summon", "S0"}}); break;
        case 4: out.push_back({{"kind", "draw"}, {"player", p}, {"count", g.range(1, 2)}}); break;
        default: out.push_back({{"kind", "gain-dice"}, {"player", p}, {"element", "omni"}}); break;
        }
    }
    return out;
}

// Player p: one to three of its own characters, a pile, a hand, dice, supports (and a
// support card in hand to replace one), a team buff, summons (some of the same name).
inline json randomPlayer(Gen& g, int p, const std::vector<std::string>& supportCards)
{
    auto cards = [&](int n) {
        json list = json::array();
        for (int k = 0; k < n; ++k)
            list.push_back("D" + std::to_string(g.range(0, 7)));
        return list;
    };
    json pl{{"name", p == 0 ? "Alice" : "Bob"}};
    json chars = json::array();
    const int count = g.range(1, 3);
    for (int c = 0; c < count; ++c)
        chars.push_back("C" + std::to_string(p * 3 + c));
    pl["characters"] = chars;
    pl["pile"] = cards(g.range(0, 12));
    pl["hand"] = cards(g.range(0, 4));
    pl["dice"] = {{"omni", g.range(0, 6)}, {"pyro", g.range(0, 2)}};
    if (!supportCards.empty()) {
        pl["supports"] = json::array();
        for (int k = 0, n = g.range(0, 4); k < n; ++k)
            pl["supports"].push_back(g.pick(supportCards));
        pl["hand"].push_back(g.pick(supportCards));
    }
    if (g.chance(50))
        pl["teamBuffs"] = {"B" + std::to_string(g.range(0, 3))};
    json summons = json::array();
    for (int k = 0, n = g.range(0, 4); k < n; ++k)
        summons.push_back("S" + std::to_string(k + (g.chance(50) ? 2 : 0)));
    pl["summons"] = summons;
    return pl;
}

inline json randomScenario(int index)
{
    Gen g(0xe7e0u + static_cast<std::uint64_t>(index));
    json doc = baseScenario();
    doc["name"] = "random events game " + std::to_string(index);
    doc["rules"] = {{"initialHand", g.range(0, 5)}, {"drawPerRound", g.range(0, 2)}, {"dicePerRoll", g.range(0, 8)},
                    {"rerolls", g.range(0, 1)},     {"handSwitches", g.range(0, 1)}, {"switchCost", g.range(0, 1)},
                    {"roundLimit", g.range(1, 3)},  {"eventLimit", g.range(60, 400)}};
    doc["rules"]["firstPlayer"] = g.chance(50) ? json("random") : json(g.range(0, 1));
    doc["skills"] = json::array();
    for (int i = 0; i < 6; ++i) {
        json effects = json::array();
        for (int k = 0, n = g.range(1, 3); k < n; ++k)
            effects.push_back(randomEffect(g, false, ""));
        doc["skills"].push_back({{"id", "K" + std::to_string(i)},
                                 {"normal", g.chance(40)},
                                 {"cost", {{"aligned", g.range(0, 2)}, {"any", g.range(0, 1)}}},
                                 {"effects", effects}});
    }
    const std::vector<std::string> elements = {"pyro", "hydro", "anemo", "electro", "dendro", "cryo", "geo"};
    doc["characters"] = json::array();
    for (int i = 0; i < 6; ++i) {
        json c{{"id", "C" + std::to_string(i)},
               {"element", g.pick(elements)},
               {"hp", g.range(3, 12)},
               {"skills", {"K" + std::to_string(g.range(0, 5)), "K" + std::to_string(g.range(0, 5))}}};
        if (c["skills"][0] == c["skills"][1])
            c["skills"].erase(1);
        if (g.chance(30))
            c["reactions"] = randomReactions(g, 1);
        doc["characters"].push_back(c);
    }
    doc["buffs"] = json::array();
    for (int i = 0; i < 4; ++i) {
        json b{{"id", "B" + std::to_string(i)}, {"reactions", randomReactions(g, g.range(1, 2))}};
        if (g.chance(70))
            b["usage"] = g.range(1, 3);
        doc["buffs"].push_back(b);
    }
    doc["summons"] = json::array();
    for (int i = 0; i < 6; ++i)
        doc["summons"].push_back(
            {{"id", "S" + std::to_string(i)}, {"usage", g.range(1, 3)}, {"reactions", randomReactions(g, 1)}});
    doc["cards"] = randomCards(g);
    std::vector<std::string> supportCards;
    for (const json& c : doc["cards"])
        if (c["kind"] == "support")
            supportCards.push_back(c["id"].get<std::string>());
    for (int p = 0; p < 2; ++p)
        doc["players"][p] = randomPlayer(g, p, supportCards);
    if (g.chance(30))
        doc["queue"] = randomQueue(g);
    doc["playerPolicy"] = "manual";
    return doc;
}

// Plays a random game: every decision a random legal answer (one in twenty an answer that
// is not legal now), the end of the round more likely as the round goes on.
inline std::unique_ptr<Session> playRandom(const json& doc, std::uint64_t seed, SessionOptions options = {})
{
    options.policyAnswersPlayer = false;
    auto s = std::make_unique<Session>(eventsRuleset(), scenarioOf(doc), seed, options);
    Gen g(seed * 7919 + 1);
    for (int guard = 0; guard < 5000; ++guard) {
        if (s->run() == Session::RunResult::Finished)
            return s;
        const std::vector<Answer> legal = s->legalAnswers();
        const auto& state = asEvents(s->head()).state();
        Answer a = legal.at(g.below(static_cast<std::uint32_t>(legal.size())));
        if (a.kind != static_cast<std::uint16_t>(events::AnswerKind::End) &&
            (g.chance(state.instructionIndex * 3) || state.instructionIndex > 30))
            for (const Answer& x : legal)
                if (x.kind == static_cast<std::uint16_t>(events::AnswerKind::End))
                    a = x;
        if (g.chance(5))
            a = Answer{static_cast<std::uint16_t>(events::AnswerKind::Skill), kNoEntity, 99,
                       0};  // no such skill: rejected
        s->provideAnswer(a);
    }
    QTest::qFail("the random game did not finish", __FILE__, __LINE__);
    return s;
}

}  // namespace ts::test
