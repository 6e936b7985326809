// The event tree panel over the duel: the model (under QAbstractItemModelTester from before
// it is filled) against the engine's tree at chosen events: the use-skill answered by Diluc,
// the damage whose answer the interrupt dropped, the choice in DeathSwap, the recovered
// events; the part still queued is faint, the event being processed lit, and stepping back
// folds the tree back. Pictures of the dock, light and dark.
#include "gui_events_support.h"
#include "gui_test_main.h"
#include "session/panelstyle.h"

#include "rulesets/events/eventsnames.h"
#include "rulesets/events/eventtreedock.h"
#include "rulesets/events/eventtreemodel.h"

#include <QAbstractItemModelTester>
#include <QTreeView>

using namespace ts;
using namespace ts::test;
using gui::EventTreeModel;
using gui::EventTreeSnapshot;
using Status = EventTreeSnapshot::Status;

namespace {

struct Fixture {
    gui::SessionController controller;
    EventTreeModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    bool open(const char* file) { return openSample(controller, "events", file); }
    void at(Seq seq)
    {
        controller.seekNow(seq);
        model.setSnapshot(EventTreeSnapshot::build(eventsAt(controller), seq));
    }
    QModelIndex node(int id, int column = 0) const { return model.indexOfTreeNode(id, column); }
    Status status(int id) const { return static_cast<Status>(node(id).data(EventTreeModel::StatusRole).toInt()); }
};

}  // namespace

