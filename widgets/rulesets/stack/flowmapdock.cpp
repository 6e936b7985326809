#include "rulesets/stack/flowmapdock.h"
#include "session/panelstyle.h"

#include "rulesets/stack/flowmapwidget.h"
#include "rulesets/stack/flowmodel.h"
#include "rulesets/stack/stacknames.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ts::gui {

using stack::Node;

FlowMapDock::FlowMapDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Flow Map"), controller, parent), model_(new FlowModel(controller, this))
{
    setObjectName(QStringLiteral("flowMapDock"));
    follow(&model_->refreshGate());
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("flowMapHeadline"), &headline_);
    map_ = new FlowMapWidget(model_, layout->parentWidget());
    layout->addWidget(map_, 1);
    auto* hint = new QLabel(tr("Click a node to set or clear a breakpoint on its clause."), layout->parentWidget());
    hint->setObjectName(QStringLiteral("flowMapHint"));
    QPalette pal = hint->palette();
    pal.setColor(QPalette::WindowText, PanelStyle::dimText());
    hint->setPalette(pal);
    layout->addWidget(hint);
    connect(map_, &FlowMapWidget::nodeClicked, model_, &FlowModel::toggleBreakpoint);
    connect(model_, &FlowModel::refreshed, this, &FlowMapDock::onRefreshed);
    onRefreshed();
}

FlowMapDock::~FlowMapDock() = default;

QString FlowMapDock::headline() const { return headline_->text(); }

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
