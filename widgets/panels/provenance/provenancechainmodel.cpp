#include "panels/provenance/provenancechainmodel.h"

#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <QFont>

namespace ts::gui {

ProvenanceChainModel::ProvenanceChainModel(QObject* parent) : QAbstractTableModel(parent) {}

void ProvenanceChainModel::setOrigin(const Trace& trace, const RenderContext& render, const WriteOrigin& o)
{
    std::vector<Row> rows;
    auto add = [&](const QString& what, Seq seq, bool follow, bool input = false) {
        const Event e = trace.at(seq);
        rows.push_back({what, seq, QString::fromStdString(trace.clauseName(e.clause)),
                        QString::fromStdString(render.line(e)), follow, input});
    };
    add(tr("Write"), o.write.seq, false);
    add(tr("Rule step"), o.write.ruleStep, false);
    if (o.write.stepStart != o.write.ruleStep)
        add(tr("Engine step begins"), o.write.stepStart, false);
    if (o.previousWrite)
        add(tr("Old value written"), *o.previousWrite, true);
    else
        rows.push_back({tr("Old value"), std::nullopt, {}, tr("the value the game started with"), false, false});
    for (Seq s : o.decisions)
        add(tr("Decision in the step"), s, false, true);
    if (o.decisionBefore)
        add(tr("Last decision before the step"), *o.decisionBefore, false, true);
    for (Seq s : o.draws)
        add(tr("Random draw"), s, false, true);
    if (o.stepWritesOmitted)
        rows.push_back({tr("Earlier in the step"),
                        std::nullopt,
                        {},
                        tr("%n earlier write(s) of the step not shown", nullptr, static_cast<int>(o.stepWritesOmitted)),
                        false,
                        false});
    for (Seq s : o.stepWrites)
        add(tr("Earlier in the step"), s, true);
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

void ProvenanceChainModel::clear()
{
    beginResetModel();
    rows_.clear();
    endResetModel();
}

int ProvenanceChainModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ProvenanceChainModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ProvenanceChainModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case WhatColumn: return r.what;
        case SeqColumn: return r.seq ? QStringLiteral("#%1").arg(*r.seq) : QString();
        case ClauseColumn: return r.clause;
        case TextColumn: return r.text;
        default: return {};
        }
    case SeqRole: return r.seq ? QVariant::fromValue<qulonglong>(*r.seq) : QVariant();
    case FollowRole: return r.follow;
    case Qt::FontRole:
        if (index.row() == 0 || r.input) {
            QFont f;
            f.setBold(true);  // the write, and the inputs the step was given
            return f;
        }
        return {};
    default: return {};
    }
}

QVariant ProvenanceChainModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case WhatColumn: return tr("What");
    case SeqColumn: return tr("Event");
    case ClauseColumn: return tr("Clause");
    case TextColumn: return tr("Event line");
    default: return {};
    }
}

}  // namespace ts::gui
