#pragma once
// Where the tests find the project's files: the source tree (TURNSCOPE_SOURCE_DIR, or the
// variable of that name in the environment) and the bundled sample scenarios and lessons of
// each ruleset (resources/scenarios/<ruleset>/, resources/lessons/<ruleset>/). Generic tests
// take their rulesets from the registry and their samples from those folders, never from a
// hand list (issue 37), so a ruleset is covered the day it is registered.
#include "kernel/ruleset_registry.h"

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <string>
#include <vector>

namespace ts::test {

inline QString sourceDir()
{
    const QByteArray env = qgetenv("TURNSCOPE_SOURCE_DIR");
    return env.isEmpty() ? QStringLiteral(TURNSCOPE_SOURCE_DIR) : QString::fromLocal8Bit(env);
}

inline QString samplePath(const char* ruleset, const char* file)
{
    return sourceDir() + QStringLiteral("/resources/scenarios/") + QString::fromUtf8(ruleset) + QLatin1Char('/') +
        QString::fromUtf8(file);
}

inline std::string sampleFile(const char* ruleset, const char* file) { return samplePath(ruleset, file).toStdString(); }

// Every bundled sample of every ruleset, sorted (the rows of the tests that cover them all).
inline QStringList allSamplePaths()
{
    QDirIterator it(sourceDir() + QStringLiteral("/resources/scenarios"), {QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    return paths;
}

// The ids of the registered rulesets, in the order they were registered (the test mains
// register them as the executables do).
inline QStringList rulesetIds()
{
    QStringList ids;
    for (const Ruleset* r : allRulesets())
        ids << QString::fromUtf8(r->id().data(), static_cast<qsizetype>(r->id().size()));
    return ids;
}

// The bundled samples of one ruleset (resources/scenarios/<id>/*.json), full paths sorted by
// name; empty when the ruleset has none (a generic test makes that a failure).
inline QStringList samplesOf(const QString& ruleset)
{
    const QDir dir(sourceDir() + QStringLiteral("/resources/scenarios/") + ruleset);
    QStringList paths;
    for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths << dir.filePath(f);
    return paths;
}

// The bundled lessons (resources/lessons/<ruleset>/*.json), full paths sorted; only those of
// `ruleset` when one is named (empty when it has none).
inline QStringList lessonPaths(const QString& ruleset = QString())
{
    QDirIterator it(sourceDir() + QStringLiteral("/resources/lessons") +
                        (ruleset.isEmpty() ? QString() : QLatin1Char('/') + ruleset),
                    {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    return paths;
}

struct RulesetSample {
    QString ruleset;
    QString path;  // full path
    QString file;  // its name in resources/scenarios/<ruleset>/
};

// Every sample of every registered ruleset, by ruleset (registration order) then name. A
// registered ruleset without a sample is in `withoutSamples` when given.
inline std::vector<RulesetSample> registeredSamples(QStringList* withoutSamples = nullptr)
{
    std::vector<RulesetSample> out;
    for (const QString& id : rulesetIds()) {
        const QStringList paths = samplesOf(id);
        if (paths.isEmpty() && withoutSamples)
            *withoutSamples << id;
        for (const QString& p : paths)
            out.push_back({id, p, p.section(QLatin1Char('/'), -1)});
    }
    return out;
}

// The registered rulesets none of `samples` (paths in resources/scenarios/<id>/) belongs to:
// a test whose rows are written by hand, one or more per ruleset, adds a failing row for each.
inline QStringList rulesetsNotIn(const QStringList& samples)
{
    QStringList out;
    for (const QString& id : rulesetIds())
        if (std::none_of(samples.begin(), samples.end(), [&](const QString& p) {
                return p.contains(QStringLiteral("/resources/scenarios/") + id + QLatin1Char('/'));
            }))
            out << id;
    return out;
}

}  // namespace ts::test
