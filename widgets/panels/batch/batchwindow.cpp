#include "panels/batch/batchwindow.h"

#include "panels/batch/batchcharts.h"
#include "panels/batch/batchgamesmodel.h"
#include "session/sessioncontroller.h"

#include "kernel/batch/batch_summary.h"
#include "kernel/io/file_io.h"
#include "kernel/ruleset_registry.h"

#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace ts::gui {

namespace {

nlohmann::json readDocument(const QString& path)
{
    // Bundled samples (":/scenarios/…") through QFile, every other file through the kernel's
    // bounded reader, as the debugger opens them.
    if (!path.startsWith(QLatin1Char(':')))
        return readScenarioDocument(path.toStdString());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FileError(path.toStdString(), "cannot open the file: " + file.errorString().toStdString());
    return parseScenarioText(file.readAll().toStdString(), path.toStdString()).scenario->source;
}

}  // namespace

BatchWindow::BatchWindow(SessionController* controller, QWidget* parent)
    : QWidget(parent, Qt::Window),
      controller_(controller),
      games_(new BatchGamesModel(this)),
      progressTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("batchWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Batch Run"));
    resize(1400, 900);
    showError = [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); };
    askFileName = [this](const QString& title, bool forSaving) {
        const QString filter =
            forSaving ? tr("Batch results (*.sqlite);;All files (*)") : tr("Scenarios (*.json);;All files (*)");
        return forSaving ? QFileDialog::getSaveFileName(this, title, QString(), filter)
                         : QFileDialog::getOpenFileName(this, title, QString(), filter);
    };
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createForm());
    layout->addWidget(createBody(), 1);
    progressTimer_->setInterval(100);
    connect(progressTimer_, &QTimer::timeout, this, &BatchWindow::updateProgress);
    useDebuggerScenario();
    updateButtons();
}

BatchWindow::~BatchWindow()
{
    if (thread_) {
        cancelRequested_.store(true);
        thread_->wait();
        delete thread_;
    }
}

QWidget* BatchWindow::createForm()
{
    auto* form = new QWidget(this);
    auto* grid = new QGridLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    scenarioLabel_ = new QLabel(form);
    scenarioLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* debuggerScenario = new QPushButton(tr("&Debugger's Scenario"), form);
    debuggerScenario->setToolTip(tr("Play the scenario of the game shown in the debugger"));
    auto* otherScenario = new QPushButton(tr("&Other Scenario…"), form);
    otherScenario->setToolTip(tr("Play another scenario file"));
    seeds_ = new QLineEdit(QStringLiteral("1..100"), form);
    seeds_->setToolTip(tr("The seeds to play, A..B, both included"));
    jobs_ = new QSpinBox(form);
    jobs_->setRange(1, 256);
    jobs_->setValue(std::clamp(QThread::idealThreadCount(), 1, 256));
    jobs_->setToolTip(tr("Games played at a time (threads); the results do not depend on it"));
    sweep_ = new QLineEdit(form);
    sweep_->setPlaceholderText(tr("$.path.to.value=V1,V2,V3 (optional)"));
    sweep_->setToolTip(tr("A JSON path of the scenario and the values to play every seed with, comma-separated"));
    sets_ = new QPlainTextEdit(form);
    sets_->setPlaceholderText(tr("$.path.to.value=VALUE, one a line (optional)"));
    sets_->setToolTip(tr("Changes made to the scenario for every game, one PATH=VALUE a line"));
    sets_->setFixedHeight(sets_->fontMetrics().lineSpacing() * 3 + 10);
    sets_->setTabChangesFocus(true);

    auto label = [form](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, form);
        l->setBuddy(buddy);
        return l;
    };
    grid->addWidget(new QLabel(tr("Scenario:"), form), 0, 0);
    auto* scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(scenarioLabel_, 1);
    scenarioRow->addWidget(debuggerScenario);
    scenarioRow->addWidget(otherScenario);
    grid->addLayout(scenarioRow, 0, 1, 1, 3);
    grid->addWidget(label(tr("S&eeds:"), seeds_), 1, 0);
    grid->addWidget(seeds_, 1, 1);
    grid->addWidget(label(tr("&Threads:"), jobs_), 1, 2);
    grid->addWidget(jobs_, 1, 3);
    grid->addWidget(label(tr("S&weep:"), sweep_), 2, 0);
    grid->addWidget(sweep_, 2, 1, 1, 3);
    grid->addWidget(label(tr("&Fixed changes:"), sets_), 3, 0, Qt::AlignTop);
    grid->addWidget(sets_, 3, 1, 1, 3);
    grid->setColumnStretch(1, 1);

    addRunRow(form, grid);

    connect(debuggerScenario, &QPushButton::clicked, this, &BatchWindow::useDebuggerScenario);
    connect(otherScenario, &QPushButton::clicked, this, [this] {
        withAskedFile(tr("Batch Run: Scenario"), false, tr("Cannot read the scenario"), &BatchWindow::setScenarioFile);
    });
    return form;
}

