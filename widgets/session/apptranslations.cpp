#include "session/apptranslations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>

namespace ts::gui {

std::vector<std::unique_ptr<QTranslator>> AppTranslations::install(const QString& language)
{
    std::vector<std::unique_ptr<QTranslator>> installed;
    if (language == QLatin1String("en"))
        return installed;
    const QString suffix = QLatin1Char('_') + language + QStringLiteral(".qm");
    for (const QString& name : QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("turnscope*") + suffix})) {
        auto t = std::make_unique<QTranslator>();
        if (t->load(QStringLiteral(":/i18n/") + name) && QCoreApplication::installTranslator(t.get()))
            installed.push_back(std::move(t));
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
        QCoreApplication::installTranslator(qt.get()))
        installed.push_back(std::move(qt));
    return installed;
}

bool AppTranslations::hasQtTranslations(const QString& language)
{
    return QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_") +
                             language + QStringLiteral(".qm"));
}

}  // namespace ts::gui
