#include "rulesets/events/eventtreedock.h"

#include "rulesets/events/eventsnames.h"
#include "rulesets/events/eventtreemodel.h"
#include "rulesets/events/legend.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/events/game.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

EventTreeDock::EventTreeDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Event Tree"), controller, parent), controller_(controller), model_(new EventTreeModel(this))
{
    setObjectName(QStringLiteral("eventTreeDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("eventTreeHeadline"), &headline_);
    QWidget* content = layout->parentWidget();

    view_ = new QTreeView(content);
    view_->setObjectName(QStringLiteral("eventTreeView"));
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAllColumnsShowFocus(true);
    view_->setIndentation(18);
    QHeaderView* header = view_->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(EventTreeModel::EventColumn, QHeaderView::Stretch);
    view_->setColumnWidth(EventTreeModel::AnsweredByColumn, 140);
    view_->setColumnWidth(EventTreeModel::AddressColumn, 150);
    view_->setColumnWidth(EventTreeModel::StatusColumn, 120);
    view_->setColumnWidth(EventTreeModel::PopColumn, 56);
    layout->addWidget(view_, 1);
    layout->addWidget(
        new Legend({{Legend::Mark::Fill, EventsNames::currentFill(), tr("being processed")},
                    {Legend::Mark::Fill, EventsNames::cursorFill(), tr("made or touched by the event at the cursor")},
                    {Legend::Mark::Text, PanelStyle::dimText(), tr("still queued")},
                    {Legend::Mark::StruckText, EventsNames::droppedText(), tr("dropped by an interrupt")}},
                   2, content));

    connect(model_, &QAbstractItemModel::modelReset, view_, &QTreeView::expandAll);
    connect(view_, &QTreeView::activated, this, &EventTreeDock::onActivated);
    refresh();
}

EventTreeDock::~EventTreeDock() = default;

QString EventTreeDock::headline() const { return headline_->text(); }

void EventTreeDock::refresh()
{
    const events::EventsGame* g = EventsNames::gameAtCursor(controller_);
    model_->setSnapshot(g ? EventTreeSnapshot::build(*g, controller_->cursor())
                          : EventTreeSnapshot::empty(EventsNames::notEventsReason(controller_, tr("event tree"))));
    headline_->setText(model_->snapshot().headline);
    const QModelIndex focus = model_->indexOfTreeNode(model_->snapshot().current);
    if (focus.isValid())
        view_->scrollTo(focus, QAbstractItemView::EnsureVisible);
}

void EventTreeDock::onActivated(const QModelIndex& index)
{
    if (!index.isValid() || !controller_->hasSession())
        return;
    controller_->seekNow(static_cast<Seq>(index.data(SeqRole).toULongLong()));
}

}  // namespace ts::gui
