// The window without a screen (issue 8, class 7): `turnscope BAD --screenshot X.png` used to
// open a modal error box and never exit. Headless, every error is printed and the program
// exits with turnscope-cli's code for it; with no display at all it picks the offscreen
// platform by itself.
#include "edited_trace.h"
#include "process_support.h"
#include "robustness_support.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/ruleset_registry.h"

#include <QFile>
#include <QtEndian>

#include <QTemporaryDir>
#include <sys/stat.h>

using robust::Result;

namespace {

robust::Child offscreen()
{
    robust::Child c;
    c.env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    c.timeoutMs = 90000;
    return c;
}

Result window(const QStringList& args, const robust::Child& child = offscreen())
{
    return robust::runProgram(QStringLiteral(TURNSCOPE_GUI), args, child);
}

// The roguelike merge sample with its first merge count set to 2^31 - 1, valid checksums.
void writeImpossibleTrace(const std::string& file)
{
    const ts::LoadedScenario loaded = ts::loadScenarioFile(ts::test::sampleFile("roguelike", "merge-player-x1.json"));
    ts::Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, ts::SessionOptions{});
    s.run();
    const ts::Seq seq = ts::test::firstEventOf(s.trace(), "roguelike.merge");
    ts::test::saveEditedTrace(s, file, [&](ts::Seq at, ts::Event& e) {
        if (at == seq)
            e.arg[2] = 2147483647;
    });
}

}  // namespace

