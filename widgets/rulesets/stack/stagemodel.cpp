#include "rulesets/stack/stagemodel.h"

#include "rulesets/stack/stacknames.h"
#include "session/panelstyle.h"

namespace ts::gui {

StageModel::StageModel(QObject* parent) : QAbstractListModel(parent) {}

int StageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

QString StageModel::sectionTitle(RowKind kind)
{
    switch (kind) {
    case RowKind::InHand: return tr("In hand");
    case RowKind::Stage: return tr("Stage (top first: the top resolves next)");
    case RowKind::Waiting: return tr("Triggered, waiting for the trigger check ⑩");
    case RowKind::Left: return tr("Left the stage this turn");
    }
    return {};
}

QModelIndex StageModel::firstOf(RowKind kind) const
{
    for (std::size_t r = 0; r < snapshot_.rows.size(); ++r)
        if (snapshot_.rows[r].kind == kind)
            return index(static_cast<int>(r));
    return {};
}

QVariant StageModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= static_cast<int>(snapshot_.rows.size()))
        return {};
    const StageSnapshot::Row& r = snapshot_.rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        QString text = tr("%1 #%2 · %3 · %4")
                           .arg(r.action)
                           .arg(r.serial)
                           .arg(r.controller, StackNames::speed(static_cast<stack::Speed>(r.speed)));
        if (!r.target.isEmpty())
            text += QStringLiteral(" → ") + r.target;
        return text;
    }
    case Qt::ToolTipRole:
        return tr("<b>%1 #%2</b> (%3)<br>controller: %4<br>%5 effect%6<br>granted or started by: %7%8<br>put there by "
                  "event %9")
            .arg(r.action.toHtmlEscaped())
            .arg(r.serial)
            .arg(r.status)
            .arg(r.controller.toHtmlEscaped(), StackNames::speed(static_cast<stack::Speed>(r.speed)),
                 r.timing < 0
                     ? tr(", triggered")
                     : QStringLiteral(", ") + StackNames::timing(static_cast<stack::Timing>(r.timing)) + tr(" timing"),
                 r.source.toHtmlEscaped(),
                 r.target.isEmpty() ? QString()
                                    : QStringLiteral("<br>") + tr("target: %1").arg(r.target.toHtmlEscaped()))
            .arg(r.addedAt);
    case Qt::ForegroundRole: return r.kind == RowKind::Left ? QVariant(PanelStyle::dimText()) : QVariant();
    case RowKindRole: return static_cast<int>(r.kind);
    case SerialRole: return r.serial;
    case ActionRole: return r.action;
    case ControllerRole: return r.controller;
    case ControllerIndexRole: return r.controllerIndex;
    case SpeedRole: return r.speed;
    case TimingRole: return r.timing;
    case SourceRole: return r.source;
    case TargetRole: return r.target;
    case AddedAtRole: return r.addedAt;
    case PositionRole: return r.position;
    case NextRole: return r.next;
    case TriggeredRole: return r.triggered;
    case StatusRole: return r.status;
    case SeqRole: return r.addedAt;
    default: return {};
    }
}

void StageModel::setSnapshot(StageSnapshot snapshot)
{
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
    emit refreshed();
}

}  // namespace ts::gui
