#include "panels/watches/watchexport.h"

#include "panels/watches/watchtrackpainter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>

#include <algorithm>

namespace ts::gui {

// The texts' translation context (a namespace of free functions has no tr of its own).
class WatchExport {
    Q_DECLARE_TR_FUNCTIONS(ts::gui::WatchExport)
};

namespace {

QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

bool commit(QSaveFile& file, const QString& path, QString* error)
{
    if (file.commit())
        return true;
    *error = WatchExport::tr("%1: cannot write: %2").arg(path, file.errorString());
    return false;
}

void paintPicture(QPainter& p, const Track& track, const QString& title, Seq events, const QSize& size,
                  const QPalette& palette)
{
    p.fillRect(QRect(QPoint(0, 0), size), palette.color(QPalette::Base));
    const QFontMetrics fm(p.font());
    const int margin = 8;
    const int labelW =
        std::max(fm.horizontalAdvance(QString::number(track.max)), fm.horizontalAdvance(QString::number(track.min))) +
        margin;
    const QRect plot(margin + labelW, margin + fm.height() + 4, size.width() - 2 * margin - labelW,
                     size.height() - 2 * margin - 2 * fm.height() - 8);
    p.setPen(palette.color(QPalette::Text));
    p.drawText(QRect(margin, margin, size.width() - 2 * margin, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, title);
    p.setPen(palette.color(QPalette::Mid));
    p.drawRect(plot.adjusted(0, 0, -1, -1));
    const WatchTrackPainter painter(track, plot, 0, static_cast<double>(std::max<Seq>(1, events)));
    WatchTrackStyle style{palette.color(QPalette::Highlight), palette.color(QPalette::Highlight),
                          palette.color(QPalette::Text),      palette.color(QPalette::PlaceholderText),
                          palette.color(QPalette::Mid),       p.font()};
    style.fill.setAlpha(120);
    painter.paint(p, style);
    p.setPen(palette.color(QPalette::Text));
    if (track.type == TrackType::Number && !track.points.empty()) {
        p.drawText(QRect(margin, painter.yFor(track.max) - fm.height() / 2, labelW - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(track.max));
        p.drawText(QRect(margin, painter.yFor(track.min) - fm.height() / 2, labelW - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(track.min));
    }
    const QRect axis(plot.left(), plot.bottom() + 4, plot.width(), fm.height());
    p.drawText(axis, Qt::AlignLeft | Qt::AlignVCenter, WatchExport::tr("event %1").arg(0));
    p.drawText(axis, Qt::AlignRight | Qt::AlignVCenter, WatchExport::tr("event %1").arg(events == 0 ? 0 : events - 1));
}
}  // namespace

bool exportTrackCsv(const Track& track, const QString& title, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = WatchExport::tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    QTextStream out(&file);
    out << "event," << csvField(title) << ",note\n";
    std::size_t g = 0;
    for (const TrackPoint& point : track.points) {
        for (; g < track.gaps.size() && track.gaps[g].first < point.seq; ++g)
            out << track.gaps[g].first << ",," << csvField(QString::fromStdString(track.errors[track.gaps[g].message]))
                << '\n';
        out << point.seq << ',' << csvField(QString::fromStdString(track.textOf(point.value))) << ",\n";
    }
    for (; g < track.gaps.size(); ++g)
        out << track.gaps[g].first << ",," << csvField(QString::fromStdString(track.errors[track.gaps[g].message]))
            << '\n';
    out.flush();
    return commit(file, path, error);
}

bool exportTrackImage(const Track& track, const QString& title, Seq events, const QString& path, const QSize& size,
                      const QPalette& palette, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = WatchExport::tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        QPainter p(&svg);
        paintPicture(p, track, title, events, size, palette);
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        paintPicture(p, track, title, events, size, palette);
        p.end();
        if (!image.save(&file, "PNG")) {
            *error = WatchExport::tr("%1: cannot write the picture").arg(path);
            file.cancelWriting();
            return false;
        }
    }
    return commit(file, path, error);
}

}  // namespace ts::gui
