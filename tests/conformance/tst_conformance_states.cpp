// Issue 35: the state at every event is exact, in every ruleset. For every sample and golden
// trace of every registered ruleset: the document at each event is the same whichever way the
// cursor gets there (forward, backward, from checkpoints, from a reopened file) as the game
// re-executed straight to it; between two events the document changes only as the later
// event says (no traced value changes without its write); every written field has a value in
// the document that maps back to it ("Who changed this?").
#include "conformance_test.h"

#include <QFile>
#include <QSet>

using namespace ts;
using namespace ts::conformance;

namespace {
// Events checked per game: all of a sample up to this many, else a seeded random this many
// (docs/testing.md: the conformance suite).
constexpr std::size_t kEventsPerGame = 4000;

// The defects the suite finds that are not mended yet, one key a line (known_gaps.txt): a
// finding with another key fails its row; a known gap that no game shows any more fails
// knownGapsAreAllSeen, so the list only shrinks.
QSet<QString> knownGaps()
{
    QFile f(QStringLiteral(TURNSCOPE_CONFORMANCE_DIR "/known_gaps.txt"));
    QSet<QString> out;
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return out;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            out.insert(line);
    }
    return out;
}
}  // namespace

class TestConformanceStates : public QObject {
    Q_OBJECT
    const QSet<QString> known_ = knownGaps();
    QSet<QString> seen_;
    int rowsRun_ = 0;

    void verifyFindings(const Findings& findings)
    {
        int unknown = 0;
        for (const Finding& f : findings) {
            if (known_.contains(f.key)) {
                seen_.insert(f.key);
            } else {
                // One line each (a long failure message would be cut): the key is the line
                // to add to known_gaps.txt if the defect is to be mended later.
                qWarning("%s {%s}", qPrintable(f.text), qPrintable(f.key));
                ++unknown;
            }
        }
        ++rowsRun_;
        QVERIFY2(unknown == 0, qPrintable(QStringLiteral("%1 finding(s), listed above").arg(unknown)));
    }

private slots:
    void everyRulesetHasSamples()
    {
        QVERIFY(!allRulesets().empty());
        const QStringList missing = rulesetsWithoutSamples();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("registered rulesets without a sample in resources/scenarios: ") +
                            missing.join(QStringLiteral(", "))));
    }

    void exactStates_data() { addCaseRows(); }
    void exactStates()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        QVERIFY(s->size() > 0);
        CONFORMANCE_VERIFY(checkExactStates(*s, eventsToCheck(s->size(), kEventsPerGame, 35)));
    }

    void changesAreTraced_data() { addCaseRows(); }
    void changesAreTraced()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        verifyFindings(checkChangesAreTraced(*s, kEventsPerGame));
    }

    void writesHaveStatePaths_data() { addCaseRows(); }
    void writesHaveStatePaths()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        verifyFindings(checkWritesHaveStatePaths(*s, kEventsPerGame));
    }

    void knownGapsAreAllSeen()
    {
        if (rowsRun_ != 2 * static_cast<int>(allCases().size()))
            QSKIP("run with every row of changesAreTraced and writesHaveStatePaths");
        QStringList gone;
        for (const QString& k : known_)
            if (!seen_.contains(k))
                gone << k;
        gone.sort();
        QVERIFY2(gone.isEmpty(),
                 qPrintable(QStringLiteral("known gaps no game shows any more (remove them from "
                                           "tests/conformance/known_gaps.txt):\n  ") +
                            gone.join(QStringLiteral("\n  "))));
    }
};

TURNSCOPE_TEST_MAIN(TestConformanceStates)
#include "tst_conformance_states.moc"
