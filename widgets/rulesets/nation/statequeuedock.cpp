#include "rulesets/nation/statequeuedock.h"
#include "session/panelstyle.h"

#include "rulesets/nation/statequeuemodel.h"
#include "rulesets/nation/statesnames.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/state.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

StateQueueDock::StateQueueDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("State Queue"), controller, parent), controller_(controller), model_(new StateQueueModel(this))
{
    setObjectName(QStringLiteral("stateQueueDock"));
    follow(&gate_);

    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("stateQueueHeadline"), &headline_);
    QWidget* content = layout->parentWidget();

    view_ = new QTreeView(content);
    view_->setObjectName(QStringLiteral("stateQueueView"));
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAllColumnsShowFocus(true);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(StateQueueModel::NameColumn, QHeaderView::Interactive);
    view_->header()->setSectionResizeMode(StateQueueModel::OutcomeColumn, QHeaderView::Interactive);
    view_->setColumnWidth(StateQueueModel::NameColumn, 230);
    view_->setColumnWidth(StateQueueModel::OutcomeColumn, 215);
    layout->addWidget(view_, 1);
    layout->addWidget(createLegend(content));

    connect(model_, &QAbstractItemModel::modelReset, view_, &QTreeView::expandAll);
    connect(model_, &StateQueueModel::refreshed, this, &StateQueueDock::onRefreshed);
    refresh();
}

StateQueueDock::~StateQueueDock() = default;

// Another game: the tree resets even if it has the same shape (its cursor follows).
void StateQueueDock::sessionChanged() { model_->requireReset(); }

void StateQueueDock::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    model_->setSnapshot(game ? StateQueueSnapshot::build(*game, controller_->session()->trace(), controller_->cursor())
                             : StateQueueSnapshot::empty(
                                   NationNames::notNationReason(controller_, StateQueueModel::tr("state queue"))));
}

QString StateQueueDock::headline() const { return model_->headline(); }

void StateQueueDock::onRefreshed()
{
    headline_->setText(model_->headline());
    if (const QModelIndex popped = model_->poppedIndex(); popped.isValid())
        view_->scrollTo(popped, QAbstractItemView::EnsureVisible);
}

QWidget* StateQueueDock::createLegend(QWidget* parent) const
{
    auto* legend = new QWidget(parent);
    legend->setObjectName(QStringLiteral("stateQueueLegend"));
    auto* row = new QHBoxLayout(legend);
    row->setContentsMargins(2, 0, 2, 0);
    row->setSpacing(4);
    auto addMark = [&](const QPixmap& pm, const QString& text) {
        auto* icon = new QLabel(legend);
        icon->setPixmap(pm);
        row->addWidget(icon);
        row->addWidget(new QLabel(text, legend));
        row->addSpacing(10);
    };
    const QSize size(16, 16);
    addMark(model_->outcomeIcon(static_cast<int>(nation::QueueOutcome::Fired)).pixmap(size), tr("fired"));
    addMark(model_->outcomeIcon(static_cast<int>(nation::QueueOutcome::SkippedWrongTiming)).pixmap(size),
            tr("skipped"));
    addMark(model_->outcomeIcon(static_cast<int>(nation::QueueOutcome::Pending)).pixmap(size), tr("pending"));
    addMark(model_->outcomeIcon(StateQueueModel::kNotQueued).pixmap(size), tr("granted meanwhile, not queued"));
    QPixmap popped(size * 2);
    popped.setDevicePixelRatio(2);
    popped.fill(Qt::transparent);
    {
        QPainter p(&popped);
        p.setPen(Qt::NoPen);
        p.setBrush(StateQueueModel::poppedFill());
        p.drawRect(QRectF(1, 3, 14, 10));
    }
    addMark(popped, tr("popped last"));
    row->addStretch(1);
    return legend;
}

}  // namespace ts::gui
