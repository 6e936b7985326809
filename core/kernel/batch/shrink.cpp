#include "kernel/batch/shrink.h"

#include "kernel/batch/batch.h"

#include <algorithm>
#include <typeinfo>
#include <utility>
#include <vector>

namespace ts {

namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// One game played for the property.
struct Play {
    bool holds = false;
    bool timedOut = false;  // the deadline passed during the game: nothing is known
    std::uint64_t events = 0;
    std::string errorType, errorMessage;
};

std::uint64_t countElements(const json& j)
{
    std::uint64_t n = j.is_array() ? j.size() : 0;
    if (j.is_structured())
        for (const json& child : j)
            n += countElements(child);
    return n;
}

// Every array of the document, by JSON pointer.
void collectArrays(const json& j, const json::json_pointer& at,
                   std::vector<std::pair<json::json_pointer, std::size_t>>& out)
{
    if (j.is_array()) {
        if (!j.empty())
            out.emplace_back(at, j.size());
        for (std::size_t i = 0; i < j.size(); ++i)
            collectArrays(j[i], at / i, out);
    } else if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collectArrays(value, at / key, out);
    }
}

// A decimal written as a string ("12", "-3", "1.25"): scenarios write exact decimals so.
bool isDecimalString(const json& j)
{
    if (!j.is_string())
        return false;
    const std::string& s = j.get_ref<const std::string&>();
    std::size_t i = !s.empty() && s[0] == '-' ? 1 : 0;
    const std::size_t digits = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        ++i;
    if (i == digits || i - digits > 18)
        return false;
    if (i == s.size())
        return true;
    if (s[i] != '.' || i + 1 == s.size())
        return false;
    for (++i; i < s.size(); ++i)
        if (s[i] < '0' || s[i] > '9')
            return false;
    return true;
}

// Every integer and decimal string, but the top-level "seed" (the game's seed is fixed).
void collectNumbers(const json& j, const json::json_pointer& at, std::vector<json::json_pointer>& out)
{
    if (j.is_number_integer() || isDecimalString(j)) {
        if (at.to_string() != "/seed")
            out.push_back(at);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            collectNumbers(j[i], at / i, out);
    } else if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collectNumbers(value, at / key, out);
    }
}

// The value at `at`, or null when the path no longer leads anywhere (a pointer collected
// before a removal may go through a value of another type now).
const json* valueAt(const json& doc, const json::json_pointer& at)
{
    try {
        return doc.contains(at) ? &doc.at(at) : nullptr;
    } catch (const json::exception&) {
        return nullptr;
    }
}

class Shrinker {
public:
    Shrinker(const Ruleset& ruleset, const ShrinkProperty& property, const ShrinkOptions& options)
        : ruleset_(ruleset), property_(property), options_(options)
    {}

    ShrinkResult run(const json& document);

private:
    Play play(const std::shared_ptr<const Scenario>& scenario, std::uint64_t maxEvents, bool watchClock) const;
    Play playCustom(const std::shared_ptr<const Scenario>& scenario, std::uint64_t maxEvents, bool watchClock) const;
    bool cancelled() const { return options_.cancel && options_.cancel->load(std::memory_order_relaxed); }
    bool stepHolds(const Game& game) const;
    bool outOfBudget();
    bool test(const json& candidate);
    bool removeAll(const json::json_pointer& at);
    bool ddmin(const json::json_pointer& at);
    bool arraysPass();
    bool shrinkInteger(const json::json_pointer& at, std::int64_t value, bool asString);
    bool shrinkNumber(const json::json_pointer& at);
    bool numbersPass();
    double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

    const Ruleset& ruleset_;
    const ShrinkProperty& property_;
    const ShrinkOptions& options_;
    Clock::time_point start_ = Clock::now(), deadline_;
    json best_;
    std::uint64_t bestEvents_ = 0;
    std::string errorType_;
    ShrinkResult result_;
};

bool Shrinker::stepHolds(const Game& game) const
{
    try {
        return property_.stateCondition(game);
    } catch (const std::exception&) {
        return false;  // as a breakpoint condition that throws: false
    }
}

