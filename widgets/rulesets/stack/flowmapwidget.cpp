#include "rulesets/stack/flowmapwidget.h"
#include "session/panelstyle.h"

#include "rulesets/stack/flowmodel.h"
#include "rulesets/stack/stacknames.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace ts::gui {

using stack::Node;

namespace {
constexpr double kCols = 8, kRows = 5;
constexpr double kTop = 0.45;  // room above the first row for the arc ⑮ → ③
constexpr double kBoxW = 0.86, kBoxH = 0.62;  // of a cell

// Where the segment from the centre of `r` towards `to` leaves the box.
QPointF border(const QRectF& r, const QPointF& to)
{
    const QPointF c = r.center();
    const double dx = to.x() - c.x(), dy = to.y() - c.y();
    if (std::abs(dx) < 1e-9 && std::abs(dy) < 1e-9)
        return c;
    const double tx = std::abs(dx) < 1e-9 ? 1e9 : (r.width() / 2) / std::abs(dx);
    const double ty = std::abs(dy) < 1e-9 ? 1e9 : (r.height() / 2) / std::abs(dy);
    const double t = std::min(tx, ty);
    return {c.x() + dx * t, c.y() + dy * t};
}

QString edgeLabel(const char* label)
{
    const QString l = QString::fromLatin1(label);
    if (l == QLatin1String("yes"))
        return FlowMapWidget::tr("yes");
    if (l == QLatin1String("no"))
        return FlowMapWidget::tr("no");
    if (l == QLatin1String("decided"))
        return FlowMapWidget::tr("decided");
    if (l == QLatin1String("otherwise"))
        return FlowMapWidget::tr("otherwise");
    return {};
}
}  // namespace

const std::vector<FlowMapWidget::Cell>& FlowMapWidget::cells()
{
    // ③'s "no" branch runs right along the top row (⑪ ⑫ ⑬ ⑮), its "yes" branch down and
    // right (④ ⑤ ⑥, then ⑦ ⑧ or ⑨ ⑩); the trigger check's own nodes make the bottom row.
    static const std::vector<Cell> all = {
        {Node::GameStart, 0, 0},        {Node::ChanceToTurnPlayer, 1, 0},
        {Node::StageEmpty, 2, 0},       {Node::TakeActionQ, 4, 0},
        {Node::RegisterPass, 5, 0},     {Node::AllPassed, 6, 0},
        {Node::MoveChance, 7, 0},       {Node::ResetPassList, 3, 1},
        {Node::TakeAction, 4, 1},       {Node::IsInstant, 5, 1},
        {Node::TakeFromStage, 7, 1},    {Node::AddToStage, 5, 2},
        {Node::Resolve, 6, 2},          {Node::TriggerCheck, 5, 3},
        {Node::WinCheck, 6, 3},         {Node::Over, 7, 3},
        {Node::InstantTriggered, 2, 4}, {Node::ResolveTriggered, 3, 4},
        {Node::NormalTriggered, 4, 4},  {Node::StageTriggered, 5, 4},
    };
    return all;
}

const std::vector<FlowMapWidget::Edge>& FlowMapWidget::edges()
{
    static const std::vector<Edge> all = {
        {Node::GameStart, Node::ChanceToTurnPlayer, "", 0},
        {Node::ChanceToTurnPlayer, Node::StageEmpty, "", 0},
        {Node::StageEmpty, Node::ResetPassList, "yes", 0},
        {Node::StageEmpty, Node::TakeActionQ, "no", 0},
        {Node::ResetPassList, Node::TakeAction, "", 0},
        {Node::TakeAction, Node::IsInstant, "", 0},
        {Node::IsInstant, Node::Resolve, "yes", 0},
        {Node::IsInstant, Node::AddToStage, "no", 0},
        {Node::Resolve, Node::WinCheck, "", 0},
        {Node::WinCheck, Node::Over, "decided", 0},
        {Node::WinCheck, Node::TriggerCheck, "otherwise", 0},
        {Node::AddToStage, Node::TriggerCheck, "", 0},
        {Node::TriggerCheck, Node::StageEmpty, "no", 0.45},
        {Node::TriggerCheck, Node::InstantTriggered, "yes", -0.15},
        {Node::InstantTriggered, Node::ResolveTriggered, "yes", 0},
        {Node::InstantTriggered, Node::NormalTriggered, "no", 0.32},
        {Node::ResolveTriggered, Node::NormalTriggered, "", 0},
        {Node::NormalTriggered, Node::StageTriggered, "yes", 0},
        {Node::NormalTriggered, Node::TriggerCheck, "no", 0},
        {Node::StageTriggered, Node::TriggerCheck, "", 0},
        {Node::TakeActionQ, Node::ResetPassList, "yes", 0},
        {Node::TakeActionQ, Node::RegisterPass, "no", 0},
        {Node::RegisterPass, Node::AllPassed, "", 0},
        {Node::AllPassed, Node::TakeFromStage, "yes", 0},
        {Node::AllPassed, Node::MoveChance, "no", 0},
        {Node::TakeFromStage, Node::Resolve, "", 0},
        {Node::MoveChance, Node::StageEmpty, "", -0.5},
        {Node::ResolveTriggered, Node::ResolveTriggered, "", 0},
        {Node::StageTriggered, Node::StageTriggered, "", 0},
    };
    return all;
}

