#pragma once
// A handout's PDF looked at as a reader would: its pages rendered to PNG with pdftoppm
// (poppler-utils) into $TMPDIR/turnscope-screenshots/<name>-N.png, kept there to open. Each
// page must be A4 at the resolution asked and carry ink.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <cstdlib>

namespace ts::test {

inline bool hasPdfToPpm() { return !QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty(); }

// The pages rendered at `dpi`; an empty list with `error` set when pdftoppm failed or a
// page is not A4 or is blank.
inline QStringList renderPdfPages(const QString& pdf, const QString& name, int dpi, QString* error)
{
    const QString shots = QDir::temp().filePath(QStringLiteral("turnscope-screenshots"));
    QDir().mkpath(shots);
    for (const QString& old : QDir(shots).entryList({name + QStringLiteral("-*.png")}, QDir::Files))
        QFile::remove(QDir(shots).filePath(old));
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftoppm")),
            {QStringLiteral("-png"), QStringLiteral("-r"), QString::number(dpi), pdf, QDir(shots).filePath(name)});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        *error = QStringLiteral("pdftoppm failed on %1: %2").arg(pdf, QString::fromLocal8Bit(p.readAllStandardError()));
        return {};
    }
    QStringList pages;
    for (const QString& page : QDir(shots).entryList({name + QStringLiteral("-*.png")}, QDir::Files, QDir::Name)) {
        const QString path = QDir(shots).filePath(page);
        const QImage image(path);
        // A4 is 210 × 297 mm.
        const int w = qRound(210 / 25.4 * dpi), h = qRound(297 / 25.4 * dpi);
        if (std::abs(image.width() - w) > 2 || std::abs(image.height() - h) > 2) {
            *error = QStringLiteral("%1 is %2 x %3, not A4 (%4 x %5)")
                         .arg(path)
                         .arg(image.width())
                         .arg(image.height())
                         .arg(w)
                         .arg(h);
            return {};
        }
        // Ink: pixels that are not paper white (a page may hold only a pale picture and its
        // page number).
        int ink = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                ink += qGray(image.pixel(x, y)) < 240;
        if (ink <= 100) {
            *error = path + QStringLiteral(" is blank");
            return {};
        }
        pages << path;
    }
    if (pages.isEmpty())
        *error = QStringLiteral("pdftoppm wrote no page for %1").arg(pdf);
    return pages;
}

}  // namespace ts::test
