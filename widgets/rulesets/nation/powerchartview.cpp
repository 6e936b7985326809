#include "rulesets/nation/powerchartview.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QStringList>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace ts::gui {

namespace {

// Distinct hues that read on light and dark backgrounds; cycled beyond eight nations.
const QColor kNationColors[] = {{0x3d, 0x7f, 0xd6}, {0xd0, 0x45, 0x3a}, {0x2e, 0x9e, 0x5b}, {0xe0, 0x9a, 0x00},
                                {0x8e, 0x5c, 0xd9}, {0x1a, 0xa3, 0xa3}, {0xd9, 0x57, 0x8f}, {0x80, 0x80, 0x80}};

QColor nationColor(std::size_t n) { return kNationColors[n % std::size(kNationColors)]; }

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QList<QPointF> points(const std::vector<std::vector<int>>& rows, std::size_t nation, std::size_t from)
{
    QList<QPointF> out;
    for (std::size_t r = from; r < rows.size(); ++r)
        if (nation < rows[r].size())
            out.append(QPointF(static_cast<qreal>(r), rows[r][nation]));
    return out;
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* m : chart->legend()->markers(series))
        m->setVisible(false);
}

}  // namespace

PowerChartView::PowerChartView(QWidget* parent) : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("powerChartView"));
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    chart()->setBackgroundRoundness(0);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setAnimationOptions(QChart::NoAnimation);
    applyPalette();
}

void PowerChartView::clear()
{
    chart()->removeAllSeries();
    for (QAbstractAxis* a : chart()->axes())
        chart()->removeAxis(a);
    delete xAxis_;
    delete yAxis_;
    xAxis_ = yAxis_ = nullptr;
    past_.clear();
    now_.clear();
    future_.clear();
    cursor_ = nullptr;
    data_ = Data{};
    lastRound_ = 0;
}

void PowerChartView::rebuild(const std::vector<QString>& nations)
{
    clear();
    xAxis_ = new QValueAxis;
    xAxis_->setLabelFormat(QStringLiteral("%d"));
    xAxis_->setTitleText(tr("Round (0 = start; each point is the power at the round's end)"));
    yAxis_ = new QValueAxis;
    yAxis_->setLabelFormat(QStringLiteral("%d"));
    yAxis_->setTitleText(tr("Power"));
    chart()->addAxis(xAxis_, Qt::AlignBottom);
    chart()->addAxis(yAxis_, Qt::AlignLeft);
    auto attach = [this](QLineSeries* s) {
        chart()->addSeries(s);
        s->attachAxis(xAxis_);
        s->attachAxis(yAxis_);
    };
    for (std::size_t n = 0; n < nations.size(); ++n) {
        const QColor color = nationColor(n);
        auto* future = new QLineSeries;
        future->setName(tr("%1 (rest of the game)").arg(nations[n]));
        QColor faint = color;
        faint.setAlpha(90);
        future->setPen(QPen(faint, 1.5, Qt::DashLine));
        attach(future);
        hideFromLegend(chart(), future);
        future_.push_back(future);
    }
    for (std::size_t n = 0; n < nations.size(); ++n) {
        const QColor color = nationColor(n);
        auto* now = new QLineSeries;
        now->setName(tr("%1 (at the cursor)").arg(nations[n]));
        now->setPen(QPen(color, 2, Qt::DotLine));
        attach(now);
        hideFromLegend(chart(), now);
        now_.push_back(now);
        auto* past = new QLineSeries;
        past->setName(nations[n]);
        past->setPen(QPen(color, 2.5));
        past->setPointsVisible(true);
        attach(past);
        past_.push_back(past);
    }
    cursor_ = new QLineSeries;
    cursor_->setName(tr("cursor"));
    attach(cursor_);
    hideFromLegend(chart(), cursor_);
    data_.nations = nations;
    applyPalette();
}

