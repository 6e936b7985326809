#pragma once
// The States panel (seed 001 §2.4, §4.3): every holder's state array at the cursor as
// HeldStatesModel's tree, expanded, with what the current event granted or changed marked;
// a group the user collapsed stays collapsed when the tree changes shape.
#include "session/paneldock.h"

#include <QSet>
#include <QString>

class QLabel;
class QTreeView;

namespace ts::gui {

class HeldStatesModel;
class SessionController;

class StatesDock : public PanelDock {
    Q_OBJECT
public:
    explicit StatesDock(SessionController* controller, QWidget* parent = nullptr);
    ~StatesDock() override;

    HeldStatesModel* model() const { return model_; }
    QTreeView* treeView() const { return view_; }
    QString headline() const;

public slots:
    // Builds the snapshot at the cursor and feeds it to the model.
    void refresh();

private slots:
    void rememberCollapsed();
    void restoreExpansion();
    void onRefreshed();

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    SessionController* controller_;
    HeldStatesModel* model_;
    QTreeView* view_;
    QLabel* headline_;
    QSet<QString> collapsed_;  // group keys the user closed
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
