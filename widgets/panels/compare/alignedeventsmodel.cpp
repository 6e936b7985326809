#include "panels/compare/alignedeventsmodel.h"

#include "panels/compare/comparecolours.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <limits>

namespace ts::gui {

namespace {

Seq rowsOf(const AlignedStretch& s) { return std::max(s.aEnd - s.aBegin, s.bEnd - s.bBegin); }

// Light tints that stay legible on the palette's base colour, light or dark.
QColor tint(AlignedStretch::Kind k)
{
    const QColor base = QGuiApplication::palette().color(QPalette::Base);
    const QColor c = divergenceColour(k);
    const qreal alpha = 0.28;
    return QColor::fromRgbF(base.redF() * (1 - alpha) + c.redF() * alpha,
                            base.greenF() * (1 - alpha) + c.greenF() * alpha,
                            base.blueF() * (1 - alpha) + c.blueF() * alpha);
}

}  // namespace

AlignedEventsModel::AlignedEventsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AlignedEventsModel::setAlignment(const Trace* a, const RenderContext* ra, const Trace* b, const RenderContext* rb,
                                      TraceAlignment alignment)
{
    beginResetModel();
    a_ = a;
    b_ = b;
    ra_ = ra;
    rb_ = rb;
    alignment_ = std::move(alignment);
    firstRow_.clear();
    qint64 row = 0;
    for (const AlignedStretch& s : alignment_.stretches) {
        firstRow_.push_back(row);
        // A view holds at most INT_MAX rows: rows past it are not shown (a limit no trace
        // the program can hold in memory reaches).
        row = std::min<qint64>(row + static_cast<qint64>(rowsOf(s)), std::numeric_limits<int>::max());
    }
    places_ = divergentPlaces(alignment_);
    divergentRows_.clear();
    divergentLengths_.clear();
    for (const DivergentPlace& p : places_) {
        divergentRows_.push_back(static_cast<int>(firstRow_[p.firstStretch]));
        const qint64 end = p.endStretch < firstRow_.size() ? firstRow_[p.endStretch] : row;
        divergentLengths_.push_back(static_cast<int>(end - firstRow_[p.firstStretch]));
    }
    firstRow_.push_back(row);
    endResetModel();
}

int AlignedEventsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || firstRow_.empty() ? 0 : static_cast<int>(firstRow_.back());
}

int AlignedEventsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

std::size_t AlignedEventsModel::stretchOfRow(int row) const
{
    const auto it = std::upper_bound(firstRow_.begin(), firstRow_.end() - 1, qint64{row});
    return static_cast<std::size_t>(it - firstRow_.begin()) - 1;
}

AlignedEventsModel::Row AlignedEventsModel::rowAt(int row) const
{
    Row r;
    if (row < 0 || row >= rowCount())
        return r;
    const AlignedStretch& s = alignment_.stretches[stretchOfRow(row)];
    const Seq offset = static_cast<Seq>(row - firstRow_[stretchOfRow(row)]);
    r.kind = s.kind;
    if (s.aBegin + offset < s.aEnd)
        r.a = s.aBegin + offset;
    if (s.bBegin + offset < s.bEnd)
        r.b = s.bBegin + offset;
    r.aNext = r.a.value_or(s.aEnd);
    r.bNext = r.b.value_or(s.bEnd);
    return r;
}

int AlignedEventsModel::rowOf(Seq seq, Seq AlignedStretch::*begin, Seq AlignedStretch::*end) const
{
    const auto& st = alignment_.stretches;
    const auto it =
        std::upper_bound(st.begin(), st.end(), seq, [end](Seq v, const AlignedStretch& s) { return v < s.*end; });
    if (it == st.end() || seq < (*it).*begin)
        return -1;
    return static_cast<int>(firstRow_[static_cast<std::size_t>(it - st.begin())] +
                            static_cast<qint64>(seq - (*it).*begin));
}

QVariant AlignedEventsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !a_ || !b_)
        return {};
    const Row r = rowAt(index.row());
    if (role == KindRole)
        return static_cast<int>(r.kind);
    if (role == Qt::BackgroundRole)
        return r.kind == AlignedStretch::Kind::Same ? QVariant() : QVariant(QBrush(tint(r.kind)));
    if (role == Qt::TextAlignmentRole && (index.column() == SeqA || index.column() == SeqB))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const auto line = [](const Trace* t, const RenderContext* rc, std::optional<Seq> seq) -> QVariant {
        if (!seq)
            return {};
        const std::optional<Event> e = t->tryAt(*seq);
        return e ? QString::fromStdString(t->kindName(e->kind) + "  " + rc->line(*e))
                 : tr("(event #%1 cannot be read)").arg(*seq);
    };
    switch (index.column()) {
    case SeqA: return r.a ? QVariant(QStringLiteral("#%1").arg(*r.a)) : QVariant();
    case EventA: return line(a_, ra_, r.a);
    case Status:
        switch (r.kind) {
        case AlignedStretch::Kind::Same: return QStringLiteral("=");
        case AlignedStretch::Kind::Changed: return QStringLiteral("≠");
        case AlignedStretch::Kind::OnlyA: return QStringLiteral("−");
        case AlignedStretch::Kind::OnlyB: return QStringLiteral("+");
        }
        return {};
    case SeqB: return r.b ? QVariant(QStringLiteral("#%1").arg(*r.b)) : QVariant();
    case EventB: return line(b_, rb_, r.b);
    default: return {};
    }
}

QVariant AlignedEventsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeqA: return tr("A");
    case EventA: return tr("Event in A");
    case Status: return QString();
    case SeqB: return tr("B");
    case EventB: return tr("Event in B");
    default: return {};
    }
}

}  // namespace ts::gui
