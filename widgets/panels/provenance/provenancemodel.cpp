#include "panels/provenance/provenancemodel.h"

#include "kernel/session/provenance.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <QFont>

#include <algorithm>

namespace ts::gui {

ProvenanceModel::ProvenanceModel(QObject* parent) : QAbstractTableModel(parent) {}

void ProvenanceModel::setWrites(const Trace* trace, const RenderContext* render, FieldRef field,
                                std::vector<Seq> writes)
{
    beginResetModel();
    trace_ = trace;
    render_ = render;
    field_ = field;
    writes_ = std::move(writes);
    last_.reset();
    endResetModel();
}

void ProvenanceModel::clear() { setWrites(nullptr, nullptr, {}, {}); }

std::optional<int> ProvenanceModel::setCursor(Seq cursor)
{
    const auto it = std::upper_bound(writes_.begin(), writes_.end(), cursor);
    const std::optional<int> last =
        it == writes_.begin() ? std::nullopt : std::optional<int>(static_cast<int>(it - writes_.begin()) - 1);
    if (last != last_) {
        const std::optional<int> old = last_;
        last_ = last;
        for (const auto& row : {old, last})
            if (row)
                emit dataChanged(index(*row, 0), index(*row, ColumnCount - 1), {ChangedRole, Qt::FontRole});
    }
    return last_;
}

std::optional<int> ProvenanceModel::rowOf(Seq write) const
{
    const auto it = std::lower_bound(writes_.begin(), writes_.end(), write);
    if (it == writes_.end() || *it != write)
        return std::nullopt;
    return static_cast<int>(it - writes_.begin());
}

int ProvenanceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(writes_.size());
}

int ProvenanceModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ProvenanceModel::display(int row, int column) const
{
    const Seq seq = writes_[static_cast<std::size_t>(row)];
    try {
        if (column == SeqColumn)
            return QStringLiteral("#%1").arg(seq);
        const WriteRecord w = readWrite(*trace_, seq);
        switch (column) {
        case ClauseColumn: return QString::fromStdString(trace_->clauseName(w.clause));
        case ChangeColumn: return QStringLiteral("%1 → %2").arg(w.oldValue).arg(w.newValue);
        case RuleStepColumn:
            return QStringLiteral("#%1  %2")
                .arg(w.ruleStep)
                .arg(QString::fromStdString(render_->line(trace_->at(w.ruleStep))));
        default: break;
        }
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());  // a damaged block of a file: say so in the cell
    }
    return {};
}

QVariant ProvenanceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || !trace_)
        return {};
    const bool isLast = last_ && *last_ == index.row();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return display(index.row(), index.column());
    case SeqRole: return QVariant::fromValue<qulonglong>(writes_[static_cast<std::size_t>(index.row())]);
    case ChangedRole: return isLast;
    case Qt::FontRole:
        if (isLast) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == SeqColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default: return {};
    }
}

QVariant ProvenanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeqColumn: return tr("Event");
    case ClauseColumn: return tr("Clause");
    case ChangeColumn: return tr("Old → new");
    case RuleStepColumn: return tr("Rule step");
    default: return {};
    }
}

}  // namespace ts::gui
