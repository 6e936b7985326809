#pragma once
// The window's languages: its own translations and each ruleset's (":/i18n/turnscope_<lang>.qm",
// ":/i18n/turnscope_<ruleset>_<lang>.qm"), then Qt's own for its dialogs and standard
// buttons (qtbase_<lang>.qm from Debian's qt6-translations-l10n, which the package depends on).
#include <QString>
#include <QTranslator>

#include <memory>
#include <vector>

namespace ts::gui {

class AppTranslations {
public:
    // Installs every translation of `language` ("ja", "zh_CN"; "en": none) on the application;
    // they stay installed while the returned translators live.
    static std::vector<std::unique_ptr<QTranslator>> install(const QString& language);
    // Whether Qt's own translations of `language` are on this machine.
    static bool hasQtTranslations(const QString& language);
};

}  // namespace ts::gui
