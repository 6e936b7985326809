// File → Lessons → Export Lesson Handout… (issue 16): the handout of each bundled lesson,
// played in the window. Each question is one step: its prompt, its choices, the engine's
// answer and the lesson's explanation, then the narration, the rule and a picture of the
// signature view at the event that answered it. The HTML holds all of that for every
// question; the PDF's pages are rendered with pdftoppm (A4, ink on each page; kept in
// $TMPDIR/turnscope-screenshots/lesson-<ruleset>-<name>-N.png to look at). The cursor goes
// back to the learner's question; without a running lesson there is no handout; the lesson
// dock is listed in View once it exists.
#include "gui_test_main.h"
#include "pdf_pages.h"
#include "window_fixture.h"

#include "handout/handoutexporter.h"
#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "lessons/lessonfiles.h"
#include "session/narration.h"
#include "window/panelhost.h"

#include "kernel/session/session.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;
using namespace ts::gui;

namespace {

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString escaped(const QString& text) { return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")); }

int count(const QString& html, const QString& pattern)
{
    int n = 0;
    for (auto it = QRegularExpression(pattern).globalMatch(html); it.hasNext(); it.next())
        ++n;
    return n;
}

}  // namespace

class TestLessonHandout : public QObject {
    Q_OBJECT

private slots:
    void everyBundledLesson_data();
    void everyBundledLesson();
    void needsARunningLesson();
    void unknownViewIsAnError();

private:
    QTemporaryDir dir_;
};

void TestLessonHandout::everyBundledLesson_data()
{
    QTest::addColumn<QString>("path");
    for (const BundledLesson& b : bundledLessons())
        QTest::newRow(qPrintable(b.path.mid(QStringLiteral(":/lessons/").size()))) << b.path;
    QVERIFY(bundledLessons().size() >= 8);
}

void TestLessonHandout::everyBundledLesson()
{
    QFETCH(QString, path);
    test::WindowFixture f;
    LessonActions* lessons = f.w.lessons();
    QVERIFY(lessons->openLesson(path));
    QVERIFY2(f.errors.isEmpty(), qPrintable(f.errors.join(QLatin1Char('\n'))));
    QVERIFY(lessons->exportHandoutAction()->isEnabled());
    LessonDock* dock = lessons->dock();
    const Session& session = *f.w.controller()->session();
    const Seq cursor = f.w.controller()->cursor();

    const QString name =
        QStringLiteral("lesson-") + QFileInfo(path).dir().dirName() + QLatin1Char('-') + QFileInfo(path).baseName();
    const QString htmlPath = dir_.filePath(name + QStringLiteral(".html"));
    QString error;
    QVERIFY2(lessons->exportLessonHandout(htmlPath, &error), qPrintable(error));
    QCOMPARE(f.w.controller()->cursor(), cursor);  // back at the learner's question
    const QString html = readText(htmlPath);
    QVERIFY(html.contains(escaped(QStringLiteral("Lesson: %1").arg(lessonText(dock->lesson().title)))));
    const auto& answers = dock->answers();
    QCOMPARE(count(html, QStringLiteral("<h2>")), static_cast<int>(answers.size()));
    QCOMPARE(count(html, QStringLiteral("<img src=\"data:image/png;base64,")), static_cast<int>(answers.size()));
    // The panel the lesson names (nation's state lesson: the States panel), else the signature view.
    QString viewError;
    QDockWidget* view = lessons->handoutView(&viewError);
    QVERIFY2(viewError.isEmpty(), qPrintable(viewError));
    QCOMPARE(view != nullptr, !dock->lesson().view.empty());
    const QString pictured = (view ? view : f.w.panels()->signatureDock())->windowTitle();
    QCOMPARE(
        count(html, QStringLiteral(" alt=\"") + QRegularExpression::escape(escaped(pictured)) + QStringLiteral("\"")),
        static_cast<int>(answers.size()));
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const LessonStop& stop = dock->lesson().stops[i];
        const LessonAnswer& a = answers[i];
        const QString step = QStringLiteral("Question %1 (answered at event #%2)").arg(i + 1).arg(a.answerEvent);
        const qsizetype at = html.indexOf(step);
        QVERIFY2(at >= 0, qPrintable(step));
        // This question's part: from its heading to the next one.
        const QString part = html.mid(at, html.indexOf(QStringLiteral("<h2>"), at) - at);
        QVERIFY2(part.contains(escaped(lessonText(stop.prompt))), qPrintable(part));
        QVERIFY2(part.contains(QStringLiteral("Answer:</b> ") + escaped(QString::fromStdString(a.answer))),
                 qPrintable(part));
        QVERIFY2(part.contains(escaped(lessonText(stop.explanation))), qPrintable(part));
        QVERIFY2(part.contains(escaped(Narration::narrate(session, a.answerEvent))), qPrintable(part));
        for (const std::string& c : a.choices)
            QVERIFY2(part.contains(escaped(QString::fromStdString(c))), qPrintable(part));
    }

