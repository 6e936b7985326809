#include "panels/timeline/timelinewidget.h"

#include "panels/timeline/timelinegeometry.h"
#include "session/sessioncontroller.h"

#include "kernel/clauses.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ts::gui {

using namespace timeline;

TimelineWidget::TimelineWidget(SessionController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), marks_(new TimelineMarks(controller, this))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    // The marks hear the controller first (they connect first), so a repaint sees them.
    connect(marks_, &TimelineMarks::changed, this, &TimelineWidget::lanesChanged);
    connect(marks_, &TimelineMarks::indexingFinished, this, &TimelineWidget::indexingFinished);
    connect(controller_, &SessionController::sessionChanged, this, [this] {
        lanesStale_ = true;
        fitAll();
    });
    connect(controller_, &SessionController::traceChanged, this, &TimelineWidget::onTraceChanged);
    connect(controller_, &SessionController::cursorMoved, this, &TimelineWidget::onCursorMoved);
    connect(controller_, &SessionController::writeMarksChanged, this, &TimelineWidget::lanesChanged);
    fitAll();
}

TimelineWidget::~TimelineWidget() = default;

std::size_t TimelineWidget::traceSize() const { return controller_->session() ? controller_->session()->size() : 0; }

void TimelineWidget::onTraceChanged()
{
    if (fitAll_)
        fitAll();
    else
        setView(viewStart_, viewEnd_);
}

// ---------------------------------------------------------------- the view and geometry

int TimelineWidget::gutterWidth() const
{
    if (gutterWidth_ < 0) {
        const QFontMetrics fm(smallFont(font()));
        int w = 0;
        // Every name the gutter may show, "Hits · Writes" too (it was clipped, issue 38).
        for (const QString& label : {tr("Turns"), tr("Rounds"), tr("Hits"), tr("Hits · Writes"), tr("Decisions")})
            w = std::max(w, fm.horizontalAdvance(label));
        gutterWidth_ = w + 14;
    }
    return gutterWidth_;
}

QRect TimelineWidget::plotRect() const
{
    const int left = gutterWidth();
    return QRect(left, 0, std::max(2, width() - left), height());
}

QRect TimelineWidget::laneRect(Lane lane) const
{
    const QRect plot = plotRect();
    const int ruler = QFontMetrics(smallFont(font())).height() + 4;
    const int rest = std::max(12, plot.height() - ruler);
    const int turns = rest * 42 / 100;
    const int hits = rest * 24 / 100;
    switch (lane) {
    case Lane::Ruler: return QRect(plot.left(), 0, plot.width(), ruler);
    case Lane::Turns: return QRect(plot.left(), ruler, plot.width(), turns);
    case Lane::Hits: return QRect(plot.left(), ruler + turns, plot.width(), hits);
    case Lane::Decisions: return QRect(plot.left(), ruler + turns + hits, plot.width(), rest - turns - hits);
    case Lane::None: break;
    }
    return {};
}

TimelineWidget::Lane TimelineWidget::laneAt(int y) const
{
    for (Lane lane : {Lane::Ruler, Lane::Turns, Lane::Hits, Lane::Decisions})
        if (y >= laneRect(lane).top() && y <= laneRect(lane).bottom())
            return lane;
    return Lane::None;
}

double TimelineWidget::scale() const { return (plotRect().width() - 1) / std::max(1e-9, viewEnd_ - viewStart_); }

int TimelineWidget::xForSeq(Seq seq) const { return Mapping{viewStart_, scale(), plotRect().left()}.x(seq); }

Seq TimelineWidget::seqAt(int x) const
{
    const std::size_t size = traceSize();
    if (size == 0)
        return 0;
    const double s = std::round(Mapping{viewStart_, scale(), plotRect().left()}.seqAt(x));
    return s <= 0 ? 0 : std::min<Seq>(static_cast<Seq>(s), size - 1);
}

void TimelineWidget::clampView()
{
    const double total = std::max(1.0, static_cast<double>(traceSize()) - 1);
    const double span = std::clamp(viewEnd_ - viewStart_, std::min(kMinSpan, total), total);
    viewStart_ = std::clamp(viewStart_, 0.0, total - span);
    viewEnd_ = viewStart_ + span;
}

void TimelineWidget::setView(double start, double end)
{
    const double oldStart = viewStart_, oldEnd = viewEnd_;
    viewStart_ = start;
    viewEnd_ = std::max(end, start);
    clampView();
    const double total = std::max(1.0, static_cast<double>(traceSize()) - 1);
    fitAll_ = viewStart_ <= 0 && viewEnd_ >= total;
    if (viewStart_ != oldStart || viewEnd_ != oldEnd)
        emit viewChanged(viewStart_, viewEnd_);
    update();
}

