#pragma once
// What File → Open Recent and File → Open Sample list: the last eight files opened or saved
// (kept in QSettings under "recentFiles", newest first) and the scenarios bundled with the
// application, one submenu per ruleset. Choosing an entry calls `open`. And File → Compare
// with Trace…, which a panel asks for too. The menus themselves, and their titles, stay
// MainWindow's: their texts keep MainWindow's translation context.
#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace ts::gui {

class CompareWindow;
class SessionController;

class FileMenus : public QObject {
    Q_OBJECT
public:
    FileMenus(QMenu* recent, std::function<void(const QString&)> open, QObject* parent);

    // Puts `path` first in Open Recent.
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    // Fills `samples` from ":/scenarios/<ruleset>/*.json"; disabled when there is none.
    void fillSampleMenu(QMenu* samples);

    // File → Compare with Trace… (`compare`: the trace asked for with askFileName) and a
    // panel's request (SessionController::compareRequested) open the compare window of
    // `controller`'s game, a child of `window`.
    void connectCompare(QAction* compare, SessionController* controller, QWidget* window);
    // That window beside the trace at `path`, shown; on failure null, the error shown with
    // showError and `exitCode` (if given) set to its exit code (kernel/exit_codes.h).
    CompareWindow* compareWith(const QString& path, int* exitCode = nullptr);
    // The window's dialogs (MainWindow's, which tests replace).
    std::function<QString(const QString& title, bool forSaving)> askFileName;
    std::function<void(const QString& title, const QString& text)> showError;

private:
    QMenu* recent_;
    std::function<void(const QString&)> open_;
    SessionController* controller_ = nullptr;
    QWidget* window_ = nullptr;
};

}  // namespace ts::gui
