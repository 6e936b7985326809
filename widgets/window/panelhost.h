#pragma once
// The main window's docks: the generic debugger panels, created once, and the panels of the
// open game's ruleset, created when a game of that ruleset opens and replaced when a game
// of another one does (qrenderdoc keeps exactly one pipeline viewer per API in the same
// way); a ruleset may ask for other panels per game (RulesetUi::variant). The dock layout is
// kept per ruleset (and variant), with a version: leaving it saves its layout, coming back
// restores it, and "Restore Default Layout" restores the default one of what is on screen.
#include "session/dockhost.h"

#include "kernel/event.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

#include <optional>
#include <string>

class QDockWidget;
class QMainWindow;

namespace ts::gui {

class EventLogDock;
class TimelineDock;
class WatchesDock;
class SessionController;

class PanelHost : public DockHost {
    Q_OBJECT
public:
    PanelHost(SessionController* controller, QMainWindow* window);

    QString rulesetId() const { return QString::fromStdString(rulesetId_); }
    QList<QDockWidget*> genericDocks() const { return generic_; }
    QList<QDockWidget*> rulesetDocks() const { return ruleset_; }
    QList<QDockWidget*> allDocks() const override { return generic_ + ruleset_; }
    QDockWidget* signatureDock() const override { return signature_; }
    // The event selected in the event log ("run to cursor").
    std::optional<Seq> selectedEventSeq() const;

    void restoreDefaultLayout();
    // Saves the layout of the ruleset on screen (the window calls it when it closes).
    void saveLayout() const;
    // The Teach view's layout: saveLayout saves the held one in its place.
    void holdLayout(const QByteArray& state) override { held_ = state; }
    void releaseLayout() override { held_.clear(); }

private:
    void createGenericDocks();
    void arrangeGenericDocks();
    void connectWatchTracks(TimelineDock* timeline, WatchesDock* watches);
    void capTimeline();
    int timelineHeight() const;
    void onSessionChanged();
    void switchRuleset(const std::string& id, const std::string& layoutKey);
    // The default layout's proportions in the window as it is now: the left column (the
    // event log over the signature view) wider than the right, and the signature view, not
    // the event log or the timeline, given the column's extra height.
    void shareDefaultSpace();
    static QString settingsKey(const std::string& layoutKey, const char* what);

    SessionController* controller_;
    QMainWindow* window_;
    QList<QDockWidget*> generic_;
    QList<QDockWidget*> ruleset_;
    EventLogDock* log_ = nullptr;
    QDockWidget* breakpoints_ = nullptr;
    QDockWidget* signature_ = nullptr;
    std::string rulesetId_;
    std::string layoutKey_;  // the ruleset's id, and ".<variant>" for a variant's panels
    QMap<QString, QByteArray> defaultLayouts_;  // per layout key ("" = no game)
    QByteArray held_;  // holdLayout
};

}  // namespace ts::gui
