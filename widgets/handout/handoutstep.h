#pragma once
// One rule step of a handout: what happened in plain words, the rule behind it (English and
// the seed's own words) and the ruleset's signature view as it stood.
#include "kernel/event.h"

#include <QImage>
#include <QString>
#include <QStringList>

namespace ts::gui {

struct HandoutStep {
    Seq seq = 0;
    QString narration;  // in the window's language
    QString clause;  // "000:speed/up"
    QString statement;  // the clause's English statement ("" when the clause has no text)
    QString original;  // the seed's passages, as written (ja / zh)
    QString originalHtml;  // the same as the rule-text panel renders them (tables as tables)
    QString viewTitle;  // the signature view's title
    QImage picture;  // the signature view (null when the ruleset has none)
    // A lesson's handout: the question asked before this step, which this step answered
    // (empty `question`: a plain rule step).
    QString question;
    QStringList choices;  // empty: a number was asked for
    QString answer;  // what the engine did
    QString explanation;
};

}  // namespace ts::gui
