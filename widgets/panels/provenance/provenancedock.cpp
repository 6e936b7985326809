#include "panels/provenance/provenancedock.h"

#include "panels/provenance/provenancechainmodel.h"
#include "panels/provenance/provenancemodel.h"
#include "session/elidedlabel.h"
#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/session/provenance.h"
#include "kernel/session/session.h"
#include "kernel/session/state_fields.h"

#include <nlohmann/json.hpp>

#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ts::gui {

namespace {
QTableView* makeTable(QAbstractItemModel* model, const QString& name, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}
}  // namespace

ProvenanceDock::ProvenanceDock(SessionController* controller, QWidget* parent)
    : PanelDock(tr("Who Changed This?"), controller, parent),
      controller_(controller),
      indexer_(controller->writeIndexer()),
      writes_(new ProvenanceModel(this)),
      chain_(new ProvenanceChainModel(this))
{
    setObjectName(QStringLiteral("provenanceDock"));
    follow(&gate_);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    summary_ = new ElidedLabel(content);
    summary_->setObjectName(QStringLiteral("provenanceSummary"));
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    layout->addWidget(summary_);
    progress_ = new QProgressBar(content);
    progress_->setObjectName(QStringLiteral("provenanceProgress"));
    progress_->setFormat(tr("Indexing the writes… %p%"));
    progress_->hide();
    layout->addWidget(progress_);

    auto* split = new QSplitter(Qt::Vertical, content);
    writesView_ = makeTable(writes_, QStringLiteral("provenanceWrites"), split);
    writesView_->setColumnWidth(ProvenanceModel::SeqColumn, 80);
    writesView_->setColumnWidth(ProvenanceModel::ClauseColumn, 130);
    writesView_->setColumnWidth(ProvenanceModel::ChangeColumn, 90);
    auto* lower = new QWidget(split);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->setSpacing(4);
    auto* chainHead = new QHBoxLayout;
    chainTitle_ = new QLabel(tr("Where the selected write came from"), lower);
    follow_ = new QPushButton(tr("Follow Back"), lower);
    follow_->setObjectName(QStringLiteral("provenanceFollow"));
    follow_->setToolTip(tr("Show the history of the chosen earlier write's field, that write selected"));
    follow_->setEnabled(false);
    chainHead->addWidget(chainTitle_, 1);
    chainHead->addWidget(follow_);
    lowerLayout->addLayout(chainHead);
    chainView_ = makeTable(chain_, QStringLiteral("provenanceChain"), lower);
    chainView_->setColumnWidth(ProvenanceChainModel::WhatColumn, 215);
    chainView_->setColumnWidth(ProvenanceChainModel::SeqColumn, 70);
    chainView_->setColumnWidth(ProvenanceChainModel::ClauseColumn, 120);
    lowerLayout->addWidget(chainView_, 1);
    split->addWidget(writesView_);
    split->addWidget(lower);
    layout->addWidget(split, 1);
    setWidget(content);

    connect(indexer_, &WriteIndexer::progress, progress_, &QProgressBar::setValue);
    connect(indexer_, &WriteIndexer::ready, this, &ProvenanceDock::onIndexReady);
    connect(controller_, &SessionController::provenanceRequested, this, &ProvenanceDock::askAbout);
    connect(controller_, &SessionController::traceChanged, this, [this] {
        if (field_)
            indexer_->ensureBuilt();  // the writes of appended events, or a fork's cut
    });
    connect(writesView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    showChain(current.data(SeqRole).toULongLong());
            });
    connect(chainView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                follow_->setEnabled(current.data(ProvenanceChainModel::FollowRole).toBool());
            });
    connect(writesView_, &QAbstractItemView::doubleClicked, this, &ProvenanceDock::seekTo);
    connect(chainView_, &QAbstractItemView::doubleClicked, this, &ProvenanceDock::seekTo);
    connect(follow_, &QPushButton::clicked, this, &ProvenanceDock::followSelected);
    updateSummary();
}

void ProvenanceDock::askAbout(const QString& statePath)
{
    pendingPath_ = statePath;
    show();
    raise();
    progress_->setVisible(!indexer_->isComplete());
    indexer_->ensureBuilt();  // ready() answers, at once when the index is complete
}

