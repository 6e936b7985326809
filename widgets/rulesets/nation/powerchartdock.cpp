#include "rulesets/nation/powerchartdock.h"

#include "rulesets/nation/powerchartview.h"
#include "rulesets/nation/statesnames.h"
#include "session/gameas.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "kernel/trace/trace.h"
#include "rulesets/nation/game.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ts::gui {

PowerChartDock::PowerChartDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Power Chart"), controller, parent), controller_(controller)
{
    setObjectName(QStringLiteral("powerChartDock"));
    follow(&gate_);
    QVBoxLayout* layout = PanelStyle::panelLayout(this, QStringLiteral("powerChartHeadline"), &headline_);
    QWidget* content = layout->parentWidget();
    view_ = new PowerChartView(content);
    view_->setMinimumHeight(160);
    layout->addWidget(view_, 1);

    connect(view_, &PowerChartView::roundClicked, this, &PowerChartDock::goToRound);
    // The rest of the game grows while the engine runs ahead.
    connect(controller_, &SessionController::traceChanged, this, [this] { gate_.request(); });
    refresh();
}

PowerChartDock::~PowerChartDock() = default;

QString PowerChartDock::headline() const { return headline_->text(); }

std::optional<Seq> PowerChartDock::firstEventOfRound(const Session& session, int round)
{
    const Trace& t = session.trace();
    if (t.size() == 0 || round < 0)
        return std::nullopt;
    if (round == 0)
        return Seq{0};
    // By name: a trace opened from a file has that file's kind ids.
    KindId roundBegin = 0;
    bool found = false;
    for (std::size_t k = 0; k < t.kindNames.size() && !found; ++k)
        if (t.kindNames[k] == "nation.round-begin") {
            roundBegin = static_cast<KindId>(k);
            found = true;
        }
    if (!found)
        return std::nullopt;
    for (Seq i = 0; i < t.size(); ++i) {
        const std::optional<Event> e = t.tryAt(i);
        if (e && e->kind == roundBegin && e->arg[0] == round)
            return i;
    }
    return std::nullopt;
}

void PowerChartDock::goToRound(int round)
{
    if (!controller_->hasSession())
        return;
    if (const auto seq = firstEventOfRound(*controller_->session(), round))
        controller_->seekNow(*seq);
}

void PowerChartDock::refresh()
{
    const nation::NationGame* game = NationNames::gameAtCursor(controller_);
    if (!game) {
        if (shownSession_)
            view_->clear();
        shownSession_ = nullptr;
        view_->setVisible(false);
        headline_->setText(NationNames::notNationReason(controller_, tr("power chart")));
        return;
    }
    const nation::GameState& s = game->state();
    PowerChartView::Data input;
    for (std::size_t n = 0; n < s.nations.size(); ++n)
        input.nations.push_back(NationNames::nation(game->scenario(), static_cast<std::int32_t>(n)));
    input.history = s.powerHistory;
    for (const nation::NationState& ns : s.nations)
        input.now.push_back(ns.power);
    input.round = s.currentRound;
    if (const auto* head = gameAs<nation::NationGame>(controller_->session()->head()))
        input.future = head->state().powerHistory;
    if (input.future.size() < input.history.size())
        input.future = input.history;
    // A new session rebuilds the series even when its nations are named alike.
    if (shownSession_ != controller_->session())
        view_->clear();
    shownSession_ = controller_->session();
    view_->setData(input);
    view_->setVisible(true);
    const int completed = static_cast<int>(s.powerHistory.size()) - 1;
    headline_->setText(
        s.currentRound == 0 ? tr("Power per round: the game start. Click a round to go to it.")
            : completed >= s.currentRound
            ? tr("Power per round, up to the end of round %1. Click a round to go to it.").arg(s.currentRound)
            : tr("Power per round, round %1 under way. Click a round to go to it.").arg(s.currentRound));
}

}  // namespace ts::gui
