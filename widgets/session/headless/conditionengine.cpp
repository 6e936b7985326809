#include "session/headless/conditionengine.h"

#include "kernel/game.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QJSEngine>
#include <QRegularExpression>

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace ts::gui {

namespace {

// Installed once per engine (called with the global object: V4 of Qt 6.4 has no
// `globalThis`, and with the ruleset's helper installer). `state` is a read-only global (an
// expression cannot replace it for the next evaluation), and so are the helpers; the
// returned function installs the state of one event.
const char* const kPrelude = R"js(
(function (global, installHelpers) {
    "use strict";
    var current = null;
    var define = function (name, value) {
        Object.defineProperty(global, name, { value: value, writable: false, enumerable: true });
    };
    Object.defineProperty(global, "state", { get: function () { return current; }, enumerable: true });
    if (typeof installHelpers === "function")
        installHelpers(define, function () { return current || {}; });
    return function (json) { current = JSON.parse(json); };
})
)js";

// ConditionEngine is not a QObject; its messages keep the context lupdate gives them.
QString tr(const char* text) { return QCoreApplication::translate("ts::gui::ConditionEngine", text); }

// Blanks string literals and comments, so that the checks below see only code, and
// checks that brackets pair up: an expression that closes more than it opens could end
// the wrapping function and run statements while being compiled.
struct Shape {
    QString code;
    QString error;
};

Shape scan(const QString& text)
{
    Shape out;
    out.code = text;
    std::vector<QChar> open;  // expected closers; 'T' = "}" that resumes a template literal
    bool inTemplate = false;
    const qsizetype n = text.size();
    auto blank = [&](qsizetype from, qsizetype to) {
        for (qsizetype k = from; k < to && k < n; ++k)
            out.code[k] = QLatin1Char(' ');
    };
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (inTemplate) {
            const qsizetype start = i;
            while (i < n && text[i] != QLatin1Char('`') &&
                   !(text[i] == QLatin1Char('$') && i + 1 < n && text[i + 1] == QLatin1Char('{')))
                i += text[i] == QLatin1Char('\\') ? 2 : 1;
            blank(start, i);
            if (i >= n)
                break;
            if (text[i] == QLatin1Char('`')) {
                inTemplate = false;
            } else {
                open.push_back(QLatin1Char('T'));
                inTemplate = false;
                ++i;  // past "{"
            }
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            const qsizetype start = i++;
            while (i < n && text[i] != c)
                i += text[i] == QLatin1Char('\\') ? 2 : 1;
            blank(start + 1, i);
        } else if (c == QLatin1Char('`')) {
            inTemplate = true;
        } else if (c == QLatin1Char('/') && i + 1 < n && text[i + 1] == QLatin1Char('/')) {
            const qsizetype start = i;
            while (i < n && text[i] != QLatin1Char('\n'))
                ++i;
            blank(start, i);
        } else if (c == QLatin1Char('/') && i + 1 < n && text[i + 1] == QLatin1Char('*')) {
            const qsizetype end = text.indexOf(QStringLiteral("*/"), i + 2);
            blank(i, end < 0 ? n : end + 2);
            i = end < 0 ? n : end + 1;
        } else if (c == QLatin1Char('(')) {
            open.push_back(QLatin1Char(')'));
        } else if (c == QLatin1Char('[')) {
            open.push_back(QLatin1Char(']'));
        } else if (c == QLatin1Char('{')) {
            open.push_back(QLatin1Char('}'));
        } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
            const QChar expected = open.empty() ? QChar() : open.back();
            if (open.empty() || (expected != c && !(expected == QLatin1Char('T') && c == QLatin1Char('}')))) {
                out.error = QCoreApplication::translate("ts::gui::ConditionEngine", "Unbalanced '%1' at column %2")
                                .arg(c)
                                .arg(i + 1);
                return out;
            }
            open.pop_back();
            if (expected == QLatin1Char('T'))
                inTemplate = true;
        }
    }
    if (!open.empty() && open.back() != QLatin1Char('T'))
        out.error = QCoreApplication::translate("ts::gui::ConditionEngine", "Missing '%1' at the end").arg(open.back());
    return out;
}

}  // namespace

