#include "rulesets/roguelike/runtablemodel.h"

#include "rulesets/roguelike/factioncolors.h"

#include "rulesets/roguelike/game.h"
#include "rulesets/roguelike/kinds.h"

#include <QColor>
#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace ts::gui {

namespace {

using roguelike::Cell;
using roguelike::Pc;
using roguelike::Phase;

QString phaseName(Phase p)
{
    switch (p) {
    case Phase::Manual: return RunTableModel::tr("manual actions");
    case Phase::Minor: return RunTableModel::tr("AI minor actions");
    case Phase::Major: return RunTableModel::tr("AI major actions");
    }
    return {};
}

// Spelled out: without a loaded translation, %n plurals would read "2 action(s)".
QString actions(int n) { return n == 1 ? RunTableModel::tr("1 action") : RunTableModel::tr("%1 actions").arg(n); }
QString tokens(int n)
{
    return n == 1 ? RunTableModel::tr("1 action token") : RunTableModel::tr("%1 action tokens").arg(n);
}

// "Runs 2–3" / "Run 2" for a contiguous range of 1-based Runs.
QString runRange(int first, int last)
{
    return first == last ? RunTableModel::tr("Run %1").arg(first)
                         : RunTableModel::tr("Runs %1–%2").arg(first).arg(last);
}

}  // namespace

// The row header's icon: the faction's dot, or the "+" badge of a row inserted mid-turn.
QIcon RunTableModel::rowIcon(roguelike::Faction f, bool inserted) const
{
    QIcon& icon = rowIcons_[static_cast<int>(f)][inserted ? 1 : 0];
    if (!icon.isNull())
        return icon;
    constexpr int kSize = 16;
    constexpr qreal kRatio = 2;
    QPixmap pm(static_cast<int>(kSize * kRatio), static_cast<int>(kSize * kRatio));
    pm.setDevicePixelRatio(kRatio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (inserted) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xe0, 0x8a, 0x00));
        p.drawRoundedRect(QRectF(1, 1, kSize - 2, kSize - 2), 3.5, 3.5);
        p.setPen(QPen(Qt::white, 2.2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(kSize / 2.0, 4.5), QPointF(kSize / 2.0, kSize - 4.5));
        p.drawLine(QPointF(4.5, kSize / 2.0), QPointF(kSize - 4.5, kSize / 2.0));
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(factionColor(f));
        p.drawEllipse(QRectF(3.5, 3.5, kSize - 7, kSize - 7));
    }
    p.end();
    icon = QIcon(pm);
    return icon;
}

RunTableModel::RunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

namespace {
// Calls f(first, last) for each run of consecutive numbers in the sorted `rows`.
template <typename F>
void forEachRun(const std::vector<int>& rows, F f)
{
    for (std::size_t i = 0; i < rows.size();) {
        std::size_t j = i;
        while (j + 1 < rows.size() && rows[j + 1] == rows[j] + 1)
            ++j;
        f(rows[i], rows[j]);
        i = j + 1;
    }
}
}  // namespace

// The Run column the scheduler is in (tinted, its header bold), or -1.
int RunTableModel::currentRun(const RunTableSnapshot& t)
{
    return t.valid && (t.cursor.pc == Pc::PhaseStart || t.cursor.pc == Pc::Slot) ? t.cursor.run : -1;
}

void RunTableModel::setSnapshot(RunTableSnapshot t)
{
    const bool sameShape = !resetPending_ && t.valid == snapshot_.valid && t.runs == snapshot_.runs &&
        t.rows.size() == snapshot_.rows.size();
    // Rows to repaint: those whose content or acting cell changed, and the Run columns whose
    // tint moved (the scheduler's pc, in the same Run and turn, repaints nothing). A new
    // turn re-colours every column, so then everything is announced.
    const bool wholeTable = !sameShape || t.turn != snapshot_.turn;
    Changes changes;
    changes.labels = !sameShape;
    if (!wholeTable)
        findChanges(t, changes);
    if (!sameShape)
        beginResetModel();
    snapshot_ = std::move(t);
    resetPending_ = false;
    if (!sameShape) {
        endResetModel();
    } else if (wholeTable && !snapshot_.rows.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    } else if (wholeTable && columnCount() > 0) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    } else {
        forEachRun(changes.rows,
                   [this](int first, int last) { emit dataChanged(index(first, 0), index(last, columnCount() - 1)); });
        forEachRun(changes.headers, [this](int first, int last) { emit headerDataChanged(Qt::Vertical, first, last); });
        for (const int run : changes.runs) {
            if (!snapshot_.rows.empty())
                emit dataChanged(index(0, run), index(rowCount() - 1, run));
            emit headerDataChanged(Qt::Horizontal, run, run);
        }
    }
    if (changes.labels)
        emit rowLabelsChanged();
    emit refreshed();
}

