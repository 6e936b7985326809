#pragma once
// What a passing layout (the Teach view) needs of the window's docks: every dock there is,
// the ruleset's signature view, and a way to keep the user's layout while the passing one is
// on screen. The window's PanelHost is the one implementation; the layers below the window
// see only this, so they never include the window.
#include <QByteArray>
#include <QList>
#include <QObject>

class QDockWidget;

namespace ts::gui {

class DockHost : public QObject {
    Q_OBJECT
public:
    // The version of QMainWindow::saveState the window's layouts are saved under.
    static constexpr int kLayoutVersion = 6;  // 6: the Watches panel (5: Why Not?)

    using QObject::QObject;

    virtual QList<QDockWidget*> allDocks() const = 0;
    // The ruleset's signature view (the Run table, the battle view …); null without one.
    virtual QDockWidget* signatureDock() const = 0;
    // While a passing layout is on screen, the user's layout to save in its place; a switch
    // to another ruleset's panels drops it (docksChanged says so).
    virtual void holdLayout(const QByteArray& state) = 0;
    virtual void releaseLayout() = 0;

signals:
    // The set of docks changed (the View menu lists them; the Teach view lays out again).
    void docksChanged();
};

}  // namespace ts::gui