class TestGuiHeadless : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString path(const char* name) const { return dir_.filePath(QLatin1String(name)); }
    // case-a played to its end and saved: a trace that opens.
    QString writeGoodTrace()
    {
        const ts::LoadedScenario loaded =
            ts::loadScenarioFile(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/case-a.json");
        ts::Session s(*loaded.ruleset, loaded.scenario, loaded.scenario->seed, ts::SessionOptions{});
        s.run();
        ts::saveSession(path("good.tstrace").toStdString(), s);
        return path("good.tstrace");
    }
    QString writeFile(const char* name, const std::string& text)
    {
        robust::writeText(path(name).toStdString(), text);
        return path(name);
    }

private slots:
    void initTestCase()
    {
        // Settings of this test's own (recent files, layout), not the user's.
        qputenv("XDG_CONFIG_HOME", dir_.path().toUtf8());
    }

    void badFilesExitWithTheCliCode_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::addRow("deep") << "deep.json" << 3 << "nests deeper than 64 levels";
        QTest::addRow("1e999") << "big.json" << 3 << "the number 1e999 is out of range";
        QTest::addRow("missing") << "missing.json" << 5 << "No such file or directory";
        QTest::addRow("directory") << "." << 5 << "it is a directory";
        QTest::addRow("corrupt trace") << "corrupt.tstrace" << 4 << "corrupt.tstrace: ";
        // Issue 8, class 2: a merge count of 2^31 - 1 with valid checksums (the window used
        // to build a 2 GB line for it): refused when the window opens the file.
        QTest::addRow("impossible event") << "impossible.tstrace" << 4 << "roguelike.merge";
        // Issue 38: JSON that is neither a scenario nor a lesson is named as such.
        QTest::addRow("neither") << "neither.json" << 3 << "neither.json: $: neither a scenario nor a lesson";
    }
    void badFilesExitWithTheCliCode()
    {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        writeFile("deep.json", robust::deepScenario(60000));
        writeFile("big.json", R"({"ruleset": "roguelike", "turns": 1e999})");
        writeFile("corrupt.tstrace", std::string("SQLite format 3\0", 16) + std::string(5000, '\x55'));
        writeFile("neither.json", R"({"name": "a list of units", "units": []})");
        writeImpossibleTrace(path("impossible.tstrace").toStdString());
        const QString full = file == QLatin1String(".") ? dir_.path() : path(file.toUtf8().constData());
        const QString png = path("shot.png");
        const Result r = window({full, QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(QStringLiteral("turnscope: Cannot open the ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
        // Headless without --screenshot (nobody could close a box either): the same.
        QCOMPARE(window({full}).exitCode, exitCode);
    }

    void noDisplayAtAll()
    {
        robust::Child child = offscreen();
        child.env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        child.env.remove(QStringLiteral("DISPLAY"));
        child.env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        const QString png = path("sample.png");
        Result r =
            window({writeFile("deep.json", robust::deepScenario(60000)), QStringLiteral("--screenshot"), png}, child);
        QCOMPARE(r.exitCode, 3);
        r = window({QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/case-a.json"),
                    QStringLiteral("--screenshot"), png},
                   child);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile(png).size() > 1000);
    }

    // The screenshot is an output like any other: never written into a FIFO (it used to
    // block there) or over a device.
    void screenshotIntoAFifo()
    {
        const QString fifo = path("shot.fifo");
        QCOMPARE(::mkfifo(fifo.toUtf8().constData(), 0600), 0);
        const Result r = window({QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/one-run.json"),
                                 QStringLiteral("--screenshot"), fifo});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(fifo + QStringLiteral(": cannot write: it is a FIFO")), qPrintable(r.err));
    }

    // Issue 36, item 2: the window used to open its file to look for a trace's magic,
    // blocking, and a FIFO with no writer hung it for good. A FIFO or a device, first or
    // second file, now ends the program with an error and no PNG.
    void neverBlocksOnAFifoOrADevice()
    {
        const QString fifo = path("p.json");
        QCOMPARE(::mkfifo(fifo.toUtf8().constData(), 0600), 0);
        robust::Child child = offscreen();
        child.timeoutMs = 30000;  // a hang shows as -1
        const QString png = path("fifo.png");
        Result r = window({fifo, QStringLiteral("--screenshot"), png}, child);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(fifo + QStringLiteral(": cannot read the file: it is a FIFO")), qPrintable(r.err));
        r = window({QStringLiteral("/dev/zero"), QStringLiteral("--screenshot"), png}, child);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains(QStringLiteral("it is a character device")), qPrintable(r.err));
        r = window({writeGoodTrace(), fifo, QStringLiteral("--screenshot"), png}, child);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("Cannot compare with the trace: ") + fifo), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
    }

    // Issue 36, item 6: `turnscope good.tstrace bad.tstrace --screenshot s.png` printed the
    // error, saved the PNG and exited 0. The second file's error is the program's now.
    void compareWithABadSecondFileFails_data()
    {
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("exitCode");
        QTest::addRow("not a trace") << "bad.tstrace" << 4;
        QTest::addRow("missing") << "missing.tstrace" << 5;
        QTest::addRow("corrupt") << "corrupt.tstrace" << 4;
    }
    void compareWithABadSecondFileFails()
    {
        QFETCH(QString, second);
        QFETCH(int, exitCode);
        writeFile("bad.tstrace", "junk\n");
        writeFile("corrupt.tstrace", std::string("SQLite format 3\0", 16) + std::string(5000, '\x55'));
        writeFile("neither.json", R"({"name": "a list of units", "units": []})");
        const QString good = writeGoodTrace();
        const QString png = path("compare.png");
        const Result r = window({good, path(second.toUtf8().constData()), QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(QStringLiteral("turnscope: Cannot compare with the trace: ")), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
        // The same two traces both good: the comparison is drawn and the exit is 0.
        QCOMPARE(window({good, good, QStringLiteral("--screenshot"), png}).exitCode, 0);
        QVERIFY(QFile::remove(png));
    }

    // Issue 36, item 9: --size 16384x16384 was accepted and took 3.0 GB. Without a screen the
    // area is at most 4096 x 4096 pixels; the largest accepted size still draws.
    void offscreenSizeIsBounded()
    {
        const QString png = path("large.png");
        const QString sample = QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/case-a.json");
        for (const char* tooLarge : {"16384x16384", "4097x4096", "8192x2049"}) {
            const Result r = window(
                {sample, QStringLiteral("--size"), QString::fromLatin1(tooLarge), QStringLiteral("--screenshot"), png});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("is too large without a screen: at most 16777216 pixels")),
                     qPrintable(r.err));
            QVERIFY(!QFile::exists(png));
        }
        const Result r = window(
            {sample, QStringLiteral("--size"), QStringLiteral("8192x2048"), QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, 0);
        QFile f(png);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(24);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 16), 8192u);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 20), 2048u);
    }

    // A screenshot of the Teach view at a projector's size: --teach and --size (a bad size
    // is a usage error).
    void teachScreenshot()
    {
        const QString png = path("teach.png");
        const Result r =
            window({QStringLiteral(TURNSCOPE_SOURCE_DIR "/resources/scenarios/roguelike/case-a.json"),
                    QStringLiteral("--seek"), QStringLiteral("44"), QStringLiteral("--teach"), QStringLiteral("--size"),
                    QStringLiteral("1280x800"), QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, 0);
        // The PNG's width and height (its IHDR chunk, big-endian; this test links no QtGui).
        QFile f(png);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(24);
        QCOMPARE(head.size(), 24);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 16), 1280u);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 20), 800u);
        for (const char* bad : {"1280", "12x8", "wide"}) {
            const Result usage = window({QStringLiteral("x.json"), QStringLiteral("--size"), QString::fromLatin1(bad)});
            QCOMPARE(usage.exitCode, 2);
            QVERIFY2(usage.err.contains(QStringLiteral("--size expects WIDTHxHEIGHT")), qPrintable(usage.err));
        }
    }

    // Issue 38, items 1 and 2: a lesson given on the command line opens as a lesson (its dock
    // at the first question) in a screenshot of exactly the size asked for: the dock does not
    // push the window larger. A bad lesson exits with the CLI's code, naming the file.
    void lessonScreenshot_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const QString& l : ts::test::lessonPaths())
            QTest::addRow("%s", qPrintable(l.section(QLatin1Char('/'), -2))) << l;
    }
    void lessonScreenshot()
    {
        QFETCH(QString, lesson);
        const QString png = path("lesson.png");
        QFile::remove(png);
        const Result r =
            window({lesson, QStringLiteral("--size"), QStringLiteral("1024x700"), QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, 0);
        QFile f(png);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(24);
        QCOMPARE(head.size(), 24);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 16), 1024u);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 20), 700u);
    }
    void badLessonExitsWithTheCliCode()
    {
        writeFile("bad-lesson.json",
                  R"({"title": "t", "ruleset": "no-such-ruleset", "scenario": "s.json", "stops": []})");
        const Result r = window({path("bad-lesson.json"), QStringLiteral("--screenshot"), path("bad.png")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(path("bad-lesson.json") + QStringLiteral(": $.ruleset")), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("bad.png")));
    }

    void eventBudget()
    {
        const QString png = path("grow.png");
        const Result r = window({writeFile("grow.json", robust::runawayStage()), QStringLiteral("--max-events"),
                                 QStringLiteral("30000"), QStringLiteral("--screenshot"), png});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains(QStringLiteral("Event budget reached")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("event budget of 30000 events")), qPrintable(r.err));
        QVERIFY(QFile::exists(png));
        QCOMPARE(window({QStringLiteral("x.json"), QStringLiteral("--max-events"), QStringLiteral("many")}).exitCode,
                 2);
    }
};

TURNSCOPE_TEST_MAIN(TestGuiHeadless)
#include "tst_gui_headless.moc"