void TimelineWidget::fitAll()
{
    setView(0, std::max(1.0, static_cast<double>(traceSize()) - 1));
    fitAll_ = true;
}

void TimelineWidget::zoomBy(double factor, int anchorX)
{
    const QRect plot = plotRect();
    const double fraction = std::clamp(double(anchorX - plot.left()) / std::max(1, plot.width() - 1), 0.0, 1.0);
    const double anchor = viewStart_ + fraction * (viewEnd_ - viewStart_);
    const double span = (viewEnd_ - viewStart_) / factor;
    setView(anchor - fraction * span, anchor - fraction * span + span);
}

void TimelineWidget::onCursorMoved(Seq seq)
{
    // Seeking past the end runs the engine ahead without a traceChanged(): catch up.
    marks_->catchUp();
    if (fitAll_)
        fitAll();
    // Keep the cursor in view when it moves by stepping (not while the user drags it).
    const double s = static_cast<double>(seq);
    if (drag_ == Drag::None && !fitAll_ && (s < viewStart_ || s > viewEnd_)) {
        const double span = viewEnd_ - viewStart_;
        setView(s - span / 2, s + span / 2);
    }
    update();
}

// ---------------------------------------------------------------- painting

void TimelineWidget::paintEvent(QPaintEvent*)
{
    refreshLanes();
    QPainter p(this);
    p.drawPixmap(0, 0, lanes_);
    if (traceSize() == 0)
        return;
    const QFont small = smallFont(font());
    p.setClipRect(plotRect());
    p.setFont(small);
    paintRulerNumbers(p);
    paintCursor(p);
    if (isIndexing()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.setFont(small);  // paintCursor left its bold one
        p.drawText(laneRect(Lane::Ruler).adjusted(0, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, tr("indexing…"));
    }
}

void TimelineWidget::refreshLanes()
{
    const qreal dpr = devicePixelRatioF();
    const LanesKey key{size(), dpr, viewStart_, viewEnd_, traceSize(), palette().cacheKey()};
    if (!lanesStale_ && key == lanesKey_ && !lanes_.isNull())
        return;
    lanesKey_ = key;
    lanesStale_ = false;
    lanes_ = QPixmap(size() * dpr);
    lanes_.setDevicePixelRatio(dpr);
    QPainter p(&lanes_);
    paintLanes(p);
    layOutRulerNumbers(laneRect(Lane::Ruler));
}

void TimelineWidget::lanesChanged()
{
    lanesStale_ = true;
    update();
}

void TimelineWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::LanguageChange:
    case QEvent::StyleChange:
        gutterWidth_ = -1;
        lanesChanged();
        break;
    default: break;
    }
}

void TimelineWidget::paintLanes(QPainter& p) const
{
    const QPalette& pal = palette();
    const QRect plot = plotRect();
    const QFont small = smallFont(font());
    p.fillRect(rect(), pal.base());

    // Gutter with the lane names; lane backgrounds and separators.
    const QRect gutter(0, 0, plot.left(), height());
    p.fillRect(gutter, pal.window());
    p.fillRect(laneRect(Lane::Ruler), pal.window());
    p.fillRect(laneRect(Lane::Hits), pal.alternateBase());
    p.setFont(small);
    const QColor dim = pal.color(QPalette::PlaceholderText);
    const QColor line = pal.color(QPalette::Mid);
    for (const auto& [lane, label] :
         {std::pair{Lane::Turns, marks_->periods().labels.lane},
          std::pair{Lane::Hits, controller_->writeMarks().empty() ? tr("Hits") : tr("Hits · Writes")},
          std::pair{Lane::Decisions, tr("Decisions")}}) {
        const QRect r = laneRect(lane);
        p.setPen(dim);
        p.drawText(QRect(0, r.top(), plot.left() - 7, r.height()), Qt::AlignRight | Qt::AlignVCenter, label);
        p.setPen(pal.color(QPalette::Midlight));
        p.drawLine(0, r.top(), width(), r.top());
    }
    p.setPen(line);
    p.drawLine(plot.left() - 1, 0, plot.left() - 1, height());

    if (traceSize() == 0) {
        p.setPen(dim);
        p.drawText(plot.adjusted(0, laneRect(Lane::Ruler).height(), 0, 0), Qt::AlignCenter,
                   controller_->session() ? tr("No events yet") : tr("No trace open"));
        return;
    }
    p.setClipRect(plot);
    paintRulerGrid(p, laneRect(Lane::Ruler));
    paintTurns(p, laneRect(Lane::Turns));
    paintTicks(p, laneRect(Lane::Hits), marks_->hits(), kHitColor, 2);
    const QRect writes = laneRect(Lane::Hits);
    paintTicks(p, writes.adjusted(0, writes.height() / 2, 0, 0), controller_->writeMarks(), kWriteColor, 2);
    paintDecisions(p, laneRect(Lane::Decisions));
}