FlowMapWidget::FlowMapWidget(FlowModel* model, QWidget* parent) : QWidget(parent), model_(model)
{
    setObjectName(QStringLiteral("flowMap"));
    setMouseTracking(true);
    setMinimumSize(minimumSizeHint());
    connect(model_, &FlowModel::refreshed, this, qOverload<>(&QWidget::update));
}

QSize FlowMapWidget::sizeHint() const { return {8 * 120, 6 * 60}; }
// Cells of at least 64 px high, where the texts are drawn at the panel's font size (they are
// scaled with the cells): a smaller dock scrolls instead of shrinking them.
QSize FlowMapWidget::minimumSizeHint() const { return {8 * 104, 6 * 64}; }
double FlowMapWidget::cellWidth() const { return width() / kCols; }
double FlowMapWidget::cellHeight() const { return std::min(height() / (kRows + kTop), cellWidth() * 0.62); }
QPointF FlowMapWidget::origin() const { return {0, (height() - cellHeight() * kRows) / 2 + cellHeight() * kTop / 2}; }

QRectF FlowMapWidget::nodeRect(Node n) const
{
    for (const Cell& c : cells())
        if (c.node == n) {
            const double w = cellWidth(), h = cellHeight();
            const QPointF o = origin();
            return {o.x() + (c.col + (1 - kBoxW) / 2) * w, o.y() + (c.row + (1 - kBoxH) / 2) * h, kBoxW * w, kBoxH * h};
        }
    return {};
}

Node FlowMapWidget::nodeAt(const QPointF& p) const
{
    for (const Cell& c : cells())
        if (nodeRect(c.node).contains(p))
            return c.node;
    return Node::None;
}

void FlowMapWidget::paintEdge(QPainter& p, const Edge& e, bool lit) const
{
    const QColor text = palette().color(QPalette::Text);
    const QColor color = lit ? StackNames::accent() : PanelStyle::dimText();
    p.setPen(QPen(color, lit ? 3.2 : 1.3));
    p.setBrush(Qt::NoBrush);
    const QRectF a = nodeRect(e.from), b = nodeRect(e.to);
    QPointF end, dir;
    QPointF labelAt;
    if (e.from == e.to) {  // one triggered action per step: the node repeats
        const QPointF s(a.right() - a.width() * 0.25, a.bottom()), t(a.right(), a.bottom() - a.height() * 0.3);
        QPainterPath loop(s);
        loop.cubicTo(s + QPointF(0, a.height() * 0.6), t + QPointF(a.height() * 0.6, 0), t);
        p.drawPath(loop);
        end = t;
        dir = QPointF(-1, -0.2);
    } else {
        const QPointF ca = a.center(), cb = b.center();
        const QPointF mid = (ca + cb) / 2;
        const QPointF d = cb - ca;
        const double len = std::hypot(d.x(), d.y());
        const QPointF normal = len > 0 ? QPointF(d.y() / len, -d.x() / len) : QPointF();
        const QPointF control = mid + normal * (e.bend * cellWidth());
        const QPointF start = border(a, control);
        end = border(b, control);
        QPainterPath path(start);
        path.quadTo(control, end);
        p.drawPath(path);
        dir = end - control;
        labelAt = path.pointAtPercent(0.5);
        const QFontMetricsF lfm(font());
        const QSizeF ls(lfm.horizontalAdvance(edgeLabel(e.label)) + 6, lfm.height());
        // Along the edge where no box is; else just above or below the boxes' edge (short edges).
        const double clear = a.height() / 2 + ls.height() / 2 + 2;
        const QPointF m = path.pointAtPercent(0.5);
        for (const QPointF& q : {m, path.pointAtPercent(0.35), path.pointAtPercent(0.65), path.pointAtPercent(0.25),
                                 path.pointAtPercent(0.75), m - QPointF(0, clear), m + QPointF(0, clear)}) {
            const QRectF box(q - QPointF(ls.width() / 2, ls.height() / 2), ls);
            bool free = true;
            for (const Cell& c : cells())
                free = free && !nodeRect(c.node).intersects(box);
            if (free) {
                labelAt = q;
                break;
            }
        }
    }
    const double dl = std::hypot(dir.x(), dir.y());
    if (dl > 0) {
        const QPointF u = dir / dl, n(-u.y(), u.x());
        const double s = lit ? 9 : 7;
        QPolygonF head;
        head << end << end - u * s + n * (s * 0.5) << end - u * s - n * (s * 0.5);
        p.setBrush(color);
        p.setPen(Qt::NoPen);
        p.drawPolygon(head);
    }
    const QString label = edgeLabel(e.label);
    if (!label.isEmpty() && e.from != e.to) {
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 0.82);
        p.setFont(f);
        const QFontMetricsF fm(f);
        const QRectF box(labelAt.x() - fm.horizontalAdvance(label) / 2 - 3, labelAt.y() - fm.height() / 2,
                         fm.horizontalAdvance(label) + 6, fm.height());
        p.setPen(Qt::NoPen);
        p.setBrush(palette().color(QPalette::Window));
        p.drawRoundedRect(box, 3, 3);
        p.setPen(lit ? text : PanelStyle::dimText());
        p.drawText(box, Qt::AlignCenter, label);
    }
}

