#include "session/elidedlabel.h"

#include <QEvent>
#include <QPainter>

namespace ts::gui {

ElidedLabel::ElidedLabel(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ElidedLabel::setText(const QString& text)
{
    if (text == text_)
        return;
    text_ = text;
    setToolTip(text_);
    update();  // never updateGeometry(): that is the point of this class
}

void ElidedLabel::setSampleText(const QString& sample)
{
    if (sample == sample_)
        return;
    sample_ = sample;
    updateGeometry();
}

void ElidedLabel::setAlignment(Qt::Alignment alignment)
{
    alignment_ = alignment;
    update();
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const int width = sample_.isEmpty() ? fm.averageCharWidth() * 40 : fm.horizontalAdvance(sample_);
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), fm.height() + m.top() + m.bottom()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const QMargins m = contentsMargins();
    return {fm.averageCharWidth() * 4 + m.left() + m.right(), fm.height() + m.top() + m.bottom()};
}

void ElidedLabel::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect r = contentsRect();
    p.setPen(palette().color(foregroundRole()));
    p.drawText(r, static_cast<int>(alignment_), fontMetrics().elidedText(text_, Qt::ElideRight, r.width()));
}

void ElidedLabel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

}  // namespace ts::gui
