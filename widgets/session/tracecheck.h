#pragma once
// Checks every event block of a trace file on the session's scan thread, after the window
// has opened it. Decoding and checking all blocks costs about 35 ms per million events: done
// on the window's thread at open, a 100 M-event trace took 3.5 s to show. The check is a pass
// of the scan (kernel/trace/trace_scan.h), which opens the file again: the blocks it decodes
// for the panels' passes at the same time are checked once, and nothing is shared with the
// session the window reads. Progress and the outcome come back on the window's thread.
#include "session/scanpass.h"

#include <QObject>

#include <memory>

namespace ts::gui {

class TraceCheck : public QObject {
    Q_OBJECT
public:
    explicit TraceCheck(QObject* parent = nullptr);
    ~TraceCheck() override;  // cancels and waits (at most one step of the scan)

    // Checks the blocks `scan` reads (a session's: its file's events); a check still running
    // is cancelled first.
    void start(std::shared_ptr<TraceScan> scan);
    // Checks every block of the file at `path`, on a scan of its own.
    void start(const QString& path);
    void cancel();
    bool isRunning() const { return pass_.isRunning(); }
    // Blocks checked so far, in percent (0 when nothing runs).
    int percent() const { return isRunning() ? percent_ : 0; }

signals:
    void progress(int percent);
    void passed();
    // The file has a block that cannot be read; `message` names the file and the block,
    // `exitCode` is turnscope-cli's for it (kernel/exit_codes.h).
    void failed(const QString& message, int exitCode);

private:
    ScanPass pass_{this};
    int percent_ = 0;
};

}  // namespace ts::gui
