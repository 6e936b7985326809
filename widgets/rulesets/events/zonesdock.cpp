#include "rulesets/events/zonesdock.h"

#include "rulesets/events/eventsnames.h"
#include "rulesets/events/legend.h"
#include "rulesets/events/zonesmodel.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/events/game.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

ZonesDock::ZonesDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Zones"), controller, parent), controller_(controller), model_(new ZonesModel(this))
{
    setObjectName(QStringLiteral("zonesDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("zonesHeadline"), &headline_);
    QWidget* content = layout->parentWidget();
    // The players one above the other: the panel sits beside the inspector, tall and narrow.
    auto* split = new QSplitter(Qt::Vertical, content);
    split->setObjectName(QStringLiteral("zonesSplitter"));
    split->setChildrenCollapsible(false);
    for (int p = 0; p < 2; ++p) {
        auto* side = new QWidget(split);
        auto* v = new QVBoxLayout(side);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        titles_[p] = new QLabel(side);
        titles_[p]->setObjectName(QStringLiteral("zonesTitle%1").arg(p));
        QFont f = titles_[p]->font();
        f.setBold(true);
        titles_[p]->setFont(f);
        v->addWidget(titles_[p]);
        views_[p] = createView(p, side);
        v->addWidget(views_[p], 1);
        split->addWidget(side);
    }
    layout->addWidget(split, 1);
    layout->addWidget(
        new Legend({{Legend::Mark::Dot, ZonesModel::listenerColor(), tr("a listener")},
                    {Legend::Mark::Ring, ZonesModel::listenerColor(), tr("not listening (used up, defeated)")},
                    {Legend::Mark::Fill, EventsNames::currentFill(), tr("hears the event at the cursor")},
                    {Legend::Mark::Fill, PanelStyle::changedFill(), tr("changed by the event at the cursor")}},
                   2, content));

    connect(model_, &QAbstractItemModel::modelReset, this, &ZonesDock::rootViews);
    refresh();
}

ZonesDock::~ZonesDock() = default;

QTreeView* ZonesDock::createView(int player, QWidget* parent)
{
    auto* view = new QTreeView(parent);
    view->setObjectName(QStringLiteral("zonesView%1").arg(player));
    view->setModel(model_);
    view->setUniformRowHeights(true);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setAllColumnsShowFocus(true);
    view->setIndentation(14);
    view->header()->setStretchLastSection(true);
    view->setColumnWidth(ZonesModel::NameColumn, 190);
    view->setColumnWidth(ZonesModel::AddressColumn, 170);
    return view;
}

void ZonesDock::rootViews()
{
    for (int p = 0; p < 2; ++p) {
        const QModelIndex root = model_->playerIndex(p);
        views_[p]->setRootIndex(root);
        views_[p]->expandAll();
        titles_[p]->setText(root.isValid() ? root.data().toString() : QString());
    }
}

QString ZonesDock::headline() const { return headline_->text(); }

void ZonesDock::refresh()
{
    const events::EventsGame* g = EventsNames::gameAtCursor(controller_);
    if (!g) {
        model_->setSnapshot(ZonesSnapshot::empty(EventsNames::notEventsReason(controller_, tr("zones panel"))));
    } else {
        const Game* before = controller_->cursor() > 0 ? controller_->stateBeforeCursor() : nullptr;
        model_->setSnapshot(ZonesSnapshot::build(*g, gameAs<events::EventsGame>(before),
                                                 controller_->session()->trace(), controller_->cursor()));
    }
    headline_->setText(model_->snapshot().headline);
    // Keep the listener that hears the event (else the first change) in view on its side.
    for (int p = 0; p < 2; ++p) {
        int best = -1;
        const auto& rows = model_->snapshot().rows;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (rows[i].player == p && (rows[i].hearing || (best < 0 && rows[i].changed))) {
                best = static_cast<int>(i);
                if (rows[i].hearing)
                    break;
            }
        if (best >= 0)
            views_[p]->scrollTo(model_->indexOfNode(best), QAbstractItemView::EnsureVisible);
    }
}

}  // namespace ts::gui
