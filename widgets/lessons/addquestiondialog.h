#pragma once
// Debug → Add a Question Here…: writes a stop at the event after the cursor into a lesson
// file (a new one for this game, or an existing one). The question is filled in from that
// event (its kind and subject; the next write's entity and field; the kinds that follow),
// and the lesson is loaded back and played before it is saved, so a saved lesson always
// asks something the engine answers.
#include "kernel/lesson/lesson.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace ts::gui {

class SessionController;

class AddQuestionDialog : public QDialog {
    Q_OBJECT
public:
    // The stop goes before event `seq` of the controller's game.
    AddQuestionDialog(SessionController* controller, Seq seq, QWidget* parent = nullptr);

    // The fields, for tests and for callers that pre-fill them.
    QLineEdit* fileEdit() const { return file_; }
    QComboBox* typeCombo() const { return type_; }
    QLineEdit* promptEdit() const { return prompt_; }
    QLineEdit* choicesEdit() const { return choices_; }
    QLineEdit* kindEdit() const { return kind_; }
    QLineEdit* entityEdit() const { return entity_; }
    QLineEdit* fieldEdit() const { return field_; }
    LessonPlace place() const { return place_; }
    LessonQuestion question() const;

    // Adds the stop to the file, checked by playing the lesson first; false with `error`
    // (a bad existing file, a question the game does not answer, a file that cannot be
    // written), the file unchanged then.
    bool write(QString* error);

    void accept() override;

private:
    void prefill();
    void updateFields();
    void browse();

    SessionController* controller_;
    Seq seq_;
    LessonPlace place_;
    QLabel* placeLabel_ = nullptr;
    QLineEdit* file_ = nullptr;
    QLineEdit* title_ = nullptr;
    QComboBox* type_ = nullptr;
    QLineEdit* kind_ = nullptr;
    QSpinBox* subject_ = nullptr;
    QLineEdit* entity_ = nullptr;
    QLineEdit* field_ = nullptr;
    QLineEdit* choices_ = nullptr;
    QLineEdit* prompt_ = nullptr;
    QPlainTextEdit* explanation_ = nullptr;
};

}  // namespace ts::gui
