#include "window/filemenus.h"

#include "panels/compare/comparewindow.h"
#include "session/sessioncontroller.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QSettings>

namespace ts::gui {

namespace {
constexpr int kMaxRecent = 8;
const char* const kRecentKey = "recentFiles";
}  // namespace

FileMenus::FileMenus(QMenu* recent, std::function<void(const QString&)> open, QObject* parent)
    : QObject(parent), recent_(recent), open_(std::move(open))
{}

void FileMenus::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
    rebuildRecentMenu();
}

void FileMenus::rebuildRecentMenu()
{
    recent_->clear();
    const QStringList files = QSettings().value(QLatin1String(kRecentKey)).toStringList();
    for (const QString& f : files)
        recent_->addAction(QFileInfo(f).fileName(), this, [this, f] { open_(f); })->setToolTip(f);
    recent_->setEnabled(!files.isEmpty());
}

// A teacher opens a seed's worked example without looking for files.
void FileMenus::fillSampleMenu(QMenu* samples)
{
    const QDir root(QStringLiteral(":/scenarios"));
    for (const QString& ruleset : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QMenu* sub = samples->addMenu(ruleset);
        const QFileInfoList files =
            QDir(root.filePath(ruleset)).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo& f : files) {
            QString title = f.completeBaseName();
            QFile in(f.filePath());
            if (in.open(QIODevice::ReadOnly)) {
                const QString name =
                    QJsonDocument::fromJson(in.readAll()).object().value(QStringLiteral("name")).toString();
                if (!name.isEmpty())
                    title += QStringLiteral(" — ") + name;
            }
            const QString path = f.filePath();
            sub->addAction(title, this, [this, path] { open_(path); })->setData(path);
        }
    }
    samples->setEnabled(!samples->isEmpty());
}

// Its texts are MainWindow's (the header).
void FileMenus::connectCompare(QAction* compare, SessionController* controller, QWidget* window)
{
    controller_ = controller;
    window_ = window;
    connect(compare, &QAction::triggered, this, [this] {
        const QString path =
            askFileName(QCoreApplication::translate("ts::gui::MainWindow", "Compare with Trace"), false);
        if (!path.isEmpty())
            compareWith(path);
    });
    connect(controller_, &SessionController::compareRequested, this,
            [this](const QString& path) { compareWith(path); });
}

CompareWindow* FileMenus::compareWith(const QString& path, int* exitCode)
{
    auto* window = new CompareWindow(controller_, window_);
    QString error;
    if (!window->compareWith(path, &error)) {
        if (exitCode)
            *exitCode = window->lastErrorExitCode();
        delete window;
        showError(QCoreApplication::translate("ts::gui::MainWindow", "Cannot compare with the trace"), error);
        return nullptr;
    }
    window->show();
    return window;
}

}  // namespace ts::gui
