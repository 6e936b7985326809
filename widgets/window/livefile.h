#pragma once
// A live scenario (issue 40): the scenario or lesson file the game came from is watched, and
// when it is saved the game is played again and the cursor kept at the same rule step (the
// old and the new trace aligned by rule step, kernel trace_align.h). A non-blocking bar says
// what changed, with a button that opens both games in the compare window; a file saved
// half-written or invalid keeps the last good game and the bar shows the error with its
// place. Editors save by writing a new file and renaming it over the old one, so the
// directory is watched too, and a change is read once it has been quiet for a moment.
#include "kernel/event.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstddef>

class QAction;
class QFileSystemWatcher;
class QMainWindow;
class QMenu;
class QTimer;
class QToolBar;

namespace ts::gui {

class CompareWindow;
class LessonActions;
class MessageBar;
class SessionController;

class LiveFile : public QObject {
    Q_OBJECT
public:
    // Adds the bar (hidden) to `window`'s top toolbar area and the toggle (toggleAction) to
    // `menu` (File).
    LiveFile(QMainWindow* window, SessionController* controller, LessonActions* lessons, QMenu* menu);
    ~LiveFile() override;

    // The game now shown was opened from `path` (a scenario, or a lesson when `lesson`):
    // watch it. Bundled files (":/…") are not watched. Another game replacing this one
    // (a trace, a re-run) ends the watch.
    void watch(const QString& path, bool lesson);
    void stopWatching();
    QString watchedPath() const { return path_; }
    // Settings → "Re-run a scenario when its file is saved" (default on).
    bool isEnabled() const { return enabled_; }
    void setEnabled(bool on);
    // How long a file must stay unchanged before it is read (default 200 ms).
    void setQuietTime(int ms);

    // The checkable action for a menu that turns it on and off.
    QAction* toggleAction() const { return toggle_; }
    MessageBar* bar() const { return bar_; }
    // Reads the watched file now (what the quiet timer ends in).
    void reloadNow();
    // The last reload's comparison: the game before the save (B) beside the new one (A).
    CompareWindow* openComparison();

signals:
    // A reload ended: the new game is shown (true) or the file was refused and the last good
    // game kept (false).
    void reloaded(bool ok);

private:
    enum class BarAction { None, Compare, Rerun };  // what the bar's button does
    void fileTouched();
    void rewatch();
    void placeBar(bool visible);
    void reloadScenario(const QByteArray& text, bool evenIfModified);
    void reloadLesson(const QByteArray& text);
    void tell(bool error, const QString& text, BarAction action);
    void finishScenario();
    void refuse(const QString& error);
    void barActionTriggered();

    QMainWindow* window_;
    SessionController* controller_;
    LessonActions* lessons_;
    QFileSystemWatcher* watcher_;
    QTimer* quiet_;
    QToolBar* holder_;
    MessageBar* bar_;
    QAction* toggle_;
    BarAction barAction_ = BarAction::None;
    QString path_;
    bool lesson_ = false;
    bool enabled_ = true;
    bool reloading_ = false;
    const void* game_ = nullptr;  // the session the watch belongs to
    QByteArray lastGood_;  // the text of the last game loaded from the file
    // The game before the last reload, shown read-only (for the comparison), and where the
    // cursor was in it.
    SessionController* previous_ = nullptr;
    Seq previousCursor_ = 0;
    bool waitingForRun_ = false;
    std::size_t answersGiven_ = 0, answersTotal_ = 0;  // the user's answers given again in the new game
    QPointer<CompareWindow> compare_;
};

}  // namespace ts::gui
