// turnscope-rule-panel-bench: the Rule panel alone, in a window, showing one clause after
// another (twelve of seed 000's clauses with passages, 40 rounds; all kept after the first
// round): the time to show the clause, and to lay out and paint what it changed.
#include "panels/rule/ruletextdock.h"
#include "rulesets/rulesetuis.h"
#include "session/headless/clausetexts.h"
#include "session/sessioncontroller.h"

#include "kernel/ids.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

void print(const char* what, std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    double sum = 0;
    for (double x : v)
        sum += x;
    std::printf("| %s, mean / p50 / p90 / max | %.2f / %.2f / %.2f / %.2f ms |\n", what,
                sum / static_cast<double>(v.size()), v[v.size() / 2], v[v.size() * 9 / 10], v.back());
}

}  // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    ts::gui::registerAllRulesetUis();
    ts::gui::SessionController controller;
    QMainWindow window;
    auto* dock = new ts::gui::RuleTextDock(&controller, &window);
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    window.setCentralWidget(new QWidget);
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();

    std::vector<QString> ids;
    for (const ts::ClauseInfo& c : ts::clauseTable()) {
        const QString id = QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()));
        if (id.startsWith(QLatin1String("000:")) && !ts::gui::ClauseTexts::bundled().find(id).passages.isEmpty())
            ids.push_back(id);
        if (ids.size() == 12)
            break;
    }
    std::vector<double> show, update;
    for (int round = 0; round < 40; ++round)
        for (const QString& id : ids) {
            QElapsedTimer t;
            t.start();
            dock->presentClause(id);
            const double shown = static_cast<double>(t.nsecsElapsed()) / 1e6;
            QApplication::processEvents();
            if (round == 0)
                continue;  // the first round makes the pages
            show.push_back(shown);
            update.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6 - shown);
        }
    std::printf("| Rule panel, %zu clauses × 39 rounds | |\n|---|---|\n", ids.size());
    print("Show the clause (presentClause)", show);
    print("Then lay out and paint (the event loop)", update);
    return 0;
}
