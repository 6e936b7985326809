#pragma once
// The battle view (seed 001 §2.8, 3.3.5): a headline (who attacks whom, which attack of how
// many, or the last battle, or none yet), the battlefield picture (BattlefieldWidget), and
// on a second tab three tables: the attack order with the current attack, the target array
// slot by slot, and the candidate ranges that explain it. One BattleSnapshot per cursor
// move feeds them all.
#include "rulesets/nation/battlesnapshot.h"

#include "session/paneldock.h"

class QAbstractItemModel;
class QLabel;
class QTabWidget;
class QTableView;

namespace ts::gui {

class BattleOrderModel;
class BattleRangeModel;
class BattleTargetsModel;
class BattlefieldWidget;
class SessionController;

class BattleDock : public PanelDock {
    Q_OBJECT
public:
    explicit BattleDock(SessionController* controller, QWidget* parent = nullptr);
    ~BattleDock() override;

    BattlefieldWidget* battlefield() const { return field_; }
    BattleOrderModel* orderModel() const { return order_; }
    BattleTargetsModel* targetsModel() const { return targets_; }
    BattleRangeModel* rangeModel() const { return range_; }
    QTableView* orderView() const { return orderView_; }
    QTableView* targetsView() const { return targetsView_; }
    QTableView* rangeView() const { return rangeView_; }
    QTabWidget* tabs() const { return tabs_; }
    const BattleSnapshot& snapshot() const { return snapshot_; }
    QString headline() const;
    QString rangeSummary() const;

public slots:
    void refresh();

private:
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    QWidget* titled(const QString& title, QWidget* body, QLabel* extra = nullptr);
    QTableView* createTable(QAbstractItemModel* model, const QString& objectName);

    SessionController* controller_;
    BattleSnapshot snapshot_;
    BattlefieldWidget* field_;
    BattleOrderModel* order_;
    BattleTargetsModel* targets_;
    BattleRangeModel* range_;
    QTableView* orderView_;
    QTableView* targetsView_;
    QTableView* rangeView_;
    QLabel* headline_;
    QLabel* rangeSummary_;
    QTabWidget* tabs_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
