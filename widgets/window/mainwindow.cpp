#include "window/mainwindow.h"

#include "panels/batch/batchwindow.h"
#include "window/aboutdialog.h"

#include "session/drawpinset.h"

#include "handout/handoutexporter.h"
#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "session/elidedlabel.h"
#include "session/paneldock.h"
#include "session/periods.h"
#include "session/sessioncontroller.h"
#include "teach/teachmode.h"
#include "window/debugactions.h"
#include "window/filemenus.h"
#include "window/incomingfile.h"
#include "window/livefile.h"
#include "window/panelhost.h"
#include "window/shrinkdialog.h"

#include "kernel/io/file_io.h"
#include "kernel/trace/trace.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace ts::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), controller_(new SessionController(this)), actions_(new DebugActions(controller_, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    installDialogs();

    createToolBar();
    resize(1400, 900);
    panels_ = new PanelHost(controller_, this);
    handout_ = new HandoutExporter(this, controller_, [this] { return panels_->signatureDock(); });
    teach_ = new TeachMode(this, controller_, panels_);
    auto* debugBar = findChild<QToolBar*>(QStringLiteral("debugToolBar"));
    debugBar->addSeparator();
    debugBar->addAction(teach_->actions().toggle);
    connect(teach_, &TeachMode::activeChanged, this, [this](bool on) { actions_->restoreLayout->setEnabled(!on); });
    createMenus();
    createStatusBar();
    connect(panels_, &PanelHost::docksChanged, this, &MainWindow::rebuildViewMenu);
    restoreGeometry(QSettings().value(QStringLiteral("layout/geometry")).toByteArray());

    playTimer_ = new QTimer(this);
    connect(playTimer_, &QTimer::timeout, this, &MainWindow::playTick);
    connectFileActions();
    connectDebugActions();
    connectController();
    updateTitle();
    updateStatus();
}

