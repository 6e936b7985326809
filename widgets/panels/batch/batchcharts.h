#pragma once
// The Batch window's charts (Qt Charts) of one run: the win rate of each winner per sweep
// value with its 95 % confidence interval (Wilson's, from batch_summary) as error bars; a
// chosen metric per period, its median as a line over a 10–90 % band, one per sweep value;
// a histogram of the games' lengths in major periods.
#include "kernel/batch/batch_results.h"
#include "kernel/batch/batch_summary.h"

#include <QWidget>

#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLineSeries;

namespace ts::gui {

class BatchCharts : public QWidget {
    Q_OBJECT
public:
    explicit BatchCharts(QWidget* parent = nullptr);

    // Shows `results` summarized as `summaries`; `periodName` names the major period
    // ("round"). Empty results clear the charts.
    void setResults(const BatchResults& results, std::vector<SweepSummary> summaries, const QString& periodName);

    QChart* winChart() const;
    QChart* metricChart() const;
    QChart* lengthChart() const;
    QComboBox* metricBox() const { return metricBox_; }
    // The error bar of each (winner, sweep value) of the win-rate chart; its points span the
    // interval in percent. Its "winner" and "sweep" properties say whose it is.
    const std::vector<QLineSeries*>& errorBars() const { return errorBars_; }
    // The label of games without a winner.
    static QString noWinnerText();
    // The winners in the chart's order: by name, games without a winner ("") last.
    static std::vector<std::string> winnersOf(const std::vector<SweepSummary>& summaries);

private:
    void showWinRates();
    void showMetric(int metric);
    void showLengths(const BatchResults& results);
    QString sweepLabel(std::uint32_t sweep) const;

    QChartView* winView_;
    QChartView* metricView_;
    QChartView* lengthView_;
    QComboBox* metricBox_;
    std::vector<QLineSeries*> errorBars_;
    std::vector<SweepSummary> summaries_;
    std::vector<std::string> sweepValues_;
    QString periodName_;
};

}  // namespace ts::gui
