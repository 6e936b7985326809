#include "window/messagebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace ts::gui {

MessageBar::MessageBar(QWidget* parent)
    : QFrame(parent), label_(new QLabel(this)), action_(new QPushButton(this)), close_(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 4, 4);
    label_->setObjectName(QStringLiteral("messageBarText"));
    label_->setWordWrap(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    action_->setObjectName(QStringLiteral("messageBarAction"));
    close_->setObjectName(QStringLiteral("messageBarClose"));
    close_->setText(QStringLiteral("✕"));
    close_->setAutoRaise(true);
    close_->setToolTip(tr("Close this message"));
    row->addWidget(label_, 1);
    row->addWidget(action_);
    row->addWidget(close_);
    connect(action_, &QPushButton::clicked, this, &MessageBar::actionTriggered);
    connect(close_, &QToolButton::clicked, this, &MessageBar::dismiss);
}

void MessageBar::showMessage(Kind kind, const QString& text, const QString& action)
{
    kind_ = kind;
    label_->setText(text);
    action_->setText(action);
    action_->setVisible(!action.isEmpty());
    // Pale backgrounds with the text colour of the palette: readable in light and dark themes
    // because the text is drawn in the colour the palette pairs with Window, darkened there.
    QPalette p = palette();
    const QColor base = kind == Kind::Error ? QColor(0xf8, 0xd7, 0xda) : QColor(0xd6, 0xe9, 0xf8);
    p.setColor(QPalette::Window, base);
    p.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(p);
    label_->setPalette(p);
    shown_ = true;
    updateGeometry();
    emit visibilityRequested(true);
}

void MessageBar::dismiss()
{
    shown_ = false;
    emit visibilityRequested(false);
}

// The layout lies inside the frame.
int MessageBar::neededHeight(int width) const
{
    const int frame = frameWidth();
    const int inside = layout()->heightForWidth(width - 2 * frame);
    return inside > 0 ? inside + 2 * frame : 0;
}

QSize MessageBar::sizeHint() const
{
    QSize hint = QFrame::sizeHint();
    // Its own width once laid out (the toolbar gives it the window's), else a guess from the
    // window's less the toolbar's margins.
    const int width = isVisible() && QFrame::width() > 0 ? QFrame::width() : window() ? window()->width() - 16 : 0;
    if (width > 0) {
        const int height = neededHeight(width);
        if (height > 0)
            hint = QSize(width, height);
    }
    return hint;
}

void MessageBar::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    // Wider or narrower, the text wraps otherwise: ask for the height it now needs.
    if (neededHeight(width()) != height())
        updateGeometry();
}

QString MessageBar::text() const { return label_->text(); }

}  // namespace ts::gui
