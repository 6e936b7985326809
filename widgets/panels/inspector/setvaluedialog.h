#pragma once
// "What if?" (issue 40): set a value of the state at the cursor and play on. The inspector
// opens this for a value that is a traced field the ruleset lets the user edit (F2, a
// double-click, or Set Value… in its menu). The value is checked as the ruleset checks its
// scenario values (range, an enum's names) while it is typed, with the reason shown in
// place; on OK the game as it was is saved aside, the game forks at the end of the cursor's
// engine step with the edit traced as the user's, plays on, and the compare window opens
// with the game as it was.
#include "kernel/edit.h"

#include <QDialog>
#include <QString>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTemporaryDir;

namespace ts::gui {

class SessionController;

struct EditTarget {
    ts::Edit edit;  // entity and field; the value is filled in by the dialog
    QString name;  // "North.power", as history and the write events name it
    QString current;  // the value at the cursor, as the inspector shows it
    ts::EditableField field;
};

class SetValueDialog : public QDialog {
    Q_OBJECT
public:
    // The editable traced field behind the value at `statePath` of the state at the cursor;
    // nothing with `why` set when the value is no such field (a derived value, a constant,
    // a field the ruleset does not let the user set).
    static std::optional<EditTarget> targetAt(SessionController& controller, const QString& statePath, QString* why);
    // Saves the game as it is into `aside` (so the comparison has it), forks with `edit` at
    // the cursor and asks for the comparison. False with `error` set; the game is unchanged.
    static bool apply(SessionController& controller, const ts::Edit& edit, QTemporaryDir& aside, QString* error);

    SetValueDialog(SessionController* controller, EditTarget target, QWidget* parent = nullptr);

    QLineEdit* valueEdit() const { return value_; }
    QLabel* problemLabel() const { return problem_; }
    // The edit with the value typed; nothing while the value is refused.
    std::optional<ts::Edit> edit() const { return edit_; }

private:
    void check();

    SessionController* controller_;
    EditTarget target_;
    QLineEdit* value_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    std::optional<ts::Edit> edit_;
};

}  // namespace ts::gui
