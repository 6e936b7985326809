#include "panels/whynot/whynotsnapshot.h"

#include "session/headless/clausetexts.h"

#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

namespace ts::gui {

namespace {

QString lineOf(const Trace& trace, const RenderContext* render, Seq seq)
{
    if (!render)
        return QString();
    const auto e = trace.tryAt(seq);
    return e ? QString::fromStdString(render->line(*e)) : WhyNotSnapshot::tr("(event #%1 cannot be read)").arg(seq);
}

}  // namespace

WhyNotSnapshot WhyNotSnapshot::empty() { return {}; }

WhyNotSnapshot WhyNotSnapshot::build(const Trace& trace, const RenderContext* render, Seq cursor)
{
    WhyNotSnapshot out;
    std::vector<NotAppliedEntry> entries;
    try {
        out.step = engineStepAt(trace, cursor);
        entries = notAppliedInStep(trace, cursor);
    } catch (const std::exception&) {
        out.step = {cursor, cursor};  // a block that cannot be read: nothing to list
        entries.clear();
    }
    for (const NotAppliedEntry& entry : entries) {
        Row r;
        r.entry = entry;
        const auto e = trace.tryAt(entry.seq);
        r.clause = e ? QString::fromStdString(trace.clauseName(e->clause)) : QString();
        r.rule = ClauseTexts::bundled().find(r.clause).statement;
        r.reason = lineOf(trace, render, entry.seq);
        r.consideredBy =
            QStringLiteral("#%1 %2").arg(entry.consideredBy).arg(lineOf(trace, render, entry.consideredBy));
        out.rows.push_back(std::move(r));
    }
    return out;
}

}  // namespace ts::gui