// Same shape and turn: compares the new rows with the shown ones row by row.
void RunTableModel::findChanges(const RunTableSnapshot& t, Changes& changes) const
{
    const auto acts = [](const RunTableSnapshot& s, int r) { return s.onSlot && r == s.cursor.row; };
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const RowView& a = snapshot_.rows[i];
        const RowView& b = t.rows[i];
        const int r = static_cast<int>(i);
        const bool acting = acts(t, r) || acts(snapshot_, r);
        if (!(a.row == b.row) || a.tokens != b.tokens || a.alive != b.alive || a.label != b.label || acting)
            changes.rows.push_back(r);
        // The row header (label, icon, bold when acting): a header announcement makes the
        // view measure its header again, so only when it shows something else.
        if (a.label != b.label || a.row.faction != b.row.faction || a.row.inserted != b.row.inserted ||
            a.row.insertedRun != b.row.insertedRun || acts(t, r) != acts(snapshot_, r))
            changes.headers.push_back(r);
        changes.labels = changes.labels || a.label != b.label;
    }
    if (const int was = currentRun(snapshot_), is = currentRun(t); was != is)
        for (const int run : {was, is})
            if (run >= 0 && run < t.runs)
                changes.runs.push_back(run);
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(snapshot_.rows.size());
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !snapshot_.valid ? 0 : snapshot_.runs + 2;
}

RunTableModel::ColumnKind RunTableModel::columnKind(int column) const
{
    if (column < snapshot_.runs)
        return ColumnKind::Run;
    return column == snapshot_.runs ? ColumnKind::Tokens : ColumnKind::Note;
}

bool RunTableModel::isActing(int row, int run) const
{
    return snapshot_.onSlot && row == snapshot_.cursor.row && run == snapshot_.cursor.run;
}

QModelIndex RunTableModel::actingIndex() const
{
    if (!snapshot_.onSlot || snapshot_.cursor.row < 0 || snapshot_.cursor.row >= rowCount() ||
        snapshot_.cursor.run >= snapshot_.runs)
        return {};
    return index(snapshot_.cursor.row, snapshot_.cursor.run);
}

QString RunTableModel::headline() const
{
    if (!snapshot_.valid)
        return snapshot_.reason;
    if (snapshot_.turn == 0)
        return tr("Before the first turn");
    const QString turnText = tr("Turn %1").arg(snapshot_.turn);
    switch (snapshot_.cursor.pc) {
    case Pc::TurnStart: return tr("%1 — over, the next turn starts").arg(turnText);
    case Pc::Deal: return tr("%1 — table built, dealing action tokens").arg(turnText);
    case Pc::RunStart: return tr("%1 — Run %2 begins").arg(turnText).arg(snapshot_.cursor.run + 1);
    case Pc::PhaseStart:
    case Pc::Slot: {
        QString text =
            tr("%1 — Run %2, %3").arg(turnText).arg(snapshot_.cursor.run + 1).arg(phaseName(snapshot_.cursor.phase));
        const QModelIndex acting = actingIndex();
        if (acting.isValid() &&
            snapshot_.rows[static_cast<std::size_t>(acting.row())]
                    .row.cells[static_cast<std::size_t>(snapshot_.cursor.run)]
                    .scheduled > 0)
            text += tr(" · %1 acting").arg(snapshot_.rows[static_cast<std::size_t>(acting.row())].label);
        return text;
    }
    case Pc::TurnEnd: return tr("%1 — turn end").arg(turnText);
    case Pc::Over: return tr("%1 — game over").arg(turnText);
    }
    return turnText;
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const RowView& rv = snapshot_.rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Inserted: return rv.row.inserted;
    case UnitDead: return !rv.alive;
    case TokenCount: return rv.tokens;
    case Column: return static_cast<int>(columnKind(index.column()));
    case FactionCode: return static_cast<int>(rv.row.faction);
    default: break;
    }
    switch (columnKind(index.column())) {
    case ColumnKind::Run: return runCellData(index.row(), index.column(), role);
    case ColumnKind::Tokens: return tokensData(rv, role);
    case ColumnKind::Note: return noteData(rv, role);
    }
    return {};
}

