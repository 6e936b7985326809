#pragma once
// The event log panel: a filter bar (text, kind, clause prefix, entity) over the log of
// every traced event, with "N of M events" and a busy indicator while a filter is being
// matched. It owns the chain EventLogModel -> EventFilterModel -> EventLogView.
#include "session/paneldock.h"

#include "kernel/event.h"

#include <QTimer>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QToolButton;
class QStringListModel;

namespace ts::gui {

class SessionController;
class EventLogModel;
class EventFilterModel;
class EventLogView;

class EventLogDock : public PanelDock {
    Q_OBJECT
public:
    explicit EventLogDock(SessionController* controller, QWidget* parent = nullptr);
    ~EventLogDock() override;

    EventLogModel* model() const { return model_; }
    EventFilterModel* filterModel() const { return filter_; }
    EventLogView* view() const { return view_; }
    QLineEdit* textFilterEdit() const { return text_; }
    QComboBox* kindCombo() const { return kind_; }
    QLineEdit* clauseFilterEdit() const { return clause_; }
    QComboBox* entityCombo() const { return entity_; }
    QString countText() const;

    // Applies the filter bar now (the text field otherwise waits for a pause in typing).
    void applyFilters();
    void clearFilters();
    // Shows only the events that concern `entity` (the entity filter), and this panel.
    void focusEntity(EntityId entity);

private:
    void sessionChanged() override { rebuildChoices(); }
    QHBoxLayout* createFilterBar(QWidget* body);
    QHBoxLayout* createStatusRow(QWidget* body);
    void connectFilters();
    void rebuildChoices();
    void updateCount();
    void onFilteringChanged(bool active);
    void onFilteringProgress(qulonglong scanned, qulonglong total);

    SessionController* controller_;
    EventLogModel* model_;
    EventFilterModel* filter_;
    EventLogView* view_;
    QLineEdit* text_;
    QComboBox* kind_;
    QLineEdit* clause_;
    QStringListModel* clauseNames_;
    QComboBox* entity_;
    QToolButton* clear_;
    QLabel* count_;
    QProgressBar* busy_;
    QTimer typingPause_;
};

}  // namespace ts::gui
