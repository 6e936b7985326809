#pragma once
// Paints the Energy column of the energy table: a bar of the actor's energy on a scale of
// twice the action cost, the line at the cost (the threshold to act), the next visit's gain
// as a pale extension, and the number. An actor at or above the line can act on its next
// visit with an action; a bar beyond the scale ends in an arrow (the seed's loop lets energy
// pile up: one action per visit at most).
#include <QStyledItemDelegate>

namespace ts::gui {

class EnergyBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

}  // namespace ts::gui
