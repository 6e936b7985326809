#pragma once
// Debug → Shrink to Here…: a modeless dialog over a ShrinkRunner. Before the search it says
// what is shrunk (the breakpoint the cursor stands at, by names) and asks for a time budget;
// during it it shows candidates tried, kept, the best game's events and the time, with
// Cancel (the best so far is kept); after it the reduction, Save As… (atomic) and Open,
// which opens the shrunk scenario as a new game and stops at the breakpoint there.
#include "window/shrinkrunner.h"

#include <QDialog>

#include <functional>

class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ts::gui {

class SessionController;

class ShrinkDialog : public QDialog {
    Q_OBJECT
public:
    // The controller's game and its breakpoint `breakpointId` (the hit at the cursor).
    ShrinkDialog(SessionController* controller, int breakpointId, QWidget* parent = nullptr);
    ~ShrinkDialog() override;

    ShrinkRunner* runner() const { return runner_; }
    QSpinBox* budgetBox() const { return budget_; }
    bool isValid() const { return input_.has_value(); }  // false: no such breakpoint or game
    QString note() const { return note_; }  // what of the game a shrink does not replay; "" if nothing

    // Replaceable for tests: the file name for Save As… (empty: cancelled), whether the
    // current game may be replaced (the window asks about unsaved work), errors.
    std::function<QString()> askFileName;
    std::function<bool()> mayReplaceGame;
    std::function<void(const QString& text)> showError;

    void startShrink();
    void cancelShrink();
    bool saveTo(const QString& path);
    // Opens the result as a new game in the controller, stopped at the breakpoint's first
    // hit; false with showError when it cannot.
    bool openResult();
    QString summaryText() const;
    // Why a shrunk game that stops at its first event tells little, and what to ask instead.
    static QString startNote(const ShrinkResult& r);
    static constexpr std::uint64_t kEventsBeforeAnyRule = 1;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QFormLayout* breakpointForm();
    void onProgress(quint64 candidates, quint64 kept, quint64 events, double seconds);
    void onFinished(bool ok);
    QString notReplayedNote() const;

    SessionController* controller_;
    std::optional<ShrinkRunner::Input> input_;
    QString note_;  // inputs of the game that a shrink does not replay
    ShrinkRunner* runner_;
    QLabel* what_;
    QSpinBox* budget_;
    QProgressBar* bar_;
    QLabel* status_;
    QLabel* summary_;
    QPushButton* startButton_;
    QPushButton* cancelButton_;
    QPushButton* saveButton_;
    QPushButton* openButton_;
    QPushButton* closeButton_;
};

}  // namespace ts::gui
