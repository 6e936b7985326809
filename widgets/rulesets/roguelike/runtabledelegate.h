#pragma once
// Paints RunTableModel's cells the way the seed draws its tables, but visual: one mark per
// action (filled dark once acted, outlined until then, grey and struck through when the slot
// was skipped for lack of a token), "←" for a cell merged into the Run on its left, a small
// arrow badge on the cell that received merged actions, a tinted background for rows
// inserted mid-turn, a strong border around the cell the scheduler is on, and the token
// count (red when in debt). Everything is read from the model's typed roles.
#include <QPixmap>
#include <QStyledItemDelegate>

namespace ts::gui {

class RunTableDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // What the legend explains; each is drawn exactly as in the table.
    enum class Mark { Acted, NotYetActed, Skipped, MergedAway, MergedIn, InsertedRow, ActingCell, Debt };

    explicit RunTableDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    static QList<Mark> legendMarks();
    static QString legendText(Mark mark);
    // A sample of `mark` the size of a small cell, for the legend.
    static QPixmap legendPixmap(Mark mark, const QPalette& palette, qreal devicePixelRatio = 2.0);

private:
    enum class Action { Acted, Pending, Skipped, Dead };
    struct Colors;

    static Colors colorsFor(const QPalette& palette);
    static void paintBackground(QPainter* p, const QRectF& r, const QModelIndex& index, const Colors& c);
    static void paintRunCell(QPainter* p, const QRectF& r, const QModelIndex& index, const QFont& font,
                             const Colors& c);
    static void paintAction(QPainter* p, const QRectF& r, Action a, const Colors& c);
    static void paintLeftArrow(QPainter* p, const QRectF& r, const Colors& c);
    static void paintMergeBadge(QPainter* p, const QRectF& r, int count, const QFont& font, const Colors& c);
    static void paintActingFrame(QPainter* p, const QRectF& r, const Colors& c);
};

}  // namespace ts::gui
