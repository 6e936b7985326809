#pragma once
// "Who changed this?", the chain back from one write: the write, the rule step that made
// it (and the engine step's first event), the write its old value came from, the decision
// answers and random draws of the step, and the step's earlier writes (values the rule
// may have read: reads are not traced). One row per event, read when the write is chosen.
#include "session/modelroles.h"

#include "kernel/session/provenance.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace ts {
class RenderContext;
}  // namespace ts

namespace ts::gui {

class ProvenanceChainModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { WhatColumn, SeqColumn, ClauseColumn, TextColumn, ColumnCount };
    enum Roles : int {
        FollowRole = UserRoleEnd,  // bool: the row is a write whose own chain can be followed
    };

    explicit ProvenanceChainModel(QObject* parent = nullptr);

    void setOrigin(const Trace& trace, const RenderContext& render, const WriteOrigin& origin);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString what;
        std::optional<Seq> seq;  // none: a note (the start value, writes not shown)
        QString clause, text;
        bool follow = false;
        bool input = false;  // a decision or a draw: what the step was given
    };
    std::vector<Row> rows_;
};

}  // namespace ts::gui
