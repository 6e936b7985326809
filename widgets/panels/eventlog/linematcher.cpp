#include "panels/eventlog/linematcher.h"

#include "kernel/io/canonical.h"
#include "kernel/trace/render.h"

#include <algorithm>

namespace ts::gui {

namespace {
// 2^16 events remembered (2.3 MB): at 10 M events of the stress game, 62 % of the events are
// found, against 38 % with 2^14 and 70 % with 2^18, which is slower for missing the caches.
constexpr std::size_t kSeenBits = 16;

char lowerAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
}  // namespace

LineMatcher::LineMatcher(std::string_view text) : lowerText_(lowered(text)) {}

std::string LineMatcher::lowered(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), lowerAscii);
    return lower;
}

bool LineMatcher::contains(std::string_view line, std::string_view lowerText)
{
    if (lowerText.size() > line.size())
        return false;
    return std::search(line.begin(), line.end(), lowerText.begin(), lowerText.end(),
                       [](char a, char b) { return lowerAscii(a) == b; }) != line.end();
}

bool LineMatcher::matches(const Event& e, const RenderContext& render)
{
    if (lowerText_.empty())
        return true;
    if (seen_.empty())
        seen_.resize(std::size_t(1) << kSeenBits);
    Seen& seen = seen_[hashBytes(&e, sizeof e) & (seen_.size() - 1)];
    if (!seen.known || !(seen.event == e)) {
        seen.event = e;
        seen.known = true;
        seen.matches = contains(render.line(e), lowerText_);
    }
    return seen.matches;
}

}  // namespace ts::gui
