#include "panels/compare/comparewindow.h"

#include "panels/compare/alignedeventsmodel.h"
#include "panels/compare/comparetimeline.h"
#include "panels/compare/statediffmodel.h"
#include "session/sessioncontroller.h"

#include "kernel/exit_codes.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_file.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::gui {

CompareWindow::CompareWindow(SessionController* controller, QWidget* parent)
    : QWidget(parent, Qt::Window),
      controller_(controller),
      events_(new AlignedEventsModel(this)),
      states_(new StateDiffModel(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    resize(1300, 820);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(createSummaryRow());
    timeline_ = new CompareTimeline(events_, this);
    layout->addWidget(timeline_);
    auto* split = new QSplitter(Qt::Vertical, this);
    createEventTable(split);
    createStatePane(split);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    connectViews();
    // A window of its own closes as windows do: Ctrl+W (the platform's Close) and Esc.
    auto* close = new QAction(tr("Close"), this);
    close->setShortcuts({QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)});
    close->setShortcutContext(Qt::WindowShortcut);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
}

// The summary of the differences and the buttons that go from one to the next (F8).
QHBoxLayout* CompareWindow::createSummaryRow()
{
    auto* top = new QHBoxLayout;
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* previous = new QPushButton(tr("Previous Difference"), this);
    auto* next = new QPushButton(tr("Next Difference"), this);
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    next->setShortcut(QKeySequence(Qt::Key_F8));
    previous->setToolTip(tr("The previous place where the traces differ (Shift+F8)"));
    next->setToolTip(tr("The next place where the traces differ (F8)"));
    top->addWidget(summary_, 1);
    top->addWidget(previous);
    top->addWidget(next);
    connect(next, &QPushButton::clicked, this, &CompareWindow::nextDifference);
    connect(previous, &QPushButton::clicked, this, &CompareWindow::previousDifference);
    return top;
}

// The aligned events of A and B, one row each, with fixed narrow sequence and status columns.
void CompareWindow::createEventTable(QSplitter* split)
{
    view_ = new QTableView(split);
    view_->setModel(events_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
    QHeaderView* header = view_->horizontalHeader();
    header->setSectionResizeMode(AlignedEventsModel::EventA, QHeaderView::Stretch);
    header->setSectionResizeMode(AlignedEventsModel::EventB, QHeaderView::Stretch);
    header->setSectionResizeMode(AlignedEventsModel::Status, QHeaderView::Fixed);
    header->resizeSection(AlignedEventsModel::Status, view_->fontMetrics().horizontalAdvance(QStringLiteral("≠")) * 3);
    for (const int c : {AlignedEventsModel::SeqA, AlignedEventsModel::SeqB}) {
        header->setSectionResizeMode(c, QHeaderView::Fixed);
        header->resizeSection(c, view_->fontMetrics().horizontalAdvance(QStringLiteral("#00000000")));
    }
    view_->setWordWrap(false);
    view_->setToolTip(tr("Double-click: show A's event in the debugger"));
}

// Under the events: the two states at the selected row, by default only where they differ.
void CompareWindow::createStatePane(QSplitter* split)
{
    auto* stateBox = new QWidget(split);
    auto* stateLayout = new QVBoxLayout(stateBox);
    stateLayout->setContentsMargins(0, 0, 0, 0);
    auto* stateTop = new QHBoxLayout;
    stateLabel_ = new QLabel(stateBox);
    onlyDifferences_ = new QCheckBox(tr("Only differences"), stateBox);
    onlyDifferences_->setChecked(true);
    stateTop->addWidget(stateLabel_, 1);
    stateTop->addWidget(onlyDifferences_);
    stateLayout->addLayout(stateTop);
    stateView_ = new QTreeView(stateBox);
    stateView_->setModel(states_);
    stateView_->setUniformRowHeights(true);
    stateView_->header()->setSectionResizeMode(QHeaderView::Interactive);
    stateLayout->addWidget(stateView_, 1);
}

void CompareWindow::connectViews()
{
    connect(timeline_, &CompareTimeline::rowClicked, this, &CompareWindow::selectRow);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        timeline_->setCurrentRow(current.row());
        showStatesAt(current.row());
    });
    connect(view_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const auto row = events_->rowAt(index.row());
        controller_->seekNow(row.a.value_or(row.aNext > 0 ? row.aNext - 1 : 0));
    });
    connect(onlyDifferences_, &QCheckBox::toggled, this, [this] { showStatesAt(view_->currentIndex().row()); });
    // A's game changes under the window: a fork or a longer run re-aligns; another game closes it.
    connect(controller_, &SessionController::sessionChanged, this, &QWidget::close);
    connect(controller_, &SessionController::decisionStateChanged, this, [this] {
        if (!controller_->isBusy())
            realign();
    });
    connect(controller_, &SessionController::busyChanged, this, [this](bool busy) {
        if (!busy)
            realign();
    });
}

CompareWindow::~CompareWindow() = default;

