#include "panels/query/querydock.h"

#include "panels/query/queryinputguard.h"
#include "panels/query/queryresultmodel.h"
#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
constexpr int kPollMs = 50;  // how often a running query lets the event loop turn

// The examples of docs/query.md and the user guide, over any ruleset's trace.
const char* const kCountPerClause = "SELECT clause, count(*) AS n FROM events GROUP BY clause ORDER BY n DESC";
const char* const kDrawsPerStream = "SELECT stream, count(*) AS draws, min(value), max(value), avg(value) FROM draws "
                                    "GROUP BY stream ORDER BY draws DESC";
const char* const kDecisions = "SELECT \"index\", seq AS event, actor, answer, source FROM decisions";

QString quotedSql(const std::string& s)
{
    return QLatin1Char('\'') + QString::fromStdString(s).replace(QLatin1Char('\''), QStringLiteral("''")) +
        QLatin1Char('\'');
}
}  // namespace

QueryDock::QueryDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Query"), controller, parent), controller_(controller), model_(new QueryResultModel(this))
{
    setObjectName(QStringLiteral("queryDock"));
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);

    auto* bar = new QHBoxLayout;
    examples_ = new QComboBox(content);
    examples_->setObjectName(QStringLiteral("queryExamples"));
    examples_->setToolTip(tr("Put an example query in the editor"));
    run_ = new QPushButton(tr("Run"), content);
    run_->setObjectName(QStringLiteral("queryRun"));
    run_->setToolTip(tr("Run the query over the trace (Ctrl+Return)"));
    cancel_ = new QPushButton(tr("Cancel"), content);
    cancel_->setObjectName(QStringLiteral("queryCancel"));
    cancel_->setToolTip(tr("Stop the running query (Esc)"));
    cancel_->setEnabled(false);
    bar->addWidget(examples_, 1);
    bar->addStretch();
    bar->addWidget(run_);
    bar->addWidget(cancel_);
    layout->addLayout(bar);

    layout->addWidget(buildWorkArea(content), 1);
    status_ = new QLabel(content);
    status_->setObjectName(QStringLiteral("queryStatus"));
    layout->addWidget(status_);
    setWidget(content);

    fillTables();
    fillExamples();
    connectSignals();
    setSql(QString::fromLatin1(kCountPerClause));
    sessionChanged();
}

QueryDock::~QueryDock() = default;

// The tables beside the editor over the rows (or the error in their place).
QSplitter* QueryDock::buildWorkArea(QWidget* parent)
{
    auto* split = new QSplitter(Qt::Horizontal, parent);
    tables_ = new QTreeWidget(split);
    tables_->setObjectName(QStringLiteral("queryTables"));
    tables_->setHeaderLabel(tr("Tables"));
    tables_->setToolTip(tr("Double-click a name to put it in the query"));
    auto* right = new QSplitter(Qt::Vertical, split);
    editor_ = new QPlainTextEdit(right);
    editor_->setObjectName(QStringLiteral("queryEditor"));
    editor_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor_->setPlaceholderText(tr("SELECT … FROM events …   (Ctrl+Return runs it)"));
    editor_->setTabChangesFocus(true);
    stack_ = new QStackedWidget(right);
    results_ = new QTableView(stack_);
    results_->setObjectName(QStringLiteral("queryResults"));
    results_->setModel(model_);
    results_->setSelectionBehavior(QAbstractItemView::SelectRows);
    results_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    results_->setAlternatingRowColors(true);
    results_->setWordWrap(false);
    results_->verticalHeader()->setDefaultSectionSize(results_->fontMetrics().height() + 6);
    results_->horizontalHeader()->setStretchLastSection(true);
    results_->horizontalHeader()->setHighlightSections(false);
    error_ = new QLabel(stack_);
    error_->setObjectName(QStringLiteral("queryError"));
    error_->setWordWrap(true);
    error_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    error_->setMargin(6);
    QPalette errorPalette = error_->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xc0, 0x20, 0x20));
    error_->setPalette(errorPalette);
    stack_->addWidget(results_);
    stack_->addWidget(error_);
    right->addWidget(editor_);
    right->addWidget(stack_);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 3);
    split->addWidget(tables_);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({170, 500});
    return split;
}

