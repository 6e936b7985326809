// turnscope: the debugger window. With no file it opens a bundled sample scenario.
//   turnscope [FILE] [--seek N] [--screenshot PNG] [--max-events N] [--language LANG]
#include "mainwindow.h"
#include "sessioncontroller.h"

#include "kernel/exit_codes.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <csignal>
#include <cstdio>
#include <cstring>

namespace {

bool hasArgument(int argc, char** argv, const char* name)
{
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return true;
    return false;
}

// With --screenshot and no display at all, Qt's default platform would abort; the offscreen
// one draws the same window.
void chooseHeadlessPlatform(int argc, char** argv)
{
    if (!hasArgument(argc, argv, "--screenshot") || qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}

}  // namespace

int main(int argc, char** argv)
{
    std::signal(SIGXFSZ, SIG_IGN);  // a file-size limit fails a save with a message (see turnscope-cli)
    chooseHeadlessPlatform(argc, argv);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Turnscope"));
    QApplication::setApplicationName(QStringLiteral("Turnscope"));
    QApplication::setApplicationVersion(QStringLiteral(TURNSCOPE_VERSION));

    // The language must be known before any window exists: read --language by hand.
    QString language = QSettings().value(QStringLiteral("language"), QStringLiteral("en")).toString();
    const QStringList rawArgs = QApplication::arguments();
    if (const auto i = rawArgs.indexOf(QStringLiteral("--language")); i >= 0 && i + 1 < rawArgs.size())
        language = rawArgs[i + 1];
    QTranslator translator, qtTranslator;
    if (language != QLatin1String("en")) {
        if (translator.load(QStringLiteral(":/i18n/turnscope_") + language))
            QApplication::installTranslator(&translator);
        if (qtTranslator.load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(&qtTranslator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Turnscope, a debugger for the rules of turn-based games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A scenario (.json) or a trace (.tstrace)."));
    parser.addOption({QStringLiteral("seek"), QStringLiteral("Put the cursor on event N."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("language"), QStringLiteral("en, ja or zh_CN (default: the setting)."), QStringLiteral("LANG")});
    parser.addOption({QStringLiteral("screenshot"), QStringLiteral("Save the window to PNG and quit."), QStringLiteral("PNG")});
    parser.addOption({QStringLiteral("max-events"),
                      QStringLiteral("Stop a game after about N events (default %1; 0: no limit).").arg(ts::kDefaultRunEventBudget),
                      QStringLiteral("N")});
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "turnscope: %s\n", qPrintable(parser.errorText()));
        return ts::kExitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(ts::kExitOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    // Headless (a screenshot, or a platform without a screen): nobody could close a message
    // box, so errors go to stderr and a file that cannot be opened ends the program with
    // turnscope-cli's exit code for that error.
    const QString platform = QGuiApplication::platformName();
    const bool headless = parser.isSet(QStringLiteral("screenshot")) || platform == QLatin1String("offscreen") ||
                          platform == QLatin1String("minimal");
    ts::gui::MainWindow window;
    bool budgetReached = false;
    if (headless) {
        window.showError = [](const QString& title, const QString& text) {
            std::fprintf(stderr, "turnscope: %s: %s\n", qPrintable(title), qPrintable(text));
        };
        QObject::connect(window.controller(), &ts::gui::SessionController::budgetReached, &window,
                         [&budgetReached] { budgetReached = true; });
    }
    if (parser.isSet(QStringLiteral("max-events"))) {
        bool ok = false;
        const qulonglong budget = parser.value(QStringLiteral("max-events")).toULongLong(&ok);
        if (!ok) {
            std::fprintf(stderr, "turnscope: --max-events expects a non-negative integer\n");
            return ts::kExitUsage;
        }
        window.controller()->setEventBudget(budget);
    }
    window.show();
    const QString file = parser.positionalArguments().value(0, QStringLiteral(":/scenarios/roguelike/case-a.json"));
    if (!window.openFile(file) && headless)
        return window.controller()->lastErrorExitCode();

    auto* controller = window.controller();
    auto whenIdle = [controller](auto then) {
        auto* timer = new QTimer(controller);
        QObject::connect(timer, &QTimer::timeout, controller, [controller, timer, then] {
            if (controller->isBusy())
                return;
            timer->deleteLater();
            then();
        });
        timer->start(20);
    };
    if (parser.isSet(QStringLiteral("seek")))
        whenIdle([controller, &parser] { controller->seekNow(parser.value(QStringLiteral("seek")).toULongLong()); });
    if (parser.isSet(QStringLiteral("screenshot"))) {
        const QString out = parser.value(QStringLiteral("screenshot"));
        whenIdle([&window, &budgetReached, out] {
            QTimer::singleShot(200, &window, [&window, &budgetReached, out] {
                const bool ok = window.grab().save(out);
                std::fprintf(ok ? stdout : stderr, "%s: %s\n", qPrintable(out), ok ? "saved" : "could not be written");
                QApplication::exit(!ok ? ts::kExitIo : budgetReached ? ts::kExitBudget : ts::kExitOk);
            });
        });
    }
    return QApplication::exec();
}