void PowerChartView::setData(const Data& input)
{
    if (input.nations != data_.nations || past_.size() != input.nations.size())
        rebuild(input.nations);
    data_ = input;
    int maxPower = 1;
    for (const auto* rows : {&input.history, &input.future})
        for (const auto& row : *rows)
            for (int v : row)
                maxPower = std::max(maxPower, v);
    for (int v : input.now)
        maxPower = std::max(maxPower, v);
    const int historyRounds = static_cast<int>(input.history.size()) - 1;
    lastRound_ = std::max({1, static_cast<int>(input.future.size()) - 1, historyRounds, input.round});

    for (std::size_t n = 0; n < past_.size(); ++n) {
        past_[n]->replace(points(input.history, n, 0));
        // The rest of the game, joined to the cursor's last completed round.
        future_[n]->replace(points(input.future, n, static_cast<std::size_t>(std::max(0, historyRounds))));
        // A round under way: from its start to the power at the cursor.
        QList<QPointF> running;
        if (historyRounds >= 0 && input.round > historyRounds && n < input.now.size() &&
            n < input.history.back().size()) {
            running << QPointF(historyRounds, input.history.back()[n]) << QPointF(input.round, input.now[n]);
        }
        now_[n]->replace(running);
    }
    // About 12 ticks whatever the round: a round read from an edited trace can be 2^31 - 1,
    // where int arithmetic would overflow into a tick per round. The axis lays its ticks out
    // on every change, so the range and the interval change while it counts fixed ticks
    // (never the old interval over the new range).
    xAxis_->setTickType(QValueAxis::TicksFixed);
    xAxis_->setRange(0, lastRound_);
    xAxis_->setTickAnchor(0);
    xAxis_->setTickInterval(static_cast<double>(std::max<qint64>(1, (qint64{lastRound_} + 11) / 12)));
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    yAxis_->setRange(0, maxPower * 1.05);
    yAxis_->applyNiceNumbers();
    // The marker spans the whole plot.
    cursor_->replace(QList<QPointF>{QPointF(input.round, 0), QPointF(input.round, yAxis_->max())});
}

QLineSeries* PowerChartView::historySeries(int nation) const
{
    return nation >= 0 && nation < nationCount() ? past_[static_cast<std::size_t>(nation)] : nullptr;
}

QLineSeries* PowerChartView::futureSeries(int nation) const
{
    return nation >= 0 && nation < nationCount() ? future_[static_cast<std::size_t>(nation)] : nullptr;
}

void PowerChartView::applyPalette()
{
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base), text = pal.color(QPalette::Text);
    chart()->setBackgroundBrush(base);
    chart()->setPlotAreaBackgroundVisible(false);
    chart()->legend()->setLabelColor(text);
    setBackgroundBrush(base);
    for (QValueAxis* a : {xAxis_, yAxis_}) {
        if (!a)
            continue;
        a->setLabelsColor(text);
        a->setTitleBrush(mix(base, text, 0.6));
        a->setLinePenColor(mix(base, text, 0.4));
        a->setGridLineColor(mix(base, text, 0.12));
    }
    if (cursor_)
        cursor_->setPen(QPen(pal.color(QPalette::Highlight), 2));
}

void PowerChartView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

int PowerChartView::roundAt(const QPoint& viewportPos) const
{
    if (!xAxis_)
        return -1;
    const QPointF scene = mapToScene(viewportPos);
    const QPointF inChart = chart()->mapFromScene(scene);
    if (!chart()->plotArea().adjusted(-8, -8, 8, 8).contains(inChart))
        return -1;
    const QPointF value = chart()->mapToValue(inChart, past_.empty() ? nullptr : past_.front());
    return std::clamp(static_cast<int>(std::lround(value.x())), 0, lastRound_);
}

QPoint PowerChartView::positionOf(int round, int nation) const
{
    if (past_.empty() || round < 0 || static_cast<std::size_t>(round) >= data_.future.size() || nation < 0 ||
        static_cast<std::size_t>(nation) >= data_.future[static_cast<std::size_t>(round)].size())
        return {};
    const QPointF value(round, data_.future[static_cast<std::size_t>(round)][static_cast<std::size_t>(nation)]);
    return mapFromScene(chart()->mapToScene(chart()->mapToPosition(value, past_.front())));
}

QString PowerChartView::roundToolTip(int round) const
{
    const auto& rows = static_cast<std::size_t>(round) < data_.history.size() ? data_.history : data_.future;
    QStringList lines;
    lines << (round == 0 ? tr("<b>Start</b> (click: go to the game start)")
                         : tr("<b>End of round %1</b> (click: go to the round's start)").arg(round));
    if (static_cast<std::size_t>(round) < rows.size())
        for (std::size_t n = 0; n < data_.nations.size() && n < rows[static_cast<std::size_t>(round)].size(); ++n)
            lines << QStringLiteral("<span style=\"color:%1\">■</span> %2: %3")
                         .arg(nationColor(n).name(), data_.nations[n].toHtmlEscaped())
                         .arg(rows[static_cast<std::size_t>(round)][n]);
    if (round == data_.round && static_cast<std::size_t>(round) >= data_.history.size())
        lines << tr("<i>round %1 is under way at the cursor</i>").arg(round);
    return lines.join(QStringLiteral("<br>"));
}

void PowerChartView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        if (const int round = roundAt(event->position().toPoint()); round >= 0) {
            emit roundClicked(round);
            event->accept();
            return;
        }
    }
    QChartView::mousePressEvent(event);
}

void PowerChartView::mouseMoveEvent(QMouseEvent* event)
{
    viewport()->setCursor(roundAt(event->position().toPoint()) >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QChartView::mouseMoveEvent(event);
}

bool PowerChartView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int round = roundAt(help->pos());
        if (round < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), roundToolTip(round), viewport());
        return true;
    }
    return QChartView::viewportEvent(event);
}

}  // namespace ts::gui