void BatchWindow::addRunRow(QWidget* form, QGridLayout* grid)
{
    run_ = new QPushButton(tr("&Run"), form);
    run_->setDefault(true);
    cancel_ = new QPushButton(tr("Cancel"), form);
    save_ = new QPushButton(tr("&Save Results…"), form);
    save_->setToolTip(tr("Write the games and their metrics to a results file (SQLite), as turnscope-cli batch --out"));
    progress_ = new QProgressBar(form);
    progress_->setRange(0, 100);
    progress_->setValue(0);
    progress_->setFormat(tr("%v / %m games"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    buttons->addWidget(progress_, 1);
    buttons->addWidget(save_);
    grid->addLayout(buttons, 4, 0, 1, 4);
    message_ = new QLabel(form);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(message_, 5, 0, 1, 4);

    connect(run_, &QPushButton::clicked, this, &BatchWindow::start);
    connect(cancel_, &QPushButton::clicked, this, &BatchWindow::cancel);
    connect(save_, &QPushButton::clicked, this, [this] {
        withAskedFile(tr("Save Batch Results"), true, tr("Cannot save the results"), &BatchWindow::saveResults);
    });
}

void BatchWindow::withAskedFile(const QString& title, bool forSaving, const QString& errorTitle,
                                bool (BatchWindow::*use)(const QString&, QString*))
{
    const QString path = askFileName(title, forSaving);
    QString error;
    if (!path.isEmpty() && !(this->*use)(path, &error))
        showError(errorTitle, error);
}

QWidget* BatchWindow::createBody()
{
    auto* split = new QSplitter(Qt::Horizontal, this);
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(games_);
    sorted_->setSortRole(BatchGamesModel::SortRole);
    view_ = new QTableView(split);
    view_->setModel(sorted_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);  // (sweep, seed) order until a click
    view_->setSortingEnabled(true);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->setWordWrap(false);
    view_->setToolTip(tr("Double-click a game to open it traced in the debugger"));
    connect(view_, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { openGame(sorted_->mapToSource(index).row()); });
    charts_ = new BatchCharts(split);
    split->addWidget(view_);
    split->addWidget(charts_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({560, 840});
    return split;
}

void BatchWindow::useDebuggerScenario()
{
    const Session* s = controller_->session();
    if (!s) {
        if (document_)
            setMessage(tr("There is no game in the debugger: the scenario stays %1.").arg(scenarioFile_), true);
        else
            scenarioLabel_->setText(tr("(none: choose a scenario file)"));
        return;
    }
    document_ = s->scenario().source;
    scenarioFile_ = controller_->filePath().isEmpty() ? controller_->scenarioName() : controller_->filePath();
    scenarioLabel_->setText(tr("%1 (the debugger's game)").arg(scenarioFile_));
    updateButtons();
}

bool BatchWindow::setScenarioFile(const QString& path, QString* error)
{
    try {
        document_ = readDocument(path);
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    scenarioFile_ = path;
    scenarioLabel_->setText(path);
    updateButtons();
    return true;
}

void BatchWindow::setMessage(const QString& text, bool error)
{
    message_->setText(text);
    message_->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

void BatchWindow::updateButtons()
{
    const bool running = thread_ != nullptr;
    run_->setEnabled(!running && document_.has_value());
    cancel_->setEnabled(running);
    save_->setEnabled(!running && !shown_.results.games.empty());
}

bool BatchWindow::start()
{
    if (thread_)
        return false;
    if (!document_) {
        setMessage(tr("Choose a scenario first (Other Scenario…)."), true);
        return false;
    }
    BatchForm form;
    form.scenarioFile = scenarioFile_;
    form.document = *document_;
    form.seeds = seeds_->text().trimmed();
    form.jobs = jobs_->value();
    form.sweep = sweep_->text();
    for (const QString& line : sets_->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            form.sets << line.trimmed();
    form.maxEvents = controller_->eventBudget();
    QString error;
    running_ = BatchSetup::prepare(form, &error);
    if (!running_) {
        setMessage(error, true);
        return false;
    }
    cancelRequested_.store(false);
    done_.store(0);
    total_.store(running_->plan.seeds.size() * running_->plan.variants.size());
    failure_.clear();
    result_ = BatchRun{};
    startedMs_ = QDateTime::currentMSecsSinceEpoch();
    thread_ = QThread::create([this, plan = running_->plan] {
        try {
            result_ = runBatch(
                plan, [this](const BatchProgress& p) { done_.store(p.done); }, &cancelRequested_, 100);
        } catch (const std::exception& e) {
            failure_ = QString::fromStdString(e.what());
            result_.complete = false;
        }
    });
    connect(thread_, &QThread::finished, this, &BatchWindow::runEnded);
    thread_->start();
    progressTimer_->start();
    updateProgress();
    setMessage(tr("Playing %1 games…").arg(total_.load()), false);
    updateButtons();
    return true;
}

void BatchWindow::cancel()
{
    if (thread_)
        cancelRequested_.store(true);
}

void BatchWindow::updateProgress()
{
    // The bar counts games; totals above INT_MAX are shown in thousands.
    const std::uint64_t total = total_.load(), done = std::min(done_.load(), total);
    const std::uint64_t scale = total > static_cast<std::uint64_t>(INT_MAX) ? 1000 : 1;
    progress_->setRange(0, static_cast<int>(std::max<std::uint64_t>(1, total / scale)));
    progress_->setValue(static_cast<int>(done / scale));
}

void BatchWindow::runEnded()
{
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    progressTimer_->stop();
    const bool complete = result_.complete && failure_.isEmpty();
    if (!failure_.isEmpty()) {
        setMessage(tr("The run failed: %1").arg(failure_), true);
    } else if (!complete) {
        setMessage(tr("Cancelled after %1 of %2 games; their results were discarded.")
                       .arg(result_.games.size())
                       .arg(total_.load()),
                   false);
    } else {
        done_.store(total_.load());
        const double seconds = static_cast<double>(QDateTime::currentMSecsSinceEpoch() - startedMs_) / 1000;
        showRun(std::move(result_.games), seconds);
    }
    updateProgress();
    result_ = BatchRun{};
    running_.reset();
    updateButtons();
    emit runFinished(complete);
}

void BatchWindow::showRun(std::vector<BatchGame> games, double seconds)
{
    shown_ = std::move(*running_);
    shown_.results.games = std::move(games);
    shown_.results.params["games"] = std::to_string(shown_.results.games.size());
    QStringList sweepValues;
    for (const std::string& v : shown_.results.sweepValues)
        sweepValues << QString::fromStdString(v);
    games_->setGames(shown_.results.games, sweepValues);
    const BatchPlan& plan = shown_.plan;
    const QString periodName = QString::fromStdString(plan.ruleset->periodsFor(*plan.variants.front()).majorName);
    charts_->setResults(shown_.results, summarizeBatch(shown_.results), periodName);
    const std::size_t sweeps = shown_.results.sweepValues.size();
    const QString done = sweeps == 0 ? tr("%1 games (seeds %2..%3) in %4 s on %5 threads.")
                                           .arg(shown_.results.games.size())
                                           .arg(plan.seeds.first)
                                           .arg(plan.seeds.last)
                                           .arg(seconds, 0, 'f', 2)
                                           .arg(plan.jobs)
                                     : tr("%1 games (seeds %2..%3 for each of %4 sweep values) in %5 s on %6 threads.")
                                           .arg(shown_.results.games.size())
                                           .arg(plan.seeds.first)
                                           .arg(plan.seeds.last)
                                           .arg(sweeps)
                                           .arg(seconds, 0, 'f', 2)
                                           .arg(plan.jobs);
    setMessage(done + QLatin1Char(' ') + tr("Double-click a game to open it traced in the debugger."), false);
}

bool BatchWindow::saveResults(const QString& path, QString* error)
{
    if (shown_.results.games.empty()) {
        *error = tr("There are no results to save: run a batch first.");
        return false;
    }
    try {
        saveBatchResults(path.toStdString(), shown_.results);
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
    setMessage(tr("Results saved to %1.").arg(path), false);
    return true;
}

bool BatchWindow::openGame(int row)
{
    if (row < 0 || row >= games_->rowCount() || (confirmReplace && !confirmReplace()))
        return false;
    const BatchGame& g = games_->gameAt(row);
    QString error;
    if (!controller_->openGame(*shown_.plan.ruleset, shown_.plan.variants.at(g.sweep), g.seed, shown_.plan.maxEvents,
                               &error)) {
        showError(tr("Cannot open the game"), error);
        return false;
    }
    const QString value = QString::fromStdString(shown_.results.sweepValue(g.sweep));
    setMessage(value.isEmpty() ? tr("Seed %1 opened in the debugger.").arg(g.seed)
                               : tr("Seed %1 with %2 = %3 opened in the debugger.")
                                     .arg(g.seed)
                                     .arg(QString::fromStdString(shown_.results.params.at("sweep_path")), value),
               false);
    if (QWidget* w = parentWidget()) {
        w->raise();
        w->activateWindow();
    }
    return true;
}

}  // namespace ts::gui
