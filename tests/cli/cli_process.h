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

// A command that must fail: its exit code and a piece of its message on stderr.
inline bool failsWith(const QStringList& args, int exitCode, const QString& message, QString* why)
{
    const CliResult r = runCli(args);
    *why = QStringLiteral("exit %1 (expected %2): %3").arg(r.exitCode).arg(exitCode).arg(r.err);
    return r.exitCode == exitCode && r.err.contains(message);
}

}  // namespace ts::test
