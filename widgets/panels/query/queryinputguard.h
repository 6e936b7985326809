#pragma once
// While the Query panel runs a statement on the GUI thread, it lets the event loop turn
// (paints, timers) so the window stays drawn and its Cancel button can be pressed, but
// nothing else of the user's may reach the window: a step, a seek, a fork or opening
// another file would change or replace the trace the query is reading. So, for the guard's
// lifetime, an application event filter drops every input event (mouse, key, wheel,
// shortcut, touch, drop, context menu, a window's close) except those aimed at `allowed`
// (the Cancel button); Escape (to a widget with the focus) presses it.
//
// Why not QEventLoop::ExcludeUserInputEvents: it holds back the click on Cancel as well.
// Why not the controller's busy state: it is the controller's own (a continue, a live
// run), set only by it; borrowing it would also let its Stop cancel the wrong thing.
#include <QObject>
#include <QPointer>

class QAbstractButton;

namespace ts::gui {

class QueryInputGuard : public QObject {
    Q_OBJECT
public:
    explicit QueryInputGuard(QAbstractButton* allowed);
    ~QueryInputGuard() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QAbstractButton> allowed_;
};

}  // namespace ts::gui
