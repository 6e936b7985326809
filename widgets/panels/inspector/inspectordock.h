#pragma once
// The inspector panel (SPEC §7): the whole state at the cursor as a tree, with what the
// current event changed highlighted; a filter on names and values and a "Changed only"
// switch. Expanded nodes stay expanded across cursor moves, also when the tree's shape
// changes (a row inserted into the Run table): they are re-expanded by JSON path.
#include "session/paneldock.h"
#include <QStringList>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTemporaryDir;
class QTreeView;

namespace ts::gui {

class ElidedLabel;
class InspectorModel;
class SetValueDialog;
class SessionController;

class InspectorDock : public PanelDock {
    Q_OBJECT
public:
    explicit InspectorDock(SessionController* controller, QWidget* parent = nullptr);
    ~InspectorDock() override;

    InspectorModel* model() const { return model_; }
    QTreeView* treeView() const { return view_; }
    QLineEdit* filterEdit() const { return filter_; }
    QCheckBox* changedOnlyBox() const { return changedOnly_; }
    // The filtered tree (text filter, then the "Changed only" filter); the view shows it
    // while a filter is on, and the model itself otherwise.
    QSortFilterProxyModel* viewModel() const { return changedProxy_; }

    // The view's index of a JSON path ("/units/2/tokens"), invalid when filtered out.
    QModelIndex viewIndexForPath(const QString& path) const;
    QStringList expandedPaths() const;
    // "Who changed this?" about a value of the view (a leaf) or a list (its length): the
    // provenance panel answers.
    void askWhoChanged(const QModelIndex& viewIndex);
    void expandPaths(const QStringList& paths);
    // "What if?": set the value (a leaf) to another and play on (F2, double-click, Set
    // Value…); a value that cannot be set says why beside it. `runDialog` (tests) replaces the
    // modal dialog's run: it gets the open dialog and accepts or rejects it.
    void setValue(const QModelIndex& viewIndex);
    std::function<void(SetValueDialog&)> runDialog;
    // Shows why a fork could not be made (a message box; tests record it).
    std::function<void(const QString&)> showError;

private slots:
    void applyFilters();
    void rememberExpansion();
    void restoreExpansion();
    void updateSummary();
    void showContextMenu(const QPoint& pos);

private:
    static bool askable(const QModelIndex& index);
    void showFiltered(bool filtered);

    SessionController* controller_;
    InspectorModel* model_;
    QSortFilterProxyModel* textProxy_;
    QSortFilterProxyModel* changedProxy_;
    QTreeView* view_;
    QLineEdit* filter_;
    QCheckBox* changedOnly_;
    ElidedLabel* summary_;
    QStringList savedExpansion_;
    QMetaObject::Connection restoreConnection_;
    std::unique_ptr<QTemporaryDir> aside_;  // games as they were before a "What if?"
    bool firstFill_ = true;
};

}  // namespace ts::gui
