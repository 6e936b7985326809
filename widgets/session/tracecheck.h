#pragma once
// Checks every event block of a trace file on a thread of its own, after the window has
// opened it. Decoding and checking all blocks costs about 35 ms per million events: done on
// the window's thread at open, a 100 M-event trace took 3.5 s to show. The check opens the
// file again (its own SQLite connection and Trace), so nothing is shared with the session
// the window reads; progress and the outcome are read back on the window's thread.
#include <QObject>
#include <QTimer>

#include <memory>
#include <string>
#include <thread>

namespace ts::gui {

class TraceCheck : public QObject {
    Q_OBJECT
public:
    explicit TraceCheck(QObject* parent = nullptr);
    ~TraceCheck() override;  // cancels and waits (at most one block's decoding)

    // Checks `path` from the start; a check still running is cancelled first.
    void start(const QString& path);
    void cancel();
    bool isRunning() const { return running_; }
    // Blocks checked so far, in percent (0 when nothing runs).
    int percent() const;

signals:
    void progress(int percent);
    void passed();
    // The file has a block that cannot be read; `message` names the file and the block,
    // `exitCode` is turnscope-cli's for it (kernel/exit_codes.h).
    void failed(const QString& message, int exitCode);

private:
    struct State;
    static void checkBlocks(const std::string& path, State& state, const std::stop_token& stop);
    void poll();

    std::shared_ptr<State> state_;
    std::jthread worker_;
    QTimer timer_;
    bool running_ = false;
};

}  // namespace ts::gui
