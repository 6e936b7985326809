// "What if?" (issue 40): edits at step ends, the same in every ruleset.
#include "conformance_internal.h"

#include "kernel/kinds.h"
#include "kernel/session/provenance.h"
#include "kernel/session/write_index.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace ts::conformance {

namespace {

// The first entity and editable field the ruleset accepts on `state`: the edit to the value
// it has, and another value it accepts.
std::optional<std::pair<Edit, std::int32_t>> firstEdit(const Session& s, const Game& state)
{
    for (EntityId e = 1; e < s.trace().entityNames.size(); ++e)
        for (const EditableField& f : s.ruleset().editableFields(s.scenario())) {
            auto probe = state.clone();
            const EditOutcome o = s.ruleset().applyEdit(*probe, {e, f.field, f.min});
            if (!o.ok())
                continue;
            const std::int32_t other = o.oldValue > f.min ? o.oldValue - 1 : o.oldValue + 1;
            auto check = state.clone();
            if (s.ruleset().applyEdit(*check, {e, f.field, other}).ok())
                return std::pair{Edit{e, f.field, o.oldValue}, other};
        }
    return std::nullopt;
}

// Whether `now` is `before` moved one event later by an edit at `first`: equal, but for an
// argument naming an event at or after `first` (one more now) and a state hash (which
// covers what the rules keep of such numbers).
bool sameButEventNumbers(const Event& before, Event now, Seq first)
{
    if (before.kind == kind(CommonKind::StateHash) && now.kind == before.kind)
        return true;
    for (int i = 0; i < 4; ++i)
        if (before.arg[i] >= 0 && static_cast<Seq>(before.arg[i]) >= first && now.arg[i] == before.arg[i] + 1)
            now.arg[i] = before.arg[i];
    return now == before;
}

// The same-value edit at step end `at`: the original with one event inserted at at + 1.
void checkSameValue(const Session& s, Seq at, const Edit& same, Failures& out)
{
    auto fork = sameGame(s);
    const Seq first = fork->forkWithEdits(at, {same});
    fork->run(s.size() + 1 - first);
    const Trace& t = fork->trace();
    for (Seq k = first; k < s.size() && k + 1 < t.size(); ++k)
        if (!sameButEventNumbers(s.trace().at(k), t.at(k + 1), first)) {
            out << QStringLiteral("an edit at %1 to the value its field had changed %2").arg(at).arg(eventText(s, k));
            return;
        }
    if (t.size() != s.size() + 1)
        out << QStringLiteral("an edit at %1 to the value its field had made %2 events of %3")
                   .arg(at)
                   .arg(t.size())
                   .arg(s.size() + 1);
}

// A changed value: the user's event at + 1 and the field's last change there.
void checkChange(const Session& s, Seq at, const Edit& edit, Failures& out)
{
    auto fork = sameGame(s);
    const Seq first = fork->forkWithEdits(at, {edit});
    fork->run(2000);
    const Trace& t = fork->trace();
    if (first != at + 1 || t.size() <= first || t.at(first).kind != kind(CommonKind::Edit) ||
        t.at(first).arg[2] != edit.value) {
        out << QStringLiteral("an edit at %1 is not the user's event #%2").arg(at).arg(at + 1);
        return;
    }
    WriteIndex index;
    index.extend(t);
    const auto last = index.lastWriteAtOrBefore({edit.entity, edit.field}, first);
    if (!last || *last != first || !traceBack(t, index, first).write.byUser)
        out << QStringLiteral("\"Who changed this?\" at %1 does not name the user's edit").arg(first);
}

}  // namespace

Failures checkEdits(const Session& s, std::size_t maxEdits)
{
    Failures out;
    const Trace& t = s.trace();
    auto probe = sameGame(s);
    std::vector<Seq> ends;  // the step ends, the game not over after them
    for (Seq n = 1; n < t.size(); ++n)
        if (t.at(n).flags & EventFlag::StepStart)
            ends.push_back(n - 1);
    const std::size_t stride = std::max<std::size_t>(1, ends.size() / std::max<std::size_t>(1, maxEdits));
    std::size_t tried = 0;
    for (std::size_t i = 0; i < ends.size() && out.size() < kListed; i += stride) {
        const auto state = probe->stateAt(ends[i]);
        if (state->finished())
            break;
        const auto pick = firstEdit(s, *state);
        if (!pick)
            continue;
        ++tried;
        try {
            checkSameValue(s, ends[i], pick->first, out);
            checkChange(s, ends[i], {pick->first.entity, pick->first.field, pick->second}, out);
        } catch (const std::exception& e) {
            out << QStringLiteral("an edit at %1 failed: %2").arg(ends[i]).arg(QString::fromStdString(e.what()));
        }
    }
    if (tried == 0 && !s.ruleset().editableFields(s.scenario()).empty() && ends.size() > 1)
        out << QStringLiteral("no step end of the game accepts an edit of any editable field");
    return out;
}

}  // namespace ts::conformance
