#include "session/paletteiconengine.h"

#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

namespace ts::gui {

PaletteIconEngine::PaletteIconEngine(QByteArray svg) : svg_(std::move(svg)) {}

QIcon PaletteIconEngine::icon(const QString& name)
{
    QFile file(QStringLiteral(":/icons/actions/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new PaletteIconEngine(file.readAll()));
}

void PaletteIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State)
{
    const QPalette palette = QGuiApplication::palette();
    const QColor color = mode == QIcon::Disabled ? palette.color(QPalette::Disabled, QPalette::WindowText)
        : mode == QIcon::Selected                ? palette.color(QPalette::Active, QPalette::HighlightedText)
                                                 : palette.color(QPalette::Active, QPalette::WindowText);
    QByteArray svg = svg_;
    svg.replace("currentColor", color.name(QColor::HexRgb).toLatin1());
    QSvgRenderer renderer(svg);
    painter->save();
    if (mode == QIcon::Disabled)
        painter->setOpacity(painter->opacity() * color.alphaF());
    renderer.render(painter, rect);
    painter->restore();
}

QPixmap PaletteIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state)
{
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap PaletteIconEngine::scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale)
{
    QPixmap pixmap(size * scale);
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(&painter, QRect(QPoint(0, 0), pixmap.size()), mode, state);
    }
    pixmap.setDevicePixelRatio(scale);
    return pixmap;
}

QIconEngine* PaletteIconEngine::clone() const { return new PaletteIconEngine(svg_); }

QString PaletteIconEngine::key() const { return QStringLiteral("turnscope-palette"); }

}  // namespace ts::gui
