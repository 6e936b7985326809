#include "panels/watches/watchesdock.h"

#include "panels/watches/watchesmodel.h"
#include "panels/watches/watchexport.h"
#include "panels/watches/watchlist.h"
#include "panels/watches/watchpointsmodel.h"
#include "panels/watches/watchtrackswidget.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
QTableView* makeTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}
}  // namespace

WatchesDock::WatchesDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Watches"), controller, parent),
      controller_(controller),
      list_(new WatchList(controller, this)),
      model_(new WatchesModel(this)),
      points_(new WatchPointsModel(this)),
      gate_([this] { refresh(); })
{
    setObjectName(QStringLiteral("watchesDock"));
    follow(&gate_);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);

    createInputs(content, layout);
    createLists(content, layout);
    setWidget(content);

    tracks_ = new WatchTracksWidget(list_, controller_, nullptr);
    connect(this, &QObject::destroyed, tracks_, [t = tracks_] { delete t; });
    connectSignals();
    refresh();
}

// The fields a watch is typed in, and the error and progress lines under them.
void WatchesDock::createInputs(QWidget* content, QVBoxLayout* layout)
{
    auto* row = new QHBoxLayout;
    expression_ = new QLineEdit(content);
    expression_->setPlaceholderText(tr("Expression or ENTITY.FIELD"));
    expression_->setToolTip(tr("A value to follow across the game: an expression of the breakpoint-condition "
                               "language (e.g. the ruleset's helpers, or state.…) or a traced field by name, e.g. "
                               "North.power"));
    at_ = new QLineEdit(content);
    at_->setPlaceholderText(tr("at clause, kind or entity"));
    at_->setToolTip(tr("Optional: a logpoint, evaluated at every event citing this clause, of this kind or "
                       "concerning this entity, with a row per hit"));
    every_ = new QComboBox(content);
    every_->addItem(tr("each rule step"));
    every_->addItem(tr("each event"));
    every_->setToolTip(tr("Where an expression is evaluated: at the end of every rule step, or after every event"));
    add_ = new QPushButton(tr("Add"), content);
    row->addWidget(expression_, 3);
    row->addWidget(at_, 2);
    row->addWidget(every_);
    row->addWidget(add_);
    layout->addLayout(row);

    error_ = new QLabel(content);
    error_->setWordWrap(true);
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->setStyleSheet(QStringLiteral("color: palette(link-visited);"));
    error_->hide();
    layout->addWidget(error_);
    progress_ = new QProgressBar(content);
    progress_->setRange(0, 100);
    progress_->setMaximumHeight(progress_->fontMetrics().height());
    progress_->hide();
    layout->addWidget(progress_);
}

// The watches above, the selected watch's changes or hits below, and the buttons.
void WatchesDock::createLists(QWidget* content, QVBoxLayout* layout)
{
    auto* split = new QSplitter(Qt::Vertical, content);
    watchesView_ = makeTable(model_, split);
    auto* lower = new QWidget(split);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    pointsTitle_ = new QLabel(lower);
    pointsView_ = makeTable(points_, lower);
    lowerLayout->addWidget(pointsTitle_);
    lowerLayout->addWidget(pointsView_, 1);
    watchesView_->horizontalHeader()->setStretchLastSection(false);
    watchesView_->horizontalHeader()->setSectionResizeMode(WatchesModel::WatchColumn, QHeaderView::Stretch);
    for (int column : {WatchesModel::ValueColumn, WatchesModel::RangeColumn, WatchesModel::PointsColumn})
        watchesView_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    split->addWidget(watchesView_);
    split->addWidget(lower);
    layout->addWidget(split, 1);

    auto* buttons = new QHBoxLayout;
    remove_ = new QPushButton(tr("Remove"), content);
    export_ = new QPushButton(tr("Export Track…"), content);
    buttons->addWidget(remove_);
    buttons->addWidget(export_);
    buttons->addStretch(1);
    layout->addLayout(buttons);
}

