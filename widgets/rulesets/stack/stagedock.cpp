#include "rulesets/stack/stagedock.h"

#include "rulesets/stack/stacknames.h"
#include "rulesets/stack/stagedelegate.h"
#include "rulesets/stack/stagemodel.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

namespace ts::gui {

StageDock::StageDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Stage"), controller, parent), controller_(controller), model_(new StageModel(this))
{
    setObjectName(QStringLiteral("stageDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("stageHeadline"), &headline_);
    view_ = new QListView(layout->parentWidget());
    view_->setObjectName(QStringLiteral("stageView"));
    view_->setModel(model_);
    view_->setItemDelegate(new StageDelegate(view_));
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view_->setToolTip(tr("Double-click an action to go to the event that put it there"));
    layout->addWidget(view_, 1);
    connect(view_, &QListView::doubleClicked, this, [this](const QModelIndex& i) {
        controller_->seekNow(static_cast<Seq>(i.data(StageModel::AddedAtRole).toULongLong()));
    });
    connect(model_, &StageModel::refreshed, this, [this] { headline_->setText(model_->headline()); });
    refresh();
}

StageDock::~StageDock() = default;

void StageDock::refresh()
{
    const auto* g = controller_->hasSession() ? gameAs<stack::StackGame>(controller_->stateAtCursor()) : nullptr;
    model_->setSnapshot(g ? StageSnapshot::build(*g, controller_->session()->trace(), controller_->cursor())
                          : StageSnapshot::empty(StageSnapshot::noGame()));
}

QString StageDock::headline() const { return model_->headline(); }

}  // namespace ts::gui
