#include "kernel/session/state_codec.h"

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>

namespace ts {

namespace {

struct Codecs {
    std::mutex mutex;
    std::map<std::string, StateCodec, std::less<>> byRuleset;
};

Codecs& codecs()
{
    static Codecs c;
    return c;
}

}  // namespace

void registerStateCodec(std::string_view ruleset, StateCodec codec)
{
    Codecs& c = codecs();
    const std::lock_guard lock(c.mutex);
    if (!c.byRuleset.emplace(std::string(ruleset), std::move(codec)).second)
        throw std::logic_error("a state codec for ruleset " + std::string(ruleset) + " is registered twice");
}

const StateCodec* findStateCodec(std::string_view ruleset)
{
    Codecs& c = codecs();
    const std::lock_guard lock(c.mutex);
    const auto it = c.byRuleset.find(ruleset);
    // The map's nodes never move: the pointer stays valid for the process.
    return it == c.byRuleset.end() ? nullptr : &it->second;
}

}  // namespace ts
