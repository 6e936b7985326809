#pragma once
// One line of text that changes on every step (a status, a headline, the event at the
// cursor). A QLabel asks its layout for room on every new text, and the window's layouts
// then run again on every step; this label's size does not depend on its text (it is as
// wide as a sample text, or as its layout allows), so a new text only repaints it. Text
// that does not fit is elided; the whole text is the tooltip.
#include <QString>
#include <QWidget>

namespace ts::gui {

class ElidedLabel : public QWidget {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QString text() const { return text_; }
    void setText(const QString& text);
    void clear() { setText(QString()); }
    // The widest text expected: the preferred width (default: a short line).
    void setSampleText(const QString& sample);
    void setAlignment(Qt::Alignment alignment);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QString text_;
    QString sample_;
    Qt::Alignment alignment_ = Qt::AlignLeft | Qt::AlignVCenter;
};

}  // namespace ts::gui
