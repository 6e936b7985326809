// File → Export Handout… (handout/): from the cursor, N rule steps, each narrated, (every event but the
// details the event log folds: writes, draws, state hashes, rules not applied) of a sample
// game of each ruleset in the main window, each with its narration, clause, rule text and a picture of the signature
// view, written as one self-contained HTML file and as a PDF (checked page by page with
// pdftoppm when it is installed: the pages are PNG files of the expected size with ink on
// them, kept in $TMPDIR/turnscope-screenshots/ to look at); fewer steps at the end of the
// trace; the window's cursor never moves and its panels never repaint while the pictures are
// taken (panels of the recorder's own, on a second cursor); an unwritable file is an error naming it and leaves the old
// file whole; cancelling either question writes nothing; the action needs a game.
#include "gui_test_main.h"
#include "pdf_pages.h"
#include "sample_picks.h"
#include "test_paths.h"

#include "handout/handoutexporter.h"
#include "handout/handoutrecorder.h"
#include "handout/handoutwriter.h"
#include "panels/rule/ruletextdock.h"
#include "session/headless/clausetexts.h"
#include "session/narration.h"
#include "session/sessioncontroller.h"
#include "teach/rulesteps.h"
#include "window/mainwindow.h"

#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;
using namespace ts::gui;

namespace {

QString sample(const char* ruleset, const char* file) { return ts::test::samplePath(ruleset, file); }

// The first `n` rule steps of a trace: every event but writes, draws, state hashes and rules
// not applied (a brute-force scan over the kinds' names and outcomes).
std::vector<Seq> firstRuleSteps(const Trace& trace, std::size_t n)
{
    std::vector<Seq> steps;
    for (Seq seq = 0; seq < trace.size() && steps.size() < n; ++seq) {
        const std::string name = trace.kindName(trace.at(seq).kind);
        const KindInfo* info = KindRegistry::instance().findByName(name);
        if (name != "write" && name != "rng" && name != "state-hash" && info->outcome == RuleOutcome::Applied)
            steps.push_back(seq);
    }
    return steps;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString stepHeadings(const QString& html)
{
    static const QRegularExpression heading(QStringLiteral("<h2>([^<]*)</h2>"));
    QStringList all;
    for (auto it = heading.globalMatch(html); it.hasNext();)
        all << it.next().captured(1);
    return all.join(QStringLiteral(", "));
}

struct Window {
    MainWindow w;
    QStringList errors;
    Window()
    {
        w.showError = [this](const QString& title, const QString& text) {
            errors << title + QStringLiteral(": ") + text;
        };
        w.handoutExporter()->showError = w.showError;
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1200, 800);
        w.show();
    }
    SessionController* c() const { return w.controller(); }
    bool open(const QString& path)
    {
        return w.openFile(path) && QTest::qWaitFor([this] { return !c()->isBusy(); }, 20000);
    }
};

}  // namespace

