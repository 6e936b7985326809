// The bundled clause texts: every clause of seeds 000, 002 and 003 that the engine cites
// has the statement of CLAUSES.md and the seed's original passage, copied verbatim.
#include "gui_support.h"
#include "gui_test_main.h"

#include "session/headless/clausetexts.h"

#include "kernel/clauses.h"

#include <QApplication>
#include <QFile>

using ts::gui::ClausePassage;
using ts::gui::ClauseText;
using ts::gui::ClauseTexts;

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The engine's table and CLAUSES.md both write "≥"; a ">=" on either side is the same.
QString normalized(QString s) { return s.replace(QStringLiteral(">="), QString(QChar(0x2265))); }

bool isCheckedSeed(const QString& id)
{
    return id.startsWith(QLatin1String("000:")) || id.startsWith(QLatin1String("002:")) ||
        id.startsWith(QLatin1String("003:"));
}

}  // namespace

class TestClauseTexts : public QObject {
    Q_OBJECT
private slots:
    void loadsWithoutErrors()
    {
        QVERIFY2(ClauseTexts::bundled().errors().isEmpty(),
                 qPrintable(ClauseTexts::bundled().errors().join(QLatin1Char('\n'))));
        QVERIFY(ClauseTexts::bundled().ids().size() >= 26);
    }

    void everyEngineClauseHasItsText_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("statement");
        const auto& table = ts::clauseTable();
        for (std::size_t i = 1; i < table.size(); ++i) {
            const QString id = fromView(table[i].id);
            if (isCheckedSeed(id))
                QTest::addRow("%s", qPrintable(id)) << id << fromView(table[i].statement);
        }
    }
    void everyEngineClauseHasItsText()
    {
        QFETCH(QString, id);
        QFETCH(QString, statement);
        const ClauseText t = ClauseTexts::bundled().find(id);
        QVERIFY(t.isKnown());
        QCOMPARE(t.textId, id);
        QVERIFY(!t.isInherited());
        QCOMPARE(normalized(t.statement), statement);
        if (id.contains(QLatin1Char('#'))) {
            // The project's own refinement: the seed is silent, the note says so.
            QVERIFY(t.original.isEmpty());
            QVERIFY(t.passages.isEmpty());
            QVERIFY(t.note.contains(QLatin1String("silent")));
            return;
        }
        QVERIFY(!t.original.trimmed().isEmpty());
        QVERIFY(!t.section.isEmpty());
        QVERIFY(!t.passages.isEmpty());
        QCOMPARE(t.seed, id.left(3));
    }

    // Every text belongs to a clause the engine knows (a typo would never be shown).
    void everyTextNamesAnEngineClause()
    {
        for (const QString& id : ClauseTexts::bundled().ids())
            QVERIFY2(ts::findClause(id.toStdString()).has_value(), qPrintable(id));
    }

    void refinementFallsBackToItsClause()
    {
        const ClauseText t = ClauseTexts::bundled().find(QStringLiteral("000:run/major#attack"));
        QVERIFY(t.isKnown());
        QVERIFY(t.isRefinement());
        QVERIFY(t.isInherited());
        QCOMPARE(t.id, QStringLiteral("000:run/major#attack"));
        QCOMPARE(t.textId, QStringLiteral("000:run/major"));
        QVERIFY(t.original.contains(QStringLiteral("AIメジャーアクション")));

        const ClauseText own = ClauseTexts::bundled().find(QStringLiteral("000:table/order#game-end"));
        QVERIFY(own.isRefinement());
        QVERIFY(!own.isInherited());
    }

    void unknownClause()
    {
        const ClauseText t = ClauseTexts::bundled().find(QStringLiteral("999:1"));
        QVERIFY(!t.isKnown());
        QCOMPARE(t.id, QStringLiteral("999:1"));
        QVERIFY(t.statement.isEmpty());
    }

    // The originals are the seed's own lines, not retyped: each passage equals its line
    // range of the seed file (the seeds live beside the repository, ../shared/seeds).
    void originalsAreVerbatim_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString& id : ClauseTexts::bundled().ids())
            if (!ClauseTexts::bundled().find(id).passages.isEmpty())
                QTest::addRow("%s", qPrintable(id)) << id;
    }
    void originalsAreVerbatim()
    {
        QFETCH(QString, id);
        const ClauseText t = ClauseTexts::bundled().find(id);
        QFile seed(ts::test::sourceDir() + QStringLiteral("/../shared/seeds/") + t.seedFile);
        if (!seed.open(QIODevice::ReadOnly))
            QSKIP("the seed files are not beside the repository");
        const QStringList lines = QString::fromUtf8(seed.readAll()).split(QLatin1Char('\n'));
        QStringList pieces;
        for (const ClausePassage& p : t.passages) {
            QVERIFY(p.firstLine >= 1 && p.firstLine <= p.lastLine && p.lastLine <= lines.size());
            const QString expected = lines.mid(p.firstLine - 1, p.lastLine - p.firstLine + 1).join(QLatin1Char('\n'));
            QCOMPARE(p.text, expected);
            pieces.append(p.text);
        }
        const QString separator = QLatin1Char('\n') + ClauseTexts::kPassageSeparator + QLatin1Char('\n');
        QCOMPARE(t.original, pieces.join(separator));
    }

    void missingDirectoryIsAnError()
    {
        const ClauseTexts none(QStringLiteral("/nonexistent/clauses"));
        QVERIFY(!none.errors().isEmpty());
        QVERIFY(!none.find(QStringLiteral("000:merge")).isKnown());
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestClauseTexts)
#include "tst_clausetexts.moc"
