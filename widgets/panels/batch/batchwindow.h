#pragma once
// "Batch Run…" (issue 15): plays one untraced game per seed of a range, for each value of an
// optional sweep, on a worker thread (kernel runBatch) with progress and Cancel, on the
// debugger's scenario or another file; then the games as a table (double-click re-opens one
// traced in the debugger, on its sweep value's scenario), the charts of BatchCharts, and
// Save Results… to the batch results file (SQLite, saved atomically) turnscope-cli writes.
#include "panels/batch/batchsetup.h"

#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QGridLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QThread;
class QTimer;

namespace ts::gui {

class BatchCharts;
class BatchGamesModel;
class SessionController;

class BatchWindow : public QWidget {
    Q_OBJECT
public:
    explicit BatchWindow(SessionController* controller, QWidget* parent = nullptr);
    ~BatchWindow() override;  // cancels a run and waits for its games under way

    // The scenario to play: the debugger's game's document (when it has one), or a file.
    // False with `error` set when the file cannot be read; the scenario is then unchanged.
    void useDebuggerScenario();
    bool setScenarioFile(const QString& path, QString* error);
    QString scenarioFile() const { return scenarioFile_; }

    // Starts a run of the form on a worker thread. False when the form is wrong (the
    // message says what: messageLabel()) or a run is under way.
    bool start();
    void cancel();
    bool isRunning() const { return thread_ != nullptr; }
    // Writes the shown run's results file (atomically). False with `error` set.
    bool saveResults(const QString& path, QString* error);
    // Opens game `row` of the games model traced in the debugger (after confirmReplace).
    bool openGame(int row);

    // The results of the run shown (no games before the first one ends).
    const BatchResults& results() const { return shown_.results; }
    QLineEdit* seedsEdit() const { return seeds_; }
    QSpinBox* jobsBox() const { return jobs_; }
    QLineEdit* sweepEdit() const { return sweep_; }
    QPlainTextEdit* setsEdit() const { return sets_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* messageLabel() const { return message_; }
    BatchGamesModel* gamesModel() const { return games_; }
    QTableView* gamesView() const { return view_; }
    BatchCharts* charts() const { return charts_; }

    // Replaceable for tests: errors, file names asked, and the debugger's question about
    // its unsaved game before a batch game replaces it (false: keep it).
    std::function<void(const QString& title, const QString& text)> showError;
    std::function<QString(const QString& title, bool forSaving)> askFileName;
    std::function<bool()> confirmReplace;

signals:
    // A run ended: `complete` false when it was cancelled or failed.
    void runFinished(bool complete);

private:
    QWidget* createForm();
    void addRunRow(QWidget* form, QGridLayout* grid);  // Run, Cancel, progress, Save; the message
    QWidget* createBody();
    // Asks for a file and hands it to `use`; its error goes to showError under `errorTitle`.
    void withAskedFile(const QString& title, bool forSaving, const QString& errorTitle,
                       bool (BatchWindow::*use)(const QString&, QString*));
    void setMessage(const QString& text, bool error);
    void updateProgress();
    void runEnded();
    void showRun(std::vector<BatchGame> games, double seconds);
    void updateButtons();

    SessionController* controller_;
    QString scenarioFile_;
    std::optional<nlohmann::json> document_;
    QLabel* scenarioLabel_ = nullptr;
    QLineEdit* seeds_ = nullptr;
    QSpinBox* jobs_ = nullptr;
    QLineEdit* sweep_ = nullptr;
    QPlainTextEdit* sets_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* save_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* message_ = nullptr;
    BatchGamesModel* games_;
    QSortFilterProxyModel* sorted_ = nullptr;
    QTableView* view_ = nullptr;
    BatchCharts* charts_ = nullptr;
    QTimer* progressTimer_;

    // The run under way: its plan, the worker and what it reports.
    std::optional<PreparedBatch> running_;
    QThread* thread_ = nullptr;
    std::atomic<bool> cancelRequested_{false};
    std::atomic<std::uint64_t> done_{0}, total_{0};
    BatchRun result_;
    QString failure_;
    qint64 startedMs_ = 0;
    // The run shown: its plan (the variants double-click re-opens) and results.
    PreparedBatch shown_;
};

}  // namespace ts::gui
