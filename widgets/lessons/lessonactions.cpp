#include "lessonactions.h"

#include "addquestiondialog.h"
#include "lessondock.h"
#include "lessonfiles.h"
#include "sessioncontroller.h"

#include <QAction>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace ts::gui {

LessonActions::LessonActions(QMainWindow* window, SessionController* controller, std::function<bool()> okToReplaceGame)
    : QObject(window), window_(window), controller_(controller), okToReplaceGame_(std::move(okToReplaceGame))
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
    connect(controller_, &SessionController::sessionChanged, this, &LessonActions::updateActions);
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
    lessons->addAction(tr("Open &Lesson File…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Open Lesson"), QString(), tr("Lessons (*.json)"));
        if (!path.isEmpty())
            openLesson(path);
    });
    return lessons;
}

bool LessonActions::openLesson(const QString& path)
{
    if (okToReplaceGame_ && !okToReplaceGame_())
        return false;
    if (!dock_) {
        dock_ = new LessonDock(controller_, window_);
        window_->addDockWidget(Qt::RightDockWidgetArea, dock_);
    }
    QString error;
    if (!dock_->start(path, &error)) {
        showError(tr("Lesson"), error);
        return false;
    }
    return true;
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
}

}  // namespace ts::gui
