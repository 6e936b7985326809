#include "window/guardedapplication.h"

#include <cstdio>
#include <exception>

namespace ts::gui {

GuardedApplication::GuardedApplication(int& argc, char** argv) : QApplication(argc, argv) {}

bool GuardedApplication::notify(QObject* receiver, QEvent* event)
{
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::exception& e) {
        report(e.what());
    } catch (...) {
        report("unknown error");
    }
    return false;
}

void GuardedApplication::report(const char* what)
{
    const QString text = QString::fromUtf8(what);
    std::fprintf(stderr, "turnscope: %s\n", what);
    if (text == lastError_)
        return;  // a panel that repaints hits the same block again: shown once
    lastError_ = text;
    if (showError)
        showError(tr("The trace cannot be read"), text);
}

}  // namespace ts::gui
