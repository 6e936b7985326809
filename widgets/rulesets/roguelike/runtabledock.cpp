#include "rulesets/roguelike/runtabledock.h"
#include "rulesets/roguelike/runtablelegend.h"
#include "rulesets/roguelike/runtablerowheader.h"

#include "session/elidedlabel.h"

#include "rulesets/roguelike/runtabledelegate.h"
#include "rulesets/roguelike/runtablemodel.h"
#include "session/gameas.h"
#include "session/sessioncontroller.h"

#include "rulesets/roguelike/game.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTableView>
#include <QVBoxLayout>

namespace ts::gui {

namespace {

constexpr int kRowHeight = 28;
constexpr int kRunColumnWidth = 96;
constexpr int kTokensColumnWidth = 70;
constexpr int kMaxRasterSide = 32000;  // QPainter's raster engine works in 16-bit coordinates

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = RunTableDock::tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace

RunTableDock::RunTableDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Run Table"), controller, parent),
      controller_(controller),
      model_(new RunTableModel(this)),
      delegate_(new RunTableDelegate(this))
{
    setObjectName(QStringLiteral("runTableDock"));
    follow(&gate_);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    auto* top = new QHBoxLayout;
    headline_ = new ElidedLabel(content);
    headline_->setObjectName(QStringLiteral("runTableHeadline"));
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    top->addWidget(headline_, 1);
    exportPngButton_ = new QPushButton(tr("Export PNG…"), content);
    exportPngButton_->setToolTip(tr("Save the whole Run table, with its legend, as a PNG image"));
    exportSvgButton_ = new QPushButton(tr("Export SVG…"), content);
    exportSvgButton_->setToolTip(tr("Save the whole Run table, with its legend, as an SVG drawing"));
    top->addWidget(exportPngButton_);
    top->addWidget(exportSvgButton_);
    layout->addLayout(top);

    view_ = new QTableView(content);
    view_->setObjectName(QStringLiteral("runTableView"));
    configureView(view_);
    layout->addWidget(view_, 1);
    layout->addWidget(new RoguelikeRunTableLegend(0, content));  // as many a row as fit
    setWidget(content);

    connect(exportPngButton_, &QPushButton::clicked, this, &RunTableDock::exportPngInteractive);
    connect(exportSvgButton_, &QPushButton::clicked, this, &RunTableDock::exportSvgInteractive);
    connect(model_, &RunTableModel::refreshed, this, &RunTableDock::onRefreshed);
    // A new session announces the cursor before its first events exist.
    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (fromEmptyTrace_)
            gate_.request();
    });
    refresh();
}

RunTableDock::~RunTableDock() = default;

// Another game: the table resets even if it has the same shape (its cursor follows).
void RunTableDock::sessionChanged() { model_->requireReset(); }

void RunTableDock::refresh()
{
    fromEmptyTrace_ = controller_->hasSession() && controller_->session()->size() == 0;
    if (!controller_->hasSession()) {
        model_->setSnapshot(RunTableSnapshot::empty(RunTableModel::tr("No session")));
        return;
    }
    const auto* game = gameAs<roguelike::RoguelikeGame>(controller_->stateAtCursor());
    model_->setSnapshot(
        game ? RunTableSnapshot::build(*game, controller_->session()->trace(), controller_->cursor(),
                                       &model_->snapshot())
             : RunTableSnapshot::empty(RunTableModel::tr("The Run table belongs to the roguelike ruleset")));
}

QString RunTableDock::headline() const { return model_->headline(); }

void RunTableDock::configureView(QTableView* view) const
{
    auto* rowHeader = new RunTableRowHeader(view);
    view->setVerticalHeader(rowHeader);
    view->setModel(model_);
    view->setItemDelegate(delegate_);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->setCornerButtonEnabled(false);
    view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    QHeaderView* rows = view->verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultSectionSize(kRowHeight);
    rows->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    rows->setHighlightSections(false);
    QHeaderView* cols = view->horizontalHeader();
    cols->setDefaultSectionSize(kRunColumnWidth);
    cols->setMinimumSectionSize(48);
    cols->setStretchLastSection(true);
    cols->setHighlightSections(false);
    cols->setDefaultAlignment(Qt::AlignCenter);
    // Run and Tokens columns keep their size; the note takes the rest.
    auto sizeColumns = [view, this] {
        for (int c = 0; c < model_->columnCount(); ++c) {
            const auto kind = model_->columnKind(c);
            if (kind == RunTableModel::ColumnKind::Run)
                view->setColumnWidth(c, kRunColumnWidth);
            else if (kind == RunTableModel::ColumnKind::Tokens)
                view->setColumnWidth(c, kTokensColumnWidth);
        }
    };
    connect(model_, &QAbstractItemModel::modelReset, view, sizeColumns);
    sizeColumns();
    // The acting row's label is bold: the header is made wide enough for any label in bold,
    // so it does not change width (or clip) as the scheduler moves.
    auto fitRowHeader = [view, rowHeader, this] {
        QFont bold = view->verticalHeader()->font();
        bold.setBold(true);
        const QFontMetrics fm(bold);
        int widest = 0;
        for (int r = 0; r < model_->rowCount(); ++r)
            widest = std::max(widest, fm.horizontalAdvance(model_->headerData(r, Qt::Vertical).toString()));
        constexpr int kIconAndMargins = 16 + 24;
        view->verticalHeader()->setMinimumWidth(widest + kIconAndMargins);
        rowHeader->setHintWidth(widest + kIconAndMargins);
    };
    connect(model_, &RunTableModel::rowLabelsChanged, view, fitRowHeader);
    fitRowHeader();
}

