#pragma once
// The candidates the rules considered and did not apply in the engine step at one event
// (kernel why_not.h), one row each with its clause, the clause's statement, the reason (the
// event's line) and the rule event that considered it, all read from the trace when built.
// WhyNotModel shows it.
#include "kernel/session/why_not.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace ts {
class RenderContext;
class Trace;
}  // namespace ts

namespace ts::gui {

class WhyNotSnapshot {
    // The texts keep the translation context they had when the model computed them: their
    // Japanese and Chinese translations are filed under it.
    Q_DECLARE_TR_FUNCTIONS(ts::gui::WhyNotModel)
public:
    struct Row {
        NotAppliedEntry entry;
        QString clause;  // "001:5.3"
        QString rule;  // the clause's statement
        QString reason;  // the NotApplied event's line
        QString consideredBy;  // "#12 " and the considering event's line
    };

    StepSpan step;  // the engine step listed ({} without a game)
    std::vector<Row> rows;

    // `render` null: the lines are left empty.
    static WhyNotSnapshot build(const Trace& trace, const RenderContext* render, Seq cursor);
    static WhyNotSnapshot empty();  // no game, or a game without events
};

}  // namespace ts::gui
