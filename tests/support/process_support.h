#pragma once
// Running turnscope-cli and turnscope as a user does, optionally with a full disk
// (RLIMIT_FSIZE in the child) or as the unprivileged user `nobody`.
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <sys/resource.h>
#include <unistd.h>

#include <functional>

namespace robust {

struct Result {
    int exitCode = -1;  // -1: did not finish in time (killed); -2: crashed
    QString out, err;
};

struct Child {
    long fileSizeLimit = -1;  // bytes; -1 = none
    bool asNobody = false;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    int timeoutMs = 60000;
};

inline Result runProgram(const QString& program, const QStringList& args, const Child& child = {})
{
    QProcess p;
    p.setProcessEnvironment(child.env);
    const long limit = child.fileSizeLimit;
    const bool nobody = child.asNobody;
    p.setChildProcessModifier([limit, nobody] {
        // Runs between fork and exec: only async-signal-safe calls.
        if (limit >= 0) {
            struct rlimit r {};
            ::getrlimit(RLIMIT_FSIZE, &r);
            r.rlim_cur = static_cast<rlim_t>(limit);
            ::setrlimit(RLIMIT_FSIZE, &r);
        }
        if (nobody && (::setgid(65534) != 0 || ::setuid(65534) != 0))
            ::_exit(99);
    });
    p.start(program, args);
    if (!p.waitForFinished(child.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace robust
