#include "session/narration.h"

#include "session/narrator.h"
#include "session/rulesetui.h"

#include "kernel/kinds.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"

#include <QCoreApplication>

#include <vector>

namespace ts::gui {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// The events folded into the rule step of `seq`: those after it, deeper than it, up to
// the next one at its depth or shallower (what F10 steps over), at most kMaxNarratedDetail.
void collectDetail(const Trace& trace, Seq seq, std::uint8_t depth, std::vector<Event>& events,
                   std::vector<std::string_view>& kinds)
{
    for (Seq s = seq + 1; s < trace.size() && events.size() < kMaxNarratedDetail; ++s) {
        const std::optional<Event> e = trace.tryAt(s);
        if (!e || e->depth <= depth)
            return;
        events.push_back(*e);
        kinds.push_back(e->kind < trace.kindNames.size() ? std::string_view(trace.kindNames[e->kind])
                                                         : std::string_view());
    }
}

}  // namespace

QString Narration::narrate(const Session& session, Seq seq)
{
    const RulesetUi* ui = findRulesetUi(session.ruleset().id());
    return narrate(session.trace(), &session.ruleset(), ui ? ui->narrator() : nullptr, seq);
}

QString Narration::narrate(const Trace& trace, const Ruleset* ruleset, const Narrator* narrator, Seq seq)
{
    const std::optional<Event> e = seq < trace.size() ? trace.tryAt(seq) : std::nullopt;
    if (!e)
        return {};
    const RenderContext render(trace, ruleset);
    const std::string kindName = trace.kindName(e->kind);
    QString sentence;
    if (narrator) {
        std::vector<Event> detail;
        std::vector<std::string_view> detailKinds;
        collectDetail(trace, seq, e->depth, detail, detailKinds);
        sentence = narrator->sentence({*e, kindName, render, detail, detailKinds});
    }
    if (sentence.isNull())
        sentence = commonSentence(trace, ruleset, *e);
    if (sentence.isNull())
        sentence = text(render.line(*e));
    return sentence + QStringLiteral(" — ") + text(trace.clauseName(e->clause));
}

QString Narration::commonSentence(const Trace& trace, const Ruleset* ruleset, const Event& e)
{
    const KindInfo* info = KindRegistry::instance().findByName(trace.kindName(e.kind));
    if (!info || info->id >= kFirstRulesetKind)
        return {};
    const RenderContext render(trace, ruleset);
    const QString subject = text(render.entity(e.subject[0]));
    switch (static_cast<CommonKind>(info->id)) {
    case CommonKind::Decision:
        return QCoreApplication::translate("Narration", "%1 decides: %2").arg(subject, text(render.answerText(e)));
    case CommonKind::RngDraw:
        return QCoreApplication::translate("Narration", "A random number below %1 is drawn: %2")
            .arg(QString::number(e.arg[1]), QString::number(e.arg[2]));
    case CommonKind::Write:
        return QCoreApplication::translate("Narration", "%1's %2 changes from %3 to %4")
            .arg(subject, text(render.field(static_cast<FieldId>(e.arg[0]))), QString::number(e.arg[1]),
                 QString::number(e.arg[2]));
    case CommonKind::Edit:
        return QCoreApplication::translate("Narration", "You set %1's %2 from %3 to %4 (your edit, not a rule)")
            .arg(subject, text(render.field(static_cast<FieldId>(e.arg[0]))), QString::number(e.arg[1]),
                 QString::number(e.arg[2]));
    case CommonKind::StateHash:
        return QCoreApplication::translate(
            "Narration", "The state's fingerprint is noted, so a replay can check it reached the same state");
    case CommonKind::GameEnd:
        return QCoreApplication::translate("Narration", "The game is over: %1").arg(text(render.outcome(e.arg[0])));
    }
    return {};
}

QStringList Narration::commonKinds()
{
    QStringList names;
    for (const KindInfo& k : KindRegistry::instance().all())
        if (k.id < kFirstRulesetKind)
            names << QString::fromUtf8(k.name.data(), static_cast<qsizetype>(k.name.size()));
    return names;
}

}  // namespace ts::gui
