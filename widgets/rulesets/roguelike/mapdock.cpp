#include "rulesets/roguelike/mapdock.h"

#include "rulesets/roguelike/mapwidget.h"
#include "session/sessioncontroller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>

namespace ts::gui {

MapDock::MapDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Map"), controller, parent), controller_(controller), map_(new MapWidget)
{
    setObjectName(QStringLiteral("mapDock"));
    follow(&gate_);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto* bar = new QHBoxLayout;
    const auto button = [&](const QString& text, const QString& tip, const char* name) {
        auto* b = new QToolButton(content);
        b->setText(text);
        b->setToolTip(tip);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoRaise(true);
        bar->addWidget(b);
        return b;
    };
    QToolButton* fit = button(tr("Fit"), tr("Show the whole map"), "mapFit");
    QToolButton* out = button(QStringLiteral("−"), tr("Zoom out (Ctrl+wheel)"), "mapZoomOut");
    QToolButton* in = button(QStringLiteral("+"), tr("Zoom in (Ctrl+wheel)"), "mapZoomIn");
    status_ = new QLabel(tr("Click a unit to show its events in the event log"), content);
    status_->setObjectName(QStringLiteral("mapStatus"));
    bar->addWidget(status_, 1);
    layout->addLayout(bar);
    scroll_ = new QScrollArea(content);
    scroll_->setObjectName(QStringLiteral("mapScroll"));
    scroll_->setWidget(map_);
    scroll_->setAlignment(Qt::AlignCenter);
    scroll_->setWidgetResizable(false);
    scroll_->viewport()->installEventFilter(this);
    layout->addWidget(scroll_, 1);
    setWidget(content);

    connect(fit, &QToolButton::clicked, this, &MapDock::fitToPanel);
    connect(out, &QToolButton::clicked, this, [this] { zoomBy(4, 5, 0); });
    connect(in, &QToolButton::clicked, this, [this] { zoomBy(5, 4, 1); });
    connect(map_, &MapWidget::unitClicked, controller_, &SessionController::requestEntityFocus);
    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (fromEmptyTrace_)
            gate_.request();
    });
    refresh();
}

int MapDock::fittingCellSize() const
{
    const MapSnapshot& m = map_->snapshot();
    if (m.width <= 0 || m.height <= 0)
        return map_->cellSize();
    const QSize room = scroll_->viewport()->size() - QSize(4, 4);
    return std::clamp(std::min(room.width() / m.width, room.height() / m.height), MapWidget::kMinCell,
                      MapWidget::kMaxCell);
}

void MapDock::fitToPanel()
{
    autoFit_ = true;
    map_->setCellSize(fittingCellSize());
}

void MapDock::zoomBy(int numerator, int denominator, int add)
{
    autoFit_ = false;
    map_->setCellSize(map_->cellSize() * numerator / denominator + add);
}

bool MapDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == scroll_->viewport() && event->type() == QEvent::Wheel) {
        auto* wheel = static_cast<QWheelEvent*>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            if (wheel->angleDelta().y() > 0)
                zoomBy(5, 4, 1);
            else
                zoomBy(4, 5, 0);
            return true;
        }
    }
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize && autoFit_)
        map_->setCellSize(fittingCellSize());
    return PanelDock::eventFilter(watched, event);
}

void MapDock::refresh()
{
    const Game* game = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    fromEmptyTrace_ = controller_->hasSession() && controller_->session()->size() == 0;
    const Trace* trace = controller_->hasSession() ? &controller_->session()->trace() : nullptr;
    map_->setSnapshot(mapSnapshot(game, trace, controller_->cursor()));
    if (autoFit_)
        map_->setCellSize(fittingCellSize());
}

}  // namespace ts::gui
