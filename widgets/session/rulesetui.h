#pragma once
// What one ruleset adds to the window, in the manner of GammaRay's per-tool UI factories
// and qrenderdoc's one pipeline viewer per API: its panels and where they go, the words it
// counts time in, the helpers its breakpoint conditions can call, the sample the window
// opens with. A ruleset implements this in widgets/rulesets/<id>/ and registers it in
// widgets/rulesets/rulesetuis.cpp; the window and the generic panels never name a ruleset.
#include <QList>
#include <QString>

#include <string>

#include <memory>
#include <string_view>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace ts {
class Session;
}

namespace ts::gui {

class Narrator;
class SessionController;

class RulesetUi {
public:
    // Where a ruleset panel goes in the default layout: tabbed under the event log with the
    // signature views (the Run table, the battle view), or beside the inspector.
    enum class Place { Signature, Side };
    struct Dock {
        QDockWidget* dock = nullptr;
        Place place = Place::Signature;
    };
    // The ruleset's periods in the window's language: the timeline's lane ("Rounds"), its
    // labels' prefix ("R" as in "R12"), the prompt of Go to Turn and its "not found"
    // message (%1 = what was typed).
    struct PeriodLabels {
        QString lane;
        QString prefix;
        QString goToPrompt;
        QString noSuchPeriod;
    };

    virtual ~RulesetUi() = default;
    // The id of the core ruleset these panels show.
    virtual std::string_view id() const = 0;
    // Games of one ruleset may need different panels (a roguelike game's scheduler decides
    // between the Run table and the energy panels): the variant names the set a game
    // needs ("" = the one set). The host replaces the panels when the ruleset or the
    // variant changes and keeps a layout per (ruleset, variant).
    virtual std::string variant(const Session& session) const;
    // The ruleset's panels for this window, created when a game of this ruleset (and
    // variant) opens, controller->session() being that game, and deleted when a game that
    // needs other panels replaces it. The first Signature dock is the ruleset's signature
    // view, brought to the front.
    virtual QList<Dock> createDocks(SessionController* controller, QMainWindow* window) const = 0;
    virtual PeriodLabels periodLabels() const = 0;
    // The words of a variant's games, when they count time differently (Ruleset::periodsFor).
    // Default: periodLabels().
    virtual PeriodLabels periodLabelsFor(const std::string& variant) const;
    // JavaScript for breakpoint conditions: a function (define, state) that calls
    // define(name, function) for each helper; state() is the state JSON at the event. A
    // helper given a name that does not exist throws, so the breakpoint row shows it.
    virtual QString conditionHelpers() const = 0;
    // The helpers as the breakpoint editor explains them (rich text, translated).
    virtual QString conditionHelp() const = 0;
    // A bundled sample (a Qt resource path) the window may open when started without a file.
    virtual QString defaultSample() const = 0;
    // Teaching mode's sentences for this ruleset's event kinds (narrator.h): one template
    // per kind it registers (tst_narration lists the missing ones). Null: the window
    // narrates with the events' rendered lines.
    virtual const Narrator* narrator() const { return nullptr; }
};

// Takes a ruleset UI for the rest of the process; an id registered twice is a programming
// error. Registered by registerAllRulesetUis() (widgets/rulesets/rulesetuis.h).
void registerRulesetUi(std::unique_ptr<const RulesetUi> ui);
const RulesetUi* findRulesetUi(std::string_view id);
// The UI of the open game's ruleset; null without a game (or for a ruleset without one).
const RulesetUi* rulesetUiOf(const SessionController& controller);
std::vector<const RulesetUi*> allRulesetUis();

}  // namespace ts::gui