// The message boxes and file dialogs, behind the members tests replace.
void MainWindow::installDialogs()
{
    showError = [this](const QString& title, const QString& text) { QMessageBox::critical(this, title, text); };
    askUnsaved = [this] {
        return QMessageBox::warning(this, tr("Unsaved trace"),
                                    tr("The current trace has events that are not saved. Save them first?"),
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    askFileName = [this](const QString& title, bool forSaving) {
        return forSaving
            ? QFileDialog::getSaveFileName(this, title, QString(), tr("Turnscope traces (*.tstrace)"))
            : QFileDialog::getOpenFileName(this, title, QString(),
                                           tr("Scenarios, lessons and traces (*.json *.tstrace);;All files (*)"));
    };
    askSeed = [this](std::uint64_t current, int pins) {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Re-run with Another Seed"),
                                                   tr("Seed of the new game (a whole number from 0 to "
                                                      "18446744073709551615). %n pinned draw(s) keep their results.",
                                                      nullptr, pins),
                                                   QLineEdit::Normal, QString::number(current + 1), &ok);
        return ok ? text.trimmed() : QString();
    };
}

void MainWindow::connectFileActions()
{
    connect(actions_->openScenario, &QAction::triggered, this, [this] {
        const QString path = askFileName(tr("Open Scenario"), false);
        if (!path.isEmpty())
            openFile(path);
    });
    connect(actions_->openTrace, &QAction::triggered, this, [this] {
        const QString path = askFileName(tr("Open Trace"), false);
        if (!path.isEmpty())
            openFile(path);
    });
    connect(actions_->save, &QAction::triggered, this, [this] {
        const QString current = controller_->filePath();
        if (isTraceFile(current))
            saveTo(current);
        else
            actions_->saveAs->trigger();
    });
    connect(actions_->saveAs, &QAction::triggered, this, [this] {
        QString path = askFileName(tr("Save Trace"), true);
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".tstrace");
        saveTo(path);
    });
    connect(actions_->quit, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::connectDebugActions()
{
    connect(actions_->continueForward, &QAction::triggered, controller_, &SessionController::continueForward);
    connect(actions_->reverseContinue, &QAction::triggered, controller_, &SessionController::reverseContinue);
    connect(actions_->stepOver, &QAction::triggered, controller_, &SessionController::stepOver);
    connect(actions_->stepInto, &QAction::triggered, controller_, &SessionController::stepInto);
    connect(actions_->stepOut, &QAction::triggered, controller_, &SessionController::stepOut);
    connect(actions_->stepBackInto, &QAction::triggered, controller_, &SessionController::stepBackInto);
    connect(actions_->stepBackOver, &QAction::triggered, controller_, &SessionController::stepBackOver);
    connect(actions_->stepBackOut, &QAction::triggered, controller_, &SessionController::stepBackOut);
    connect(actions_->runToCursor, &QAction::triggered, this, [this] {
        if (const auto seq = panels_->selectedEventSeq())
            controller_->runToCursor(*seq);
    });
    connect(actions_->toggleBreakpoint, &QAction::triggered, this,
            [this] { controller_->toggleBreakpointAt(controller_->cursor()); });
    connect(actions_->goToEvent, &QAction::triggered, this, &MainWindow::goToEvent);
    connect(actions_->goToTurn, &QAction::triggered, this, &MainWindow::goToTurn);
    connect(actions_->rerun, &QAction::triggered, this, &MainWindow::rerunInteractive);
    connect(actions_->shrinkToHere, &QAction::triggered, this, &MainWindow::shrinkToHere);
    connect(actions_->batch, &QAction::triggered, this, &MainWindow::openBatchWindow);
    connect(controller_, &SessionController::rerunRequested, this, &MainWindow::rerunInteractive);
    connect(actions_->play, &QAction::toggled, this, [this](bool on) {
        if (on)
            playTimer_->start(std::max(1, 1000 / std::max(1, playSpeed_->value())));
        else
            playTimer_->stop();
    });
    // Stop (Esc) ends what runs: playing, and the controller's work (a continue, a re-run).
    connect(actions_->stop, &QAction::triggered, this, [this] {
        actions_->play->setChecked(false);
        if (controller_->isBusy())
            controller_->cancelBusy();
    });
    connect(actions_->restoreLayout, &QAction::triggered, this, &MainWindow::restoreDefaultLayout);
    connect(actions_->settings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(actions_->about, &QAction::triggered, this, &MainWindow::showAbout);
}

// The title, the status bar and the progress of long work follow the session.
void MainWindow::connectController()
{
    connect(controller_, &SessionController::sessionChanged, this, &MainWindow::updateTitle);
    connect(controller_, &SessionController::modifiedChanged, this, &MainWindow::updateTitle);
    connect(controller_, &SessionController::cursorMoved, this, &MainWindow::updateStatus);
    connect(controller_, &SessionController::traceChanged, this, &MainWindow::updateStatus);
    connect(controller_, &SessionController::statusMessage, this,
            [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    // Queued: the message box must not open in the middle of the controller's run slice.
    connect(controller_, &SessionController::budgetReached, this, &MainWindow::showBudgetReached, Qt::QueuedConnection);
    connect(controller_, &SessionController::busyChanged, this, [this](bool busy, const QString& what) {
        progress_->setVisible(busy);
        cancelButton_->setVisible(busy);
        progress_->setFormat(what + QStringLiteral(" %p%"));
        progress_->setRange(0, 0);
    });
    // A large trace's blocks are checked after it opens (SessionController::openTrace).
    connect(controller_, &SessionController::traceCheckProgress, this, [this](int percent) {
        statusBar()->showMessage(tr("Checking the trace's events: %1 %").arg(percent), 1000);
    });
    connect(controller_, &SessionController::traceDamaged, this, [this](const QString& error, int exitCode) {
        openExitCode_ = exitCode;
        showError(tr("Cannot open the trace"), error);
    });
    connect(controller_, &SessionController::progress, this, [this](int percent) {
        if (percent < 0) {
            progress_->setRange(0, 0);
        } else {
            progress_->setRange(0, 100);
            progress_->setValue(percent);
        }
    });
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions_->openScenario);
    file->addAction(actions_->openTrace);
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    fileMenus_ = new FileMenus(
        recent, [this](const QString& path) { openFile(path); }, this);
    fileMenus_->askFileName = [this](const QString& title, bool forSaving) { return askFileName(title, forSaving); };
    fileMenus_->showError = [this](const QString& title, const QString& text) { showError(title, text); };
    fileMenus_->connectCompare(actions_->compare, controller_, this);
    fileMenus_->rebuildRecentMenu();
    QMenu* samples = file->addMenu(tr("Open &Sample"));
    samples->setObjectName(QStringLiteral("sampleMenu"));
    fileMenus_->fillSampleMenu(samples);
    lessons_ = new LessonActions(
        this, controller_, [this] { return maybeKeepUnsaved(); }, handout_);
    connect(lessons_, &LessonActions::dockCreated, this, &MainWindow::rebuildViewMenu);
    lessons_->showError = [this](const QString& title, const QString& text) { showError(title, text); };
    lessons_->addLessonMenu(file);
    live_ = new LiveFile(this, controller_, lessons_, file);
    file->addSeparator();
    file->addAction(actions_->save);
    file->addAction(actions_->saveAs);
    file->addSeparator();
    file->addAction(actions_->compare);
    file->addAction(actions_->batch);
    file->addAction(handout_->action());
    file->addSeparator();
    file->addAction(actions_->quit);

    QMenu* debug = menuBar()->addMenu(tr("&Debug"));
    for (QAction* a : {actions_->continueForward, actions_->reverseContinue, actions_->stop})
        debug->addAction(a);
    debug->addSeparator();
    for (QAction* a : {actions_->stepOver, actions_->stepInto, actions_->stepOut})
        debug->addAction(a);
    debug->addSeparator();
    for (QAction* a : {actions_->stepBackOver, actions_->stepBackInto, actions_->stepBackOut})
        debug->addAction(a);
    debug->addSeparator();
    for (QAction* a :
         {actions_->runToCursor, actions_->toggleBreakpoint, actions_->goToEvent, actions_->goToTurn, actions_->play})
        debug->addAction(a);
    debug->addSeparator();
    debug->addAction(actions_->rerun);
    debug->addAction(actions_->shrinkToHere);
    debug->addAction(lessons_->addQuestionAction());

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    rebuildViewMenu();

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(actions_->settings);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions_->about);
}

void MainWindow::rebuildViewMenu()
{
    viewMenu_->clear();
    viewMenu_->addAction(teach_->actions().toggle);
    viewMenu_->addSeparator();
    for (QDockWidget* dock : panels_->genericDocks())
        viewMenu_->addAction(dock->toggleViewAction());
    const QList<QDockWidget*> own = panels_->rulesetDocks();
    if (!own.isEmpty())
        viewMenu_->addSeparator();
    for (QDockWidget* dock : own)
        viewMenu_->addAction(dock->toggleViewAction());
    if (lessons_->dock()) {
        viewMenu_->addSeparator();
        viewMenu_->addAction(lessons_->dock()->toggleViewAction());
    }
    viewMenu_->addSeparator();
    viewMenu_->addAction(actions_->restoreLayout);
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Debug"));
    bar->setObjectName(QStringLiteral("debugToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(actions_->openScenario);
    bar->addAction(actions_->save);
    bar->addSeparator();
    for (QAction* a : {actions_->reverseContinue, actions_->stepBackInto, actions_->stepInto, actions_->stepOver,
                       actions_->stepOut, actions_->continueForward})
        bar->addAction(a);
    bar->addSeparator();
    bar->addAction(actions_->play);
    playSpeed_ = new QSpinBox(bar);
    playSpeed_->setRange(1, 1000);
    playSpeed_->setValue(QSettings().value(QStringLiteral("playSpeed"), 10).toInt());
    playSpeed_->setSuffix(tr(" events/s"));
    playSpeed_->setToolTip(tr("Events per second while playing"));
    connect(playSpeed_, &QSpinBox::valueChanged, this, [this](int v) {
        QSettings().setValue(QStringLiteral("playSpeed"), v);
        if (playTimer_->isActive())
            playTimer_->start(std::max(1, 1000 / std::max(1, v)));
    });
    bar->addWidget(playSpeed_);
}

void MainWindow::createStatusBar()
{
    positionLabel_ = new ElidedLabel(this);
    positionLabel_->setObjectName(QStringLiteral("positionLabel"));
    positionLabel_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    positionLabel_->setSampleText(tr("Event %1 of %2").arg(99'999'999).arg(99'999'999));
    progress_ = new QProgressBar(this);
    progress_->setMaximumWidth(260);
    progress_->setTextVisible(true);
    progress_->hide();
    cancelButton_ = new QToolButton(this);
    cancelButton_->setDefaultAction(actions_->stop);
    cancelButton_->hide();
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancelButton_);
    statusBar()->addPermanentWidget(positionLabel_);
}

ShrinkDialog* MainWindow::shrinkToHere()
{
    const auto hit = actions_->hitAtCursor();
    if (!hit)
        return nullptr;
    auto* dialog = new ShrinkDialog(controller_, *hit, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->mayReplaceGame = [this] { return maybeKeepUnsaved(); };
    dialog->showError = [this](const QString& text) { showError(tr("Shrink to Here"), text); };
    dialog->show();
    return dialog;
}

bool MainWindow::maybeKeepUnsaved()
{
    if (!controller_->hasSession() || !controller_->isModified())
        return true;
    switch (askUnsaved()) {
    case QMessageBox::Save: {
        actions_->saveAs->trigger();
        return !controller_->isModified();
    }
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool MainWindow::openFile(const QString& path)
{
    const IncomingFile in = classifyIncomingFile(path);
    if (in.kind == IncomingFile::Kind::Neither) {
        openExitCode_ = in.exitCode;
        showError(tr("Cannot open the file"), in.error);
        return false;
    }
    bool ok = false;
    if (in.kind == IncomingFile::Kind::Lesson) {
        ok = lessons_->openLesson(path);  // asks about unsaved work itself
        openExitCode_ = lessons_->lastErrorExitCode();
    } else {
        if (!maybeKeepUnsaved())
            return false;
        QString error;
        const bool trace = in.kind == IncomingFile::Kind::Trace;
        ok = trace ? controller_->openTrace(path, &error) : controller_->openScenario(path, &error);
        openExitCode_ = controller_->lastErrorExitCode();
        if (!ok)
            showError(trace ? tr("Cannot open the trace") : tr("Cannot open the scenario"), error);
    }
    if (ok && !path.startsWith(QLatin1Char(':')))
        fileMenus_->addRecentFile(path);
    if (ok && in.kind == IncomingFile::Kind::Scenario)
        live_->watch(path, false);  // a lesson's is watched once it starts (LessonActions)
    return ok;
}

void MainWindow::showBudgetReached(quint64 events, quint64 budget)
{
    if (controller_->hasSession() && controller_->session()->workBudgetReached()) {
        showError(tr("Work budget reached"),
                  tr("The game was stopped after %1 events: its rules did more work than the run's work budget "
                     "allows (%2 units of work an event; see Robustness in the README). The events so far are "
                     "kept and can be saved as a trace.")
                      .arg(events)
                      .arg(controller_->session()->workBudgetPerEvent()));
        return;
    }
    showError(tr("Event budget reached"),
              tr("The game was stopped after %1 events: the run's event budget of %2 events is used up. "
                 "The events so far are kept and can be saved as a trace; to go further, start Turnscope "
                 "with --max-events N (0: no limit).")
                  .arg(events)
                  .arg(budget));
}

bool MainWindow::saveTo(const QString& path)
{
    QString error;
    if (!controller_->saveTrace(path, &error)) {
        showError(tr("Cannot save the trace"), error);
        return false;
    }
    fileMenus_->addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::restoreDefaultLayout() { panels_->restoreDefaultLayout(); }

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Tabbed-away panels get no event of their own when the window appears.
    for (QDockWidget* dock : panels_->allDocks())
        if (auto* panel = qobject_cast<PanelDock*>(dock))
            panel->updateSuspension();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeKeepUnsaved()) {
        event->ignore();
        return;
    }
    controller_->cancelBusy();
    panels_->saveLayout();
    QSettings().setValue(QStringLiteral("layout/geometry"), saveGeometry());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().size() == 1 &&
        event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = event->mimeData()->urls().first().toLocalFile();
    event->acceptProposedAction();
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::updateTitle()
{
    QString title = QStringLiteral("Turnscope");
    if (controller_->hasSession()) {
        const QString path = controller_->filePath();
        const QString file = path.isEmpty()     ? tr("new game, seed %1").arg(controller_->session()->seed())
            : path.startsWith(QLatin1Char(':')) ? tr("bundled sample")
                                                : QFileInfo(path).fileName();
        title = controller_->scenarioName() + QStringLiteral(" — ") + file + QStringLiteral("[*] — Turnscope");
    }
    setWindowTitle(title);
    setWindowModified(controller_->isModified());
}

void MainWindow::updateStatus()
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0) {
        positionLabel_->setText(tr("No events"));
        return;
    }
    // As wide as the trace's widest position (so 100,000,000 events fit): its width changes
    // only when the count gains a digit, never on a step.
    const QString widest = QString(QString::number(s->size()).size(), QLatin1Char('9'));
    positionLabel_->setSampleText(tr("Event %1 of %2").arg(widest, widest));
    positionLabel_->setText(tr("Event %1 of %2").arg(controller_->cursor()).arg(s->size()));
}

CompareWindow* MainWindow::compareWith(const QString& path, int* exitCode)
{
    return fileMenus_->compareWith(path, exitCode);
}

BatchWindow* MainWindow::openBatchWindow()
{
    auto* window = new BatchWindow(controller_, this);
    window->confirmReplace = [this] { return maybeKeepUnsaved(); };
    window->showError = [this](const QString& title, const QString& text) { showError(title, text); };
    window->show();
    return window;
}

void MainWindow::rerunInteractive()
{
    const Session* s = controller_->session();
    if (!s || controller_->isBusy())
        return;
    const QString text = askSeed(s->seed(), static_cast<int>(controller_->pins()->pins().size()));
    if (!text.isEmpty())
        rerunWithSeedText(text);
}

bool MainWindow::rerunWithSeedText(const QString& text)
{
    bool ok = false;
    const std::uint64_t seed = text.trimmed().toULongLong(&ok, 10);
    if (!ok || text.trimmed().startsWith(QLatin1Char('+'))) {
        showError(tr("Re-run with Another Seed"),
                  tr("\"%1\" is not a seed: type a whole number from 0 to 18446744073709551615.").arg(text));
        return false;
    }
    if (!maybeKeepUnsaved())
        return false;
    QString error;
    if (!controller_->rerunWithSeed(seed, &error)) {
        showError(tr("Re-run with Another Seed"), error);
        return false;
    }
    return true;
}

void MainWindow::goToEvent()
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0)
        return;
    bool ok = false;
    const int seq =
        QInputDialog::getInt(this, tr("Go to Event"), tr("Event number:"), static_cast<int>(controller_->cursor()), 0,
                             static_cast<int>(std::min<Seq>(s->size() - 1, INT32_MAX)), 1, &ok);
    if (ok)
        controller_->seekNow(static_cast<Seq>(seq));
}

void MainWindow::goToTurn()
{
    const Session* s = controller_->session();
    if (!s)
        return;
    const Periods periods = periodsOf(*s);
    if (periods.kinds.majorKind.empty())
        return;
    bool ok = false;
    const QString text =
        QInputDialog::getText(this, tr("Go to Turn"), periods.labels.goToPrompt, QLineEdit::Normal, QString(), &ok);
    if (!ok || text.isEmpty())
        return;
    if (const auto seq = findPeriodEvent(*s, text))
        controller_->seekNow(*seq);
    else
        showError(tr("Go to Turn"), periods.labels.noSuchPeriod.arg(text));
}

void MainWindow::playTick()
{
    if (!controller_->canStepForward() || controller_->isBusy()) {
        actions_->play->setChecked(false);
        return;
    }
    controller_->stepInto();
}

void MainWindow::showSettings()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout(&dialog);
    auto* language = new QComboBox(&dialog);
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("日本語"), QStringLiteral("ja"));
    language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    QSettings settings;
    language->setCurrentIndex(
        std::max(0, language->findData(settings.value(QStringLiteral("language"), QStringLiteral("en")))));
    form->addRow(tr("Language (after a restart):"), language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        settings.setValue(QStringLiteral("language"), language->currentData());
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    dialog.exec();
}

}  // namespace ts::gui
