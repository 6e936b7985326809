// InspectorModel: the state at the cursor as a tree; the leaves a write event changed are
// marked and show the new value (and one event earlier the old one); the tree keeps its
// shape (no reset) across moves that keep it; array elements are named; JSON paths map to
// indexes and back; everything under QAbstractItemModelTester.
#include "gui_support.h"
#include "gui_test_main.h"
#include "large_scenario.h"

#include "panels/inspector/inspectormodel.h"

#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"

#include <nlohmann/json.hpp>

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFont>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ts;
using gui::InspectorModel;

namespace {

// Kept at namespace scope: moc does not see a Q_OBJECT class with a raw string inside.
const char* const kBefore =
    R"({"units": [{"name": "Ann", "hp": 3, "tags": ["a"]}, {"name": "Bob", "hp": 5, "tags": []}],
                               "rows": [{"unit": "Ann", "speed": "x2", "cells": [{"run": 1, "n": 1}]}],
                               "odd/key": {"~x": 1}, "cards": [{"id": "Snipe", "uid": 3}, {"id": 7}], "flag": true})";
const char* const kNow = R"({"units": [{"name": "Ann", "hp": 2, "tags": ["a"]}, {"name": "Bob", "hp": 5, "tags": []}],
                            "rows": [{"unit": "Ann", "speed": "x2", "cells": [{"run": 1, "n": 1}]}],
                            "odd/key": {"~x": 1}, "cards": [{"id": "Snipe", "uid": 3}, {"id": 7}], "flag": false})";

QStringList changedPaths(const InspectorModel& m, const QModelIndex& parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        if (i.data(gui::ChangedRole).toBool())
            out << i.data(InspectorModel::PathRole).toString();
        out << changedPaths(m, i);
    }
    return out;
}

QString valueAt(const InspectorModel& m, const QString& path)
{
    const QModelIndex i = m.indexForPath(path);
    return i.siblingAtColumn(InspectorModel::ValueColumn).data().toString();
}

}  // namespace

class TestInspectorModel : public QObject {
    Q_OBJECT
private slots:
    void writeEventMarksTheChangedLeaf()
    {
        gui::SessionController controller;
        InspectorModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        // The first token spent by the Player: write Player.tokens 2 -> 1 (000:tokens/spend).
        const auto write = test::findEvent(*controller.session(), "write", 0, [&](const Event& e) {
            return e.subject[0] == 1 && e.arg[0] == roguelike::field(roguelike::Field::Tokens) &&
                controller.session()->trace().clauseName(e.clause) == "000:tokens/spend";
        });
        QVERIFY(write);
        controller.seekNow(*write);

        const QString leaf = QStringLiteral("/units/0/tokens");
        const QModelIndex name = model.indexForPath(leaf);
        QVERIFY(name.isValid());
        QCOMPARE(model.pathOf(name), leaf);
        QCOMPARE(name.data().toString(), QStringLiteral("tokens"));
        const QModelIndex value = name.siblingAtColumn(InspectorModel::ValueColumn);
        QCOMPARE(value.data().toString(), QStringLiteral("1"));
        QVERIFY(value.data(gui::ChangedRole).toBool());
        QVERIFY(name.data(gui::ChangedRole).toBool());
        QCOMPARE(value.data(InspectorModel::PreviousValueRole).toString(), QStringLiteral("2"));
        QVERIFY(value.data(Qt::BackgroundRole).isValid());
        QVERIFY(value.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(value.data(Qt::ToolTipRole).toString().contains(QStringLiteral("2 → 1")));
        // The Player's token count, and the table's copy of it on both Player rows: nothing else.
        QCOMPARE(changedPaths(model),
                 (QStringList{QStringLiteral("/table/rows/0/tokens"), QStringLiteral("/table/rows/1/tokens"),
                              QStringLiteral("/units/0/tokens")}));
        QCOMPARE(model.changedCount(), 3);
        // Containers say a change is inside.
        QVERIFY(model.indexForPath(QStringLiteral("/units/0")).data(InspectorModel::ContainsChangeRole).toBool());
        QVERIFY(!model.indexForPath(QStringLiteral("/units/1")).data(InspectorModel::ContainsChangeRole).toBool());
        QVERIFY(!model.indexForPath(QStringLiteral("/units/0/hp")).data(gui::ChangedRole).toBool());
        QVERIFY(!model.indexForPath(QStringLiteral("/units/0/hp")).data(Qt::BackgroundRole).isValid());

        // One event earlier: the old value, not marked.
        controller.seekNow(*write - 1);
        QCOMPARE(valueAt(model, leaf), QStringLiteral("2"));
        QVERIFY(!model.indexForPath(leaf).data(gui::ChangedRole).toBool());

        // The first event has no previous state: nothing is marked.
        controller.seekNow(0);
        QCOMPARE(model.changedCount(), 0);
    }

    void arrayElementsAreNamed()
    {
        gui::SessionController controller;
        InspectorModel model(&controller);
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        controller.seekNow(*test::findEvent(*controller.session(), "roguelike.row-inserted", 1));
        QCOMPARE(model.indexForPath(QStringLiteral("/units/2")).data().toString(), QStringLiteral("Enemy2"));
        QCOMPARE(model.indexForPath(QStringLiteral("/table/rows/4")).data().toString(), QStringLiteral("Enemy1 x2"));
        QCOMPARE(model.indexForPath(QStringLiteral("/table/rows/4/cells/0")).data().toString(),
                 QStringLiteral("Run 1"));
        QCOMPARE(valueAt(model, QStringLiteral("/table/rows/4/inserted")), QStringLiteral("true"));
        QCOMPARE(valueAt(model, QStringLiteral("/units")), QStringLiteral("4 items"));
        QCOMPARE(valueAt(model, QStringLiteral("/scheduler/step")), QStringLiteral("slot"));
        QVERIFY(!model.indexForPath(QStringLiteral("/units/9")).isValid());
        QVERIFY(!model.indexForPath(QStringLiteral("units")).isValid());
    }

    void shapeKeptWithoutReset()
    {
        gui::SessionController controller;
        InspectorModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "case-a.json"));
        const Seq inserted = *test::findEvent(*controller.session(), "roguelike.row-inserted", 0);
        controller.seekNow(inserted + 1);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        const QPersistentModelIndex tokens = model.indexForPath(QStringLiteral("/units/0/tokens"));
        QVERIFY(tokens.isValid());
        controller.stepInto();  // the write of the spent token: same shape
        QCOMPARE(resets.count(), 0);
        QVERIFY(changes.count() >= 1);
        QVERIFY(tokens.isValid());
        QCOMPARE(model.pathOf(tokens), QStringLiteral("/units/0/tokens"));
        QCOMPARE(QModelIndex(tokens).siblingAtColumn(1).data().toString(), QStringLiteral("1"));

