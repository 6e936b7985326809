// turnscope: the debugger window. With no file it opens a bundled sample scenario.
//   turnscope [FILE] [--seek N] [--screenshot PNG]
#include "mainwindow.h"
#include "rulesets.h"
#include "rulesetui.h"
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
#include <memory>
#include <vector>

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
    // The window's translations and each ruleset's (":/i18n/turnscope_<lang>.qm",
    // ":/i18n/turnscope_<ruleset>_<lang>.qm"), then Qt's own.
    std::vector<std::unique_ptr<QTranslator>> translators;
    if (language != QLatin1String("en")) {
        const QString suffix = QLatin1Char('_') + language + QStringLiteral(".qm");
        for (const QString& name : QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("turnscope*") + suffix})) {
            auto t = std::make_unique<QTranslator>();
            if (t->load(QStringLiteral(":/i18n/") + name) && QApplication::installTranslator(t.get()))
                translators.push_back(std::move(t));
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
            QApplication::installTranslator(qt.get()))
            translators.push_back(std::move(qt));
    }
    ts::gui::registerAllRulesetUis();

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
    const auto uis = ts::gui::allRulesetUis();
    const QString file = parser.positionalArguments().value(0, uis.empty() ? QString() : uis.front()->defaultSample());
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
