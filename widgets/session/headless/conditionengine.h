#pragma once
// Conditional breakpoint expressions: one JavaScript expression (Qt's QJSEngine, no
// language of our own) evaluated over the state at an event. The state is the ruleset's
// state JSON (Game::toJson()) as the global `state`; the ruleset of the game adds its
// helpers (RulesetUi::conditionHelpers(): unit("Enemy1"), turn(), round(), …), e.g.
//       unit("Enemy1").tokens < 0
//       state.units.filter(u => !u.alive).length > 0
// A helper given a name that does not exist throws, and an expression whose value is
// `undefined` (a field that does not exist) is an error too: both are recorded, so a
// condition that can never be true does not pass for one that is false.
//
// Conditions are single expressions: statements, loops (`for`, `while`, `do`), strict
// code (`class`, "use strict": V4's strict tail calls can recurse for ever) and brackets
// that would close the wrapping function are rejected when compiling. A watchdog thread
// interrupts an evaluation that runs longer than timeLimit() (QJSEngine::setInterrupted
// is thread-safe), so `Array.from({length: 1e9})` cannot hang the debugger. A runtime
// error (e.g. `unit("Nobody").tokens`) counts as false and is recorded.
#include "kernel/event.h"

#include <QJSValue>
#include <QString>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>

class QJSEngine;

namespace ts {
class Game;
}

namespace ts::gui {

class ConditionEngine {
public:
    // `helpers`: the ruleset's JavaScript helper installer (RulesetUi::conditionHelpers()),
    // empty for none.
    explicit ConditionEngine(const QString& helpers = {});
    ~ConditionEngine();
    ConditionEngine(const ConditionEngine&) = delete;
    ConditionEngine& operator=(const ConditionEngine&) = delete;

    // Checks and prepares `expression` without running it. On failure `error` holds the
    // engine's message (e.g. "SyntaxError: Expected token `)' (column 12)").
    bool compile(const QString& expression, QString* error);
    bool isCompiled() const { return compiled_; }
    QString expression() const { return expression_; }

    // The expression's truth value over `state`. A runtime error or a timeout gives false,
    // *ok = false and the message in *error; it is also recorded (lastError()).
    bool evaluate(const ts::Game& state, bool* ok = nullptr, QString* error = nullptr);
    // The same over a state given as JSON text (tests; states from elsewhere).
    bool evaluateJson(const QString& stateJson, bool* ok = nullptr, QString* error = nullptr);

    // The expression's value (watches, watchbuilder.h) over a state given as JSON text; an
    // undefined value, a runtime error or a timeout give an undefined QJSValue and the
    // message in *error (recorded as for evaluate()).
    QJSValue value(const QString& stateJson, QString* error = nullptr);
    // The same over the state installed by the last value() or evaluate(), without parsing
    // it again (the state did not change).
    QJSValue valueAgain(QString* error = nullptr);

    void setTimeLimit(std::chrono::milliseconds limit) { timeLimit_ = limit; }
    std::chrono::milliseconds timeLimit() const { return timeLimit_; }

    // What evaluations have produced so far (shown in the breakpoint list).
    std::uint64_t evaluationCount() const { return evaluations_; }
    std::uint64_t errorCount() const { return errors_; }
    QString lastError() const { return lastError_; }
    ts::Seq lastErrorSeq() const { return lastErrorSeq_; }
    void clearErrors();
    // The same as one value, to hand over: a worker's engine evaluates the same expression
    // over the same game (the timeline's hits), and the window's engine, which the
    // breakpoint list shows, absorbs what it found.
    struct Counts {
        std::uint64_t evaluations = 0;
        std::uint64_t errors = 0;
        QString lastError;
        ts::Seq lastErrorSeq = 0;
    };
    Counts counts() const { return {evaluations_, errors_, lastError_, lastErrorSeq_}; }
    // Adds `other`'s evaluations and errors; its last error becomes this one's when it has one.
    void absorb(const Counts& other);

    // The helpers a ruleset bundles as ":/conditions/<id>.js" (resources/conditions/), empty
    // when it has none: the window's RulesetUi and turnscope-cli read the same file.
    static QString bundledHelpers(std::string_view rulesetId);

    // A Breakpoint::condition over this engine. The function shares ownership, so the
    // engine lives as long as the breakpoint; `onError` (optional) hears each failure.
    static std::function<bool(const ts::Game&, ts::Seq)>
    makeCondition(std::shared_ptr<ConditionEngine> engine, std::function<void(ts::Seq, const QString&)> onError = {});

private:
    class Watchdog;
    bool run(const QString& stateJson, bool* ok, QString* error);
    // Installs `stateJson` (unless null) and runs the expression; the value, or an undefined
    // value and *message.
    QJSValue call(const QString* stateJson, QString& message);
    QString errorText(const QJSValue& error) const;

    std::unique_ptr<QJSEngine> js_;
    std::unique_ptr<Watchdog> watchdog_;
    QJSValue setState_;  // function(json): parses and installs the state
    QJSValue function_;  // the compiled expression
    QString expression_;
    bool compiled_ = false;
    std::chrono::milliseconds timeLimit_{250};
    std::uint64_t evaluations_ = 0;
    std::uint64_t errors_ = 0;
    QString lastError_;
    ts::Seq lastErrorSeq_ = 0;
};

}  // namespace ts::gui
