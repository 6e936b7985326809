#pragma once
// What lessons add to the debugger window: File → Lessons (the bundled lessons by ruleset
// and "Open Lesson File…"), Debug → Add a Question Here…, and the lesson dock. The window
// creates one and names no lesson or ruleset itself.
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace ts::gui {

class AddQuestionDialog;
class LessonDock;
class SessionController;

class LessonActions : public QObject {
    Q_OBJECT
public:
    // `okToReplaceGame`: asked before a lesson replaces the open game (unsaved work).
    LessonActions(QMainWindow* window, SessionController* controller, std::function<bool()> okToReplaceGame);

    // Adds File → Lessons to `fileMenu`; the window puts addQuestionAction() in its Debug menu.
    QMenu* addLessonMenu(QMenu* fileMenu);

    // Starts the lesson at `path` (a file or ":/lessons/…"); errors go to showError.
    bool openLesson(const QString& path);
    // Add a Question Here… at the cursor: the stop goes before the event after it. Null
    // without a game or at its last event.
    AddQuestionDialog* addQuestionHere();

    LessonDock* dock() const { return dock_; }
    QAction* addQuestionAction() const { return addQuestion_; }
    std::function<void(const QString& title, const QString& text)> showError;

private:
    void updateActions();

    QMainWindow* window_;
    SessionController* controller_;
    std::function<bool()> okToReplaceGame_;
    LessonDock* dock_ = nullptr;
    QAction* addQuestion_ = nullptr;
};

}  // namespace ts::gui
