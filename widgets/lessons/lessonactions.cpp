#include "lessons/lessonactions.h"

#include "session/windowsize.h"

#include "handout/handoutexporter.h"
#include "lessons/addquestiondialog.h"
#include "lessons/lessondock.h"
#include "lessons/lessonfiles.h"
#include "session/sessioncontroller.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace ts::gui {

LessonActions::LessonActions(QMainWindow* window, SessionController* controller, std::function<bool()> okToReplaceGame,
                             HandoutExporter* handouts)
    : QObject(window),
      window_(window),
      controller_(controller),
      okToReplaceGame_(std::move(okToReplaceGame)),
      handouts_(handouts)
{
    showError = [this](const QString& title, const QString& text) { QMessageBox::warning(window_, title, text); };
    addQuestion_ = new QAction(tr("Add a &Question Here…"), this);
    addQuestion_->setObjectName(QStringLiteral("addQuestionHere"));
    addQuestion_->setToolTip(tr("Write a lesson stop before the event after the cursor"));
    connect(addQuestion_, &QAction::triggered, this, [this] {
        if (AddQuestionDialog* d = addQuestionHere()) {
            d->setAttribute(Qt::WA_DeleteOnClose);
            d->open();
        }
    });
    exportHandout_ = new QAction(tr("Export Lesson &Handout…"), this);
    exportHandout_->setObjectName(QStringLiteral("exportLessonHandout"));
    exportHandout_->setStatusTip(tr("Write the lesson's questions, their answers and the steps that answered them as a "
                                    "handout (PDF or HTML)"));
    connect(exportHandout_, &QAction::triggered, this, [this] {
        QString path = handouts_->askFileName();
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".pdf");
        QString error;
        if (!exportLessonHandout(path, &error) && !error.isEmpty())
            showError(tr("Export Lesson Handout"), error);
    });
    connect(controller_, &SessionController::sessionChanged, this, &LessonActions::updateActions);
    connect(controller_, &SessionController::busyChanged, this, &LessonActions::updateActions);
    connect(controller_, &SessionController::cursorMoved, this, &LessonActions::updateActions);
    updateActions();
}

QMenu* LessonActions::addLessonMenu(QMenu* fileMenu)
{
    QMenu* lessons = fileMenu->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonMenu"));
    QMenu* sub = nullptr;
    for (const BundledLesson& b : bundledLessons()) {
        if (!sub || sub->title() != b.ruleset)
            sub = lessons->addMenu(b.ruleset);
        const QString path = b.path;
        sub->addAction(b.title, this, [this, path] { openLesson(path); })->setData(path);
    }
    lessons->addSeparator();
    lessons->addAction(exportHandout_);
    lessons->addAction(tr("Open &Lesson File…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(window_, tr("Open Lesson"), QString(), tr("Lessons (*.json)"));
        if (!path.isEmpty())
            openLesson(path);
    });
    return lessons;
}

bool LessonActions::openLesson(const QString& path)
{
    if (okToReplaceGame_ && !okToReplaceGame_())
        return false;
    const QSize windowSize = window_->size();
    if (!dock_) {
        dock_ = new LessonDock(controller_, window_);
        window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
        emit dockCreated();
    }
    QString error;
    const bool started = dock_->start(path, &error);
    keepWindowSize(window_, windowSize);  // the dock takes its room from the other docks
    if (started)
        giveDockItsShare();
    updateActions();
    if (started)
        emit lessonStarted(path);
    if (!started && !error.isEmpty())  // empty: the learner cancelled the game
        showError(tr("Lesson"), error);
    else if (!handoutView(&error) && !error.isEmpty())
        showError(tr("Lesson"), error);  // the lesson runs; only its handout cannot be made
    return started;
}

void LessonActions::giveDockItsShare()
{
    if (dock_->isFloating() || window_->dockWidgetArea(dock_) == Qt::NoDockWidgetArea)
        return;
    // The height of the docks on screen beside it (one per tab group: the others' tabs are
    // hidden), in the same column.
    const QRect place = dock_->geometry();
    int column = 0;
    for (QDockWidget* d : window_->findChildren<QDockWidget*>())
        if (!d->isFloating() && d->isVisible() && !d->visibleRegion().isEmpty() &&
            window_->dockWidgetArea(d) == window_->dockWidgetArea(dock_) && d->geometry().left() < place.right() &&
            place.left() < d->geometry().right())
            column += d->height();
    window_->resizeDocks({dock_}, {column * 2 / 5}, Qt::Vertical);
}

int LessonActions::lastErrorExitCode() const { return dock_ ? dock_->lastErrorExitCode() : 0; }

QDockWidget* LessonActions::handoutView(QString* error) const
{
    error->clear();
    if (!dock_ || dock_->lesson().view.empty())
        return nullptr;
    const QString name = QString::fromStdString(dock_->lesson().view);
    QStringList panels;
    for (QDockWidget* d : window_->findChildren<QDockWidget*>()) {
        if (d->objectName() == name)
            return d;
        if (!d->objectName().isEmpty())
            panels << d->objectName();
    }
    panels.sort();
    *error = tr("%1: $.view: this window has no panel named \"%2\" for this game; its panels are: %3")
                 .arg(QString::fromStdString(dock_->lesson().file), name, panels.join(QStringLiteral(", ")));
    return nullptr;
}

bool LessonActions::exportLessonHandout(const QString& path, QString* error)
{
    if (!dock_ || !dock_->session())
        return false;
    const Lesson& lesson = dock_->lesson();
    QList<HandoutStep> questions;
    for (std::size_t i = 0; i < dock_->answers().size(); ++i) {
        const LessonAnswer& a = dock_->answers()[i];
        HandoutStep q;
        q.seq = a.answerEvent;
        q.question = lessonText(lesson.stops[i].prompt);
        for (const std::string& c : a.choices)
            q.choices.push_back(QString::fromStdString(c));
        q.answer = QString::fromStdString(a.answer);
        q.explanation = lessonText(lesson.stops[i].explanation);
        questions.push_back(q);
    }
    QDockWidget* view = handoutView(error);
    if (!error->isEmpty())
        return false;
    return handouts_->exportQuestionsTo(path, tr("Lesson: %1").arg(lessonText(lesson.title)), questions, error, view);
}

AddQuestionDialog* LessonActions::addQuestionHere()
{
    const Session* s = controller_->session();
    if (!s || controller_->cursor() + 1 >= s->size())
        return nullptr;
    return new AddQuestionDialog(controller_, controller_->cursor() + 1, window_);
}

void LessonActions::updateActions()
{
    const Session* s = controller_->session();
    addQuestion_->setEnabled(s && controller_->cursor() + 1 < s->size());
    // The lesson's own game only: another game opened in the window ends the lesson.
    exportHandout_->setEnabled(dock_ && dock_->session() && !controller_->isBusy());
}

}  // namespace ts::gui
