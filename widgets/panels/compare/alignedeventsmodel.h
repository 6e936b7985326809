#pragma once
// Two traces aligned by rule step (kernel trace_align.h) as one table: each row is a pair of
// events that match (the same, or changed), or an event of one side only. Rows are not
// stored: a row is found in the alignment's stretches by binary search over their row
// offsets, and its cells are rendered from the traces when a view asks.
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_align.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace ts::gui {

class AlignedEventsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeqA, EventA, Status, SeqB, EventB, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 100 };  // int: AlignedStretch::Kind of the row

    struct Row {
        AlignedStretch::Kind kind = AlignedStretch::Kind::Same;
        std::optional<Seq> a, b;  // the events of the row (nullopt: that side has none here)
        Seq aNext = 0, bNext = 0;  // the side's position when it has no event: the next one
    };

    explicit AlignedEventsModel(QObject* parent = nullptr);

    // The traces (with their renderers) and their alignment; the model does not own them.
    void setAlignment(const Trace* a, const RenderContext* ra, const Trace* b, const RenderContext* rb,
                      TraceAlignment alignment);
    const TraceAlignment& alignment() const { return alignment_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    Row rowAt(int row) const;
    // The row showing event `seq` of side A (or B).
    int rowOfA(Seq seq) const { return rowOf(seq, &AlignedStretch::aBegin, &AlignedStretch::aEnd); }
    int rowOfB(Seq seq) const { return rowOf(seq, &AlignedStretch::bBegin, &AlignedStretch::bEnd); }
    // The divergent places of the alignment, in order (the next two are their rows).
    const std::vector<DivergentPlace>& places() const { return places_; }
    // The first row of each divergent place (a run of stretches that are not Same), in order.
    const std::vector<int>& divergentRows() const { return divergentRows_; }
    // How many rows each divergent place spans (same order).
    const std::vector<int>& divergentLengths() const { return divergentLengths_; }

private:
    std::size_t stretchOfRow(int row) const;
    int rowOf(Seq seq, Seq AlignedStretch::*begin, Seq AlignedStretch::*end) const;

    const Trace* a_ = nullptr;
    const Trace* b_ = nullptr;
    const RenderContext* ra_ = nullptr;
    const RenderContext* rb_ = nullptr;
    TraceAlignment alignment_;
    std::vector<qint64> firstRow_;  // per stretch: its first row; plus the row count at the end
    std::vector<DivergentPlace> places_;
    std::vector<int> divergentRows_, divergentLengths_;
};

}  // namespace ts::gui
