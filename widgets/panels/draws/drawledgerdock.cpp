#include "panels/draws/drawledgerdock.h"

#include "panels/draws/drawledgermodel.h"
#include "panels/draws/drawpinlist.h"
#include "session/drawpinset.h"
#include "session/sessioncontroller.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::gui {

DrawLedgerDock::DrawLedgerDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Random Draws"), controller, parent),
      controller_(controller),
      model_(new DrawLedgerModel(controller, this))
{
    setObjectName(QStringLiteral("drawLedgerDock"));
    follow(model_->gate());
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* filters = new QHBoxLayout;
    clauseEdit_ = new QLineEdit(body);
    clauseEdit_->setPlaceholderText(tr("Clause (e.g. 002:1)"));
    clauseEdit_->setClearButtonEnabled(true);
    entityEdit_ = new QLineEdit(body);
    entityEdit_->setPlaceholderText(tr("Entity name"));
    entityEdit_->setClearButtonEnabled(true);
    filters->addWidget(clauseEdit_, 1);
    filters->addWidget(entityEdit_, 1);
    layout->addLayout(filters);

    auto* split = new QSplitter(Qt::Horizontal, body);
    view_ = new QTableView(split);
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setWordWrap(false);
    auto* side = new QSplitter(Qt::Vertical, split);
    counts_ = new QListWidget(side);
    counts_->setToolTip(tr("Draws per clause; click one to show only its draws"));
    pins_ = new DrawPinList(controller_, side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    auto* bottom = new QHBoxLayout;
    summary_ = new QLabel(body);
    summary_->setObjectName(QStringLiteral("drawLedgerSummary"));
    tryButton_ = new QPushButton(tr("Try another value…"), body);
    tryButton_->setToolTip(tr("Fork the game at this draw with a result you choose"));
    pinButton_ = new QPushButton(tr("Pin"), body);
    pinButton_->setToolTip(tr("Keep this draw's result when the game is re-run with another seed"));
    auto* goButton = new QPushButton(tr("Go to draw"), body);
    bottom->addWidget(summary_, 1);
    bottom->addWidget(goButton);
    bottom->addWidget(pinButton_);
    bottom->addWidget(tryButton_);
    layout->addLayout(bottom);
    setWidget(body);

    connect(clauseEdit_, &QLineEdit::textChanged, model_,
            [this](const QString& t) { model_->setClauseFilter(t.trimmed()); });
    connect(entityEdit_, &QLineEdit::textChanged, model_,
            [this](const QString& t) { model_->setEntityFilter(t.trimmed()); });
    connect(counts_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { clauseEdit_->setText(item->data(Qt::UserRole).toString()); });
    connect(model_, &DrawLedgerModel::ledgerChanged, this, [this] {
        updateCounts();
        updateButtons();
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DrawLedgerDock::updateButtons);
    connect(view_, &QTableView::doubleClicked, this, &DrawLedgerDock::goToSelected);
    connect(goButton, &QPushButton::clicked, this, &DrawLedgerDock::goToSelected);
    connect(tryButton_, &QPushButton::clicked, this, &DrawLedgerDock::tryAnotherValue);
    connect(pinButton_, &QPushButton::clicked, this, &DrawLedgerDock::togglePin);
    connect(controller_->pins(), &DrawPinSet::changed, this, &DrawLedgerDock::updateButtons);
    updateCounts();
    updateButtons();
}

void DrawLedgerDock::updateCounts()
{
    counts_->clear();
    for (const auto& [clause, n] : model_->countsPerClause()) {
        const QString id = QString::fromStdString(clause);
        auto* item = new QListWidgetItem(tr("%1: %n draw(s)", nullptr, static_cast<int>(n)).arg(id), counts_);
        item->setData(Qt::UserRole, id);
    }
    QString summary = tr("%1 of %2 draws shown").arg(model_->rowCount()).arg(model_->totalDraws());
    if (model_->isScanning()) {
        const double done = 100.0 * static_cast<double>(model_->scannedEvents()) /
            static_cast<double>(std::max<Seq>(1, model_->eventsToScan()));
        summary += tr(" · reading the trace, %1 %").arg(static_cast<int>(done));
    }
    summary_->setText(summary);
}

void DrawLedgerDock::updateButtons()
{
    const auto rows = view_->selectionModel()->selectedRows();
    const DrawEntry* d = rows.isEmpty() ? nullptr : model_->entryAt(rows.first().row());
    tryButton_->setEnabled(d && d->bound >= 2 && !controller_->isBusy());
    // A draw with one possible result has nothing to keep.
    pinButton_->setEnabled(d && d->bound >= 2 && controller_->session());
    const bool pinned = d && controller_->session() && controller_->pins()->pinOf(*d, controller_->session()->trace());
    pinButton_->setText(pinned ? tr("Unpin") : tr("Pin"));
}

void DrawLedgerDock::togglePin()
{
    const auto rows = view_->selectionModel()->selectedRows();
    const DrawEntry* d = rows.isEmpty() ? nullptr : model_->entryAt(rows.first().row());
    const Session* s = controller_->session();
    if (!d || !s || d->bound < 2)
        return;
    if (const auto pin = controller_->pins()->pinOf(*d, s->trace()))
        controller_->pins()->unpin(*pin);
    else
        controller_->pins()->pinDraw(*d, s->trace());
}

void DrawLedgerDock::goToSelected()
{
    const auto rows = view_->selectionModel()->selectedRows();
    if (const DrawEntry* d = rows.isEmpty() ? nullptr : model_->entryAt(rows.first().row()))
        controller_->seekNow(d->seq);
}

bool DrawLedgerDock::tryValue(std::uint32_t value, QString* error)
{
    const auto rows = view_->selectionModel()->selectedRows();
    const DrawEntry* d = rows.isEmpty() ? nullptr : model_->entryAt(rows.first().row());
    QString message;
    if (!d)
        message = tr("Select a draw first.");
    else if (controller_->forkAtDraw(d->seq, value, &message))
        return true;
    if (error)
        *error = message;
    else
        QMessageBox::warning(this, tr("Try another value"), message);
    return false;
}

void DrawLedgerDock::tryAnotherValue()
{
    const auto rows = view_->selectionModel()->selectedRows();
    const DrawEntry* d = rows.isEmpty() ? nullptr : model_->entryAt(rows.first().row());
    if (!d)
        return;
    bool ok = false;
    const int value = QInputDialog::getInt(this, tr("Try another value"),
                                           tr("Result of draw %1 (event #%2), from 0 to %3; it was %4:")
                                               .arg(d->ordinal)
                                               .arg(d->seq)
                                               .arg(d->bound - 1)
                                               .arg(d->value),
                                           (d->value + 1) % d->bound, 0, d->bound - 1, 1, &ok);
    if (ok)
        tryValue(static_cast<std::uint32_t>(value));
}

}  // namespace ts::gui
