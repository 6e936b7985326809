#include "panels/rule/ruletextdock.h"

#include "panels/rule/texmath.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"

#include <algorithm>
#include <limits>

#include <QEvent>
#include <QFontDatabase>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

struct OriginalStyle {
    QString border, shade, base, dim, monoFamily;
};

QString inlineHtml(const QString& text, const OriginalStyle& style)
{
    // `code` spans, **bold** and $inline TeX$; everything else is text.
    QString out;
    const QStringList spans = text.split(QLatin1Char('`'));
    for (qsizetype i = 0; i < spans.size(); ++i) {
        if (i % 2 == 1 && i + 1 < spans.size()) {
            out += QStringLiteral("<span style=\"font-family:'%1'\">%2</span>")
                       .arg(style.monoFamily, spans[i].toHtmlEscaped());
            continue;
        }
        if (i % 2 == 1)
            out += QLatin1Char('`');  // an unmatched backtick
        // $…$ is the seeds' inline TeX (seed 004's definitions).
        out += TexMath::replaceSpans(spans[i], [](const QString& plain) {
            static const QRegularExpression bold(QStringLiteral("\\*\\*(.+?)\\*\\*"));
            return plain.toHtmlEscaped().replace(bold, QStringLiteral("<b>\\1</b>"));
        });
    }
    return out;
}

QStringList tableCells(QString row)
{
    row = row.trimmed();
    if (row.startsWith(QLatin1Char('|')))
        row.remove(0, 1);
    if (row.endsWith(QLatin1Char('|')))
        row.chop(1);
    QStringList cells = row.split(QLatin1Char('|'));
    for (QString& c : cells)
        c = c.trimmed();
    return cells;
}

QString tableHtml(const QStringList& rows, const OriginalStyle& style)
{
    static const QRegularExpression rule(QStringLiteral("^[\\s|:-]+$"));
    QString html =
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
                       "style=\"border-collapse:collapse; border-style:solid; border-color:%1; margin:4px 0\">")
            .arg(style.border);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        if (r == 1 && rule.match(rows[r]).hasMatch())
            continue;
        const bool header = r == 0;
        html += QStringLiteral("<tr>");
        for (const QString& cell : tableCells(rows[r])) {
            // Short cells are the Runs' marks ("x", "xx"): centred like a grid.
            const bool mark = cell.size() <= 3;
            html += QStringLiteral("<%1 align=\"%2\" bgcolor=\"%5\" style=\"border:1px solid %4; padding-left:6px; "
                                   "padding-right:6px\">%3</%1>")
                        .arg(header ? QStringLiteral("th") : QStringLiteral("td"),
                             mark ? QStringLiteral("center") : QStringLiteral("left"),
                             cell.isEmpty() ? QStringLiteral("&nbsp;") : inlineHtml(cell, style), style.border,
                             header ? style.shade : style.base);
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString codeHtml(const QString& text, const OriginalStyle& style);

// A line that opens or closes a fenced block ("```", "```cpp"); "```a × b```" is a code span.
bool isFence(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1String("```")) && !trimmed.mid(3).contains(QLatin1Char('`'));
}

