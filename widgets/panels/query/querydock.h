#pragma once
// The Query panel (issue 39): SQL over the open game's trace (TraceQuery: events, writes,
// draws, decisions, clauses), beside the tables and their columns. Ctrl+Return or Run asks;
// the rows (at most kMaxRows) fill a table, with how many and how long; an error shows
// SQLite's message in place of the rows and selects the place it points at in the editor.
// Double-clicking a row with an `event` (or `seq`) column seeks there.
//
// The query runs on the GUI thread (the trace is not for two threads), polling for Cancel
// and letting the event loop turn every ~50 ms behind a QueryInputGuard that keeps every
// other input away from the window until it ends (queryinputguard.h says why).
#include "session/paneldock.h"

#include "kernel/query/trace_query.h"

#include <QElapsedTimer>
#include <QString>

#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace ts::gui {

class QueryResultModel;
class SessionController;

class QueryDock : public PanelDock {
    Q_OBJECT
public:
    static constexpr std::size_t kMaxRows = 100000;

    explicit QueryDock(SessionController* controller, QWidget* parent = nullptr);
    ~QueryDock() override;

    // Runs the editor's SQL (what Run and Ctrl+Return do); returns once it has ended.
    void run();
    void cancel();
    bool isRunning() const { return running_; }
    void setSql(const QString& sql);
    QString sql() const;

    QueryResultModel* model() const { return model_; }
    QPlainTextEdit* editor() const { return editor_; }
    QTableView* resultsView() const { return results_; }
    QTreeWidget* tablesTree() const { return tables_; }
    QComboBox* examples() const { return examples_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QString statusText() const;
    QString errorText() const;  // empty unless the last run failed
    bool showsError() const;

signals:
    void finished();  // a run ended, with rows or an error

private:
    void sessionChanged() override;
    QSplitter* buildWorkArea(QWidget* parent);
    void connectSignals();
    void fillTables();
    void fillExamples();
    void useExample(int index);
    void insertName(QTreeWidgetItem* item);
    void seekTo(const QModelIndex& index);
    void showRows(QueryResult result, qint64 ms);
    void showError(const QString& message, int utf8Offset);
    bool pollCancelled();
    void setRunning(bool running);

    SessionController* controller_;
    std::unique_ptr<TraceQuery> query_;  // over the session's trace; rebuilt when it changes
    QueryResultModel* model_;
    QComboBox* examples_;
    QPushButton* run_;
    QPushButton* cancel_;
    QTreeWidget* tables_;
    QPlainTextEdit* editor_;
    QStackedWidget* stack_;
    QTableView* results_;
    QLabel* error_;
    QLabel* status_;
    QElapsedTimer sincePoll_;
    bool running_ = false;
    bool cancelRequested_ = false;
};

}  // namespace ts::gui
