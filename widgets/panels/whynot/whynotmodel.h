#pragma once
// The "Why not?" list (WhyNotSnapshot): the candidates the rules considered and did not
// apply in the engine step at the cursor, one row each with its clause, the clause's
// statement, the reason (the event's line) and the rule event that considered it. Its dock
// builds the snapshot when the cursor leaves the step shown, and feeds it.
#include "panels/whynot/whynotsnapshot.h"

#include <QAbstractTableModel>

namespace ts::gui {

class WhyNotModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Event, Clause, Reason, ConsideredBy, Rule, ColumnCount };

    explicit WhyNotModel(QObject* parent = nullptr);

    void setSnapshot(WhyNotSnapshot snapshot);
    const WhyNotSnapshot& snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const NotAppliedEntry* entryAt(int row) const;
    StepSpan step() const { return snapshot_.step; }

signals:
    void stepChanged();  // the rows were replaced

private:
    WhyNotSnapshot snapshot_;
};

}  // namespace ts::gui