// The small markdown of the seeds: tables, "- " lists, "> " quotes, "### " headings, ```
// fenced code and paragraphs whose lines stay lines.
QString markdownHtml(const QString& text, const OriginalStyle& style)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    QString html;
    qsizetype i = 0;
    auto collect = [&](auto pred) {
        QStringList block;
        while (i < lines.size() && pred(lines[i]))
            block.append(lines[i++]);
        return block;
    };
    while (i < lines.size()) {
        const QString line = lines[i];
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty()) {
            ++i;
        } else if (isFence(trimmed)) {
            ++i;
            const QStringList code = collect([](const QString& l) { return !isFence(l.trimmed()); });
            ++i;  // the closing fence
            html += codeHtml(code.join(QLatin1Char('\n')), style);
        } else if (trimmed.startsWith(QLatin1Char('|'))) {
            html +=
                tableHtml(collect([](const QString& l) { return l.trimmed().startsWith(QLatin1Char('|')); }), style);
        } else if (trimmed.startsWith(QLatin1Char('>'))) {
            QStringList inner;
            for (const QString& l : collect([](const QString& l) { return l.trimmed().startsWith(QLatin1Char('>')); }))
                inner.append(l.trimmed().mid(1).startsWith(QLatin1Char(' ')) ? l.trimmed().mid(2) : l.trimmed().mid(1));
            html += QStringLiteral("<blockquote style=\"color:%1; margin-left:14px\">%2</blockquote>")
                        .arg(style.dim, markdownHtml(inner.join(QLatin1Char('\n')), style));
        } else if (trimmed.startsWith(QLatin1String("#"))) {
            html += QStringLiteral("<h4>%1</h4>").arg(inlineHtml(trimmed.section(QLatin1Char(' '), 1), style));
            ++i;
        } else if (trimmed.startsWith(QLatin1String("- "))) {
            html += QStringLiteral("<ul style=\"margin-top:2px; margin-bottom:2px\">");
            for (const QString& l : collect([](const QString& l) {
                     return l.trimmed().startsWith(QLatin1String("- ")) || l.startsWith(QLatin1String("  "));
                 }))
                html += QStringLiteral("<li>%1</li>").arg(inlineHtml(l.trimmed().mid(2), style));
            html += QStringLiteral("</ul>");
        } else {
            QStringList paragraph;
            for (const QString& l : collect([](const QString& l) {
                     const QString t = l.trimmed();
                     return !t.isEmpty() && !t.startsWith(QLatin1Char('|')) && !t.startsWith(QLatin1Char('>')) &&
                         !t.startsWith(QLatin1String("- ")) && !t.startsWith(QLatin1Char('#')) && !isFence(t);
                 }))
                paragraph.append(inlineHtml(l.trimmed(), style));
            html += QStringLiteral("<p>%1</p>").arg(paragraph.join(QStringLiteral("<br>")));
        }
    }
    return html;
}

QString codeHtml(const QString& text, const OriginalStyle& style)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    qsizetype indent = std::numeric_limits<qsizetype>::max();
    for (const QString& l : lines) {
        qsizetype n = 0;
        while (n < l.size() && l[n].isSpace())
            ++n;
        if (n < l.size())
            indent = std::min(indent, n);
    }
    for (QString& l : lines)
        l = l.trimmed().isEmpty() ? QString() : l.mid(indent);
    return QStringLiteral("<table width=\"100%\" cellpadding=\"6\" style=\"background-color:%1; margin:4px 0\"><tr><td>"
                          "<pre style=\"font-family:'%2'\">%3</pre></td></tr></table>")
        .arg(style.shade, style.monoFamily, lines.join(QLatin1Char('\n')).toHtmlEscaped());
}

QString lineRange(const ClausePassage& p)
{
    return p.firstLine == p.lastLine ? RuleTextDock::tr("line %1").arg(p.firstLine)
                                     : RuleTextDock::tr("lines %1–%2").arg(p.firstLine).arg(p.lastLine);
}

// The statement of a clause this build knows but has no bundled text for (another seed).
QString coreStatement(const QString& id)
{
    const std::string key = id.toStdString();
    if (const auto c = findClause(baseClause(key)))
        return QString::fromUtf8(clauseTable()[*c].statement.data(),
                                 static_cast<qsizetype>(clauseTable()[*c].statement.size()));
    return QString();
}

}  // namespace