void QueryDock::connectSignals()
{
    for (const auto& key : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto* shortcut = new QShortcut(key, editor_, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, &QueryDock::run);
    }
    connect(run_, &QPushButton::clicked, this, &QueryDock::run);
    connect(cancel_, &QPushButton::clicked, this, &QueryDock::cancel);
    connect(examples_, &QComboBox::activated, this, &QueryDock::useExample);
    connect(tables_, &QTreeWidget::itemDoubleClicked, this, &QueryDock::insertName);
    connect(results_, &QAbstractItemView::doubleClicked, this, &QueryDock::seekTo);
    // The query reads the live trace and copies the session's decisions: made again at the
    // next run once either changes.
    connect(controller_, &SessionController::traceChanged, this, [this] { query_.reset(); });
    connect(controller_, &SessionController::busyChanged, this,
            [this](bool busy) { run_->setEnabled(!busy && !running_ && controller_->hasSession()); });
}

void QueryDock::fillTables()
{
    QFont bold = tables_->font();
    bold.setBold(true);
    for (const QueryTableDoc& table : TraceQuery::tables()) {
        auto* item = new QTreeWidgetItem(tables_, {QString::fromStdString(table.name)});
        item->setFont(0, bold);
        item->setToolTip(0, QString::fromStdString(table.doc));
        for (const QueryColumnDoc& column : table.columns) {
            auto* child = new QTreeWidgetItem(item, {QString::fromStdString(column.name)});
            child->setToolTip(0, QString::fromStdString(column.doc));
        }
    }
    if (tables_->topLevelItemCount() > 0)
        tables_->topLevelItem(0)->setExpanded(true);
}

void QueryDock::fillExamples()
{
    examples_->addItem(tr("Examples…"));
    examples_->addItem(tr("Count events per clause"), QString::fromLatin1(kCountPerClause));
    examples_->addItem(tr("Writes of a field"));  // its SQL names a field of the open trace
    examples_->addItem(tr("Draws per stream"), QString::fromLatin1(kDrawsPerStream));
    examples_->addItem(tr("Every decision"), QString::fromLatin1(kDecisions));
}

void QueryDock::useExample(int index)
{
    if (index <= 0)
        return;
    QString sql = examples_->itemData(index).toString();
    if (sql.isEmpty()) {
        // Writes of a field: the first field this trace writes, so that it has rows anywhere.
        std::string entity = "Bob", field = "hp";
        if (const Session* s = controller_->session(); s && !running_) {
            try {
                if (!query_)
                    query_ = std::make_unique<TraceQuery>(*s);
                const QueryResult first = query_->run("SELECT entity, field FROM writes LIMIT 1", 1);
                if (!first.rows.empty() && std::holds_alternative<std::string>(first.rows[0][0]) &&
                    std::holds_alternative<std::string>(first.rows[0][1])) {
                    entity = std::get<std::string>(first.rows[0][0]);
                    field = std::get<std::string>(first.rows[0][1]);
                }
            } catch (const std::exception&) {
                // A damaged trace: the example keeps its placeholder names; running it says why.
            }
        }
        sql = QStringLiteral("SELECT seq AS event, old, new, clause FROM writes WHERE entity = %1 AND field = %2")
                  .arg(quotedSql(entity), quotedSql(field));
    }
    setSql(sql);
    examples_->setCurrentIndex(0);
    editor_->setFocus();
}

void QueryDock::insertName(QTreeWidgetItem* item)
{
    if (!item || running_)
        return;
    QString name = item->text(0);
    if (name == QLatin1String("index"))
        name = QStringLiteral("\"index\"");  // an SQL keyword
    editor_->textCursor().insertText(name);
    editor_->setFocus();
}

void QueryDock::setSql(const QString& sql) { editor_->setPlainText(sql); }

QString QueryDock::sql() const { return editor_->toPlainText(); }

bool QueryDock::pollCancelled()
{
    if (sincePoll_.elapsed() >= kPollMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        sincePoll_.restart();
    }
    return cancelRequested_;
}

