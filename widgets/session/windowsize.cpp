#include "session/windowsize.h"

#include <QPointer>
#include <QScreen>
#include <QTimer>
#include <QWidget>

namespace ts::gui {

namespace {
QSize bounded(const QWidget* window, QSize size)
{
    const QScreen* screen = window->screen();
    if (!screen || window->isWindow() == false)
        return size;
    const QSize available = screen->availableGeometry().size();
    // A window already larger than the screen (a headless screenshot, a projector's size
    // asked for) keeps what it was given; one that fitted stays on the screen.
    if (size.width() <= available.width() && size.height() <= available.height())
        return size.boundedTo(available);
    return size;
}
}  // namespace

void keepWindowSize(QWidget* window, QSize size)
{
    if (!window || !size.isValid() || window->isMaximized() || window->isFullScreen())
        return;
    const QSize target = bounded(window, size);
    window->resize(target);
    QTimer::singleShot(0, window, [guard = QPointer<QWidget>(window), target] {
        if (guard && guard->size() != target && !guard->isMaximized() && !guard->isFullScreen())
            guard->resize(target);
    });
}

}  // namespace ts::gui
