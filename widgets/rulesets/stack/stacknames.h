#pragma once
// What the stack panels share: the seed's vocabulary in the window's language (the nodes of
// the flow, timings, effects), names out of a game, the colours a player or an effect kind
// is drawn in (mid tones that read on light and dark palettes), and the panel skeleton
// (a bold headline over the content).
#include "rulesets/stack/game.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace ts::gui {

class StackNames {
    Q_DECLARE_TR_FUNCTIONS(StackNames)
public:
    static QString nodeLabel(stack::Node n);  // "③", "⑩-2"
    static QString nodeQuestion(stack::Node n);  // "Is the stage empty?"
    static QString clauseOf(stack::Node n);  // "002:3"
    static QString timing(stack::Timing t);
    static QString speed(stack::Speed s);
    static QString outcome(std::int32_t outcome);
    static QString entity(const stack::StackGame& g, std::int32_t entity);  // "-" for none
    static QString player(const stack::StackGame& g, std::int32_t player);
    static QString action(const stack::StackGame& g, std::int32_t action);
    static QString zone(const stack::StackGame& g, std::int32_t zone);
    // "Seal #5"
    static QString entryTitle(const stack::StackGame& g, const stack::Entry& e);

    static QColor playerColor(std::int32_t player);
    static QColor speedColor(stack::Speed s);
    static QColor accent();  // the lit node, the marked entry
};

}  // namespace ts::gui