class TestHandout : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }

    void htmlHasEveryStep_data()
    {
        // Per registered ruleset, its first sample (by name) with six rule steps.
        test::addFirstSampleRows([](const Session& s) { return firstRuleSteps(s.trace(), 6).size() == 6; },
                                 "no six rule steps");
    }
    void htmlHasEveryStep()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, sample);
        if (sample.isEmpty())
            return test::noSampleFor(ruleset, "no sample of this ruleset has six rule steps");
        Window win;
        QVERIFY(win.open(sample));
        win.c()->seekNow(0);
        // The rule steps from event 0.
        const std::vector<Seq> expected = firstRuleSteps(win.c()->session()->trace(), 6);
        QCOMPARE(expected.size(), std::size_t{6});
        const QString path = dir_.filePath(ruleset + QStringLiteral(".html"));
        QString error;
        QVERIFY2(win.w.handoutExporter()->exportTo(path, 6, &error), qPrintable(error));
        QCOMPARE(win.c()->cursor(), Seq{0});
        const QString html = QString::fromUtf8(readAll(path));
        const Session& s = *win.c()->session();
        for (int i = 0; i < 6; ++i) {
            const Seq seq = expected[static_cast<std::size_t>(i)];
            QVERIFY2(
                html.contains(QStringLiteral("Step %1 (event #%2)").arg(i + 1).arg(seq)),
                qPrintable(
                    QStringLiteral("step %1 at #%2; the handout has: %3").arg(i + 1).arg(seq).arg(stepHeadings(html))));
            QVERIFY(html.contains(Narration::narrate(s, seq).toHtmlEscaped()));
            const QString clause = QString::fromStdString(s.trace().clauseName(s.trace().at(seq).clause));
            QVERIFY(html.contains(clause));
            const ClauseText text = ClauseTexts::bundled().find(clause);
            if (text.isKnown()) {
                QVERIFY2(
                    html.contains(text.statement.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))),
                    qPrintable(clause));
                // The seed's passage as the rule-text panel renders it: its markdown tables as tables.
                QVERIFY2(html.contains(RuleTextDock::originalHtml(text, QApplication::style()->standardPalette())),
                         qPrintable(clause));
            }
        }
        QVERIFY(!html.contains(QStringLiteral("Step 7 ")));
        // One picture a step, each a PNG that decodes to the view's size.
        static const QRegularExpression img(QStringLiteral("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
        int pictures = 0;
        for (auto it = img.globalMatch(html); it.hasNext(); ++pictures) {
            const QImage picture = QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1()), "PNG");
            QVERIFY(!picture.isNull());
            QVERIFY(picture.width() > 100 && picture.height() > 50);
        }
        QCOMPARE(pictures, 6);
    }

    void pdfPages()
    {
        Window win;
        QVERIFY(win.open(sample("roguelike", "case-a.json")));
        win.c()->seekNow(0);
        const QString path = dir_.filePath(QStringLiteral("case-a.pdf"));
        QString error;
        QVERIFY2(win.w.handoutExporter()->exportTo(path, 8, &error), qPrintable(error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        if (!test::hasPdfToPpm())
            QSKIP("pdftoppm (poppler-utils) is not installed: the pages are not rendered");
        QString pdfError;
        const QStringList pages = test::renderPdfPages(path, QStringLiteral("handout-case-a"), 60, &pdfError);
        QVERIFY2(!pages.isEmpty(), qPrintable(pdfError));
        QVERIFY2(pages.size() >= 2, qPrintable(pages.join(QLatin1Char(' '))));  // 8 pictures do not fit on one A4 page
    }

    // The pictures come from the recorder's own panels on a cursor of its own: the window's
    // cursor does not move (no cursorMoved at all), and the pictures follow the steps (the
    // signature view at the first step is not the one at the last).
    void windowStaysWhereItIs_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const Ruleset* r : allRulesets())
            QTest::newRow(std::string(r->id()).c_str()) << QString::fromStdString(std::string(r->id()));
    }
    void windowStaysWhereItIs()
    {
        QFETCH(QString, ruleset);
        Window win;
        const QDir dir(ts::test::sourceDir() + QStringLiteral("/resources/scenarios/") + ruleset);
        const QStringList samples = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY2(!samples.isEmpty(), qPrintable(ruleset + QStringLiteral(" has no sample")));
        QVERIFY(win.open(dir.filePath(samples.front())));
        const Seq at = win.c()->session()->size() / 3;
        win.c()->seekNow(at);
        QSignalSpy moved(win.c(), &SessionController::cursorMoved);
        HandoutRecorder recorder(win.c(), {}, {});
        const QList<HandoutStep> steps = recorder.record(12);
        QVERIFY(steps.size() >= 2);
        QCOMPARE(moved.size(), 0);
        QCOMPARE(win.c()->cursor(), at);
        for (const HandoutStep& step : steps) {
            QVERIFY2(!step.picture.isNull(), qPrintable(step.viewTitle));
            QCOMPARE(step.picture.size(), HandoutRecorder::kDefaultSize);
        }
        bool changed = false;
        for (const HandoutStep& step : steps)
            changed = changed || step.picture != steps.front().picture;
        QVERIFY2(changed, "every picture is the same: the view did not follow the steps");
        const QString shots = QDir::tempPath() + QStringLiteral("/turnscope-screenshots");
        QDir().mkpath(shots);
        steps.back().picture.save(shots + QStringLiteral("/handout-view-") + ruleset + QStringLiteral(".png"));
    }

    void fewerStepsAtTheEnd()
    {
        Window win;
        QVERIFY(win.open(sample("roguelike", "case-a.json")));
        const Seq last = win.c()->session()->size() - 20;
        win.c()->seekNow(last);
        const QString path = dir_.filePath(QStringLiteral("end.html"));
        QString error;
        QVERIFY2(win.w.handoutExporter()->exportTo(path, 50, &error), qPrintable(error));
        const QString html = QString::fromUtf8(readAll(path));
        const Trace& trace = win.c()->session()->trace();
        int left = 0;
        for (Seq seq = last; seq < trace.size(); ++seq)
            left += RuleSteps::isRuleStep(trace, seq);
        QVERIFY(left < 50);
        QVERIFY(html.contains(QStringLiteral("Step %1 ").arg(left)));
        QVERIFY(!html.contains(QStringLiteral("Step %1 ").arg(left + 1)));
        QCOMPARE(win.c()->cursor(), last);
    }

    void unwritableFileKeepsTheOld()
    {
        Window win;
        QVERIFY(win.open(sample("roguelike", "case-a.json")));
        QString error;
        QVERIFY(!win.w.handoutExporter()->exportTo(dir_.filePath(QStringLiteral("missing/x.pdf")), 3, &error));
        QVERIFY2(error.contains(QStringLiteral("missing/x.pdf")), qPrintable(error));
        // A read-only folder: the old file stays as it was.
        const QString ro = dir_.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(ro));
        const QString old = QDir(ro).filePath(QStringLiteral("h.html"));
        QFile f(old);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write("old") == 3);
        f.close();
        QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        const bool written = win.w.handoutExporter()->exportTo(old, 3, &error);
        QFile::setPermissions(ro, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        if (written)
            QSKIP("running as root: a read-only folder is writable");
        QCOMPARE(readAll(old), QByteArray("old"));
    }

    void cancelledQuestionsWriteNothing()
    {
        Window win;
        QVERIFY(win.open(sample("roguelike", "case-a.json")));
        HandoutExporter* e = win.w.handoutExporter();
        const QString path = dir_.filePath(QStringLiteral("asked.pdf"));
        e->askFileName = [] { return QString(); };
        e->askSteps = [](int) { return 4; };
        QVERIFY(!e->exportHandout());
        e->askFileName = [path] { return path; };
        e->askSteps = [](int) { return 0; };
        QVERIFY(!e->exportHandout());
        QVERIFY(!QFile::exists(path));
        // Both answered: written, a name without a suffix as PDF.
        e->askFileName = [this] { return dir_.filePath(QStringLiteral("nosuffix")); };
        e->askSteps = [](int suggested) { return suggested > 0 ? 3 : 0; };
        QVERIFY(e->exportHandout());
        QVERIFY(readAll(dir_.filePath(QStringLiteral("nosuffix.pdf"))).startsWith("%PDF-"));
        QVERIFY(win.errors.isEmpty());
    }

    void actionNeedsAGame()
    {
        Window win;
        QVERIFY(!win.w.handoutExporter()->action()->isEnabled());
        QVERIFY(win.open(sample("roguelike", "case-a.json")));
        QVERIFY(win.w.handoutExporter()->action()->isEnabled());
    }

private:
    QTemporaryDir dir_;
};

TURNSCOPE_GUI_TEST_MAIN(TestHandout)
#include "tst_handout.moc"