    const QString pdfPath = dir_.filePath(name + QStringLiteral(".pdf"));
    QVERIFY2(lessons->exportLessonHandout(pdfPath, &error), qPrintable(error));
    QVERIFY(readText(pdfPath).startsWith(QStringLiteral("%PDF-")));
    if (!test::hasPdfToPpm())
        QSKIP("pdftoppm (poppler-utils) is not installed: the pages are not rendered");
    const QStringList pages = test::renderPdfPages(pdfPath, name, 50, &error);
    QVERIFY2(!pages.isEmpty(), qPrintable(error));
}

void TestLessonHandout::needsARunningLesson()
{
    test::WindowFixture f;
    LessonActions* lessons = f.w.lessons();
    QVERIFY(f.open(QString::fromLocal8Bit(qgetenv("TURNSCOPE_SOURCE_DIR")) +
                   QStringLiteral("/resources/scenarios/stack/lifo-three.json")));
    QVERIFY(!lessons->exportHandoutAction()->isEnabled());
    QString error;
    const QString file = dir_.filePath(QStringLiteral("none.html"));
    QVERIFY(!lessons->exportLessonHandout(file, &error));
    QVERIFY(!QFile::exists(file));

    QVERIFY(lessons->openLesson(QStringLiteral(":/lessons/stack/lifo-three.json")));
    QVERIFY(lessons->exportHandoutAction()->isEnabled());
    // The lesson dock is in View from now on.
    QMenu* view = nullptr;
    for (QAction* a : f.w.menuBar()->actions())
        if (a->menu() && a->menu()->actions().contains(lessons->dock()->toggleViewAction()))
            view = a->menu();
    QVERIFY(view);

    // Another game in the window: the lesson's stops mean nothing there.
    QVERIFY(f.open(QString::fromLocal8Bit(qgetenv("TURNSCOPE_SOURCE_DIR")) +
                   QStringLiteral("/resources/scenarios/stack/lifo-three.json")));
    QVERIFY(!lessons->exportLessonHandout(file, &error));
    QVERIFY(!QFile::exists(file));
    QVERIFY(!lessons->exportHandoutAction()->isEnabled());
}

// A lesson naming a panel its game does not have: the lesson runs, the error names the
// file, $.view and the panels there are; no handout is written.
void TestLessonHandout::unknownViewIsAnError()
{
    test::WindowFixture f;
    const QString file = dir_.filePath(QStringLiteral("view-lesson.json"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QStringLiteral(R"({"title": "t", "ruleset": "stack", "view": "noSuchDock",
            "scenario": "%1/resources/scenarios/stack/lifo-three.json",
            "stops": [{"at": {"kind": "stack.resolve"}, "ask": {"type": "subject"}, "prompt": "p"}]})")
                      .arg(QString::fromLocal8Bit(qgetenv("TURNSCOPE_SOURCE_DIR")))
                      .toUtf8());
    }
    QVERIFY(f.w.lessons()->openLesson(file));
    QCOMPARE(f.errors.size(), 1);
    for (const char* part : {"view-lesson.json", "$.view", "noSuchDock", "stageDock"})
        QVERIFY2(f.errors.first().contains(QLatin1String(part)), qPrintable(f.errors.first()));
    QVERIFY(f.w.lessons()->dock()->running());
    QString error;
    const QString handout = dir_.filePath(QStringLiteral("view.html"));
    QVERIFY(!f.w.lessons()->exportLessonHandout(handout, &error));
    QVERIFY2(error.contains(QStringLiteral("noSuchDock")), qPrintable(error));
    QVERIFY(!QFile::exists(handout));
}

TURNSCOPE_GUI_TEST_MAIN(TestLessonHandout)
#include "tst_lessonhandout.moc"
