#pragma once
// The sentence a teaching view shows for one event: the ruleset's narration (its
// RulesetUi::narrator()) or, for a kind it has no template for, the kernel's common kinds'
// sentences below or the event's rendered line; then " — <clause id>".
#include "kernel/event.h"

#include <QString>

namespace ts {
class Ruleset;
class Session;
class Trace;
}  // namespace ts

namespace ts::gui {

class Narrator;

// Translated in the context "Narration" (resources/translations/turnscope_<lang>.ts).
class Narration {
public:
    // Event `seq` of the session's trace with its ruleset's narrator; an empty string
    // when the event cannot be read (a corrupt block of a trace file).
    static QString narrate(const Session& session, Seq seq);
    // The same over any trace and narrator (null: the fallbacks only).
    static QString narrate(const Trace& trace, const Ruleset* ruleset, const Narrator* narrator, Seq seq);
    // The sentence of one of the kernel's common kinds (decision, draw, write, state hash,
    // game end); null for another kind.
    static QString commonSentence(const Trace& trace, const Ruleset* ruleset, const Event& e);
    // The narrated kernel kinds' names.
    static QStringList commonKinds();
};

}  // namespace ts::gui
