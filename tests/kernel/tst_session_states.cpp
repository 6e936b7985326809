// The state at any event (SPEC §2.3): equal to a straight replay at every step boundary and inside steps, independent copies; checkpoints within their byte budget.
#include "session_test_support.h"

using namespace ts;
using namespace ts::test;

class TestSessionStates : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- state at an event
    void stateAtMatchesStraightReplay_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(QString::fromStdString(test::scenarioPath("")));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.contains(QStringLiteral("case-a.json")));
        // The Run-table games: the field checks below read RoguelikeGame's fields (the energy
        // loop's samples have their own determinism and write tests).
        for (const QString& f : files) {
            const LoadedScenario loaded = loadScenarioFile(test::scenarioPath(qPrintable(f)));
            if (dynamic_cast<const RoguelikeGame*>(loaded.ruleset->newGame(*loaded.scenario, 1).get()))
                QTest::addRow("%s", qPrintable(f)) << f;
        }
    }

    void stateAtMatchesStraightReplay()
    {
        QFETCH(QString, file);
        auto s = test::runScenarioFile(file.toLatin1().constData());
        QVERIFY(s->finished());
        const Seq n = s->size();
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        QVERIFY2(!diverge(s->trace(), straight.trace), qPrintable(divergenceText(diverge(s->trace(), straight.trace))));
        QCOMPARE(straight.boundaries.back().first, n);
        QCOMPARE(straight.askedAt.size(), s->decisions().size());
        for (std::size_t i = 0; i < straight.askedAt.size(); ++i)
            QCOMPARE(s->decisions()[i].requestedAt, straight.askedAt[i]);

        // Every step boundary E: the state after event E-1 is the state after that step;
        // forwards, then backwards (other starting points and caches).
        for (const auto& [end, hash] : straight.boundaries)
            QVERIFY2(s->stateAt(end - 1)->stateHash() == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        for (auto it = straight.boundaries.rbegin(); it != straight.boundaries.rend(); ++it)
            QVERIFY2(s->hashAt(it->first - 1) == it->second, qPrintable(QStringLiteral("boundary %1").arg(it->first)));
        // Every event's state agrees with a session that checkpoints after every step.
        auto dense = newSession(test::scenarioPath(file.toLatin1().constData()),
                                SessionOptions{.checkpointInterval = 1, .checkpointBytesPerEvent = 0});
        dense->run();
        QVERIFY(dense->checkpointCount() > 1);
        for (Seq i = n; i-- > 0;)
            QVERIFY2(dense->hashAt(i) == s->hashAt(i), qPrintable(QStringLiteral("event %1").arg(i)));

        // A write shows its new value at its own event and its old value one event earlier.
        int writes = 0;
        for (Seq i = 1; i < n; ++i) {
            const Event e = s->trace().at(i);
            if (e.kind != kind(CommonKind::Write))
                continue;
            ++writes;
            const auto f = static_cast<FieldId>(e.arg[0]);
            const QString where = QStringLiteral("write at %1 (%2)")
                                      .arg(i)
                                      .arg(QString::fromStdString(RenderContext(s->trace(), &s->ruleset()).line(e)));
            QVERIFY2(fieldAt(*s->stateAt(i), e.subject[0], f) == e.arg[2], qPrintable(where));
            QVERIFY2(fieldAt(*s->stateAt(i - 1), e.subject[0], f) == e.arg[1], qPrintable(where));
        }
        QVERIFY(writes > 0);
        // Past the end: the last state.
        QCOMPARE(s->hashAt(n + 100), straight.boundaries.back().second);
        QCOMPARE(s->hashAt(n - 1), s->head().stateHash());
    }

    // Inside a diagonal move (two writes, x then y), the state at the move event itself has
    // every unit where it stands: undoing the y write must not wipe the unit standing on the
    // cell (new x, old y) from the map.
    void stateInsideADiagonalMoveKeepsTheMap()
    {
        auto s = newSessionFromText(kDiagonalMoveScenario);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        const Trace& t = s->trace();
        const KindId move = kindId(t, "roguelike.move");
        Seq at = t.size();
        for (Seq i = 0; i < t.size() && at == t.size(); ++i)
            if (t.at(i).kind == move && t.at(i).subject[0] == 1)
                at = i;
        QVERIFY(at < t.size());
        QCOMPARE(t.at(at + 1).kind, kind(CommonKind::Write));  // x
        QCOMPARE(t.at(at + 2).kind, kind(CommonKind::Write));  // y
        const auto state = s->stateAt(at);
        const rl::State& st = asRoguelike(*state).state();
        const int width = asRoguelike(*state).scenario().width;
        QCOMPARE(st.units[0].x, 1);
        QCOMPARE(st.units[0].y, 1);
        auto occupantAt = [&](int x, int y) { return st.occupancy.at(static_cast<std::size_t>(y * width + x)); };
        QCOMPARE(occupantAt(1, 1), EntityId(1));  // Hero, not moved yet
        QCOMPARE(occupantAt(2, 2), kNoEntity);  // where Hero goes
        QCOMPARE(occupantAt(2, 1), EntityId(2));  // Post stands here all along
    }

    // stateAt hands out independent copies.
    void stateAtIsACopy()
    {
        auto s = test::runScenarioFile("case-a.json");
        const std::uint64_t h = s->hashAt(5);
        auto st = s->stateAt(5);
        st->applyWrite(1, rl::field(rl::Field::Hp), 1);
        QVERIFY(st->stateHash() != h);
        QCOMPARE(s->hashAt(5), h);
        QCOMPARE(s->stateAt(5)->stateHash(), h);
    }

    // ---------------------------------------------------------------- checkpoints
    void checkpointBudget_data()
    {
        QTest::addColumn<int>(
            "checkpoints");  // the budget, in checkpoints of the final state's size; 0 = default budget
        QTest::addRow("budget of 3 checkpoints") << 3;
        QTest::addRow("budget of 10 checkpoints") << 10;
        QTest::addRow("budget of 40 checkpoints") << 40;
        QTest::addRow("default budget") << 0;
    }

    void checkpointBudget()
    {
        QFETCH(int, checkpoints);
        const std::string text = bigScenario(200, 50, 2024);
        // One checkpoint's size: what the session books for a state of this game.
        auto probe = newSessionFromText(text);
        QVERIFY(probe->run(1000) == Session::RunResult::Limit);
        const std::size_t one = probe->head().memoryBytes();
        QVERIFY(one > 200 * sizeof(rl::Unit));

        SessionOptions options;
        options.checkpointInterval = 64;
        options.checkpointBytesPerEvent = 0;
        if (checkpoints > 0)
            options.checkpointBudgetBytes = one * static_cast<std::size_t>(checkpoints);
        auto s = newSessionFromText(text, options);
        std::size_t maxBytes = 0;
        while (s->run(5000) == Session::RunResult::Limit) {
            maxBytes = std::max(maxBytes, s->checkpointBytes());
            QVERIFY2(s->checkpointBytes() <= options.checkpointBudgetBytes + one + one / 2,
                     qPrintable(QStringLiteral("%1 bytes in %2 checkpoints after %3 events")
                                    .arg(s->checkpointBytes())
                                    .arg(s->checkpointCount())
                                    .arg(s->size())));
        }
        QVERIFY(s->finished());
        const Seq n = s->size();
        QVERIFY2(n > 50000, qPrintable(QString::number(n)));
        QVERIFY(s->checkpointBytes() <= options.checkpointBudgetBytes + one + one / 2);
        QVERIFY(s->checkpointCount() >= 2);
        if (checkpoints > 0) {
            QVERIFY2(s->checkpointInterval() > 64, qPrintable(QString::number(s->checkpointInterval())));
            // Spacing doubles: 64 * 2^k.
            std::size_t i = s->checkpointInterval();
            while (i > 64 && i % 2 == 0)
                i /= 2;
            QCOMPARE(i, std::size_t(64));
        } else {
            QCOMPARE(s->checkpointInterval(), std::size_t(64));
            QVERIFY(s->checkpointCount() >= n / 64 / 2);
        }

        // The thinned checkpoints are still right: each hash is the straight replay's at that
        // step boundary, and states between them are reached correctly.
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        const auto cps = s->checkpointHashes();
        QCOMPARE(cps.front().seq, Seq(0));
        for (std::size_t i = 1; i < cps.size(); ++i) {
            QVERIFY(cps[i].seq > cps[i - 1].seq);
            const auto it = std::lower_bound(straight.boundaries.begin(), straight.boundaries.end(),
                                             std::make_pair(cps[i].seq, std::uint64_t(0)));
            QVERIFY(it != straight.boundaries.end() && it->first == cps[i].seq);
            QCOMPARE(cps[i].hash, it->second);
        }
        Pcg32 rng(std::uint64_t(checkpoints), 9);
        for (int k = 0; k < 60; ++k) {
            const auto& [end, hash] =
                straight.boundaries[rng.below(static_cast<std::uint32_t>(straight.boundaries.size()))];
            QVERIFY2(s->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        }
    }

    void checkpointSpacingIndependentOfLength()
    {
        // With a cost per event (the default), the budget grows with the game (issue 41): the
        // spacing the state's size sets stays however long the game runs, so a seek near the
        // end re-executes as little as one near the start. checkpointBudgetBytes is then only
        // the least budget: here far less than the game needs, and nothing is thinned.
        const std::string text = bigScenario(200, 50, 2024);
        auto probe = newSessionFromText(text);
        QVERIFY(probe->run(1000) == Session::RunResult::Limit);
        const std::size_t one = probe->head().memoryBytes();
        SessionOptions options;
        options.checkpointInterval = 64;
        options.checkpointBytesPerEvent = std::max<std::size_t>(1, one / 256);
        options.checkpointBudgetBytes = 4 * one;
        auto s = newSessionFromText(text, options);
        std::size_t first = 0;
        while (s->run(5000) == Session::RunResult::Limit) {
            if (first == 0)
                first = s->checkpointInterval();
            QVERIFY2(s->checkpointInterval() <= 2 * first,
                     qPrintable(QStringLiteral("spacing %1 after %2 events, %3 at first")
                                    .arg(s->checkpointInterval())
                                    .arg(s->size())
                                    .arg(first)));
        }
        QVERIFY(s->finished());
        const Seq n = s->size();
        QVERIFY2(n > 50000, qPrintable(QString::number(n)));
        QVERIFY2(first >= 256 && first <= 1024, qPrintable(QString::number(first)));
        // About one checkpoint every `spacing` events (steps end a little past it), all kept.
        QVERIFY2(s->checkpointCount() * 2 * s->checkpointInterval() >= n,
                 qPrintable(QStringLiteral("%1 checkpoints, spacing %2, %3 events")
                                .arg(s->checkpointCount())
                                .arg(s->checkpointInterval())
                                .arg(n)));
        QVERIFY(s->checkpointBytes() > options.checkpointBudgetBytes);
        QVERIFY(s->checkpointBytes() <= options.checkpointBytesPerEvent * (n + s->checkpointInterval()) + one);
        // Seeks there are still right: a state late in the game equals the straight replay's.
        const StraightRun straight = straightReplay(*s);
        QVERIFY(straight.finished);
        Pcg32 rng(41, 9);
        for (int k = 0; k < 40; ++k) {
            const auto& [end, hash] =
                straight.boundaries[rng.below(static_cast<std::uint32_t>(straight.boundaries.size()))];
            QVERIFY2(s->hashAt(end - 1) == hash, qPrintable(QStringLiteral("boundary %1").arg(end)));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestSessionStates)
#include "tst_session_states.moc"