// One thread per engine that interrupts an evaluation running past its deadline.
class ConditionEngine::Watchdog {
public:
    explicit Watchdog(QJSEngine* js) : js_(js), thread_([this] { loop(); }) {}
    ~Watchdog()
    {
        {
            std::lock_guard lock(mutex_);
            quit_ = true;
        }
        wake_.notify_all();
        thread_.join();
    }
    void arm(std::chrono::milliseconds limit)
    {
        {
            std::lock_guard lock(mutex_);
            deadline_ = std::chrono::steady_clock::now() + limit;
            armed_ = true;
            fired_ = false;
            ++generation_;
        }
        wake_.notify_all();
    }
    // Whether the deadline passed (the engine was interrupted) before disarming.
    bool disarm()
    {
        std::lock_guard lock(mutex_);
        armed_ = false;
        ++generation_;
        return fired_;
    }

private:
    void loop()
    {
        std::unique_lock lock(mutex_);
        while (!quit_) {
            if (!armed_) {
                wake_.wait(lock);
                continue;
            }
            const std::uint64_t generation = generation_;
            if (wake_.wait_until(lock, deadline_, [&] { return quit_ || generation_ != generation; }))
                continue;
            fired_ = true;
            armed_ = false;
            js_->setInterrupted(true);  // documented as thread-safe
        }
    }

    QJSEngine* js_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::chrono::steady_clock::time_point deadline_;
    std::uint64_t generation_ = 0;
    bool armed_ = false;
    bool fired_ = false;
    bool quit_ = false;
    std::thread thread_;
};

ConditionEngine::ConditionEngine(const QString& helpers) : js_(std::make_unique<QJSEngine>())
{
    QJSValue install;
    if (!helpers.trimmed().isEmpty())
        install = js_->evaluate(helpers, QStringLiteral("ruleset-helpers.js"));
    setState_ = js_->evaluate(QString::fromUtf8(kPrelude), QStringLiteral("turnscope-prelude.js"))
                    .call({js_->globalObject(), install});
    Q_ASSERT(setState_.isCallable());
}

