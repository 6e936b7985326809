#include "rulesets/stack/stagedelegate.h"
#include "session/panelstyle.h"

#include "rulesets/stack/stacknames.h"
#include "rulesets/stack/stagemodel.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace ts::gui {

namespace {
constexpr int kCardHeight = 44;
constexpr int kSectionHeight = 22;
constexpr int kLeftHeight = 24;
using Kind = StageModel::RowKind;

Kind kindOf(const QModelIndex& i) { return static_cast<Kind>(i.data(StageModel::RowKindRole).toInt()); }
}  // namespace

bool StageDelegate::startsSection(const QModelIndex& index)
{
    return index.row() == 0 || kindOf(index.sibling(index.row() - 1, 0)) != kindOf(index);
}

QSize StageDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const int body = kindOf(index) == Kind::Left ? kLeftHeight : kCardHeight;
    return {option.rect.width() > 0 ? option.rect.width() : 320,
            body + (startsSection(index) ? kSectionHeight : 0) + 4};
}

void StageDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const Kind kind = kindOf(index);
    QRect r = option.rect.adjusted(4, 2, -6, -2);
    if (startsSection(index)) {
        QFont f = option.font;
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 0.92);
        p->setFont(f);
        p->setPen(PanelStyle::dimText());
        p->drawText(QRect(r.left() + 2, r.top(), r.width(), kSectionHeight), Qt::AlignLeft | Qt::AlignVCenter,
                    StageModel::sectionTitle(kind));
        r.setTop(r.top() + kSectionHeight);
    }
    if (kind == Kind::Left)
        paintLeft(p, option, index, r);
    else
        paintCard(p, option, index, r);
    p->restore();
}

// An action that left the stage: one faded line.
void StageDelegate::paintLeft(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index,
                              const QRect& r) const
{
    p->setOpacity(0.6);
    p->setPen(QPen(StackNames::playerColor(index.data(StageModel::ControllerIndexRole).toInt()), 3));
    p->drawLine(r.left() + 2, r.top() + 4, r.left() + 2, r.bottom() - 4);
    p->setPen(option.palette.color(QPalette::Text));
    p->setFont(option.font);
    const QString text =
        QStringLiteral("#%1 %2 · %3 — %4")
            .arg(index.data(StageModel::SerialRole).toInt())
            .arg(index.data(StageModel::ActionRole).toString(), index.data(StageModel::ControllerRole).toString(),
                 index.data(StageModel::StatusRole).toString());
    p->drawText(r.adjusted(10, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                option.fontMetrics.elidedText(text, Qt::ElideRight, r.width() - 14));
}

// An action on the stage, in hand or waiting: a card with the controller's stripe, the
// effect kind's badge and status on the right, title and provenance on the left.
void StageDelegate::paintCard(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index,
                              const QRect& r) const
{
    const QPalette& pal = option.palette;
    const Kind kind = kindOf(index);
    const auto speed = static_cast<stack::Speed>(index.data(StageModel::SpeedRole).toInt());
    const bool next = index.data(StageModel::NextRole).toBool();
    const QRect card = r.adjusted(kind == Kind::Stage ? 6 : 0, 0, 0, 0);
    if (kind == Kind::Stage) {  // the pile: a card edge showing under each card
        p->setPen(Qt::NoPen);
        p->setBrush(pal.color(QPalette::Mid));
        p->drawRoundedRect(card.translated(-4, 3), 6, 6);
    }
    QPainterPath path;
    path.addRoundedRect(card, 6, 6);
    p->fillPath(path, kind == Kind::Waiting ? pal.color(QPalette::AlternateBase) : pal.color(QPalette::Base));
    QPen border(next ? StackNames::accent() : pal.color(QPalette::Mid), next ? 2.5 : 1.2);
    if (kind == Kind::InHand || kind == Kind::Waiting)
        border.setStyle(Qt::DashLine);
    p->setPen(border);
    p->setBrush(Qt::NoBrush);
    p->drawPath(path);
    p->fillRect(QRect(card.left() + 1, card.top() + 4, 5, card.height() - 8),
                StackNames::playerColor(index.data(StageModel::ControllerIndexRole).toInt()));

    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.88);
    p->setFont(small);
    const QFontMetrics fm(small);
    const QString badge = StackNames::speed(speed);
    const int bw = fm.horizontalAdvance(badge) + 12;
    const QRect badgeRect(card.right() - bw - 6, card.top() + 5, bw, fm.height() + 2);
    p->setPen(Qt::NoPen);
    p->setBrush(StackNames::speedColor(speed));
    p->drawRoundedRect(badgeRect, 4, 4);
    p->setPen(Qt::white);
    p->drawText(badgeRect, Qt::AlignCenter, badge);
    const QString status = (next ? QStringLiteral("▶ ") : QString()) + index.data(StageModel::StatusRole).toString();
    p->setPen(next ? StackNames::accent().darker(PanelStyle::darkPalette() ? 100 : 140) : PanelStyle::dimText());
    const int sw = fm.horizontalAdvance(status) + 4;
    p->drawText(QRect(card.right() - sw - 6, badgeRect.bottom() + 2, sw, fm.height()), Qt::AlignRight, status);

    const int textRight = std::min(badgeRect.left(), card.right() - sw - 10) - 6;
    QFont bold = option.font;
    bold.setBold(true);
    p->setFont(bold);
    p->setPen(pal.color(QPalette::Text));
    const int pos = index.data(StageModel::PositionRole).toInt();
    QString title = QStringLiteral("#%1  %2")
                        .arg(index.data(StageModel::SerialRole).toInt())
                        .arg(index.data(StageModel::ActionRole).toString());
    if (pos > 0)
        title = QStringLiteral("%1. ").arg(pos) + title;
    const QFontMetrics bfm(bold);
    const QRect line1(card.left() + 12, card.top() + 4, textRight - card.left() - 12, bfm.height());
    p->drawText(line1, Qt::AlignLeft | Qt::AlignVCenter,
                bfm.elidedText(title + QStringLiteral("  ·  ") + index.data(StageModel::ControllerRole).toString(),
                               Qt::ElideRight, line1.width()));
    p->setFont(small);
    p->setPen(PanelStyle::dimText());
    QString detail = StageModel::tr("from %1").arg(index.data(StageModel::SourceRole).toString());
    if (!index.data(StageModel::TargetRole).toString().isEmpty())
        detail += QStringLiteral(" → ") + index.data(StageModel::TargetRole).toString();
    detail += QStringLiteral(" · ") + StageModel::tr("event %1").arg(index.data(StageModel::AddedAtRole).toULongLong());
    if (index.data(StageModel::TriggeredRole).toBool())
        detail += QStringLiteral(" · ") + StageModel::tr("triggered");
    const QRect line2(card.left() + 12, line1.bottom() + 2, textRight - card.left() - 12, fm.height());
    p->drawText(line2, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(detail, Qt::ElideRight, line2.width()));
    if (option.state & QStyle::State_Selected) {
        p->setPen(QPen(pal.color(QPalette::Highlight), 2));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(card.adjusted(1, 1, -1, -1), 6, 6);
    }
}

}  // namespace ts::gui
