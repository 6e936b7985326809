#include "panels/eventlog/eventlogdock.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"
#include "session/sessioncontroller.h"

#include "kernel/trace/trace.h"

#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
// Typing in the text field restarts a search that renders every event; wait for a pause.
constexpr int kTypingPauseMs = 250;

QComboBox* makeCombo(const QString& objectName, const QString& toolTip, QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setObjectName(objectName);
    combo->setToolTip(toolTip);
    // A thousand entity names must not widen the dock.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(10);
    combo->setMaxVisibleItems(24);
    return combo;
}
}  // namespace

EventLogDock::EventLogDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Event Log"), controller, parent),
      controller_(controller),
      model_(new EventLogModel(controller, this)),
      filter_(new EventFilterModel(model_, this))
{
    setObjectName(QStringLiteral("eventLogDock"));
    // Created in this order, which is also the tab order: filters, list, count.
    auto* body = new QWidget(this);
    QHBoxLayout* bar = createFilterBar(body);
    view_ = new EventLogView(controller, body);
    view_->setModel(filter_);
    QHBoxLayout* status = createStatusRow(body);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 2);
    layout->setSpacing(3);
    layout->addLayout(bar);
    layout->addWidget(view_, 1);
    layout->addLayout(status);
    setWidget(body);
    connectFilters();
    // After the model has taken the new session (it connected first).
    connect(controller_, &SessionController::entityFocusRequested, this, &EventLogDock::focusEntity);
    rebuildChoices();
}

// The text, kind, clause and entity filters and the button that clears them.
QHBoxLayout* EventLogDock::createFilterBar(QWidget* body)
{
    text_ = new QLineEdit(body);
    text_->setObjectName(QStringLiteral("eventLogText"));
    text_->setPlaceholderText(tr("Search the summaries"));
    text_->setToolTip(tr("Shows the events whose line contains this text (any case)"));
    text_->setClearButtonEnabled(true);
    kind_ = makeCombo(QStringLiteral("eventLogKind"), tr("Show one kind of event"), body);
    clause_ = new QLineEdit(body);
    clause_->setObjectName(QStringLiteral("eventLogClause"));
    clause_->setPlaceholderText(tr("Clause, e.g. 000:speed"));
    clause_->setToolTip(tr("Shows the events of the rule clauses that start with this id"));
    clause_->setClearButtonEnabled(true);
    clauseNames_ = new QStringListModel(this);
    auto* completer = new QCompleter(clauseNames_, clause_);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    clause_->setCompleter(completer);
    entity_ = makeCombo(QStringLiteral("eventLogEntity"), tr("Show the events that concern one entity"), body);
    clear_ = new QToolButton(body);
    clear_->setObjectName(QStringLiteral("eventLogClearFilters"));
    clear_->setText(tr("Clear"));
    clear_->setToolTip(tr("Show every event"));
    clear_->setAutoRaise(true);

    auto* bar = new QHBoxLayout;
    bar->setSpacing(4);
    bar->addWidget(text_, 3);
    bar->addWidget(kind_, 1);
    bar->addWidget(clause_, 1);
    bar->addWidget(entity_, 1);
    bar->addWidget(clear_);
    return bar;
}

// Under the list: how many events are shown, and a bar while the filter is matching.
QHBoxLayout* EventLogDock::createStatusRow(QWidget* body)
{
    count_ = new QLabel(body);
    count_->setObjectName(QStringLiteral("eventLogCount"));
    busy_ = new QProgressBar(body);
    busy_->setObjectName(QStringLiteral("eventLogBusy"));
    busy_->setRange(0, 100);
    busy_->setTextVisible(false);
    busy_->setMaximumWidth(90);
    busy_->setMaximumHeight(count_->sizeHint().height() - 4);
    busy_->setToolTip(tr("Matching the filter"));
    busy_->hide();

    auto* status = new QHBoxLayout;
    status->setSpacing(6);
    status->addWidget(count_);
    status->addWidget(busy_);
    status->addStretch(1);
    return status;
}

void EventLogDock::connectFilters()
{
    typingPause_.setSingleShot(true);
    typingPause_.setInterval(kTypingPauseMs);
    connect(&typingPause_, &QTimer::timeout, this, &EventLogDock::applyFilters);
    connect(text_, &QLineEdit::textChanged, &typingPause_, qOverload<>(&QTimer::start));
    connect(clause_, &QLineEdit::textChanged, &typingPause_, qOverload<>(&QTimer::start));
    connect(text_, &QLineEdit::returnPressed, this, &EventLogDock::applyFilters);
    connect(clause_, &QLineEdit::returnPressed, this, &EventLogDock::applyFilters);
    connect(kind_, &QComboBox::activated, this, &EventLogDock::applyFilters);
    connect(entity_, &QComboBox::activated, this, &EventLogDock::applyFilters);
    connect(clear_, &QToolButton::clicked, this, &EventLogDock::clearFilters);

    connect(filter_, &EventFilterModel::filteringChanged, this, &EventLogDock::onFilteringChanged);
    connect(filter_, &EventFilterModel::filtering, this, &EventLogDock::onFilteringProgress);
    for (QAbstractItemModel* m :
         {static_cast<QAbstractItemModel*>(model_), static_cast<QAbstractItemModel*>(filter_)}) {
        connect(m, &QAbstractItemModel::rowsInserted, this, &EventLogDock::updateCount);
        connect(m, &QAbstractItemModel::modelReset, this, &EventLogDock::updateCount);
    }
}