// CLI notation (docs/cli.md, `runtable`): 'x' per scheduled action until the cell starts; then
// x acted, - skipped, . not yet reached; '<' merged into the Run on the left, '*' received a merge.
QString RunTableModel::cellText(const Cell& c) const
{
    if (c.mergedAway)
        return QStringLiteral("<");
    QString s;
    if (c.done == 0 && c.skipped == 0) {
        s = QString(c.scheduled, QLatin1Char('x'));
    } else {
        s = QString(c.done, QLatin1Char('x')) + QString(c.skipped, QLatin1Char('-')) +
            QString(std::max(0, c.remaining()), QLatin1Char('.'));
    }
    if (c.mergedIn > 0)
        s += QLatin1Char('*');
    return s;
}

QString RunTableModel::cellToolTip(int row, int run) const
{
    const RowView& rv = snapshot_.rows[static_cast<std::size_t>(row)];
    const Cell& c = rv.row.cells[static_cast<std::size_t>(run)];
    QStringList lines;
    lines << tr("<b>%1</b>, Run %2").arg(rv.label.toHtmlEscaped()).arg(run + 1);
    if (c.mergedAway) {
        int to = run - 1;
        while (to > 0 && rv.row.cells[static_cast<std::size_t>(to)].mergedAway)
            --to;
        lines << tr("merged away: no Player action in Run %1, so its actions moved to Run %2 (000:merge)")
                     .arg(run + 1)
                     .arg(to + 1);
        return lines.join(QStringLiteral("<br>"));
    }
    if (c.scheduled == 0) {
        lines << tr("nothing scheduled");
        return lines.join(QStringLiteral("<br>"));
    }
    QString head = actions(c.scheduled);
    if (c.mergedIn > 0) {
        int last = run + 1;
        while (last < snapshot_.runs && rv.row.cells[static_cast<std::size_t>(last)].mergedAway)
            ++last;
        head += tr(": %1 moved here from %2 (000:merge)").arg(c.mergedIn).arg(runRange(run + 2, last));
    }
    lines << head;
    if (c.done > 0)
        lines << tr("%1 acted").arg(c.done);
    if (c.skipped > 0)
        lines << (rv.alive ? tr("%1 skipped: no action token (000:tokens/skip)").arg(c.skipped)
                           : tr("%1 skipped: the unit is dead (000:table/order)").arg(c.skipped));
    if (c.remaining() > 0)
        lines << tr("%1 not yet reached").arg(c.remaining());
    if (isActing(row, run))
        lines << tr("<i>the scheduler is on this cell (%1)</i>").arg(phaseName(snapshot_.cursor.phase));
    return lines.join(QStringLiteral("<br>"));
}

QVariant RunTableModel::runCellData(int row, int run, int role) const
{
    const RowView& rv = snapshot_.rows[static_cast<std::size_t>(row)];
    const Cell& c = rv.row.cells[static_cast<std::size_t>(run)];
    switch (role) {
    case Qt::DisplayRole: return cellText(c);
    case Qt::ToolTipRole: return cellToolTip(row, run);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Scheduled: return c.scheduled;
    case Done: return c.done;
    case Skipped: return c.skipped;
    case MergedIn: return c.mergedIn;
    case MergedAway: return c.mergedAway;
    case IsActingCell: return isActing(row, run);
    case IsCurrentRun:
        return (snapshot_.cursor.pc == Pc::PhaseStart || snapshot_.cursor.pc == Pc::Slot) &&
            run == snapshot_.cursor.run;
    default: return {};
    }
}

