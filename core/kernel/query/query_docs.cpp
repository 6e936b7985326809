// What every table over a trace holds, column by column, and the tables' names (the modules
// of trace_tables.cpp are registered under them, by their index here): docs/query.md and
// the window's table list read this, and tst_trace_query checks it against the tables.
// The SQL table "events" shares its name with the events ruleset: this file is the one
// place of core/ allowed to write it (tests/source_scan/scan.cmake).
#include "kernel/query/trace_query.h"

namespace ts {

const std::vector<QueryTableDoc>& TraceQuery::tables()
{
    static const std::vector<QueryTableDoc> kTables = {
        {"events",
         "Every event of the trace, one row each, in trace order.",
         {{"seq", "The event's number in the trace, from 0 (the window's event number)."},
          {"kind", "The event's kind by name, e.g. \"write\", \"rng\", \"decision\" or a ruleset's kind."},
          {"clause", "The rule clause the event cites, by id (as in the clause table); \"\" for none."},
          {"depth", "Nesting: turn 0, Run 1, phase 2, action 3, effect 4, field write 5."},
          {"subject", "The event's first entity by name; NULL when it has none."},
          {"object", "The event's second entity by name; NULL when it has none."},
          {"text", "The event's line as the event log shows it (in English)."},
          {"arg0", "The event's first integer argument; what it means depends on the kind."},
          {"arg1", "The second integer argument."},
          {"arg2", "The third integer argument."},
          {"arg3", "The fourth integer argument."},
          {"step_start", "1 when the event opens an engine step (a whole rule step), else 0."}}},
        {"writes",
         "Every change of a traced field (the events of kind \"write\").",
         {{"seq", "The write event's number."},
          {"entity", "Whose field changed, by name."},
          {"field", "The field's name, as the ruleset names it."},
          {"old", "The value before."},
          {"new", "The value after."},
          {"clause", "The clause of the rule that changed it."},
          {"field_id", "The field's number in the ruleset (what arg0 of the event holds)."}}},
        {"draws",
         "Every random draw (the events of kind \"rng\"), with the value the game used.",
         {{"seq", "The draw event's number."},
          {"stream", "The random stream drawn from."},
          {"lo", "The smallest value the draw could give: always 0."},
          {"hi", "The largest value the draw could give (its bound - 1)."},
          {"value", "The value drawn (a value the user chose in the draw ledger when overridden)."},
          {"clause", "The clause of the rule that drew."},
          {"entity", "Whom the draw was made for, by name; NULL when for no one."}}},
        {"decisions",
         "Every recorded answer to a decision, in order. \"index\" is an SQL keyword: write it in quotes.",
         {{"index", "The decision's number, from 0."},
          {"seq", "The trace's length when the engine asked: the number of the decision's event."},
          {"actor", "Who decided, by name; NULL when no one was named."},
          {"answer", "The answer as the ruleset words it."},
          {"source", "Where the answer came from: \"script\", \"policy\" or \"caller\"."},
          {"choices", "How many answers were legal: not recorded in a trace, so always NULL."}}},
        {"clauses",
         "The clauses the trace names, with their English statements.",
         {{"id", "The clause id, as the events' clause column gives it."},
          {"statement", "What the rule says; NULL for a clause this build does not know."}}},
    };
    return kTables;
}

}  // namespace ts
