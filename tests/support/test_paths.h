#pragma once
// Where the tests find the project's files: the source tree (TURNSCOPE_SOURCE_DIR, or the
// variable of that name in the environment) and the bundled sample scenarios of each
// ruleset (resources/scenarios/<ruleset>/).
#include <QByteArray>
#include <QDirIterator>
#include <QString>
#include <QStringList>

#include <string>

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

inline std::string sampleFile(const char* ruleset, const char* file)
{
    return samplePath(ruleset, file).toStdString();
}

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

}  // namespace ts::test
