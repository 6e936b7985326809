#include "rulesets/roguelike/actionqueuedock.h"

#include "rulesets/roguelike/actionqueuemodel.h"
#include "rulesets/roguelike/chainmodel.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

ActionQueueDock::ActionQueueDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Action Queues"), controller, parent),
      controller_(controller),
      queues_(new ActionQueueModel(this)),
      chain_(new ChainModel(this))
{
    setObjectName(QStringLiteral("actionQueueDock"));
    follow(&gate_);
    auto* splitter = new QSplitter(Qt::Vertical, this);

    queueView_ = new QTreeView(splitter);
    queueView_->setObjectName(QStringLiteral("actionQueueView"));
    queueView_->setModel(queues_);
    queueView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    queueView_->setUniformRowHeights(true);
    queueView_->setAlternatingRowColors(true);
    queueView_->header()->setSectionResizeMode(ActionQueueModel::ItemColumn, QHeaderView::ResizeToContents);
    queueView_->header()->setStretchLastSection(true);
    // A new set of actions (a reset) shows every queue open.
    connect(queues_, &QAbstractItemModel::modelReset, queueView_, &QTreeView::expandAll);

    auto* bottom = new QWidget(splitter);
    auto* layout = new QVBoxLayout(bottom);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    chainTitle_ = new ElidedLabel(bottom);
    chainTitle_->setObjectName(QStringLiteral("chainTitle"));
    QFont bold = chainTitle_->font();
    bold.setBold(true);
    chainTitle_->setFont(bold);
    layout->addWidget(chainTitle_);
    chainView_ = new QTableView(bottom);
    chainView_->setObjectName(QStringLiteral("chainView"));
    chainView_->setModel(chain_);
    chainView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    chainView_->setSelectionMode(QAbstractItemView::NoSelection);
    chainView_->setWordWrap(false);
    chainView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    chainView_->horizontalHeader()->setStretchLastSection(true);
    chainView_->verticalHeader()->setDefaultSectionSize(24);
    layout->addWidget(chainView_, 1);
    splitter->addWidget(queueView_);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    setWidget(splitter);

    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (fromEmptyTrace_)
            gate_.request();
    });
    refresh();
}

QString ActionQueueDock::chainTitle() const { return chainTitle_->text(); }

void ActionQueueDock::refresh()
{
    const Game* game = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    fromEmptyTrace_ = controller_->hasSession() && controller_->session()->size() == 0;
    EnergySnapshot s = energySnapshot(game);
    if (!s.valid)
        chainTitle_->setText(s.reason);
    else if (s.chain.empty())
        chainTitle_->setText(tr("Alternative chain: no action performed yet"));
    else
        chainTitle_->setText(tr("Alternative chain of %1's last action (the last row decides)").arg(s.chainActor));
    chain_->setSnapshot(s);
    queues_->setSnapshot(std::move(s));
}

}  // namespace ts::gui
