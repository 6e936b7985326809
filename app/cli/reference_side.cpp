#include "reference_side.h"

#include "cli_common.h"

#include "kernel/trace/trace_file.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>

namespace ts::cli {
namespace {

// A candidate's game is short and bounded by --max-events; a program that takes this long
// for one is stuck, and the search moves on without it.
constexpr std::chrono::milliseconds kMaxCandidateTimeout{10 * 60 * 1000};

// How long one run may take: what is left of the budget, within [kMinCandidateTimeout,
// kMaxCandidateTimeout] (the input itself is checked even under --budget 0).
int timeoutMs(std::chrono::steady_clock::time_point deadline)
{
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    return static_cast<int>(
        std::clamp<std::chrono::milliseconds>(left, kMinCandidateTimeout, kMaxCandidateTimeout).count());
}

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

SidePlayer referenceCliSide(const QString& program, std::shared_ptr<ReferenceFailure> lastFailure,
                            std::chrono::steady_clock::time_point deadline)
{
    return [program, lastFailure, deadline](const std::shared_ptr<const Scenario>& candidate, std::uint64_t seed,
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
        const pid_t shrink = ::getpid();
        p.setChildProcessModifier([shrink] {
            // Killed with shrink (even by SIGKILL, which runs no destructor of ours).
            if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != shrink)
                ::_exit(127);
        });
        const int timeout = timeoutMs(deadline);
        p.start(program,
                {QStringLiteral("run"), scenarioFile, QStringLiteral("--seed"), QString::number(seed),
                 QStringLiteral("--max-events"), QString::number(maxEvents), QStringLiteral("--out"), traceFile,
                 QStringLiteral("--quiet")});
        const bool done = p.waitForFinished(timeout);
        if (!done)
            p.kill(), p.waitForFinished();
        // A game that ends, reaches the event budget or waits for a decision is a game; its
        // trace is saved in each case.
        const int code = p.exitCode();
        if (!done || p.exitStatus() != QProcess::NormalExit ||
            (code != kExitOk && code != kExitBudget && code != kExitNeedsDecision)) {
            const QString slow = QStringLiteral("was killed after %1 s (the time budget, or 10 minutes)")
                                     .arg(double(timeout) / 1000, 0, 'f', 1);
            lastFailure->text =
                QStringLiteral("%1 %2: %3")
                    .arg(program, done ? describeExit(p) : slow, QString::fromUtf8(p.readAllStandardError()).trimmed());
            return nullptr;
        }
        try {
            holder->opened = openTrace(toStd(traceFile));
        } catch (const std::exception& e) {
            lastFailure->text =
                QStringLiteral("%1 wrote a trace this build cannot read: %2").arg(program, QString::fromUtf8(e.what()));
            return nullptr;
        }
        return std::shared_ptr<const Trace>(holder, &holder->opened.trace);
    };
}

}  // namespace ts::cli
