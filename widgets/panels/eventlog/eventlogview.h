#pragma once
// The event log's table: rows of one height scrolled a row at a time (RowTableView: no
// per-row objects, so 100 M events cost no more than a screenful), a breakpoint gutter,
// and the cursor's row selected. The selection follows
// SessionController::cursorMoved; only a deliberate act (double-click, Enter, "Go to")
// moves the cursor, so following never echoes a seek back.
#include "kernel/event.h"

#include "panels/eventlog/rowtableview.h"

#include <QPointer>

#include <optional>
#include <string>

class QMenu;

namespace ts::gui {

class SessionController;
class EventLogModel;
class EventFilterModel;

class EventLogView : public RowTableView {
    Q_OBJECT
public:
    explicit EventLogView(SessionController* controller, QWidget* parent = nullptr);
    ~EventLogView() override;

    // An EventFilterModel or an EventLogModel.
    void setModel(QAbstractItemModel* model) override;

    Seq cursorSeq() const { return cursor_; }
    // The event of the current row (what "run to cursor" means in the log).
    std::optional<Seq> selectedSeq() const;
    std::optional<Seq> seqAt(const QModelIndex& index) const;
    // The row's text, tab-separated (seq, kind, clause, entities, summary).
    QString rowText(int row) const;
    // The context menu of a row, parented to `parent`; public so tests can trigger its
    // actions (object names: goToEvent, breakOnKind, breakOnClause, breakOnEntity,
    // runToHere, copyLine).
    QMenu* createContextMenu(const QModelIndex& index, QWidget* parent);

public slots:
    void followCursor(ts::Seq seq);
    void copySelection() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;

private:
    bool toggleInGutter(QMouseEvent* event);
    int rowForCursor() const;
    void syncToCursor(bool scroll);
    void seekTo(const QModelIndex& index);
    void onRowsInserted();
    void toggleFilterBreakpoint(std::optional<std::string> clause, std::optional<EntityId> entity);
    bool hasFilterBreakpoint(const std::optional<std::string>& clause, const std::optional<EntityId>& entity) const;
    void setupColumns();
    void fitSeqColumn();

    SessionController* controller_;
    // Guarded: in a dock the models are siblings of the view and may be deleted first.
    QPointer<EventLogModel> log_;
    QPointer<EventFilterModel> filter_;
    QList<QMetaObject::Connection> modelConnections_;
    Seq cursor_ = 0;
    bool syncing_ = false;  // the current index is being moved to the cursor
    bool following_ = true;  // the user has not picked another row since the cursor moved
    int seqDigits_ = 0;  // the number column is sized for this many digits
};

}  // namespace ts::gui
