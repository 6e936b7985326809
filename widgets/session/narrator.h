#pragma once
// Teaching mode's narration (SPEC §9): a ruleset's plain-language sentence for each of its
// event kinds, in the window's language. A ruleset provides a Narrator through
// RulesetUi::narrator(); narrateEvent() (narration.h) is what a view calls: it finds the
// narrator of the game's ruleset, falls back to the event's rendered line, and ends the
// sentence with the clause id.
#include "kernel/event.h"

#include <QString>
#include <QStringList>

#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace ts {
class RenderContext;
}

namespace ts::gui {

// One event to narrate and what its sentence may draw on. Everything here may come from a
// file anyone can edit: a template must not trust an argument to index or size anything.
struct NarrationInput {
    const Event& event;
    std::string_view kindName;  // the registry name, e.g. "<ruleset>.move"
    const RenderContext& render;
    // The events the rule step folds in after this one (deeper ones, e.g. writes, draws and
    // the consequences of an action), in trace order, at most kMaxNarratedDetail: what
    // became of the step ("Enemy1 is now x2, so a row is added").
    std::span<const Event> detail;
    // The trace's kind names of `detail`, in the same order.
    std::span<const std::string_view> detailKinds;

    QString entity(int subject) const;  // the name of subject 0 or 1 ("-" for none)
    QString entityName(EntityId id) const;
    static QString number(std::int64_t value) { return QString::number(value); }
    // The first detail event of kind `name`, or null.
    const Event* firstDetail(std::string_view name) const;
};

inline constexpr std::size_t kMaxNarratedDetail = 64;

class Narrator {
public:
    // A source text for translation: (context, text), as QT_TRANSLATE_NOOP gives them.
    using SourceText = std::pair<const char*, const char*>;

    virtual ~Narrator() = default;
    // The kind names this narrator has a template for.
    virtual QStringList narratedKinds() const = 0;
    // Every text its templates can produce, so a test can check each is translated.
    virtual std::vector<SourceText> sourceTexts() const = 0;
    // The sentence for `in` in the window's language, without the clause id; a null string
    // when the kind has no template.
    virtual QString sentence(const NarrationInput& in) const = 0;
};

}  // namespace ts::gui
