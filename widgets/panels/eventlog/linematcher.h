#pragma once
// The event log's text filter: does an event's line contain a text, ignoring the case of
// ASCII letters (scripts without case, such as the seeds' Japanese and Chinese names, need
// nothing more)? Rendering the line is most of what that costs, so a matcher remembers the
// answer for the events it has seen lately: a line depends on nothing but its event and the
// trace's tables (kernel/kinds.h), and a long game repeats many events byte for byte (at
// 10 M events of the stress game, three in five are found here). One matcher per thread.
#include "kernel/event.h"

#include <string>
#include <string_view>
#include <vector>

namespace ts {
class RenderContext;
}

namespace ts::gui {

class LineMatcher {
public:
    // `text` as typed; an empty text matches every line.
    explicit LineMatcher(std::string_view text);

    bool matches(const Event& e, const RenderContext& render);

    // `line` contains `lowerText` (ASCII letters lowered) ignoring the case of ASCII letters.
    static bool contains(std::string_view line, std::string_view lowerText);
    static std::string lowered(std::string_view text);

private:
    struct Seen {
        Event event;
        bool known = false;
        bool matches = false;
    };
    std::string lowerText_;
    std::vector<Seen> seen_;  // by a hash of the event; a newer event takes an older's place
};

}  // namespace ts::gui
