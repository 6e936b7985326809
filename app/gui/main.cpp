// turnscope: the debugger window. With no file it opens a bundled sample scenario; FILE is a
// scenario, a lesson (its dock opens at the first question) or a trace.
//   turnscope [FILE [OTHER_TRACE]] [--seek N] [--teach] [--size WxH] [--screenshot PNG] [--max-events N] [--language LANG]
#include "rulesets/rulesetuis.h"
#include "session/apptranslations.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "teach/teachmode.h"
#include "window/guardedapplication.h"
#include "window/mainwindow.h"

#include "kernel/exit_codes.h"
#include "kernel/io/file_io.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QIcon>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QSize>
#include <QTimer>
#include <QTranslator>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

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

// The language must be known before any window exists: --language is read by hand.
std::vector<std::unique_ptr<QTranslator>> installTranslators()
{
    QString language = QSettings().value(QStringLiteral("language"), QStringLiteral("en")).toString();
    const QStringList rawArgs = QApplication::arguments();
    if (const auto i = rawArgs.indexOf(QStringLiteral("--language")); i >= 0 && i + 1 < rawArgs.size())
        language = rawArgs[i + 1];
    return ts::gui::AppTranslations::install(language);
}

void addOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QStringLiteral("Turnscope, a debugger for the rules of turn-based games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QStringLiteral("A scenario or a lesson (.json, told apart by content) or a trace (.tstrace)."));
    parser.addPositionalArgument(QStringLiteral("other"),
                                 QStringLiteral("A trace to compare the game with, side by side."),
                                 QStringLiteral("[other]"));
    parser.addOption({QStringLiteral("seek"), QStringLiteral("Put the cursor on event N."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("language"), QStringLiteral("en, ja or zh_CN (default: the setting)."),
                      QStringLiteral("LANG")});
    parser.addOption({QStringLiteral("teach"), QStringLiteral("Start in Teach mode (View > Teach Mode).")});
    parser.addOption({QStringLiteral("size"), QStringLiteral("The window's size, e.g. 1280x800 (a projector's)."),
                      QStringLiteral("WxH")});
    parser.addOption(
        {QStringLiteral("screenshot"), QStringLiteral("Save the window to PNG and quit."), QStringLiteral("PNG")});
    parser.addOption(
        {QStringLiteral("max-events"),
         QStringLiteral("Stop a game after about N events (default %1; 0: no limit).").arg(ts::kDefaultRunEventBudget),
         QStringLiteral("N")});
}

// The PNG goes through the kernel's AtomicFile like every output: never over a FIFO or a
// device, never half-written. 0 or the exit code of the failure.
int saveScreenshot(QWidget& window, const QString& out)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!window.grab().save(&buffer, "PNG")) {
        std::fprintf(stderr, "%s: could not be written: the window could not be drawn as PNG\n", qPrintable(out));
        return ts::kExitInternal;
    }
    try {
        ts::writeFileAtomically(out.toStdString(),
                                std::string_view(png.constData(), static_cast<std::size_t>(png.size())));
    } catch (const ts::FileError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return ts::kExitIo;
    }
    std::printf("%s: saved\n", qPrintable(out));
    return ts::kExitOk;
}

// The largest window drawn without a screen (docs/robustness.md): 4096 x 4096 pixels'
// worth, 64 MiB an image; the window's backing store, the grab and the PNG encoder hold a
// few of them. 16384 x 16384, once accepted, took 3 GB.
constexpr qint64 kMaxOffscreenPixels = qint64(4096) * 4096;

// --size WxH into `size`: 0, or the exit code after a message. Headless, an area over
// kMaxOffscreenPixels is refused; on a screen, the window is made no larger than the
// screen's available area (a note says so).
int readSize(const QString& text, bool headless, QSize& size)
{
    const QStringList wh = text.split(QLatin1Char('x'));
    size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    if (wh.size() != 2 || size.width() < 320 || size.height() < 240 || size.width() > 16384 || size.height() > 16384) {
        std::fprintf(stderr, "turnscope: --size expects WIDTHxHEIGHT, e.g. 1280x800\n");
        return ts::kExitUsage;
    }
    const qint64 area = qint64(size.width()) * size.height();
    if (headless && area > kMaxOffscreenPixels) {
        std::fprintf(stderr,
                     "turnscope: --size %dx%d is too large without a screen: at most %lld pixels (e.g. 4096x4096)\n",
                     size.width(), size.height(), static_cast<long long>(kMaxOffscreenPixels));
        return ts::kExitUsage;
    }
    const QScreen* screen = QGuiApplication::primaryScreen();
    const QSize available = screen ? screen->availableGeometry().size() : QSize();
    if (!headless && available.isValid() && !available.isEmpty() &&
        (size.width() > available.width() || size.height() > available.height())) {
        const QSize bounded = size.boundedTo(available);
        std::fprintf(stderr, "turnscope: --size %dx%d is larger than the screen; the window is %dx%d\n", size.width(),
                     size.height(), bounded.width(), bounded.height());
        size = bounded;
    }
    return ts::kExitOk;
}

// Runs `then` once the controller has finished its current work.
template <typename Then>
void whenIdle(ts::gui::SessionController* controller, Then then)
{
    auto* timer = new QTimer(controller);
    QObject::connect(timer, &QTimer::timeout, controller, [controller, timer, then] {
        if (controller->isBusy() || controller->isChecking())
            return;
        timer->deleteLater();
        then();
    });
    timer->start(20);
}

