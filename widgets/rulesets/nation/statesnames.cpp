#include "rulesets/nation/statesnames.h"

#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "kernel/trace/trace.h"
#include "rulesets/nation/game.h"

#include <QStringList>

namespace ts::gui {

namespace {
template <typename T>
const T* at(const std::vector<T>& v, std::int32_t i)
{
    return i >= 0 && static_cast<std::size_t>(i) < v.size() ? &v[static_cast<std::size_t>(i)] : nullptr;
}
}  // namespace

const nation::NationGame* NationNames::gameAtCursor(SessionController* controller)
{
    if (!controller || !controller->hasSession())
        return nullptr;
    return gameAs<nation::NationGame>(controller->stateAtCursor());
}

bool NationNames::cursorInPreview(SessionController* controller)
{
    if (!controller || !controller->hasSession())
        return false;
    return cursorInPreview(controller->session()->trace(), controller->cursor());
}

bool NationNames::cursorInPreview(const Trace& t, Seq at)
{
    if (at >= t.size())
        return false;
    // A preview lies inside one engine step: look back no further than its start.
    for (Seq i = at + 1; i-- > 0;) {
        const std::optional<Event> e = t.tryAt(i);
        if (!e)
            return false;
        const std::string kind = t.kindName(e->kind);
        if (kind == "nation.preview-begin")
            return true;
        if (kind == "nation.preview-score")
            return false;
        if (e->flags & EventFlag::StepStart)
            return false;
    }
    return false;
}

QString NationNames::notNationReason(const SessionController* controller, const QString& panel)
{
    if (!controller || !controller->hasSession())
        return tr("No session");
    return tr("The %1 belongs to the nation ruleset").arg(panel);
}

QString NationNames::nation(const nation::NationScenario& sc, std::int32_t n)
{
    const auto* spec = at(sc.nations, n);
    return spec ? QString::fromStdString(spec->name) : tr("nation %1").arg(n);
}

QString NationNames::unit(const nation::NationScenario& sc, std::int32_t n, std::int32_t u)
{
    if (const auto* spec = at(sc.nations, n))
        if (const auto* us = at(spec->units, u))
            return QString::fromStdString(us->name);
    return tr("unit %1").arg(u);
}

QString NationNames::holder(const nation::NationScenario& sc, const nation::Holder& h)
{
    return h.unit < 0 ? nation(sc, h.nation) : unit(sc, h.nation, h.unit);
}

QString NationNames::state(const nation::NationScenario& sc, std::int32_t def)
{
    const auto* d = at(sc.states, def);
    return d ? QString::fromStdString(d->id) : tr("state %1").arg(def);
}

QString NationNames::stateDescription(const nation::NationScenario& sc, std::int32_t def)
{
    const auto* d = at(sc.states, def);
    return d ? QString::fromStdString(d->name) : QString();
}

QString NationNames::skill(const nation::NationScenario& sc, std::int32_t k)
{
    const auto* d = at(sc.skills, k);
    return d ? QString::fromStdString(d->id) : tr("skill %1").arg(k);
}

QString NationNames::command(const nation::NationScenario& sc, std::int32_t c)
{
    const auto* d = at(sc.commands, c);
    return d ? QString::fromStdString(d->id) : tr("command %1").arg(c);
}

QString NationNames::row(nation::Row r)
{
    switch (r) {
    case nation::Row::Front: return tr("Front");
    case nation::Row::Middle: return tr("Middle");
    case nation::Row::Back: return tr("Back");
    case nation::Row::Bench: return tr("Bench");
    }
    return tr("row %1").arg(static_cast<int>(r));
}

QString NationNames::timing(nation::Timing t) { return QString::fromLatin1(nation::timingName(t)); }

QString NationNames::timings(const nation::StateDef& d)
{
    QStringList names;
    for (int t = 0; t < static_cast<int>(nation::Timing::Count_); ++t)
        if (d.firesAt(static_cast<nation::Timing>(t)))
            names << timing(static_cast<nation::Timing>(t));
    return names.isEmpty() ? QStringLiteral("—") : names.join(QStringLiteral(", "));
}

QString NationNames::stacks(std::int32_t v) { return v == nation::kNull ? QStringLiteral("—") : QString::number(v); }
QString NationNames::duration(std::int32_t v) { return v == nation::kNull ? QStringLiteral("∞") : QString::number(v); }
QString NationNames::remainings(std::int32_t v)
{
    return v == nation::kNull ? QStringLiteral("∞") : QString::number(v);
}

QString NationNames::stacksMeaning(std::int32_t v)
{
    if (v == nation::kNull)
        return tr("not stackable (stacks: null)");
    return (v == 1 ? tr("1 stack") : tr("%1 stacks").arg(v)) + tr("; a new grant adds one (001:4.3/3.1)");
}

QString NationNames::durationMeaning(std::int32_t v)
{
    if (v == nation::kNull)
        return tr("permanent (duration: null)");
    return (v == 1 ? tr("1 turn left") : tr("%1 turns left").arg(v)) +
        tr("; counts down after its nation's turn end, removed at 0 (001:4.4/duration)");
}

QString NationNames::remainingsMeaning(std::int32_t v)
{
    if (v == nation::kNull)
        return tr("fires without limit (remaining triggers: null)");
    return (v == 1 ? tr("1 trigger left") : tr("%1 triggers left").arg(v)) +
        tr("; removed when it reaches 0 (001:4.4/2)");
}

QColor NationNames::currentRowFill() { return PanelStyle::highlightFill(70, 110); }

}  // namespace ts::gui
