#include "panels/batch/batchsetup.h"

#include "kernel/batch/batch_setup.h"
#include "kernel/batch/scenario_set.h"

#include <exception>

namespace ts::gui {

namespace {

std::optional<std::uint64_t> seedOf(const QString& text)
{
    bool ok = false;
    const qulonglong v = text.trimmed().toULongLong(&ok);
    if (!ok || v > static_cast<qulonglong>(INT64_MAX))
        return std::nullopt;
    return v;
}

}  // namespace

std::optional<SeedRange> BatchSetup::parseSeeds(const QString& text, QString* error)
{
    const qsizetype dots = text.indexOf(QStringLiteral(".."));
    const auto first = dots < 0 ? std::nullopt : seedOf(text.left(dots));
    const auto last = dots < 0 ? std::nullopt : seedOf(text.mid(dots + 2));
    if (!first || !last) {
        *error = tr("Seeds: expected a range A..B of whole numbers from 0 to 9223372036854775807, both included "
                    "(for example 1..100); got \"%1\".")
                     .arg(text);
        return std::nullopt;
    }
    if (*first > *last) {
        *error = tr("Seeds %1: the range is reversed (A must not exceed B).").arg(text);
        return std::nullopt;
    }
    return SeedRange{*first, *last};
}

std::optional<PreparedBatch> BatchSetup::prepare(const BatchForm& form, QString* error)
{
    const auto seeds = parseSeeds(form.seeds, error);
    if (!seeds)
        return std::nullopt;
    std::vector<ScenarioSet> sets;
    try {
        for (const QString& s : form.sets) {
            sets.push_back(parseScenarioSet(s.trimmed().toStdString()));
            if (sets.back().values.size() > 1) {
                *error = tr("The fixed change \"%1\" has several values: put the values to sweep in the Sweep field.")
                             .arg(s.trimmed());
                return std::nullopt;
            }
        }
        if (!form.sweep.trimmed().isEmpty())
            sets.push_back(parseScenarioSet(form.sweep.trimmed().toStdString()));
        PreparedBatch b;
        const std::string file = form.scenarioFile.toStdString();
        b.plan.jobs = static_cast<unsigned>(std::max(1, form.jobs));
        b.plan.seeds = *seeds;
        b.plan.maxEvents = form.maxEvents;
        b.plan.variants = batchVariants(form.document, file, sets, b.plan.ruleset);
        if (const std::string problem = batchPlanProblem(b.plan, file); !problem.empty()) {
            *error = QString::fromStdString(problem);
            return std::nullopt;
        }
        b.results = batchResultsHead(b.plan, file, form.document, sets, *seeds, std::string());
        return b;
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

}  // namespace ts::gui
