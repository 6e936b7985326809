// Teaching mode's narration (narration.h, narrator.h): every event kind of every ruleset
// has a template, every template is translated (ja, zh_CN: finished in the .ts file, in the
// built .qm, with the same placeholders), and events with impossible arguments (a file
// anyone can edit) are narrated without a crash.
#include "gui_support.h"
#include "gui_test_main.h"

#include "session/narration.h"
#include "session/narrator.h"
#include "session/rulesetui.h"
#include "session/tablenarrator.h"

#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/trace/trace.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>

#include <limits>

using ts::gui::Narration;
using ts::gui::Narrator;
using ts::gui::RulesetUi;

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The kind names a ruleset registers: "<id>." and a name.
QStringList registeredKinds(std::string_view rulesetId)
{
    const QString prefix = fromView(rulesetId) + QLatin1Char('.');
    QStringList kinds;
    for (const ts::KindInfo& k : ts::KindRegistry::instance().all())
        if (fromView(k.name).startsWith(prefix))
            kinds << fromView(k.name);
    return kinds;
}

struct TsMessage {
    QString translation;
    bool finished = false;
};

// (context + '\n' + source) → its translation in a Qt Linguist .ts file.
QHash<QString, TsMessage> readTs(const QString& path, QString* error)
{
    QHash<QString, TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read ") + path;
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            TsMessage m;
            m.finished = type.isEmpty();  // "unfinished", "vanished" and "obsolete" are not
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages.insert(context + QLatin1Char('\n') + source, m);
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%[1-9]"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

// The texts of `narrator` (or of the kernel's kinds) that `lang` lacks: not in the .ts
// file, unfinished or empty there, with other placeholders, or not in the built .qm.
QStringList untranslated(const std::vector<Narrator::SourceText>& texts, const QString& tsPath, const QString& qmPath)
{
    QString error;
    const QHash<QString, TsMessage> ts = readTs(tsPath, &error);
    if (!error.isEmpty())
        return {error};
    QTranslator qm;
    if (!qm.load(qmPath))
        return {QStringLiteral("cannot load ") + qmPath};
    QStringList missing;
    for (const auto& [context, text] : texts) {
        const QString source = QString::fromUtf8(text);
        const auto it = ts.constFind(QString::fromUtf8(context) + QLatin1Char('\n') + source);
        if (it == ts.constEnd())
            missing << QStringLiteral("not in the .ts file: ") + source;
        else if (!it->finished || it->translation.isEmpty())
            missing << QStringLiteral("unfinished: ") + source;
        else if (placeholders(it->translation) != placeholders(source))
            missing << QStringLiteral("other placeholders: ") + source + QStringLiteral(" / ") + it->translation;
        else if (qm.translate(context, text).isEmpty())
            missing << QStringLiteral("not in the .qm: ") + source;
    }
    return missing;
}

QString sourceDir() { return qEnvironmentVariable("TURNSCOPE_SOURCE_DIR"); }

// The kernel's kinds' sentences (Narration) as source texts.
std::vector<Narrator::SourceText> commonTexts()
{
    return {{"Narration", "%1 decides: %2"},
            {"Narration", "A random number below %1 is drawn: %2"},
            {"Narration", "%1's %2 changes from %3 to %4"},
            {"Narration", "You set %1's %2 from %3 to %4 (your edit, not a rule)"},
            {"Narration", "The state's fingerprint is noted, so a replay can check it reached the same state"},
            {"Narration", "The game is over: %1"}};
}

}  // namespace

