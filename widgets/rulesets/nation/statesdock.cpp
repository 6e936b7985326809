#include "rulesets/nation/statesdock.h"
#include "session/panelstyle.h"

#include "rulesets/nation/heldstatesmodel.h"
#include "rulesets/nation/statesnames.h"
#include "session/gameas.h"
#include "session/sessioncontroller.h"

#include "rulesets/nation/game.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

StatesDock::StatesDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("States"), controller, parent), controller_(controller), model_(new HeldStatesModel(this))
{
    setObjectName(QStringLiteral("statesDock"));
    follow(&gate_);

    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("statesHeadline"), &headline_);
    QWidget* content = layout->parentWidget();

    view_ = new QTreeView(content);
    view_->setObjectName(QStringLiteral("statesView"));
    view_->setModel(model_);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setAllColumnsShowFocus(true);
    QHeaderView* header = view_->header();
    header->setStretchLastSection(true);
    header->setMinimumSectionSize(40);
    view_->setColumnWidth(HeldStatesModel::NameColumn, 170);
    view_->setColumnWidth(HeldStatesModel::StacksColumn, 56);
    view_->setColumnWidth(HeldStatesModel::DurationColumn, 64);
    view_->setColumnWidth(HeldStatesModel::RemainingsColumn, 84);
    view_->setColumnWidth(HeldStatesModel::TimingsColumn, 130);
    layout->addWidget(view_, 1);

    connect(model_, &QAbstractItemModel::modelAboutToBeReset, this, &StatesDock::rememberCollapsed);
    connect(model_, &QAbstractItemModel::modelReset, this, &StatesDock::restoreExpansion);
    connect(model_, &HeldStatesModel::refreshed, this, &StatesDock::onRefreshed);
    refresh();
}

StatesDock::~StatesDock() = default;

// Another game: the tree resets even if it has the same shape (its cursor follows).
void StatesDock::sessionChanged() { model_->requireReset(); }

void StatesDock::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    if (!game) {
        model_->setSnapshot(
            HeldStatesSnapshot::empty(NationNames::notNationReason(controller_, HeldStatesModel::tr("states panel"))));
        return;
    }
    // The game at the cursor stays valid while the one before it is computed (both are kept
    // by the controller until the cursor moves).
    const Seq cursor = controller_->cursor();
    const nation::NationGame* before =
        cursor > 0 ? gameAs<nation::NationGame>(controller_->stateBeforeCursor()) : nullptr;
    model_->setSnapshot(HeldStatesSnapshot::build(*game, before, controller_->session()->trace(), cursor));
}

QString StatesDock::headline() const { return model_->headline(); }

void StatesDock::rememberCollapsed()
{
    // Only groups (nations, holders) can be collapsed: two levels.
    collapsed_.clear();
    for (int r = 0; r < model_->rowCount(); ++r) {
        const QModelIndex nation = model_->index(r, 0);
        if (!view_->isExpanded(nation))
            collapsed_.insert(model_->groupKey(nation));
        for (int h = 0; h < model_->rowCount(nation); ++h) {
            const QModelIndex holder = model_->index(h, 0, nation);
            if (model_->rowCount(holder) > 0 && !view_->isExpanded(holder))
                collapsed_.insert(model_->groupKey(holder));
        }
    }
}

void StatesDock::restoreExpansion()
{
    view_->expandAll();
    if (collapsed_.isEmpty())
        return;
    for (int r = 0; r < model_->rowCount(); ++r) {
        const QModelIndex nation = model_->index(r, 0);
        for (int h = 0; h < model_->rowCount(nation); ++h) {
            const QModelIndex holder = model_->index(h, 0, nation);
            if (collapsed_.contains(model_->groupKey(holder)))
                view_->collapse(holder);
        }
        if (collapsed_.contains(model_->groupKey(nation)))
            view_->collapse(nation);
    }
}

void StatesDock::onRefreshed() { headline_->setText(model_->headline()); }

}  // namespace ts::gui
