#pragma once
// Writes a handout (issue 16): a title, then each rule step with its narration, its rule
// (English statement and the seed's original passage) and a picture of the signature view;
// a lesson's handout puts each question, its answer and its explanation before its step.
// HTML is one self-contained file (pictures inlined as PNG data); PDF goes through the same
// HTML, laid out by QTextDocument onto A4 pages by QPdfWriter. Both are written atomically.
#include "handout/handoutstep.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ts::gui {

class HandoutWriter {
    Q_DECLARE_TR_FUNCTIONS(HandoutWriter)

public:
    HandoutWriter(QString title, QString subtitle, QList<HandoutStep> steps);

    // The document: pictures inlined as PNG data, or named "step-N.png" (the PDF's resources).
    QString html(bool inlineImages) const;
    // false with `error` set when the file cannot be written; the old file is then intact.
    bool writeHtml(const QString& path, QString* error) const;
    bool writePdf(const QString& path, QString* error) const;
    // By the file's suffix: ".pdf" is PDF, anything else HTML.
    bool write(const QString& path, QString* error) const;

private:
    QString imageName(int step) const;
    // A lesson step's question, its choices, the engine's answer and the lesson's explanation.
    static QString questionHtml(const HandoutStep& step);

    QString title_, subtitle_;
    QList<HandoutStep> steps_;
};

}  // namespace ts::gui