RuleTextDock::RuleTextDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Rule"), controller, parent), controller_(controller)
{
    setObjectName(QStringLiteral("ruleTextDock"));
    follow(&gate_);

    // Nothing in this panel takes its size from its text: a step to another clause shows
    // another page and repaints two lines, and never lays the panel (or the window) out again.
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(2);

    idLabel_ = new ElidedLabel(body);
    idLabel_->setObjectName(QStringLiteral("ruleClauseId"));
    QFont idFont = idLabel_->font();
    idFont.setPointSizeF(idFont.pointSizeF() * 1.6);
    idFont.setBold(true);
    idLabel_->setFont(idFont);
    idLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    layout->addWidget(idLabel_);

    eventMeta_ = new ElidedLabel(body);
    eventMeta_->setObjectName(QStringLiteral("ruleEventMeta"));
    eventMeta_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    eventMeta_->setForegroundRole(QPalette::PlaceholderText);
    eventLine_ = new ElidedLabel(body);
    eventLine_->setObjectName(QStringLiteral("ruleEventLine"));
    eventLine_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    QFont lineFont = eventLine_->font();
    lineFont.setBold(true);
    eventLine_->setFont(lineFont);
    layout->addWidget(eventMeta_);
    layout->addWidget(eventLine_);
    layout->addSpacing(4);

    // One browser per kept page: a browser keeps its document laid out for its width, where
    // giving one browser another document lays that document out again (the CJK shaping of a
    // seed passage was most of this panel's cost per step). The pages' parent has no layout:
    // showing one in a layout (a QStackedWidget) would lay out every layout above it again,
    // up to the window's.
    pages_ = new QWidget(body);
    pages_->installEventFilter(this);
    message_ = makePage(pages_);
    shown_ = message_;
    layout->addWidget(pages_, 1);

    setWidget(body);

    connect(controller_, &SessionController::traceChanged, this, [this] {
        shownSeq_ = ~Seq(0);  // a fork may have put another event at the same place
        gate_.request();
    });
    refresh();
}

RuleTextDock::~RuleTextDock() = default;

void RuleTextDock::sessionChanged()
{
    shownSession_ = nullptr;
    shownSeq_ = ~Seq(0);
    clauseShown_ = false;  // the cursor, announced next, refreshes
}

QFont RuleTextDock::originalFont(bool monospace)
{
    const QStringList families = QFontDatabase::families();
    const QStringList wanted = monospace
        ? QStringList{QStringLiteral("Noto Sans Mono CJK JP"), QStringLiteral("Noto Sans CJK JP")}
        : QStringList{QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Noto Sans JP"),
                      QStringLiteral("Source Han Sans JP"), QStringLiteral("IPAGothic")};
    QFont font = monospace ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : QFont();
    for (const QString& family : wanted)
        if (families.contains(family)) {
            font.setFamilies({family});
            break;
        }
    if (monospace)
        font.setStyleHint(QFont::Monospace);
    return font;
}

QString RuleTextDock::eventLine() const
{
    const Session* s = controller_->session();
    const RenderContext* render = controller_->render();
    if (!s || !render || shownSeq_ >= s->size())
        return QString();
    return QString::fromStdString(render->line(s->trace().at(shownSeq_)));
}

void RuleTextDock::presentClause(const QString& id)
{
    showClause(id);
    shownSeq_ = ~Seq(0);
    eventMeta_->clear();
    eventLine_->clear();
}

// Where the passages begin in the shown page's plain text: after the top's blocks and the
// separator before the passages' first block. Worked out when asked (tests, accessibility),
// not for every page made.
qsizetype RuleTextDock::passageStart() const
{
    if (shown_ == message_)
        return -1;
    QTextDocument top;
    top.setHtml(statementHtml());
    return top.toPlainText().size() + 1;
}

QString RuleTextDock::statementText() const { return shown_->document()->toPlainText().left(passageStart()); }

QString RuleTextDock::originalPlainText() const
{
    if (shown_ == message_ || text_.passages.isEmpty())
        return QString();
    return shown_->document()->toPlainText().mid(passageStart());
}

