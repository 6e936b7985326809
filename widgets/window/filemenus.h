#pragma once
// What File → Open Recent and File → Open Sample list: the last eight files opened or saved
// (kept in QSettings under "recentFiles", newest first) and the scenarios bundled with the
// application, one submenu per ruleset. Choosing an entry calls `open`. The menus themselves,
// and their titles, stay MainWindow's: their texts keep MainWindow's translation context.
#include <QObject>
#include <QString>

#include <functional>

class QMenu;

namespace ts::gui {

class FileMenus : public QObject {
    Q_OBJECT
public:
    FileMenus(QMenu* recent, std::function<void(const QString&)> open, QObject* parent);

    // Puts `path` first in Open Recent.
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    // Fills `samples` from ":/scenarios/<ruleset>/*.json"; disabled when there is none.
    void fillSampleMenu(QMenu* samples);

private:
    QMenu* recent_;
    std::function<void(const QString&)> open_;
};

}  // namespace ts::gui
