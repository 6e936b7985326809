#include "rulesets/roguelike/runtablerowheader.h"

namespace ts::gui {

RunTableRowHeader::RunTableRowHeader(QWidget* parent) : QHeaderView(Qt::Vertical, parent)
{
    setSectionsClickable(true);  // as QTableView's own row header
}

void RunTableRowHeader::setHintWidth(int width)
{
    if (hintWidth_ == width)
        return;
    hintWidth_ = width;
    updateGeometry();
}

QSize RunTableRowHeader::sizeHint() const
{
    if (hintWidth_ <= 0)
        return QHeaderView::sizeHint();
    return {hintWidth_, defaultSectionSize()};
}

}  // namespace ts::gui
