#include "panels/eventlog/eventlogview.h"

#include "panels/eventlog/eventfiltermodel.h"
#include "panels/eventlog/eventlogmodel.h"
#include "session/modelroles.h"
#include "session/sessioncontroller.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QItemSelection>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QStyledItemDelegate>

#include <algorithm>
#include <climits>
#include <vector>

namespace ts::gui {

namespace {

// Paints the breakpoint gutter (a red dot where a breakpoint matches, a yellow arrow at
// the cursor's event, as debuggers do), mutes the event numbers and indents the summary by
// the event's depth.
class EventLogDelegate : public QStyledItemDelegate {
public:
    explicit EventLogDelegate(EventLogView* view) : QStyledItemDelegate(view), view_(view) {}

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() == EventLogModel::GutterColumn) {
            paintGutter(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        QStyle* style = styleOf(opt);
        // The background (and the focus frame) over the whole cell first, so the selection
        // band stays one unbroken row, then the text.
        QStyleOptionViewItem background = opt;
        background.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, opt.widget);
        const int step = opt.fontMetrics.horizontalAdvance(QLatin1Char('M'));
        if (index.column() == EventLogModel::SeqColumn) {
            // Event numbers read like a source view's line numbers: muted, and kept off the
            // kind that follows them.
            opt.palette.setColor(QPalette::Text, opt.palette.color(QPalette::PlaceholderText));
            opt.rect.setRight(opt.rect.right() - step);
        } else if (index.column() == EventLogModel::SummaryColumn) {
            // Indented by the event's depth: turn > Run > phase > action > effect reads as an outline.
            opt.rect.setLeft(opt.rect.left() + std::min(index.data(DepthRole).toInt() * step, opt.rect.width() / 2));
        }
        paintText(painter, opt, style);
    }

private:
    static QStyle* styleOf(const QStyleOptionViewItem& opt)
    {
        return opt.widget ? opt.widget->style() : QApplication::style();
    }

    // The text where and in the colour the style puts an item's text. The style itself lays
    // each cell out in a QTextLayout (wrapping, then eliding line by line): a log cell is one
    // line, and shaping it once is most of what a step's repaint of two rows costs.
    static void paintText(QPainter* painter, const QStyleOptionViewItem& opt, QStyle* style)
    {
        if (opt.text.isEmpty())
            return;
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
        const QRect rect =
            style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(margin, 0, -margin, 0);
        QPalette::ColorGroup group = QPalette::Disabled;
        if (opt.state & QStyle::State_Enabled)
            group = (opt.state & QStyle::State_Active) ? QPalette::Normal : QPalette::Inactive;
        const auto role = (opt.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(group, role));
        painter->drawText(rect, static_cast<int>(opt.displayAlignment) | Qt::TextSingleLine,
                          opt.fontMetrics.elidedText(opt.text, opt.textElideMode, rect.width()));
        painter->restore();
    }

    void paintGutter(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        opt.state &= ~QStyle::State_HasFocus;
        styleOf(opt)->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const int side = std::max(6, std::min(opt.rect.width(), opt.rect.height()) - 6);
        const QRectF mark(opt.rect.center().x() - side / 2.0 + 0.5, opt.rect.center().y() - side / 2.0 + 0.5, side,
                          side);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        if (index.data(BreakpointRole).toBool()) {
            painter->setPen(QPen(QColor(0x9b, 0x1c, 0x1c), 1));
            painter->setBrush(QColor(0xe0, 0x3a, 0x3a));
            painter->drawEllipse(mark);
        }
        if (index.data(SeqRole).toULongLong() == view_->cursorSeq()) {
            QPainterPath arrow;
            arrow.moveTo(mark.left() + 1, mark.top() + 1);
            arrow.lineTo(mark.right(), mark.center().y());
            arrow.lineTo(mark.left() + 1, mark.bottom() - 1);
            arrow.closeSubpath();
            painter->setPen(QPen(QColor(0x7a, 0x5a, 0x00), 1));
            painter->setBrush(QColor(0xff, 0xc8, 0x2e));
            painter->drawPath(arrow);
        }
        painter->restore();
    }

    EventLogView* view_;
};

}  // namespace

