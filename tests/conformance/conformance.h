#pragma once
// The conformance suite's cases and checks (issue 35): every debugger operation, proven on
// every registered ruleset's bundled samples and golden traces, found by walking the folders,
// never by a hand list. A check returns what it found wrong, one sentence per failure (at
// most a few per check, each naming the event), so that a planted defect shows what it broke.
#include "kernel/ruleset.h"
#include "kernel/session/session.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ts::conformance {

struct Case {
    QString ruleset;
    QString path;  // a scenario (resources/scenarios/<id>/*.json) or a trace (tests/golden/<id>-*.tstrace)
    QString label;  // relative to the source tree
};

// Every sample and golden trace of every registered ruleset, sorted by ruleset then path.
std::vector<Case> allCases();
// The registered rulesets that have no bundled sample (each one is a failure of the suite).
QStringList rulesetsWithoutSamples();
// Every long game of every registered ruleset: scenarios that play for a long time
// (tests/conformance/long/<id>-*.json), sampled rather than checked whole.
std::vector<Case> longCases();
// The registered rulesets with no long game (each one is a failure of the suite).
QStringList rulesetsWithoutLongGame();

// The game of a case, played (a scenario, within `maxEvents`) or opened (a trace).
std::unique_ptr<Session> openCase(const Case& c, std::uint64_t maxEvents = 200'000);
// A new session over the same game as `s` (same scenario, seed, decisions, overrides, edits), run as
// far as `s` went; `ruleset` replaces the session's own (the planted test's wrapper).
std::unique_ptr<Session> sameGame(const Session& s, const Ruleset* ruleset = nullptr,
                                  std::size_t checkpointInterval = 16);

// The events the checks look at: all of a game up to `limit` events, else a seeded random
// `limit` of them (sorted).
std::vector<Seq> eventsToCheck(Seq size, std::size_t limit, std::uint64_t seed);

using Failures = QStringList;

// A finding of a check that has known gaps (conformance_known_gaps.txt): `key` names the
// kind of defect ("paths stack current.source not shown"), the same in every game showing it.
struct Finding {
    QString key;
    QString text;
};
using Findings = std::vector<Finding>;

// The state document at every event in `events`, reached by seeking forward, backward, in a
// random order (from the nearest checkpoint or remembered step) and from the game saved and
// reopened, equals the document of the game re-executed straight from its start to that
// event (the engine step stopped after it).
Failures checkExactStates(const Session& s, const std::vector<Seq>& events, const Ruleset* ruleset = nullptr);
// Between two events the document changes only as the later event says: a write changes
// only the values that show its own field, any other event changes no value that shows a
// traced field (every change a rule makes to a traced field is a write of its own).
Findings checkChangesAreTraced(const Session& s, Seq limit, const Ruleset* ruleset = nullptr);
// "Who changed this?": every written field is shown by a value of the document at its write,
// and that value maps back to the field.
Findings checkWritesHaveStatePaths(const Session& s, Seq limit);
// At every decision the legal answers are worked out, and forking with each plays on.
Failures checkForks(const Session& s, std::size_t maxForks);
// "What if?" at up to `maxEdits` step ends spread over the game, each with the first entity
// and editable field the ruleset accepts there: an edit that sets the value the field has
// changes nothing else (the game is the original with the edit event inserted), and one
// that changes it is the user's event right after the step and the field's last change
// there ("Who changed this?"), and the game plays on.
Failures checkEdits(const Session& s, std::size_t maxEdits);
// Step over from event 0 reaches the last event and step back over from there reaches event
// 0; every step moves; no step skips a breakpoint hit; step out lands shallower.
Failures checkStepping(const Session& s);
// Conditions are checked only where a rule step ends; a hit count counts each event once.
Failures checkBreakpoints(const Session& s);

}  // namespace ts::conformance
