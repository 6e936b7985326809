// What a desktop learns about Turnscope from the installed files (resources/desktop/):
// the menu entry and the AppStream metadata pass their validators (when installed; CI has
// them: setup.sh), and the MIME type's magic, read from its XML, matches a trace that
// turnscope-cli writes (SQLite's header at 0, the application id "TSCP" at 68) and not a
// trace saved before the application id existed (those open by the .tstrace glob only).
#include "test_main.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>

namespace {

const QString kDesktopDir = QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/desktop/");
const QString kMimeType = QStringLiteral("application/x-turnscope-trace");

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
    QByteArray bytes;
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

QList<Match> magicOf(const QString& xmlPath, QStringList* globs)
{
    QList<Match> matches;
    QXmlStreamReader xml(readFile(xmlPath));
    bool inType = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("mime-type"))
            inType = xml.attributes().value(QLatin1String("type")) == kMimeType;
        if (!inType || !xml.isStartElement())
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("glob"))
            globs->append(a.value(QLatin1String("pattern")).toString());
        if (xml.name() != QLatin1String("match"))
            continue;
        Match m{a.value(QLatin1String("type")).toString(), a.value(QLatin1String("offset")).toInt(), {}};
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
        QVERIFY(text.contains(QLatin1String("\nMimeType=") + kMimeType + QLatin1Char(';')));
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
};

TURNSCOPE_TEST_MAIN(TestDesktopFiles)
#include "tst_desktop_files.moc"