// The ruler's ticks, (event, column): steps of 1, 2 or 5 x 10^k events, at least
// kRulerTickSpacing pixels apart. The grid is drawn with the lanes, the numbers over them.
std::vector<std::pair<Seq, int>> TimelineWidget::rulerTicks(const QRect& r) const
{
    const double minStep = kRulerTickSpacing / scale();
    Seq istep = 1;
    for (Seq decade = 1; static_cast<double>(istep) < minStep && decade < (Seq(1) << 60); decade *= 10)
        for (const Seq m : {1, 2, 5})
            if (static_cast<double>(istep) < minStep)
                istep = m * decade;
    const Mapping m{viewStart_, scale(), r.left()};
    std::vector<std::pair<Seq, int>> ticks;
    for (Seq s = (static_cast<Seq>(std::max(0.0, viewStart_)) + istep - 1) / istep * istep;
         static_cast<double>(s) <= viewEnd_; s += istep)
        ticks.emplace_back(s, m.x(s));
    return ticks;
}

void TimelineWidget::paintRulerGrid(QPainter& p, const QRect& r) const
{
    const QColor dim = palette().color(QPalette::PlaceholderText);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(70);
    const int bottom = height();
    for (const auto& [s, x] : rulerTicks(r)) {
        p.setPen(grid);
        p.drawLine(x, r.bottom() + 1, x, bottom);
        p.setPen(dim);
        p.drawLine(x, r.bottom() - 3, x, r.bottom());
    }
    p.setPen(palette().color(QPalette::Midlight));
    p.drawLine(r.left(), r.bottom(), r.right(), r.bottom());
}

void TimelineWidget::layOutRulerNumbers(const QRect& r)
{
    rulerNumbers_.clear();  // drawn only when the trace has events (paintEvent)
    const QFont small = smallFont(font());
    const QFontMetrics fm(small);
    const int y = r.top() + (r.height() - fm.height()) / 2;
    for (const auto& [s, x] : rulerTicks(r)) {
        RulerNumber n{{}, QStaticText(compactNumber(s))};
        n.text.setTextFormat(Qt::PlainText);
        n.text.prepare(QTransform(), small);
        n.box = QRect(x + 3, y, fm.horizontalAdvance(n.text.text()) + 1, fm.height());
        rulerNumbers_.push_back(std::move(n));
    }
}

void TimelineWidget::paintRulerNumbers(QPainter& p) const
{
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QRect cursor = cursorBox().adjusted(-2, 0, 2, 0);
    for (const RulerNumber& n : rulerNumbers_)
        if (!n.box.intersects(cursor))  // the cursor's label covers the ruler there
            p.drawStaticText(n.box.topLeft(), n.text);
}

