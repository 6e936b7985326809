#pragma once
// The rows a Query panel's statement returned (TraceQuery's QueryResult), as a table: a
// plain value in, no controller, so it is tested from data alone. Numbers are right-aligned,
// NULL is shown dimmed; a row whose columns include `event` (or else `seq`) carries that
// event's number in SeqRole, which is what a double-click seeks to.
#include "kernel/event.h"
#include "kernel/query/trace_query.h"

#include <QAbstractTableModel>

#include <optional>

namespace ts::gui {

class QueryResultModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit QueryResultModel(QObject* parent = nullptr);

    void setResult(QueryResult result);
    void clear();
    const QueryResult& result() const { return result_; }
    // The column whose integers are event numbers: `event`, else `seq`, else -1.
    int seqColumn() const { return seqColumn_; }
    // The event number of `row`, when it has one (an integer in seqColumn()).
    std::optional<Seq> seqAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QueryResult result_;
    int seqColumn_ = -1;
};

}  // namespace ts::gui
