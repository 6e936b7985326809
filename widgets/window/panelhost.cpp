#include "window/panelhost.h"

#include "window/dockfit.h"

#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "session/windowsize.h"

#include "kernel/session/session.h"

#include "panels/breakpoints/breakpointsdock.h"
#include "panels/decision/decisiondock.h"
#include "panels/draws/drawledgerdock.h"
#include "panels/eventlog/eventlogdock.h"
#include "panels/eventlog/eventlogview.h"
#include "panels/inspector/inspectordock.h"
#include "panels/provenance/provenancedock.h"
#include "panels/query/querydock.h"
#include "panels/rule/ruletextdock.h"
#include "panels/timeline/timelinedock.h"
#include "panels/timeline/timelinewidget.h"
#include "panels/watches/watchesdock.h"
#include "panels/watches/watchlist.h"
#include "panels/watches/watchtrackswidget.h"
#include "panels/whynot/whynotdock.h"
#include "session/paneldock.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>

namespace ts::gui {

PanelHost::PanelHost(SessionController* controller, QMainWindow* window)
    : DockHost(window), controller_(controller), window_(window)
{
    createGenericDocks();
    for (QDockWidget* dock : generic_)
        DockFit::fit(dock);
    DockFit::wholeTabTitles(window_);
    arrangeGenericDocks();
    defaultLayouts_.insert(QString(), window_->saveState(kLayoutVersion));
    connect(controller_, &SessionController::sessionChanged, this, &PanelHost::onSessionChanged);
}

void PanelHost::createGenericDocks()
{
    log_ = new EventLogDock(controller_, window_);
    breakpoints_ = new BreakpointsDock(controller_, window_);
    generic_ = {log_,
                new InspectorDock(controller_, window_),
                new TimelineDock(controller_, window_),
                breakpoints_,
                new DecisionDock(controller_, window_),
                new RuleTextDock(controller_, window_),
                new DrawLedgerDock(controller_, window_),
                new ProvenanceDock(controller_, window_),
                new WhyNotDock(controller_, window_),
                new WatchesDock(controller_, window_),
                new QueryDock(controller_, window_)};
    for (QDockWidget* dock : generic_) {
        Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
        if (dock == log_)
            area = Qt::LeftDockWidgetArea;
        else if (qobject_cast<TimelineDock*>(dock))
            area = Qt::TopDockWidgetArea;
        window_->addDockWidget(area, dock);
    }
}

void PanelHost::arrangeGenericDocks()
{
    // Left: the event log (the ruleset's signature views go under it as tabs); right: the
    // inspector, decision and breakpoints as tabs over the rule text and "Why not?"; the
    // timeline across the top.
    auto* inspector = window_->findChild<InspectorDock*>();
    auto* decision = window_->findChild<DecisionDock*>();
    auto* rule = window_->findChild<RuleTextDock*>();
    auto* timeline = window_->findChild<TimelineDock*>();
    window_->splitDockWidget(inspector, rule, Qt::Vertical);
    window_->tabifyDockWidget(inspector, decision);
    window_->tabifyDockWidget(decision, breakpoints_);
    window_->tabifyDockWidget(breakpoints_, window_->findChild<DrawLedgerDock*>());
    window_->tabifyDockWidget(breakpoints_, window_->findChild<ProvenanceDock*>());
    window_->tabifyDockWidget(breakpoints_, window_->findChild<WatchesDock*>());
    window_->tabifyDockWidget(breakpoints_, window_->findChild<QueryDock*>());  // SQL over the whole trace
    window_->tabifyDockWidget(rule, window_->findChild<WhyNotDock*>());  // the rule, and the rules not applied
    inspector->raise();
    rule->raise();
    window_->resizeDocks({log_, inspector}, {800, 600}, Qt::Horizontal);
    window_->resizeDocks({inspector, rule}, {420, 300}, Qt::Vertical);
    window_->resizeDocks({timeline}, {90}, Qt::Vertical);
    connectWatchTracks(timeline, window_->findChild<WatchesDock*>());
    capTimeline();
}

// The watches' tracks go under the timeline and follow its view; the wheel over them
// zooms and pans the timeline.
void PanelHost::connectWatchTracks(TimelineDock* timeline, WatchesDock* watches)
{
    WatchTracksWidget* tracks = watches->tracks();
    TimelineWidget* widget = timeline->timeline();
    timeline->setTracks(tracks);
    auto follow = [tracks, widget] {
        const QRect plot = widget->plotRect();
        tracks->setView(widget->viewStart(), widget->viewEnd(), plot.left(),
                        widget->width() - plot.left() - plot.width());
    };
    connect(widget, &TimelineWidget::viewChanged, tracks, follow);
    connect(tracks, &WatchTracksWidget::zoomRequested, widget, &TimelineWidget::zoomBy);
    connect(tracks, &WatchTracksWidget::panRequested, widget,
            [widget](double events) { widget->setView(widget->viewStart() + events, widget->viewEnd() + events); });
    // The tracks are shown whole (up to a third of the window; beyond, the dock scrolls):
    // the dock's content asks that much height, so the other docks make room.
    QWidget* inside = timeline->widget();
    const int baseMinimum = inside->minimumHeight();
    connect(watches->list(), &WatchList::watchesChanged, this, [this, follow, timeline, inside, baseMinimum] {
        follow();
        capTimeline();
        const int tracksHeight = timeline->contentHeightHint() - timeline->timeline()->sizeHint().height();
        inside->setMinimumHeight(
            tracksHeight <= 0 ? baseMinimum
                              : std::min(baseMinimum + tracksHeight, std::max(baseMinimum, window_->height() / 3)));
    });
    follow();
}

// The timeline's lanes (and the watches' tracks) have nothing to show in more height;
// without a central widget, QMainWindow gave a tall window's extra height to the top dock
// area, the timeline.
void PanelHost::capTimeline()
{
    auto* timeline = window_->findChild<TimelineDock*>();
    timeline->setMaximumHeight(timelineHeight() * 3 / 2);
}

// The timeline dock's height for its lanes and the watches' tracks: its content's, plus its
// title bar (the dock's own size hint is its scroll area's, which caps the content's).
int PanelHost::timelineHeight() const
{
    auto* timeline = window_->findChild<TimelineDock*>();
    const QWidget* inside = timeline->widget();
    const int chrome = inside ? timeline->sizeHint().height() - inside->sizeHint().height() : 0;
    return timeline->contentHeightHint() + std::max(chrome, timeline->fontMetrics().height() + 6);
}

std::optional<Seq> PanelHost::selectedEventSeq() const { return log_->view()->selectedSeq(); }

QString PanelHost::settingsKey(const std::string& layoutKey, const char* what)
{
    return QStringLiteral("layout/") + QString::fromStdString(layoutKey) + QLatin1Char('/') + QLatin1String(what);
}

void PanelHost::onSessionChanged()
{
    if (!controller_->hasSession())
        return;
    const Session& session = *controller_->session();
    const std::string id(session.ruleset().id());
    std::string key = id;
    if (const RulesetUi* ui = findRulesetUi(id))
        if (const std::string v = ui->variant(session); !v.empty())
            key += "." + v;
    if (key != layoutKey_)
        switchRuleset(id, key);
}

void PanelHost::saveLayout() const
{
    if (layoutKey_.empty())
        return;
    QSettings settings;
    settings.setValue(settingsKey(layoutKey_, "version"), kLayoutVersion);
    settings.setValue(settingsKey(layoutKey_, "state"), held_.isEmpty() ? window_->saveState(kLayoutVersion) : held_);
}

void PanelHost::switchRuleset(const std::string& id, const std::string& key)
{
    const QSize windowSize = window_->size();
    saveLayout();
    held_.clear();  // it was the previous ruleset's
    // Deleted at once: the old panels must not hear about the new game (their connections
    // to the controller go with them).
    for (QDockWidget* dock : ruleset_) {
        window_->removeDockWidget(dock);
        delete dock;
    }
    ruleset_.clear();
    signature_ = nullptr;
    rulesetId_ = id;
    layoutKey_ = key;

    // The ruleset's default layout: the generic default with its panels placed, whatever the
    // user did to the generic panels under the previous ruleset (that is saved with it).
    window_->restoreState(defaultLayouts_.value(QString()), kLayoutVersion);
    QDockWidget* lastSignature = nullptr;
    QDockWidget* lastSide = breakpoints_;
    if (const RulesetUi* ui = findRulesetUi(id)) {
        for (const RulesetUi::Dock& d : ui->createDocks(controller_, window_)) {
            DockFit::fit(d.dock);
            ruleset_.append(d.dock);
            if (d.place == RulesetUi::Place::Side) {
                window_->addDockWidget(Qt::RightDockWidgetArea, d.dock);
                window_->tabifyDockWidget(lastSide, d.dock);
                lastSide = d.dock;
            } else if (!lastSignature) {
                window_->addDockWidget(Qt::LeftDockWidgetArea, d.dock);
                window_->splitDockWidget(log_, d.dock, Qt::Vertical);
                window_->resizeDocks({log_, d.dock}, {280, 440}, Qt::Vertical);
                signature_ = lastSignature = d.dock;
            } else {
                window_->addDockWidget(Qt::LeftDockWidgetArea, d.dock);
                window_->tabifyDockWidget(lastSignature, d.dock);
                lastSignature = d.dock;
            }
        }
    }
    // Added to a shown window, a dock would appear only at the next turn of the event loop,
    // and the default layout would record it as hidden.
    for (QDockWidget* dock : ruleset_)
        dock->show();
    if (signature_)
        signature_->raise();
    window_->findChild<InspectorDock*>()->raise();
    defaultLayouts_.insert(QString::fromStdString(key), window_->saveState(kLayoutVersion));

    QSettings settings;
    const bool saved = settings.value(settingsKey(key, "version")).toInt() == kLayoutVersion;
    if (saved)
        window_->restoreState(settings.value(settingsKey(key, "state")).toByteArray(), kLayoutVersion);
    if (signature_ && signature_->isVisible() && !signature_->isFloating())
        signature_->raise();
    for (QDockWidget* dock : allDocks())
        if (auto* panel = qobject_cast<PanelDock*>(dock))
            panel->updateSuspension();
    keepWindowSize(window_, windowSize);  // the layout was recorded in a window of another size
    if (!saved)
        shareDefaultSpace();
    emit docksChanged();
}

void PanelHost::restoreDefaultLayout()
{
    const QSize windowSize = window_->size();
    for (QDockWidget* dock : allDocks())
        dock->show();
    window_->restoreState(defaultLayouts_.value(QString::fromStdString(layoutKey_)), kLayoutVersion);
    if (signature_)
        signature_->raise();
    for (QDockWidget* dock : allDocks())
        if (auto* panel = qobject_cast<PanelDock*>(dock))
            panel->updateSuspension();
    keepWindowSize(window_, windowSize);
    shareDefaultSpace();
}

void PanelHost::shareDefaultSpace()
{
    auto* inspector = window_->findChild<InspectorDock*>();
    if (log_->isFloating() || !inspector || inspector->isFloating())
        return;
    if (auto* timeline = window_->findChild<TimelineDock*>(); timeline && !timeline->isFloating())
        window_->resizeDocks({timeline}, {timelineHeight()}, Qt::Vertical);
    const int width = log_->width() + inspector->width();
    window_->resizeDocks({log_, inspector}, {width * 3 / 5, width - width * 3 / 5}, Qt::Horizontal);
    if (!signature_ || signature_->isFloating() || !signature_->isVisible())
        return;
    const int height = log_->height() + signature_->height();
    window_->resizeDocks({log_, signature_}, {height * 2 / 5, height - height * 2 / 5}, Qt::Vertical);
}

}  // namespace ts::gui
