#pragma once
// The window's application object. Event data comes from files anyone can edit; every panel
// reads it through range checks and a trace file's events are checked when it is opened
// (kernel/event_check.h). What is left (a block of a trace file that fails when it is paged
// in again: the file changed on disk, an I/O error) must still never throw through Qt's event
// loop, which is not exception safe and would abort the program: notify() catches it, the
// window shows it once and stays alive.
#include <QApplication>
#include <QString>

#include <functional>

namespace ts::gui {

class GuardedApplication : public QApplication {
    Q_OBJECT
public:
    GuardedApplication(int& argc, char** argv);

    // Shows an error that reached the event loop (title, text); called once per distinct text.
    std::function<void(const QString&, const QString&)> showError;

    bool notify(QObject* receiver, QEvent* event) override;

private:
    void report(const char* what);
    QString lastError_;
};

}  // namespace ts::gui
