#pragma once
// The breakpoint list: one row per breakpoint of the controller's session, in the order
// the session keeps them. The session owns the breakpoints; this model adds and removes
// them through the controller and owns the condition engines of conditional ones (keyed
// by breakpoint id), so that errors raised while evaluating show in the list.
// Unlike the models of the state at the cursor, it is not fed snapshots: it is the editor
// of the session's breakpoints, and edits go through the controller.
#include "session/modelroles.h"

#include <QAbstractTableModel>

#include <map>
#include <memory>
#include <vector>

namespace ts {
struct Breakpoint;
}

namespace ts::gui {

class ConditionEngine;
class SessionController;

class BreakpointModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { EnabledColumn, KindColumn, ClauseColumn, EntityColumn, ConditionColumn, HitsColumn, ColumnCount };
    enum Roles {
        BreakpointIdRole = UserRoleEnd + 100,  // int: the session's breakpoint id
        ConditionErrorRole,  // QString: the last evaluation error, "" if none
    };

    explicit BreakpointModel(SessionController* controller, QObject* parent = nullptr);
    ~BreakpointModel() override;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Adds a breakpoint; an empty part means "any". Names are the trace's: kind
    // "<ruleset>.turn-begin", clause "000:merge" (also matches "000:merge#..."), entity
    // "Enemy1". Returns the new breakpoint's id, or 0 with `error` saying which part is wrong
    // (for a condition, the expression engine's message).
    int add(const QString& kindName, const QString& clause, const QString& entityName, const QString& condition,
            QString* error);
    bool remove(int row);
    void setAllEnabled(bool enabled);
    int breakpointId(int row) const;
    int rowOf(int breakpointId) const;
    // The engine behind a conditional breakpoint (nullptr if it has no condition).
    const ConditionEngine* conditionEngine(int breakpointId) const;

private:
    void refresh();
    void refreshVolatile();  // hit counts and evaluation errors
    void queueVolatileRefresh();
    const Breakpoint* breakpointAt(int row) const;

    SessionController* controller_;
    std::vector<int> ids_;  // the session's breakpoint ids, row order
    std::map<int, std::shared_ptr<ConditionEngine>> engines_;
    bool volatileRefreshQueued_ = false;
};

}  // namespace ts::gui
