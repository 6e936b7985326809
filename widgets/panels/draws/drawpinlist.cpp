#include "panels/draws/drawpinlist.h"

#include "session/drawpinset.h"
#include "session/sessioncontroller.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::gui {

namespace {
constexpr int kPinIndexRole = Qt::UserRole;
constexpr int kSeqRole = Qt::UserRole + 1;  // the pinned draw's event, -1 when none
}  // namespace

DrawPinList::DrawPinList(SessionController* controller, QWidget* parent) : QWidget(parent), controller_(controller)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("drawPins"));
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->setWordWrap(true);  // a pin's outcome is a sentence; the side column is narrow
    list_->setResizeMode(QListView::Adjust);
    list_->setToolTip(tr("Pinned draws keep their results when the game is re-run with another seed. "
                         "A pin names a draw by its clause and its number among that clause's draws."));
    rerun_ = new QPushButton(tr("Re-run with another seed…"), this);
    rerun_->setToolTip(tr("Run this scenario again with another seed; pinned draws keep their results"));
    layout->addWidget(title_);
    layout->addWidget(list_, 1);
    layout->addWidget(rerun_);

    auto* remove = new QAction(tr("Remove Pin"), list_);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    list_->addAction(remove);
    connect(remove, &QAction::triggered, this, &DrawPinList::removeSelected);
    connect(list_, &QListWidget::customContextMenuRequested, this, &DrawPinList::showMenu);
    connect(list_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        const qlonglong seq = item->data(kSeqRole).toLongLong();
        if (seq >= 0 && controller_->session() && static_cast<Seq>(seq) < controller_->session()->size())
            controller_->seekNow(static_cast<Seq>(seq));
    });
    connect(rerun_, &QPushButton::clicked, controller_, &SessionController::requestRerun);
    connect(controller_->pins(), &DrawPinSet::changed, this, &DrawPinList::rebuild);
    // Outcomes change as the game runs on.
    for (auto signal : {&SessionController::sessionChanged, &SessionController::traceChanged})
        connect(controller_, signal, this, &DrawPinList::rebuild);
    connect(controller_, &SessionController::busyChanged, this,
            [this] { rerun_->setEnabled(controller_->hasSession() && !controller_->isBusy()); });
    rebuild();
}

QString DrawPinList::outcomeText(const DrawPinOutcome* o)
{
    if (!o)
        return tr("kept for the next re-run");
    switch (o->status) {
    case DrawPinOutcome::Status::Applied: return tr("applied at event #%1").arg(o->seq);
    case DrawPinOutcome::Status::OutOfRange:
        return tr("not applied: the draw at event #%1 has the range 0–%2").arg(o->seq).arg(qulonglong{o->bound} - 1);
    case DrawPinOutcome::Status::Overridden:
        return tr("not applied: the draw at event #%1 has a value you chose").arg(o->seq);
    case DrawPinOutcome::Status::NeverReached: return tr("not reached: this game has fewer draws of that clause");
    case DrawPinOutcome::Status::UnknownClause: return tr("not applied: no rule of this ruleset cites that clause");
    }
    return {};
}

void DrawPinList::rebuild()
{
    const DrawPins& pins = controller_->pins()->pins();
    const std::vector<DrawPinOutcome> outcomes = controller_->pinOutcomes();
    const int current = list_->currentRow();
    list_->clear();
    for (std::size_t i = 0; i < pins.size(); ++i) {
        const auto o =
            std::find_if(outcomes.begin(), outcomes.end(), [&](const DrawPinOutcome& x) { return x.pin == pins[i]; });
        const DrawPinOutcome* outcome = o == outcomes.end() ? nullptr : &*o;
        const QString text =
            QString::fromStdString(formatDrawPin(pins[i])) + QStringLiteral(" — ") + outcomeText(outcome);
        auto* item = new QListWidgetItem(text, list_);
        item->setToolTip(tr("Draw %1 of clause %2 keeps the result %3: %4")
                             .arg(pins[i].occurrence)
                             .arg(QString::fromStdString(pins[i].clause))
                             .arg(pins[i].value)
                             .arg(outcomeText(outcome)));
        item->setData(kPinIndexRole, static_cast<qulonglong>(i));
        const bool hasSeq = outcome && outcome->status != DrawPinOutcome::Status::NeverReached &&
            outcome->status != DrawPinOutcome::Status::UnknownClause;
        item->setData(kSeqRole, hasSeq ? static_cast<qlonglong>(outcome->seq) : qlonglong{-1});
    }
    list_->setCurrentRow(std::min(current, list_->count() - 1));
    title_->setText(pins.empty() ? tr("No pins: select a draw and press Pin")
                                 : tr("%n pin(s)", nullptr, static_cast<int>(pins.size())));
    rerun_->setEnabled(controller_->hasSession() && !controller_->isBusy());
}

void DrawPinList::removeSelected()
{
    const QListWidgetItem* item = list_->currentItem();
    const DrawPins& pins = controller_->pins()->pins();
    if (!item)
        return;
    const auto i = item->data(kPinIndexRole).toULongLong();
    if (i < pins.size())
        controller_->pins()->unpin(DrawPin(pins[i]));
}

void DrawPinList::showMenu(const QPoint& at)
{
    if (QListWidgetItem* item = list_->itemAt(at))
        list_->setCurrentItem(item);
    QMenu menu(this);
    QAction* remove = menu.addAction(tr("Remove Pin"));
    remove->setEnabled(list_->itemAt(at) != nullptr);
    QAction* removeAll = menu.addAction(tr("Remove All Pins"));
    removeAll->setEnabled(list_->count() > 0);
    QAction* chosen = menu.exec(list_->viewport()->mapToGlobal(at));
    if (chosen == remove)
        removeSelected();
    else if (chosen == removeAll)
        controller_->pins()->clear();
}

}  // namespace ts::gui
