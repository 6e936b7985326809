#include "reference_side.h"

#include "cli_common.h"

#include "kernel/trace_file.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace ts::cli {
namespace {

// A candidate's game is short and bounded by --max-events; a program that takes this long
// for one is stuck, and the search moves on without it.
constexpr int kCandidateTimeoutMs = 10 * 60 * 1000;

// The trace and the folder it is in: a trace opened from a file reads its blocks lazily, so
// the file stays until the trace is dropped.
struct ReferenceTrace {
    QTemporaryDir dir;
    OpenedTrace opened;
};

QString describeExit(const QProcess& p)
{
    if (p.error() == QProcess::FailedToStart)
        return QStringLiteral("could not be started");
    if (p.exitStatus() == QProcess::CrashExit)
        return QStringLiteral("crashed");
    return QStringLiteral("exited with %1").arg(p.exitCode());
}

}  // namespace

QString checkedReferenceProgram(const QString& text)
{
    const QFileInfo info(text);
    if (text.contains(QLatin1Char('/'))) {
        if (!info.isFile() || !info.isExecutable())
            throw UsageError("--reference-cli " + toStd(text) + ": not an executable file");
        return info.absoluteFilePath();
    }
    const QString found = QStandardPaths::findExecutable(text);
    if (found.isEmpty())
        throw UsageError("--reference-cli " + toStd(text) + ": no such program on PATH");
    return found;
}

SidePlayer referenceCliSide(const QString& program, std::shared_ptr<ReferenceFailure> lastFailure)
{
    return [program, lastFailure](const std::shared_ptr<const Scenario>& candidate, std::uint64_t seed,
                                  std::uint64_t maxEvents) -> std::shared_ptr<const Trace> {
        auto holder = std::make_shared<ReferenceTrace>();
        if (!holder->dir.isValid()) {
            lastFailure->text = QStringLiteral("no temporary folder: %1").arg(holder->dir.errorString());
            return nullptr;
        }
        const QString scenarioFile = holder->dir.filePath(QStringLiteral("candidate.json"));
        const QString traceFile = holder->dir.filePath(QStringLiteral("candidate.tstrace"));
        QFile f(scenarioFile);
        const QByteArray text = QByteArray::fromStdString(candidate->source.dump());
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.flush()) {
            lastFailure->text = QStringLiteral("%1: %2").arg(scenarioFile, f.errorString());
            return nullptr;
        }
        f.close();
        QProcess p;
        p.start(program, {QStringLiteral("run"), scenarioFile, QStringLiteral("--seed"), QString::number(seed),
                          QStringLiteral("--max-events"), QString::number(maxEvents), QStringLiteral("--out"), traceFile,
                          QStringLiteral("--quiet")});
        const bool done = p.waitForFinished(kCandidateTimeoutMs);
        if (!done)
            p.kill(), p.waitForFinished();
        // A game that ends, reaches the event budget or waits for a decision is a game; its
        // trace is saved in each case.
        const int code = p.exitCode();
        if (!done || p.exitStatus() != QProcess::NormalExit ||
            (code != kExitOk && code != kExitBudget && code != kExitNeedsDecision)) {
            lastFailure->text = QStringLiteral("%1 %2: %3").arg(program, done ? describeExit(p) : QStringLiteral("took over 10 minutes"),
                                                                 QString::fromUtf8(p.readAllStandardError()).trimmed());
            return nullptr;
        }
        try {
            holder->opened = openTrace(toStd(traceFile));
        } catch (const std::exception& e) {
            lastFailure->text = QStringLiteral("%1 wrote a trace this build cannot read: %2").arg(program, QString::fromUtf8(e.what()));
            return nullptr;
        }
        return std::shared_ptr<const Trace>(holder, &holder->opened.trace);
    };
}

}  // namespace ts::cli