void TimelineWidget::paintTurns(QPainter& p, const QRect& r) const
{
    const Mapping m{viewStart_, scale(), r.left()};
    const int right = r.right();
    const std::vector<Seq>& turns = marks_->turns();
    const std::vector<std::int32_t>& numbers = marks_->turnNumbers();
    QFont labelFont = smallFont(font());
    labelFont.setBold(true);
    const QFontMetrics fm(labelFont);
    const int labelBottom = r.top() + 2 + fm.height();
    const QColor text = palette().color(QPalette::Text);

    // Labels "T12" on every turn, or every 2nd, 5th, 10th ... so that they fit.
    std::vector<std::pair<int, int>> covered;  // the labels' column spans, left to right
    const auto first = std::lower_bound(turns.begin(), turns.end(), m.firstOfColumn(r.left()));
    const auto last = std::lower_bound(first, turns.end(), m.firstOfColumn(right + 1));
    if (last - first > 0 && labelBottom < r.bottom() - 2) {
        const auto visible = static_cast<double>(last - first);
        const double perTurn = visible > 1 ? (m.x(*(last - 1)) - m.x(*first)) / (visible - 1) : r.width();
        const std::int32_t widestNumber = numbers[static_cast<std::size_t>(last - turns.begin()) - 1];
        const QString prefix = marks_->periods().labels.prefix;
        const int needed = fm.horizontalAdvance(prefix + QString::number(widestNumber)) + 8;
        std::int32_t stride = 1;
        for (std::int32_t decade = 1; perTurn * stride < needed && decade < 100'000'000; decade *= 10)
            for (const std::int32_t k : {1, 2, 5})
                if (perTurn * stride < needed)
                    stride = k * decade;
        p.setFont(labelFont);
        p.setPen(text);
        int labelEnd = r.left() - 1000;
        forEachVisible(turns, m, right, 1, [&](std::size_t i, int x) {
            if (numbers[i] % stride != 0)
                return;
            const QString label = prefix + QString::number(numbers[i]);
            const int w = fm.horizontalAdvance(label);
            if (x + 3 <= labelEnd || x + 3 + w > right)
                return;
            p.drawText(QPoint(x + 3, r.top() + 2 + fm.ascent()), label);
            covered.emplace_back(x + 1, x + 3 + w + 1);
            labelEnd = x + 3 + w + 4;
        });
    }

    // Runs: short ticks at the bottom of the lane.
    QColor runColor = text;
    runColor.setAlpha(170);
    p.setPen(runColor);
    const int runTop = r.top() + r.height() * 60 / 100;
    forEachVisible(marks_->runs(), m, right, 1, [&](std::size_t, int x) { p.drawLine(x, runTop, x, r.bottom() - 1); });

    // Turns: full-height ticks; those under a label start below it.
    QColor turnColor = text;
    turnColor.setAlpha(covered.size() > 1 && covered.size() * 2 < static_cast<std::size_t>(last - first) ? 150 : 255);
    std::size_t c = 0;
    forEachVisible(turns, m, right, 1, [&](std::size_t, int x) {
        while (c < covered.size() && covered[c].second < x)
            ++c;
        const bool underLabel = c < covered.size() && covered[c].first <= x;
        const bool labelled = c < covered.size() && covered[c].first == x + 1;
        p.setPen(labelled ? text : turnColor);
        p.drawLine(x, underLabel ? labelBottom : r.top() + 2, x, r.bottom() - 1);
    });
}

void TimelineWidget::paintTicks(QPainter& p, const QRect& r, const std::vector<Seq>& marks, const QColor& color,
                                int width) const
{
    const Mapping m{viewStart_, scale(), r.left()};
    forEachVisible(marks, m, r.right(), width, [&](std::size_t, int x) {
        p.fillRect(QRect(x - width / 2, r.top() + 3, width, r.height() - 5), color);
    });
}

void TimelineWidget::paintDecisions(QPainter& p, const QRect& r) const
{
    const Mapping m{viewStart_, scale(), r.left()};
    const int half = std::clamp((r.height() - 4) / 2, 2, 5);
    const int cy = r.center().y();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kDecisionColor.darker(140), 1));
    p.setBrush(kDecisionColor);
    forEachVisible(marks_->decisions(), m, r.right(), 2 * half - 1, [&](std::size_t, int x) {
        const QPointF c(x + 0.5, cy + 0.5);
        const QPointF pts[4] = {c + QPointF(0, -half), c + QPointF(half, 0), c + QPointF(0, half),
                                c + QPointF(-half, 0)};
        p.drawPolygon(pts, 4);
    });
    p.restore();
}

QRect TimelineWidget::cursorBox() const
{
    const Seq cursor = controller_->cursor();
    const int x = xForSeq(cursor);
    const QRect plot = plotRect();
    if (traceSize() == 0 || x < plot.left() || x > plot.right())
        return {};
    QFont f = smallFont(font());
    f.setBold(true);
    const int w = QFontMetrics(f).horizontalAdvance(QStringLiteral("#%1").arg(cursor)) + 10;
    const QRect ruler = laneRect(Lane::Ruler);
    QRect box(x - w / 2, ruler.top() + 1, w, ruler.height() - 2);
    box.moveLeft(std::clamp(box.left(), plot.left(), plot.right() - w));
    return box;
}

void TimelineWidget::paintCursor(QPainter& p) const
{
    const QRect box = cursorBox();
    if (box.isNull())
        return;
    const Seq cursor = controller_->cursor();
    const QColor accent = palette().color(QPalette::Highlight);
    p.setPen(QPen(accent, 1));
    const int x = xForSeq(cursor);
    p.drawLine(x, laneRect(Lane::Ruler).bottom(), x, height());

    QFont f = smallFont(font());
    f.setBold(true);
    p.setFont(f);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(accent);
    p.drawRoundedRect(QRectF(box), 3, 3);
    p.restore();
    p.setPen(palette().color(QPalette::HighlightedText));
    p.drawText(box, Qt::AlignCenter, QStringLiteral("#%1").arg(cursor));
}

// ---------------------------------------------------------------- input

