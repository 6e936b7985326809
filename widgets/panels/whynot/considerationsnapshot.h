#pragma once
// The answer to a "Why not?" question at one event: the events nearest to it, before and
// after, where a rule (a clause and its "#" steps) or an entity was considered — applied or
// not, with each event's clause and line saying what happened or why not (kernel
// why_not.h). ConsiderationModel shows it.
#include "kernel/session/why_not.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace ts {
class RenderContext;
class Trace;
}  // namespace ts

namespace ts::gui {

class ConsiderationSnapshot {
    // The texts keep the translation context they had when the model computed them: their
    // Japanese and Chinese translations are filed under it.
    Q_DECLARE_TR_FUNCTIONS(ts::gui::ConsiderationModel)
public:
    static constexpr std::size_t kPerSide = 5;
    struct Row {
        Consideration at;
        QString clause;  // the event's clause
        QString line;  // what happened, or why not
    };

    bool asked = false;  // false: no question yet (or cleared with a new game)
    bool stale = false;  // the trace changed since the question
    QString clause, entity;  // the question (either may be empty)
    Seq askedAt = 0;
    std::vector<Row> rows;  // before (farthest first), then at or after (nearest first)
    std::size_t before = 0;  // rows before askedAt

    // Asks about `clause` (empty: any) and the entity named `entity` (empty: any) around
    // `cursor`. Nothing, with the reason in `error`, when there is no trace, both are empty
    // or the entity is not one of the trace's. `render` null: the lines are left empty.
    static std::optional<ConsiderationSnapshot> build(const Trace* trace, const RenderContext* render, Seq cursor,
                                                      const QString& clause, const QString& entity, QString* error);
    static ConsiderationSnapshot empty();  // not asked
};

}  // namespace ts::gui
