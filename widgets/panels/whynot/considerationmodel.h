#pragma once
// The answer to a "Why not?" question (ConsiderationSnapshot) as a table: the events nearest
// to the cursor, before and after it, where a rule or an entity was considered, applied or
// not, and why. Its dock asks (builds the snapshot) and feeds it; marked out of date when the
// trace changes (ask again); cleared with a new game.
#include "panels/whynot/considerationsnapshot.h"

#include <QAbstractTableModel>

namespace ts::gui {

class ConsiderationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Where, Event, Outcome, Clause, Line, ColumnCount };
    static constexpr std::size_t kPerSide = ConsiderationSnapshot::kPerSide;

    explicit ConsiderationModel(QObject* parent = nullptr);

    void setSnapshot(ConsiderationSnapshot snapshot);
    const ConsiderationSnapshot& snapshot() const { return snapshot_; }
    // The trace changed since the question: the answer stays, marked out of date.
    void markStale();
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool asked() const { return snapshot_.asked; }
    bool stale() const { return snapshot_.stale; }  // the trace changed since the question
    QString clause() const { return snapshot_.clause; }
    QString entity() const { return snapshot_.entity; }

    const Consideration* considerationAt(int row) const;
    bool isBefore(int row) const { return row >= 0 && static_cast<std::size_t>(row) < snapshot_.before; }
    Seq askedAt() const { return snapshot_.askedAt; }

signals:
    void answered();  // rows replaced (asked, asked again, cleared) or marked out of date

private:
    ConsiderationSnapshot snapshot_;
};

}  // namespace ts::gui
