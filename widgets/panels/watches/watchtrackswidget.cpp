#include "panels/watches/watchtrackswidget.h"

#include "panels/watches/watchlist.h"
#include "panels/watches/watchtrackpainter.h"
#include "session/sessioncontroller.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ts::gui {

WatchTracksWidget::WatchTracksWidget(WatchList* watches, SessionController* controller, QWidget* parent)
    : QWidget(parent), watches_(watches), controller_(controller)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(watches_, &WatchList::watchesChanged, this, &WatchTracksWidget::rowsChanged);
    connect(watches_, &WatchList::watchUpdated, this, [this] {
        stale_ = true;
        update();
    });
    connect(controller_, &SessionController::cursorMoved, this, qOverload<>(&QWidget::update));
    rowsChanged();
}

void WatchTracksWidget::rowsChanged()
{
    setVisible(watches_->count() > 0);
    updateGeometry();
    stale_ = true;
    update();
}

// One line a track, as the timeline's lanes: the name in the label column, the range and
// the evaluation's progress in its tooltip and in the Watches panel.
int WatchTracksWidget::rowHeight() const { return fontMetrics().height() * 3 / 2 + 4; }

QSize WatchTracksWidget::sizeHint() const { return {600, rowHeight() * std::max(1, watches_->count())}; }
QSize WatchTracksWidget::minimumSizeHint() const { return {160, rowHeight() * std::max(1, watches_->count())}; }

void WatchTracksWidget::setView(double start, double end, int plotLeft, int rightMargin)
{
    start_ = start;
    end_ = std::max(end, start + 1e-6);
    plotLeft_ = plotLeft;
    rightMargin_ = rightMargin;
    stale_ = true;
    update();
}

QRect WatchTracksWidget::plotRect(int row) const
{
    return QRect(plotLeft_, row * rowHeight() + 1, std::max(1, width() - plotLeft_ - rightMargin_), rowHeight() - 2);
}

std::optional<int> WatchTracksWidget::rowAt(int y) const
{
    const int row = y / rowHeight();
    return y >= 0 && row < watches_->count() ? std::optional<int>(row) : std::nullopt;
}

Seq WatchTracksWidget::seqAt(int x) const
{
    const QRect plot = plotRect(0);
    const double s = std::floor(start_ + (x - plot.left()) * (end_ - start_) / plot.width() + 0.5);
    return s <= 0 ? 0 : static_cast<Seq>(s);
}

QString WatchTracksWidget::toolTipAt(const QPoint& pos) const
{
    const auto row = rowAt(pos.y());
    if (!row)
        return {};
    const Watch& w = watches_->at(*row);
    if (pos.x() < plotLeft_) {
        QString text = w.title;
        if (w.track && w.track->type == TrackType::Number && !w.track->points.empty())
            text += QLatin1Char('\n') + tr("from %1 to %2").arg(w.track->min).arg(w.track->max);
        return w.error.isEmpty() ? text : text + QLatin1Char('\n') + w.error;
    }
    if (!w.track)
        return w.status == Watch::Status::Failed
            ? w.error
            : tr("%1: being evaluated (%2%)").arg(w.title).arg(int(w.progress * 100));
    const Seq seq = seqAt(pos.x());
    const WatchTrackPainter painter(*w.track, plotRect(*row), start_, end_);
    return tr("%1 at event #%2: %3").arg(w.title).arg(seq).arg(painter.valueTextAt(seq));
}

void WatchTracksWidget::paintLabel(QPainter& p, int row) const
{
    const Watch& w = watches_->at(row);
    const QRect r(4, row * rowHeight(), plotLeft_ - 8, rowHeight());
    QString text = w.title;
    if (w.status == Watch::Status::Failed)
        text = tr("%1 (error)").arg(w.title);
    else if (!w.track)
        text = tr("%1 (%2%)").arg(w.title).arg(int(w.progress * 100));
    p.setPen(palette().color(w.status == Watch::Status::Failed ? QPalette::PlaceholderText : QPalette::WindowText));
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(text, Qt::ElideRight, r.width()));
}

void WatchTracksWidget::paintRows(QPainter& p) const
{
    const QPalette pal = palette();
    WatchTrackStyle style{pal.color(QPalette::Highlight), pal.color(QPalette::Highlight),
                          pal.color(QPalette::Text),      pal.color(QPalette::PlaceholderText),
                          pal.color(QPalette::Mid),       font()};
    style.fill.setAlpha(120);
    for (int row = 0; row < watches_->count(); ++row) {
        const QRect plot = plotRect(row);
        p.fillRect(plot, pal.color(QPalette::Base));
        p.setPen(pal.color(QPalette::Mid));
        p.drawLine(0, plot.bottom() + 1, width(), plot.bottom() + 1);
        paintLabel(p, row);
        if (const auto& track = watches_->at(row).track)
            WatchTrackPainter(*track, plot, start_, end_).paint(p, style);
    }
}

void WatchTracksWidget::paintEvent(QPaintEvent*)
{
    const qreal dpr = devicePixelRatioF();
    if (stale_ || rows_.size() != size() * dpr) {
        rows_ = QPixmap(size() * dpr);
        rows_.setDevicePixelRatio(dpr);
        rows_.fill(palette().color(QPalette::Window));
        QPainter pp(&rows_);
        paintRows(pp);
        stale_ = false;
    }
    QPainter p(this);
    p.drawPixmap(0, 0, rows_);
    if (!controller_->hasSession() || watches_->count() == 0)
        return;
    const QRect plot = plotRect(0);
    const double x =
        plot.left() + (static_cast<double>(controller_->cursor()) - start_) * plot.width() / (end_ - start_);
    if (x >= plot.left() && x <= plot.right() + 1) {
        p.setPen(QPen(palette().color(QPalette::Highlight).darker(130), 1));
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
    }
}

void WatchTracksWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && event->position().x() >= plotLeft_ && rowAt(event->position().y()) &&
        controller_->hasSession())
        controller_->requestSeek(seqAt(static_cast<int>(event->position().x())));
}

void WatchTracksWidget::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::LeftButton) && event->position().x() >= plotLeft_ && controller_->hasSession())
        controller_->requestSeek(seqAt(static_cast<int>(event->position().x())));
}

void WatchTracksWidget::wheelEvent(QWheelEvent* event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (event->modifiers() & Qt::ControlModifier)
        emit zoomRequested(std::pow(1.25, steps), static_cast<int>(event->position().x()));
    else
        emit panRequested(-steps * (end_ - start_) / 10);
    event->accept();
}

void WatchTracksWidget::contextMenuEvent(QContextMenuEvent* event)
{
    const auto row = rowAt(event->pos().y());
    if (!row)
        return;
    QMenu menu(this);
    QAction* exportAction = menu.addAction(tr("Export Track…"));
    exportAction->setEnabled(watches_->at(*row).track != nullptr);
    QAction* removeAction = menu.addAction(tr("Remove Watch"));
    QAction* chosen = menu.exec(event->globalPos());
    if (chosen == exportAction)
        emit exportRequested(*row);
    else if (chosen == removeAction)
        emit removeRequested(*row);
}

bool WatchTracksWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        stale_ = true;
        updateGeometry();
    }
    return QWidget::event(event);
}

}  // namespace ts::gui
