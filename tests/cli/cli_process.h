#pragma once
// Runs turnscope-cli (the TURNSCOPE_CLI path each CLI test target defines) and keeps what it
// printed: the one way the CLI tests call the program.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ts::test {

struct CliResult {
    int exitCode = -1;  // -2: crashed; -1: did not finish in 2 minutes
    QString out, err;
};

inline CliResult runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(TURNSCOPE_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace ts::test
