#include "handout/handoutexporter.h"

#include "handout/handoutwriter.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QProgressDialog>

#include <algorithm>

#include <utility>

namespace ts::gui {
namespace {

constexpr int kSuggestedSteps = 12;
constexpr int kMaxSteps = 500;  // a handout to print, not an export of the trace

}  // namespace

HandoutExporter::HandoutExporter(QWidget* window, SessionController* controller,
                                 std::function<QDockWidget*()> signatureView)
    : QObject(window),
      window_(window),
      controller_(controller),
      signatureView_(std::move(signatureView)),
      action_(new QAction(tr("Export &Handout…"), this))
{
    action_->setObjectName(QStringLiteral("exportHandout"));
    action_->setStatusTip(tr("Write the next rule steps from the cursor as a handout (PDF or HTML): narration, rule "
                             "text and a picture of the signature view for each"));
    connect(action_, &QAction::triggered, this, &HandoutExporter::exportHandout);
    connect(controller_, &SessionController::sessionChanged, this, &HandoutExporter::updateEnabled);
    connect(controller_, &SessionController::traceChanged, this, &HandoutExporter::updateEnabled);
    connect(controller_, &SessionController::busyChanged, this, &HandoutExporter::updateEnabled);
    updateEnabled();

    askFileName = [this] {
        return QFileDialog::getSaveFileName(window_, tr("Export Handout"), QString(),
                                            tr("PDF documents (*.pdf);;Web pages (*.html)"));
    };
    askSteps = [this](int suggested) {
        bool ok = false;
        const int n = QInputDialog::getInt(window_, tr("Export Handout"), tr("Rule steps from the cursor:"), suggested,
                                           1, kMaxSteps, 1, &ok);
        return ok ? n : 0;
    };
    showError = [this](const QString& title, const QString& text) { QMessageBox::critical(window_, title, text); };
}

void HandoutExporter::updateEnabled()
{
    action_->setEnabled(controller_->hasSession() && controller_->session()->size() > 0 && !controller_->isBusy());
}

bool HandoutExporter::exportHandout()
{
    if (!action_->isEnabled())
        return false;
    QString path = askFileName();
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const int steps = askSteps(kSuggestedSteps);
    if (steps <= 0)
        return false;
    QString error;
    if (!exportTo(path, steps, &error)) {
        if (!error.isEmpty())
            showError(tr("Export Handout"), error);
        return false;
    }
    return true;
}

bool HandoutExporter::exportTo(const QString& path, int steps, QString* error)
{
    if (!controller_->hasSession())
        return false;
    bool cancelled = false;
    const QList<HandoutStep> recorded = recordWithProgress(
        steps, &cancelled, [&](HandoutRecorder& r, const auto& progress) { return r.record(steps, progress); });
    if (cancelled)
        return false;  // nothing written, nothing to report
    const Session& s = *controller_->session();
    const QString title = QString::fromStdString(s.scenario().name);
    const QString subtitle = tr("Seed %1, %n rule step(s) from event #%2.", nullptr, static_cast<int>(recorded.size()))
                                 .arg(s.seed())
                                 .arg(recorded.isEmpty() ? controller_->cursor() : recorded.front().seq);
    return HandoutWriter(title, subtitle, recorded).write(path, error);
}

bool HandoutExporter::exportQuestionsTo(const QString& path, const QString& title, const QList<HandoutStep>& questions,
                                        QString* error, QDockWidget* view)
{
    if (!controller_->hasSession())
        return false;
    QList<Seq> seqs;
    for (const HandoutStep& q : questions)
        seqs.push_back(q.seq);
    bool cancelled = false;
    QList<HandoutStep> recorded = recordWithProgress(
        static_cast<int>(seqs.size()), &cancelled,
        [&](HandoutRecorder& r, const auto& progress) { return r.recordEvents(seqs, progress); }, view);
    if (cancelled)
        return false;
    for (HandoutStep& step : recorded) {
        const auto q =
            std::find_if(questions.begin(), questions.end(), [&](const HandoutStep& h) { return h.seq == step.seq; });
        step.question = q->question;
        step.choices = q->choices;
        step.answer = q->answer;
        step.explanation = q->explanation;
    }
    const Session& s = *controller_->session();
    const QString subtitle = tr("A lesson on %1, seed %2: %n question(s), each with the step that answered it.",
                                nullptr, static_cast<int>(recorded.size()))
                                 .arg(QString::fromStdString(s.scenario().name))
                                 .arg(s.seed());
    return HandoutWriter(title, subtitle, recorded).write(path, error);
}

QList<HandoutStep> HandoutExporter::recordWithProgress(int steps, bool* cancelled, const Recording& recording,
                                                       QDockWidget* view)
{
    QProgressDialog progress(tr("Recording the rule steps…"), tr("Cancel"), 0, steps, window_);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    // The window's panel gives the name and the size; the recorder pictures a copy of it.
    HandoutRecorder::View picture;
    if (QDockWidget* live = view ? view : signatureView_ ? signatureView_() : nullptr) {
        picture.name = view ? live->objectName() : QString();
        if (live->widget() && live->isVisible())
            picture.size = live->widget()->size();
    }
    HandoutRecorder recorder(controller_, picture, narrate);
    return recording(recorder, [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        *cancelled = progress.wasCanceled();
        return !*cancelled;
    });
}

}  // namespace ts::gui
