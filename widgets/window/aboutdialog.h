#pragma once
// Help → About Turnscope: the icon, the version (the one `--version` prints), the git
// revision of the build, the Qt it runs on, and the libraries linked with their licences.
#include <QDialog>

class QLabel;

namespace ts::gui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // For tests and the screenshot: the texts as shown.
    QString versionText() const;
    QString revisionText() const;
    QString licencesText() const;

    // One line per library linked into turnscope and turnscope-cli: name, licence.
    static QList<QPair<QString, QString>> libraries();

private:
    QLabel* version_ = nullptr;
    QLabel* revision_ = nullptr;
    QLabel* licences_ = nullptr;
};

}  // namespace ts::gui
