#include "panels/inspector/inspectordock.h"

#include "panels/inspector/setvaluedialog.h"

#include "panels/inspector/inspectormodel.h"
#include "panels/inspector/inspectortreeview.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTreeView>
#include <QVBoxLayout>

namespace ts::gui {

InspectorDock::InspectorDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Inspector"), controller, parent),
      controller_(controller),
      model_(new InspectorModel(controller, this))
{
    model_->setAsynchronous(true);  // the state's JSON is built while the other panels update
    setObjectName(QStringLiteral("inspectorDock"));
    follow(&model_->refreshGate());

    // Before the proxies connect to the model: the expanded paths are read while the
    // proxies' mappings are still those of the old tree.
    connect(model_, &QAbstractItemModel::modelAboutToBeReset, this, &InspectorDock::rememberExpansion);

    textProxy_ = new QSortFilterProxyModel(this);
    textProxy_->setObjectName(QStringLiteral("inspectorTextFilter"));
    textProxy_->setSourceModel(model_);
    textProxy_->setFilterKeyColumn(-1);  // name or value
    textProxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    textProxy_->setRecursiveFilteringEnabled(true);
    textProxy_->setAutoAcceptChildRows(true);  // "Enemy1" shows the whole unit

    changedProxy_ = new QSortFilterProxyModel(this);
    changedProxy_->setObjectName(QStringLiteral("inspectorChangedFilter"));
    changedProxy_->setSourceModel(textProxy_);
    changedProxy_->setFilterRole(ChangedRole);
    changedProxy_->setRecursiveFilteringEnabled(true);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    auto* top = new QHBoxLayout;
    filter_ = new QLineEdit(content);
    filter_->setObjectName(QStringLiteral("inspectorFilter"));
    filter_->setPlaceholderText(tr("Filter names and values"));
    filter_->setClearButtonEnabled(true);
    changedOnly_ = new QCheckBox(tr("Changed only"), content);
    changedOnly_->setObjectName(QStringLiteral("inspectorChangedOnly"));
    changedOnly_->setToolTip(tr("Show only the values the current event changed"));
    top->addWidget(filter_, 1);
    top->addWidget(changedOnly_);
    layout->addLayout(top);

    view_ = new InspectorTreeView(content);
    view_->setObjectName(QStringLiteral("inspectorView"));
    view_->setModel(model_);  // the proxies join only while a filter is on (see showFiltered)
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(InspectorModel::NameColumn, QHeaderView::Interactive);
    view_->setColumnWidth(InspectorModel::NameColumn, 220);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, &InspectorDock::showContextMenu);
    connect(view_, &QAbstractItemView::doubleClicked, this, &InspectorDock::setValue);
    auto* edit = new QShortcut(QKeySequence(Qt::Key_F2), view_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(edit, &QShortcut::activated, this, [this] { setValue(view_->currentIndex()); });
    layout->addWidget(view_, 1);

    summary_ = new ElidedLabel(content);
    summary_->setObjectName(QStringLiteral("inspectorSummary"));
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);  // never widens the panel
    layout->addWidget(summary_);
    setWidget(content);

    restoreConnection_ = connect(model_, &QAbstractItemModel::modelReset, this, &InspectorDock::restoreExpansion);
    // Tabbed away or closed: no JSON of the whole state on every step.
    connect(this, &QDockWidget::visibilityChanged, model_, &InspectorModel::setActive);
    connect(model_, &InspectorModel::refreshed, this, &InspectorDock::updateSummary);
    connect(filter_, &QLineEdit::textChanged, this, &InspectorDock::applyFilters);
    connect(changedOnly_, &QCheckBox::toggled, this, &InspectorDock::applyFilters);
    restoreExpansion();
    updateSummary();
}

InspectorDock::~InspectorDock() = default;

QModelIndex InspectorDock::viewIndexForPath(const QString& path) const
{
    const QModelIndex source = model_->indexForPath(path);
    if (view_->model() == model_)
        return source;
    return changedProxy_->mapFromSource(textProxy_->mapFromSource(source));
}

void InspectorDock::showFiltered(bool filtered)
{
    QAbstractItemModel* wanted = filtered ? static_cast<QAbstractItemModel*>(changedProxy_) : model_;
    if (view_->model() == wanted)
        return;
    if (!filtered) {
        // Without their mappings the idle proxies skip the model's change signals at once:
        // a step of a thousand units then costs them nothing.
        textProxy_->invalidate();
        changedProxy_->invalidate();
    }
    const int nameWidth = view_->columnWidth(InspectorModel::NameColumn);
    view_->setModel(wanted);
    view_->header()->setStretchLastSection(true);
    view_->header()->setSectionResizeMode(InspectorModel::NameColumn, QHeaderView::Interactive);
    view_->setColumnWidth(InspectorModel::NameColumn, nameWidth);
    // After the view's own: a reset first collapses everything in the view, then the paths
    // are opened again.
    disconnect(restoreConnection_);
    restoreConnection_ = connect(wanted, &QAbstractItemModel::modelReset, this, &InspectorDock::restoreExpansion);
}

QStringList InspectorDock::expandedPaths() const
{
    QStringList paths;
    // Only expanded subtrees are walked: the state of a large game has tens of thousands of
    // leaves, but what the user opened is small.
    std::vector<QModelIndex> todo{QModelIndex()};
    while (!todo.empty()) {
        const QModelIndex parent = todo.back();
        todo.pop_back();
        const QAbstractItemModel* shown = view_->model();
        const int rows = shown->rowCount(parent);
        for (int r = 0; r < rows; ++r) {
            const QModelIndex child = shown->index(r, 0, parent);
            if (view_->isExpanded(child)) {
                paths << child.data(InspectorModel::PathRole).toString();
                todo.push_back(child);
            }
        }
    }
    return paths;
}