QTextBrowser* RuleTextDock::makePage(QWidget* parent) const
{
    auto* page = new QTextBrowser(parent);
    page->setOpenLinks(false);
    page->setLineWrapMode(QTextEdit::WidgetWidth);
    page->setFont(originalFont(false));
    page->document()->setDocumentMargin(8);
    return page;
}

void RuleTextDock::showMessage(const QString& title, const QString& text)
{
    shownClause_.clear();
    text_ = ClauseText();
    idLabel_->setText(title);
    message_->setHtml(
        QStringLiteral("<p style=\"font-size:%1pt\">%2</p>").arg(statementPointSize()).arg(text.toHtmlEscaped()));
    showPage(message_);
}

void RuleTextDock::showNothing(const QString& why)
{
    clauseShown_ = false;
    eventMeta_->clear();
    eventLine_->clear();
    showMessage(tr("No rule"), why);
}

void RuleTextDock::refresh()
{
    const Session* s = controller_->session();
    if (!s) {
        shownSession_ = nullptr;
        shownSeq_ = ~Seq(0);
        showNothing(tr("No game is open."));
        return;
    }
    if (s->size() == 0) {
        shownSession_ = s;
        shownSeq_ = ~Seq(0);
        showNothing(tr("The trace is empty."));
        return;
    }
    const Seq seq = std::min<Seq>(controller_->cursor(), s->size() - 1);
    if (s == shownSession_ && seq == shownSeq_)
        return;
    Event e;
    try {
        e = s->trace().at(seq);
    } catch (const std::exception& error) {
        shownSeq_ = ~Seq(0);
        showNothing(tr("Event #%1 cannot be read: %2").arg(seq).arg(QString::fromStdString(error.what())));
        return;
    }
    const QString clause = QString::fromStdString(s->trace().clauseName(e.clause));
    if (!clauseShown_ || s != shownSession_ || clause != shownClause_)
        showClause(clause);
    shownSession_ = s;
    shownSeq_ = seq;

    const QString kind = QString::fromStdString(s->trace().kindName(e.kind));
    const QString line = controller_->render() ? QString::fromStdString(controller_->render()->line(e)) : QString();
    eventMeta_->setText(tr("Event #%1 · %2").arg(seq).arg(kind));
    eventLine_->setText(line);
}

void RuleTextDock::showClause(const QString& id)
{
    clauseShown_ = true;
    if (id.isEmpty()) {
        showMessage(tr("No clause"), tr("This event names no rule clause."));
        return;
    }
    shownClause_ = id;
    text_ = ClauseTexts::bundled().find(id);
    idLabel_->setText(id);
    showPage(page());
}

double RuleTextDock::statementPointSize() const { return font().pointSizeF() * 1.1; }

// The page's top: the refinement it is, the English statement, the project's note, and the
// line naming the seed's place; the original passages follow.
QString RuleTextDock::statementHtml() const
{
    const QString dim = palette().color(QPalette::PlaceholderText).name();
    QString html;
    if (text_.isRefinement()) {
        const QString of = shownClause_.left(shownClause_.indexOf(QLatin1Char('#')));
        html += QStringLiteral("<p style=\"color:%1; margin-bottom:4px\">%2</p>")
                    .arg(dim, tr("refinement of %1").arg(of).toHtmlEscaped());
    }
    QString statement = text_.statement;
    if (statement.isEmpty())
        statement = coreStatement(shownClause_);
    if (statement.isEmpty())
        statement = tr("This build has no statement for this clause.");
    html += QStringLiteral("<p style=\"font-size:%1pt; margin-bottom:6px\">%2</p>")
                .arg(statementPointSize())
                .arg(statement.toHtmlEscaped());
    QString note = text_.note;
    if (text_.isInherited())
        note = tr("This finer step has no text of its own; it counts for %1, whose text is shown.").arg(text_.textId);
    if (!note.isEmpty())
        html += QStringLiteral("<p style=\"margin-bottom:6px\"><i>%1</i></p>").arg(note.toHtmlEscaped());
    if (text_.passages.isEmpty()) {
        if (text_.note.isEmpty())
            html += QStringLiteral("<p>%1</p>")
                        .arg((text_.isKnown() ? tr("The seed has no passage for this rule.")
                                              : tr("No original text is bundled for this clause."))
                                 .toHtmlEscaped());
        return html;
    }
    QStringList ranges;
    for (const ClausePassage& p : text_.passages)
        ranges.append(lineRange(p));
    html += QStringLiteral("<p style=\"margin-top:6px\" title=\"%1\">%2</p>")
                .arg(text_.seedFile.toHtmlEscaped(),
                     tr("<b>Original</b> — seed %1 <i>%2</i><br>%3 · %4")
                         .arg(text_.seed.toHtmlEscaped(), text_.seedTitle.toHtmlEscaped(),
                              text_.section.toHtmlEscaped(), ranges.join(QStringLiteral(", ")).toHtmlEscaped()));
    return html;
}

