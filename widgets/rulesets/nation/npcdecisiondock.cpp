#include "rulesets/nation/npcdecisiondock.h"
#include "session/panelstyle.h"

#include "rulesets/nation/npcdecisionmodel.h"
#include "rulesets/nation/statesnames.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
// An exact value in bold; a fraction also as an approximate decimal ("44/5 ≈ 8.8").
QString strong(const QString& s)
{
    QString text = QStringLiteral("<b>%1</b>").arg(s.toHtmlEscaped());
    const qsizetype slash = s.indexOf(QLatin1Char('/'));
    if (slash > 0) {
        bool okNum = false, okDen = false;
        const double num = s.left(slash).toDouble(&okNum), den = s.mid(slash + 1).toDouble(&okDen);
        if (okNum && okDen && den != 0)
            text += QStringLiteral(" ≈ %1").arg(QLocale().toString(num / den, 'g', 6));
    }
    return text;
}
}  // namespace

NpcDecisionDock::NpcDecisionDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("NPC Decision"), controller, parent), controller_(controller), model_(new NpcDecisionModel(this))
{
    setObjectName(QStringLiteral("npcDecisionDock"));
    follow(&gate_);

    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("npcDecisionHeadline"), &headline_);
    QWidget* content = layout->parentWidget();
    phase_ = new QLabel(content);
    phase_->setObjectName(QStringLiteral("npcDecisionPhase"));
    phase_->setWordWrap(true);
    layout->addWidget(phase_);
    judgement_ = new QLabel(content);
    judgement_->setObjectName(QStringLiteral("npcDecisionJudgement"));
    judgement_->setTextFormat(Qt::RichText);
    judgement_->setWordWrap(true);
    judgement_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(judgement_);

    view_ = new QTableView(content);
    view_->setObjectName(QStringLiteral("npcDecisionView"));
    view_->setModel(model_);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->setWordWrap(false);
    view_->verticalHeader()->setDefaultSectionSize(24);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setColumnWidth(NpcDecisionModel::CommandColumn, 140);
    view_->setColumnWidth(NpcDecisionModel::ExactColumn, 110);
    view_->setColumnWidth(NpcDecisionModel::ScoreColumn, 70);
    layout->addWidget(view_, 1);

    connect(model_, &NpcDecisionModel::refreshed, this, &NpcDecisionDock::onRefreshed);
    refresh();
}

NpcDecisionDock::~NpcDecisionDock() = default;

// Another game: the table resets even if it has as many rows (its cursor follows).
void NpcDecisionDock::sessionChanged() { model_->requireReset(); }

void NpcDecisionDock::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    model_->setSnapshot(game ? NpcDecisionSnapshot::build(*game)
                             : NpcDecisionSnapshot::empty(NationNames::notNationReason(
                                   controller_, NpcDecisionModel::tr("NPC decision panel"))));
}

QString NpcDecisionDock::headline() const { return model_->headline(); }

QString NpcDecisionDock::judgementText() const
{
    QTextDocument doc;
    doc.setHtml(judgement_->text());
    return doc.toPlainText();
}

void NpcDecisionDock::onRefreshed()
{
    headline_->setText(model_->headline());
    phase_->setText(model_->kindText());
    phase_->setVisible(model_->hasDecision());
    const NpcDecisionModel::Judgement& j = model_->judgement();
    if (!model_->hasDecision()) {
        judgement_->clear();
        judgement_->hide();
        return;
    }
    judgement_->show();
    if (!j.present) {
        judgement_->setText(tr("A domestic choice: the decision phase (military powers and belligerence) comes after "
                               "the domestic phase."));
        return;
    }
    QString text = tr("Own military power %1 × belligerence %2 = %3")
                       .arg(strong(j.ownMilitary), strong(j.belligerence), strong(j.ownTimesBelligerence));
    if (j.candidateNation.isEmpty()) {
        text += QStringLiteral("<br>") + tr("No hostile nation left to battle (all fallen or none named).");
    } else {
        text += QStringLiteral("<br>") +
            tr("Closest hostile nation in military power: %1 with %2")
                .arg(strong(j.candidateNation), strong(j.candidateMilitary));
        text += QStringLiteral("<br>") +
            (j.battle ? tr("%1 > %2: battle against %3 (001:3.3.3/2)")
                            .arg(j.ownTimesBelligerence, j.candidateMilitary, j.candidateNation.toHtmlEscaped())
                      : tr("%1 ≤ %2: no battle; the action commands are previewed (001:3.3.3/3)")
                            .arg(j.ownTimesBelligerence, j.candidateMilitary));
    }
    judgement_->setText(text);
}

}  // namespace ts::gui