bool CompareWindow::compareWith(const QString& path, QString* error)
{
    if (!controller_->hasSession()) {
        lastErrorExitCode_ = kExitUsage;
        if (error)
            *error = tr("There is no game in the debugger to compare with.");
        return false;
    }
    try {
        auto other = openSession(path.toStdString());
        loadAllBlocks(const_cast<Trace&>(other->trace()));  // a corrupt block is found now
        otherRender_ = std::make_unique<RenderContext>(other->trace(), &other->ruleset());
        delete otherView_;
        otherView_ = nullptr;
        ownOther_ = std::move(other);
        other_ = ownOther_.get();
    } catch (const std::exception& e) {
        lastErrorExitCode_ = exitCodeFor(e);
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    otherName_ = QFileInfo(path).fileName();
    setWindowTitle(tr("Compare — %1").arg(otherName_));
    realign();
    return true;
}

void CompareWindow::compareWithGame(const SessionController& other, const QString& name)
{
    // A view of its own keeps the game alive whatever becomes of `other`.
    delete otherView_;
    otherView_ = new SessionController(this);
    otherView_->viewSessionOf(other);
    other_ = otherView_->session();
    otherRender_ = other_ ? std::make_unique<RenderContext>(other_->trace(), &other_->ruleset()) : nullptr;
    ownOther_.reset();
    otherName_ = name;
    setWindowTitle(tr("Compare — %1").arg(name));
    realign();
}

void CompareWindow::realign()
{
    if (!other_ || !controller_->hasSession())
        return;
    const Trace& a = controller_->session()->trace();
    events_->setAlignment(&a, controller_->render(), &other_->trace(), otherRender_.get(),
                          alignTraces(a, other_->trace()));
    updateSummary();
    selectRow(events_->divergentRows().empty() ? 0 : events_->divergentRows().front());
}

void CompareWindow::updateSummary()
{
    const Trace& a = controller_->session()->trace();
    const QString file = controller_->filePath().isEmpty() ? tr("the game in the debugger")
                                                           : QFileInfo(controller_->filePath()).fileName();
    QString text =
        tr("A: %1 (%2 events) · B: %3 (%4 events)").arg(file).arg(a.size()).arg(otherName_).arg(other_->trace().size());
    const auto& places = events_->divergentRows();
    if (places.empty()) {
        text += QStringLiteral(" — ") + tr("identical");
    } else {
        const auto first = events_->rowAt(places.front());
        text += QStringLiteral(" — ") +
            tr("%n divergent place(s), the first at A #%1 / B #%2", nullptr, static_cast<int>(places.size()))
                .arg(first.a.value_or(first.aNext))
                .arg(first.b.value_or(first.bNext));
    }
    if (!events_->alignment().complete)
        text +=
            QStringLiteral(" — ") + tr("too many differences: the alignment stopped, the rest is shown as one place");
    summary_->setText(text);
}

void CompareWindow::selectRow(int row)
{
    if (row < 0 || row >= events_->rowCount())
        return;
    const QModelIndex index = events_->index(row, AlignedEventsModel::EventA);
    view_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    view_->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

bool CompareWindow::nextDifference()
{
    const auto& places = events_->divergentRows();
    const int current = view_->currentIndex().row();
    const auto it = std::upper_bound(places.begin(), places.end(), current);
    if (it == places.end())
        return false;
    selectRow(*it);
    return true;
}

bool CompareWindow::previousDifference()
{
    const auto& places = events_->divergentRows();
    const int current = view_->currentIndex().row();
    auto it = std::lower_bound(places.begin(), places.end(), current);
    if (it == places.begin())
        return false;
    selectRow(*std::prev(it));
    return true;
}

void CompareWindow::showStatesAt(int row)
{
    if (row < 0 || !other_ || !controller_->hasSession()) {
        states_->setStates(nlohmann::json::object(), nlohmann::json::object(), true);
        stateLabel_->clear();
        return;
    }
    // A side without an event on this row shows its state just before the next one.
    const auto r = events_->rowAt(row);
    const Seq a = r.a.value_or(r.aNext > 0 ? r.aNext - 1 : 0), b = r.b.value_or(r.bNext > 0 ? r.bNext - 1 : 0);
    try {
        Session* sa = controller_->session();
        if (sa->size() == 0 || other_->size() == 0) {
            stateLabel_->setText(tr("An empty trace has no state to compare."));
            return;
        }
        const auto stateA = sa->stateAt(std::min(a, sa->size() - 1));
        const auto stateB = other_->stateAt(std::min(b, other_->size() - 1));
        states_->setStates(stateA->toJson(), stateB->toJson(), onlyDifferences_->isChecked());
    } catch (const std::exception& e) {
        stateLabel_->setText(tr("The states cannot be shown: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    // The differences opened up to their values while they are few enough to read.
    if (onlyDifferences_->isChecked() && states_->differences() <= 200)
        stateView_->expandAll();
    else
        stateView_->expandToDepth(1);
    stateView_->resizeColumnToContents(StateDiffModel::Name);
    stateLabel_->setText(
        tr("State after A #%1 and B #%2: %n value(s) differ", nullptr, states_->differences()).arg(a).arg(b));
}

}  // namespace ts::gui
