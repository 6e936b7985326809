#include "panels/breakpoints/breakpointsdock.h"

#include "session/rulesetui.h"

#include "panels/breakpoints/breakpointmodel.h"
#include "session/headless/conditionengine.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"
#include "kernel/session/session.h"

#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace ts::gui {

BreakpointsDock::BreakpointsDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Breakpoints"), controller, parent),
      controller_(controller),
      model_(new BreakpointModel(controller, this))
{
    setObjectName(QStringLiteral("breakpointsDock"));
    auto* content = new QWidget(this);
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(createToolBar(content));
    column->addWidget(createForm(content));
    column->addWidget(createList(content), 1);
    setWidget(content);
    connectActions();
    repopulate();
}

// The actions, shown in a compact tool bar.
QToolBar* BreakpointsDock::createToolBar(QWidget* content)
{
    auto* bar = new QToolBar(content);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(16, 16));
    actions_.add = bar->addAction(tr("Add…"));
    actions_.add->setCheckable(true);
    actions_.add->setToolTip(tr("Add a breakpoint on a kind, a clause, an entity or a condition"));
    actions_.remove = bar->addAction(tr("Remove"));
    actions_.remove->setToolTip(tr("Remove the selected breakpoints (Del)"));
    bar->addSeparator();
    actions_.enableAll = bar->addAction(tr("Enable All"));
    actions_.disableAll = bar->addAction(tr("Disable All"));
    return bar;
}

// The add form (hidden until Add… is checked): kind, clause, entity, condition, and the
// error of the last try beside the button.
QWidget* BreakpointsDock::createForm(QWidget* content)
{
    form_ = new QWidget(content);
    auto* formLayout = new QFormLayout(form_);
    formLayout->setContentsMargins(8, 6, 8, 6);
    formLayout->setHorizontalSpacing(8);
    formLayout->setVerticalSpacing(4);
    formLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    kind_ = new QComboBox(form_);
    kind_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    kind_->setMinimumContentsLength(12);
    entity_ = new QComboBox(form_);
    entity_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    entity_->setMinimumContentsLength(8);
    clause_ = new QLineEdit(form_);
    clause_->setPlaceholderText(tr("any clause, e.g. 000:merge"));
    clause_->setClearButtonEnabled(true);
    clauseNames_ = new QStringListModel(this);
    auto* completer = new QCompleter(clauseNames_, clause_);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    clause_->setCompleter(completer);
    condition_ = new QLineEdit(form_);
    condition_->setPlaceholderText(tr("always, or a JavaScript expression over the state at the event"));
    condition_->setClearButtonEnabled(true);
    conditionHelp_ = new QLabel(form_);
    conditionHelp_->setObjectName(QStringLiteral("breakpointConditionHelp"));
    conditionHelp_->setWordWrap(true);
    conditionHelp_->setTextFormat(Qt::RichText);
    conditionHelp_->setForegroundRole(QPalette::PlaceholderText);
    formLayout->addRow(tr("Kind"), kind_);
    formLayout->addRow(tr("Clause"), clause_);
    formLayout->addRow(tr("Entity"), entity_);
    formLayout->addRow(tr("Condition"), condition_);
    formLayout->addRow(QString(), conditionHelp_);
    auto* last = new QHBoxLayout;
    error_ = new QLabel(form_);
    error_->setWordWrap(true);
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = error_->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    error_->setPalette(errorPalette);
    addButton_ = new QPushButton(tr("Add Breakpoint"), form_);
    addButton_->setAutoDefault(false);
    last->addWidget(error_, 1);
    last->addWidget(addButton_, 0, Qt::AlignTop);
    formLayout->addRow(last);
    form_->setVisible(false);
    return form_;
}

// The list, or a hint when it is empty.
QStackedWidget* BreakpointsDock::createList(QWidget* content)
{
    stack_ = new QStackedWidget(content);
    view_ = new QTableView(stack_);
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view_->setAlternatingRowColors(true);
    view_->setShowGrid(false);
    view_->setWordWrap(false);
    view_->setTextElideMode(Qt::ElideMiddle);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 8);
    QHeaderView* header = view_->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(BreakpointModel::EnabledColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(BreakpointModel::ConditionColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(BreakpointModel::HitsColumn, QHeaderView::ResizeToContents);
    header->resizeSection(BreakpointModel::KindColumn, 150);
    header->resizeSection(BreakpointModel::ClauseColumn, 100);
    header->resizeSection(BreakpointModel::EntityColumn, 72);
    auto* hint = new QLabel(tr("No breakpoints.\nPress F9 on an event, click the log's gutter, or use Add…"), stack_);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    hint->setAutoFillBackground(true);
    hint->setBackgroundRole(QPalette::Base);
    stack_->addWidget(view_);
    stack_->addWidget(hint);
    return stack_;
}

void BreakpointsDock::connectActions()
{
    auto* del = new QAction(tr("Remove"), view_);
    del->setShortcut(QKeySequence::Delete);
    del->setShortcutContext(Qt::WidgetShortcut);
    view_->addAction(del);

    checkTimer_ = new QTimer(this);
    checkTimer_->setSingleShot(true);
    checkTimer_->setInterval(400);

    connect(actions_.add, &QAction::toggled, this, &BreakpointsDock::setFormVisible);
    connect(actions_.remove, &QAction::triggered, this, &BreakpointsDock::removeSelected);
    connect(del, &QAction::triggered, this, &BreakpointsDock::removeSelected);
    connect(actions_.enableAll, &QAction::triggered, this, [this] { model_->setAllEnabled(true); });
    connect(actions_.disableAll, &QAction::triggered, this, [this] { model_->setAllEnabled(false); });
    connect(addButton_, &QPushButton::clicked, this, &BreakpointsDock::addFromForm);
    connect(clause_, &QLineEdit::returnPressed, this, &BreakpointsDock::addFromForm);
    connect(condition_, &QLineEdit::returnPressed, this, &BreakpointsDock::addFromForm);
    connect(clause_, &QLineEdit::textEdited, this, [this] { showError(QString()); });
    connect(condition_, &QLineEdit::textEdited, this, [this] {
        showError(QString());
        checkTimer_->start();
    });
    connect(checkTimer_, &QTimer::timeout, this, &BreakpointsDock::checkCondition);
    connect(kind_, &QComboBox::activated, this, [this] { showError(QString()); });
    connect(entity_, &QComboBox::activated, this, [this] { showError(QString()); });
    connect(model_, &QAbstractItemModel::modelReset, this, &BreakpointsDock::updateActions);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &BreakpointsDock::updateActions);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &BreakpointsDock::updateActions);
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &BreakpointsDock::updateActions);
}