void WatchesDock::connectSignals()
{
    connect(add_, &QPushButton::clicked, this, &WatchesDock::addFromFields);
    connect(expression_, &QLineEdit::returnPressed, this, &WatchesDock::addFromFields);
    connect(at_, &QLineEdit::returnPressed, this, &WatchesDock::addFromFields);
    connect(remove_, &QPushButton::clicked, this, &WatchesDock::removeSelected);
    auto* del = new QShortcut(QKeySequence::Delete, watchesView_, nullptr, nullptr, Qt::WidgetShortcut);
    connect(del, &QShortcut::activated, this, &WatchesDock::removeSelected);
    connect(export_, &QPushButton::clicked, this, [this] {
        if (selectedRow() >= 0)
            exportTrack(selectedRow());
    });
    connect(tracks_, &WatchTracksWidget::exportRequested, this, &WatchesDock::exportTrack);
    connect(tracks_, &WatchTracksWidget::removeRequested, this, [this](int r) { list_->remove(list_->at(r).id); });
    connect(list_, &WatchList::watchesChanged, this, [this] { gate_.request(); });
    connect(list_, &WatchList::watchUpdated, this, [this] { gate_.request(); });
    connect(list_, &WatchList::allBuilt, this, [this] { gate_.request(); });
    connect(watchesView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &WatchesDock::showPoints);
    connect(model_, &QAbstractItemModel::modelReset, this, &WatchesDock::showPoints);
    connect(pointsView_, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        if (controller_->hasSession())
            controller_->requestSeek(index.data(SeqRole).toULongLong());
    });
    connect(controller_, &SessionController::watchRequested, this, [this](const QString& path) {
        QString why;
        show();
        raise();
        if (list_->addStatePath(path, &why))
            showError({});
        else
            showError(why);
    });
}

void WatchesDock::cursorMoved(Seq) { gate_.request(); }

void WatchesDock::showError(const QString& text)
{
    error_->setText(text);
    error_->setVisible(!text.isEmpty());
}

bool WatchesDock::addFromFields()
{
    QString why;
    const auto every = every_->currentIndex() == 1 ? WatchEvery::Event : WatchEvery::Step;
    const auto id = list_->add(expression_->text(), at_->text(), every, &why);
    showError(id ? QString() : why);
    if (!id)
        return false;
    expression_->clear();
    at_->clear();
    watchesView_->selectRow(list_->rowOf(*id));
    return true;
}

int WatchesDock::selectedRow() const
{
    const QModelIndex current = watchesView_->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void WatchesDock::removeSelected()
{
    if (const int row = selectedRow(); row >= 0 && row < list_->count())
        list_->remove(list_->at(row).id);
}

void WatchesDock::refresh()
{
    const Seq cursor = controller_->hasSession() ? controller_->cursor() : 0;
    model_->setSnapshot(WatchesSnapshot::build(*list_, cursor));
    progress_->setVisible(list_->isBuilding());
    progress_->setValue(list_->percentDone());
    remove_->setEnabled(list_->count() > 0);
    export_->setEnabled(selectedRow() >= 0 && list_->at(selectedRow()).track != nullptr);
    showPoints();
}

// The selected watch's points, again only when its track changed.
void WatchesDock::showPoints()
{
    const int row = selectedRow();
    const Watch* w = row >= 0 && row < list_->count() ? &list_->at(row) : nullptr;
    if (!w || !w->track || !controller_->hasSession()) {
        if (points_->track())
            points_->clear();
        shownPointsId_ = -1;
        pointsTitle_->setText(w ? tr("%1: no track yet").arg(w->title) : tr("Select a watch to see its changes"));
        return;
    }
    if (shownPointsId_ == w->id && points_->track() == w->track.get())
        return;
    shownPointsId_ = w->id;
    points_->setTrack(w->track, &controller_->session()->trace(), controller_->render());
    pointsTitle_->setText(w->spec.isLogpoint() ? tr("Hits of %1 (double-click to go there)").arg(w->title)
                                               : tr("Changes of %1 (double-click to go there)").arg(w->title));
}

void WatchesDock::exportTrack(int row)
{
    if (row < 0 || row >= list_->count() || !list_->at(row).track)
        return;
    const Watch& w = list_->at(row);
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Track"), QString(),
                                                tr("CSV (*.csv);;PNG picture (*.png);;SVG picture (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    QString why;
    QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix.isEmpty()) {  // no suffix typed: the chosen filter's
        suffix = filter.contains(QLatin1String("*.svg")) ? QStringLiteral("svg")
            : filter.contains(QLatin1String("*.png"))    ? QStringLiteral("png")
                                                         : QStringLiteral("csv");
        path += QLatin1Char('.') + suffix;
    }
    const bool ok = suffix == QLatin1String("csv")
        ? exportTrackCsv(*w.track, w.title, path, &why)
        : exportTrackImage(*w.track, w.title, controller_->hasSession() ? controller_->session()->size() : 0, path,
                           QSize(1200, 240), palette(), &why);
    if (!ok)
        QMessageBox::warning(this, tr("Export Track"), why);
}

}  // namespace ts::gui
