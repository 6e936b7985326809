#include "rulesets/events/queuedock.h"

#include "rulesets/events/eventsnames.h"
#include "rulesets/events/legend.h"
#include "rulesets/events/queuemodel.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/events/game.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

QueueDock::QueueDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Queue"), controller, parent), controller_(controller), model_(new QueueModel(this))
{
    setObjectName(QStringLiteral("queueDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("queueHeadline"), &headline_);
    QWidget* content = layout->parentWidget();
    stage_ = new QLabel(content);
    stage_->setObjectName(QStringLiteral("queueStage"));
    stage_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    stage_->setWordWrap(true);
    stage_->setToolTip(tr("The line of the seed's event loop that the event at the cursor carries out"));
    layout->addWidget(stage_);

    view_ = new QTreeView(content);
    view_->setObjectName(QStringLiteral("queueView"));
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAllColumnsShowFocus(true);
    view_->setRootIsDecorated(false);
    QHeaderView* header = view_->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QueueModel::EventColumn, QHeaderView::Stretch);
    view_->setColumnWidth(QueueModel::AnsweredByColumn, 160);
    view_->setColumnWidth(QueueModel::NodeColumn, 56);
    layout->addWidget(view_, 1);
    layout->addWidget(
        new Legend({{Legend::Mark::Fill, EventsNames::currentFill(), tr("being processed")},
                    {Legend::Mark::Fill, EventsNames::cursorFill(), tr("made or popped by the event at the cursor")},
                    {Legend::Mark::Text, PanelStyle::dimText(), tr("saved by an interrupt")}},
                   2, content));

    connect(model_, &QAbstractItemModel::modelReset, view_, &QTreeView::expandAll);
    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid() && !index.data(QueueModel::IsGroupRole).toBool() && controller_->hasSession())
            controller_->seekNow(static_cast<Seq>(index.data(SeqRole).toULongLong()));
    });
    refresh();
}

QueueDock::~QueueDock() = default;

QString QueueDock::headline() const { return headline_->text(); }
QString QueueDock::stage() const { return stage_->text(); }

void QueueDock::refresh()
{
    const events::EventsGame* g = EventsNames::gameAtCursor(controller_);
    model_->setSnapshot(g ? QueueSnapshot::build(*g, controller_->session()->trace(), controller_->cursor())
                          : QueueSnapshot::empty(EventsNames::notEventsReason(controller_, tr("queue"))));
    headline_->setText(model_->snapshot().headline);
    stage_->setText(model_->snapshot().stage);
    stage_->setVisible(!model_->snapshot().stage.isEmpty());
}

}  // namespace ts::gui