// One untraced game, answered as playBatchGame answers, stopped as soon as the property
// holds or at `maxEvents` (no game longer than the best one can be smaller).
Play Shrinker::play(const std::shared_ptr<const Scenario>& scenarioPtr, std::uint64_t maxEvents, bool watchClock) const
{
    if (property_.reaches)
        return playCustom(scenarioPtr, maxEvents, watchClock);
    const Scenario& scenario = *scenarioPtr;
    Play p;
    EventSink sink(nullptr);
    try {
        auto game = ruleset_.newGame(scenario, options_.seed);
        std::uint64_t decisions = 0, steps = 0;
        // The clock is read every 1024 steps, or every step with a condition (which may take
        // long: a JavaScript one up to its watchdog's limit), so a game cannot overrun the
        // budget much.
        const std::uint64_t clockEvery = property_.stateCondition ? 1 : 1024;
        while (!game->finished() && sink.position() <= maxEvents) {
            if (watchClock && ++steps % clockEvery == 0 && (Clock::now() > deadline_ || cancelled())) {
                p.timedOut = true;
                break;
            }
            sink.beginStep();
            const StepStatus st = game->step(sink);
            if (property_.stateCondition && sink.position() <= maxEvents && stepHolds(*game)) {
                p.holds = true;
                break;
            }
            if (st == StepStatus::NeedDecision && !answerHeadless(*game, scenario, decisions++))
                break;
        }
    } catch (const std::exception& e) {
        // The engine error property: the same exception type as the original game's.
        p.errorType = typeid(e).name();
        p.errorMessage = e.what();
        p.holds =
            property_.engineError && sink.position() <= maxEvents && (errorType_.empty() || errorType_ == p.errorType);
    }
    p.events = sink.position();
    return p;
}

// The property's own test. It cannot be interrupted by the clock, so a game that ends past
// the deadline (or after a cancel, which the test may answer with nullopt early) counts as
// timed out: nothing is known about it.
Play Shrinker::playCustom(const std::shared_ptr<const Scenario>& scenario, std::uint64_t maxEvents,
                          bool watchClock) const
{
    Play p;
    std::optional<std::uint64_t> events;
    try {
        events = property_.reaches(scenario, options_.seed, maxEvents);
    } catch (const std::exception&) {
        events.reset();  // as a condition that throws: the property does not hold
    }
    if (watchClock && (Clock::now() > deadline_ || cancelled())) {
        p.timedOut = true;
        return p;
    }
    p.holds = events.has_value() && *events <= maxEvents;
    p.events = events.value_or(maxEvents);
    return p;
}

bool Shrinker::outOfBudget()
{
    if (result_.budgetUsedUp)
        return true;
    result_.cancelled = cancelled();
    const bool over = (options_.maxCandidates != 0 && result_.candidates >= options_.maxCandidates) ||
        Clock::now() > deadline_ || result_.cancelled;
    result_.budgetUsedUp = over;
    return over;
}

// Keeps `candidate` as the best document when its ruleset accepts it and its game still
// has the property within the best game's events.
bool Shrinker::test(const json& candidate)
{
    if (outOfBudget())
        return false;
    ++result_.candidates;
    bool kept = false;
    std::shared_ptr<const Scenario> scenario;
    try {
        scenario = ruleset_.parseScenario(candidate, options_.file);
    } catch (const std::exception&) {
        scenario = nullptr;  // the ruleset refuses it: not a scenario
    }
    if (scenario) {
        const Play p = play(scenario, bestEvents_, true);
        if (p.timedOut) {
            result_.budgetUsedUp = true;
            result_.cancelled = cancelled();
        } else if (p.holds) {
            best_ = candidate;
            bestEvents_ = p.events;
            result_.errorMessage = p.errorMessage;
            ++result_.kept;
            kept = true;
        }
    }
    if (options_.progress)
        options_.progress({result_.candidates + 1, result_.kept, bestEvents_, seconds()});
    return kept;
}

bool Shrinker::removeAll(const json::json_pointer& at)
{
    json candidate = best_;
    candidate.at(at) = json::array();
    return test(candidate);
}

// Delta debugging over the elements of the array at `at`: remove each of n chunks in turn;
// a removal that keeps the property restarts with one chunk fewer, none doubles n.
bool Shrinker::ddmin(const json::json_pointer& at)
{
    const json* found = valueAt(best_, at);
    if (!found || !found->is_array() || found->empty())
        return false;
    if (best_.at(at).size() > 1 && removeAll(at))
        return true;
    bool changed = false;
    std::size_t n = 2;
    while (!outOfBudget()) {
        const std::size_t size = best_.at(at).size();
        if (size == 0)
            break;
        n = std::min(n, size);
        bool reduced = false;
        for (std::size_t i = 0; i < n && !reduced; ++i) {
            const std::size_t from = i * size / n, to = (i + 1) * size / n;
            json candidate = best_;
            json& array = candidate.at(at);
            array.erase(array.begin() + static_cast<std::ptrdiff_t>(from),
                        array.begin() + static_cast<std::ptrdiff_t>(to));
            reduced = test(candidate);
        }
        if (reduced) {
            changed = true;
            n = std::max<std::size_t>(n - 1, 2);
        } else if (n >= size) {
            break;
        } else {
            n = std::min(n * 2, size);
        }
    }
    return changed;
}

