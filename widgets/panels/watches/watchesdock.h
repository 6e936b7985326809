#pragma once
// The Watches panel (issue 39): values followed across the whole game. Add an expression of
// the breakpoint-condition language (`nation("North").power`, `stage().length`) or a traced
// field by name (North.power), or use "Watch this" on a value in the inspector; bind it to a
// clause, kind or entity to make a logpoint (a hit at every matching event, changed or
// not). The list shows each watch's value at the cursor and its range; below it, the
// selected watch's changes or hits (double-click seeks). The tracks themselves are drawn
// under the timeline (WatchTracksWidget, placed there by the window).
#include "session/paneldock.h"
#include "session/refreshgate.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QVBoxLayout;
class QWidget;

namespace ts::gui {

class SessionController;
class WatchList;
class WatchesModel;
class WatchPointsModel;
class WatchTracksWidget;

class WatchesDock : public PanelDock {
    Q_OBJECT
public:
    explicit WatchesDock(SessionController* controller, QWidget* parent = nullptr);

    WatchList* list() const { return list_; }
    WatchesModel* model() const { return model_; }
    WatchPointsModel* pointsModel() const { return points_; }
    QLineEdit* expressionEdit() const { return expression_; }
    QLineEdit* atEdit() const { return at_; }
    QComboBox* everyBox() const { return every_; }
    QTableView* watchesView() const { return watchesView_; }
    QTableView* pointsView() const { return pointsView_; }
    QLabel* errorLabel() const { return error_; }
    // The tracks under the timeline (the window puts it there; the dock owns the list).
    WatchTracksWidget* tracks() const { return tracks_; }

    // Adds what the fields say (the Add button, Enter); false with the reason shown.
    bool addFromFields();
    // Exports watch `row`'s track (asks for a file).
    void exportTrack(int row);

protected:
    void cursorMoved(Seq seq) override;

private:
    void createInputs(QWidget* content, QVBoxLayout* layout);
    void createLists(QWidget* content, QVBoxLayout* layout);
    void connectSignals();
    void refresh();
    void showPoints();
    void removeSelected();
    int selectedRow() const;
    void showError(const QString& text);

    SessionController* controller_;
    WatchList* list_;
    WatchesModel* model_;
    WatchPointsModel* points_;
    RefreshGate gate_;
    QLineEdit* expression_;
    QLineEdit* at_;
    QComboBox* every_;
    QPushButton* add_;
    QPushButton* remove_;
    QPushButton* export_;
    QLabel* error_;
    QLabel* pointsTitle_;
    QProgressBar* progress_;
    QTableView* watchesView_;
    QTableView* pointsView_;
    WatchTracksWidget* tracks_;
    int shownPointsId_ = -1;
};

}  // namespace ts::gui
