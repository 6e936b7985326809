#pragma once
// A main window as the window tests drive it: 1400 × 900, shown, errors collected instead of
// a message box, unsaved traces discarded, files opened and run to where they stop.
#include "session/sessioncontroller.h"
#include "window/mainwindow.h"

#include <QDockWidget>
#include <QStringList>
#include <QTest>

namespace ts::test {

struct WindowFixture {
    gui::MainWindow w;
    QStringList errors;

    WindowFixture()
    {
        w.showError = [this](const QString& title, const QString& text) {
            errors << title + QStringLiteral(": ") + text;
        };
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1400, 900);
        w.show();
        (void)QTest::qWaitForWindowExposed(&w);
    }
    bool open(const QString& path)
    {
        return w.openFile(path) && QTest::qWaitFor([this] { return !w.controller()->isBusy(); }, 20000);
    }
    QDockWidget* dock(const char* name) const { return w.findChild<QDockWidget*>(QString::fromLatin1(name)); }
    // In front of its tab group (or alone): something of it is on screen.
    bool inFront(const char* name) const { return dock(name) && !dock(name)->visibleRegion().isEmpty(); }
};

}  // namespace ts::test
