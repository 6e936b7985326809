#pragma once
// "Compare with…": the game in the debugger (A) and another trace (B) side by side, aligned
// by rule step (kernel trace_align.h). One table of aligned event pairs (the two event logs
// scroll as one), the divergent places on a shared timeline with Previous / Next
// Difference, and the two states at the selected row with the values that differ
// highlighted. Works for two saved traces, a trace and a fork of it, and two builds' runs
// of the same inputs (names are compared, not ids). Follows A: a fork or a longer live run
// re-aligns; another game opened in the debugger closes the window.
#include <QWidget>

#include <memory>

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QSplitter;
class QTableView;
class QTreeView;

namespace ts {
class RenderContext;
class Session;
}  // namespace ts

namespace ts::gui {

class AlignedEventsModel;
class CompareTimeline;
class SessionController;
class StateDiffModel;

class CompareWindow : public QWidget {
    Q_OBJECT
public:
    explicit CompareWindow(SessionController* controller, QWidget* parent = nullptr);
    ~CompareWindow() override;

    // Opens trace `path` as B and aligns it with the debugger's game. False with `error` set
    // (the file's typed error, or no game in the debugger); the window is then unchanged.
    bool compareWith(const QString& path, QString* error);
    // Shows the game `other` shows as B (the game before a live scenario's file was saved),
    // named `name`, aligned with the debugger's game; `other` may be deleted meanwhile.
    void compareWithGame(const SessionController& other, const QString& name);
    // The exit code (kernel/exit_codes.h) of the last compareWith that failed: what the
    // window's headless mode ends with.
    int lastErrorExitCode() const { return lastErrorExitCode_; }

    AlignedEventsModel* eventsModel() const { return events_; }
    StateDiffModel* stateModel() const { return states_; }
    QTableView* eventsView() const { return view_; }
    QLabel* summaryLabel() const { return summary_; }
    QCheckBox* onlyDifferencesBox() const { return onlyDifferences_; }
    // Selects the first row of the next (previous) divergent place after (before) the
    // current row; false when there is none.
    bool nextDifference();
    bool previousDifference();
    void selectRow(int row);

private:
    QHBoxLayout* createSummaryRow();
    void createEventTable(QSplitter* split);
    void createStatePane(QSplitter* split);
    void connectViews();
    void realign();
    void showStatesAt(int row);
    void updateSummary();

    SessionController* controller_;
    std::unique_ptr<Session> ownOther_;  // B opened from a file
    SessionController* otherView_ = nullptr;  // B shown by another controller (compareWithGame)
    Session* other_ = nullptr;  // B, owned by one of the two
    std::unique_ptr<RenderContext> otherRender_;
    QString otherName_;
    AlignedEventsModel* events_;
    StateDiffModel* states_;
    CompareTimeline* timeline_;
    QTableView* view_;
    QTreeView* stateView_;
    QLabel* summary_;
    QLabel* stateLabel_;
    QCheckBox* onlyDifferences_;
    int lastErrorExitCode_ = 0;
};

}  // namespace ts::gui
