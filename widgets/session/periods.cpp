#include "session/periods.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QCoreApplication>
#include <QStringList>

namespace ts::gui {

Periods periodsOf(std::string_view rulesetId)
{
    Periods p;
    if (const Ruleset* r = findRuleset(rulesetId))
        p.kinds = r->periods();
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        p.labels = ui->periodLabels();
    if (p.labels.lane.isEmpty()) {
        p.labels.lane = QCoreApplication::translate("Periods", "Turns");
        p.labels.prefix = QCoreApplication::translate("Periods", "T", "a turn's label on the timeline: T12");
    }
    return p;
}

Periods periodsOf(const Session& session)
{
    Periods p = periodsOf(session.ruleset().id());
    p.kinds = session.ruleset().periodsFor(session.scenario());
    if (const RulesetUi* ui = findRulesetUi(session.ruleset().id())) {
        const RulesetUi::PeriodLabels labels = ui->periodLabelsFor(ui->variant(session));
        if (!labels.lane.isEmpty())
            p.labels = labels;
    }
    return p;
}

std::optional<Seq> findPeriodEvent(const Session& session, const QString& typed)
{
    const QStringList parts = typed.trimmed().split(QLatin1Char('.'));
    if (parts.size() > 2)
        return std::nullopt;
    bool okMajor = false, okMinor = true;
    const qlonglong major = parts.value(0).toLongLong(&okMajor);
    const qlonglong minor = parts.size() > 1 ? parts.value(1).toLongLong(&okMinor) : 0;
    if (!okMajor || !okMinor || major < 0 || minor < 0 || (parts.size() > 1 && minor == 0))
        return std::nullopt;
    return ts::findPeriodEvent(session.trace(), session.ruleset().periodsFor(session.scenario()), major, minor);
}

}  // namespace ts::gui
