#pragma once
// The "Why not?" list: the candidates the rules considered and did not apply in the engine
// step at the cursor (kernel why_not.h), one row each with its clause, the clause's
// statement, the reason (the event's line) and the rule event that considered it. Follows
// the cursor; held back while its panel is hidden (RefreshGate).
#include "kernel/session/why_not.h"

#include "session/refreshgate.h"

#include <QAbstractTableModel>

namespace ts::gui {

class SessionController;

class WhyNotModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Event, Clause, Reason, ConsideredBy, Rule, ColumnCount };

    explicit WhyNotModel(SessionController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const NotAppliedEntry* entryAt(int row) const;
    StepSpan step() const { return step_; }
    RefreshGate* gate() { return &gate_; }

signals:
    void stepChanged();  // the rows were replaced

private:
    void refresh();
    QString line(Seq seq) const;

    SessionController* controller_;
    RefreshGate gate_;
    const void* shownSession_ = nullptr;
    Seq shownSize_ = 0;
    StepSpan step_;
    std::vector<NotAppliedEntry> rows_;
};

}  // namespace ts::gui