void TimelineWidget::mousePressEvent(QMouseEvent* event)
{
    const int x = qRound(event->position().x());
    const bool pan = event->button() == Qt::MiddleButton ||
        (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (pan) {
        drag_ = Drag::Pan;
        dragAnchorX_ = x;
        dragAnchorStart_ = viewStart_;
        setCursor(Qt::ClosedHandCursor);
    } else if (event->button() == Qt::LeftButton && x >= plotRect().left() && traceSize() > 0) {
        drag_ = Drag::Seek;
        controller_->requestSeek(seqAt(x));
    } else {
        QWidget::mousePressEvent(event);
        return;
    }
    event->accept();
}

void TimelineWidget::mouseMoveEvent(QMouseEvent* event)
{
    const int x = qRound(event->position().x());
    if (drag_ == Drag::Seek && (event->buttons() & Qt::LeftButton)) {
        const QRect plot = plotRect();
        controller_->requestSeek(seqAt(std::clamp(x, plot.left(), plot.right())));
    } else if (drag_ == Drag::Pan) {
        const double span = viewEnd_ - viewStart_;
        const double start = dragAnchorStart_ - (x - dragAnchorX_) / scale();
        setView(start, start + span);
    } else {
        QWidget::mouseMoveEvent(event);
        return;
    }
    event->accept();
}

void TimelineWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (drag_ == Drag::Pan)
        unsetCursor();
    drag_ = Drag::None;
    event->accept();
}

void TimelineWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    const int x = qRound(event->position().x());
    const Lane lane = laneAt(qRound(event->position().y()));
    if (event->button() == Qt::LeftButton && x >= plotRect().left() && !markNear(lane, x, 3)) {
        fitAll();
        event->accept();
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void TimelineWidget::wheelEvent(QWheelEvent* event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        if (delta.y() != 0)
            zoomBy(std::pow(1.25, delta.y() / 120.0), qRound(event->position().x()));
    } else {
        const int d = delta.x() != 0 ? delta.x() : delta.y();
        const double span = viewEnd_ - viewStart_;
        const double shift = -d / 120.0 * span * 0.1;
        setView(viewStart_ + shift, viewEnd_ + shift);
    }
    event->accept();
}

const std::vector<Seq>& TimelineWidget::marksOf(Lane lane) const
{
    static const std::vector<Seq> none;
    switch (lane) {
    case Lane::Turns: return marks_->turns();
    case Lane::Hits: return marks_->hits();
    case Lane::Decisions: return marks_->decisions();
    default: return none;
    }
}

std::optional<Seq> TimelineWidget::markNear(Lane lane, int x, int radius) const
{
    std::optional<Seq> best;
    int bestDistance = radius + 1;
    auto consider = [&](const std::vector<Seq>& marks) {
        const Mapping m{viewStart_, scale(), plotRect().left()};
        const auto it = std::lower_bound(marks.begin(), marks.end(), m.firstOfColumn(x));
        for (auto c : {it, it == marks.begin() ? marks.end() : std::prev(it)}) {
            if (c == marks.end())
                continue;
            const int d = std::abs(m.x(*c) - x);
            if (d < bestDistance) {
                bestDistance = d;
                best = *c;
            }
        }
    };
    consider(marksOf(lane));
    if (lane == Lane::Turns && !best)
        consider(marks_->runs());
    return best;
}

QString TimelineWidget::toolTipFor(Lane lane, int x) const
{
    const Session* s = controller_->session();
    if (!s || s->size() == 0 || x < plotRect().left() || !controller_->render())
        return {};
    const std::optional<Seq> mark = markNear(lane, x, 4);
    const Seq seq = mark.value_or(seqAt(x));
    try {
        const Trace& t = s->trace();
        const Event e = t.at(seq);
        QString head;
        if (mark && lane == Lane::Hits)
            head = tr("Breakpoint hit") + QStringLiteral(" · ");
        else if (mark && lane == Lane::Decisions)
            head = tr("Decision") + QStringLiteral(" · ");
        return QStringLiteral(
                   "<p style='white-space:pre'>%1<b>#%2</b> %3<br/><span style='color:gray'>%4 · %5</span></p>")
            .arg(head, QString::number(seq), QString::fromStdString(controller_->render()->line(e)).toHtmlEscaped(),
                 QString::fromStdString(t.kindName(e.kind)).toHtmlEscaped(),
                 QString::fromStdString(t.clauseName(e.clause)).toHtmlEscaped());
    } catch (const std::exception& ex) {
        return QString::fromStdString(ex.what()).toHtmlEscaped();
    }
}

bool TimelineWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipFor(laneAt(help->pos().y()), help->pos().x());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

}  // namespace ts::gui
