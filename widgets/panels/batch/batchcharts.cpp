#include "panels/batch/batchcharts.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

namespace ts::gui {

namespace {

// Bars drawn in a group of `sets` bars per category take this part of the category's width.
constexpr double kBarWidth = 0.8;

QColor seriesColour(std::size_t i)
{
    static const QColor colours[] = {QColor(0x20, 0x6f, 0xb4), QColor(0xe0, 0x7b, 0x1a), QColor(0x2f, 0x9e, 0x44),
                                     QColor(0xc9, 0x2a, 0x2a), QColor(0x7b, 0x4f, 0xb8), QColor(0x8c, 0x6d, 0x46),
                                     QColor(0xd4, 0x5f, 0xae), QColor(0x6b, 0x6b, 0x6b)};
    return colours[i % std::size(colours)];
}

QChartView* newView(QWidget* parent)
{
    auto* chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 220);
    return view;
}

// Removes the chart's series and axes (they are owned by the chart and deleted).
void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

QValueAxis* valueAxis(const QString& title, double low, double high)
{
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setRange(low, high);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

// The interval [low, high] at x as an error bar: caps of `cap` each side joined by a line.
QLineSeries* errorBar(double x, double low, double high, double cap)
{
    auto* s = new QLineSeries;
    s->append(x - cap, low);
    s->append(x + cap, low);
    s->append(x, low);
    s->append(x, high);
    s->append(x - cap, high);
    s->append(x + cap, high);
    s->setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5));
    return s;
}

}  // namespace