class TestEventTreeModel : public QObject {
    Q_OBJECT
private slots:
    void emptyWithoutSession()
    {
        EventTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(EventTreeSnapshot::empty(QStringLiteral("No session")));
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.snapshot().headline, QStringLiteral("No session"));
    }

    // At Diluc's answer to the use-skill: the use-skill is being processed, the answer just
    // made, pass-turn (a root) still queued; the tree has nothing made later.
    void answerMade()
    {
        Fixture f;
        QVERIFY(f.open("duel.json"));
        const Session& s = *f.controller.session();
        const Seq skill = *findEvent(s.trace(), "events.instruction", 0, [](const Event& e) { return e.arg[1] == 3; });
        const Seq answer = firstOf(s, "events.answer", skill);
        f.at(answer);
        QCOMPARE(f.model.rowCount(), 2);  // roots: use-skill, pass-turn
        QCOMPARE(f.model.rowCount(f.node(0)), 1);
        QCOMPARE(f.status(0), Status::Current);
        QVERIFY(f.node(0).data(EventTreeModel::CurrentRole).toBool());
        QCOMPARE(f.status(1), Status::Queued);
        QCOMPARE(f.status(2), Status::Queued);
        QVERIFY(f.node(2).data(EventTreeModel::AtCursorRole).toBool());
        QCOMPARE(f.node(2, EventTreeModel::AnsweredByColumn).data().toString(), QStringLiteral("Alice.Diluc"));
        QCOMPARE(f.node(2, EventTreeModel::AddressColumn).data().toString(), QStringLiteral("{0, characters, 0}"));
        QVERIFY(f.node(2).data().toString().startsWith(QStringLiteral("#2  damage 3 pyro → Bob.Keqing")));
        QVERIFY(!f.node(3).isValid());  // skill-over: not made yet
        QVERIFY(f.model.snapshot().headline.contains(QStringLiteral("Alice's instruction")));
    }

    // Issue 43: a hand card's answer shows the card and its hand address; the roots of the
    // scenario's queue section say where they come from.
    void handAnswerAndSeededRoots_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("answeredBy");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("headline");
        QTest::addRow("Riposte answers from the hand") << "hand-reaction.json"
                                                       << "Alice.Riposte #1"
                                                       << "{0, hand, 0}"
                                                       << "Bob's instruction";
        QTest::addRow("the scenario's queue") << "seeded-queue.json"
                                              << "scenario queue"
                                              << ""
                                              << "the scenario's queue";
    }
    void handAnswerAndSeededRoots()
    {
        QFETCH(QString, file);
        QFETCH(QString, answeredBy);
        QFETCH(QString, address);
        QFETCH(QString, headline);
        Fixture f;
        QVERIFY(f.open(qPrintable(file)));
        const Session& s = *f.controller.session();
        const auto answers = eventsOfKind(s.trace(), "events.answer", [&](const Event& e) {
            return s.trace().entityName(e.subject[0]) == "Alice.Riposte #1";
        });
        const bool seeded = address.isEmpty();
        QVERIFY(seeded || !answers.empty());
        f.at(seeded ? firstOf(s, "events.pop") : answers.front());
        const int node = seeded ? 0 : s.trace().at(answers.front()).arg[0];
        QCOMPARE(f.node(node, EventTreeModel::AnsweredByColumn).data().toString(), answeredBy);
        QCOMPARE(f.node(node, EventTreeModel::AddressColumn).data().toString(), address);
        QVERIFY2(f.model.snapshot().headline.contains(headline), qPrintable(f.model.snapshot().headline));
    }

    // At the save: the lethal damage is done (with the sword's +1), Resolve's answer is
    // dropped, skill-over and pass-turn wait in the saved queue.
    void interrupted()
    {
        Fixture f;
        QVERIFY(f.open("duel.json"));
        const Session& s = *f.controller.session();
        const Seq save = firstOf(s, "events.save");
        f.at(save);
        QCOMPARE(f.status(2), Status::Done);
        QVERIFY(f.node(2).data().toString().contains(QStringLiteral("damage 4 pyro")));
        QCOMPARE(f.status(4), Status::Dropped);
        QCOMPARE(f.node(4, EventTreeModel::AnsweredByColumn).data().toString(), QStringLiteral("buff:Resolve"));
        QVERIFY(f.node(4).data(Qt::FontRole).value<QFont>().strikeOut());
        QCOMPARE(f.status(3), Status::Saved);
        QCOMPARE(f.status(1), Status::Saved);
        QCOMPARE(f.node(3).data(Qt::ForegroundRole).value<QBrush>().color(), gui::PanelStyle::dimText());
        // The DeathSwap choice joins the same tree as a new root; then the saved events run.
        const Seq recover = firstOf(s, "events.recover", save);
        f.at(recover);
        QCOMPARE(f.status(5), Status::Done);
        QCOMPARE(f.node(5, EventTreeModel::AnsweredByColumn).data().toString(), QStringLiteral("instruction"));
        QCOMPARE(f.status(3), Status::Queued);
        const Seq done = firstOf(s, "events.tree-done", recover);
        f.at(done);
        for (int id = 0; id < 10; ++id)
            QVERIFY2(f.status(id) == Status::Done || id == 4, qPrintable(QString::number(id)));
        QCOMPARE(f.model.rowCount(f.node(3)), 2);  // Kindling's damage and its discard
    }

    // Stepping back folds the tree back: at each earlier event the rows are exactly the
    // nodes made by then, and the shape only grows as the cursor moves forward.
    void steppingBackFolds()
    {
        Fixture f;
        QVERIFY(f.open("nested-answers.json"));
        const Session& s = *f.controller.session();
        const Seq skill = *findEvent(s.trace(), "events.instruction", 0, [](const Event& e) { return e.arg[1] == 3; });
        const Seq done = firstOf(s, "events.tree-done", skill);
        std::vector<int> counts;
        for (Seq q = skill; q <= done; ++q) {
            f.at(q);
            counts.push_back(static_cast<int>(f.model.snapshot().nodes.size()));
        }
        QVERIFY(std::is_sorted(counts.begin(), counts.end()));
        QCOMPARE(counts.back(), 8);
        for (Seq q = done + 1; q-- > skill;) {
            f.at(q);
            QCOMPARE(static_cast<int>(f.model.snapshot().nodes.size()), counts[static_cast<std::size_t>(q - skill)]);
        }
        // The deepest answer sits three levels under the root.
        f.at(done);
        QModelIndex heal = f.node(6);
        QVERIFY(heal.data().toString().contains(QStringLiteral("heal")));
        int depth = 0;
        for (QModelIndex i = heal; i.parent().isValid(); i = i.parent())
            ++depth;
        QCOMPARE(depth, 3);
    }

    // The dock follows the cursor, and a double-click goes to the event's pop.
    void dockFollowsAndSeeks()
    {
        gui::SessionController controller;
        QVERIFY(openSample(controller, "events", "duel.json"));
        gui::EventTreeDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.resize(900, 420);
        const Session& s = *controller.session();
        const Seq save = firstOf(s, "events.save");
        controller.seekNow(save);
        QCOMPARE(dock.model()->snapshot().nodes.size(), std::size_t(5));
        QVERIFY(dock.headline().contains(QStringLiteral("5 events")));
        const QModelIndex damage = dock.model()->indexOfTreeNode(2);
        emit dock.treeView()->activated(damage);
        QCOMPARE(controller.cursor(), static_cast<Seq>(damage.data(gui::SeqRole).toULongLong()));
        QCOMPARE(s.trace().kindName(s.trace().at(controller.cursor()).kind), std::string("events.pop"));
        controller.seekNow(save);
        QVERIFY(saveGrab(dock, QStringLiteral("events-tree-interrupt.png")));
        controller.seekNow(firstOf(s, "events.over", firstOf(s, "events.recover")));
        QVERIFY(saveGrab(dock, QStringLiteral("events-tree-recovered.png")));
        const QPalette light = QApplication::palette();
        QApplication::setPalette(darkPalette());
        {
            gui::EventTreeDock dark(&controller);
            dark.resize(900, 420);
            controller.seekNow(save);
            QVERIFY(saveGrab(dark, QStringLiteral("events-tree-dark.png")));
        }
        QApplication::setPalette(light);
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestEventTreeModel)
#include "tst_eventtreemodel.moc"
