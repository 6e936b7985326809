// The rule-text panel follows the cursor and shows the clause of the event there.
#include "gui_support.h"
#include "gui_test_main.h"

#include "panels/rule/ruletextdock.h"
#include "panels/rule/texmath.h"

#include <QApplication>
#include <QFontDatabase>
#include <QMainWindow>

#include <map>

using ts::gui::RuleTextDock;
using ts::gui::SessionController;

class TestRuleTextDock : public QObject {
    Q_OBJECT
private slots:
    void emptyWithoutSession()
    {
        SessionController controller;
        RuleTextDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("ruleTextDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Rule"));
        QVERIFY(dock.clauseId().isEmpty());
    }

    void showsTheClauseOfTheEvent_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("clause");
        QTest::addColumn<QString>("originalContains");
        QTest::addRow("merge") << QStringLiteral("merge-player-x1.json") << QStringLiteral("roguelike.merge")
                               << QStringLiteral("000:merge") << QStringLiteral("左側の Run に行動予定をマージする");
        QTest::addRow("row inserted") << QStringLiteral("case-b.json") << QStringLiteral("roguelike.row-inserted")
                                      << QStringLiteral("000:speed/up") << QStringLiteral("ケース例B");
        QTest::addRow("tokens dealt") << QStringLiteral("case-a.json") << QStringLiteral("roguelike.tokens-dealt")
                                      << QStringLiteral("000:tokens/deal") << QStringLiteral("行動トークン");
        QTest::addRow("decision") << QStringLiteral("case-b.json") << QStringLiteral("decision")
                                  << QStringLiteral("000:run/manual") << QStringLiteral("マニュアル行動");
    }
    void showsTheClauseOfTheEvent()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, kind);
        QFETCH(QString, clause);
        QFETCH(QString, originalContains);
        SessionController controller;
        RuleTextDock dock(&controller);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", qPrintable(scenario))));
        const auto seq = ts::test::firstEventOfKind(*controller.session(), kind.toStdString());
        QVERIFY(seq.has_value());
        controller.seekNow(*seq);
        QCOMPARE(dock.clauseId(), clause);
        QVERIFY(dock.clauseText().isKnown());
        QVERIFY(!dock.clauseText().statement.isEmpty());
        QVERIFY2(dock.originalPlainText().contains(originalContains), qPrintable(dock.originalPlainText()));
        const ts::Event e = controller.session()->trace().at(*seq);
        QCOMPARE(dock.eventLine(), QString::fromStdString(controller.render()->line(e)));
    }

    void refinementAndGameEnd()
    {
        SessionController controller;
        RuleTextDock dock(&controller);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "case-a.json")));
        const auto end = ts::test::firstEventOfKind(*controller.session(), "game-end");
        QVERIFY(end.has_value());
        controller.seekNow(*end);
        QCOMPARE(dock.clauseId(), QStringLiteral("000:table/order#game-end"));
        QVERIFY(dock.clauseText().isRefinement());
        QVERIFY(dock.clauseText().original.isEmpty());
        QVERIFY(!dock.clauseText().note.isEmpty());
        // The page says what the clause is a refinement of, its statement and its note.
        const QString top = dock.statementText();
        QVERIFY2(top.contains(QStringLiteral("refinement of 000:table/order")), qPrintable(top));
        QVERIFY2(top.contains(dock.clauseText().statement), qPrintable(top));
        QVERIFY2(top.contains(dock.clauseText().note), qPrintable(top));
        QVERIFY(dock.originalPlainText().isEmpty());
    }

    // The statement is on the page, above the passages, and not in originalPlainText.
    // The seeds' inline TeX as text: symbols as characters, _ and ^ as sub- and superscripts.
    void texMath_data()
    {
        QTest::addColumn<QString>("tex");
        QTest::addColumn<QString>("html");
        QTest::addRow("symbol") << QStringLiteral("\\Phi") << QStringLiteral("<i>Φ</i>");
        QTest::addRow("spaces kept") << QStringLiteral("\\forall s\\in \\Phi") << QStringLiteral("<i>∀ s∈ Φ</i>");
        QTest::addRow("subscript group") << QStringLiteral("E_{S(e)}") << QStringLiteral("<i>E<sub>S(e)</sub></i>");
        QTest::addRow("script letters, braces")
            << QStringLiteral("\\mathcal{M} = \\{\\mathcal{S},\\mathcal{I}\\}") << QStringLiteral("<i>ℳ = {𝒮,ℐ}</i>");
        QTest::addRow("superscript") << QStringLiteral("\\mathcal{S}\\times \\mathcal{E}^n")
                                     << QStringLiteral("<i>𝒮× ℰ<sup>n</sup></i>");
        QTest::addRow("unknown command as written")
            << QStringLiteral("a \\frob b") << QStringLiteral("<i>a \\frob b</i>");
        QTest::addRow("html escaped") << QStringLiteral("a<b") << QStringLiteral("<i>a&lt;b</i>");
    }
    void texMath()
    {
        QFETCH(QString, tex);
        QFETCH(QString, html);
        QCOMPARE(ts::gui::TexMath::toHtml(tex), html);
    }

    // Seed 004's definitions ($\forall s\in \Phi$ …) show as text, no dollar or backslash left.
    void seedTexShownAsText()
    {
        SessionController none;
        RuleTextDock dock(&none);
        int withTex = 0;
        for (const QString& id : {QStringLiteral("004:phase"), QStringLiteral("004:instruction")}) {
            dock.presentClause(id);
            const QString text = dock.originalPlainText();
            QVERIFY2(!text.contains(QLatin1Char('$')) && !text.contains(QStringLiteral("\\")),
                     qPrintable(id + QLatin1Char(' ') + text));
            withTex += text.contains(QStringLiteral("∀")) || text.contains(QStringLiteral("Φ"));
        }
        QVERIFY(withTex > 0);
        // Its fenced blocks ("```", "```cpp") show as code, without a stray backtick.
        for (const QString& id :
             {QStringLiteral("004:phase"), QStringLiteral("004:address"), QStringLiteral("004:zone/dice")}) {
            dock.presentClause(id);
            QVERIFY2(!dock.originalPlainText().contains(QLatin1Char('`')),
                     qPrintable(id + QLatin1Char(' ') + dock.originalPlainText()));
        }
        QCOMPARE(ts::gui::TexMath::replaceSpans(QStringLiteral("a $5 b"), [](const QString& t) { return t; }),
                 QStringLiteral("a $5 b"));  // a lone dollar stays
    }

    void statementAbovePassages()
    {
        SessionController none;
        RuleTextDock dock(&none);
        dock.presentClause(QStringLiteral("000:merge"));
        QVERIFY(dock.statementText().contains(dock.clauseText().statement));
        QVERIFY(dock.statementText().contains(QStringLiteral("Original")));
        QVERIFY(!dock.originalPlainText().contains(dock.clauseText().statement));
        QVERIFY(dock.originalPlainText().contains(QStringLiteral("左側の Run に行動予定をマージする")));
        QVERIFY(!dock.statementText().contains(QStringLiteral("左側の Run に行動予定をマージする")));
    }

    // Showing another clause again (a kept page) lays nothing out: no layout request reaches
    // the panel or the window, whose layouts would otherwise measure every panel's text again.
    void anotherClauseLaysNothingOut()
    {
        SessionController none;
        QMainWindow window;
        auto* dock = new RuleTextDock(&none, &window);
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.setCentralWidget(new QWidget);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList ids{QStringLiteral("000:merge"), QStringLiteral("003:energy/spend"),
                              QStringLiteral("000:table/order#game-end"), QString()};
        for (const QString& id : ids) {
            dock->presentClause(id);
            QApplication::processEvents();
        }
        struct Counter : QObject {
            int requests = 0;
            bool eventFilter(QObject*, QEvent* e) override
            {
                requests += e->type() == QEvent::LayoutRequest;
                return false;
            }
        } counter;
        for (QWidget* w : {static_cast<QWidget*>(&window), static_cast<QWidget*>(dock), dock->widget()})
            w->installEventFilter(&counter);
        for (int round = 0; round < 2; ++round)
            for (const QString& id : ids) {
                dock->presentClause(id);
                QApplication::processEvents();
                QCOMPARE(dock->clauseId(), id);
            }
        QCOMPARE(counter.requests, 0);
    }

    // Moving within one clause only changes the event line.
    void followsTheCursor()
    {
        SessionController controller;
        RuleTextDock dock(&controller);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "merge-player-x1.json")));
        const auto first = ts::test::firstEventOfKind(*controller.session(), "roguelike.merge");
        QVERIFY(first.has_value());
        controller.seekNow(*first);
        const QString line = dock.eventLine();
        controller.seekNow(0);
        QVERIFY(dock.clauseId() != QStringLiteral("000:merge") || dock.eventLine() != line);
        controller.seekNow(*first);
        QCOMPARE(dock.eventLine(), line);
    }

    // Seed passages, once laid out, are kept per clause: coming back to a clause shows the
    // same passage, pixel for pixel, as its first showing; a palette change lays them out
    // again in the new colours.
    void keptPassagesShowTheirOwnClause()
    {
        SessionController controller;
        const QString a = QStringLiteral("003:energy/spend"), b = QStringLiteral("000:merge");
        RuleTextDock dock(&controller);
        dock.resize(520, 600);
        auto freshText = [](const QString& id) {
            SessionController none;
            RuleTextDock fresh(&none);
            fresh.presentClause(id);
            return fresh.originalPlainText();
        };
        std::map<QString, QImage> first;
        for (const QString& id : {a, b, a, b, QString(), a, b}) {
            dock.presentClause(id);
            if (id.isEmpty()) {
                QVERIFY(dock.originalPlainText().isEmpty());
                continue;
            }
            QCOMPARE(dock.originalPlainText(), freshText(id));
            const QImage picture = dock.grab().toImage();
            if (first.count(id))
                QVERIFY2(picture == first[id], qPrintable(id));
            else
                first[id] = picture;
        }
        QCOMPARE(first.size(), std::size_t(2));
        QVERIFY(first[a] != first[b]);
        QPalette other = dock.palette();
        other.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x24));
        other.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
        other.setColor(QPalette::Mid, QColor(0x90, 0x40, 0x40));
        dock.setPalette(other);
        const QImage recoloured = dock.grab().toImage();
        QVERIFY(recoloured != first[b]);
        QCOMPARE(dock.originalPlainText(), freshText(b));
        dock.presentClause(a);
        dock.presentClause(b);
        QVERIFY2(dock.grab().toImage() == recoloured, "kept in the new colours");
    }

    void cjkFont()
    {
        const QFont f = RuleTextDock::originalFont(false);
        if (!QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK JP")))
            QSKIP("Noto Sans CJK JP is not installed (fonts-noto-cjk)");
        QCOMPARE(f.families().value(0), QStringLiteral("Noto Sans CJK JP"));
        QVERIFY(QFontDatabase::writingSystems(f.families().value(0)).contains(QFontDatabase::Japanese));
    }

    // For a human: the panel on the merge rule (seed 000) and on a rule of the energy loop.
    void grab()
    {
        SessionController controller;
        RuleTextDock dock(&controller);
        dock.resize(560, 720);
        QVERIFY(ts::test::openAndRun(controller, ts::test::samplePath("roguelike", "merge-player-x1.json")));
        controller.seekNow(*ts::test::firstEventOfKind(*controller.session(), "roguelike.merge"));
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-rule.png")));
        // No engine cites seed 003 yet: show one of its clauses directly.
        dock.presentClause(QStringLiteral("003:energy/spend"));
        QCOMPARE(dock.clauseId(), QStringLiteral("003:energy/spend"));
        QVERIFY(dock.originalPlainText().contains(QStringLiteral("actor.energy -= self.ENERGY_COST")));
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-rule-003.png")));
        dock.presentClause(QStringLiteral("004:phase"));  // seed 004's inline TeX as text
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-rule-004-tex.png")));
        // The project's own refinement, with its note, on the game's last event.
        controller.seekNow(controller.session()->size() - 1);
        QCOMPARE(dock.clauseId(), QStringLiteral("000:table/order#game-end"));
        QVERIFY(ts::test::grabTo(dock, QStringLiteral("/tmp/turnscope-rule-game-end.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestRuleTextDock)
#include "tst_ruletextdock.moc"
