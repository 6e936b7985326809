#pragma once
// What lessons add to the debugger window: File → Lessons (the bundled lessons by ruleset,
// "Open Lesson File…" and "Export Lesson Handout…"), Debug → Add a Question Here…, and the
// lesson dock. The window creates one and names no lesson or ruleset itself.
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace ts::gui {

class AddQuestionDialog;
class HandoutExporter;
class LessonDock;
class SessionController;

class LessonActions : public QObject {
    Q_OBJECT
public:
    // `okToReplaceGame`: asked before a lesson replaces the open game (unsaved work);
    // `handouts` writes the lesson's handout (File → Lessons → Export Lesson Handout…).
    LessonActions(QMainWindow* window, SessionController* controller, std::function<bool()> okToReplaceGame,
                  HandoutExporter* handouts);

    // Adds File → Lessons to `fileMenu`; the window puts addQuestionAction() in its Debug menu.
    QMenu* addLessonMenu(QMenu* fileMenu);

    // Starts the lesson at `path` (a file or ":/lessons/…"); errors go to showError.
    bool openLesson(const QString& path);
    // After openLesson failed: turnscope-cli's exit code for the error (0: cancelled).
    int lastErrorExitCode() const;
    // Add a Question Here… at the cursor: the stop goes before the event after it. Null
    // without a game or at its last event.
    AddQuestionDialog* addQuestionHere();
    // The running lesson's handout: each question with its choices, the engine's answer,
    // the explanation, and the step that answered it (narration, rule, signature view).
    // False when no lesson is running, when cancelled, or on an error (given in `error`).
    bool exportLessonHandout(const QString& path, QString* error);
    // The panel the running lesson's handout pictures: null for the signature view, and
    // null with `error` set when the lesson names a panel this window does not have.
    QDockWidget* handoutView(QString* error) const;

signals:
    // The lesson dock exists from the first lesson on (the window lists it in View).
    void dockCreated();
    // The lesson at `path` runs now, however it was opened (the window watches its file).
    void lessonStarted(const QString& path);

public:
    LessonDock* dock() const { return dock_; }
    QAction* addQuestionAction() const { return addQuestion_; }
    QAction* exportHandoutAction() const { return exportHandout_; }
    std::function<void(const QString& title, const QString& text)> showError;

private:
    void updateActions();
    // The question, its choices and the Answer button need room: 2/5 of the dock's column,
    // taken from the panels beside it.
    void giveDockItsShare();

    QMainWindow* window_;
    SessionController* controller_;
    std::function<bool()> okToReplaceGame_;
    HandoutExporter* handouts_;
    LessonDock* dock_ = nullptr;
    QAction* addQuestion_ = nullptr;
    QAction* exportHandout_ = nullptr;
};

}  // namespace ts::gui
