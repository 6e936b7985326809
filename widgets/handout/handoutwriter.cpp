#include "handout/handoutwriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

#include <utility>

namespace ts::gui {
namespace {

// The pictures' width on a PDF page (points): the width of A4 inside its margins.
constexpr int kPdfPictureWidth = 480;

QString escaped(const QString& text) { return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")); }

QString pngBase64(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QString::fromLatin1(bytes.toBase64());
}

}  // namespace

HandoutWriter::HandoutWriter(QString title, QString subtitle, QList<HandoutStep> steps)
    : title_(std::move(title)), subtitle_(std::move(subtitle)), steps_(std::move(steps))
{}

QString HandoutWriter::questionHtml(const HandoutStep& s)
{
    QString out =
        QStringLiteral("<p class=\"question\"><b>%1</b> %2</p>\n").arg(escaped(tr("Question:")), escaped(s.question));
    if (!s.choices.isEmpty())
        out += QStringLiteral("<p>%1 %2</p>\n")
                   .arg(escaped(tr("Choices:")), escaped(s.choices.join(QStringLiteral(", "))));
    out += QStringLiteral("<p class=\"answer\"><b>%1</b> %2</p>\n").arg(escaped(tr("Answer:")), escaped(s.answer));
    if (!s.explanation.isEmpty())
        out += QStringLiteral("<p class=\"explanation\">%1</p>\n").arg(escaped(s.explanation));
    return out;
}

QString HandoutWriter::imageName(int step) const { return QStringLiteral("step-%1.png").arg(step + 1); }

QString HandoutWriter::html(bool inlineImages) const
{
    QString out;
    out +=
        QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n").arg(escaped(title_));
    out += QStringLiteral(
        "<style>body{font-family:sans-serif;max-width:48em;margin:auto}"
        ".step{margin-top:1.5em}.rule{color:#444}.original{color:#444;font-style:italic}"
        ".clause{font-family:monospace}.question{font-size:110%}.answer{color:#2e7d32}"
        ".explanation{border-left:3px solid #999;padding-left:.6em}img{max-width:100%}</style></head><body>\n");
    out += QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n").arg(escaped(title_), escaped(subtitle_));
    for (int i = 0; i < steps_.size(); ++i) {
        const HandoutStep& s = steps_[i];
        const QString heading =
            s.question.isEmpty() ? tr("Step %1 (event #%2)") : tr("Question %1 (answered at event #%2)");
        out += QStringLiteral("<div class=\"step\"><h2>%1</h2>\n").arg(escaped(heading.arg(i + 1).arg(s.seq)));
        if (!s.question.isEmpty())
            out += questionHtml(s);
        out += QStringLiteral("<p>%1</p>\n").arg(escaped(s.narration));
        out += QStringLiteral("<p class=\"rule\"><b>%1</b> <span class=\"clause\">%2</span>")
                   .arg(escaped(tr("Rule")), escaped(s.clause));
        if (!s.statement.isEmpty())
            out += QStringLiteral(": ") + escaped(s.statement);
        out += QStringLiteral("</p>\n");
        if (!s.originalHtml.isEmpty())
            out += QStringLiteral("<div class=\"original\">%1</div>\n").arg(s.originalHtml);
        else if (!s.original.isEmpty())
            out += QStringLiteral("<p class=\"original\">%1</p>\n").arg(escaped(s.original));
        if (!s.picture.isNull()) {
            // A web page scales the picture down to its column (CSS); a PDF page has a fixed width.
            const QString src =
                inlineImages ? QStringLiteral("data:image/png;base64,") + pngBase64(s.picture) : imageName(i);
            const QString width = inlineImages
                ? QString()
                : QStringLiteral(" width=\"%1\"").arg(std::min(kPdfPictureWidth, s.picture.width()));
            out += QStringLiteral("<p><img src=\"%1\"%2 alt=\"%3\"></p>\n").arg(src, width, escaped(s.viewTitle));
        }
        out += QStringLiteral("</div>\n");
    }
    out += QStringLiteral("</body></html>\n");
    return out;
}

bool HandoutWriter::writeHtml(const QString& path, QString* error) const
{
    QSaveFile file(path);
    const QByteArray bytes = html(true).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool HandoutWriter::writePdf(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    {
        QPdfWriter pdf(&file);
        pdf.setTitle(title_);
        pdf.setCreator(QStringLiteral("Turnscope"));
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                      QPageLayout::Millimeter));
        QTextDocument doc;
        for (int i = 0; i < steps_.size(); ++i)
            if (!steps_[i].picture.isNull())
                doc.addResource(QTextDocument::ImageResource, QUrl(imageName(i)), steps_[i].picture);
        doc.setHtml(html(false));
        doc.print(&pdf);
    }
    if (!file.commit()) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool HandoutWriter::write(const QString& path, QString* error) const
{
    return QFileInfo(path).suffix().compare(QStringLiteral("pdf"), Qt::CaseInsensitive) == 0 ? writePdf(path, error)
                                                                                             : writeHtml(path, error);
}

}  // namespace ts::gui