void InspectorDock::expandPaths(const QStringList& paths)
{
    for (const QString& p : paths)
        if (const QModelIndex i = viewIndexForPath(p); i.isValid())
            view_->expand(i);
}

void InspectorDock::rememberExpansion()
{
    // While a filter is on everything is expanded: keep what the user had opened before.
    if (view_->model()->rowCount() > 0 && filter_->text().isEmpty() && !changedOnly_->isChecked())
        savedExpansion_ = expandedPaths();
}

void InspectorDock::restoreExpansion()
{
    if (model_->rowCount() == 0)
        return;
    if (firstFill_) {
        firstFill_ = false;
        view_->expandToDepth(0);  // the top level: the units and the table by name
        return;
    }
    if (!filter_->text().isEmpty() || changedOnly_->isChecked())
        view_->expandAll();
    else
        expandPaths(savedExpansion_);
}

void InspectorDock::applyFilters()
{
    const bool wasFiltered = !changedProxy_->filterRegularExpression().pattern().isEmpty() ||
        !textProxy_->filterRegularExpression().pattern().isEmpty();
    if (!wasFiltered)
        savedExpansion_ = expandedPaths();
    textProxy_->setFilterRegularExpression(
        QRegularExpression(QRegularExpression::escape(filter_->text()), QRegularExpression::CaseInsensitiveOption));
    changedProxy_->setFilterRegularExpression(changedOnly_->isChecked() ? QStringLiteral("^true$") : QString());
    showFiltered(!filter_->text().isEmpty() || changedOnly_->isChecked());
    if (!filter_->text().isEmpty() || changedOnly_->isChecked())
        view_->expandAll();  // matches are usually deep: show them
    else
        expandPaths(savedExpansion_);
}

void InspectorDock::updateSummary()
{
    if (!controller_->hasSession() || model_->rowCount() == 0) {
        summary_->setText(tr("No state"));
        return;
    }
    const int changed = model_->changedCount();
    const Seq seq = controller_->cursor();
    QString text = changed == 0 ? tr("Event #%1 changed no value").arg(seq)
        : changed == 1          ? tr("Event #%1 changed 1 value (highlighted)").arg(seq)
                                : tr("Event #%1 changed %2 values (highlighted)").arg(seq).arg(changed);
    if (const RenderContext* render = controller_->render(); render && seq < controller_->session()->size())
        text += QStringLiteral(" — ") + QString::fromStdString(render->line(controller_->session()->trace().at(seq)));
    summary_->setText(text);
    if (!filter_->text().isEmpty() || changedOnly_->isChecked())
        view_->expandAll();
}

// A value, or a list: a list stands for its length where the rules trace one (the
// provenance panel says so when nothing is behind it).
bool InspectorDock::askable(const QModelIndex& index)
{
    return index.data(InspectorModel::IsLeafRole).toBool() || index.data(InspectorModel::IsListRole).toBool();
}

void InspectorDock::askWhoChanged(const QModelIndex& viewIndex)
{
    if (viewIndex.isValid() && askable(viewIndex))
        controller_->requestProvenance(viewIndex.data(InspectorModel::PathRole).toString());
}

void InspectorDock::setValue(const QModelIndex& viewIndex)
{
    if (!viewIndex.isValid() || !viewIndex.data(InspectorModel::IsLeafRole).toBool() || !controller_->hasSession())
        return;
    QString why;
    const auto target =
        SetValueDialog::targetAt(*controller_, viewIndex.data(InspectorModel::PathRole).toString(), &why);
    if (!target) {
        QToolTip::showText(view_->viewport()->mapToGlobal(view_->visualRect(viewIndex).bottomLeft()), why, view_);
        return;
    }
    SetValueDialog dialog(controller_, *target, this);
    if (runDialog)
        runDialog(dialog);
    else
        dialog.exec();
    if (dialog.result() != QDialog::Accepted || !dialog.edit())
        return;
    if (!aside_)
        aside_ = std::make_unique<QTemporaryDir>();
    if (SetValueDialog::apply(*controller_, *dialog.edit(), *aside_, &why))
        return;
    if (showError)
        showError(why);
    else
        QMessageBox::warning(this, tr("Set Value"), why);
}

void InspectorDock::showContextMenu(const QPoint& pos)
{
    const QModelIndex index = view_->indexAt(pos);
    if (!index.isValid())
        return;
    QMenu menu(this);
    QAction* who = menu.addAction(tr("Who changed this?"));
    who->setEnabled(askable(index));
    who->setToolTip(
        tr("Every write of this value in the trace, the last one before the cursor and where it came from"));
    connect(who, &QAction::triggered, this, [this, index] { askWhoChanged(index); });
    QAction* set = menu.addAction(tr("Set Value…"));
    set->setShortcut(QKeySequence(Qt::Key_F2));
    set->setEnabled(index.data(InspectorModel::IsLeafRole).toBool());
    set->setToolTip(tr("What if? Set this value here and play on from the end of this rule step"));
    connect(set, &QAction::triggered, this, [this, index] { setValue(index); });
    QAction* watch = menu.addAction(tr("Watch This"));
    watch->setEnabled(index.data(InspectorModel::IsLeafRole).toBool());
    watch->setToolTip(tr("Follow this value across the whole game: a track under the timeline"));
    connect(watch, &QAction::triggered, this,
            [this, index] { controller_->requestWatch(index.data(InspectorModel::PathRole).toString()); });
    menu.exec(view_->viewport()->mapToGlobal(pos));
}

}  // namespace ts::gui
