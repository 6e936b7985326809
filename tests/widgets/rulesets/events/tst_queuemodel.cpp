// The queue panel against the engine at chosen events: a pop (the event being processed),
// the answers gathered before they go in front, the queue after the prepend, the saved queue
// of an interrupt with the phase it returns to, and the recovery; the line of the seed's loop
// the event at the cursor carries out. The model is under QAbstractItemModelTester.
#include "gui_events_support.h"
#include "gui_test_main.h"

#include "rulesets/events/queuedock.h"
#include "rulesets/events/queuemodel.h"

#include <QAbstractItemModelTester>
#include <QTreeView>

using namespace ts;
using namespace ts::test;
using gui::QueueModel;
using gui::QueueSnapshot;
using Group = QueueSnapshot::GroupKind;

namespace {

struct Fixture {
    gui::SessionController controller;
    QueueModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    bool open(const char* file) { return openSample(controller, "events", file); }
    void at(Seq seq)
    {
        controller.seekNow(seq);
        model.setSnapshot(QueueSnapshot::build(eventsAt(controller), controller.session()->trace(), seq));
    }
    QStringList nodes(Group g, int ordinal = 0) const
    {
        QStringList out;
        const QModelIndex group = model.groupIndex(g, ordinal);
        for (int r = 0; r < model.rowCount(group); ++r)
            out << model.index(r, QueueModel::NodeColumn, group).data().toString();
        return out;
    }
};

}  // namespace

class TestQueueModel : public QObject {
    Q_OBJECT
private slots:
    // Issue 43: the answers gathered for Bob's damage, by Alice's support and then her card
    // in hand; the seeded queue at its first pop, with where its events come from.
    void handAnswersAndSeededQueue()
    {
        Fixture f;
        QVERIFY(f.open("hand-reaction.json"));
        const Session& s = *f.controller.session();
        const Seq over = firstOf(s, "events.over", firstOf(s, "events.pop", firstOf(s, "events.answer")));
        f.at(over);
        const QModelIndex answers = f.model.groupIndex(Group::Answers, 0);
        QStringList by;
        for (int r = 0; r < f.model.rowCount(answers); ++r)
            by << f.model.index(r, QueueModel::AnsweredByColumn, answers).data().toString();
        QCOMPARE(by,
                 QStringList({QStringLiteral("Alice.Ledger #1"), QStringLiteral("Alice.Riposte #1"),
                              QStringLiteral("Bob.Noelle")}));
        QVERIFY(f.open("seeded-queue.json"));
        f.at(firstOf(*f.controller.session(), "events.pop"));
        const QModelIndex queue = f.model.groupIndex(Group::Queue, 0);
        QCOMPARE(f.model.rowCount(queue), 1);  // e2 waits; e1 is being processed
        QCOMPARE(f.model.index(0, QueueModel::AnsweredByColumn, queue).data().toString(),
                 QStringLiteral("scenario queue"));
    }

    void groupsAtEachStep()
    {
        Fixture f;
        QVERIFY(f.open("answers-first.json"));
        const Session& s = *f.controller.session();
        const Seq skill = *findEvent(s.trace(), "events.instruction", 0, [](const Event& e) { return e.arg[1] == 3; });
        // Pushed: the instruction's two events.
        f.at(firstOf(s, "events.push", skill) + 1);
        QCOMPARE(f.nodes(Group::Queue), QStringList({QStringLiteral("#0"), QStringLiteral("#1")}));
        QVERIFY(f.nodes(Group::Current).isEmpty());
        // Popped: use-skill is being processed, pass-turn waits.
        const Seq pop = firstOf(s, "events.pop", skill);
        f.at(pop);
        QCOMPARE(f.nodes(Group::Current), QStringList({QStringLiteral("#0")}));
        QCOMPARE(f.nodes(Group::Queue), QStringList({QStringLiteral("#1")}));
        QVERIFY(f.model.snapshot().stage.contains(QStringLiteral("q.pop(0)")));
        // Two listeners answered, the over event appended: three answers, not yet in the queue.
        const Seq over = firstOf(s, "events.over", pop);
        f.at(over);
        QCOMPARE(f.nodes(Group::Answers),
                 QStringList({QStringLiteral("#2"), QStringLiteral("#3"), QStringLiteral("#4")}));
        QCOMPARE(f.nodes(Group::Queue), QStringList({QStringLiteral("#1")}));
        QVERIFY(f.model.snapshot().stage.contains(QStringLiteral("elist.append(over(event))")));
        // q = elist + q.
        const Seq prepend = firstOf(s, "events.prepend", pop);
        f.at(prepend);
        QVERIFY(f.nodes(Group::Answers).isEmpty());
        QVERIFY(f.nodes(Group::Current).isEmpty());
        QCOMPARE(f.nodes(Group::Queue),
                 QStringList({QStringLiteral("#2"), QStringLiteral("#3"), QStringLiteral("#4"), QStringLiteral("#1")}));
        QVERIFY(f.model.snapshot().stage.contains(QStringLiteral("q = elist + q")));
        QCOMPARE(f.model.snapshot().queued(), 4);
        QVERIFY(f.model.snapshot().headline.startsWith(QStringLiteral("Phase Combat · 4 queued")));
    }

    void savedQueue()
    {
        Fixture f;
        QVERIFY(f.open("interrupt-saved.json"));
        const Session& s = *f.controller.session();
        const Seq save = firstOf(s, "events.save");
        f.at(save);
        QCOMPARE(f.model.rowCount(), 4);  // current, answers, queue, one saved queue
        QVERIFY(f.nodes(Group::Queue).isEmpty());
        QCOMPARE(f.nodes(Group::Saved).size(), 3);
        QVERIFY(f.model.groupIndex(Group::Saved)
                    .data()
                    .toString()
                    .contains(QStringLiteral("back in RoundEnd after Alice chooses")));
        QVERIFY(f.model.snapshot().headline.contains(QStringLiteral("Phase DeathSwap")));
        QVERIFY(f.model.snapshot().headline.contains(QStringLiteral("saved queue")));
        const Seq recover = firstOf(s, "events.recover", save);
        f.at(recover);
        QCOMPARE(f.model.rowCount(), 3);
        QCOMPARE(f.nodes(Group::Queue).size(), 3);
        QVERIFY(f.model.snapshot().stage.contains(QStringLiteral("load_queue")));
    }

    void dockPictures()
    {
        gui::SessionController controller;
        QVERIFY(openSample(controller, "events", "interrupt-saved.json"));
        gui::QueueDock dock(&controller);
        QAbstractItemModelTester tester(dock.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock.resize(620, 420);
        controller.seekNow(firstOf(*controller.session(), "events.save"));
        QVERIFY(dock.headline().contains(QStringLiteral("DeathSwap")));
        QVERIFY(saveGrab(dock, QStringLiteral("events-queue-saved.png")));
        const Seq prepend =
            firstOf(*controller.session(), "events.prepend", firstOf(*controller.session(), "events.signal", 1) + 1);
        controller.seekNow(prepend);
        QVERIFY(!dock.stage().isEmpty());
        QVERIFY(saveGrab(dock, QStringLiteral("events-queue-prepend.png")));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestQueueModel)
#include "tst_queuemodel.moc"
