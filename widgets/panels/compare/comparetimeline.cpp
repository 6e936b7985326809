#include "panels/compare/comparetimeline.h"

#include "panels/compare/alignedeventsmodel.h"
#include "panels/compare/comparecolours.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace ts::gui {

CompareTimeline::CompareTimeline(const AlignedEventsModel* model, QWidget* parent) : QWidget(parent), model_(model)
{
    setToolTip(tr("Where the two traces differ: orange changed, red only in A, green only in B; click to go there"));
    connect(model_, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
}

void CompareTimeline::setCurrentRow(int row)
{
    current_ = row;
    update();
}

QSize CompareTimeline::sizeHint() const { return {600, fontMetrics().height() + 10}; }
QSize CompareTimeline::minimumSizeHint() const { return {100, fontMetrics().height() + 10}; }

void CompareTimeline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect r = rect().adjusted(1, 2, -1, -2);
    p.fillRect(r, palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(r.adjusted(0, 0, -1, -1));
    const int rows = model_->rowCount();
    if (rows <= 0)
        return;
    const auto x = [&](qint64 row) { return r.left() + static_cast<int>(row * (r.width() - 1) / std::max(1, rows)); };
    const auto& starts = model_->divergentRows();
    const auto& lengths = model_->divergentLengths();
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const QColor c = divergenceColour(model_->places()[i]);
        const int left = x(starts[i]);
        p.fillRect(QRect(left, r.top() + 1, std::max(2, x(qint64{starts[i]} + lengths[i]) - left), r.height() - 2), c);
    }
    if (current_ >= 0) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.drawLine(x(current_), r.top(), x(current_), r.bottom());
    }
}

void CompareTimeline::mousePressEvent(QMouseEvent* event)
{
    const int rows = model_->rowCount();
    if (rows <= 0 || width() <= 2)
        return;
    const qint64 row = qint64{rows} * std::clamp(static_cast<int>(event->position().x()) - 1, 0, width() - 2) /
        std::max(1, width() - 2);
    emit rowClicked(static_cast<int>(std::min<qint64>(row, rows - 1)));
}

}  // namespace ts::gui