void QueryDock::run()
{
    Session* s = controller_->session();
    if (running_ || !s || controller_->isBusy())
        return;
    if (!query_)
        query_ = std::make_unique<TraceQuery>(*s);
    const std::string text = sql().toStdString();
    setRunning(true);
    QElapsedTimer clock;
    clock.start();
    sincePoll_.start();
    try {
        const QueryInputGuard guard(cancel_);
        QueryResult result = query_->run(text, kMaxRows, [this] { return pollCancelled(); });
        setRunning(false);
        showRows(std::move(result), clock.elapsed());
    } catch (const QueryError& e) {
        setRunning(false);
        if (e.cancelled) {
            model_->clear();
            stack_->setCurrentWidget(results_);
            status_->setText(tr("Cancelled after %1 ms").arg(clock.elapsed()));
        } else {
            showError(QString::fromStdString(e.what()), e.offset);
        }
    } catch (const std::exception& e) {  // a damaged trace: the kernel's TraceError
        setRunning(false);
        showError(QString::fromStdString(e.what()), -1);
    }
    emit finished();
}

void QueryDock::cancel()
{
    if (running_)
        cancelRequested_ = true;
}

void QueryDock::setRunning(bool running)
{
    running_ = running;
    cancelRequested_ = false;
    run_->setEnabled(!running && controller_->hasSession() && !controller_->isBusy());
    cancel_->setEnabled(running);
    editor_->setReadOnly(running);
    if (running)
        status_->setText(tr("Running…"));
}

void QueryDock::showRows(QueryResult result, qint64 ms)
{
    const bool truncated = result.truncated;
    const int rows = static_cast<int>(result.rows.size());
    model_->setResult(std::move(result));
    stack_->setCurrentWidget(results_);
    error_->clear();
    results_->resizeColumnsToContents();
    for (int c = 0; c < model_->columnCount(); ++c)
        results_->setColumnWidth(c, std::min(results_->columnWidth(c), 320));
    if (truncated)
        status_->setText(tr("First %L1 rows shown (the query has more), in %2 ms").arg(rows).arg(ms));
    else
        status_->setText(tr("%Ln row(s) in %1 ms", nullptr, rows).arg(ms));
    if (model_->seqColumn() >= 0 && rows > 0)
        status_->setText(status_->text() + QStringLiteral("  ·  ") + tr("double-click a row to go to its event"));
}

void QueryDock::showError(const QString& message, int utf8Offset)
{
    model_->clear();
    QString place;
    if (utf8Offset >= 0) {
        // SQLite's offset counts UTF-8 bytes; the editor counts UTF-16 units.
        const QByteArray bytes = sql().toUtf8();
        const int at = static_cast<int>(QString::fromUtf8(bytes.left(utf8Offset)).size());
        QTextCursor cursor(editor_->document());
        cursor.setPosition(std::min(at, static_cast<int>(sql().size())));
        const QTextBlock block = cursor.block();
        place = tr(" (line %1, column %2)").arg(block.blockNumber() + 1).arg(cursor.positionInBlock() + 1);
        // Select the word the error points at (or the character, at punctuation).
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
        if (!cursor.hasSelection())
            cursor.movePosition(QTextCursor::NextCharacter, QTextCursor::KeepAnchor);
        if (!cursor.hasSelection())
            cursor.movePosition(QTextCursor::PreviousCharacter, QTextCursor::KeepAnchor);
        editor_->setTextCursor(cursor);
        editor_->setFocus();
    }
    error_->setText(tr("The query failed%1:\n%2").arg(place, message));
    stack_->setCurrentWidget(error_);
    status_->setText(tr("Error"));
}

void QueryDock::seekTo(const QModelIndex& index)
{
    if (const auto seq = model_->seqAt(index.row()); seq && !running_)
        controller_->requestSeek(*seq);
}

void QueryDock::sessionChanged()
{
    query_.reset();
    model_->clear();
    error_->clear();
    stack_->setCurrentWidget(results_);
    const bool has = controller_->hasSession();
    run_->setEnabled(has && !controller_->isBusy());
    status_->setText(has ? tr("Write a query and press Ctrl+Return") : tr("Open a game or a trace to query it"));
}

QString QueryDock::statusText() const { return status_->text(); }

QString QueryDock::errorText() const { return error_->text(); }

bool QueryDock::showsError() const { return stack_->currentWidget() == error_; }

}  // namespace ts::gui
