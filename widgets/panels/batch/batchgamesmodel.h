#pragma once
// The games of a batch run as a table: one row per game in (sweep value, seed) order, as
// runBatch returns them. Display strings for the eye, SortRole values for sorting.
#include "kernel/batch/batch.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace ts::gui {

class BatchGamesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Seed, SweepValue, Status, Outcome, Winner, Events, Periods, Decisions, ColumnCount };
    // The cell's value (a number, or the text); for the sweep value, its index.
    enum Role { SortRole = Qt::UserRole + 120 };

    explicit BatchGamesModel(QObject* parent = nullptr);

    // `sweepValues` as typed, one per sweep index (empty without a sweep).
    void setGames(std::vector<BatchGame> games, QStringList sweepValues);
    void clear() { setGames({}, {}); }
    const std::vector<BatchGame>& games() const { return games_; }
    const BatchGame& gameAt(int row) const { return games_[static_cast<std::size_t>(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The status as the table shows it ("finished", "budget", "waiting", translated).
    static QString statusText(BatchGameStatus status);

private:
    QVariant value(const BatchGame& g, int column) const;

    std::vector<BatchGame> games_;
    QStringList sweepValues_;
};

}  // namespace ts::gui
