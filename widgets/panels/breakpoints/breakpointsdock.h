#pragma once
// The breakpoint list panel: the table of breakpoints (BreakpointModel), a form to add
// one (kind, clause, entity, condition; any part may be left empty), Remove and
// Enable/Disable all. Mistakes in the form are reported inline under it, in red; the
// condition is checked as it is typed.

#include "session/paneldock.h"

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QStringListModel;
class QTableView;
class QTimer;
class QToolBar;
class QWidget;

namespace ts::gui {

class BreakpointModel;
class ConditionEngine;
class SessionController;

class BreakpointsDock : public PanelDock {
    Q_OBJECT
public:
    explicit BreakpointsDock(SessionController* controller, QWidget* parent = nullptr);
    ~BreakpointsDock() override;

    BreakpointModel* model() const { return model_; }
    QTableView* view() const { return view_; }

    // The add form (also for tests).
    QComboBox* kindCombo() const { return kind_; }
    QLineEdit* clauseEdit() const { return clause_; }
    QComboBox* entityCombo() const { return entity_; }
    QLineEdit* conditionEdit() const { return condition_; }
    QLabel* errorLabel() const { return error_; }
    QWidget* addForm() const { return form_; }
    void setFormVisible(bool visible);
    // Adds the breakpoint the form describes; false (and the message under the form) if a
    // part is wrong.
    bool addFromForm();
    void removeSelected();

    struct Actions {
        QAction* add = nullptr;  // checkable: shows the form
        QAction* remove = nullptr;
        QAction* enableAll = nullptr;
        QAction* disableAll = nullptr;
    };
    const Actions& actions() const { return actions_; }

private:
    void sessionChanged() override { repopulate(); }
    QToolBar* createToolBar(QWidget* content);
    QWidget* createForm(QWidget* content);
    QStackedWidget* createList(QWidget* content);
    void connectActions();
    void repopulate();
    void updateActions();
    void showError(const QString& message);
    void checkCondition();

    SessionController* controller_;
    BreakpointModel* model_;
    Actions actions_;
    QWidget* form_ = nullptr;
    QComboBox* kind_ = nullptr;
    QLineEdit* clause_ = nullptr;
    QStringListModel* clauseNames_ = nullptr;
    QComboBox* entity_ = nullptr;
    QLabel* conditionHelp_ = nullptr;
    QLineEdit* condition_ = nullptr;
    QLabel* error_ = nullptr;
    QPushButton* addButton_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QTableView* view_ = nullptr;
    QTimer* checkTimer_ = nullptr;
    std::unique_ptr<ConditionEngine> checker_;  // syntax checks while typing
};

}  // namespace ts::gui
