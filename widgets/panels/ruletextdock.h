#pragma once
// The rule-text panel: the clause of the event at the cursor — its id, the English
// statement of CLAUSES.md, and the original passage of the seed (Japanese) it reads —
// with the event's own rendered line. Follows the controller's cursor.
#include "clausetexts.h"

#include "kernel/event.h"

#include "paneldock.h"

class QLabel;
class QTextBrowser;
class QTextDocument;

#include <utility>
#include <vector>

namespace ts::gui {

class ElidedLabel;
class SessionController;

class RuleTextDock : public PanelDock {
    Q_OBJECT
public:
    explicit RuleTextDock(SessionController* controller, QWidget* parent = nullptr);
    ~RuleTextDock() override;

    // Shows the text of clause `id` without an event (the breakpoint list, coverage); the
    // next cursor move shows the cursor's clause again.
    void presentClause(const QString& id);

    // What the panel shows (tests, accessibility).
    QString clauseId() const { return shownClause_; }  // "" when the event names none
    const ClauseText& clauseText() const { return text_; }
    QString eventLine() const;
    QString originalPlainText() const;

    // A font with CJK glyphs for the seeds' original text ("Noto Sans CJK JP" if installed);
    // `monospace` for code and tables.
    static QFont originalFont(bool monospace);
    // The seed's passages of `text` as HTML (markdown tables as tables, code indented as in
    // the seed), in the colours of `palette`; the Teach view shows them too.
    static QString originalHtml(const ClauseText& text, const QPalette& palette);

private:
    void refresh();
    void showClause(const QString& id);
    void showNothing(const QString& why);
    QString originalHtml() const;
    // The current clause's passages, laid out: kept for the clauses shown last, since laying
    // a seed's passage out again (parsing, CJK shaping) was most of this panel's cost per step.
    QTextDocument* renderedOriginal();
    void dropRendered();  // the palette or the fonts changed: render again
    void changeEvent(QEvent* event) override;

    SessionController* controller_;
    QLabel* idLabel_ = nullptr;
    QLabel* refinementLabel_ = nullptr;
    QLabel* statementLabel_ = nullptr;
    QWidget* eventLabel_ = nullptr;  // the two lines below
    ElidedLabel* eventMeta_ = nullptr;
    ElidedLabel* eventLine_ = nullptr;
    QLabel* sourceLabel_ = nullptr;
    QLabel* noteLabel_ = nullptr;
    QTextBrowser* original_ = nullptr;
    QTextDocument* blank_ = nullptr;  // shown when there is no passage (cached ones stay intact)
    std::vector<std::pair<QString, QTextDocument*>> rendered_;  // clause id -> document, newest first

    // What is on screen, so that moving within one clause re-renders only the event line.
    const void* shownSession_ = nullptr;
    Seq shownSeq_ = ~Seq(0);
    QString shownClause_;
    bool clauseShown_ = false;
    ClauseText text_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