QVariant RunTableModel::tokensData(const RowView& rv, int role) const
{
    switch (role) {
    case Qt::DisplayRole: return QString::number(rv.tokens);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::ForegroundRole: return rv.tokens < 0 ? QVariant(QColor(0xc6, 0x28, 0x28)) : QVariant();
    case Qt::ToolTipRole:
        if (rv.tokens < 0)
            return tr("%1 owes %2: next turn's tokens are reduced (000:debt)").arg(rv.unitName, tokens(-rv.tokens));
        return tr("%1 holds %2 (000:tokens/deal, 000:tokens/spend)").arg(rv.unitName, tokens(rv.tokens));
    default: return {};
    }
}

QString RunTableModel::mergeNote(const roguelike::Row& row) const
{
    QStringList parts;
    for (int r = 0; r < snapshot_.runs; ++r) {
        const Cell& c = row.cells[static_cast<std::size_t>(r)];
        if (c.mergedIn == 0 || c.mergedAway)
            continue;
        int last = r + 1;
        while (last < snapshot_.runs && row.cells[static_cast<std::size_t>(last)].mergedAway)
            ++last;
        parts << tr("%1 merged into Run %2").arg(runRange(r + 2, last)).arg(r + 1);
    }
    return parts.join(QStringLiteral("; "));
}

QVariant RunTableModel::noteData(const RowView& rv, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    QStringList parts;
    if (rv.row.inserted)
        parts << tr("inserted in Run %1 by event #%2").arg(rv.row.insertedRun + 1).arg(rv.row.insertedBy);
    if (const QString merge = mergeNote(rv.row); !merge.isEmpty())
        parts << merge;
    if (!rv.alive)
        parts << tr("dead");
    if (role == Qt::ToolTipRole) {
        if (rv.row.inserted)
            parts[0] +=
                tr(" (000:speed/up: after the last not-yet-acted row of that speed, else after the acting row)");
        return parts.join(QStringLiteral("\n"));
    }
    return parts.join(QStringLiteral("; "));
}

QVariant RunTableModel::rowHeaderData(int row, int role) const
{
    const RowView& rv = snapshot_.rows[static_cast<std::size_t>(row)];
    switch (role) {
    case Qt::DisplayRole: return rv.label;
    case Qt::DecorationRole: return rowIcon(rv.row.faction, rv.row.inserted);
    case Qt::FontRole:
        if (snapshot_.onSlot && row == snapshot_.cursor.row) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("%1 (%2), speed %3")
                          .arg(rv.unitName, QString::fromLatin1(roguelike::factionName(rv.row.faction)),
                               QString::fromLatin1(roguelike::speedName(rv.row.speedLabel)));
        if (rv.row.inserted)
            tip += QLatin1Char('\n') +
                tr("inserted in Run %1 by event #%2 (000:speed/up)").arg(rv.row.insertedRun + 1).arg(rv.row.insertedBy);
        return tip;
    }
    case Inserted: return rv.row.inserted;
    case FactionCode: return static_cast<int>(rv.row.faction);
    default: return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        return rowHeaderData(section, role);
    }
    if (section < 0 || section >= columnCount())
        return {};
    const ColumnKind kind = columnKind(section);
    switch (role) {
    case Qt::DisplayRole:
        if (kind == ColumnKind::Run)
            return tr("Run %1").arg(section + 1);
        return kind == ColumnKind::Tokens ? tr("Tokens") : tr("Note");
    case Qt::ToolTipRole:
        if (kind == ColumnKind::Run)
            return tr("Run %1: manual actions, then AI minor, then AI major actions, each in row order "
                      "(000:table/order)")
                .arg(section + 1);
        return kind == ColumnKind::Tokens ? tr("Action tokens held at the cursor; red = debt (000:debt)")
                                          : tr("Inserted rows and AI run merges");
    case Qt::FontRole:
        if (kind == ColumnKind::Run && (snapshot_.cursor.pc == Pc::PhaseStart || snapshot_.cursor.pc == Pc::Slot) &&
            section == snapshot_.cursor.run) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Column: return static_cast<int>(kind);
    case IsCurrentRun:
        return kind == ColumnKind::Run && (snapshot_.cursor.pc == Pc::PhaseStart || snapshot_.cursor.pc == Pc::Slot) &&
            section == snapshot_.cursor.run;
    default: return {};
    }
}

}  // namespace ts::gui
