#include "teach/teachnarrationpane.h"

#include "panels/rule/ruletextdock.h"
#include "session/narration.h"
#include "teach/rulesteps.h"

#include "kernel/kinds.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

QLabel* makeLabel(QWidget* parent, const char* name, double scale, bool bold = false)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

}  // namespace

TeachNarrationPane::TeachNarrationPane(QWidget* parent) : QDockWidget(tr("Narration"), parent)
{
    setObjectName(QStringLiteral("teachNarrationDock"));
    // Part of the Teach view's layout, not a panel to move about or close on its own.
    setFeatures(QDockWidget::NoDockWidgetFeatures);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(8);

    counter_ = makeLabel(body, "teachCounter", kRuleScale);
    counter_->setForegroundRole(QPalette::PlaceholderText);
    sentence_ = makeLabel(body, "teachSentence", kSentenceScale);
    clauseLabel_ = makeLabel(body, "teachClause", kRuleScale, true);
    statement_ = makeLabel(body, "teachStatement", kRuleScale);
    source_ = makeLabel(body, "teachSource", 1.0);
    source_->setForegroundRole(QPalette::PlaceholderText);
    original_ = new QTextBrowser(body);
    original_->setObjectName(QStringLiteral("teachOriginal"));
    original_->setOpenLinks(false);
    QFont originalFont = RuleTextDock::originalFont(false);
    originalFont.setPointSizeF(originalFont.pointSizeF() * kRuleScale);
    original_->document()->setDefaultFont(originalFont);
    original_->document()->setDocumentMargin(8);
    changesTitle_ = makeLabel(body, "teachChangesTitle", 1.0, true);
    changesTitle_->setText(tr("What changed"));
    changesLabel_ = makeLabel(body, "teachChanges", 1.0);
    changesLabel_->setTextFormat(Qt::PlainText);

    layout->addWidget(counter_);
    layout->addWidget(sentence_);
    layout->addSpacing(8);
    layout->addWidget(clauseLabel_);
    layout->addWidget(statement_);
    layout->addWidget(source_);
    layout->addWidget(original_, 1);
    layout->addWidget(changesTitle_);
    layout->addWidget(changesLabel_);
    setWidget(body);
    showNothing();
}

QString TeachNarrationPane::counterText() const { return counter_->text(); }
QString TeachNarrationPane::sentence() const { return sentence_->text(); }
QString TeachNarrationPane::statement() const { return statement_->text(); }
QString TeachNarrationPane::original() const { return original_->toPlainText(); }

void TeachNarrationPane::showNothing()
{
    counter_->setText(tr("No game"));
    sentence_->setText(tr("Open a scenario or a trace to teach its rules step by step."));
    showRule(QString());
    changes_.clear();
    changesTitle_->hide();
    changesLabel_->hide();
}

void TeachNarrationPane::showStep(const Session& session, const RenderContext* render, std::optional<Seq> step,
                                  std::size_t number, std::size_t total)
{
    if (!step) {
        counter_->setText(tr("Before step 1 of %1").arg(total));
        sentence_->setText(total == 0 ? tr("This game has no rule steps yet.") : tr("Press Next for the first step."));
        showRule(QString());
        changes_.clear();
    } else {
        counter_->setText(tr("Step %1 of %2 · event #%3").arg(number).arg(total).arg(*step));
        sentence_->setText(Narration::narrate(session, *step));
        showRule(QString::fromStdString(session.trace().clauseName(session.trace().at(*step).clause)));
        changes_ = foldedLines(session, render, *step);
    }
    changesLabel_->setText(changes_.join(QLatin1Char('\n')));
    changesTitle_->setVisible(!changes_.isEmpty());
    changesLabel_->setVisible(!changes_.isEmpty());
}

void TeachNarrationPane::showRule(const QString& clause)
{
    clause_ = clause;
    const ClauseText text = clause.isEmpty() ? ClauseText() : ClauseTexts::bundled().find(clause);
    clauseLabel_->setText(clause);
    clauseLabel_->setVisible(!clause.isEmpty());
    statement_->setText(text.statement);
    statement_->setVisible(!text.statement.isEmpty());
    source_->setText(
        text.passages.isEmpty() ? QString() : tr("Seed %1 (%2), the original passage:").arg(text.seed, text.seedTitle));
    source_->setVisible(!text.passages.isEmpty());
    if (text.passages.isEmpty())
        original_->clear();
    else
        original_->setHtml(RuleTextDock::originalHtml(text, palette()));
    original_->setVisible(!text.passages.isEmpty());
}

// The writes and draws between the step and the next rule step: the detail the step
// folds in, as the event log renders it (state hashes say nothing to a learner).
QStringList TeachNarrationPane::foldedLines(const Session& session, const RenderContext* render, Seq step)
{
    QStringList lines;
    const Trace& trace = session.trace();
    if (!render)
        return lines;
    int more = 0;
    for (Seq seq = step + 1; seq < trace.size() && !RuleSteps::isRuleStep(trace, seq); ++seq) {
        const Event e = trace.at(seq);
        if (e.kind != kind(CommonKind::Write) && e.kind != kind(CommonKind::RngDraw))
            continue;
        if (lines.size() < kMaxChanges)
            lines.append(QString::fromStdString(render->line(e)));
        else
            ++more;
    }
    if (more > 0)
        lines.append(tr("… and %n more", nullptr, more));
    return lines;
}

}  // namespace ts::gui
