#pragma once
// "Who changed this?": every write of one field in the whole trace, one row per write
// (event, clause, old → new, the rule step it belongs to). The rows are the write index's
// event numbers; cells are read from the trace when a view asks for them. The last write at
// or before the cursor is marked (ChangedRole, bold).
#include "session/modelroles.h"

#include "kernel/session/write_index.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace ts {
class RenderContext;
class Trace;
}  // namespace ts

namespace ts::gui {

class ProvenanceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeqColumn, ClauseColumn, ChangeColumn, RuleStepColumn, ColumnCount };

    explicit ProvenanceModel(QObject* parent = nullptr);

    // Shows `writes` (sorted event numbers of `field`'s writes) of `trace`.
    void setWrites(const Trace* trace, const RenderContext* render, FieldRef field, std::vector<Seq> writes);
    void clear();
    // Marks the last write at or before `cursor`; returns its row, if any.
    std::optional<int> setCursor(Seq cursor);

    FieldRef field() const { return field_; }
    const std::vector<Seq>& writes() const { return writes_; }
    std::optional<int> lastRow() const { return last_; }
    std::optional<int> rowOf(Seq write) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(int row, int column) const;

    const Trace* trace_ = nullptr;
    const RenderContext* render_ = nullptr;
    FieldRef field_;
    std::vector<Seq> writes_;
    std::optional<int> last_;
};

}  // namespace ts::gui