QString ConditionEngine::bundledHelpers(std::string_view rulesetId)
{
    QFile file(QStringLiteral(":/conditions/%1.js")
                   .arg(QString::fromUtf8(rulesetId.data(), static_cast<qsizetype>(rulesetId.size()))));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

ConditionEngine::~ConditionEngine()
{
    watchdog_.reset();  // before the engine it points to
}

void ConditionEngine::clearErrors()
{
    errors_ = 0;
    lastError_.clear();
    lastErrorSeq_ = 0;
}

void ConditionEngine::absorb(const Counts& other)
{
    evaluations_ += other.evaluations;
    errors_ += other.errors;
    if (!other.lastError.isEmpty()) {
        lastError_ = other.lastError;
        lastErrorSeq_ = other.lastErrorSeq;
    }
}

QString ConditionEngine::errorText(const QJSValue& error) const
{
    if (!error.isError())
        return tr("Uncaught exception: %1").arg(error.toString());
    QString text = error.toString();  // "TypeError: Cannot read property 'x' of undefined"
    if (error.errorType() == QJSValue::SyntaxError) {
        // The expression starts on line 1 of the wrapper and keeps its lines; the wrapper's
        // closing line comes after them, so an error found there is one of an expression
        // that ended too early ("turn() =="). A line number only where there is a choice.
        const int line = error.property(QStringLiteral("lineNumber")).toInt();
        const auto lines = static_cast<int>(expression_.count(QLatin1Char('\n'))) + 1;
        if (line > lines)
            text += tr(" (at the end of the condition)");
        else if (lines > 1 && line >= 1)
            text += tr(" (line %1)").arg(line);
    }
    return text;
}

bool ConditionEngine::compile(const QString& expression, QString* error)
{
    compiled_ = false;
    function_ = QJSValue();
    expression_ = expression;
    clearErrors();
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (expression.trimmed().isEmpty())
        return fail(tr("The condition is empty"));
    const Shape shape = scan(expression);
    if (!shape.error.isEmpty())
        return fail(shape.error);
    // Loops could run for ever. So could strict-mode code (a class body, a "use strict"
    // function): V4 turns its self-recursion into tail calls that neither overflow the
    // stack nor check for an interruption in time; sloppy recursion overflows in ms.
    static const QRegularExpression loop(QStringLiteral(R"((?<![.\w$])(for|while|do|class)(?![\w$])(?!\s*:))"));
    if (const auto m = loop.match(shape.code); m.hasMatch())
        return fail(tr("'%1' is not allowed: a condition is a single expression, without loops").arg(m.captured(1)));
    static const QRegularExpression strict(QStringLiteral(R"(["']use strict["'])"));
    if (strict.match(expression).hasMatch())
        return fail(tr("\"use strict\" is not allowed in a condition"));

    // Wrapped in a function: compiling builds the function object and runs nothing of the
    // expression. The function returns [true, value] or [false, what was thrown] (call()
    // cannot tell a thrown 42 from a returned one). The line break keeps a trailing
    // "// comment" from swallowing the ")".
    const QString program = QStringLiteral("(function () { try { return [true, (") + expression +
        QStringLiteral("\n)]; } catch (e) { return [false, e]; } })");
    if (!watchdog_)
        watchdog_ = std::make_unique<Watchdog>(js_.get());
    watchdog_->arm(timeLimit_);
    QJSValue fn = js_->evaluate(program, QStringLiteral("condition"));
    if (watchdog_->disarm())
        js_->setInterrupted(false);
    if (js_->hasError())
        fn = js_->catchError();
    if (fn.isError())
        return fail(errorText(fn));
    if (!fn.isCallable())
        return fail(tr("The condition did not compile to a function"));
    function_ = fn;
    compiled_ = true;
    return true;
}

bool ConditionEngine::evaluate(const ts::Game& state, bool* ok, QString* error)
{
    return run(QString::fromStdString(state.toJson().dump()), ok, error);
}

bool ConditionEngine::evaluateJson(const QString& stateJson, bool* ok, QString* error)
{
    return run(stateJson, ok, error);
}

QJSValue ConditionEngine::call(const QString* stateJson, QString& message)
{
    ++evaluations_;
    QJSValue result;
    if (!compiled_) {
        message = tr("The condition is not compiled");
    } else {
        if (!watchdog_)
            watchdog_ = std::make_unique<Watchdog>(js_.get());
        watchdog_->arm(timeLimit_);
        QJSValue value;
        if (stateJson)
            value = setState_.call({QJSValue(*stateJson)});
        if (!js_->hasError() && !value.isError())
            value = function_.call();
        const bool interrupted = watchdog_->disarm();
        if (interrupted)
            js_->setInterrupted(false);
        QJSValue thrown;
        bool failed = true;
        if (js_->hasError())
            thrown = js_->catchError();
        else if (value.isError())
            thrown = value;
        else if (!value.property(0).toBool())
            thrown = value.property(1);
        else
            failed = false;
        if (failed)
            message = interrupted ? tr("The condition ran longer than %1 ms and was stopped").arg(timeLimit_.count())
                                  : errorText(thrown);
        else if (value.property(1).isUndefined())
            message = tr("The condition is undefined here (a name or a field that does not exist?)");
        else
            result = value.property(1);
    }
    if (!message.isEmpty()) {
        ++errors_;
        lastError_ = message;
    }
    return result;
}

bool ConditionEngine::run(const QString& stateJson, bool* ok, QString* error)
{
    QString message;
    const QJSValue value = call(&stateJson, message);
    if (ok)
        *ok = message.isEmpty();
    if (error)
        *error = message;
    return message.isEmpty() && value.toBool();
}

QJSValue ConditionEngine::value(const QString& stateJson, QString* error)
{
    QString message;
    QJSValue v = call(&stateJson, message);
    if (error)
        *error = message;
    return v;
}

QJSValue ConditionEngine::valueAgain(QString* error)
{
    QString message;
    QJSValue v = call(nullptr, message);
    if (error)
        *error = message;
    return v;
}

std::function<bool(const ts::Game&, ts::Seq)>
ConditionEngine::makeCondition(std::shared_ptr<ConditionEngine> engine,
                               std::function<void(ts::Seq, const QString&)> onError)
{
    return [engine = std::move(engine), onError = std::move(onError)](const ts::Game& state, ts::Seq seq) {
        bool ok = true;
        QString message;
        const bool result = engine->evaluate(state, &ok, &message);
        if (!ok) {
            engine->lastErrorSeq_ = seq;
            if (onError)
                onError(seq, message);
        }
        return result;
    };
}

}  // namespace ts::gui
