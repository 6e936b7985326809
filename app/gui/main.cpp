// turnscope: the debugger window. With no file it opens a bundled sample scenario.
//   turnscope [FILE] [--seek N] [--screenshot PNG]
#include "mainwindow.h"
#include "sessioncontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

int main(int argc, char** argv)
{
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
    parser.process(app);

    ts::gui::MainWindow window;
    window.show();
    const QString file = parser.positionalArguments().value(0, QStringLiteral(":/scenarios/roguelike/case-a.json"));
    if (!window.openFile(file) && parser.isSet(QStringLiteral("screenshot")))
        return 3;

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
        whenIdle([&window, out] {
            QTimer::singleShot(200, &window, [&window, out] {
                const bool ok = window.grab().save(out);
                std::fprintf(ok ? stdout : stderr, "%s: %s\n", qPrintable(out), ok ? "saved" : "could not be written");
                QApplication::exit(ok ? 0 : 5);
            });
        });
    }
    return QApplication::exec();
}
