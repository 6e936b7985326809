#pragma once
// A lesson's game played off the GUI thread (issue 36: a long lesson froze the window with
// no way out). The kernel's playLesson runs on a worker thread while the GUI thread waits in
// an event loop of its own, so the window keeps painting. For a moment nothing can be
// clicked (user input waits, as it did before, but the window is drawn); a game that takes
// longer shows a modal progress dialog counting the events, whose Cancel stops the game at
// the end of its current slice. The game is the same as one played on the GUI thread:
// slices never change it (kernel/lesson_play.h).
#include "kernel/lesson/lesson_play.h"

#include <QObject>

#include <atomic>
#include <cstdint>
#include <optional>

class QWidget;

namespace ts::gui {

class LessonPlayer : public QObject {
    Q_OBJECT
public:
    explicit LessonPlayer(QWidget* parent);
    // How long a game plays before the progress dialog shows (400 ms).
    void setProgressDelay(int ms) { progressDelayMs_ = ms; }

    // Plays `lesson` and returns when its game is over: the result, or nullopt when it was
    // cancelled. Rethrows what playLesson throws (a bad lesson). Not reentrant: false
    // (nullopt) while a game is being played.
    std::optional<LessonPlay> play(const Lesson& lesson);
    bool isPlaying() const { return playing_; }
    // Stops the game under way at its next slice; play() then returns nullopt.
    void cancel() { cancel_ = true; }
    std::uint64_t eventsPlayed() const { return events_.load(std::memory_order_relaxed); }

signals:
    // play() has started the worker; emitted on the GUI thread, before any waiting.
    void started();

private:
    void waitWithProgress(const bool& done);

    QWidget* parent_;
    std::atomic<bool> cancel_{false};
    std::atomic<std::uint64_t> events_{0};
    bool playing_ = false;
    int progressDelayMs_ = 400;
};

}  // namespace ts::gui
