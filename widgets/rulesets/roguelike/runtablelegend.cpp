#include "rulesets/roguelike/runtablelegend.h"

#include "rulesets/roguelike/runtabledelegate.h"

#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace ts::gui {

namespace {
constexpr int kSpacing = 6;
constexpr int kMargin = 2;
}  // namespace

RoguelikeRunTableLegend::RoguelikeRunTableLegend(int perRow, QWidget* parent)
    : QWidget(parent), perRow_(perRow), grid_(new QGridLayout(this))
{
    setObjectName(QStringLiteral("runTableLegend"));
    grid_->setContentsMargins(kMargin, 0, kMargin, 0);
    grid_->setHorizontalSpacing(kSpacing);
    grid_->setVerticalSpacing(2);
    for (const RunTableDelegate::Mark mark : RunTableDelegate::legendMarks()) {
        auto* icon = new QLabel(this);
        icon->setPixmap(RunTableDelegate::legendPixmap(mark, palette()));
        icon->setAlignment(Qt::AlignCenter);
        icons_ << icon;
        texts_ << new QLabel(RunTableDelegate::legendText(mark), this);
    }
    arrange(perRow_ > 0 ? perRow_ : static_cast<int>(icons_.size()));
}

int RoguelikeRunTableLegend::pairWidth() const
{
    int widest = 0;
    for (qsizetype i = 0; i < icons_.size(); ++i)
        widest = std::max(widest, icons_[i]->sizeHint().width() + kSpacing + texts_[i]->sizeHint().width());
    return widest;
}

int RoguelikeRunTableLegend::columnsFor(int width) const
{
    if (perRow_ > 0)
        return perRow_;
    const int pair = pairWidth() + kSpacing;
    const int fit = std::max(1, (width - 2 * kMargin + kSpacing) / std::max(1, pair));
    return std::min(fit, static_cast<int>(icons_.size()));
}

QSize RoguelikeRunTableLegend::minimumSizeHint() const
{
    if (perRow_ > 0)
        return QWidget::minimumSizeHint();
    return {pairWidth() + 2 * kMargin, heightFor(columns_)};
}

int RoguelikeRunTableLegend::heightFor(int columns) const
{
    const int rows = (static_cast<int>(icons_.size()) + columns - 1) / columns;
    int line = 0;
    for (qsizetype i = 0; i < icons_.size(); ++i)
        line = std::max({line, icons_[i]->sizeHint().height(), texts_[i]->sizeHint().height()});
    return rows * line + (rows - 1) * grid_->verticalSpacing();
}

void RoguelikeRunTableLegend::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (perRow_ == 0 && columnsFor(width()) != columns_)
        arrange(columnsFor(width()));
}

// Every column of pictures and meanings in the grid, the last stretched; a change of the
// number of columns changes the legend's height, which its panel's layout then asks for.
void RoguelikeRunTableLegend::arrange(int columns)
{
    for (qsizetype i = 0; i < icons_.size(); ++i) {
        grid_->removeWidget(icons_[i]);
        grid_->removeWidget(texts_[i]);
    }
    for (int c = 0; c < grid_->columnCount(); ++c)
        grid_->setColumnStretch(c, 0);
    for (qsizetype i = 0; i < icons_.size(); ++i) {
        const int row = static_cast<int>(i) / columns, col = (static_cast<int>(i) % columns) * 2;
        grid_->addWidget(icons_[i], row, col);
        grid_->addWidget(texts_[i], row, col + 1);
    }
    grid_->setColumnStretch(columns * 2 - 1, 1);
    columns_ = columns;
    // Its height follows the number of rows (not a height-for-width, which the scroll area
    // around the panel's content would have to honour).
    if (perRow_ == 0)
        setFixedHeight(heightFor(columns));
    updateGeometry();
}

}  // namespace ts::gui
