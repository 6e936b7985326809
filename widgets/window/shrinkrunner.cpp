#include "window/shrinkrunner.h"

#include "session/headless/conditionengine.h"
#include "session/rulesetui.h"
#include "session/sessioncontroller.h"

#include <QThread>

#include <algorithm>

namespace ts::gui {

namespace {

// Events a candidate's game runs between looks at its new events: small, since the game
// stops at the first hit and a shrunk game is short.
constexpr std::uint64_t kRunChunk = 256;

// The first event of a traced game of `candidate` that `names` stops at, as events played
// (its index + 1); nullopt when none within `maxEvents`, or when cancelled. The breakpoint
// is added once its entity has appeared in the trace: no earlier event can name it.
std::optional<std::uint64_t> firstHit(const Ruleset& ruleset, std::shared_ptr<const Scenario> candidate,
                                      std::uint64_t seed, std::uint64_t maxEvents, const BreakpointByNames& names,
                                      std::shared_ptr<ConditionEngine>& engine, const std::atomic<bool>& cancel)
{
    SessionOptions options;
    options.maxEvents = maxEvents + 1;  // the session's own budget: no run past the best game
    Session session(ruleset, std::move(candidate), seed, options);
    bool added = false;
    Seq scanned = 0;
    for (;;) {
        if (cancel.load(std::memory_order_relaxed))
            return std::nullopt;
        const Seq before = session.size();
        const Session::RunResult run = session.run(kRunChunk);
        if (!added) {
            if (auto bp = names.resolve(session.trace(), engine)) {
                session.addBreakpoint(std::move(*bp));
                added = true;
            }
        }
        for (; added && scanned < session.size() && scanned < maxEvents; ++scanned) {
            if (cancel.load(std::memory_order_relaxed))
                return std::nullopt;
            if (session.breakpointHit(scanned))
                return scanned + 1;
        }
        if (run != Session::RunResult::Limit || session.size() == before || session.size() >= maxEvents)
            return std::nullopt;
    }
}

}  // namespace

std::optional<BreakpointByNames> BreakpointByNames::of(const Session& session, int id, const QString& helpers)
{
    const auto& all = session.breakpoints();
    const auto it = std::find_if(all.begin(), all.end(), [id](const Breakpoint& b) { return b.id == id; });
    if (it == all.end())
        return std::nullopt;
    const Trace& trace = session.trace();
    BreakpointByNames n;
    n.kind = it->kind ? trace.kindName(*it->kind) : std::string();
    n.clause = it->clause.value_or(std::string());
    n.entity = it->entity ? trace.entityName(*it->entity) : std::string();
    n.condition = QString::fromStdString(it->conditionText);
    n.helpers = helpers;
    return n;
}

std::optional<Breakpoint> BreakpointByNames::resolve(const Trace& trace, std::shared_ptr<ConditionEngine>& engine) const
{
    Breakpoint bp;
    if (!kind.empty()) {
        const auto it = std::find(trace.kindNames.begin(), trace.kindNames.end(), kind);
        if (it == trace.kindNames.end())
            return std::nullopt;
        bp.kind = static_cast<KindId>(it - trace.kindNames.begin());
    }
    if (!clause.empty())
        bp.clause = clause;
    if (!entity.empty()) {
        // [0] is the empty name of "no entity".
        const auto first = trace.entityNames.begin() + (trace.entityNames.empty() ? 0 : 1);
        const auto it = std::find(first, trace.entityNames.end(), entity);
        if (it == trace.entityNames.end())
            return std::nullopt;
        bp.entity = static_cast<EntityId>(it - trace.entityNames.begin());
    }
    if (!condition.isEmpty()) {
        if (!engine) {
            engine = std::make_shared<ConditionEngine>(helpers);
            QString error;
            if (!engine->compile(condition, &error)) {
                engine.reset();
                return std::nullopt;
            }
        }
        bp.condition = ConditionEngine::makeCondition(engine);
        bp.conditionText = condition.toStdString();
    }
    return bp;
}

// English: it goes into the shrunk scenario's "description", as the CLI's note does.
std::string BreakpointByNames::describe() const
{
    std::string text;
    const auto part = [&text](const char* what, const std::string& value) {
        if (!value.empty())
            text += (text.empty() ? "" : ", ") + std::string(what) + " " + value;
    };
    part("kind", kind);
    part("clause", clause);
    part("entity", entity);
    part("condition", condition.toStdString());
    return text;
}

ShrinkRunner::ShrinkRunner(QObject* parent) : QObject(parent) {}

ShrinkRunner::~ShrinkRunner()
{
    if (thread_) {
        cancel_ = true;
        thread_->wait();
        delete thread_;
    }
}

std::optional<ShrinkRunner::Input> ShrinkRunner::inputOf(const SessionController& controller, int breakpointId)
{
    const Session* s = controller.session();
    if (!s)
        return std::nullopt;
    const RulesetUi* ui = rulesetUiOf(controller);
    auto names = BreakpointByNames::of(*s, breakpointId, ui ? ui->conditionHelpers() : QString());
    if (!names)
        return std::nullopt;
    return Input{&s->ruleset(), s->scenario().source, s->seed(), std::move(*names)};
}

bool ShrinkRunner::start(Input input, std::chrono::seconds budget)
{
    if (thread_)
        return false;
    input_ = std::move(input);
    cancel_ = false;
    ok_ = false;
    error_.clear();
    thread_ = QThread::create([this, budget] { work(budget); });
    // Back in this object's thread once the worker is done: the result is complete then.
    connect(thread_, &QThread::finished, this, [this] {
        thread_->wait();
        delete thread_;
        thread_ = nullptr;
        emit finished(ok_);
    });
    thread_->start();
    return true;
}

void ShrinkRunner::cancel() { cancel_ = true; }

// On the worker thread: everything it touches (the engine of the condition, the sessions of
// the candidates) is created and destroyed here.
void ShrinkRunner::work(std::chrono::seconds budget)
{
    std::shared_ptr<ConditionEngine> engine;
    ShrinkProperty property;
    property.reaches = [this, &engine](std::shared_ptr<const Scenario> candidate, std::uint64_t seed,
                                       std::uint64_t maxEvents) {
        return firstHit(*input_.ruleset, std::move(candidate), seed, maxEvents, input_.breakpoint, engine, cancel_);
    };
    ShrinkOptions options;
    options.file = "shrink.json";
    options.seed = input_.seed;
    options.budget = budget;
    options.cancel = &cancel_;
    double lastShown = -1;
    options.progress = [this, &lastShown](const ShrinkProgress& p) {
        if (p.seconds - lastShown < 0.1)
            return;  // ten a second are plenty for a dialog
        lastShown = p.seconds;
        emit progress(p.candidates, p.kept, p.events, p.seconds);
    };
    try {
        result_ = shrinkScenario(*input_.ruleset, input_.document, property, options);
        ok_ = true;
    } catch (const std::exception& e) {
        error_ = QString::fromStdString(e.what());
    }
}

nlohmann::json ShrinkRunner::outputDocument() const
{
    nlohmann::json doc = result_.document;
    doc["seed"] = input_.seed;
    const std::string before = doc.contains("description") && doc["description"].is_string()
        ? doc["description"].get<std::string>()
        : std::string();
    doc["description"] = "Shrunk in the Turnscope window to a stop at the breakpoint (" + input_.breakpoint.describe() +
        "; seed " + std::to_string(input_.seed) + "): " + std::to_string(result_.eventsBefore) + " -> " +
        std::to_string(result_.eventsAfter) + " events." + (before.empty() ? "" : " Originally: " + before);
    return doc;
}

}  // namespace ts::gui
