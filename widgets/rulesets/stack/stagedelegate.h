#pragma once
// Draws StageModel's rows as the pile the seed describes: each action a card with its
// controller's colour, its effect kind (instant / normal), its source, target and the event
// that put it there; the stage's top card marked "resolves next"; the action in hand with a
// dashed edge; the ones that left the stage faded. The first row of each kind carries its
// section's title.
#include <QStyledItemDelegate>

namespace ts::gui {

class StageDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    static bool startsSection(const QModelIndex& index);

private:
    void paintLeft(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index, const QRect& r) const;
    void paintCard(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index, const QRect& r) const;
};

}  // namespace ts::gui
