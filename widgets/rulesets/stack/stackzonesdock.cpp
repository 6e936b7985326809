#include "rulesets/stack/stackzonesdock.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/stack/stacknames.h"
#include "rulesets/stack/stackzonesmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

StackZonesDock::StackZonesDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Zones"), controller, parent), controller_(controller), model_(new StackZonesModel(this))
{
    setObjectName(QStringLiteral("zonesDock"));
    follow(&gate_);
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
    refresh();
}

StackZonesDock::~StackZonesDock() = default;

void StackZonesDock::refresh()
{
    const auto* g = controller_->hasSession() ? gameAs<stack::StackGame>(controller_->stateAtCursor()) : nullptr;
    if (!g) {
        model_->setSnapshot(StackZonesSnapshot::empty(StackZonesSnapshot::noGame()));
        return;
    }
    const Session& session = *controller_->session();
    const Seq cursor = controller_->cursor();
    model_->setSnapshot(StackZonesSnapshot::build(*g, cursor < session.size() ? session.trace().at(cursor) : Event{}));
}

}  // namespace ts::gui
