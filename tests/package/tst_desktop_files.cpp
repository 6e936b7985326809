// What a desktop learns about Turnscope from the installed files (resources/desktop/):
// the menu entry and the AppStream metadata pass their validators (when installed; CI has
// them: setup.sh), and the MIME type's magic, read from its XML, matches a trace that
// turnscope-cli writes (SQLite's header at 0, the application id "TSCP" at 68) and not a
// trace saved before the application id existed (those open by the .tstrace glob only). The
// lesson type's magic (issue 38) matches every bundled lesson and no bundled scenario.
#include "test_main.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

namespace {

const QString kDesktopDir = QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/desktop/");
const QString kMimeType = QStringLiteral("application/x-turnscope-trace");
const QString kLessonType = QStringLiteral("application/x-turnscope-lesson+json");

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Validation {
    bool ran = false;
    int exitCode = -1;
    QString output;
};

Validation validate(const QString& tool, const QStringList& args)
{
    Validation v;
    const QString exe = QStandardPaths::findExecutable(tool);
    if (exe.isEmpty())
        return v;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(exe, args);
    v.ran = p.waitForFinished(60000);
    v.exitCode = p.exitCode();
    v.output = QString::fromUtf8(p.readAll());
    return v;
}

// One <match> of the magic: type, offset, value as the bytes it expects.
struct Match {
    QString type;
    int offset = 0;
    int offsetEnd = 0;  // "start:end": the value may begin anywhere from offset to offsetEnd
    QByteArray bytes;
    int depth = 0;  // nesting: a match holds only with the one it is nested in
};

QByteArray unescape(const QString& value)  // shared-mime-info's string values: \NNN octal escapes
{
    static const QRegularExpression octal(QStringLiteral("^[0-7]{3}$"));
    QByteArray out;
    const QByteArray in = value.toLatin1();
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QByteArray digits = in.mid(i + 1, 3);
        if (in[i] == '\\' && octal.match(QString::fromLatin1(digits)).hasMatch()) {
            out.append(static_cast<char>(digits.toInt(nullptr, 8)));
            i += 3;
        } else {
            out.append(in[i]);
        }
    }
    return out;
}

QList<Match> magicOf(const QString& xmlPath, QStringList* globs, const QString& mimeType = kMimeType)
{
    QList<Match> matches;
    QXmlStreamReader xml(readFile(xmlPath));
    bool inType = false;
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("mime-type"))
            inType = xml.attributes().value(QLatin1String("type")) == mimeType;
        if (inType && xml.isEndElement() && xml.name() == QLatin1String("match"))
            --depth;
        if (!inType || !xml.isStartElement())
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("glob"))
            globs->append(a.value(QLatin1String("pattern")).toString());
        if (xml.name() != QLatin1String("match"))
            continue;
        const QStringList offsets = a.value(QLatin1String("offset")).toString().split(QLatin1Char(':'));
        Match m{a.value(QLatin1String("type")).toString(),
                offsets.value(0).toInt(),
                offsets.value(offsets.size() - 1).toInt(),
                {},
                depth++};
        const QString value = a.value(QLatin1String("value")).toString();
        if (m.type == QLatin1String("string")) {
            m.bytes = unescape(value);
        } else if (m.type == QLatin1String("big32")) {
            const quint32 v = value.toUInt(nullptr, 0);
            for (int shift = 24; shift >= 0; shift -= 8)
                m.bytes.append(static_cast<char>((v >> shift) & 0xff));
        }
        matches.append(m);
    }
    if (xml.hasError())
        qWarning("%s: %s", qPrintable(xmlPath), qPrintable(xml.errorString()));
    return matches;
}

// The matches are nested (each inside the previous): all must hold.
bool matchesAll(const QList<Match>& matches, const QByteArray& file)
{
    for (const Match& m : matches)
        if (m.bytes.isEmpty() || file.mid(m.offset, m.bytes.size()) != m.bytes)
            return false;
    return !matches.isEmpty();
}

// Top-level matches are alternatives; each holds when its bytes are found in its offset range.
bool matchesAnyTopLevel(const QList<Match>& matches, const QByteArray& file)
{
    for (const Match& m : matches) {
        if (m.depth != 0 || m.bytes.isEmpty())
            continue;
        const qsizetype at = file.indexOf(m.bytes, m.offset);
        if (at >= 0 && at <= m.offsetEnd)
            return true;
    }
    return false;
}

QStringList filesUnder(const QString& folder)
{
    QDirIterator it(QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/") + folder, {QStringLiteral("*.json")},
                    QDir::Files, QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths << it.next();
    paths.sort();
    return paths;
}

}  // namespace