        // Before the rule step that inserted "Player x2": one table row less, so a reset.
        const Seq phase = *test::findEvent(*controller.session(), "roguelike.phase-begin", 0);
        controller.seekNow(phase);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(model.indexForPath(QStringLiteral("/table/rows"))), 4);
    }

    void setStatesDirectly()
    {
        InspectorModel model(nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const auto before = nlohmann::json::parse(kBefore);
        const auto now = nlohmann::json::parse(kNow);
        model.setStates(now, before);
        QCOMPARE(changedPaths(model), (QStringList{QStringLiteral("/flag"), QStringLiteral("/units/0/hp")}));
        QCOMPARE(model.indexForPath(QStringLiteral("/units/1")).data().toString(), QStringLiteral("Bob"));
        QCOMPARE(model.indexForPath(QStringLiteral("/rows/0")).data().toString(), QStringLiteral("Ann x2"));
        QCOMPARE(model.indexForPath(QStringLiteral("/rows/0/cells/0")).data().toString(), QStringLiteral("Run 1"));
        QCOMPARE(model.indexForPath(QStringLiteral("/units/0/tags/0")).data().toString(), QStringLiteral("[0]"));
        // A character or a card by its id when it is a name (a number is no name).
        QCOMPARE(model.indexForPath(QStringLiteral("/cards/0")).data().toString(), QStringLiteral("Snipe"));
        QCOMPARE(model.indexForPath(QStringLiteral("/cards/1")).data().toString(), QStringLiteral("[1]"));
        // JSON pointer escaping: "/" is "~1", "~" is "~0".
        const QModelIndex odd = model.indexForPath(QStringLiteral("/odd~1key/~0x"));
        QVERIFY(odd.isValid());
        QCOMPARE(model.pathOf(odd), QStringLiteral("/odd~1key/~0x"));
        QCOMPARE(valueAt(model, QStringLiteral("/units/0")), QStringLiteral("3 fields · 1 changed"));
        QCOMPARE(valueAt(model, QStringLiteral("/units/1/tags")), QStringLiteral("0 items"));

        // A new key is changed ("absent" before); the same shape again is no reset.
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setStates(now, now);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(model.changedCount(), 0);
        auto grown = now;
        grown["units"][1]["mp"] = 4;
        model.setStates(grown, now);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(changedPaths(model), QStringList{QStringLiteral("/units/1/mp")});
        QCOMPARE(model.indexForPath(QStringLiteral("/units/1/mp"))
                     .siblingAtColumn(1)
                     .data(InspectorModel::PreviousValueRole)
                     .toString(),
                 QStringLiteral("(absent)"));
        model.setStates(nlohmann::json(), nlohmann::json());
        QCOMPARE(model.rowCount(), 0);
    }

    // An element's label (its name, id, unit and speed, or run) read again on every state
    // shown: the rows whose label changed are signalled, with their new label, and only those
    // (their other fields are not built here, so nothing else of theirs is shown).
    void changedLabelsAreSignalled()
    {
        InspectorModel model(nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto first = nlohmann::json::parse(R"({"rows": [
            {"name": "Ann", "hp": 1}, {"name": 3, "id": "Snipe"}, {"unit": "Bob", "speed": "x2"},
            {"unit": "Cy", "speed": "x1"}, {"run": 1, "done": false}, {"name": "Dee", "hp": 2}]})");
        model.setStates(first, nlohmann::json());
        const QModelIndex rows = model.indexForPath(QStringLiteral("/rows"));
        QCOMPARE(model.rowCount(rows), 6);
        auto second = first;
        second["rows"][0]["hp"] = 5;  // not a label
        second["rows"][1]["id"] = "Aim";
        second["rows"][2]["speed"] = "x3";
        second["rows"][4]["run"] = 2;
        second["rows"][5]["name"] = "Eve";
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.setStates(second, nlohmann::json());
        QCOMPARE(resets.count(), 0);
        // The rows of /rows signalled (the tester has built every row's fields: hp's own row
        // under /rows/0 is signalled too).
        auto signalledRows = [&] {
            QSet<int> rowsSignalled;
            for (const QList<QVariant>& c : changes) {
                const auto from = c.at(0).value<QModelIndex>(), to = c.at(1).value<QModelIndex>();
                if (from.parent() == rows)
                    for (int r = from.row(); r <= to.row(); ++r)
                        rowsSignalled.insert(r);
            }
            return rowsSignalled;
        };
        // One range per parent: from the first row that changed to the last.
        QCOMPARE(signalledRows(), (QSet<int>{1, 2, 3, 4, 5}));
        QCOMPARE(model.index(1, 0, rows).data().toString(), QStringLiteral("Aim"));
        QCOMPARE(model.index(2, 0, rows).data().toString(), QStringLiteral("Bob x3"));
        QCOMPARE(model.index(3, 0, rows).data().toString(), QStringLiteral("Cy x1"));
        QCOMPARE(model.index(4, 0, rows).data().toString(), QStringLiteral("Run 2"));
        QCOMPARE(model.index(5, 0, rows).data().toString(), QStringLiteral("Eve"));
        // The same labels again, another value changed: no row of /rows to signal.
        changes.clear();
        auto third = second;
        third["rows"][3]["speed"] = "x1";
        third["rows"][0]["hp"] = 6;
        model.setStates(third, nlohmann::json());
        QCOMPARE(resets.count(), 0);
        QVERIFY(!changes.isEmpty());  // /rows/0/hp
        QCOMPARE(signalledRows(), QSet<int>{});
    }

    // The rows that changed are signalled in runs, not as one range from the first to the
    // last: two units far apart do not have every row between them repainted.
    void farApartRowsAreSignalledApart()
    {
        InspectorModel model(nullptr);
        nlohmann::json first;
        for (int i = 0; i < 400; ++i)
            first["units"].push_back({{"name", "u" + std::to_string(i)}, {"hp", 1}});
        model.setStates(first, nlohmann::json());
        const QModelIndex units = model.indexForPath(QStringLiteral("/units"));
        QCOMPARE(model.rowCount(units), 400);
        auto second = first;
        for (int row : {2, 4, 90})
            second["units"][row]["name"] = "renamed";
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.setStates(second, nlohmann::json());
        QSet<int> signalled;
        for (const QList<QVariant>& c : changes) {
            const auto from = c.at(0).value<QModelIndex>(), to = c.at(1).value<QModelIndex>();
            QCOMPARE(from.parent(), units);
            QCOMPARE(from.column(), 0);
            QCOMPARE(to.column(), int(InspectorModel::ValueColumn));
            for (int r = from.row(); r <= to.row(); ++r)
                signalled.insert(r);
        }
        QCOMPARE(signalled, (QSet<int>{2, 3, 4, 90}));  // 2 and 4 close: one run

        // Many runs: one range, the signals stay few.
        auto third = second;
        for (int row = 0; row < 400; row += 6)
            third["units"][row]["name"] = "again";
        changes.clear();
        model.setStates(third, nlohmann::json());
        QCOMPARE(changes.count(), 1);
    }

    // A thousand units: the tree (tens of thousands of nodes) is rebuilt and compared with
    // the previous state on every cursor move; that stays interactive.
    void largeState()
    {
        QTemporaryDir dir;
        const QString path = test::writeLargeScenario(dir.path());
        QVERIFY(!path.isEmpty());
        gui::SessionController controller;
        InspectorModel model(&controller);
        QString error;
        QVERIFY2(controller.openScenario(path, &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return !controller.isBusy(); }, 60000));
        const Seq size = controller.session()->size();
        controller.seekNow(size / 3);
        QCOMPARE(model.rowCount(model.indexForPath(QStringLiteral("/units"))), 1000);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QElapsedTimer timer;
        timer.start();
        constexpr int kMoves = 10;
        for (int i = 1; i <= kMoves; ++i)
            controller.seekNow(size / 3 + static_cast<Seq>(i));
        const qint64 ms = timer.elapsed();
        qInfo("%d cursor moves over a state of 1000 units: %.1f ms each", kMoves, double(ms) / kMoves);
        QCOMPARE(resets.count(), 0);
        QVERIFY2(ms / kMoves < 3000, "a cursor move should stay interactive (generous: sanitizer builds)");
    }

    // The window's inspector builds the states' JSON on another thread. Rapid moves never
    // queue work: one job runs, and when it ends the newest cursor is shown; what is shown
    // then equals the synchronous model's tree.
    void asynchronousFollowsTheNewestCursor()
    {
        gui::SessionController controller;
        InspectorModel async(&controller);
        async.setAsynchronous(true);
        InspectorModel sync(&controller);
        QAbstractItemModelTester tester(&async, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "case-b.json"));
        QTRY_VERIFY(!async.isBuilding());
        QSignalSpy refreshed(&async, &InspectorModel::refreshed);
        const Seq size = controller.session()->size();
        for (Seq i = 0; i < size; i += 7)
            controller.seekNow(i);  // without returning to the event loop: at most one job runs
        QVERIFY(async.isBuilding());
        QTRY_VERIFY(!async.isBuilding());
        QVERIFY(refreshed.count() <= 3);
        QCOMPARE(changedPaths(async), changedPaths(sync));
        QCOMPARE(async.changedCount(), sync.changedCount());
        QCOMPARE(valueAt(async, QStringLiteral("/scheduler/step")), valueAt(sync, QStringLiteral("/scheduler/step")));
        QCOMPARE(valueAt(async, QStringLiteral("/turn")), valueAt(sync, QStringLiteral("/turn")));

        // A job of the previous session is dropped: the tree is the new game's.
        controller.seekNow(size / 2);
        QVERIFY(test::openSample(controller, "roguelike", "nine-units.json"));
        QTRY_VERIFY(!async.isBuilding());
        controller.seekNow(100);
        QTRY_VERIFY(!async.isBuilding());
        QCOMPARE(async.rowCount(async.indexForPath(QStringLiteral("/units"))), 9);
        QCOMPARE(changedPaths(async), changedPaths(sync));
    }

    void walkUnderTester()
    {
        gui::SessionController controller;
        InspectorModel model(&controller);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(test::openSample(controller, "roguelike", "case-b.json"));
        const Seq size = controller.session()->size();
        for (Seq i = 0; i < size; i += 3)
            controller.seekNow(i);
        controller.seekNow(30);
        for (int i = 0; i < 10; ++i)
            controller.stepBackInto();
        for (int i = 0; i < 10; ++i)
            controller.stepInto();
        controller.forkAt(1, roguelike::RoguelikeGame::toAnswer(roguelike::Action{roguelike::ActionKind::Wait}));
        QVERIFY(QTest::qWaitFor([&] { return !controller.isBusy(); }, 20000));
        controller.seekNow(controller.session()->size() - 1);
        QCOMPARE(model.rowCount(model.indexForPath(QStringLiteral("/table/rows"))), 4);
        QVERIFY(test::openSample(controller, "roguelike", "nine-units.json"));
        controller.seekNow(100);
        QCOMPARE(model.rowCount(model.indexForPath(QStringLiteral("/units"))), 9);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestInspectorModel)
#include "tst_inspectormodel.moc"