EventLogView::EventLogView(SessionController* controller, QWidget* parent)
    : RowTableView(parent), controller_(controller)
{
    setObjectName(QStringLiteral("eventLogView"));
    setItemDelegate(new EventLogDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setTextElideMode(Qt::ElideRight);
    setRowHeight(fontMetrics().height() + 6);  // the text with room above and below
    QHeaderView* columns = horizontalHeader();
    columns->setHighlightSections(false);
    columns->setStretchLastSection(true);
    columns->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    connect(controller_, &SessionController::cursorMoved, this, &EventLogView::followCursor);
    connect(this, &QAbstractItemView::doubleClicked, this, &EventLogView::seekTo);
    cursor_ = controller_->cursor();
}

EventLogView::~EventLogView() = default;

void EventLogView::setModel(QAbstractItemModel* model)
{
    for (const auto& c : std::as_const(modelConnections_))
        disconnect(c);
    modelConnections_.clear();
    RowTableView::setModel(model);
    filter_ = qobject_cast<EventFilterModel*>(model);
    log_ = filter_ ? filter_->eventLog() : qobject_cast<EventLogModel*>(model);
    if (model) {
        // After a reset (a new session, a new filter) the cursor's row is found again.
        modelConnections_ << connect(model, &QAbstractItemModel::modelReset, this, [this] {
            following_ = true;
            fitSeqColumn();
            syncToCursor(true);
        });
        modelConnections_ << connect(model, &QAbstractItemModel::rowsInserted, this, &EventLogView::onRowsInserted);
    }
    setupColumns();
    syncToCursor(true);
}

void EventLogView::setupColumns()
{
    if (!model() || model()->columnCount() < EventLogModel::ColumnCount)
        return;
    QHeaderView* h = horizontalHeader();
    const QFontMetrics fm = fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(QLatin1Char(' ')) + 8;
    h->setSectionResizeMode(EventLogModel::GutterColumn, QHeaderView::Fixed);
    h->resizeSection(EventLogModel::GutterColumn, rowHeight() + 2);
    // Widths from typical contents; ResizeToContents would measure rows on every change.
    seqDigits_ = 0;
    fitSeqColumn();
    h->resizeSection(EventLogModel::KindColumn, fm.horizontalAdvance(QStringLiteral("drink-speed-grass")) + pad);
    h->resizeSection(EventLogModel::ClauseColumn, fm.horizontalAdvance(QStringLiteral("000:run/major#attack")) + pad);
    h->resizeSection(EventLogModel::EntitiesColumn, fm.horizontalAdvance(QStringLiteral("Player1, Enemy12")) + pad);
}

// The number column is as wide as the trace's largest number (four digits at least), and
// changes only when that gains a digit, so a width the user chose survives appends.
void EventLogView::fitSeqColumn()
{
    if (!model() || model()->columnCount() < EventLogModel::ColumnCount)
        return;
    const Seq events = log_ ? log_->eventCount() : Seq(model()->rowCount());
    const auto digits = static_cast<int>(QString::number(std::max<Seq>(events, 1000) - 1).size());
    if (digits == seqDigits_)
        return;
    seqDigits_ = digits;
    const QFontMetrics fm = fontMetrics();
    horizontalHeader()->resizeSection(EventLogModel::SeqColumn,
                                      fm.horizontalAdvance(QString(digits, QLatin1Char('0'))) +
                                          2 * fm.horizontalAdvance(QLatin1Char('M')) + 8);
}

std::optional<Seq> EventLogView::seqAt(const QModelIndex& index) const
{
    if (!index.isValid())
        return std::nullopt;
    const QVariant v = index.data(SeqRole);
    return v.isValid() ? std::optional<Seq>(v.toULongLong()) : std::nullopt;
}

std::optional<Seq> EventLogView::selectedSeq() const { return seqAt(currentIndex()); }

int EventLogView::rowForCursor() const
{
    if (filter_)
        return filter_->proxyRowForSeqAtOrBefore(cursor_);
    const int rows = model() ? model()->rowCount() : 0;
    return rows == 0 ? -1 : static_cast<int>(std::min<Seq>(cursor_, Seq(rows - 1)));
}

void EventLogView::followCursor(Seq seq)
{
    const int left = rowForCursor();
    cursor_ = seq;
    following_ = true;
    syncToCursor(true);
    // The gutter's arrow moved: repaint the row it left and the row it reached, not the
    // whole table (each row shapes its text again when painted).
    for (const int row : {left, rowForCursor()})
        if (row >= 0)
            viewport()->update(QRect(0, rowViewportPosition(row), viewport()->width(), rowHeight()));
}

void EventLogView::syncToCursor(bool scroll)
{
    if (!model() || !selectionModel())
        return;
    const int row = rowForCursor();
    if (row < 0) {
        syncing_ = true;
        selectionModel()->clear();
        syncing_ = false;
        return;
    }
    const int column = currentIndex().isValid() ? currentIndex().column() : int(EventLogModel::SeqColumn);
    const QModelIndex target = model()->index(row, column);
    // Only scroll when the row is off screen, and then put it in the middle: stepping
    // through neighbouring events leaves the table still. Before the row becomes current,
    // or the base class would scroll it to the nearest edge first, and every step back
    // from the top row would scroll the table again.
    if (scroll && !viewport()->rect().contains(visualRect(target).center()))
        scrollTo(target, QAbstractItemView::PositionAtCenter);
    if (target != currentIndex() || !selectionModel()->isRowSelected(row, QModelIndex())) {
        syncing_ = true;
        selectionModel()->setCurrentIndex(target, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        syncing_ = false;
    }
}

// A log made shorter (a lesson's dock opening beside it, a smaller window) keeps the
// cursor's row on screen when it was: a learner saw the log stop short of the question.
void EventLogView::resizeEvent(QResizeEvent* event)
{
    RowTableView::resizeEvent(event);
    const QModelIndex current = currentIndex();
    const int shrunk = event->oldSize().height() - event->size().height();
    if (!current.isValid() || shrunk <= 0)
        return;
    // The viewport has its new size already: was the row within the old one?
    const int y = visualRect(current).center().y();
    if (y >= viewport()->height() && y < viewport()->height() + shrunk)
        scrollTo(current, QAbstractItemView::EnsureVisible);
}

void EventLogView::onRowsInserted()
{
    fitSeqColumn();
    // While a filter is still being matched the cursor's row may only now appear.
    if (following_ && rowForCursor() != currentIndex().row())
        syncToCursor(true);
}

void EventLogView::currentChanged(const QModelIndex& current, const QModelIndex& previous)
{
    RowTableView::currentChanged(current, previous);
    if (!syncing_)
        following_ = false;  // the user picked a row; stop pulling the selection back
}

void EventLogView::seekTo(const QModelIndex& index)
{
    if (const auto seq = seqAt(index))
        controller_->requestSeek(*seq);
}

void EventLogView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        seekTo(currentIndex());
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Copy)) {
        copySelection();
        event->accept();
        return;
    }
    RowTableView::keyPressEvent(event);
}

