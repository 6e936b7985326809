// Decisions (SPEC §2.2, §2.4): forks at a past decision (also on a trace opened from a file), answers from the caller, every legal answer accepted, the manual and AI player policies.
#include "session_test_support.h"

using namespace ts;
using namespace ts::test;

class TestSessionDecisions : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- fork
    void fork_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("action");  // ActionKind
        QTest::addColumn<int>("target");
        QTest::addColumn<int>("arg");
        QTest::addColumn<int>("playerRowsAfter");  // Player rows inserted after the fork point
        QTest::addColumn<int>("rowsAfter");  // any rows inserted after the fork point
        const int wait = int(rl::ActionKind::Wait), drink = int(rl::ActionKind::DrinkSpeedGrass),
                  staff = int(rl::ActionKind::WaveStaff);
        QTest::addRow("#1 wait: no Player x3 row") << 1 << wait << 0 << 0 << 0 << 0;
        QTest::addRow("#0 wait: no Player row at all") << 0 << wait << 0 << 0 << 0 << 0;
        QTest::addRow("#2 drink: already x3") << 2 << drink << 0 << 0 << 0 << 0;
        QTest::addRow("#1 haste Enemy1") << 1 << staff << 2 << int(rl::Staff::Haste) << 0 << 1;
    }

    // case-b.json (drink, drink, wait): answer decision #index differently.
    void fork()
    {
        QFETCH(int, index);
        QFETCH(int, action);
        QFETCH(int, target);
        QFETCH(int, arg);
        QFETCH(int, playerRowsAfter);
        QFETCH(int, rowsAfter);
        const SessionOptions options{.checkpointInterval = 4, .checkpointBytesPerEvent = 0};
        auto s = newSession(test::scenarioPath("case-b.json"), options);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        const auto original = s->decisions();
        QCOMPARE(original.size(), std::size_t(3));
        const auto idx = static_cast<std::size_t>(index);
        const Seq at = original[idx].requestedAt;
        QVERIFY(at > 0 && at < s->size());
        const Trace& t = s->trace();
        const KindId rowInserted = kindId(t, "roguelike.row-inserted");
        auto countRows = [&](Seq from, EntityId who) {
            int c = 0;
            for (Seq i = from; i < t.size(); ++i)
                if (t.at(i).kind == rowInserted && (who == kNoEntity || t.at(i).subject[0] == who))
                    ++c;
            return c;
        };
        QCOMPARE(countRows(0, 1), 2);  // the original: Player x2, then Player x3
        const std::vector<Event> before = eventsOf(t, 0, at);
        const std::uint64_t hashAtFork = s->hashAt(at - 1);

        const Answer a = RoguelikeGame::toAnswer(
            rl::Action{static_cast<rl::ActionKind>(action), static_cast<EntityId>(target), arg});
        QVERIFY(s->seek(s->size() - 1));
        s->fork(idx, a);
        QCOMPARE(s->size(), at);  // the future is cut ...
        QCOMPARE(s->cursor(), at - 1);
        QVERIFY(!s->finished());
        QCOMPARE(s->decisions().size(), idx + 1);
        for (std::size_t i = 0; i < idx; ++i)
            QVERIFY(s->decisions()[i] == original[i]);
        const DecisionRecord& d = s->decisions()[idx];
        QCOMPARE(d.source, AnswerSource::Caller);
        QVERIFY(d.answer == a);
        QCOMPARE(d.requestedAt, at);
        QCOMPARE(d.actor, original[idx].actor);
        for (const auto& c : s->checkpointHashes())
            QVERIFY(c.seq <= at);

        QCOMPARE(s->run(), Session::RunResult::Finished);  // ... and regrown
        QVERIFY(s->finished());
        QVERIFY(s->size() > at);
        QVERIFY(eventsOf(s->trace(), 0, at) == before);
        QCOMPARE(s->hashAt(at - 1), hashAtFork);
        const Event first = s->trace().at(at);
        QCOMPARE(first.kind, kind(CommonKind::Decision));
        QCOMPARE(first.arg[0], index);
        QCOMPARE(countRows(at, 1), playerRowsAfter);
        QCOMPARE(countRows(at, kNoEntity), rowsAfter);
        for (std::size_t i = idx + 1; i < s->decisions().size(); ++i)
            QVERIFY(s->decisions()[i].requestedAt > at);

        // The new history is a game of its own: a replay of its decisions gives the same
        // events, checkpoints and states.
        auto replay = newSession(
            test::scenarioPath("case-b.json"),
            SessionOptions{.checkpointInterval = 4, .checkpointBytesPerEvent = 0, .policyAnswersPlayer = false},
            s->decisions());
        QCOMPARE(replay->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(s->trace(), replay->trace()),
                 qPrintable(divergenceText(diverge(s->trace(), replay->trace()))));
        QVERIFY(replay->decisions() == s->decisions());
        QVERIFY(replay->checkpointHashes() == s->checkpointHashes());
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        for (const auto& [end, hash] : straight.boundaries)
            QVERIFY2(s->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
    }

    void forkErrors()
    {
        auto s = test::runScenarioFile("case-b.json");
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, s->fork(s->decisions().size(), Answer{}));
        QCOMPARE(s->decisions().size(), std::size_t(3));
        QVERIFY(s->finished());
    }

    // A fork on a session opened from a file (its events page in lazily) gives the same
    // history as the same fork on the live session; also across event blocks.
    void forkOnOpenedTrace_data()
    {
        QTest::addColumn<QString>("scenario");  // a file name, or "" for a generated big one
        QTest::addColumn<int>("decisionPercent");
        QTest::addRow("case-b #1") << "case-b.json" << 50;
        QTest::addRow("generated, early decision") << "" << 10;
        QTest::addRow("generated, middle decision") << "" << 50;
        QTest::addRow("generated, late decision") << "" << 90;
    }

    void forkOnOpenedTrace()
    {
        QFETCH(QString, scenario);
        QFETCH(int, decisionPercent);
        const std::string text = scenario.isEmpty() ? bigScenario(100, 20, 99) : std::string();
        auto make = [&](SessionOptions o = {}) {
            return scenario.isEmpty() ? newSessionFromText(text, o)
                                      : newSession(test::scenarioPath(scenario.toLatin1().constData()), o);
        };
        auto live = make();
        QCOMPARE(live->run(), Session::RunResult::Finished);
        if (scenario.isEmpty())
            QVERIFY2(live->size() > 3 * Trace::kBlockEvents, qPrintable(QString::number(live->size())));
        QVERIFY(live->decisions().size() >= 3);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("fork.tstrace")).toStdString();
        saveSession(path, *live);

        const std::size_t index = live->decisions().size() * static_cast<std::size_t>(decisionPercent) / 100;
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        auto opened = openSession(path);
        QCOMPARE(opened->size(), live->size());
        // Page a few blocks in first, as a user looking around would.
        (void)opened->hashAt(opened->size() / 2);
        opened->fork(index, wait);
        live->fork(index, wait);
        QCOMPARE(opened->size(), live->size());
        QCOMPARE(opened->run(), Session::RunResult::Finished);
        QCOMPARE(live->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(live->trace(), opened->trace()),
                 qPrintable(divergenceText(diverge(live->trace(), opened->trace()))));
        QVERIFY(opened->decisions() == live->decisions());
        Pcg32 rng(index, 5);
        for (int k = 0; k < 30; ++k) {
            const Seq q = rng.below(static_cast<std::uint32_t>(live->size()));
            QVERIFY2(opened->hashAt(q) == live->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
        }
        // And the forked history saves and verifies.
        const std::string path2 = dir.filePath(QStringLiteral("forked.tstrace")).toStdString();
        saveSession(path2, *opened);
        RecordedGame g = openRecordedGame(path2);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
    }

    // ---------------------------------------------------------------- caller decisions
    void callerDecisions()
    {
        auto s = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(s->waitingForCaller());
        QVERIFY(!s->finished());
        const EntityId hero = entityId(s->trace(), "Hero");
        QCOMPARE(hero, EntityId(1));
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        int answered = 0;
        Seq lastSize = 0;
        while (s->waitingForCaller()) {
            QCOMPARE(s->pendingRequest().actor, hero);
            QVERIFY(!s->pendingRequest().scripted.has_value());
            const auto legal = s->legalAnswers();
            QVERIFY(!legal.empty());
            QVERIFY(std::find(legal.begin(), legal.end(), wait) != legal.end());
            QVERIFY(s->size() > lastSize);
            lastSize = s->size();
            // Waiting: stepping past the end does not run past the decision.
            QVERIFY(!s->seek(s->size()));
            QCOMPARE(s->size(), lastSize);
            QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
            QCOMPARE(s->size(), lastSize);

            // An answer naming no entity of the game is refused and changes nothing.
            Answer nowhere = wait;
            nowhere.target = static_cast<EntityId>(s->trace().entityNames.size());
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, s->provideAnswer(nowhere));
            QVERIFY(s->waitingForCaller());
            QCOMPARE(s->decisions().size(), std::size_t(answered));

            s->provideAnswer(wait);
            QVERIFY(!s->waitingForCaller());
            ++answered;
            QCOMPARE(s->decisions().size(), std::size_t(answered));
            const DecisionRecord& d = s->decisions().back();
            QCOMPARE(d.source, AnswerSource::Caller);
            QVERIFY(d.answer == wait);
            QCOMPARE(d.actor, hero);
            QCOMPARE(d.requestedAt, lastSize);
            const auto r = s->run();
            QVERIFY(r == Session::RunResult::WaitingForCaller || r == Session::RunResult::Finished);
            // The answer is traced as the next step's first event.
            const Event e = s->trace().at(lastSize);
            QCOMPARE(e.kind, kind(CommonKind::Decision));
            QCOMPARE(e.subject[0], hero);
            QCOMPARE(e.arg[0], answered - 1);
            QCOMPARE(e.arg[1] >> 16, int(AnswerSource::Caller));
            QCOMPARE(QString::fromStdString(s->trace().kindName(s->trace().at(lastSize + 1).kind)),
                     QStringLiteral("roguelike.wait"));
        }
        QVERIFY(answered >= 2);  // one per turn at least
        QVERIFY(s->finished());
        QVERIFY(s->pendingRequest().actor == kNoEntity);
        QVERIFY(s->legalAnswers().empty());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, s->provideAnswer(wait));

        // Replaying the caller's answers needs nobody.
        auto replay = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false}, s->decisions());
        QCOMPARE(replay->run(), Session::RunResult::Finished);
        QVERIFY2(!diverge(s->trace(), replay->trace()),
                 qPrintable(divergenceText(diverge(s->trace(), replay->trace()))));
    }

    // Every answer the game lists as legal can be given.
    void everyLegalAnswerIsAccepted()
    {
        auto probe = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
        QCOMPARE(probe->run(), Session::RunResult::WaitingForCaller);
        const auto legal = probe->legalAnswers();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            auto s = newSessionFromText(kManualScenario, SessionOptions{.policyAnswersPlayer = false});
            QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
            const Seq at = s->size();
            s->provideAnswer(legal[i]);
            const auto r = s->run();
            QVERIFY(r != Session::RunResult::Limit);
            QVERIFY(s->size() > at);
            QCOMPARE(s->trace().at(at).kind, kind(CommonKind::Decision));
        }
    }

    // "playerPolicy": "manual" means the caller is asked (scenario.h: "manual" (ask the
    // caller)); the session's default options must not let the AI play that player.
    void manualPlayerPolicyAsksTheCaller()
    {
        auto s = newSessionFromText(kManualScenario);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(s->decisions().empty());
    }

    // With "ai" and no script, the default options let the built-in policy answer.
    void aiPlayerPolicyAnswersByItself()
    {
        std::string text = kManualScenario;
        const auto pos = text.find("\"manual\"");
        QVERIFY(pos != std::string::npos);
        text.replace(pos, 8, "\"ai\"");
        auto s = newSessionFromText(text);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QVERIFY(!s->decisions().empty());
        for (const auto& d : s->decisions())
            QCOMPARE(d.source, AnswerSource::Policy);
    }
};

TURNSCOPE_TEST_MAIN(TestSessionDecisions)
#include "tst_session_decisions.moc"
