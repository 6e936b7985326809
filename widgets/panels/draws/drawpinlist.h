#pragma once
// The ledger's pins (window/drawpinset.h) as a list: each pin with what became of it in the
// game shown (applied at event #n, out of the draw's range, not reached …), "Remove" from
// the context menu or the Delete key, double-click to go to the pinned draw, and the
// button that re-runs the scenario with another seed.
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace ts {
struct DrawPin;
struct DrawPinOutcome;
}  // namespace ts

namespace ts::gui {

class SessionController;

class DrawPinList : public QWidget {
    Q_OBJECT
public:
    explicit DrawPinList(SessionController* controller, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    QPushButton* rerunButton() const { return rerun_; }
    // What a pin's line says about its outcome in the game shown (null: not run with it).
    static QString outcomeText(const DrawPinOutcome* outcome);
    void removeSelected();

private:
    void rebuild();
    void showMenu(const QPoint& at);

    SessionController* controller_;
    QLabel* title_;
    QListWidget* list_;
    QPushButton* rerun_;
};

}  // namespace ts::gui
