#pragma once
// The "Why not?" panel. Above: the candidates the rules considered and did not apply in the
// engine step at the cursor, with their clause, the clause's statement and the reason.
// Below, the question form: a rule clause and/or an entity, and the events nearest to the
// cursor where it was considered, applied or not, and why. Double-click goes to an event.
// The dock reads the session and feeds both models their snapshots.
#include "session/paneldock.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace ts::gui {

class ConsiderationModel;
class SessionController;
class WhyNotModel;

class WhyNotDock : public PanelDock {
    Q_OBJECT
public:
    explicit WhyNotDock(SessionController* controller, QWidget* parent = nullptr);

    WhyNotModel* stepModel() const { return stepModel_; }
    ConsiderationModel* answerModel() const { return answerModel_; }
    QTableView* stepView() const { return stepView_; }
    QTableView* answerView() const { return answerView_; }
    QLineEdit* clauseEdit() const { return clauseEdit_; }
    QLineEdit* entityEdit() const { return entityEdit_; }
    QString stepSummary() const;
    QString answerSummary() const;

    // Asks the form's question; false with the reason shown (and in `error`) when refused.
    bool ask(QString* error = nullptr);
    // Fills the form from the event at the cursor: its clause, its first subject.
    void askAboutCursor();

public slots:
    void refresh();  // the step list at the cursor, built again when the cursor left its step

private:
    // A new game: its step is listed afresh and the last question's answer goes; its
    // cursor is announced next.
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }
    void updateStepSummary();
    void updateAnswerSummary();
    void updateCompleters();
    void goTo(QTableView* view);

    SessionController* controller_;
    WhyNotModel* stepModel_;
    ConsiderationModel* answerModel_;
    QLabel* stepSummary_;
    QTableView* stepView_;
    QLineEdit* clauseEdit_;
    QLineEdit* entityEdit_;
    QPushButton* askButton_;
    QLabel* answerSummary_;
    QTableView* answerView_;
    const void* completersFor_ = nullptr;
    const void* shownSession_ = nullptr;  // the session and size the step list was built for
    Seq shownSize_ = 0;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
