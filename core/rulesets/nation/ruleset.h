#pragma once
#include "kernel/ruleset.h"

namespace ts::nation {

class NationRuleset final : public Ruleset {
public:
    std::string_view id() const override { return "nation"; }
    std::shared_ptr<const Scenario> parseScenario(const nlohmann::json& doc, const std::string& file) const override;
    std::unique_ptr<Game> newGame(const Scenario& scenario, std::uint64_t seed) const override;
    std::vector<std::string> entityNames(const Scenario& scenario) const override;
    std::string fieldName(FieldId field) const override;
    std::string answerText(const Answer& a, const RenderContext& ctx) const override;
    std::string outcomeText(std::int32_t outcome) const override;
    Answer answerFromJson(const nlohmann::json& j, const Scenario& scenario, const std::string& file,
                          const std::string& path) const override;
    nlohmann::json answerToJson(const Answer& a, const Scenario& scenario) const override;
    Periods periods() const override;
    std::string report(Session& session, int maxPeriods) const override;
    // state_paths.cpp
    std::optional<FieldRef> fieldAtStatePath(const nlohmann::json& state, const std::string& pointer,
                                             const StateFieldLookup& lookup) const override;
    // metrics.cpp
    std::vector<std::string> metricNames(const Scenario& scenario) const override;
    std::unique_ptr<GameMeter> meter(const Game& game) const override;
    // edit.cpp
    std::vector<EditableField> editableFields(const Scenario& scenario) const override;
    EditOutcome applyEdit(Game& game, const Edit& edit) const override;
};

}  // namespace ts::nation
