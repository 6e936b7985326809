#include "report.h"

#include "kinds.h"

#include "kernel/trace/render.h"

namespace ts::events {

std::string roundsReport(Session& session, int maxRounds)
{
    const Trace& t = session.trace();
    const RenderContext ctx(t, &session.ruleset());
    const KindId round = kind(Kind::RoundBegin), decision = ts::kind(CommonKind::Decision),
                 defeated = kind(Kind::Defeated), interrupt = kind(Kind::Interrupt), recover = kind(Kind::Recover),
                 over = kind(Kind::GameOver), tree = kind(Kind::TreeDone), rejected = kind(Kind::Rejected);
    std::string out;
    int rounds = 0;
    bool shown = true;
    std::size_t largest = 0;
    for (Seq i = 0; i < t.size(); ++i) {
        const Event e = t.at(i);
        if (e.kind == round) {
            shown = ++rounds <= maxRounds;
            if (shown)
                out += "Round " + std::to_string(e.arg[0]) + ":\n";
            else if (rounds == maxRounds + 1)
                out += "(later rounds not shown)\n";
        } else if (e.kind == tree) {
            largest = std::max<std::size_t>(largest, static_cast<std::size_t>(e.arg[0]));
        } else if (e.kind == over) {
            out += ctx.line(e) + "\n";
        } else if (shown &&
                   (e.kind == decision || e.kind == defeated || e.kind == interrupt || e.kind == recover ||
                    e.kind == rejected)) {
            out +=
                "  " + (e.kind == decision ? ctx.entity(e.subject[0]) + ": " + ctx.answerText(e) : ctx.line(e)) + "\n";
        }
    }
    out += "Largest event tree: " + std::to_string(largest) + " events\n";
    return out;
}

}  // namespace ts::events
