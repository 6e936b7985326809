#include "panels/whynot/whynotmodel.h"

#include "session/headless/clausetexts.h"
#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include "kernel/session/session.h"
#include "kernel/trace/render.h"

namespace ts::gui {

WhyNotModel::WhyNotModel(SessionController* controller, QObject* parent)
    : QAbstractTableModel(parent), controller_(controller), gate_([this] { refresh(); })
{
    connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    connect(controller_, &SessionController::traceChanged, this, [this] {
        shownSession_ = nullptr;  // a fork may have put other events in the same step
        gate_.request();
    });
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        shownSession_ = nullptr;
        gate_.request();
    });
    refresh();
}

int WhyNotModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int WhyNotModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const NotAppliedEntry* WhyNotModel::entryAt(int row) const
{
    return row >= 0 && static_cast<std::size_t>(row) < rows_.size() ? &rows_[static_cast<std::size_t>(row)] : nullptr;
}

QString WhyNotModel::line(Seq seq) const
{
    const Session* s = controller_->session();
    const RenderContext* render = controller_->render();
    if (!s || !render)
        return QString();
    const auto e = s->trace().tryAt(seq);
    return e ? QString::fromStdString(render->line(*e)) : tr("(event #%1 cannot be read)").arg(seq);
}

QVariant WhyNotModel::data(const QModelIndex& index, int role) const
{
    const NotAppliedEntry* entry = entryAt(index.row());
    const Session* s = controller_->session();
    if (!entry || !s || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const auto e = s->trace().tryAt(entry->seq);
    const QString clause = e ? QString::fromStdString(s->trace().clauseName(e->clause)) : QString();
    if (role == SeqRole)
        return QVariant::fromValue<qulonglong>(entry->seq);
    if (role == ClauseRole)
        return clause;
    if (role == Qt::ToolTipRole && index.column() == Rule)
        return ClauseTexts::bundled().find(clause).statement;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Event: return QStringLiteral("#%1").arg(entry->seq);
    case Clause: return clause;
    case Rule: return ClauseTexts::bundled().find(clause).statement;
    case Reason: return line(entry->seq);
    case ConsideredBy: return QStringLiteral("#%1 %2").arg(entry->consideredBy).arg(line(entry->consideredBy));
    default: return {};
    }
}

QVariant WhyNotModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Event: return tr("Event");
    case Clause: return tr("Clause");
    case Rule: return tr("Rule");
    case Reason: return tr("Not applied because");
    case ConsideredBy: return tr("Considered by");
    default: return {};
    }
}

void WhyNotModel::refresh()
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0) {
        beginResetModel();
        rows_.clear();
        step_ = {};
        shownSession_ = s;
        endResetModel();
        emit stepChanged();
        return;
    }
    const Seq cursor = std::min<Seq>(controller_->cursor(), s->size() - 1);
    // Moving inside the step shown changes nothing: most cursor moves are steps within one.
    if (s == shownSession_ && s->size() == shownSize_ && cursor >= step_.first && cursor < step_.end)
        return;
    beginResetModel();
    try {
        step_ = engineStepAt(s->trace(), cursor);
        rows_ = notAppliedInStep(s->trace(), cursor);
    } catch (const std::exception&) {
        step_ = {cursor, cursor};  // a block that cannot be read: nothing to list
        rows_.clear();
    }
    shownSession_ = s;
    shownSize_ = s->size();
    endResetModel();
    emit stepChanged();
}

}  // namespace ts::gui
