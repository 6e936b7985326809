#pragma once
// Shared by the Run table tests: the model as compact row strings, read only through its
// typed roles, and a generated 1000-unit scenario.
#include "rulesets/roguelike/runtablemodel.h"

#include "gui_support.h"
#include "large_scenario.h"

#include <QStringList>

namespace ts::test {

// One row as "<label>|<cell>|...|<tokens>" (+ "|inserted Rn"), read only through the
// model's typed roles. Cell: 'x' acted, '-' skipped, 'o' not yet acted, '<' merged into the
// Run on the left, '*' received merged actions, ' ' nothing scheduled.
inline QStringList modelRows(const gui::RunTableModel& m)
{
    using M = gui::RunTableModel;
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        QString s = m.headerData(r, Qt::Vertical).toString();
        for (int c = 0; c < m.runCount(); ++c) {
            const QModelIndex i = m.index(r, c);
            QString cell;
            if (i.data(M::MergedAway).toBool()) {
                cell = QStringLiteral("<");
            } else {
                const int done = i.data(M::Done).toInt(), skipped = i.data(M::Skipped).toInt();
                cell = QString(done, QLatin1Char('x')) + QString(skipped, QLatin1Char('-')) +
                    QString(i.data(M::Scheduled).toInt() - done - skipped, QLatin1Char('o'));
            }
            if (i.data(M::MergedIn).toInt() > 0 && !i.data(M::MergedAway).toBool())
                cell += QLatin1Char('*');
            s += QLatin1Char('|') + (cell.isEmpty() ? QStringLiteral(" ") : cell);
        }
        s += QLatin1Char('|') + m.index(r, m.tokensColumn()).data().toString();
        if (m.headerData(r, Qt::Vertical, M::Inserted).toBool())
            s += QStringLiteral("|inserted R") +
                m.index(r, m.noteColumn()).data().toString().section(QLatin1Char(' '), 3, 3);
        out << s;
    }
    return out;
}

}  // namespace ts::test
