#pragma once
// The Run table panel (SPEC §3.1): where the turn stands ("Turn 1 — Run 1, AI major
// actions"), the table at the cursor painted by RunTableDelegate, a legend of its marks, and
// export of the whole table (title, table, legend) as PNG or SVG.
#include "session/paneldock.h"

#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace ts::gui {

class ElidedLabel;

class RunTableDelegate;
class RunTableModel;
class SessionController;

class RunTableDock : public PanelDock {
    Q_OBJECT
public:
    explicit RunTableDock(SessionController* controller, QWidget* parent = nullptr);
    ~RunTableDock() override;

    RunTableModel* model() const { return model_; }
    QTableView* tableView() const { return view_; }
    QString headline() const;

    // Write the whole table (not only the visible part) atomically; false with `error` set
    // when there is no table or the file cannot be written.
    bool exportPng(const QString& path, QString* error = nullptr);
    bool exportSvg(const QString& path, QString* error = nullptr);

public slots:
    // Builds the snapshot at the cursor and feeds it to the model.
    void refresh();

private slots:
    void onRefreshed();
    void exportPngInteractive();
    void exportSvgInteractive();

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }  // a new session's cursor too
    void configureView(QTableView* view) const;
    // An off-screen copy of the panel's content at the table's full size, ready to render.
    std::unique_ptr<QWidget> createExportWidget() const;
    QString exportTitle() const;
    QString suggestedFileName(const QString& suffix) const;

    SessionController* controller_;
    RunTableModel* model_;
    RunTableDelegate* delegate_;
    QTableView* view_;
    ElidedLabel* headline_;
    QPushButton* exportPngButton_;
    QPushButton* exportSvgButton_;
    bool fromEmptyTrace_ = false;  // shown before the engine ran: refresh once events exist
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