// Every array, largest first (ties in document order): big cuts early make the later games
// short. Pointers into elements removed meanwhile are skipped or land on a sibling: either
// way only a kept candidate changes the document.
bool Shrinker::arraysPass()
{
    std::vector<std::pair<json::json_pointer, std::size_t>> arrays;
    collectArrays(best_, json::json_pointer(), arrays);
    std::stable_sort(arrays.begin(), arrays.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    bool changed = false;
    for (const auto& entry : arrays) {
        if (outOfBudget())
            break;
        changed = ddmin(entry.first) || changed;
    }
    return changed;
}

// The smallest magnitude in [0, |value|) that keeps the property, by bisection (the
// property need not be monotone: a kept value is a kept value), sign kept.
bool Shrinker::shrinkInteger(const json::json_pointer& at, std::int64_t value, bool asString)
{
    const bool negative = value < 0;
    std::uint64_t hi = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    std::uint64_t lo = 0;
    bool changed = false;
    auto tryValue = [&](std::uint64_t magnitude) {
        const std::int64_t v = negative ? -static_cast<std::int64_t>(magnitude) : static_cast<std::int64_t>(magnitude);
        json candidate = best_;
        candidate.at(at) = asString ? json(std::to_string(v)) : json(v);
        return test(candidate);
    };
    if (hi == 0)
        return false;
    if (tryValue(0))
        return true;
    while (hi - lo > 1 && !outOfBudget()) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (tryValue(mid)) {
            hi = mid;
            changed = true;
        } else {
            lo = mid;
        }
    }
    return changed;
}

bool Shrinker::shrinkNumber(const json::json_pointer& at)
{
    const json* found = valueAt(best_, at);
    if (!found)
        return false;
    const json& value = *found;
    if (value.is_number_integer()) {
        if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX))
            return false;
        return shrinkInteger(at, value.get<std::int64_t>(), false);
    }
    if (!isDecimalString(value))
        return false;
    const std::string text = value.get<std::string>();
    const std::size_t dot = text.find('.');
    if (dot != std::string::npos) {
        // "1.25" → "1" first: fewer digits; the integer is shrunk on the next pass.
        json candidate = best_;
        candidate.at(at) = text.substr(0, dot) == "-0" ? std::string("0") : text.substr(0, dot);
        return test(candidate);
    }
    return shrinkInteger(at, std::stoll(text), true);
}

bool Shrinker::numbersPass()
{
    std::vector<json::json_pointer> numbers;
    collectNumbers(best_, json::json_pointer(), numbers);
    bool changed = false;
    for (const json::json_pointer& at : numbers) {
        if (outOfBudget())
            break;
        if (shrinkNumber(at)) {
            changed = true;
            ++result_.numbersShrunk;
        }
    }
    return changed;
}

ShrinkResult Shrinker::run(const json& document)
{
    const auto input = ruleset_.parseScenario(document, options_.file);  // ScenarioError: the input itself is bad
    deadline_ = Clock::time_point::max();
    const Play first = play(input, options_.maxEvents, false);
    if (!first.holds && cancelled())
        throw ShrinkError("cancelled while the input's game was played");
    if (!first.holds) {
        std::string what = property_.reaches
            ? "the game was played to its end or " + std::to_string(options_.maxEvents) + " events"
            : "the game played " + std::to_string(first.events) + " events";
        if (!first.errorType.empty())
            what += " and stopped with an error (" + first.errorMessage + ")";
        else if (!property_.reaches && first.events > options_.maxEvents)
            what += ", its event budget";
        throw ShrinkError("the property does not hold on the input: " + what +
                          (property_.engineError   ? " without an engine error"
                               : property_.reaches ? " and the property was never reached"
                                                   : " and the condition was never true"));
    }
    errorType_ = first.errorType;
    result_.errorType = first.errorType;
    result_.errorMessage = first.errorMessage;
    best_ = document;
    bestEvents_ = first.events;
    result_.eventsBefore = first.events;
    result_.candidates = 0;
    deadline_ = start_ + options_.budget;
    // Removing parts first: a smaller document has fewer numbers to try.
    while (!outOfBudget()) {
        const bool removed = arraysPass();
        const bool shrunk = !outOfBudget() && numbersPass();
        if (!removed && !shrunk)
            break;
    }
    result_.document = best_;
    result_.eventsAfter = bestEvents_;
    result_.elementsBefore = countElements(document);
    result_.elementsAfter = countElements(best_);
    result_.seconds = seconds();
    return result_;
}

}  // namespace

ShrinkResult shrinkScenario(const Ruleset& ruleset, const nlohmann::json& document, const ShrinkProperty& property,
                            const ShrinkOptions& options)
{
    if (int(static_cast<bool>(property.stateCondition)) + int(property.engineError) +
            int(static_cast<bool>(property.reaches)) !=
        1)
        throw std::invalid_argument(
            "shrinkScenario: give exactly one property (a state condition, the engine error or a test of its own)");
    Shrinker shrinker(ruleset, property, options);
    return shrinker.run(document);
}

}  // namespace ts
