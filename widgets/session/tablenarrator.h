#pragma once
// A Narrator made of one template per event kind: the template's sentences (variants such
// as "a haste staff" / "a slow staff", written whole so each language can order its words)
// are marked with QT_TRANSLATE_NOOP in the ruleset's widget folder, so its
// qt_add_translations picks them up; a pick function chooses the variant and fills %1, %2…
// from the event. Rulesets build one from a static table of NarrationTemplate.
#include "session/narrator.h"

#include <array>
#include <initializer_list>
#include <span>

namespace ts::gui {

// The variant a template chose and the values for its placeholders %1..%9.
struct NarrationPick {
    int text = 0;
    QStringList args;
};

struct NarrationTemplate {
    std::string_view kind;
    std::array<const char*, 12> texts{};  // QT_TRANSLATE_NOOP(context, …); unused ones null
    NarrationPick (*pick)(const NarrationInput&) = nullptr;
};

class TableNarrator final : public Narrator {
public:
    // `context` is the translation context every text of the templates and phrases is
    // marked with; the texts must outlive the narrator (static tables). A ruleset whose
    // templates live in several files passes each file's table. `phrases` are the words
    // templates put into their placeholders ("slow", "the Front row"), translated in the
    // same context, listed so sourceTexts() has them.
    TableNarrator(const char* context, std::initializer_list<std::span<const NarrationTemplate>> templates,
                  std::initializer_list<std::span<const char* const>> phrases = {});

    QStringList narratedKinds() const override;
    std::vector<SourceText> sourceTexts() const override;
    QString sentence(const NarrationInput& in) const override;

    // Replaces %1..%9 in `pattern` with `args` in one pass, so an argument that itself
    // contains "%1" (an entity named so in a file) is not substituted again.
    static QString fill(const QString& pattern, const QStringList& args);

private:
    const char* context_;
    std::vector<NarrationTemplate> templates_;
    std::vector<const char*> phrases_;
};

}  // namespace ts::gui
