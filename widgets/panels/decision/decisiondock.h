#pragma once
// The decision panel. While the game waits for a decision it lists the legal answers and
// sends the one picked; with the cursor on a past decision it shows the recorded answer
// and offers to fork there with another one; elsewhere it explains how to get to either.
#include "kernel/decision.h"
#include "kernel/event.h"

#include "session/paneldock.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QTreeWidget;
class QPushButton;
class QStackedWidget;

namespace ts {
class Session;
}

namespace ts::gui {

class SessionController;

class DecisionDock : public PanelDock {
    Q_OBJECT
public:
    enum class Mode { NoSession, Pending, Past, Elsewhere };
    // Asked before a fork replaces the future; true goes on. The default asks with a
    // message box; tests replace it.
    using ForkConfirmation = std::function<bool(const QString& question)>;

    explicit DecisionDock(SessionController* controller, QWidget* parent = nullptr);
    ~DecisionDock() override;

    Mode mode() const { return mode_; }
    // The answers listed (pending: the legal ones; past: the alternatives to fork with),
    // as plain answer texts.
    QStringList choiceTexts() const;
    // Selects the listed answer with this text; false if there is none (or it is the
    // recorded one, which cannot be forked with).
    bool selectChoice(const QString& text);
    std::optional<Answer> selectedAnswer() const;
    // Pending: answers with the selected choice. Past: forks with it after confirmation.
    void answerSelected();
    void forkSelected();
    void setForkConfirmation(ForkConfirmation confirm) { confirmFork_ = std::move(confirm); }
    // Past mode: whether the listed alternatives are the legal answers of that decision
    // (false if they could not be computed and the list holds only the recorded answer).
    bool pastChoicesAreLegal() const { return pastLegal_; }

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }
    struct Choice {
        Answer answer;
        QString text;
        QStringList tags;  // "script", "AI's choice", "recorded"
        bool enabled = true;
    };
    struct PastDecision;  // the legal answers at a recorded decision (cached)

    QWidget* buildPendingPage();
    QWidget* buildPastPage();
    QWidget* buildMessagePage();
    void refresh();
    void showPending();
    void showPast(std::size_t index);
    void showMessage(Mode mode, const QString& text);
    void fillList(QTreeWidget* list, const std::vector<Choice>& choices, bool preselect,
                  const std::optional<Answer>& keep);
    void updateButtons();
    QString answerText(const Answer& a) const;
    const PastDecision& pastDecision(std::size_t index);
    QTreeWidget* currentList() const;

    SessionController* controller_;
    Mode mode_ = Mode::NoSession;
    ForkConfirmation confirmFork_;
    std::vector<Choice> choices_;  // of the list on screen
    std::size_t pastIndex_ = 0;
    bool pastLegal_ = false;
    std::unique_ptr<PastDecision> pastCache_;

    QStackedWidget* pages_ = nullptr;
    // pending
    QLabel* pendingTitle_ = nullptr;
    QLabel* pendingDetail_ = nullptr;
    QTreeWidget* pendingList_ = nullptr;
    QPushButton* answerButton_ = nullptr;
    // past
    QLabel* pastTitle_ = nullptr;
    QLabel* pastDetail_ = nullptr;
    QLabel* pastForkHint_ = nullptr;
    QTreeWidget* pastList_ = nullptr;
    QPushButton* forkButton_ = nullptr;
    QLabel* pastPendingHint_ = nullptr;
    // elsewhere / no session
    QLabel* message_ = nullptr;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
