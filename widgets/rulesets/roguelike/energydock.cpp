#include "rulesets/roguelike/energydock.h"

#include "rulesets/roguelike/energybardelegate.h"
#include "rulesets/roguelike/energymodel.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace ts::gui {

EnergyDock::EnergyDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Energy"), controller, parent),
      controller_(controller),
      model_(new EnergyModel(this)),
      delegate_(new EnergyBarDelegate(this))
{
    setObjectName(QStringLiteral("energyDock"));
    follow(&gate_);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    headline_ = new ElidedLabel(content);
    headline_->setObjectName(QStringLiteral("energyHeadline"));
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    layout->addWidget(headline_);

    view_ = new QTableView(content);
    view_->setObjectName(QStringLiteral("energyView"));
    view_->setModel(model_);
    view_->setItemDelegate(delegate_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setWordWrap(false);
    view_->setCornerButtonEnabled(false);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(28);
    view_->verticalHeader()->setMinimumWidth(24);
    view_->verticalHeader()->setDefaultAlignment(Qt::AlignCenter);
    QHeaderView* cols = view_->horizontalHeader();
    cols->setSectionResizeMode(EnergyModel::ActorColumn, QHeaderView::ResizeToContents);
    cols->setSectionResizeMode(EnergyModel::EnergyColumn, QHeaderView::Stretch);
    for (int c :
         {EnergyModel::GainColumn, EnergyModel::SpeedColumn, EnergyModel::QueueColumn, EnergyModel::ActedColumn})
        cols->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    cols->setMinimumSectionSize(56);
    layout->addWidget(view_, 1);

    auto* legend = new QLabel(tr("The bar is the energy on a scale of twice the action cost; the line is the cost: "
                                 "an actor with an action acts when its energy is at least that much after its gain. "
                                 "The pale part is the next visit's gain. ▶ current actor, → predicted to act next."),
                              content);
    legend->setWordWrap(true);
    legend->setObjectName(QStringLiteral("energyLegend"));
    QFont small = legend->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    legend->setFont(small);
    layout->addWidget(legend);
    setWidget(content);

    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (fromEmptyTrace_)
            gate_.request();
    });
    refresh();
}

QString EnergyDock::headline() const { return headline_->text(); }

void EnergyDock::refresh()
{
    const Game* game = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    fromEmptyTrace_ = controller_->hasSession() && controller_->session()->size() == 0;
    EnergySnapshot s = energySnapshot(game);
    if (!s.valid) {
        headline_->setText(s.reason);
    } else {
        const EnergyActorView* current = s.actor(s.current);
        const EnergyActorView* next = s.actor(s.nextActor);
        QString text = s.visit == 0 ? tr("Before the first visit")
            : s.visitInTurn == 0
            ? tr("Turn %1 is over (World.update #%2)").arg(s.turn).arg(s.visit)
            : tr("Turn %1 · visit %2 (World.update #%3)").arg(s.turn).arg(s.visitInTurn).arg(s.visit);
        if (current)
            text += QStringLiteral(" · ") +
                (s.awaiting ? tr("%1 waits for input").arg(current->name) : tr("current: %1").arg(current->name));
        if (next)
            text += QStringLiteral(" · ") +
                (s.nextInVisits == 1 ? tr("next to act: %1, on the next visit").arg(next->name)
                                     : tr("next to act: %1, in %2 visits").arg(next->name).arg(s.nextInVisits));
        text += QStringLiteral(" · ") + tr("%1 table, cost %2").arg(s.table).arg(s.cost);
        headline_->setText(text);
    }
    model_->setSnapshot(std::move(s));
}

}  // namespace ts::gui