// A second file: this game side by side with it (the comparison window). Headless, a
// second file that cannot be compared ends the program as a first one would: no
// screenshot of a comparison that is not there, and the CLI's exit code for the error.
void compareWhenIdle(ts::gui::MainWindow& window, const QString& other, bool headless)
{
    whenIdle(window.controller(), [&window, other, headless] {
        int code = ts::kExitOk;
        if (!window.compareWith(other, &code) && headless)
            QApplication::exit(code);
    });
}

// The application's names and icon, as the desktop and QSettings see them.
void nameApplication()
{
    QApplication::setOrganizationName(QStringLiteral("Turnscope"));
    QApplication::setApplicationName(QStringLiteral("Turnscope"));
    QApplication::setApplicationVersion(QStringLiteral(TURNSCOPE_VERSION));
    // The menu entry's name (turnscope.desktop): Wayland compositors match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("turnscope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/turnscope.svg")));
}

// Parses the command line; --help and --version end the program here. Returns an exit code
// when the arguments are wrong, else nothing (`budget`: the --max-events value, when set).
std::optional<int> parseArguments(QCommandLineParser& parser, std::optional<qulonglong>& budget)
{
    addOptions(parser);
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "turnscope: %s\n", qPrintable(parser.errorText()));
        return ts::kExitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(ts::kExitOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    bool budgetOk = true;
    const qulonglong value = parser.value(QStringLiteral("max-events")).toULongLong(&budgetOk);
    if (parser.isSet(QStringLiteral("max-events")) && !budgetOk) {
        std::fprintf(stderr, "turnscope: --max-events expects a non-negative integer\n");
        return ts::kExitUsage;
    }
    if (parser.isSet(QStringLiteral("max-events")))
        budget = value;
    return std::nullopt;
}

// Headless, errors go to stderr; an error that reaches the event loop
// (guardedapplication.h) is shown once, and the window lives on.
void routeErrors(ts::gui::GuardedApplication& app, ts::gui::MainWindow& window, bool headless)
{
    if (headless)
        window.showError = [](const QString& title, const QString& text) {
            std::fprintf(stderr, "turnscope: %s: %s\n", qPrintable(title), qPrintable(text));
        };
    app.showError = [&window](const QString& title, const QString& text) {
        QTimer::singleShot(0, &window, [&window, title, text] {
            if (window.showError)
                window.showError(title, text);
        });
    };
}

// What the command line asks for once the game has run: --seek, --teach, --screenshot.
void scheduleRequests(ts::gui::MainWindow& window, const QCommandLineParser& parser, QSize size,
                      const bool& budgetReached)
{
    auto* controller = window.controller();
    if (parser.isSet(QStringLiteral("seek")))
        whenIdle(controller,
                 [controller, &parser] { controller->seekNow(parser.value(QStringLiteral("seek")).toULongLong()); });
    if (parser.isSet(QStringLiteral("teach")))
        whenIdle(controller, [&window, size] {
            window.teachMode()->setActive(true);
            // The debugger's panels may have made the window taller than asked; the Teach
            // view needs less.
            if (size.isValid())
                window.resize(size);
        });
    if (parser.isSet(QStringLiteral("screenshot"))) {
        const QString out = parser.value(QStringLiteral("screenshot"));
        whenIdle(controller, [&window, &budgetReached, out] {
            QTimer::singleShot(200, &window, [&window, &budgetReached, out] {
                const int code = saveScreenshot(window, out);
                QApplication::exit(code != ts::kExitOk ? code : budgetReached ? ts::kExitBudget : ts::kExitOk);
            });
        });
    }
}

}  // namespace

int main(int argc, char** argv)
{
    std::signal(SIGXFSZ, SIG_IGN);  // a file-size limit fails a save with a message (see turnscope-cli)
    chooseHeadlessPlatform(argc, argv);
    ts::gui::GuardedApplication app(argc, argv);
    nameApplication();
    const auto translators = installTranslators();
    ts::gui::registerAllRulesetUis();

    QCommandLineParser parser;
    std::optional<qulonglong> budget;
    if (const auto code = parseArguments(parser, budget))
        return *code;

    // Headless (a screenshot, or a platform without a screen): nobody could close a message
    // box, so errors go to stderr and a file that cannot be opened ends the program with
    // turnscope-cli's exit code for that error.
    const QString platform = QGuiApplication::platformName();
    const bool headless = parser.isSet(QStringLiteral("screenshot")) || platform == QLatin1String("offscreen") ||
        platform == QLatin1String("minimal");
    ts::gui::MainWindow window;
    auto* controller = window.controller();
    bool budgetReached = false;
    QObject::connect(controller, &ts::gui::SessionController::budgetReached, &window,
                     [&budgetReached] { budgetReached = true; });
    routeErrors(app, window, headless);
    if (budget)
        controller->setEventBudget(*budget);
    QSize size;
    if (parser.isSet(QStringLiteral("size"))) {
        if (const int code = readSize(parser.value(QStringLiteral("size")), headless, size); code != ts::kExitOk)
            return code;
        window.resize(size);
    }
    window.show();
    const auto uis = ts::gui::allRulesetUis();
    const QString file = parser.positionalArguments().value(0, uis.empty() ? QString() : uis.front()->defaultSample());
    if (!window.openFile(file) && headless)
        return window.lastOpenExitCode();
    // A large trace whose blocks turn out damaged after it opened ends the program too.
    if (headless)
        QObject::connect(controller, &ts::gui::SessionController::traceDamaged, &window,
                         [](const QString&, int exitCode) { QApplication::exit(exitCode); });
    if (parser.positionalArguments().size() > 1)
        compareWhenIdle(window, parser.positionalArguments().at(1), headless);
    scheduleRequests(window, parser, size, budgetReached);
    return QApplication::exec();
}
