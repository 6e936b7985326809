#include "rulesets/stack/stackzonesdock.h"
#include "session/panelstyle.h"

#include "rulesets/stack/stacknames.h"
#include "rulesets/stack/stackzonesmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

StackZonesDock::StackZonesDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Zones"), controller, parent), model_(new StackZonesModel(controller, this))
{
    setObjectName(QStringLiteral("zonesDock"));
    follow(&model_->refreshGate());
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("zonesHeadline"), &headline_);
    view_ = new QTreeView(layout->parentWidget());
    view_->setObjectName(QStringLiteral("zonesView"));
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAllColumnsShowFocus(true);
    view_->header()->setStretchLastSection(true);
    view_->setColumnWidth(StackZonesModel::NameColumn, 170);
    view_->setColumnWidth(StackZonesModel::OwnerColumn, 80);
    view_->setColumnWidth(StackZonesModel::ControllerColumn, 150);
    layout->addWidget(view_, 1);
    connect(model_, &QAbstractItemModel::modelReset, view_, &QTreeView::expandAll);
    connect(model_, &StackZonesModel::refreshed, this, [this] { headline_->setText(model_->headline()); });
    view_->expandAll();
    headline_->setText(model_->headline());
}

StackZonesDock::~StackZonesDock() = default;

}  // namespace ts::gui
