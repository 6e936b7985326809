#pragma once
// Shared by the conformance checks' source files.
#include "conformance.h"

#include "kernel/sink.h"

#include <set>

namespace ts::conformance {

// The game re-executed straight from its start (no session, no checkpoint): `visit` sees the
// state after every event before `limit`, in order; inside an engine step the step is run
// again from its start and stopped after the event (EventSink::stopBefore). With `only`,
// `visit` sees only the events it holds (a long game sampled: the others are not rebuilt).
void straightStates(const Session& s, const Ruleset& ruleset, Seq limit,
                    const std::function<void(Seq, const Game&)>& visit, const std::set<Seq>* only = nullptr);

// "#12 (write, 000:speed/up)"
QString eventText(const Session& s, Seq n);

// At most this many failures of one kind are listed; the rest are counted.
inline constexpr int kListed = 5;

}  // namespace ts::conformance