BatchCharts::BatchCharts(QWidget* parent)
    : QWidget(parent),
      winView_(newView(this)),
      metricView_(newView(this)),
      lengthView_(newView(this)),
      metricBox_(new QComboBox(this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(winView_, 0, 0);
    layout->addWidget(lengthView_, 0, 1);
    auto* metricRow = new QHBoxLayout;
    auto* metricLabel = new QLabel(tr("&Metric:"), this);
    metricLabel->setBuddy(metricBox_);
    metricBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    metricBox_->setToolTip(tr("The ruleset's metric shown per period"));
    metricRow->addWidget(metricLabel);
    metricRow->addWidget(metricBox_);
    metricRow->addStretch(1);
    layout->addLayout(metricRow, 1, 0, 1, 2);
    layout->addWidget(metricView_, 2, 0, 1, 2);
    layout->setRowStretch(0, 1);
    layout->setRowStretch(2, 1);
    winView_->chart()->setTitle(tr("Win rate (95 % confidence interval)"));
    connect(metricBox_, &QComboBox::currentIndexChanged, this, [this](int i) { showMetric(i); });
    setResults({}, {}, QString());
}

QChart* BatchCharts::winChart() const { return winView_->chart(); }
QChart* BatchCharts::metricChart() const { return metricView_->chart(); }
QChart* BatchCharts::lengthChart() const { return lengthView_->chart(); }

QString BatchCharts::noWinnerText() { return tr("no winner"); }

std::vector<std::string> BatchCharts::winnersOf(const std::vector<SweepSummary>& summaries)
{
    std::map<std::string, bool> named;
    bool none = false;
    for (const SweepSummary& s : summaries)
        for (const WinShare& w : s.wins)
            (w.winner.empty() ? none : named[w.winner]) = true;
    std::vector<std::string> winners;
    for (const auto& [name, _] : named)
        winners.push_back(name);
    if (none)
        winners.emplace_back();
    return winners;
}

QString BatchCharts::sweepLabel(std::uint32_t sweep) const
{
    return sweep < sweepValues_.size() ? QString::fromStdString(sweepValues_[sweep]) : tr("all games");
}

void BatchCharts::setResults(const BatchResults& results, std::vector<SweepSummary> summaries,
                             const QString& periodName)
{
    summaries_ = std::move(summaries);
    sweepValues_ = results.sweepValues;
    periodName_ = periodName.isEmpty() ? tr("period") : periodName;
    showWinRates();
    showLengths(results);
    const QSignalBlocker block(metricBox_);
    const QString current = metricBox_->currentText();
    metricBox_->clear();
    for (const std::string& name : results.metricNames)
        metricBox_->addItem(QString::fromStdString(name));
    metricBox_->setEnabled(metricBox_->count() > 0);
    metricBox_->setCurrentIndex(std::max(0, metricBox_->findText(current)));
    showMetric(metricBox_->currentIndex());
}

void BatchCharts::showWinRates()
{
    QChart* chart = winView_->chart();
    clearChart(chart);
    errorBars_.clear();
    if (summaries_.empty())
        return;
    const std::vector<std::string> winners = winnersOf(summaries_);
    auto* bars = new QBarSeries;
    bars->setBarWidth(kBarWidth);
    QStringList categories;
    for (const SweepSummary& s : summaries_)
        categories << sweepLabel(s.sweep);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    if (!sweepValues_.empty())
        x->setTitleText(tr("Sweep value"));
    auto* y = valueAxis(tr("Games won (%)"), 0, 100);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const double n = static_cast<double>(winners.size()), slot = kBarWidth / n;
    for (std::size_t k = 0; k < winners.size(); ++k) {
        auto* set = new QBarSet(winners[k].empty() ? noWinnerText() : QString::fromStdString(winners[k]));
        set->setColor(seriesColour(k));
        for (std::size_t c = 0; c < summaries_.size(); ++c) {
            const SweepSummary& s = summaries_[c];
            const auto w =
                std::find_if(s.wins.begin(), s.wins.end(), [&](const WinShare& ws) { return ws.winner == winners[k]; });
            const RateInterval r = w != s.wins.end() ? w->rate : wilsonInterval(0, s.games);
            set->append(100 * r.rate);
            if (s.games == 0)
                continue;
            QLineSeries* e = errorBar(static_cast<double>(c) - kBarWidth / 2 + (static_cast<double>(k) + 0.5) * slot,
                                      100 * r.low, 100 * r.high, slot / 5);
            e->setProperty("winner", QString::fromStdString(winners[k]));
            e->setProperty("sweep", s.sweep);
            errorBars_.push_back(e);
        }
        bars->append(set);
    }
    attach(chart, bars, x, y);
    for (QLineSeries* e : errorBars_) {
        attach(chart, e, x, y);
        for (QLegendMarker* m : chart->legend()->markers(e))
            m->setVisible(false);
    }
}

void BatchCharts::showMetric(int metric)
{
    QChart* chart = metricView_->chart();
    clearChart(chart);
    if (metric < 0 || summaries_.empty()) {
        chart->setTitle(tr("A metric per period"));
        return;
    }
    const QString name = metricBox_->itemText(metric);
    chart->setTitle(tr("%1 per %2: median and 10–90 % band").arg(name, periodName_));
    std::int64_t lastPeriod = 1, low = 0, high = 1;
    for (const SweepSummary& s : summaries_)
        for (const MetricSpread& m : s.metrics)
            if (m.metric == static_cast<std::size_t>(metric) && m.spread.n > 0) {
                lastPeriod = std::max(lastPeriod, m.period);
                low = std::min(low, m.spread.p10);
                high = std::max(high, m.spread.p90);
            }
    auto* x = valueAxis(periodName_, 1, static_cast<double>(std::max<std::int64_t>(2, lastPeriod)));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(std::max(1.0, std::ceil(static_cast<double>(lastPeriod) / 10)));
    auto* y = valueAxis(name, static_cast<double>(low), static_cast<double>(high) * 1.05);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const bool sweeping = !sweepValues_.empty();
    for (std::size_t i = 0; i < summaries_.size(); ++i) {
        auto* median = new QLineSeries;
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        for (const MetricSpread& m : summaries_[i].metrics)
            if (m.metric == static_cast<std::size_t>(metric) && m.spread.n > 0) {
                const auto p = static_cast<double>(m.period);
                median->append(p, static_cast<double>(m.spread.p50));
                upper->append(p, static_cast<double>(m.spread.p90));
                lower->append(p, static_cast<double>(m.spread.p10));
            }
        auto* band = new QAreaSeries(upper, lower);
        upper->setParent(band);
        lower->setParent(band);
        QColor fill = seriesColour(i);
        fill.setAlpha(55);
        band->setColor(fill);
        band->setBorderColor(fill);
        band->setName(sweeping ? tr("%1: 10–90 %").arg(sweepLabel(summaries_[i].sweep)) : tr("10–90 % of the games"));
        median->setName(sweeping ? tr("%1: median").arg(sweepLabel(summaries_[i].sweep)) : tr("median"));
        median->setPen(QPen(seriesColour(i), 2));
        attach(chart, band, x, y);
        attach(chart, median, x, y);
        if (sweeping)
            for (QLegendMarker* m : chart->legend()->markers(band))
                m->setVisible(false);
    }
}

void BatchCharts::showLengths(const BatchResults& results)
{
    QChart* chart = lengthView_->chart();
    clearChart(chart);
    chart->setTitle(tr("Game length: games by number of %1s").arg(periodName_));
    if (results.games.empty())
        return;
    const auto [lo, hi] =
        std::minmax_element(results.games.begin(), results.games.end(),
                            [](const BatchGame& a, const BatchGame& b) { return a.periods < b.periods; });
    const std::int64_t first = lo->periods, span = hi->periods - first + 1;
    const std::int64_t width = (span + 19) / 20;  // at most 20 bins
    const std::int64_t bins = (span + width - 1) / width;
    QStringList labels;
    for (std::int64_t b = 0; b < bins; ++b) {
        const std::int64_t from = first + b * width, to = from + width - 1;
        labels << (width == 1 ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(to));
    }
    const std::size_t sweeps = std::max<std::size_t>(1, results.sweepValues.size());
    std::vector<std::vector<int>> counts(sweeps, std::vector<int>(static_cast<std::size_t>(bins)));
    for (const BatchGame& g : results.games)
        ++counts[std::min<std::size_t>(g.sweep, sweeps - 1)][static_cast<std::size_t>((g.periods - first) / width)];
    auto* bars = new QBarSeries;
    bars->setBarWidth(kBarWidth);
    int most = 1;
    for (std::size_t s = 0; s < sweeps; ++s) {
        auto* set = new QBarSet(sweepLabel(static_cast<std::uint32_t>(s)));
        set->setColor(seriesColour(s));
        for (const int c : counts[s]) {
            set->append(c);
            most = std::max(most, c);
        }
        bars->append(set);
    }
    auto* x = new QBarCategoryAxis;
    x->append(labels);
    x->setTitleText(periodName_);
    if (bins > 10)
        x->setLabelsAngle(-90);
    auto* y = valueAxis(tr("Games"), 0, most);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, bars, x, y);
    chart->legend()->setVisible(sweeps > 1);
}

}  // namespace ts::gui
