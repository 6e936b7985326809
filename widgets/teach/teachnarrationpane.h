#pragma once
// The Teach view's narration pane: for the rule step on screen, a step counter, the
// ruleset's sentence for it in large type (Narration::narrate), its rule (clause id, the
// English statement and the seed's original passage in the seed's language, the texts of
// the rule-text panel and of handouts: ClauseTexts) and, in small type, what the step
// folded in (its writes and draws as the event log renders them).
#include "session/headless/clausetexts.h"

#include "kernel/event.h"

#include <QDockWidget>
#include <QStringList>

#include <optional>

class QLabel;
class QTextBrowser;

namespace ts {
class Session;
class RenderContext;
}  // namespace ts

namespace ts::gui {

class TeachNarrationPane : public QDockWidget {
    Q_OBJECT
public:
    // How much larger than the window's text the narration is: read from across a room.
    static constexpr double kSentenceScale = 1.6;
    static constexpr double kRuleScale = 1.25;
    // The folded events listed under a step; more are counted, not listed.
    static constexpr int kMaxChanges = 8;

    explicit TeachNarrationPane(QWidget* parent = nullptr);

    // Shows rule step `step` (nullopt: the cursor is before the first one) of `session`,
    // the `number`-th of `total`.
    void showStep(const Session& session, const RenderContext* render, std::optional<Seq> step, std::size_t number,
                  std::size_t total);
    // Shows that there is no game.
    void showNothing();

    // What the pane shows (tests, accessibility).
    QString counterText() const;
    QString sentence() const;
    QString clauseId() const { return clause_; }
    QString statement() const;
    QString original() const;
    QStringList changes() const { return changes_; }

private:
    static QStringList foldedLines(const Session& session, const RenderContext* render, Seq step);
    void showRule(const QString& clause);

    QLabel* counter_ = nullptr;
    QLabel* sentence_ = nullptr;
    QLabel* clauseLabel_ = nullptr;
    QLabel* statement_ = nullptr;
    QLabel* source_ = nullptr;
    QTextBrowser* original_ = nullptr;
    QLabel* changesTitle_ = nullptr;
    QLabel* changesLabel_ = nullptr;
    QString clause_;
    QStringList changes_;
};

}  // namespace ts::gui
