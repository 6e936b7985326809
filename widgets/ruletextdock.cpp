#include "ruletextdock.h"

#include "sessioncontroller.h"

#include "kernel/clauses.h"

#include <QFontDatabase>
#include <QLabel>
#include <QTextBlock>
#include <QTextFragment>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

QLabel* makeLabel(QWidget* parent, bool wrap = true)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(wrap);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    return label;
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
    : QDockWidget(tr("Rule"), parent), controller_(controller)
{
    setObjectName(QStringLiteral("ruleTextDock"));

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(4);

    auto* header = new QHBoxLayout;
    idLabel_ = makeLabel(body, false);
    QFont idFont = idLabel_->font();
    idFont.setPointSizeF(idFont.pointSizeF() * 1.6);
    idFont.setBold(true);
    idLabel_->setFont(idFont);
    refinementLabel_ = makeLabel(body, false);
    refinementLabel_->setForegroundRole(QPalette::PlaceholderText);
    header->addWidget(idLabel_);
    header->addWidget(refinementLabel_, 0, Qt::AlignBottom);
    header->addStretch(1);
    layout->addLayout(header);

    statementLabel_ = makeLabel(body);
    QFont statementFont = statementLabel_->font();
    statementFont.setPointSizeF(statementFont.pointSizeF() * 1.1);
    statementLabel_->setFont(statementFont);
    layout->addWidget(statementLabel_);

    noteLabel_ = makeLabel(body);
    QFont noteFont = noteLabel_->font();
    noteFont.setItalic(true);
    noteLabel_->setFont(noteFont);
    layout->addWidget(noteLabel_);

    eventLabel_ = makeLabel(body);
    eventLabel_->setTextFormat(Qt::RichText);
    eventLabel_->setContentsMargins(0, 6, 0, 6);
    layout->addWidget(eventLabel_);

    sourceLabel_ = makeLabel(body);
    sourceLabel_->setFont(originalFont(false));
    sourceLabel_->setTextFormat(Qt::RichText);
    layout->addWidget(sourceLabel_);

    original_ = new QTextBrowser(body);
    original_->setOpenLinks(false);
    original_->document()->setDefaultFont(originalFont(false));
    original_->document()->setDocumentMargin(8);
    original_->setLineWrapMode(QTextEdit::WidgetWidth);
    layout->addWidget(original_, 1);

    setWidget(body);

    connect(controller_, &SessionController::cursorMoved, this, &RuleTextDock::refresh);
    connect(controller_, &SessionController::traceChanged, this, [this] {
        shownSeq_ = ~Seq(0);  // a fork may have put another event at the same place
        refresh();
    });
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        shownSession_ = nullptr;
        shownSeq_ = ~Seq(0);
        clauseShown_ = false;
        refresh();
    });
    refresh();
}

RuleTextDock::~RuleTextDock() = default;

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

QString RuleTextDock::originalPlainText() const { return original_->toPlainText(); }

void RuleTextDock::showNothing(const QString& why)
{
    shownClause_.clear();
    clauseShown_ = false;
    text_ = ClauseText();
    idLabel_->setText(tr("No rule"));
    refinementLabel_->clear();
    statementLabel_->setText(why);
    noteLabel_->hide();
    eventLabel_->clear();
    eventLabel_->hide();
    sourceLabel_->hide();
    original_->hide();
    original_->clear();
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
    eventLabel_->setText(QStringLiteral("<span style=\"color:%1\">%2</span><br><b>%3</b>")
                             .arg(palette().color(QPalette::PlaceholderText).name(),
                                  tr("Event #%1 · %2").arg(seq).arg(kind).toHtmlEscaped(), line.toHtmlEscaped()));
    eventLabel_->show();
}

void RuleTextDock::showClause(const QString& id)
{
    shownClause_ = id;
    clauseShown_ = true;
    if (id.isEmpty()) {
        text_ = ClauseText();
        idLabel_->setText(tr("No clause"));
        refinementLabel_->clear();
        statementLabel_->setText(tr("This event names no rule clause."));
        noteLabel_->hide();
        sourceLabel_->hide();
        original_->hide();
        return;
    }
    text_ = ClauseTexts::bundled().find(id);
    idLabel_->setText(id);
    refinementLabel_->setText(text_.isRefinement()
                                  ? tr("refinement of %1").arg(id.left(id.indexOf(QLatin1Char('#'))))
                                  : QString());

    QString statement = text_.statement;
    if (statement.isEmpty())
        statement = coreStatement(id);
    if (statement.isEmpty())
        statement = tr("This build has no statement for this clause.");
    statementLabel_->setText(statement);

    QString note = text_.note;
    if (text_.isInherited())
        note = tr("This finer step has no text of its own; it counts for %1, whose text is shown.").arg(text_.textId);
    noteLabel_->setText(note);
    noteLabel_->setVisible(!note.isEmpty());

    if (text_.passages.isEmpty()) {
        sourceLabel_->setText(text_.isKnown() ? tr("The seed has no passage for this rule.")
                                              : tr("No original text is bundled for this clause."));
        sourceLabel_->setVisible(text_.note.isEmpty());
        original_->clear();
        original_->hide();
        return;
    }
    QStringList ranges;
    for (const ClausePassage& p : text_.passages)
        ranges.append(lineRange(p));
    sourceLabel_->setText(tr("<b>Original</b> — seed %1 <i>%2</i><br>%3 · %4")
                              .arg(text_.seed.toHtmlEscaped(), text_.seedTitle.toHtmlEscaped(),
                                   text_.section.toHtmlEscaped(), ranges.join(QStringLiteral(", ")).toHtmlEscaped()));
    sourceLabel_->setToolTip(text_.seedFile);
    sourceLabel_->show();

    original_->document()->setMarkdown(originalMarkdown());
    // The markdown importer puts code in the system's fixed font, which has no Japanese.
    const QFont mono = originalFont(true);
    for (QTextBlock b = original_->document()->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().fontFixedPitch() && !b.blockFormat().nonBreakableLines())
                continue;
            QTextCursor cursor(original_->document());
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            QTextCharFormat f;
            f.setFontFamilies(mono.families());
            cursor.mergeCharFormat(f);
        }
    }
    original_->show();
}

// The passages as one markdown document: seed 000 is markdown already (its tables render
// as tables); code lines of seed 003 are fenced so that their indentation survives.
QString RuleTextDock::originalMarkdown() const
{
    QString md;
    for (const ClausePassage& p : text_.passages) {
        if (text_.passages.size() > 1)
            md += QStringLiteral("*%1*\n\n").arg(lineRange(p));
        if (p.format == ClausePassage::Format::Code)
            md += QStringLiteral("```\n%1\n```\n\n").arg(p.text);
        else
            md += p.text + QStringLiteral("\n\n");
    }
    return md;
}

}  // namespace ts::gui
