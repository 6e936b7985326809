#pragma once
// The rule-text panel: the clause of the event at the cursor — its id, the English
// statement of CLAUSES.md, and the original passage of the seed (Japanese) it reads —
// with the event's own rendered line. Follows the controller's cursor. The statement and
// the passages are one page per clause; the pages of the clauses shown last are kept.
#include "session/headless/clausetexts.h"

#include "kernel/event.h"

#include "session/paneldock.h"

class QTextBrowser;

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
    QString statementText() const;  // the page's top: refinement, statement, note, source
    QString originalPlainText() const;  // the seed's passages below it ("" without any)

    // A font with CJK glyphs for the seeds' original text ("Noto Sans CJK JP" if installed);
    // `monospace` for code and tables.
    static QFont originalFont(bool monospace);
    // The seed's passages of `text` as HTML (markdown tables as tables, code indented as in
    // the seed), in the colours of `palette`; the Teach view shows them too.
    static QString originalHtml(const ClauseText& text, const QPalette& palette);

private:
    void sessionChanged() override;
    void cursorMoved(Seq) override { gate_.request(); }
    struct Kept {
        QString id;
        QTextBrowser* page;
    };
    void refresh();
    void showClause(const QString& id);
    void showNothing(const QString& why);
    void showMessage(const QString& title, const QString& text);
    QTextBrowser* makePage(QWidget* parent) const;
    // The shown clause's page, from the kept ones or made now.
    QTextBrowser* page();
    QString statementHtml() const;
    qsizetype passageStart() const;  // in the shown page's plain text; -1 on the message page
    QString originalHtml() const;
    double statementPointSize() const;
    void showPage(QTextBrowser* page);
    void dropPages();  // the palette or the fonts changed: render again
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

    SessionController* controller_;
    ElidedLabel* idLabel_ = nullptr;
    ElidedLabel* eventMeta_ = nullptr;
    ElidedLabel* eventLine_ = nullptr;
    QWidget* pages_ = nullptr;  // the parent of the pages; one of them is shown
    QTextBrowser* message_ = nullptr;  // "No game is open." and the like
    QTextBrowser* shown_ = nullptr;
    std::vector<Kept> kept_;  // newest first

    // What is on screen, so that moving within one clause re-renders only the event line.
    const void* shownSession_ = nullptr;
    Seq shownSeq_ = ~Seq(0);
    QString shownClause_;
    bool clauseShown_ = false;
    ClauseText text_;
    RefreshGate gate_{[this] { refresh(); }};
};

}  // namespace ts::gui
