#include "panels/whynot/considerationsnapshot.h"

#include "kernel/trace/render.h"
#include "kernel/trace/trace.h"

#include <algorithm>

namespace ts::gui {

namespace {

ConsiderationSnapshot::Row rowOf(const Trace& trace, const RenderContext* render, const Consideration& c)
{
    ConsiderationSnapshot::Row r;
    r.at = c;
    const auto e = trace.tryAt(c.seq);
    r.clause = e ? QString::fromStdString(trace.clauseName(e->clause)) : QString();
    if (!e)
        r.line = ConsiderationSnapshot::tr("(event #%1 cannot be read)").arg(c.seq);
    else if (render)
        r.line = QString::fromStdString(render->line(*e));
    return r;
}

}  // namespace

ConsiderationSnapshot ConsiderationSnapshot::empty() { return {}; }

std::optional<ConsiderationSnapshot> ConsiderationSnapshot::build(const Trace* trace, const RenderContext* render,
                                                                  Seq cursor, const QString& clause,
                                                                  const QString& entity, QString* error)
{
    if (!trace) {
        *error = tr("No game is open.");
        return std::nullopt;
    }
    if (clause.isEmpty() && entity.isEmpty()) {
        *error = tr("Name a rule clause, an entity, or both.");
        return std::nullopt;
    }
    RuleQuery q;
    q.clause = clause.toStdString();
    if (!entity.isEmpty()) {
        const auto& names = trace->entityNames;
        const auto it = std::find(names.begin() + (names.empty() ? 0 : 1), names.end(), entity.toStdString());
        if (it == names.end()) {
            *error = tr("This game has no entity named \"%1\".").arg(entity);
            return std::nullopt;
        }
        q.entity = static_cast<EntityId>(it - names.begin());
    }
    ConsiderationSnapshot out;
    out.asked = true;
    out.clause = clause;
    out.entity = entity;
    out.askedAt = cursor;
    try {
        const NearestConsiderations n = nearestConsiderations(*trace, cursor, q, kPerSide);
        for (auto it = n.before.rbegin(); it != n.before.rend(); ++it)
            out.rows.push_back(rowOf(*trace, render, *it));
        out.before = out.rows.size();
        for (const Consideration& c : n.after)
            out.rows.push_back(rowOf(*trace, render, c));
    } catch (const std::exception&) {
        out.rows.clear();  // a block that cannot be read: the event log reports it
        out.before = 0;
    }
    return out;
}

}  // namespace ts::gui
