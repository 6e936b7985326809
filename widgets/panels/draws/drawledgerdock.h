#pragma once
// The random-draw ledger panel: every random draw of the game (stream, range, result, the
// clause, the entity and the events of the rule that used it), filters by clause and
// entity, the number of draws per clause (a click filters by it), "Try another value…"
// (forks the game at the draw with the chosen result), "Pin" (keeps the draw's result when
// the game is re-run with another seed; the pins listed under the counts) and double-click
// to go to the draw.
#include "session/paneldock.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;

namespace ts::gui {

class DrawLedgerModel;
class DrawPinList;
class SessionController;

class DrawLedgerDock : public PanelDock {
    Q_OBJECT
public:
    explicit DrawLedgerDock(SessionController* controller, QWidget* parent = nullptr);

    DrawLedgerModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QListWidget* countsList() const { return counts_; }
    QLineEdit* clauseEdit() const { return clauseEdit_; }
    QLineEdit* entityEdit() const { return entityEdit_; }
    // Forks at the selected draw with `value` (the dialog's answer); false with a message
    // shown (or, headless, in `error`) when refused. Tests call it without the dialog.
    bool tryValue(std::uint32_t value, QString* error = nullptr);
    // Asks for the value (a spin box in the draw's range) and calls tryValue.
    void tryAnotherValue();
    // Pins the selected draw, or unpins it when it is pinned.
    void togglePin();
    QPushButton* pinButton() const { return pinButton_; }
    DrawPinList* pinList() const { return pins_; }

private:
    void updateCounts();
    void updateButtons();
    void goToSelected();

    SessionController* controller_;
    DrawLedgerModel* model_;
    QTableView* view_;
    QLineEdit* clauseEdit_;
    QLineEdit* entityEdit_;
    QListWidget* counts_;
    QLabel* summary_;
    QPushButton* tryButton_;
    QPushButton* pinButton_;
    DrawPinList* pins_;
};

}  // namespace ts::gui
