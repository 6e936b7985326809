#include "rulesets/stack/chancedock.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/stack/chancemodel.h"
#include "rulesets/stack/stacknames.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace ts::gui {

ChanceDock::ChanceDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Chance and Pass List"), controller, parent), controller_(controller), model_(new ChanceModel(this))
{
    setObjectName(QStringLiteral("chanceDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("chanceHeadline"), &headline_);
    QWidget* content = layout->parentWidget();
    passList_ = new QLabel(content);
    passList_->setObjectName(QStringLiteral("chancePassList"));
    passList_->setWordWrap(true);
    layout->addWidget(passList_);
    node_ = new QLabel(content);
    node_->setObjectName(QStringLiteral("chanceNode"));
    node_->setWordWrap(true);
    layout->addWidget(node_);
    view_ = new QTableView(content);
    view_->setObjectName(QStringLiteral("chanceView"));
    view_->setModel(model_);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setColumnWidth(ChanceModel::PlayerColumn, 110);
    view_->setColumnWidth(ChanceModel::TurnColumn, 110);
    view_->setColumnWidth(ChanceModel::ChanceColumn, 140);
    view_->setColumnWidth(ChanceModel::PassColumn, 90);
    view_->setColumnWidth(ChanceModel::CountersColumn, 190);
    layout->addWidget(view_, 1);
    connect(model_, &ChanceModel::refreshed, this, &ChanceDock::onRefreshed);
    refresh();
}

ChanceDock::~ChanceDock() = default;

void ChanceDock::refresh()
{
    const auto* g = controller_->hasSession() ? gameAs<stack::StackGame>(controller_->stateAtCursor()) : nullptr;
    model_->setSnapshot(g ? ChanceSnapshot::build(*g) : ChanceSnapshot::empty(ChanceSnapshot::noGame()),
                        std::exchange(anotherGame_, false));
}

void ChanceDock::onRefreshed()
{
    headline_->setText(model_->headline());
    passList_->setText(tr("Pass list (パス名簿): %1").arg(model_->passListText()));
    passList_->setVisible(!model_->passListText().isEmpty());
    node_->setText(model_->nodeText());
}

}  // namespace ts::gui
