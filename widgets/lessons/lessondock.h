#pragma once
// The lesson runner: plays a lesson's game in the debugger and stops where the lesson
// asks a question. The learner picks an entity or a kind (radio buttons) or types a
// number; the cursor then moves to the event that decides the answer, and the dock shows
// right or wrong, the right answer, the lesson's explanation, the rule text of that
// event's clause and the events from the stop to it. A score page ends the lesson.
#include "kernel/lesson/lesson_play.h"

#include <QDockWidget>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;

namespace ts::gui {

class LessonPlayer;
class SessionController;

class LessonDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LessonDock(SessionController* controller, QWidget* parent = nullptr);
    ~LessonDock() override;

    // Reads and plays the lesson at `path` (a file or a bundled resource) off the GUI
    // thread (LessonPlayer: progress and Cancel), gives its game to the controller and goes
    // to the first stop. False with `error` naming the file and the place when the lesson
    // is bad, with `error` empty when the learner cancelled; the current game stays then.
    bool start(const QString& path, QString* error);
    // After start failed: turnscope-cli's exit code for the error (kernel/exit_codes.h).
    int lastErrorExitCode() const { return errorExitCode_; }
    LessonPlayer* player() const { return player_; }
    bool running() const { return session_ != nullptr; }
    // The lesson's game while the window shows it; null otherwise.
    const Session* session() const;
    const Lesson& lesson() const { return lesson_; }
    const std::vector<LessonAnswer>& answers() const { return answers_; }
    int questionIndex() const { return index_; }
    int score() const { return score_; }
    bool isAnswered() const { return answered_; }
    bool isFinished() const;

    // The learner's answer to the current question: an entity or kind name, or a number.
    void submit(const QString& given);
    // On to the next question, or to the score page after the last.
    void next();
    // Back at question `index` (0-based) unanswered, when the lesson has it (a lesson file
    // saved while it runs is played again from there); false when it has not.
    bool resumeAt(int index);

signals:
    void lessonFinished(int score, int total);

protected:
    // Closing the lesson during a question shows the rest of the game again.
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* buildQuestionPage();
    QWidget* buildFeedbackPage();
    QWidget* buildScorePage();
    void showQuestion();
    void showFeedback(bool right, const QString& given);
    void showScore();
    void submitFromPage();
    void focusOnScreen(QWidget* widget);
    QString eventLines(Seq from, Seq to) const;

    SessionController* controller_;
    LessonPlayer* player_;
    Lesson lesson_;
    std::vector<LessonAnswer> answers_;
    const Session* session_ = nullptr;  // the lesson's game, while the controller holds it
    int index_ = 0;
    int score_ = 0;
    bool answered_ = false;
    int errorExitCode_ = 0;  // of the last start that failed

    QStackedWidget* pages_ = nullptr;
    QLabel* heading_ = nullptr;
    QLabel* prompt_ = nullptr;
    QWidget* choices_ = nullptr;
    QVBoxLayout* choicesLayout_ = nullptr;
    QButtonGroup* group_ = nullptr;
    QLineEdit* number_ = nullptr;
    QPushButton* answerButton_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* explanation_ = nullptr;
    QLabel* rule_ = nullptr;
    QPlainTextEdit* events_ = nullptr;
    QPushButton* nextButton_ = nullptr;
    QLabel* scoreLabel_ = nullptr;
};

}  // namespace ts::gui
