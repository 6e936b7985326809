// The window's languages (session/apptranslations.h): under ja and zh_CN the window's own
// texts, every ruleset's and Qt's standard buttons (Save, Discard, Cancel, Close) are in that
// language. Qt's come from Debian's qt6-translations-l10n, which setup.sh installs and the
// package depends on; without it on the machine that row is skipped, saying so.
#include "gui_test_main.h"

#include "session/apptranslations.h"

#include "kernel/ruleset_registry.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTest>

using ts::gui::AppTranslations;

class TestAppTranslations : public QObject {
    Q_OBJECT

private slots:
    void englishInstallsNothing() { QVERIFY(AppTranslations::install(QStringLiteral("en")).empty()); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("close");  // the compare window's Close, in that language
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("閉じる");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("关闭");
    }

    void languages()
    {
        QFETCH(QString, language);
        QFETCH(QString, close);
        const auto installed = AppTranslations::install(language);
        // The window's and one per registered ruleset, then Qt's when it is there.
        const auto rulesets = ts::allRulesets().size();
        const std::size_t qt = AppTranslations::hasQtTranslations(language) ? 1 : 0;
        QCOMPARE(installed.size(), 1 + rulesets + qt);
        QCOMPARE(QCoreApplication::translate("ts::gui::CompareWindow", "Close"), close);
        if (!qt)
            QSKIP("Qt's own translations (qt6-translations-l10n) are not installed: standard buttons stay English");
        QDialogButtonBox box(QDialogButtonBox::Save | QDialogButtonBox::Discard | QDialogButtonBox::Cancel |
                             QDialogButtonBox::Close);
        for (const auto& [which, english] : {std::pair{QDialogButtonBox::Save, "Save"},
                                             {QDialogButtonBox::Discard, "Discard"},
                                             {QDialogButtonBox::Cancel, "Cancel"},
                                             {QDialogButtonBox::Close, "Close"}}) {
            const QString text = box.button(which)->text().remove(QLatin1Char('&'));
            QVERIFY2(!text.isEmpty() && text != QLatin1String(english), qPrintable(text));
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestAppTranslations)
#include "tst_apptranslations.moc"
