#include "panels/timeline/timelinedock.h"

#include "panels/timeline/timelinewidget.h"
#include "session/sessioncontroller.h"

#include <QHBoxLayout>
#include <QToolButton>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
QToolButton* makeButton(const QString& text, const QString& toolTip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(toolTip);
    b->setAutoRaise(true);
    b->setFocusPolicy(Qt::NoFocus);
    b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    return b;
}
}  // namespace

TimelineDock::TimelineDock(SessionController* controller, QWidget* parent) : QDockWidget(tr("Timeline"), parent)
{
    setObjectName(QStringLiteral("timelineDock"));
    auto* content = new QWidget(this);
    auto* row = new QHBoxLayout(content);
    row->setContentsMargins(0, 0, 2, 0);
    row->setSpacing(2);
    timeline_ = new TimelineWidget(controller, content);
    column_ = new QVBoxLayout;
    column_->setSpacing(0);
    column_->addWidget(timeline_, 1);
    row->addLayout(column_, 1);

    auto* buttons = new QVBoxLayout;
    buttons->setSpacing(0);
    zoomIn_ = makeButton(QStringLiteral("+"), tr("Zoom in (Ctrl+wheel)"), content);
    zoomOut_ = makeButton(QStringLiteral("\u2212"), tr("Zoom out (Ctrl+wheel)"), content);
    fit_ = makeButton(tr("All"), tr("Show the whole trace (double-click on empty space)"), content);
    buttons->addWidget(zoomIn_);
    buttons->addWidget(zoomOut_);
    buttons->addWidget(fit_);
    row->addLayout(buttons);
    setWidget(content);

    // Buttons zoom around the cursor when it is in view, else around the middle.
    auto center = [this, controller] {
        const QRect plot = timeline_->plotRect();
        const int x = timeline_->xForSeq(controller->cursor());
        return x >= plot.left() && x <= plot.right() ? x : plot.center().x();
    };
    connect(zoomIn_, &QToolButton::clicked, this, [this, center] { timeline_->zoomBy(2.0, center()); });
    connect(zoomOut_, &QToolButton::clicked, this, [this, center] { timeline_->zoomBy(0.5, center()); });
    connect(fit_, &QToolButton::clicked, timeline_, &TimelineWidget::fitAll);
    connect(timeline_, &TimelineWidget::viewChanged, this, &TimelineDock::updateButtons);
    updateButtons();
}

void TimelineDock::setTracks(QWidget* tracks)
{
    tracks_ = tracks;
    column_->addWidget(tracks);
}

int TimelineDock::contentHeightHint() const
{
    const int tracks = tracks_ && tracks_->isVisibleTo(this) ? tracks_->sizeHint().height() : 0;
    return timeline_->sizeHint().height() + tracks;
}

void TimelineDock::updateButtons()
{
    zoomOut_->setEnabled(!timeline_->isFitAll());
    fit_->setEnabled(!timeline_->isFitAll());
}

}  // namespace ts::gui