class TestNarration : public QObject {
    Q_OBJECT
private slots:
    void everyKindHasATemplate_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const RulesetUi* ui : ts::gui::allRulesetUis())
            QTest::addRow("%s", std::string(ui->id()).c_str()) << fromView(ui->id());
    }
    void everyKindHasATemplate()
    {
        QFETCH(QString, ruleset);
        const RulesetUi* ui = ts::gui::findRulesetUi(ruleset.toStdString());
        QVERIFY(ui);
        const Narrator* narrator = ui->narrator();
        QVERIFY2(narrator, "the ruleset has no narrator");
        const QStringList registered = registeredKinds(ui->id());
        QVERIFY(!registered.isEmpty());
        const QStringList narrated = narrator->narratedKinds();
        QStringList missing, unknown;
        for (const QString& k : registered)
            if (!narrated.contains(k))
                missing << k;
        for (const QString& k : narrated)
            if (!registered.contains(k) || narrated.count(k) > 1)
                unknown << k;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("kinds without a template: ") + missing.join(QStringLiteral(", "))));
        QVERIFY2(unknown.isEmpty(),
                 qPrintable(QStringLiteral("templates of no registered kind, or twice: ") +
                            unknown.join(QStringLiteral(", "))));
    }

    void everyKernelKindIsNarrated()
    {
        ts::Trace trace;
        for (const ts::KindInfo& k : ts::KindRegistry::instance().all()) {
            if (k.id >= ts::kFirstRulesetKind)
                continue;
            ts::Event e;
            e.kind = k.id;
            QVERIFY2(!Narration::commonSentence(trace, nullptr, e).isNull(), k.name.data());
        }
        QCOMPARE(Narration::commonKinds().size(), 6);
    }

    void everyTemplateIsTranslated_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("language");
        for (const RulesetUi* ui : ts::gui::allRulesetUis())
            for (const char* lang : {"ja", "zh_CN"})
                QTest::addRow("%s-%s", std::string(ui->id()).c_str(), lang)
                    << fromView(ui->id()) << QString::fromLatin1(lang);
        for (const char* lang : {"ja", "zh_CN"})
            QTest::addRow("kernel-%s", lang) << QString() << QString::fromLatin1(lang);
    }
    void everyTemplateIsTranslated()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, language);
        QVERIFY2(!sourceDir().isEmpty(), "TURNSCOPE_SOURCE_DIR is not set");
        QStringList missing;
        if (ruleset.isEmpty()) {
            missing = untranslated(commonTexts(),
                                   sourceDir() + QStringLiteral("/resources/translations/turnscope_") + language +
                                       QStringLiteral(".ts"),
                                   QStringLiteral(":/i18n/turnscope_") + language + QStringLiteral(".qm"));
        } else {
            const Narrator* narrator = ts::gui::findRulesetUi(ruleset.toStdString())->narrator();
            QVERIFY(narrator);
            QVERIFY(!narrator->sourceTexts().empty());
            missing = untranslated(
                narrator->sourceTexts(),
                QStringLiteral("%1/resources/translations/%2/turnscope_%2_%3.ts").arg(sourceDir(), ruleset, language),
                QStringLiteral(":/i18n/turnscope_%1_%2.qm").arg(ruleset, language));
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QString::number(missing.size()) + QStringLiteral(" text(s) not translated:\n") +
                            missing.join(QLatin1Char('\n'))));
    }

    // The checks above can fail: a text nobody translated is reported.
    void anUntranslatedTextIsReported()
    {
        const QStringList missing =
            untranslated({{"Narration", "no such sentence %1"}},
                         sourceDir() + QStringLiteral("/resources/translations/turnscope_ja.ts"),
                         QStringLiteral(":/i18n/turnscope_ja.qm"));
        QCOMPARE(missing, QStringList{QStringLiteral("not in the .ts file: no such sentence %1")});
    }

    void fillSubstitutesOnce()
    {
        using ts::gui::TableNarrator;
        QCOMPARE(
            TableNarrator::fill(QStringLiteral("%1 hits %2, %2 falls"), {QStringLiteral("A%2"), QStringLiteral("B")}),
            QStringLiteral("A%2 hits B, B falls"));
        QCOMPARE(TableNarrator::fill(QStringLiteral("%3 and 100%"), {QStringLiteral("x")}),
                 QStringLiteral("%3 and 100%"));
    }

    // Events from a file are untrusted: every kind of every ruleset, with extreme arguments,
    // unknown entities and extreme detail events after it, narrates to a bounded sentence.
    void extremeArgumentsNeverCrash_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("value");
        for (const RulesetUi* ui : ts::gui::allRulesetUis())
            for (int v : {std::numeric_limits<int>::min(), -1, 0, 1, 2, 3, 255, 256, std::numeric_limits<int>::max()})
                QTest::addRow("%s/%d", std::string(ui->id()).c_str(), v) << fromView(ui->id()) << v;
    }
    void extremeArgumentsNeverCrash()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, value);
        const RulesetUi* ui = ts::gui::findRulesetUi(ruleset.toStdString());
        const ts::Ruleset* core = ts::findRuleset(ui->id());
        QVERIFY(ui && core);
        std::vector<ts::KindId> kinds;
        for (const ts::KindInfo& k : ts::KindRegistry::instance().all())
            if (fromView(k.name).startsWith(ruleset + QLatin1Char('.')) || k.id < ts::kFirstRulesetKind)
                kinds.push_back(k.id);
        for (ts::KindId kind : kinds) {
            ts::Trace trace;
            trace.entityNames.push_back("Unit");
            ts::Event e;
            e.kind = kind;
            e.clause = 60000;
            e.subject[0] = 1;
            e.subject[1] = 0xffffffffu;
            for (std::int32_t& a : e.arg)
                a = value;
            trace.append(e);
            // Its detail: every kind once, deeper, with the same arguments.
            for (ts::KindId k : kinds) {
                ts::Event d = e;
                d.kind = k;
                d.depth = 1;
                d.subject[0] = 0xffffffffu;
                d.subject[1] = 1;
                trace.append(d);
            }
            const QString sentence = Narration::narrate(trace, core, ui->narrator(), 0);
            QVERIFY2(!sentence.isEmpty(), trace.kindName(kind).c_str());
            QVERIFY2(sentence.size() < 1000, qPrintable(sentence));
        }
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestNarration)
#include "tst_narration.moc"
