#pragma once
// Lessons as the window finds them: the bundled ones (Qt resources ":/lessons/<ruleset>/",
// listed under File → Lessons) and files, read with their scenarios from either place.
#include "kernel/lesson/lesson.h"

#include <QList>
#include <QString>

namespace ts::gui {

struct BundledLesson {
    QString path;  // ":/lessons/<ruleset>/<name>.json"
    QString ruleset;  // the folder
    QString title;  // in the window's language; the file name when the lesson cannot be read
};

// Every bundled lesson, by ruleset folder and file name.
QList<BundledLesson> bundledLessons();

// Reads a lesson file or resource and its scenario (a resource for a bundled lesson).
// Throws what loadLessonFile throws.
Lesson readLesson(const QString& path);

// A lesson text in the window's language (QLocale's default).
QString lessonText(const LessonText& text);

}  // namespace ts::gui