BreakpointsDock::~BreakpointsDock() = default;

void BreakpointsDock::setFormVisible(bool visible)
{
    form_->setVisible(visible);
    if (actions_.add->isChecked() != visible)
        actions_.add->setChecked(visible);
    if (visible)
        kind_->setFocus();
}

// The form's choices come from the session's trace: its kind names, entity names and
// clause ids (each "000:x#y" also offers its clause "000:x").
void BreakpointsDock::repopulate()
{
    kind_->clear();
    entity_->clear();
    kind_->addItem(tr("any kind"), QString());
    entity_->addItem(tr("any entity"), QString());
    QStringList clauses;
    if (const Session* s = controller_->session()) {
        const Trace& t = s->trace();
        // The kernel's kinds and the game's ruleset's ("<ruleset>.<kind>"), not every
        // ruleset's of this build.
        const std::string own = std::string(s->ruleset().id()) + ".";
        for (const std::string& k : t.kindNames)
            if (!k.empty() && (k.find('.') == std::string::npos || k.rfind(own, 0) == 0))
                kind_->addItem(QString::fromStdString(k), QString::fromStdString(k));
        for (std::size_t i = 1; i < t.entityNames.size(); ++i)
            entity_->addItem(QString::fromStdString(t.entityNames[i]), QString::fromStdString(t.entityNames[i]));
        std::set<std::string> names;
        for (const std::string& c : t.clauseNames)
            if (!c.empty()) {
                names.insert(c);
                names.insert(std::string(baseClause(c)));
            }
        for (const std::string& c : names)
            clauses << QString::fromStdString(c);
    }
    clauseNames_->setStringList(clauses);
    const RulesetUi* ui = rulesetUiOf(*controller_);
    conditionHelp_->setText(ui ? ui->conditionHelp() : QString());
    conditionHelp_->setVisible(!conditionHelp_->text().isEmpty());
    checker_.reset();  // the helpers are the new game's ruleset's
    showError(QString());
    updateActions();
}

void BreakpointsDock::updateActions()
{
    const bool session = controller_->hasSession();
    const bool any = model_->rowCount() > 0;
    actions_.add->setEnabled(session);
    form_->setEnabled(session);
    actions_.remove->setEnabled(view_->selectionModel()->hasSelection());
    actions_.enableAll->setEnabled(any);
    actions_.disableAll->setEnabled(any);
    stack_->setCurrentIndex(any ? 0 : 1);
}

void BreakpointsDock::showError(const QString& message)
{
    error_->setText(message);
    error_->setToolTip(message);
}

void BreakpointsDock::checkCondition()
{
    const QString text = condition_->text().trimmed();
    if (text.isEmpty())
        return;
    if (!checker_) {
        const RulesetUi* ui = rulesetUiOf(*controller_);
        checker_ = std::make_unique<ConditionEngine>(ui ? ui->conditionHelpers() : QString());
    }
    QString message;
    if (!checker_->compile(text, &message))
        showError(message);
}

bool BreakpointsDock::addFromForm()
{
    checkTimer_->stop();
    QString message;
    const int id = model_->add(kind_->currentData().toString(), clause_->text(), entity_->currentData().toString(),
                               condition_->text(), &message);
    if (id == 0) {
        showError(message);
        return false;
    }
    showError(QString());
    clause_->clear();
    condition_->clear();
    const int row = model_->rowOf(id);
    if (row >= 0) {
        view_->selectionModel()->setCurrentIndex(model_->index(row, 0),
                                                 QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view_->scrollTo(model_->index(row, 0));
    }
    return true;
}

void BreakpointsDock::removeSelected()
{
    QList<int> rows;
    for (const QModelIndex& index : view_->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (const int row : rows)
        model_->remove(row);
}

}  // namespace ts::gui