class TestDesktopFiles : public QObject {
    Q_OBJECT
private slots:
    void desktopEntry()
    {
        const QString text = QString::fromUtf8(readFile(kDesktopDir + QStringLiteral("turnscope.desktop")));
        QVERIFY(text.contains(QLatin1String("\nExec=turnscope %f\n")));
        QVERIFY(text.contains(QLatin1String("\nIcon=turnscope\n")));
        QVERIFY(text.contains(QLatin1String("\nCategories=Development;Debugger;")));
        QVERIFY(text.contains(QLatin1String("\nMimeType=") + kMimeType + QLatin1Char(';') + kLessonType +
                              QLatin1Char(';')));
        const Validation v =
            validate(QStringLiteral("desktop-file-validate"), {kDesktopDir + QStringLiteral("turnscope.desktop")});
        if (!v.ran)
            QSKIP("desktop-file-validate is not installed (Debian: desktop-file-utils)");
        QVERIFY2(v.exitCode == 0 && v.output.trimmed().isEmpty(), qPrintable(v.output));
    }

    void appStreamMetadata()
    {
        const QString path = kDesktopDir + QStringLiteral("io.github.turnscope.metainfo.xml");
        const QString text = QString::fromUtf8(readFile(path));
        QVERIFY(text.contains(QLatin1String("<launchable type=\"desktop-id\">turnscope.desktop</launchable>")));
        QVERIFY(text.contains(QLatin1String("<mediatype>") + kMimeType + QLatin1String("</mediatype>")));
        QVERIFY(text.contains(QLatin1String("<mediatype>") + kLessonType + QLatin1String("</mediatype>")));
        QVERIFY(text.contains(QLatin1String("<release version=\"" TURNSCOPE_VERSION "\"")));
        const Validation v =
            validate(QStringLiteral("appstreamcli"), {QStringLiteral("validate"), QStringLiteral("--no-net"), path});
        if (!v.ran)
            QSKIP("appstreamcli is not installed (Debian: appstream)");
        QVERIFY2(v.exitCode == 0, qPrintable(v.output));
    }

    void mimeXmlIsWellFormed()
    {
        const Validation v = validate(QStringLiteral("xmllint"),
                                      {QStringLiteral("--noout"), kDesktopDir + QStringLiteral("turnscope-mime.xml")});
        if (!v.ran)
            QSKIP("xmllint is not installed (Debian: libxml2-utils)");
        QVERIFY2(v.exitCode == 0, qPrintable(v.output));
    }

    void mimeMagicMatchesAWrittenTrace()
    {
        QStringList globs;
        const QList<Match> magic = magicOf(kDesktopDir + QStringLiteral("turnscope-mime.xml"), &globs);
        QCOMPARE(globs, QStringList{QStringLiteral("*.tstrace")});
        QCOMPARE(magic.size(), 2);
        QCOMPARE(magic[0].offset, 0);
        QCOMPARE(magic[0].bytes, QByteArray("SQLite format 3\0", 16));
        QCOMPARE(magic[1].offset, 68);
        QCOMPARE(magic[1].bytes, QByteArray("TSCP"));

        QTemporaryDir dir;
        const QString trace = dir.filePath(QStringLiteral("case-a.tstrace"));
        QProcess cli;
        cli.start(QStringLiteral(TURNSCOPE_CLI),
                  {QStringLiteral("run"),
                   QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/case-a.json"),
                   QStringLiteral("--out"), trace, QStringLiteral("--quiet")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QVERIFY(matchesAll(magic, readFile(trace)));

        // A trace saved before the application id: SQLite's header, zeros at 68.
        const QByteArray old = readFile(QStringLiteral(TURNSCOPE_SOURCE_DIR "/tests/golden/events-duel.tstrace"));
        QVERIFY(old.startsWith(QByteArray("SQLite format 3\0", 16)));
        QVERIFY(!matchesAll(magic, old));
    }

    // A lesson is told by content (its "scenario" or "stops" key): no glob of its own, since
    // scenarios end in .json too; a sub-class of JSON, so the magic wins over *.json.
    void lessonMagic_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("lesson");
        const QStringList lessons = filesUnder(QStringLiteral("lessons"));
        const QStringList scenarios = filesUnder(QStringLiteral("scenarios"));
        QVERIFY(!lessons.isEmpty() && !scenarios.isEmpty());
        for (const QString& p : lessons)
            QTest::addRow("lesson %s", qPrintable(p.section(QLatin1Char('/'), -2))) << p << true;
        for (const QString& p : scenarios)
            QTest::addRow("scenario %s", qPrintable(p.section(QLatin1Char('/'), -2))) << p << false;
    }

    void lessonMagic()
    {
        QFETCH(QString, path);
        QFETCH(bool, lesson);
        QStringList globs;
        const QList<Match> magic = magicOf(kDesktopDir + QStringLiteral("turnscope-mime.xml"), &globs, kLessonType);
        QVERIFY(globs.isEmpty());
        QCOMPARE(magic.size(), 2);
        const QString xml = QString::fromUtf8(readFile(kDesktopDir + QStringLiteral("turnscope-mime.xml")));
        QVERIFY(xml.contains(QLatin1String("<sub-class-of type=\"application/json\"/>")));
        QCOMPARE(matchesAnyTopLevel(magic, readFile(path)), lesson);
    }
};

TURNSCOPE_TEST_MAIN(TestDesktopFiles)
#include "tst_desktop_files.moc"
