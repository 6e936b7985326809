#include "rulesets/nation/battledock.h"

#include "rulesets/nation/battlefieldwidget.h"
#include "rulesets/nation/battleordermodel.h"
#include "rulesets/nation/battlerangemodel.h"
#include "rulesets/nation/battletargetsmodel.h"
#include "rulesets/nation/statesnames.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace ts::gui {

BattleDock::BattleDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Battle"), controller, parent),
      controller_(controller),
      order_(new BattleOrderModel(this)),
      targets_(new BattleTargetsModel(this)),
      range_(new BattleRangeModel(this))
{
    setObjectName(QStringLiteral("battleDock"));
    follow(&gate_);

    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("battleHeadline"), &headline_);
    QWidget* content = layout->parentWidget();

    // The picture, and the same battle as exact tables on a second tab: at the window's
    // default size the picture needs the dock's whole height.
    tabs_ = new QTabWidget(content);
    tabs_->setObjectName(QStringLiteral("battleTabs"));
    tabs_->setDocumentMode(true);
    field_ = new BattlefieldWidget;
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("battlefieldScroll"));
    scroll->setWidget(field_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    tabs_->addTab(scroll, tr("Battlefield"));

    auto* tables = new QSplitter(Qt::Horizontal);
    tables->setObjectName(QStringLiteral("battleTables"));
    tables->setChildrenCollapsible(false);
    orderView_ = createTable(order_, QStringLiteral("battleOrderView"));
    targetsView_ = createTable(targets_, QStringLiteral("battleTargetsView"));
    rangeView_ = createTable(range_, QStringLiteral("battleRangeView"));
    rangeSummary_ = new QLabel;
    rangeSummary_->setObjectName(QStringLiteral("battleRangeSummary"));
    rangeSummary_->setWordWrap(true);
    tables->addWidget(titled(tr("Attack order"), orderView_));
    tables->addWidget(titled(tr("Target array"), targetsView_));
    tables->addWidget(titled(tr("Why this range"), rangeView_, rangeSummary_));
    tables->setStretchFactor(0, 5);
    tables->setStretchFactor(1, 4);
    tables->setStretchFactor(2, 4);
    tabs_->addTab(tables, tr("Tables"));
    tabs_->setTabToolTip(0, tr("Both formations, the attack order, the target array and why its range was chosen"));
    tabs_->setTabToolTip(1, tr("The attack order, the target array slot by slot and the candidate ranges, as tables"));
    layout->addWidget(tabs_, 1);

    refresh();
}

BattleDock::~BattleDock() = default;

QTableView* BattleDock::createTable(QAbstractItemModel* model, const QString& objectName)
{
    auto* view = new QTableView;
    view->setObjectName(objectName);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setWordWrap(false);
    view->setCornerButtonEnabled(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(22);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setMinimumSectionSize(30);
    view->horizontalHeader()->setHighlightSections(false);
    auto fit = [view] { view->resizeColumnsToContents(); };
    connect(model, &QAbstractItemModel::modelReset, view, fit);
    return view;
}

QWidget* BattleDock::titled(const QString& title, QWidget* body, QLabel* extra)
{
    auto* box = new QWidget;
    auto* l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(3);
    auto* label = new QLabel(title, box);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    l->addWidget(label);
    if (extra)
        l->addWidget(extra);
    l->addWidget(body, 1);
    return box;
}

void BattleDock::refresh()
{
    snapshot_ = BattleSnapshot::at(controller_);
    field_->setSnapshot(snapshot_);
    order_->setSnapshot(snapshot_);
    targets_->setSnapshot(snapshot_);
    range_->setSnapshot(snapshot_);
    headline_->setText(snapshot_.headline());
    rangeSummary_->setText(snapshot_.rangeSummary());
    rangeSummary_->setVisible(!rangeSummary_->text().isEmpty());
    for (int r = 0; r < order_->rowCount(); ++r)
        if (order_->index(r, 0).data(BattleTableModel::IsCurrentRole).toBool())
            orderView_->scrollTo(order_->index(r, 0));
}

QString BattleDock::headline() const { return snapshot_.headline(); }

QString BattleDock::rangeSummary() const { return snapshot_.rangeSummary(); }

}  // namespace ts::gui
