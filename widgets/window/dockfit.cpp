#include "window/dockfit.h"

#include <QChildEvent>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QTabBar>

namespace ts::gui {

namespace {

// QMainWindow sets its tab bars up (elided titles) after creating them, so they are set
// again when first polished, just before they are shown, and whenever a layout is restored.
class TabTitleKeeper : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::ChildPolished)
            if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child()))
                wholeTitles(bar);
        return QObject::eventFilter(watched, event);
    }
    static void wholeTitles(QTabBar* bar)
    {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
};

}  // namespace

void DockFit::fit(QDockWidget* dock)
{
    QWidget* content = dock->widget();
    // A view that scrolls already (a table, a text) needs no other scroll bars; every other
    // content is wrapped, also when it fits now: a game with more rows or Runs may widen it.
    if (!content || qobject_cast<QAbstractScrollArea*>(content))
        return;
    const QSize minimum = content->minimumSizeHint().expandedTo(content->minimumSize());
    auto* scroll = new QScrollArea(dock);
    scroll->setObjectName(dock->objectName() + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    scroll->setMinimumSize(qMin(minimum.width(), kMaxMinimumWidth), qMin(minimum.height(), kMaxMinimumHeight));
    dock->setWidget(scroll);
}

void DockFit::wholeTabTitles(QMainWindow* window)
{
    window->installEventFilter(new TabTitleKeeper(window));
    for (QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        TabTitleKeeper::wholeTitles(bar);
}

}  // namespace ts::gui
