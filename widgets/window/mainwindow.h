#pragma once
// The debugger window: dock panels around the event log, a toolbar and menus driven by
// DebugActions, files (open, save, recent, drag and drop), the layout saved with a
// version and restorable to the default.
#include <QMainWindow>
#include <QMessageBox>

#include <functional>

class QLabel;
class QProgressBar;
class QSpinBox;
class QTimer;
class QToolButton;

namespace ts::gui {

class BatchWindow;
class CompareWindow;
class HandoutExporter;
class ShrinkDialog;

class ElidedLabel;
class LessonActions;
class TeachMode;

class DebugActions;
class FileMenus;
class LiveFile;
class PanelHost;
class SessionController;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    SessionController* controller() const { return controller_; }
    DebugActions* actions() const { return actions_; }
    PanelHost* panels() const { return panels_; }
    // File → Export Handout…
    HandoutExporter* handoutExporter() const { return handout_; }
    LessonActions* lessons() const { return lessons_; }
    // View → Teach Mode.
    TeachMode* teachMode() const { return teach_; }
    // The scenario or lesson file the game came from, played again when it is saved.
    LiveFile* liveFile() const { return live_; }

    // Opens a scenario, a lesson (both .json, told apart by their content) or a trace (a
    // SQLite file); errors go to showError and the current session stays as it was.
    bool openFile(const QString& path);
    // After openFile failed: turnscope-cli's exit code for the error (the headless window
    // exits with it).
    int lastOpenExitCode() const { return openExitCode_; }
    bool saveTo(const QString& path);
    void restoreDefaultLayout();

    // Replaceable for tests: how errors are shown and how "unsaved changes" is asked.
    std::function<void(const QString& title, const QString& text)> showError;
    std::function<QMessageBox::StandardButton()> askUnsaved;
    std::function<QString(const QString& title, bool forSaving)> askFileName;
    // The seed for "Re-run with another seed" as typed (empty: cancelled).
    std::function<QString(std::uint64_t current, int pins)> askSeed;
    // Re-runs the scenario with the seed `text` (decimal, 0 … 2^64 - 1) and the pins, after
    // asking about unsaved work; errors go to showError. What the action does after askSeed.
    bool rerunWithSeedText(const QString& text);
    // Opens the comparison window for this game and the trace at `path` (File → Compare with
    // Trace…, or a second file on the command line); errors go to showError, and null is
    // returned with `exitCode` (if given) set to the error's exit code (kernel/exit_codes.h).
    CompareWindow* compareWith(const QString& path, int* exitCode = nullptr);
    // Opens a Batch window on this game's scenario (File → Batch Run…): many seeds untraced,
    // with charts; a double-clicked game opens here, after asking about unsaved work.
    BatchWindow* openBatchWindow();
    // Debug → Shrink to Here…: a modeless dialog for the breakpoint hit at the cursor (null
    // when the cursor is at none).
    ShrinkDialog* shrinkToHere();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void installDialogs();
    void connectFileActions();
    void connectDebugActions();
    void connectController();
    void createMenus();
    void rebuildViewMenu();
    void createToolBar();
    void createStatusBar();
    bool maybeKeepUnsaved();  // false: the user cancelled
    void updateTitle();
    void updateStatus();
    // The run stopped at its event budget or its work budget: why, and what is kept.
    void showBudgetReached(quint64 events, quint64 budget);
    void rerunInteractive();
    void goToEvent();
    void goToTurn();
    void playTick();
    void showSettings();
    void showAbout();

    SessionController* controller_;
    DebugActions* actions_;
    PanelHost* panels_ = nullptr;
    HandoutExporter* handout_ = nullptr;
    LessonActions* lessons_ = nullptr;
    TeachMode* teach_ = nullptr;
    FileMenus* fileMenus_ = nullptr;  // File → Open Recent, Open Sample
    LiveFile* live_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    ElidedLabel* positionLabel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QToolButton* cancelButton_ = nullptr;
    QSpinBox* playSpeed_ = nullptr;
    QTimer* playTimer_ = nullptr;
    int openExitCode_ = 0;
};

}  // namespace ts::gui
