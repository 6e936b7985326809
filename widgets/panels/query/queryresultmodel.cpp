#include "panels/query/queryresultmodel.h"

#include "session/modelroles.h"
#include "session/panelstyle.h"

#include <QFont>

namespace ts::gui {

namespace {
int findSeqColumn(const std::vector<std::string>& columns)
{
    // `event` first: the docs tell users to name the column so (`SELECT seq AS event`); a
    // plain `seq` works too, since every trace table's seq is an event number.
    for (const char* name : {"event", "seq"})
        for (std::size_t i = 0; i < columns.size(); ++i)
            if (columns[i] == name)
                return static_cast<int>(i);
    return -1;
}

QString display(const QueryValue& v)
{
    if (std::holds_alternative<std::int64_t>(v))
        return QString::number(std::get<std::int64_t>(v));
    if (std::holds_alternative<double>(v))
        return QString::number(std::get<double>(v), 'g', 15);
    if (std::holds_alternative<std::string>(v))
        return QString::fromStdString(std::get<std::string>(v));
    return QStringLiteral("NULL");
}
}  // namespace

QueryResultModel::QueryResultModel(QObject* parent) : QAbstractTableModel(parent) {}

void QueryResultModel::setResult(QueryResult result)
{
    beginResetModel();
    result_ = std::move(result);
    seqColumn_ = findSeqColumn(result_.columns);
    endResetModel();
}

void QueryResultModel::clear() { setResult({}); }

std::optional<Seq> QueryResultModel::seqAt(int row) const
{
    if (seqColumn_ < 0 || row < 0 || row >= rowCount())
        return std::nullopt;
    const QueryValue& v = result_.rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(seqColumn_)];
    if (!std::holds_alternative<std::int64_t>(v) || std::get<std::int64_t>(v) < 0)
        return std::nullopt;
    return static_cast<Seq>(std::get<std::int64_t>(v));
}

int QueryResultModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(result_.rows.size());
}

int QueryResultModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(result_.columns.size());
}

QVariant QueryResultModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto& row = result_.rows[static_cast<std::size_t>(index.row())];
    if (static_cast<std::size_t>(index.column()) >= row.size())
        return {};
    const QueryValue& v = row[static_cast<std::size_t>(index.column())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole: return display(v);
    case Qt::TextAlignmentRole:
        if (std::holds_alternative<std::int64_t>(v) || std::holds_alternative<double>(v))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (std::holds_alternative<std::monostate>(v))
            return PanelStyle::dimText();
        return {};
    case SeqRole:
        if (const auto seq = seqAt(index.row()))
            return QVariant::fromValue<qulonglong>(*seq);
        return {};
    default: return {};
    }
}

QVariant QueryResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Horizontal)
        return section < columnCount() ? QVariant(QString::fromStdString(result_.columns[section])) : QVariant();
    return section < rowCount() ? QVariant(section + 1) : QVariant();
}

}  // namespace ts::gui
