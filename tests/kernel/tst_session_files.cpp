// Sessions saved to and opened from trace files: save, open, verify; re-saving an opened session keeps its hashes; saving while waiting for a decision; verify finds tampering.
#include "session_test_support.h"

using namespace ts;
using namespace ts::test;

class TestSessionFiles : public QObject {
    Q_OBJECT
private slots:
    // ---------------------------------------------------------------- trace files
    void saveOpenVerify_data()
    {
        QTest::addColumn<QString>("scenario");  // a file name, or "" for a generated one
        QTest::addColumn<int>("interval");
        QTest::addRow("case-a") << "case-a.json" << 16;
        QTest::addRow("case-b") << "case-b.json" << 4;
        QTest::addRow("token-debt") << "token-debt.json" << 16;
        QTest::addRow("equip, default interval") << "equip.json" << 8192;
        QTest::addRow("nine-units") << "nine-units.json" << 32;
        QTest::addRow("generated, several blocks") << "" << 512;
    }

    void saveOpenVerify()
    {
        QFETCH(QString, scenario);
        QFETCH(int, interval);
        const SessionOptions options{.checkpointInterval = static_cast<std::size_t>(interval),
                                     .checkpointBytesPerEvent = 0};
        auto s = scenario.isEmpty() ? newSessionFromText(bigScenario(60, 10, 5), options)
                                    : newSession(test::scenarioPath(scenario.toLatin1().constData()), options);
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("saved.tstrace")).toStdString();
        saveSession(path, *s);

        auto opened = openSession(path);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(opened->decisions() == s->decisions());
        QCOMPARE(&opened->ruleset(), &s->ruleset());
        QCOMPARE(opened->seed(), s->seed());
        QVERIFY2(!diverge(s->trace(), opened->trace()),
                 qPrintable(divergenceText(diverge(s->trace(), opened->trace()))));
        Pcg32 rng(s->size(), 11);
        for (int k = 0; k < 100; ++k) {
            const Seq q = rng.below(static_cast<std::uint32_t>(s->size()));
            QVERIFY2(opened->hashAt(q) == s->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
        }
        // The opened session runs to the recorded end and agrees with the recording.
        QCOMPARE(opened->run(), Session::RunResult::Finished);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(opened->finished());

        RecordedGame g = openRecordedGame(path);
        QCOMPARE(g.ruleset, &s->ruleset());
        QCOMPARE(g.file.header.checkpointHashes.size(), s->checkpointHashes().size());
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        QCOMPARE(rep.recordedEvents, std::size_t(s->size()));
        QCOMPARE(rep.replayedEvents, std::size_t(s->size()));
    }

    // Saving a session opened from a file, without running it first ("Save as" of an opened
    // trace), writes the same game: same events and decisions, still finished, and the
    // recorded checkpoint hashes are kept.
    void resaveOpenedSession_data()
    {
        QTest::addColumn<QString>("check");
        QTest::addRow("events and decisions") << "events";
        QTest::addRow("finished flag") << "finished";
        QTest::addRow("checkpoint hashes") << "hashes";
    }

    void resaveOpenedSession()
    {
        QFETCH(QString, check);
        auto s = newSession(test::scenarioPath("case-b.json"),
                            SessionOptions{.checkpointInterval = 8, .checkpointBytesPerEvent = 0});
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string first = dir.filePath(QStringLiteral("first.tstrace")).toStdString();
        const std::string second = dir.filePath(QStringLiteral("second.tstrace")).toStdString();
        saveSession(first, *s);
        auto opened = openSession(first, SessionOptions{.checkpointInterval = 8, .checkpointBytesPerEvent = 0});
        saveSession(second, *opened);

        RecordedGame a = openRecordedGame(first);
        RecordedGame b = openRecordedGame(second);
        QVERIFY(a.file.header.finished);
        QVERIFY(a.file.header.checkpointHashes.size() > 1);
        if (check == QLatin1String("events")) {
            QCOMPARE(b.file.trace.size(), a.file.trace.size());
            QVERIFY(b.file.header.decisions == a.file.header.decisions);
            QVERIFY2(!diverge(a.file.trace, b.file.trace),
                     qPrintable(divergenceText(diverge(a.file.trace, b.file.trace))));
            QVERIFY(verifyRecordedGame(b).ok());
        } else if (check == QLatin1String("finished")) {
            QVERIFY(b.file.header.finished);
        } else {
            QCOMPARE(b.file.header.checkpointHashes.size(), a.file.header.checkpointHashes.size());
            QVERIFY(b.file.header.checkpointHashes == a.file.header.checkpointHashes);
        }
    }

    // A game saved while it waits for the caller reopens waiting for the same decision, and
    // answering it there continues the game exactly as in the original session.
    void saveWhileWaitingThenContinue()
    {
        const SessionOptions options{.policyAnswersPlayer = false};
        const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
        const Answer drink = RoguelikeGame::toAnswer({rl::ActionKind::DrinkSpeedGrass});
        auto s = newSessionFromText(kManualScenario, options);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        s->provideAnswer(drink);
        QCOMPARE(s->run(), Session::RunResult::WaitingForCaller);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("waiting.tstrace")).toStdString();
        saveSession(path, *s);
        {
            RecordedGame g = openRecordedGame(path);
            QVERIFY(!g.file.header.finished);
            const VerifyReport rep = verifyRecordedGame(g);
            QVERIFY2(rep.ok(), qPrintable(divergenceText(rep.divergence)));
        }