void FlowMapWidget::paintNode(QPainter& p, Node n) const
{
    const QRectF r = nodeRect(n);
    const int row = model_->rowOf(n);
    const QModelIndex i = model_->index(row);
    const bool current = i.data(FlowModel::CurrentRole).toBool();
    const bool previous = i.data(FlowModel::PreviousRole).toBool();
    const bool next = i.data(FlowModel::NextRole).toBool();
    const bool triggerNode = static_cast<int>(n) > 100 && n != Node::Over;
    QColor fill = triggerNode ? palette().color(QPalette::AlternateBase) : palette().color(QPalette::Base);
    if (current)
        fill = StackNames::accent();
    QPen pen(previous ? StackNames::accent() : palette().color(QPalette::Mid), previous || next ? 2.2 : 1.2);
    if (next)
        pen = QPen(StackNames::accent(), 2.2, Qt::DashLine);
    p.setPen(pen);
    p.setBrush(fill);
    if (n == Node::IsInstant || n == Node::StageEmpty || n == Node::TakeActionQ || n == Node::AllPassed ||
        n == Node::WinCheck || n == Node::TriggerCheck || n == Node::InstantTriggered || n == Node::NormalTriggered)
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2);  // a question: a rounded lozenge
    else
        p.drawRoundedRect(r, 4, 4);
    const QColor text = current ? QColor(0x20, 0x20, 0x20) : palette().color(QPalette::Text);
    QFont big = font();
    big.setBold(true);
    const double scale = std::clamp(cellHeight() / 64.0, 0.95, 1.3);
    big.setPointSizeF(big.pointSizeF() * scale);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8 * scale);
    p.setPen(text);
    p.setFont(big);
    const QFontMetricsF bfm(big);
    const QRectF top(r.left(), r.top() + 2, r.width(), bfm.height());
    p.drawText(top, Qt::AlignHCenter | Qt::AlignTop, i.data(FlowModel::LabelRole).toString());
    p.setFont(small);
    const QFontMetricsF sfm(small);
    const QRectF rest(r.left() + 4, top.bottom() - 2, r.width() - 8, r.bottom() - top.bottom() + 1);
    p.drawText(rest, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, i.data(FlowModel::QuestionRole).toString());
    if (i.data(BreakpointRole).toBool()) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xd9, 0x3b, 0x3b));
        p.drawEllipse(QPointF(r.left() + 7, r.top() + 7), 5, 5);
    }
    (void)sfm;
}

void FlowMapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const auto [from, to] = model_->lastEdge();
    for (const Edge& e : edges())
        if (!(e.from == from && e.to == to))
            paintEdge(p, e, false);
    for (const Edge& e : edges())
        if (e.from == from && e.to == to)
            paintEdge(p, e, true);  // drawn last, over the others
    for (const Cell& c : cells())
        paintNode(p, c.node);
}

void FlowMapWidget::mousePressEvent(QMouseEvent* e)
{
    const Node n = nodeAt(e->position());
    if (n != Node::None && n != Node::Over && e->button() == Qt::LeftButton)
        emit nodeClicked(n);
}

void FlowMapWidget::mouseMoveEvent(QMouseEvent* e)
{
    const Node n = nodeAt(e->position());
    setCursor(n != Node::None && n != Node::Over ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (n != Node::None)
        QToolTip::showText(e->globalPosition().toPoint(),
                           model_->index(model_->rowOf(n)).data(Qt::ToolTipRole).toString(), this);
}

}  // namespace ts::gui
