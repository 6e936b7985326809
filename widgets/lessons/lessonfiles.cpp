#include "lessons/lessonfiles.h"

#include "kernel/io/file_io.h"
#include "kernel/scenario.h"

#include <QDir>
#include <QFile>
#include <QLocale>

namespace ts::gui {

namespace {

// Resources are not files to the kernel's reader: ":/…" paths are read through QFile.
std::string readResourceOrFile(const std::string& path)
{
    if (path.rfind(":/", 0) != 0)
        return readInputFile(path, kMaxScenarioBytes).data;
    QFile in(QString::fromStdString(path));
    if (!in.open(QIODevice::ReadOnly))
        throw FileError(path, "no such bundled file");
    return in.readAll().toStdString();
}

}  // namespace

QList<BundledLesson> bundledLessons()
{
    QList<BundledLesson> out;
    const QDir root(QStringLiteral(":/lessons"));
    for (const QString& ruleset : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(root.filePath(ruleset));
        for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            BundledLesson b{dir.filePath(name), ruleset, name};
            try {
                b.title = lessonText(readLesson(b.path).title);
            } catch (const std::exception&) {
                // Listed under its file name; opening it shows the error.
            }
            out.append(b);
        }
    }
    return out;
}

Lesson readLesson(const QString& path)
{
    const std::string file = path.toStdString();
    return parseLesson(readResourceOrFile(file), file, readResourceOrFile);
}

QString lessonText(const LessonText& text) { return QString::fromStdString(text.in(QLocale().name().toStdString())); }

}  // namespace ts::gui