QTextBrowser* RuleTextDock::page()
{
    constexpr std::size_t kKeep = 24;
    const auto hit = std::find_if(kept_.begin(), kept_.end(), [this](const Kept& k) { return k.id == shownClause_; });
    if (hit != kept_.end()) {
        std::rotate(kept_.begin(), hit, hit + 1);
        return kept_.front().page;
    }
    QTextBrowser* page = makePage(pages_);
    page->setGeometry(pages_->rect());  // laid out once, at the width it is shown at
    page->setHtml(statementHtml() + originalHtml());  // the cursor, and so the view, at the page's top
    kept_.insert(kept_.begin(), {shownClause_, page});
    if (kept_.size() > kKeep) {
        delete kept_.back().page;  // never the one shown: that is at the front
        kept_.pop_back();
    }
    return page;
}

void RuleTextDock::dropPages()
{
    if (!pages_ || kept_.empty())
        return;
    showPage(message_);
    for (const Kept& k : kept_)
        delete k.page;
    kept_.clear();
    if (clauseShown_ && !shownClause_.isEmpty())
        showClause(shownClause_);
}

void RuleTextDock::showPage(QTextBrowser* page)
{
    if (page->geometry() != pages_->rect())
        page->setGeometry(pages_->rect());
    if (page == shown_ && page->isVisibleTo(pages_))
        return;
    page->show();
    if (shown_ != page)
        shown_->hide();
    shown_ = page;
}

bool RuleTextDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == pages_ && event->type() == QEvent::Resize)
        shown_->setGeometry(pages_->rect());  // the others when they are shown again
    return PanelDock::eventFilter(watched, event);
}

void RuleTextDock::changeEvent(QEvent* event)
{
    PanelDock::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        dropPages();
}

// The passages as one HTML document. Seed 000 is markdown: its tables become real tables
// (Qt's markdown importer merges their empty cells), its lines stay lines; code keeps its
// indentation, less the common part (the seed's code sits inside methods).
QString RuleTextDock::originalHtml() const { return originalHtml(text_, palette()); }

QString RuleTextDock::originalHtml(const ClauseText& text, const QPalette& pal)
{
    const OriginalStyle style{pal.color(QPalette::Mid).name(), pal.color(QPalette::AlternateBase).name(),
                              pal.color(QPalette::Base).name(), pal.color(QPalette::PlaceholderText).name(),
                              originalFont(true).families().value(0)};
    QString html;
    for (const ClausePassage& p : text.passages) {
        if (text.passages.size() > 1)
            html += QStringLiteral("<p style=\"color:%1; margin-top:10px\"><i>%2</i></p>")
                        .arg(style.dim, lineRange(p).toHtmlEscaped());
        html += p.format == ClausePassage::Format::Code ? codeHtml(p.text, style) : markdownHtml(p.text, style);
    }
    return html;
}

}  // namespace ts::gui