// A click in the gutter toggles a breakpoint and does not move the selection; the second
// click of a fast pair toggles again, like two separate clicks.
bool EventLogView::toggleInGutter(QMouseEvent* event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || !index.isValid() || index.column() != EventLogModel::GutterColumn)
        return false;
    if (const auto seq = seqAt(index))
        controller_->toggleBreakpointAt(*seq);
    event->accept();
    return true;
}

void EventLogView::mousePressEvent(QMouseEvent* event)
{
    if (!toggleInGutter(event))
        RowTableView::mousePressEvent(event);
}

void EventLogView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (!toggleInGutter(event))
        RowTableView::mouseDoubleClickEvent(event);
}

QString EventLogView::rowText(int row) const
{
    if (!model() || row < 0 || row >= model()->rowCount())
        return {};
    QStringList cells;
    for (int column = EventLogModel::SeqColumn; column < EventLogModel::ColumnCount; ++column)
        cells << model()->index(row, column).data().toString();
    return cells.join(QLatin1Char('\t'));
}

void EventLogView::copySelection() const
{
    if (!selectionModel())
        return;
    // The selection's row ranges, not selectedRows(): Ctrl+A over 100 M events would make
    // 100 M indexes. At most kMaxCopiedRows rows are copied; a last line says what was left.
    constexpr qint64 kMaxCopiedRows = 100'000;
    std::vector<std::pair<int, int>> ranges;
    for (const QItemSelectionRange& r : selectionModel()->selection())
        ranges.emplace_back(r.top(), r.bottom());
    std::sort(ranges.begin(), ranges.end());
    QStringList lines;
    qint64 selected = 0;
    int next = 0;  // rows before it are counted already (a range per column may repeat rows)
    for (const auto& [top, bottom] : ranges) {
        const int first = std::max(top, next);
        if (first > bottom)
            continue;
        const qint64 count = qint64(bottom) - first + 1;
        const qint64 copy = std::clamp<qint64>(kMaxCopiedRows - selected, 0, count);
        for (int row = first; row < first + copy; ++row)
            lines << rowText(row);
        selected += count;
        next = bottom + 1;
    }
    if (selected > kMaxCopiedRows)
        lines << tr("… %n more selected event(s) not copied", nullptr,
                    static_cast<int>(std::min<qint64>(selected - kMaxCopiedRows, INT_MAX)));
    if (!lines.isEmpty())
        QGuiApplication::clipboard()->setText(lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

bool EventLogView::hasFilterBreakpoint(const std::optional<std::string>& clause,
                                       const std::optional<EntityId>& entity) const
{
    if (!controller_->hasSession())
        return false;
    for (const Breakpoint& bp : controller_->session()->breakpoints())
        if (!bp.kind && bp.clause == clause && bp.entity == entity && !bp.condition)
            return true;
    return false;
}

// The clause and entity counterparts of SessionController::toggleBreakpointAt.
void EventLogView::toggleFilterBreakpoint(std::optional<std::string> clause, std::optional<EntityId> entity)
{
    if (!controller_->hasSession())
        return;
    for (const Breakpoint& bp : controller_->session()->breakpoints())
        if (!bp.kind && bp.clause == clause && bp.entity == entity && !bp.condition) {
            controller_->removeBreakpoint(bp.id);
            return;
        }
    Breakpoint bp;
    bp.clause = std::move(clause);
    bp.entity = entity;
    controller_->addBreakpoint(std::move(bp));
}

QMenu* EventLogView::createContextMenu(const QModelIndex& index, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    const auto seq = seqAt(index);
    if (!seq || !log_ || !controller_->hasSession())
        return menu;
    const Event e = log_->eventAt(*seq);
    const QString quoted = QStringLiteral("“%1”");
    const bool busy = controller_->isBusy();

    QAction* go =
        menu->addAction(tr("Go to event %1").arg(*seq), this, [this, s = *seq] { controller_->requestSeek(s); });
    go->setObjectName(QStringLiteral("goToEvent"));
    go->setEnabled(*seq != controller_->cursor());
    menu->addSeparator();

    QAction* kind = menu->addAction(tr("Break on kind %1").arg(quoted.arg(log_->kindLabel(e.kind))), this,
                                    [this, s = *seq] { controller_->toggleBreakpointAt(s); });
    kind->setObjectName(QStringLiteral("breakOnKind"));
    kind->setCheckable(true);
    {
        bool on = false;
        for (const Breakpoint& bp : controller_->session()->breakpoints())
            on = on || (bp.kind == e.kind && !bp.clause && !bp.entity && !bp.condition);
        kind->setChecked(on);
    }

    const std::string clause = log_->clauseLabel(e.clause).toStdString();
    if (!clause.empty()) {
        QAction* a = menu->addAction(tr("Break on clause %1").arg(quoted.arg(QString::fromStdString(clause))), this,
                                     [this, clause] { toggleFilterBreakpoint(clause, std::nullopt); });
        a->setObjectName(QStringLiteral("breakOnClause"));
        a->setCheckable(true);
        a->setChecked(hasFilterBreakpoint(clause, std::nullopt));
    }
    for (int i = 0; i < 2; ++i) {
        const EntityId entity = e.subject[i];
        if (entity == kNoEntity || (i == 1 && entity == e.subject[0]))
            continue;
        QAction* a = menu->addAction(tr("Break on entity %1").arg(quoted.arg(log_->entityLabel(entity))), this,
                                     [this, entity] { toggleFilterBreakpoint(std::nullopt, entity); });
        a->setObjectName(QStringLiteral("breakOnEntity"));
        a->setCheckable(true);
        a->setChecked(hasFilterBreakpoint(std::nullopt, entity));
    }
    menu->addSeparator();

    QAction* run = menu->addAction(tr("Run to here"), this, [this, s = *seq] { controller_->runToCursor(s); });
    run->setObjectName(QStringLiteral("runToHere"));
    run->setEnabled(!busy && *seq > controller_->cursor());  // the scan only goes forward
    QAction* copy = menu->addAction(tr("Copy line"), this,
                                    [this, row = index.row()] { QGuiApplication::clipboard()->setText(rowText(row)); });
    copy->setObjectName(QStringLiteral("copyLine"));
    return menu;
}

void EventLogView::contextMenuEvent(QContextMenuEvent* event)
{
    const QModelIndex index = indexAt(event->pos());
    if (!index.isValid())
        return;
    QMenu* menu = createContextMenu(index, this);
    menu->exec(event->globalPos());
    menu->deleteLater();
}

}  // namespace ts::gui
