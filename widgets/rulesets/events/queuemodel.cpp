#include "rulesets/events/queuemodel.h"
#include "session/panelstyle.h"

#include "rulesets/events/eventsnames.h"

#include <QBrush>
#include <QFont>

namespace ts::gui {

QueueModel::QueueModel(QObject* parent) : RowTreeModel(ColumnCount, parent) {}

void QueueModel::setSnapshot(QueueSnapshot snapshot)
{
    std::vector<int> parents;
    std::vector<Place> places;
    for (std::size_t g = 0; g < snapshot.groups.size(); ++g) {
        const int groupRow = static_cast<int>(parents.size());
        parents.push_back(-1);
        places.push_back({static_cast<int>(g), -1});
        for (std::size_t r = 0; r < snapshot.groups[g].rows.size(); ++r) {
            parents.push_back(groupRow);
            places.push_back({static_cast<int>(g), static_cast<int>(r)});
        }
    }
    setShape(std::move(parents), [&] {
        snapshot_ = std::move(snapshot);
        places_ = std::move(places);
    });
}

QModelIndex QueueModel::groupIndex(QueueSnapshot::GroupKind kind, int ordinal) const
{
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].row < 0 && snapshot_.groups[static_cast<std::size_t>(places_[i].group)].kind == kind &&
            ordinal-- == 0)
            return indexOfNode(static_cast<int>(i));
    return {};
}

QVariant QueueModel::data(const QModelIndex& index, int role) const
{
    const int node = nodeOf(index);
    if (node < 0 || node >= static_cast<int>(places_.size()))
        return {};
    const Place& p = places_[static_cast<std::size_t>(node)];
    const QueueSnapshot::Group& g = snapshot_.groups[static_cast<std::size_t>(p.group)];
    if (p.row < 0) {
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == EventColumn)
                return g.rows.empty() ? tr("%1 — empty").arg(g.title)
                                      : QStringLiteral("%1 (%2)").arg(g.title).arg(g.rows.size());
            return {};
        case Qt::ToolTipRole: return g.tooltip;
        case Qt::FontRole: {
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::ForegroundRole: return g.rows.empty() ? QVariant(QBrush(PanelStyle::dimText())) : QVariant();
        case GroupRole: return static_cast<int>(g.kind);
        case IsGroupRole: return true;
        case NodeRole: return -1;
        case AtCursorRole: return false;
        default: return {};
        }
    }
    const QueueSnapshot::Row& r = g.rows[static_cast<std::size_t>(p.row)];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case EventColumn: return r.event;
        case AnsweredByColumn: return r.answeredBy;
        case NodeColumn: return QStringLiteral("#%1").arg(r.node);
        default: return {};
        }
    case Qt::BackgroundRole:
        if (g.kind == QueueSnapshot::GroupKind::Current)
            return QBrush(EventsNames::currentFill());
        return r.atCursor ? QVariant(QBrush(EventsNames::cursorFill())) : QVariant();
    case Qt::ForegroundRole:
        return g.kind == QueueSnapshot::GroupKind::Saved ? QVariant(QBrush(PanelStyle::dimText())) : QVariant();
    case Qt::ToolTipRole: return tr("#%1 %2, made by %3").arg(r.node).arg(r.event, r.answeredBy);
    case GroupRole: return static_cast<int>(g.kind);
    case IsGroupRole: return false;
    case NodeRole: return r.node;
    case AtCursorRole: return r.atCursor;
    case SeqRole: return static_cast<qulonglong>(r.seq);
    default: return {};
    }
}

QVariant QueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case EventColumn: return tr("Event");
    case AnsweredByColumn: return tr("Made by");
    case NodeColumn: return tr("Node");
    default: return {};
    }
}

}  // namespace ts::gui
