#pragma once
// File → Export Handout…: asks for a file (PDF or HTML) and a number of rule steps, records
// them from the cursor (HandoutRecorder) with progress and Cancel, and writes the handout
// (HandoutWriter). The action is enabled while a game with events is open.
#include "handout/handoutrecorder.h"

#include <QObject>

#include <functional>

class QAction;
class QDockWidget;
class QWidget;

namespace ts::gui {

class SessionController;

class HandoutExporter : public QObject {
    Q_OBJECT
public:
    HandoutExporter(QWidget* window, SessionController* controller, std::function<QDockWidget*()> signatureView);

    QAction* action() const { return action_; }

    // Replaceable for tests. The file ("" = cancelled); the number of rule steps (0 =
    // cancelled); how errors are shown.
    std::function<QString()> askFileName;
    std::function<int(int suggested)> askSteps;
    std::function<void(const QString& title, const QString& text)> showError;
    // The narration of an event; default: the ruleset's (Narration::narrate).
    HandoutRecorder::Narrate narrate;

    // Asks, records, writes: false when cancelled or when it failed (the error shown).
    bool exportHandout();
    // Records `steps` rule steps from the cursor and writes them to `path`, no questions.
    bool exportTo(const QString& path, int steps, QString* error);
    // A lesson's handout: each of `questions` names the event that answered it (seq) and
    // holds the question's texts; the recorder adds the narration, the rule and the picture
    // at that event, of `view` (null: the signature view). Written to `path` as exportTo
    // writes, no questions asked.
    bool exportQuestionsTo(const QString& path, const QString& title, const QList<HandoutStep>& questions,
                           QString* error, QDockWidget* view = nullptr);

private:
    using Progress = std::function<bool(int, int)>;
    using Recording = std::function<QList<HandoutStep>(HandoutRecorder&, const Progress&)>;
    // Runs `recording` under a progress dialog with Cancel; `cancelled` says whether it was.
    QList<HandoutStep> recordWithProgress(int steps, bool* cancelled, const Recording& recording,
                                          QDockWidget* view = nullptr);
    void updateEnabled();

    QWidget* window_;
    SessionController* controller_;
    std::function<QDockWidget*()> signatureView_;
    QAction* action_;
};

}  // namespace ts::gui
