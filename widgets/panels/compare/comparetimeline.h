#pragma once
// The comparison window's shared timeline: the aligned rows of both traces from left to
// right, every divergent place marked (its colour: changed, only in A, only in B, or a
// mix), the current row as a line; a click asks to go to that row.
#include <QWidget>

#include <vector>

namespace ts::gui {

class AlignedEventsModel;

class CompareTimeline : public QWidget {
    Q_OBJECT
public:
    explicit CompareTimeline(const AlignedEventsModel* model, QWidget* parent = nullptr);

    void setCurrentRow(int row);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void rowClicked(int row);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    const AlignedEventsModel* model_;
    int current_ = -1;
};

}  // namespace ts::gui