EventLogDock::~EventLogDock()
{
    // The models are children that die after this destructor: their last signals (the
    // filter resets when its source goes) must not reach a half-destroyed dock.
    filter_->disconnect(this);
    model_->disconnect(this);
}

// The choices come from the trace's own name tables; the kind and entity chosen before are
// kept when the new session has them too (the same scenario reopened, a trace of it).
void EventLogDock::rebuildChoices()
{
    const QString previousKind = kind_->currentIndex() > 0 ? kind_->currentData(Qt::ToolTipRole).toString() : QString();
    const QString previousEntity = entity_->currentIndex() > 0 ? entity_->currentText() : QString();
    const QSignalBlocker blockKind(kind_);
    const QSignalBlocker blockEntity(entity_);
    kind_->clear();
    entity_->clear();
    kind_->addItem(tr("All kinds"), -1);
    entity_->addItem(tr("All entities"), 0u);
    QStringList clauses;
    if (const Trace* t = model_->trace()) {
        // The kernel's kinds and this ruleset's, not every kind the build knows.
        const std::string prefix = std::string(controller_->session()->ruleset().id()) + ".";
        for (std::size_t id = 0; id < t->kindNames.size(); ++id) {
            const std::string& name = t->kindNames[id];
            if (name.empty() || (name.find('.') != std::string::npos && name.rfind(prefix, 0) != 0))
                continue;
            const auto kind = static_cast<KindId>(id);
            kind_->addItem(model_->kindLabel(kind), int(kind));
            kind_->setItemData(kind_->count() - 1, model_->kindFullName(kind), Qt::ToolTipRole);
        }
        for (std::size_t id = 1; id < t->entityNames.size(); ++id)
            entity_->addItem(QString::fromStdString(t->entityNames[id]), uint(id));
        for (const auto& name : t->clauseNames)
            if (!name.empty())
                clauses << QString::fromStdString(name);
    }
    clauseNames_->setStringList(clauses);
    if (!previousKind.isEmpty())
        kind_->setCurrentIndex(std::max(0, kind_->findData(previousKind, Qt::ToolTipRole)));
    if (!previousEntity.isEmpty())
        entity_->setCurrentIndex(std::max(0, entity_->findText(previousEntity)));
    applyFilters();
    updateCount();
}

void EventLogDock::applyFilters()
{
    typingPause_.stop();
    const int kind = kind_->currentData().toInt();
    filter_->setKindFilter(kind >= 0 ? QSet<int>{kind} : QSet<int>{});
    filter_->setClausePrefix(clause_->text().trimmed());
    filter_->setEntityFilter(static_cast<EntityId>(entity_->currentData().toUInt()));
    filter_->setTextFilter(text_->text());
    clear_->setEnabled(filter_->hasFilter());
    updateCount();
}

void EventLogDock::clearFilters()
{
    {
        const QSignalBlocker blockText(text_);
        const QSignalBlocker blockClause(clause_);
        text_->clear();
        clause_->clear();
        kind_->setCurrentIndex(0);
        entity_->setCurrentIndex(0);
    }
    applyFilters();
}

QString EventLogDock::countText() const { return count_->text(); }

void EventLogDock::focusEntity(EntityId entity)
{
    const int index = entity_->findData(uint(entity));
    if (index < 0)
        return;
    entity_->setCurrentIndex(index);
    applyFilters();
    show();
    raise();
}

void EventLogDock::updateCount()
{
    const QLocale locale;
    const auto total = static_cast<qulonglong>(model_->eventCount());
    if (!filter_->hasFilter()) {
        count_->setText(tr("%1 events").arg(locale.toString(total)));
        return;
    }
    count_->setText(tr("%1 of %2 events").arg(locale.toString(filter_->rowCount()), locale.toString(total)));
}

void EventLogDock::onFilteringChanged(bool active)
{
    busy_->setVisible(active);
    if (!active)
        busy_->setValue(100);
    updateCount();
}

void EventLogDock::onFilteringProgress(qulonglong scanned, qulonglong total)
{
    busy_->setValue(total == 0 ? 100 : static_cast<int>(100 * scanned / total));
}

}  // namespace ts::gui
