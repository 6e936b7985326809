#include "rulesets/stack/flowmapdock.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "rulesets/stack/flowmapwidget.h"
#include "rulesets/stack/flowmodel.h"
#include "rulesets/stack/stacknames.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ts::gui {

using stack::Node;

FlowMapDock::FlowMapDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Flow Map"), controller, parent), controller_(controller), model_(new FlowModel(this))
{
    setObjectName(QStringLiteral("flowMapDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("flowMapHeadline"), &headline_);
    map_ = new FlowMapWidget(model_, layout->parentWidget());
    layout->addWidget(map_, 1);
    auto* hint = new QLabel(tr("Click a node to set or clear a breakpoint on its clause."), layout->parentWidget());
    hint->setObjectName(QStringLiteral("flowMapHint"));
    QPalette pal = hint->palette();
    pal.setColor(QPalette::WindowText, PanelStyle::dimText());
    hint->setPalette(pal);
    layout->addWidget(hint);
    connect(map_, &FlowMapWidget::nodeClicked, this, &FlowMapDock::toggleBreakpoint);
    connect(model_, &FlowModel::refreshed, this, &FlowMapDock::onRefreshed);
    connect(controller_, &SessionController::breakpointsChanged, this, [this] { gate_.request(); });
    refresh();
}

FlowMapDock::~FlowMapDock() = default;

QString FlowMapDock::headline() const { return headline_->text(); }

void FlowMapDock::refresh()
{
    const Session* s = controller_->session();
    if (!s) {
        model_->setSnapshot(FlowSnapshot::empty());
        return;
    }
    model_->setSnapshot(FlowSnapshot::build(gameAs<stack::StackGame>(controller_->stateAtCursor()), s->breakpoints()));
}

void FlowMapDock::toggleBreakpoint(Node n)
{
    const QString clause = StackNames::clauseOf(n);
    Session* s = controller_->session();
    if (clause.isEmpty() || !s)
        return;
    for (const Breakpoint& bp : s->breakpoints())
        if (bp.clause && *bp.clause == clause.toStdString() && !bp.kind && !bp.entity && !bp.condition) {
            controller_->removeBreakpoint(bp.id);
            return;
        }
    Breakpoint bp;
    bp.clause = clause.toStdString();
    controller_->addBreakpoint(std::move(bp));
}

void FlowMapDock::onRefreshed()
{
    const auto [from, to] = model_->lastEdge();
    if (to == Node::None) {
        headline_->setText(tr("The seed's core flow (①–⑮) and trigger check (⑩-1..⑩-4)"));
        return;
    }
    QString text = tr("At %1 %2").arg(StackNames::nodeLabel(to), StackNames::nodeQuestion(to));
    if (from != Node::None)
        text += QStringLiteral(" · ") + tr("came from %1").arg(StackNames::nodeLabel(from));
    if (model_->next() != to && model_->next() != Node::None && model_->next() != Node::Over)
        text += QStringLiteral(" · ") + tr("next: %1").arg(StackNames::nodeLabel(model_->next()));
    headline_->setText(text);
}

}  // namespace ts::gui
