#include "panels/query/queryinputguard.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QWidget>

namespace ts::gui {

namespace {
bool isInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::Shortcut:
    case QEvent::ShortcutOverride:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TabletPress:
    case QEvent::TabletRelease:
    case QEvent::TabletMove:
    case QEvent::ContextMenu:
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop:
    case QEvent::Close: return true;
    default: return false;
    }
}
}  // namespace

QueryInputGuard::QueryInputGuard(QAbstractButton* allowed) : allowed_(allowed)
{
    QCoreApplication::instance()->installEventFilter(this);
}

QueryInputGuard::~QueryInputGuard() { QCoreApplication::instance()->removeEventFilter(this); }

bool QueryInputGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (!isInput(event->type()))
        return false;
    // A shortcut goes to its QAction or QShortcut, not a widget: dropped wherever it goes.
    // Its override is taken (accepted) so that the key comes as a key press instead, which
    // is dropped below, or presses Cancel when it is Escape (the window's Stop key too).
    if (event->type() == QEvent::Shortcut)
        return true;
    if (event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    // A window (QWindow, not a widget) hands its input on to the widget under the mouse or
    // with the focus, which this filter sees next: only widgets are judged.
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget)
        return false;
    if (allowed_ && (widget == allowed_ || allowed_->isAncestorOf(widget)) && event->type() != QEvent::Close)
        return false;
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && allowed_)
        allowed_->click();
    event->ignore();  // a close event left accepted would still close the window
    return true;
}

}  // namespace ts::gui
