#pragma once
// "Shrink to Here": the kernel's shrinker (kernel/shrink.h) run on a worker thread over the
// scenario of the game shown, with the property "a traced game of the candidate stops at
// this breakpoint". The breakpoint is carried over by names (kind, clause, entity, condition
// text), since ids of kinds and entities belong to one trace; the condition is compiled on
// the worker thread, because a QJSEngine must live in the thread that uses it. Progress
// comes back as queued signals; cancel() keeps the best scenario found so far.
#include "kernel/batch/shrink.h"
#include "kernel/session/session.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

class QThread;

namespace ts::gui {

class ConditionEngine;
class SessionController;

// A breakpoint by names, as it can be re-created in another game's trace.
struct BreakpointByNames {
    std::string kind, clause, entity;  // empty: any
    QString condition;  // empty: always
    QString helpers;  // the ruleset's condition helpers (RulesetUi)

    // Breakpoint `id` of the session, by names; nullopt when there is none with that id.
    static std::optional<BreakpointByNames> of(const Session& session, int id, const QString& helpers);
    // The breakpoint in `trace`'s names, with its condition over `engine` (compiled here;
    // may be null without a condition). Nullopt while a name is unknown to the trace (an
    // entity appears in the trace with its first event) or the condition does not compile.
    std::optional<Breakpoint> resolve(const Trace& trace, std::shared_ptr<ConditionEngine>& engine) const;
    // "kind K, clause C, entity E, condition X" (the parts set).
    std::string describe() const;
};

class ShrinkRunner : public QObject {
    Q_OBJECT
public:
    explicit ShrinkRunner(QObject* parent = nullptr);
    ~ShrinkRunner() override;  // cancels and waits for the worker

    // What is shrunk: the game's ruleset, scenario document and seed, and the breakpoint.
    struct Input {
        const Ruleset* ruleset = nullptr;
        nlohmann::json document;
        std::uint64_t seed = 0;
        BreakpointByNames breakpoint;
    };
    // The input of the controller's game and its breakpoint `id`; nullopt without either.
    static std::optional<Input> inputOf(const SessionController& controller, int breakpointId);

    // Starts the search; false when one is running.
    bool start(Input input, std::chrono::seconds budget);
    void cancel();
    bool isRunning() const { return thread_ != nullptr; }
    bool wasCancelled() const { return cancel_.load(); }  // the last search was asked to stop

    // After finished(): the result (ok) or why there is none.
    const ShrinkResult& result() const { return result_; }
    QString error() const { return error_; }
    const Input& input() const { return input_; }
    // The result as a scenario of its own: the game's seed and a note in "description".
    nlohmann::json outputDocument() const;

signals:
    void progress(quint64 candidates, quint64 kept, quint64 events, double seconds);
    void finished(bool ok);

private:
    void work(std::chrono::seconds budget);

    Input input_;
    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
    ShrinkResult result_;
    QString error_;
    bool ok_ = false;
};

}  // namespace ts::gui
