// The clause texts of seed 004 (resources/clauses/events/seed-004.json): every clause the
// engine cites has the statement of its clause table and the seed's passage, copied line for
// line (tst_clausetexts checks every passage against the seed file); the project's own
// refinements say that the seed is silent.
#include "gui_support.h"
#include "gui_test_main.h"

#include "session/headless/clausetexts.h"

#include "kernel/clauses.h"

using ts::gui::ClauseText;
using ts::gui::ClauseTexts;

class TestEventsClauseTexts : public QObject {
    Q_OBJECT
private slots:
    void everyClauseHasItsText_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("statement");
        int count = 0;
        for (const ts::ClauseInfo& c : ts::clauseTable())
            if (c.id.starts_with("004:")) {
                ++count;
                QTest::addRow("%s", std::string(c.id).c_str())
                    << QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()))
                    << QString::fromUtf8(c.statement.data(), static_cast<qsizetype>(c.statement.size()));
            }
        QVERIFY(count >= 15);
    }
    void everyClauseHasItsText()
    {
        QFETCH(QString, id);
        QFETCH(QString, statement);
        const ClauseText t = ClauseTexts::bundled().find(id);
        QVERIFY(t.isKnown());
        QCOMPARE(t.textId, id);
        QVERIFY(!t.isInherited());
        QCOMPARE(t.statement, statement);
        QCOMPARE(t.seed, QStringLiteral("004"));
        if (id.contains(QLatin1Char('#'))) {
            QVERIFY(t.original.isEmpty());
            QVERIFY(t.passages.isEmpty());
            QVERIFY(t.note.contains(QLatin1String("silent")));
            return;
        }
        QVERIFY(!t.original.trimmed().isEmpty());
        QVERIFY(!t.section.isEmpty());
        QVERIFY(!t.passages.isEmpty());
    }

    // The pseudo-code of the event loop is quoted as code, line for line.
    void theLoopIsQuoted()
    {
        const ClauseText t = ClauseTexts::bundled().find(QStringLiteral("004:queue/prepend"));
        QVERIFY(t.original.contains(QStringLiteral("q = elist + q")));
        QCOMPARE(t.passages.front().format, ts::gui::ClausePassage::Format::Code);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventsClauseTexts)
#include "tst_eventsclausetexts.moc"
