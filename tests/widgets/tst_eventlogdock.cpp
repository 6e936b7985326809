// EventLogDock: the filter bar drives the filter model, the counts and the busy
// indicator, choices follow the session, and grabs of the panel for a reviewer.
#include "eventlog_test_support.h"
#include "gui_test_main.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogdock.h"
#include "panels/eventlog/eventlogmodel.h"
#include "panels/eventlog/eventlogview.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ts;
using namespace ts::gui;

namespace {

bool waitFiltered(const EventFilterModel& proxy)
{
    return QTest::qWaitFor([&] { return !proxy.isFiltering(); }, 60000);
}

QString counts(qulonglong shown, qulonglong total)
{
    const QLocale locale;
    return QStringLiteral("%1 of %2 events").arg(locale.toString(shown), locale.toString(total));
}

void choose(QComboBox* combo, const QString& text)
{
    const int i = combo->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    combo->setCurrentIndex(i);
    emit combo->activated(i);  // what a user's pick sends
}

}  // namespace

class TestEventLogDock : public QObject {
    Q_OBJECT
private slots:
    void filterBar()
    {
        SessionController controller;
        EventLogDock dock(&controller);
        QCOMPARE(dock.objectName(), QStringLiteral("eventLogDock"));
        QCOMPARE(dock.windowTitle(), QStringLiteral("Event Log"));
        dock.resize(1000, 500);
        dock.show();
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "nine-units.json")));
        const Session& s = *controller.session();
        const auto total = qulonglong(s.size());
        QCOMPARE(dock.countText(), QStringLiteral("%1 events").arg(QLocale().toString(total)));

        // Choices: this ruleset's kinds and the kernel's, the scenario's entities.
        QComboBox* kind = dock.kindCombo();
        QCOMPARE(kind->itemText(0), QStringLiteral("All kinds"));
        QVERIFY(kind->findText(QStringLiteral("move")) > 0);
        QVERIFY(kind->findText(QStringLiteral("decision")) > 0);
        for (int i = 1; i < kind->count(); ++i) {
            const QString full = kind->itemData(i, Qt::ToolTipRole).toString();
            QVERIFY2(!full.contains(QLatin1Char('.')) || full.startsWith(QLatin1String("roguelike.")),
                     qPrintable(full));
        }
        QComboBox* entity = dock.entityCombo();
        QCOMPARE(entity->count(), 1 + 9);
        QCOMPARE(entity->itemText(0), QStringLiteral("All entities"));

        choose(kind, QStringLiteral("move"));
        QVERIFY(waitFiltered(*dock.filterModel()));
        auto expected = test::bruteForce(s, *controller.render(), {"roguelike.move", {}, {}, {}});
        QCOMPARE(dock.countText(), counts(expected.size(), total));

        choose(entity, QStringLiteral("Player2"));
        QVERIFY(waitFiltered(*dock.filterModel()));
        expected = test::bruteForce(s, *controller.render(), {"roguelike.move", {}, "Player2", {}});
        QCOMPARE(dock.countText(), counts(expected.size(), total));
        QCOMPARE(dock.view()->model()->rowCount(), int(expected.size()));

        // Typing waits for a pause before the (expensive) text search starts.
        choose(kind, QStringLiteral("All kinds"));
        choose(entity, QStringLiteral("All entities"));
        QTest::keyClicks(dock.textFilterEdit(), QStringLiteral("player1"));
        QCOMPARE(dock.filterModel()->textFilter(), QString());
        QTRY_COMPARE(dock.filterModel()->textFilter(), QStringLiteral("player1"));
        QVERIFY(waitFiltered(*dock.filterModel()));
        expected = test::bruteForce(s, *controller.render(), {{}, {}, {}, QStringLiteral("player1")});
        QCOMPARE(dock.countText(), counts(expected.size(), total));

        // Enter applies at once.
        dock.textFilterEdit()->clear();
        dock.clauseFilterEdit()->setText(QStringLiteral("000:tokens"));
        emit dock.clauseFilterEdit()->returnPressed();
        QCOMPARE(dock.filterModel()->clausePrefix(), QStringLiteral("000:tokens"));
        QCOMPARE(dock.filterModel()->textFilter(), QString());
        QVERIFY(waitFiltered(*dock.filterModel()));
        expected = test::bruteForce(s, *controller.render(), {{}, QStringLiteral("000:tokens"), {}, {}});
        QCOMPARE(dock.countText(), counts(expected.size(), total));

        // A new session keeps the kind chosen by name.
        choose(kind, QStringLiteral("token-spent"));
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "slow-haste.json")));
        QCOMPARE(kind->currentText(), QStringLiteral("token-spent"));
        QCOMPARE(entity->count(), 1 + 3);
        QVERIFY(waitFiltered(*dock.filterModel()));
        expected = test::bruteForce(*controller.session(), *controller.render(),
                                    {"roguelike.token-spent", QStringLiteral("000:tokens"), {}, {}});
        QCOMPARE(dock.countText(), counts(expected.size(), controller.session()->size()));

        dock.clearFilters();
        QVERIFY(!dock.filterModel()->hasFilter());
        QCOMPARE(kind->currentIndex(), 0);
        QVERIFY(dock.clauseFilterEdit()->text().isEmpty());
        QCOMPARE(dock.countText(),
                 QStringLiteral("%1 events").arg(QLocale().toString(qulonglong(controller.session()->size()))));
    }

    // SessionController::requestEntityFocus (a unit clicked on a map): the log shows that
    // entity's events; an entity the trace does not have is ignored.
    void entityFocusFiltersTheLog()
    {
        SessionController controller;
        EventLogDock dock(&controller);
        QSignalSpy asked(&controller, &SessionController::entityFocusRequested);
        controller.requestEntityFocus(1);  // no session yet: nothing to focus
        QCOMPARE(asked.count(), 0);
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "nine-units.json")));
        const Session& s = *controller.session();
        const EntityId player2 = test::entityId(s.trace(), "Player2");
        controller.requestEntityFocus(player2);
        QCOMPARE(asked.count(), 1);
        QCOMPARE(dock.entityCombo()->currentText(), QStringLiteral("Player2"));
        QCOMPARE(dock.filterModel()->entityFilter(), player2);
        QVERIFY(waitFiltered(*dock.filterModel()));
        const auto expected = test::bruteForce(s, *controller.render(), {{}, {}, "Player2", {}});
        QCOMPARE(dock.view()->model()->rowCount(), int(expected.size()));
        controller.requestEntityFocus(EntityId(s.trace().entityNames.size()));  // past the last entity
        controller.requestEntityFocus(kNoEntity);
        QCOMPARE(asked.count(), 1);
        QCOMPARE(dock.filterModel()->entityFilter(), player2);
    }

    void busyWhileFiltering()
    {
        SessionController controller;
        controller.adopt(test::generatedSession(150, 150), QStringLiteral("generated.json"), true);
        EventLogDock dock(&controller);
        dock.resize(900, 400);
        dock.show();
        auto* busy = dock.findChild<QProgressBar*>(QStringLiteral("eventLogBusy"));
        QVERIFY(busy);
        QVERIFY(!busy->isVisible());
        dock.textFilterEdit()->setText(QStringLiteral("slow staff"));
        dock.applyFilters();
        QVERIFY(dock.filterModel()->isFiltering());
        QVERIFY(busy->isVisible());
        QVERIFY(waitFiltered(*dock.filterModel()));
        QVERIFY(!busy->isVisible());
        const auto expected =
            test::bruteForce(*controller.session(), *controller.render(), {{}, {}, {}, QStringLiteral("slow staff")});
        QCOMPARE(dock.filterModel()->rowCount(), int(expected.size()));
    }

    // Grabs for a human: the whole log with breakpoints and the cursor, and a filtered one.
    void screenshots()
    {
        SessionController controller;
        EventLogDock dock(&controller);
        dock.resize(1100, 480);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(test::openAndRun(controller, test::samplePath("roguelike", "slow-haste.json")));
        const Session& s = *controller.session();
        const auto speed = test::firstEventOfKind(s, "roguelike.speed-change");
        QVERIFY(speed);
        controller.toggleBreakpointAt(*speed);
        controller.seekNow(*speed - 3);
        QTest::qWait(50);

        QTemporaryDir dir;
        const QString inDir = dir.filePath(QStringLiteral("eventlog.png"));
        QVERIFY(dock.grab().save(inDir));
        QVERIFY(QFile::exists(inDir));
        QVERIFY(dock.grab().save(QStringLiteral("/tmp/turnscope-eventlog.png")));

        dock.clauseFilterEdit()->setText(QStringLiteral("000:speed"));
        dock.applyFilters();
        QVERIFY(waitFiltered(*dock.filterModel()));
        QTest::qWait(50);
        QVERIFY(dock.grab().save(QStringLiteral("/tmp/turnscope-eventlog-filtered.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventLogDock)
#include "tst_eventlogdock.moc"
