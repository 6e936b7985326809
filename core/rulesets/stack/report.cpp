#include "report.h"

#include "kinds.h"
#include "names.h"

#include "kernel/kinds.h"

#include <vector>

namespace ts::stack {

std::string turnsReport(Session& session, int maxTurns)
{
    const Trace& t = session.trace();
    const auto name = [&](EntityId e) { return e == kNoEntity ? std::string("-") : t.entityName(e); };
    std::string out;
    int turns = 0;
    bool cut = false;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == kind(Kind::TurnBegin)) {
            if (turns++ == maxTurns) {
                cut = true;
                out += "(later turns not shown)\n";
            }
            if (!cut)
                out += "Turn " + std::to_string(e.arg[0]) + " (" + name(e.subject[0]) + "):\n";
        } else if (cut) {
            continue;
        } else if (e.kind == kind(Kind::ActionTaken)) {
            out += "  " + name(e.subject[0]) + " takes " + name(e.subject[1]) + " #" + std::to_string(e.arg[2]) + "\n";
        } else if (e.kind == kind(Kind::Staged)) {
            out += "    #" + std::to_string(e.arg[1]) + " " + name(e.subject[1]) + " on the stage at " +
                std::to_string(e.arg[0]) + (e.arg[2] ? " (triggered)" : "") + "\n";
        } else if (e.kind == kind(Kind::Resolving)) {
            out += "    #" + std::to_string(e.arg[0]) + " " + name(e.subject[1]) + " of " + name(e.subject[0]) +
                " resolves (" + speedName(static_cast<Speed>(e.arg[1])) + (e.arg[2] ? ", triggered" : "") + ")\n";
        } else if (e.kind == kind(Kind::Cancelled)) {
            out += "    #" + std::to_string(e.arg[0]) + " " + name(e.subject[1]) + " is cancelled\n";
        }
    }
    for (Seq i = t.size(); i-- > 0;) {
        const Event e = t.at(i);
        if (e.kind == kind(Kind::Winner)) {
            out += "Game over: " + session.ruleset().outcomeText(e.arg[0]) +
                (e.subject[0] ? "; winner: " + name(e.subject[0]) : std::string()) + "\n";
            break;
        }
    }
    return out;
}

}  // namespace ts::stack
