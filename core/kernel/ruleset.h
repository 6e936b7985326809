#pragma once
// One rule system: reads its scenarios, starts games, and names what its events carry.
#include "kernel/decision.h"
#include "kernel/edit.h"
#include "kernel/game.h"
#include "kernel/game_meter.h"
#include "kernel/periods.h"
#include "kernel/scenario.h"
#include "kernel/session/state_fields.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ts {

class RenderContext;
class Session;

class Ruleset {
public:
    virtual ~Ruleset() = default;
    virtual std::string_view id() const = 0;

    // Throws ScenarioError naming `file` and the JSON path of the first bad value.
    virtual std::shared_ptr<const Scenario> parseScenario(const nlohmann::json& doc, const std::string& file) const = 0;
    virtual std::unique_ptr<Game> newGame(const Scenario& scenario, std::uint64_t seed) const = 0;
    // Index = EntityId; [0] is "".
    virtual std::vector<std::string> entityNames(const Scenario& scenario) const = 0;

    virtual std::string fieldName(FieldId field) const = 0;
    virtual std::string answerText(const Answer& a, const RenderContext& ctx) const = 0;
    virtual std::string outcomeText(std::int32_t outcome) const = 0;
    // Answers that come as JSON (a script line, the GUI, `--decisions`), with errors at `path`.
    virtual Answer answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                                  const std::string& path) const = 0;
    virtual nlohmann::json answerToJson(const Answer& a, const Scenario& scenario) const = 0;

    // How the rules count time (turns and Runs, rounds and turns).
    virtual Periods periods() const = 0;
    // How one game counts time, when the games of a ruleset differ (another scheduler chosen
    // by the scenario): the timeline and Go to Turn use this. Default: periods().
    virtual Periods periodsFor(const Scenario& scenario) const;
    // What `turnscope-cli run` prints about a played game (at most `maxPeriods` periods in
    // detail), before its one-line summary.
    virtual std::string report(Session& session, int maxPeriods) const = 0;
    // The ruleset's table of one major period (`turnscope-cli runtable`): as it stood when
    // the period began, or with `after` at its end; text, or JSON. nullopt: the game has no
    // such period. Rulesets without such a table say so in hasPeriodTable().
    virtual bool hasPeriodTable() const { return false; }
    virtual std::optional<std::string> periodTable(Session& session, std::int64_t period, bool after, bool json) const;
    // "Who changed this?" from the inspector: the traced field that the value at JSON
    // pointer `pointer` of `state` (toJson()) shows, or nullopt when no traced field is
    // behind it. Default: defaultFieldAtStatePath (state_fields.h), which reads the
    // entity from the names of the objects on the path and the field from the keys below.
    virtual std::optional<FieldRef> fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                                     const StateFieldLookup& lookup) const;

    // Batch runs (batch.h): what a designer balancing a scenario looks at, sampled once
    // per major period of every game ("North.power", "Hero.hp"); fixed for the scenario.
    // Default: none.
    virtual std::vector<std::string> metricNames(const Scenario& scenario) const;
    // A meter for one game of this ruleset (made by newGame, not yet stepped), sampling
    // metricNames(its scenario). Default: nullptr, the ruleset cannot be played in a batch.
    virtual std::unique_ptr<GameMeter> meter(const Game& game) const;

    // "What if?" (edit.h): the fields the user may set at a step boundary in a game of
    // `scenario` (its counters, its names), with the values the ruleset allows in a scenario.
    // Default: none (the ruleset has no editable fields).
    virtual std::vector<EditableField> editableFields(const Scenario& scenario) const;
    // Sets `edit` on `game` (at a step boundary) and returns the field's old value, or
    // refuses with a sentence naming the field and what is allowed. The kernel has checked
    // the value against editableFields() (parseEdit, checkEditValue) when it came as text;
    // this checks it again, and whether `edit.entity` has that field. The game's scenario is
    // the one it was made from (newGame). Default: refuses.
    virtual EditOutcome applyEdit(Game& game, const Edit& edit) const;
};

}  // namespace ts