void ProvenanceDock::onIndexReady()
{
    progress_->hide();
    Session* s = controller_->session();
    if (!s)
        return;
    if (pendingPath_) {
        const QString path = *std::exchange(pendingPath_, std::nullopt);
        notice_.clear();
        const Game* state = controller_->stateAtCursor();
        const StateFieldLookup lookup(s->trace(), indexer_->index(), s->ruleset());
        const auto ref =
            state ? s->ruleset().fieldAtStatePath(state->toJson(), path.toStdString(), lookup) : std::nullopt;
        if (!ref) {
            notice_ = tr("No traced field is behind %1: the rules never write it, or it is computed from other values")
                          .arg(path);
            updateSummary();
            return;
        }
        showField(*ref);
        return;
    }
    if (field_)
        showField(*field_);  // the trace changed: the same field's writes again
}

void ProvenanceDock::showField(FieldRef field)
{
    const Session* s = controller_->session();
    if (!s)
        return;
    field_ = field;
    const auto seqs = indexer_->index().writes(field);
    std::vector<Seq> writes(seqs.begin(), seqs.end());
    controller_->setWriteMarks(writes);
    writes_->setWrites(&s->trace(), controller_->render(), field, std::move(writes));
    chain_->clear();
    if (pendingSelect_)
        selectWrite(*std::exchange(pendingSelect_, std::nullopt));
    else
        onCursorMoved();
    updateSummary();
}

void ProvenanceDock::onCursorMoved()
{
    if (!field_)
        return;
    const auto row = writes_->setCursor(controller_->cursor());
    if (row) {
        selectWrite(writes_->writes()[static_cast<std::size_t>(*row)]);
    } else {
        writesView_->clearSelection();
        chain_->clear();
    }
    updateSummary();
}

void ProvenanceDock::selectWrite(Seq write)
{
    const auto row = writes_->rowOf(write);
    if (!row)
        return;
    const QModelIndex index = writes_->index(*row, 0);
    writesView_->selectionModel()->setCurrentIndex(index,
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    writesView_->scrollTo(index);
    showChain(write);
}

void ProvenanceDock::showChain(Seq write)
{
    const Session* s = controller_->session();
    if (!s || !controller_->render())
        return;
    try {
        chain_->setOrigin(s->trace(), *controller_->render(), traceBack(s->trace(), indexer_->index(), write));
    } catch (const std::exception& e) {
        chain_->clear();
        notice_ = QString::fromStdString(e.what());
    }
    follow_->setEnabled(false);
}

void ProvenanceDock::followSelected()
{
    const QModelIndex current = chainView_->currentIndex();
    const Session* s = controller_->session();
    if (!s || !current.data(ProvenanceChainModel::FollowRole).toBool())
        return;
    const Seq write = current.data(SeqRole).toULongLong();
    pendingSelect_ = write;
    showField(readWrite(s->trace(), write).ref);
}

void ProvenanceDock::seekTo(const QModelIndex& index)
{
    const QVariant seq = index.data(SeqRole);
    if (seq.isValid())
        controller_->requestSeek(seq.toULongLong());
}

void ProvenanceDock::sessionChanged()
{
    field_.reset();
    pendingPath_.reset();
    pendingSelect_.reset();
    notice_.clear();
    writes_->clear();
    chain_->clear();
    progress_->hide();
    updateSummary();
}

QString ProvenanceDock::fieldLabel(FieldRef f) const
{
    const Session* s = controller_->session();
    if (!s)
        return {};
    return QString::fromStdString(s->trace().entityName(f.entity) + "." + s->ruleset().fieldName(f.field));
}

void ProvenanceDock::updateSummary()
{
    QString text;
    if (!notice_.isEmpty())
        text = notice_;
    else if (!field_)
        text = tr("Right-click a value in the Inspector and choose \"Who changed this?\"");
    else if (const auto row = writes_->lastRow())
        text = tr("%1: %n write(s) in the trace; the last at or before the cursor is #%2", nullptr,
                  static_cast<int>(writes_->writes().size()))
                   .arg(fieldLabel(*field_))
                   .arg(writes_->writes()[static_cast<std::size_t>(*row)]);
    else
        text = tr("%1: %n write(s) in the trace; none before the cursor (the value the game started with)", nullptr,
                  static_cast<int>(writes_->writes().size()))
                   .arg(fieldLabel(*field_));
    summary_->setText(text);
    summary_->setToolTip(text);
}

QString ProvenanceDock::summaryText() const { return summary_->text(); }

}  // namespace ts::gui