        auto opened = openSession(path, options);
        QCOMPARE(opened->size(), s->size());
        QVERIFY(!opened->finished());
        QCOMPARE(opened->run(), Session::RunResult::WaitingForCaller);
        QVERIFY(opened->waitingForCaller());
        QCOMPARE(opened->size(), s->size());
        QCOMPARE(opened->pendingRequest().actor, s->pendingRequest().actor);
        QVERIFY(opened->legalAnswers() == s->legalAnswers());
        while (s->waitingForCaller()) {
            QVERIFY(opened->waitingForCaller());
            s->provideAnswer(wait);
            opened->provideAnswer(wait);
            s->run();
            opened->run();
            QCOMPARE(opened->size(), s->size());
        }
        QVERIFY(opened->finished());
        QVERIFY(opened->decisions() == s->decisions());
        QVERIFY2(!diverge(s->trace(), opened->trace()),
                 qPrintable(divergenceText(diverge(s->trace(), opened->trace()))));
        for (Seq q = 0; q < s->size(); ++q)
            QVERIFY2(opened->hashAt(q) == s->hashAt(q), qPrintable(QStringLiteral("event %1").arg(q)));
    }

    void verifyFindsTampering_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("tamper");  // answer | source | hash
        QTest::addColumn<int>("decision");  // which decision (answer, source); -1 = the last
        QTest::addRow("case-b: answer of #1") << "case-b.json"
                                              << "answer" << 1;
        QTest::addRow("case-b: answer of #0") << "case-b.json"
                                              << "answer" << 0;
        QTest::addRow("case-a: answer of the last") << "case-a.json"
                                                    << "answer" << -1;
        QTest::addRow("token-debt: answer of the last") << "token-debt.json"
                                                        << "answer" << -1;
        QTest::addRow("equip: source of #1") << "equip.json"
                                             << "source" << 1;
        QTest::addRow("case-a: a checkpoint hash") << "case-a.json"
                                                   << "hash" << 0;
        QTest::addRow("case-b: a checkpoint hash") << "case-b.json"
                                                   << "hash" << 0;
    }

    // A trace whose decisions were changed no longer replays to its events: verify names the
    // first event that differs (the changed decision's own event); a changed checkpoint hash
    // is reported as a hash mismatch at its event.
    void verifyFindsTampering()
    {
        QFETCH(QString, file);
        QFETCH(QString, tamper);
        QFETCH(int, decision);
        auto s = newSession(test::scenarioPath(file.toLatin1().constData()),
                            SessionOptions{.checkpointInterval = 8, .checkpointBytesPerEvent = 0});
        QCOMPARE(s->run(), Session::RunResult::Finished);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string good = dir.filePath(QStringLiteral("good.tstrace")).toStdString();
        const std::string bad = dir.filePath(QStringLiteral("bad.tstrace")).toStdString();
        saveSession(good, *s);
        {
            RecordedGame g = openRecordedGame(good);
            QVERIFY(verifyRecordedGame(g).ok());
        }

        TraceHeader h = traceHeader(*s);
        QVERIFY(!h.decisions.empty());
        std::optional<Seq> expectedDivergence;
        Seq tamperedHashAt = 0;
        std::uint64_t originalHash = 0;
        if (tamper == QLatin1String("hash")) {
            QVERIFY(h.checkpointHashes.size() >= 3);
            auto& cp = h.checkpointHashes[h.checkpointHashes.size() / 2];
            tamperedHashAt = cp.first;
            originalHash = cp.second;
            cp.second ^= 0x100;
        } else {
            const std::size_t k = decision < 0 ? h.decisions.size() - 1 : static_cast<std::size_t>(decision);
            QVERIFY(k < h.decisions.size());
            DecisionRecord& d = h.decisions[k];
            if (tamper == QLatin1String("answer")) {
                const Answer wait = RoguelikeGame::toAnswer({rl::ActionKind::Wait});
                d.answer = d.answer == wait ? RoguelikeGame::toAnswer({rl::ActionKind::DrinkSpeedGrass}) : wait;
            } else {
                d.source = d.source == AnswerSource::Caller ? AnswerSource::Script : AnswerSource::Caller;
            }
            expectedDivergence = d.requestedAt;
        }
        saveTrace(bad, h, s->trace());

        RecordedGame g = openRecordedGame(bad);
        const VerifyReport rep = verifyRecordedGame(g);
        QVERIFY(!rep.ok());
        QCOMPARE(rep.recordedEvents, std::size_t(s->size()));
        if (expectedDivergence) {
            QVERIFY(rep.divergence.has_value());
            QCOMPARE(rep.divergence->seq, *expectedDivergence);
            QVERIFY(rep.divergence->left != rep.divergence->right);
            QVERIFY(!rep.divergence->left.empty() && !rep.divergence->right.empty());
        } else {
            QVERIFY2(!rep.divergence, qPrintable(divergenceText(rep.divergence)));
            QCOMPARE(rep.hashMismatches.size(), std::size_t(1));
            QCOMPARE(rep.hashMismatches[0].seq, tamperedHashAt);
            QCOMPARE(rep.hashMismatches[0].recorded, originalHash ^ 0x100);
            QCOMPARE(rep.hashMismatches[0].replayed, originalHash);
        }
    }
};

TURNSCOPE_TEST_MAIN(TestSessionFiles)
#include "tst_session_files.moc"
