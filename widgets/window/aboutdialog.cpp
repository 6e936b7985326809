#include "window/aboutdialog.h"

#include "kernel/build_info.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace ts::gui {

QList<QPair<QString, QString>> AboutDialog::libraries()
{
    // What CMakeLists.txt links (find_package / pkg_check_modules): Qt's modules for the
    // window, nlohmann-json for scenarios, SQLite, zstd and xxHash for trace files. Qt Charts
    // is GPLv3 in Qt's open-source edition, the other Qt modules LGPLv3.
    return {
        {QStringLiteral("Qt %1 (Core, Gui, Widgets, Svg, Qml)").arg(QString::fromLatin1(qVersion())), tr("LGPL v3")},
        {QStringLiteral("Qt Charts"), tr("GPL v3")},
        {QStringLiteral("nlohmann-json"), tr("MIT")},
        {QStringLiteral("SQLite"), tr("public domain")},
        {QStringLiteral("zstd"), tr("BSD 3-clause")},
        {QStringLiteral("xxHash"), tr("BSD 2-clause")},
    };
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About Turnscope"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/turnscope.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);

    auto* title = new QLabel(QStringLiteral("<h2>Turnscope</h2>"), this);
    version_ = new QLabel(tr("Version %1").arg(QString::fromLatin1(buildVersion())), this);
    version_->setObjectName(QStringLiteral("version"));
    revision_ = new QLabel(tr("Git revision %1").arg(QString::fromLatin1(buildRevision())), this);
    revision_->setObjectName(QStringLiteral("revision"));
    revision_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* description = new QLabel(tr("A debugger and visualizer for the rules of turn-based games: every rule step "
                                      "is an event that names its clause; step, rewind, break and fork."),
                                   this);
    description->setWordWrap(true);

    QString rows;
    for (const auto& [name, licence] : libraries())
        rows += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;%2</td></tr>")
                    .arg(name.toHtmlEscaped(), licence.toHtmlEscaped());
    licences_ = new QLabel(QStringLiteral("<p><b>%1</b></p><table>%2</table>")
                               .arg(tr("Libraries and their licences").toHtmlEscaped(), rows),
                           this);
    licences_->setObjectName(QStringLiteral("licences"));
    licences_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* text = new QVBoxLayout;
    text->addWidget(title);
    text->addWidget(version_);
    text->addWidget(revision_);
    text->addWidget(description);
    text->addWidget(licences_);
    text->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addSpacing(12);
    top->addLayout(text, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(480);
}

QString AboutDialog::versionText() const { return version_->text(); }

QString AboutDialog::revisionText() const { return revision_->text(); }

QString AboutDialog::licencesText() const { return licences_->text(); }

}  // namespace ts::gui
