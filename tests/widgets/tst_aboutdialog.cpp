// Help → About Turnscope (aboutdialog.h): the version is the one `turnscope --version` and
// `turnscope-cli --version` print, the git revision is a commit of the source tree (or
// "unknown" outside git), and every linked library is listed with its licence; the Help menu opens
// it. TURNSCOPE_ABOUT_SCREENSHOT=FILE saves the box (resources/screenshots/about-box.png).
#include "gui_test_main.h"

#include "window/aboutdialog.h"
#include "window/debugactions.h"
#include "window/mainwindow.h"

#include "kernel/build_info.h"

#include <QAction>
#include <QMenuBar>
#include <QProcess>
#include <QTest>
#include <QTimer>

using namespace ts::gui;

namespace {

QString versionOutput(const QString& program)
{
    QProcess p;
    p.start(program, {QStringLiteral("--version")});
    if (!p.waitForFinished(30000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

}  // namespace

class TestAboutDialog : public QObject {
    Q_OBJECT
private slots:
    void versionIsWhatTheProgramsPrint()
    {
        const QString version = QString::fromLatin1(ts::buildVersion());
        QCOMPARE(version, QStringLiteral(TURNSCOPE_VERSION));
        AboutDialog about;
        QVERIFY2(about.versionText().contains(version), qPrintable(about.versionText()));
        QCOMPARE(versionOutput(QStringLiteral(TURNSCOPE_GUI)), QStringLiteral("Turnscope ") + version);
        QCOMPARE(versionOutput(QStringLiteral(TURNSCOPE_CLI)), QStringLiteral("turnscope-cli ") + version);
    }

    void revisionIsTheSourceTrees()
    {
        const QString revision = QString::fromLatin1(ts::buildRevision());
        QVERIFY(!revision.isEmpty());
        AboutDialog about;
        QVERIFY2(about.revisionText().contains(revision), qPrintable(about.revisionText()));
        QProcess git;
        git.setWorkingDirectory(QStringLiteral(TURNSCOPE_SOURCE_DIR));
        git.start(QStringLiteral("git"), {QStringLiteral("rev-parse"), QStringLiteral("--is-inside-work-tree")});
        if (!git.waitForFinished(10000) || git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0) {
            QCOMPARE(revision, QStringLiteral("unknown"));
            return;
        }
        // Built from this tree: a commit of it (HEAD at the last build, which may be behind
        // a commit made since).
        git.start(QStringLiteral("git"),
                  {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("--quiet"),
                   revision + QStringLiteral("^{commit}")});
        QVERIFY(git.waitForFinished(10000));
        QVERIFY2(git.exitCode() == 0,
                 qPrintable(revision + QStringLiteral(" is not a commit of ") + QStringLiteral(TURNSCOPE_SOURCE_DIR)));
    }

    void everyLibraryWithItsLicence()
    {
        AboutDialog about;
        const QString text = about.licencesText();
        for (const char* name : {"Qt ", "Qt Charts", "nlohmann-json", "SQLite", "zstd", "xxHash"})
            QVERIFY2(text.contains(QLatin1String(name)), name);
        for (const char* licence : {"LGPL v3", "GPL v3", "MIT", "public domain", "BSD 3-clause", "BSD 2-clause"})
            QVERIFY2(text.contains(QLatin1String(licence)), licence);
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    }

    void helpMenuOpensIt()
    {
        MainWindow w;
        QAction* about = w.actions()->about;
        bool found = false;
        for (QAction* menu : w.menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(about))
                found = true;
        QVERIFY(found);
        bool shown = false;
        QTimer::singleShot(0, &w, [&shown] {
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* dialog = qobject_cast<AboutDialog*>(top); dialog && dialog->isVisible()) {
                    shown = true;
                    dialog->reject();
                }
        });
        about->trigger();
        QVERIFY(shown);
    }

    void screenshot()
    {
        const QString out = qEnvironmentVariable("TURNSCOPE_ABOUT_SCREENSHOT");
        if (out.isEmpty())
            QSKIP("TURNSCOPE_ABOUT_SCREENSHOT not set");
        AboutDialog about;
        about.show();
        QVERIFY(QTest::qWaitForWindowExposed(&about));
        QVERIFY(about.grab().save(out));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
