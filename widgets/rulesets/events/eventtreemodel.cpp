#include "rulesets/events/eventtreemodel.h"
#include "session/panelstyle.h"

#include "rulesets/events/eventsnames.h"

#include <QBrush>
#include <QFont>

namespace ts::gui {

using Status = EventTreeSnapshot::Status;

EventTreeModel::EventTreeModel(QObject* parent) : RowTreeModel(ColumnCount, parent) {}

void EventTreeModel::setSnapshot(EventTreeSnapshot snapshot)
{
    // Rows by position in the snapshot; a parent is a tree node id, mapped to its row.
    std::vector<int> rowOfId;
    std::vector<int> parents;
    for (const auto& n : snapshot.nodes) {
        if (n.id >= static_cast<int>(rowOfId.size()))
            rowOfId.resize(static_cast<std::size_t>(n.id) + 1, -1);
        rowOfId[static_cast<std::size_t>(n.id)] = static_cast<int>(parents.size());
        const int p = n.parent >= 0 && n.parent < static_cast<int>(rowOfId.size())
            ? rowOfId[static_cast<std::size_t>(n.parent)]
            : -1;
        parents.push_back(p);
    }
    setShape(std::move(parents), [&] { snapshot_ = std::move(snapshot); });
}

QModelIndex EventTreeModel::indexOfTreeNode(int id, int column) const
{
    for (std::size_t i = 0; i < snapshot_.nodes.size(); ++i)
        if (snapshot_.nodes[i].id == id)
            return indexOfNode(static_cast<int>(i), column);
    return {};
}

QVariant EventTreeModel::data(const QModelIndex& index, int role) const
{
    const int row = nodeOf(index);
    if (row < 0 || row >= static_cast<int>(snapshot_.nodes.size()))
        return {};
    const auto& n = snapshot_.nodes[static_cast<std::size_t>(row)];
    const bool current = n.status == Status::Current && n.id == snapshot_.current;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case EventColumn: return QStringLiteral("#%1  %2").arg(n.id).arg(n.event);
        case AnsweredByColumn: return n.answeredBy;
        case AddressColumn: return n.address;
        case StatusColumn:
            return EventTreeSnapshot::statusText(n.status) + (n.cancelled ? tr(", cancelled") : QString());
        case PopColumn: return n.popIndex >= 0 ? QVariant(n.popIndex + 1) : QVariant();
        default: return {};
        }
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << QStringLiteral("<b>#%1 %2</b>").arg(n.id).arg(n.event.toHtmlEscaped());
        lines << (n.parent >= 0 ? tr("answered to #%1 by %2 at %3")
                                      .arg(n.parent)
                                      .arg(n.answeredBy.toHtmlEscaped(), n.address.toHtmlEscaped())
                                : tr("a root: an event of the %1").arg(n.answeredBy.toHtmlEscaped()));
        if (n.isOver)
            lines << tr("the over event of #%1: appended after its answers (004:queue/over)").arg(n.parent);
        lines << EventTreeSnapshot::statusText(n.status);
        if (n.popIndex >= 0)
            lines << tr("popped as number %1 of this tree").arg(n.popIndex + 1);
        lines << tr("double-click: go to its %1 event").arg(n.popIndex >= 0 ? tr("pop") : tr("creation"));
        return lines.join(QStringLiteral("<br>"));
    }
    case Qt::ForegroundRole:
        if (n.status == Status::Dropped)
            return QBrush(EventsNames::droppedText());
        if (n.status == Status::Queued || n.status == Status::Saved)
            return QBrush(PanelStyle::dimText());
        return {};
    case Qt::BackgroundRole:
        if (current)
            return QBrush(EventsNames::currentFill());
        if (n.atCursor)
            return QBrush(EventsNames::cursorFill());
        return {};
    case Qt::FontRole: {
        if (!current && n.status != Status::Dropped && !n.isOver)
            return {};
        QFont f;
        f.setBold(current);
        f.setStrikeOut(n.status == Status::Dropped);
        f.setItalic(n.isOver);
        return f;
    }
    case StatusRole: return static_cast<int>(n.status);
    case NodeRole: return n.id;
    case CurrentRole: return current;
    case AtCursorRole: return n.atCursor;
    case OverRole: return n.isOver;
    case SeqRole: return static_cast<qulonglong>(n.popped);
    default: return {};
    }
}

QVariant EventTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case EventColumn: return tr("Event");
    case AnsweredByColumn: return tr("Answered by");
    case AddressColumn: return tr("Address");
    case StatusColumn: return tr("Status");
    case PopColumn: return tr("Popped");
    default: return {};
    }
}

}  // namespace ts::gui
