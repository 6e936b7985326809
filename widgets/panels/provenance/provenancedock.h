#pragma once
// The "Who changed this?" panel: asked about a value of the inspector (its context menu),
// it lists every write of that field in the whole trace (event, clause, old → new, rule
// step), selects the last write at or before the cursor and shows the chain back from the
// selected write (its rule step, where its old value came from, the decisions, draws and
// earlier writes of its step). The writes are marked on the timeline. Double-click goes to
// an event; "Follow back" moves to the chosen earlier write's own field and chain.
#include "session/paneldock.h"
#include "session/refreshgate.h"

#include "kernel/session/write_index.h"

#include <QString>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace ts::gui {

class ElidedLabel;
class ProvenanceChainModel;
class ProvenanceModel;
class SessionController;
class WriteIndexer;

class ProvenanceDock : public PanelDock {
    Q_OBJECT
public:
    explicit ProvenanceDock(SessionController* controller, QWidget* parent = nullptr);

    // The value at JSON pointer `statePath` of the state at the cursor (the inspector's
    // paths); answered once the write index is built.
    void askAbout(const QString& statePath);
    // Shows the writes of `field`, the last one at or before the cursor selected.
    void showField(FieldRef field);
    // Moves to the field of the chain's selected write and selects that write.
    void followSelected();

    WriteIndexer* indexer() const { return indexer_; }
    ProvenanceModel* writesModel() const { return writes_; }
    ProvenanceChainModel* chainModel() const { return chain_; }
    QTableView* writesView() const { return writesView_; }
    QTableView* chainView() const { return chainView_; }
    QString summaryText() const;
    std::optional<FieldRef> field() const { return field_; }

private:
    void onIndexReady();
    void onCursorMoved();
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }
    void showChain(Seq write);
    void selectWrite(Seq write);
    void updateSummary();
    void seekTo(const QModelIndex& index);
    QString fieldLabel(FieldRef f) const;

    SessionController* controller_;
    WriteIndexer* indexer_;
    ProvenanceModel* writes_;
    ProvenanceChainModel* chain_;
    ElidedLabel* summary_;
    QProgressBar* progress_;
    QTableView* writesView_;
    QLabel* chainTitle_;
    QTableView* chainView_;
    QPushButton* follow_;
    std::optional<FieldRef> field_;
    std::optional<QString> pendingPath_;  // asked before the index was ready
    std::optional<Seq> pendingSelect_;  // a write to select once its field is shown
    QString notice_;  // why the last question has no answer
    RefreshGate gate_{[this] { onCursorMoved(); }};
};

}  // namespace ts::gui