void RunTableDock::onRefreshed()
{
    headline_->setText(model_->headline());
    const bool hasTable = model_->hasTable() && model_->rowCount() > 0;
    exportPngButton_->setEnabled(hasTable);
    exportSvgButton_->setEnabled(hasTable);
    const QModelIndex acting = model_->actingIndex();
    if (acting.isValid())
        view_->scrollTo(acting, QAbstractItemView::EnsureVisible);
}

QString RunTableDock::exportTitle() const
{
    QString title = model_->scenarioName();
    QString line = model_->headline();
    if (controller_->hasSession())
        line += tr(" (event #%1)").arg(controller_->cursor());
    return title.isEmpty() ? line : title + QLatin1Char('\n') + line;
}

std::unique_ptr<QWidget> RunTableDock::createExportWidget() const
{
    auto root = std::make_unique<QWidget>();
    root->setAttribute(Qt::WA_DontShowOnScreen);
    root->setPalette(palette());
    root->setFont(font());
    root->setAutoFillBackground(true);
    QPalette bg = root->palette();
    bg.setColor(QPalette::Window, bg.color(QPalette::Base));
    root->setPalette(bg);
    auto* layout = new QVBoxLayout(root.get());
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(8);
    layout->setSizeConstraint(QLayout::SetFixedSize);

    auto* title = new QLabel(exportTitle(), root.get());
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);

    auto* view = new QTableView(root.get());
    configureView(view);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->horizontalHeader()->setStretchLastSection(false);
    for (int c = 0; c < model_->columnCount(); ++c)
        view->setColumnWidth(c, view_->columnWidth(c));
    // The note is shown whole, not elided to the width it has in the panel.
    const QFontMetrics fm(view->font());
    int noteWidth = fm.horizontalAdvance(model_->headerData(model_->noteColumn(), Qt::Horizontal).toString()) + 24;
    for (int r = 0; r < model_->rowCount(); ++r)
        noteWidth =
            std::max(noteWidth, fm.horizontalAdvance(model_->index(r, model_->noteColumn()).data().toString()) + 24);
    view->setColumnWidth(model_->noteColumn(), std::max(160, noteWidth));
    layout->addWidget(view);
    layout->addWidget(new RoguelikeRunTableLegend(4, root.get()));

    root->show();  // off screen: lays out the headers so their sizes are known
    const int frame = 2 * view->frameWidth();
    view->setFixedSize(view->verticalHeader()->width() + view->horizontalHeader()->length() + frame,
                       view->horizontalHeader()->height() + view->verticalHeader()->length() + frame);
    layout->activate();
    root->adjustSize();
    return root;
}

bool RunTableDock::exportPng(const QString& path, QString* error)
{
    if (!model_->hasTable() || model_->rowCount() == 0) {
        if (error)
            *error = tr("There is no Run table at the cursor to export.");
        return false;
    }
    const auto widget = createExportWidget();
    const QSize size = widget->size();
    // Twice the resolution for sharp marks, unless the table is too tall for that.
    const qreal ratio = std::max(size.width(), size.height()) * 2 <= kMaxRasterSide ? 2.0 : 1.0;
    if (std::max(size.width(), size.height()) * ratio > kMaxRasterSide) {
        if (error)
            *error = tr("The table is too large for a PNG image (%1 × %2 pixels); export it as SVG.")
                         .arg(size.width())
                         .arg(size.height());
        return false;
    }
    QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(widget->palette().color(QPalette::Base));
    widget->render(&image);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("%1: the image could not be encoded as PNG").arg(path);
        return false;
    }
    return writeAtomically(path, bytes, error);
}

bool RunTableDock::exportSvg(const QString& path, QString* error)
{
    if (!model_->hasTable() || model_->rowCount() == 0) {
        if (error)
            *error = tr("There is no Run table at the cursor to export.");
        return false;
    }
    const auto widget = createExportWidget();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(widget->size());
    svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
    svg.setTitle(tr("Run table"));
    svg.setDescription(exportTitle());
    QPainter painter;
    if (!painter.begin(&svg)) {
        if (error)
            *error = tr("%1: the SVG drawing could not be started").arg(path);
        return false;
    }
    widget->render(&painter);
    painter.end();
    buffer.close();
    return writeAtomically(path, bytes, error);
}

QString RunTableDock::suggestedFileName(const QString& suffix) const
{
    QString base = QStringLiteral("run-table");
    if (controller_->hasSession() && !controller_->filePath().isEmpty()) {
        const QFileInfo info(controller_->filePath());
        base =
            info.completeBaseName() + QStringLiteral("-turn%1-event%2").arg(model_->turn()).arg(controller_->cursor());
        return info.absoluteDir().filePath(base + suffix);
    }
    return base + suffix;
}

void RunTableDock::exportPngInteractive()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Run table as PNG"), suggestedFileName(QStringLiteral(".png")), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPng(path, &error))
        QMessageBox::warning(this, tr("Export PNG"), error);
}

void RunTableDock::exportSvgInteractive()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Run table as SVG"), suggestedFileName(QStringLiteral(".svg")), tr("SVG drawings (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSvg(path, &error))
        QMessageBox::warning(this, tr("Export SVG"), error);
}

}  // namespace ts::gui
