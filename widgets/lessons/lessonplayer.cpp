#include "lessons/lessonplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>
#include <QWidget>

#include <exception>

namespace ts::gui {

LessonPlayer::LessonPlayer(QWidget* parent) : QObject(parent), parent_(parent) {}

std::optional<LessonPlay> LessonPlayer::play(const Lesson& lesson)
{
    if (playing_)
        return std::nullopt;
    playing_ = true;
    cancel_ = false;
    events_ = 0;
    LessonPlay result;
    std::exception_ptr failure;
    bool done = false;
    QThread* worker = QThread::create([&] {
        try {
            result = playLesson(lesson, kLessonEventBudget, &cancel_, &events_);
        } catch (...) {
            failure = std::current_exception();
        }
    });
    // `done` is set on this thread, by the queued finished signal: the worker's writes to
    // `result` and `failure` happen before it.
    connect(worker, &QThread::finished, this, [&done] { done = true; });
    worker->start();
    emit started();
    waitWithProgress(done);
    worker->wait();
    delete worker;
    playing_ = false;
    if (failure)
        std::rethrow_exception(failure);
    if (result.cancelled)
        return std::nullopt;
    return result;
}

void LessonPlayer::waitWithProgress(const bool& done)
{
    // First without user input (no click can start another game, nor close the window under
    // this loop): most lessons are over long before the dialog would show.
    QElapsedTimer clock;
    clock.start();
    QTimer wake;
    wake.start(20);
    while (!done && clock.elapsed() < progressDelayMs_)
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents | QEventLoop::WaitForMoreEvents);
    if (done)
        return;
    // Then a modal dialog: the window under it takes no input, the dialog's Cancel does.
    QProgressDialog dialog(tr("Playing the lesson's game…"), tr("Cancel"), 0, 0, parent_->window());
    dialog.setObjectName(QStringLiteral("lessonPlayProgress"));
    dialog.setWindowTitle(tr("Lesson"));
    dialog.setWindowModality(Qt::ApplicationModal);
    dialog.setMinimumDuration(0);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    connect(&dialog, &QProgressDialog::canceled, this, [this, &dialog] {
        cancel_ = true;
        dialog.setLabelText(tr("Stopping the lesson's game…"));
    });
    QEventLoop loop;
    QTimer tick;
    connect(&tick, &QTimer::timeout, &loop, [&] {
        if (done) {
            loop.quit();
            return;
        }
        if (!cancel_)
            dialog.setLabelText(
                tr("Playing the lesson's game… %L1 events").arg(events_.load(std::memory_order_relaxed)));
    });
    tick.start(50);
    dialog.show();
    loop.exec();
}

}  // namespace ts::gui
