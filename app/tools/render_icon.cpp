// turnscope-render-icon SVG SIZE PNG: draws the application icon at SIZE x SIZE pixels for
// the hicolor icon theme (the build renders every size the install rules ship). Qt Gui's raster
// painter and Qt Svg only: no application object, no display, no extra build dependency.
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: turnscope-render-icon SVG SIZE PNG\n");
        return 2;
    }
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    const int size = std::atoi(argv[2]);
    if (!svg.isValid() || size <= 0) {
        std::fprintf(stderr, "turnscope-render-icon: %s: not a valid SVG or size\n", argv[1]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[3]), "PNG")) {
        std::fprintf(stderr, "turnscope-render-icon: %s: could not be written\n", argv[3]);
        return 1;
    }
    return 0;
}
