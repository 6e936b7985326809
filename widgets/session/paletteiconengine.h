#pragma once
// Toolbar icons that follow the palette: the SVGs of resources/icons/actions/ are drawn with
// `currentColor`, which this engine replaces at paint time by the palette's WindowText
// (disabled: the disabled WindowText; selected: HighlightedText), so the same file reads on
// a light and on a dark palette, and a palette change repaints in the new colour.
#include <QByteArray>
#include <QIconEngine>

namespace ts::gui {

class PaletteIconEngine : public QIconEngine {
public:
    explicit PaletteIconEngine(QByteArray svg);

    // The icon ":/icons/actions/<name>.svg" (a null QIcon if there is no such file).
    static QIcon icon(const QString& name);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QIconEngine* clone() const override;
    QString key() const override;

private:
    QByteArray svg_;
};

}  // namespace ts::gui
