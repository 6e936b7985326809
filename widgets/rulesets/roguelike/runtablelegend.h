#pragma once
// The Run table's legend: each mark's picture and meaning, in as many columns as the width
// allows (issue 38: four in a row asked a 1024 px window for 784 px of Run table; in a narrow
// panel they wrap, down to one a row). The exported picture keeps a fixed number a row.
#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace ts::gui {

class RoguelikeRunTableLegend : public QWidget {
    Q_OBJECT
public:
    // `perRow` 0: as many as fit the width.
    explicit RoguelikeRunTableLegend(int perRow, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    int columnsNow() const { return columns_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int columnsFor(int width) const;
    int pairWidth() const;  // the widest picture and meaning, with their spacing
    int heightFor(int columns) const;
    void arrange(int columns);

    int perRow_;
    int columns_ = 0;
    QGridLayout* grid_;
    QList<QLabel*> icons_, texts_;
};

}  // namespace ts::gui
