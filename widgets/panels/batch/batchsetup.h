#pragma once
// What the Batch window plays: the plan and the results' parameters from its form (a
// scenario document, seeds "A..B", threads, a sweep "PATH=V1,V2,…" and fixed "PATH=VALUE"
// entries), built as turnscope-cli batch builds them (kernel/batch_setup.h), with a message
// for the user instead of an exit code when the form is wrong.
#include "kernel/batch/batch.h"
#include "kernel/batch/batch_results.h"
#include "kernel/session/session.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts::gui {

struct BatchForm {
    QString scenarioFile;  // stored in the results ("scenario_file")
    nlohmann::json document;  // the scenario document, before any --set
    QString seeds;  // "A..B", both included
    int jobs = 1;
    QString sweep;  // "PATH=V1,V2,…"; empty: no sweep
    QStringList sets;  // fixed "PATH=VALUE" entries
    std::uint64_t maxEvents = kDefaultRunEventBudget;
};

struct PreparedBatch {
    BatchPlan plan;
    BatchResults results;  // everything but the games
};

class BatchSetup {
    Q_DECLARE_TR_FUNCTIONS(ts::gui::BatchSetup)
public:
    // The plan of `form`, or nothing with `error` saying what is wrong and where.
    static std::optional<PreparedBatch> prepare(const BatchForm& form, QString* error);
    // "A..B" as two seeds; nothing with `error` set when it is not a range.
    static std::optional<SeedRange> parseSeeds(const QString& text, QString* error);
};

}  // namespace ts::gui
