#include "panels/inspector/inspectormodel.h"

#include "panels/inspector/inspectordoccache.h"
#include "panels/inspector/inspectordocpool.h"
#include "panels/inspector/inspectorsteps.h"
#include "panels/inspector/inspectortext.h"
#include "panels/inspector/jsondiff.h"
#include "panels/inspector/statejsonjob.h"
#include "session/panelstyle.h"
#include "session/sessioncontroller.h"

#include "kernel/kinds.h"
#include "kernel/session/session.h"

#include <nlohmann/json.hpp>

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include <algorithm>
#include <map>

namespace ts::gui {

namespace {

using Json = nlohmann::json;

QString escapeToken(QString key)
{
    return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}

QString unescapeToken(QString token)
{
    return token.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
}

}  // namespace

using inspectortext::elementLabel;
using inspectortext::labelSource;
using inspectortext::leafText;
using jsondiff::countChanged;
using jsondiff::Counterparts;

InspectorModel::InspectorModel(SessionController* controller, QObject* parent)
    : QAbstractItemModel(parent),
      controller_(controller),
      cache_(std::make_unique<InspectorDocCache>([this](Doc doc) { pool_.release(std::move(doc)); }))
{
    prepareTimer_.setSingleShot(true);
    prepareTimer_.setInterval(30);
    connect(&prepareTimer_, &QTimer::timeout, this, &InspectorModel::prepareNextStep);
    if (controller_) {
        connect(controller_, &SessionController::sessionChanged, this, [this] {
            cache_->clear();
            pool_.clear();
            ++generation_;
            show(nullptr, nullptr);  // a new game: nothing of the old tree stays
            gate_.request();
        });
        // A fork rewrites the states after its decision; appended events change none, but
        // the two are not told apart here.
        connect(controller_, &SessionController::traceChanged, this, [this] {
            cache_->clear();
            ++generation_;
            if (fromEmptyTrace_)
                gate_.request();  // a new session announces the cursor before its first events exist
        });
        connect(controller_, &SessionController::cursorMoved, this, [this] { gate_.request(); });
    }
    refresh();
}

InspectorModel::~InspectorModel() = default;

void InspectorModel::setAsynchronous(bool asynchronous)
{
    if (asynchronous == (job_ != nullptr))
        return;
    if (!asynchronous) {
        delete job_;  // waits for a running job; its result is dropped with it
        job_ = nullptr;
        return;
    }
    job_ =
        new StateJsonJob([this](std::uint64_t tag, Doc now, Doc before,
                                Counts counts) { jobDone(tag, std::move(now), std::move(before), std::move(counts)); },
                         this);
}

void InspectorModel::jobDone(std::uint64_t tag, Doc now, Doc before, Counts counts)
{
    // Documents of another session or trace are of no use; the others join the cache, and
    // a refresh shows them, or asks for the cursor's newer position.
    if (tag == generation_) {
        if (!before || jobCursor_ == 0)
            counts = nullptr;
        else
            cache_->add(jobCursor_ - 1, std::move(before));
        cache_->add(jobCursor_, std::move(now), std::move(counts));
    } else {
        pool_.release(std::move(now));  // off the GUI thread, or a spare
        pool_.release(std::move(before));
    }
    preparing_ = false;
    refresh();
}

void InspectorModel::setActive(bool active)
{
    if (active_ == active)
        return;
    active_ = active;
    if (active_ && dirty_)
        refresh();
}

void InspectorModel::refresh()
{
    if (!active_) {
        dirty_ = true;
        return;
    }
    dirty_ = false;
    if (!controller_ || !controller_->hasSession()) {
        cache_->clear();
        fromEmptyTrace_ = false;
        show(nullptr, nullptr);
        return;
    }
    const Seq cursor = controller_->cursor();
    const Session& session = *controller_->session();
    fromEmptyTrace_ = session.size() == 0;
    const Trace& trace = session.trace();
    // The state one event earlier, to mark what the event changed (any event may).
    const bool compare = cursor > 0 && cursor < session.size();
    const bool ownBefore = compare;
    Doc now = cache_->find(trace, cursor);
    Doc before = ownBefore ? cache_->find(trace, cursor - 1) : nullptr;
    if (job_ && (!now || (ownBefore && !before))) {
        if (!job_->busy()) {
            jobCursor_ = cursor;
            startJob(now ? nullptr : controller_->stateAtCursor()->clone(),
                     ownBefore && !before ? controller_->stateBeforeCursor()->clone() : nullptr, now, before);
        }
        // The job's end refreshes again, for the cursor of that moment: what is shown is
        // about to change, even when the running job was preparing the next step.
        preparing_ = false;
        return;
    }
    if (!now)
        now = pool_.build(*controller_->stateAtCursor());
    if (ownBefore && !before)
        before = pool_.build(*controller_->stateBeforeCursor());
    // The job's comparison of these two, if it made them (the document one event earlier
    // may be another of the same state: the counts depend only on its contents).
    Counts counts = ownBefore && before && before != now ? cache_->countsAt(cursor, now) : nullptr;
    if (before && before != now)
        cache_->add(cursor - 1, before);
    cache_->add(cursor, now, counts);
    show(std::move(now), std::move(before), std::move(counts));
    // Not at once: the job's threads would compete with this very update's painting for
    // the cores. A reader's pause (or a key's auto-repeat interval) is longer than this.
    if (job_)
        prepareTimer_.start();
}

// While the user looks at this event, the job builds the documents the next step will need
// (a rule step's first event needs two): F10's first, then Alt+F10's (inspectorsteps.h), one
// job each; the step then only compares and shows them. Making the games here, on the GUI
// thread while it is idle, also leaves their engine steps in the session's recent positions:
// the step's stateAtCursor() then re-executes one step, not from a checkpoint.
void InspectorModel::prepareNextStep()
{
    if (!job_ || job_->busy() || !controller_->hasSession() || controller_->isBusy())
        return;
    Session& session = *controller_->session();
    const Trace& trace = session.trace();
    for (const Seq target : inspectorsteps::preparationTargets(trace, controller_->cursor())) {
        const bool needNow = !cache_->find(trace, target);
        const bool needBefore = target > 0 && !cache_->find(trace, target - 1);
        if (!needNow && !needBefore)
            continue;
        std::unique_ptr<Game> now, before;
        try {
            now = needNow ? session.stateAt(target) : nullptr;
            before = needBefore ? session.stateAt(target - 1) : nullptr;
        } catch (const std::exception&) {
            return;  // an unreadable block: the step itself will say so
        }
        jobCursor_ = target;
        preparing_ = true;
        startJob(std::move(now), std::move(before), cache_->find(trace, target),
                 target > 0 ? cache_->find(trace, target - 1) : nullptr);
        return;  // its end refreshes, which prepares the next target
    }
}

void InspectorModel::startJob(std::unique_ptr<Game> now, std::unique_ptr<Game> before, Doc knownNow, Doc knownBefore)
{
    InspectorDocPool::Spare spareNow = now ? pool_.take() : nullptr;
    InspectorDocPool::Spare spareBefore = before ? pool_.take() : nullptr;
    job_->start(generation_, std::move(now), std::move(before), std::move(spareNow), std::move(spareBefore),
                std::move(knownNow), std::move(knownBefore));
}

void InspectorModel::setStates(const nlohmann::json& now, const nlohmann::json& before)
{
    show(now.is_null() ? nullptr : std::make_shared<const Json>(now),
         before.is_null() ? nullptr : std::make_shared<const Json>(before));
}

void InspectorModel::show(Doc now, Doc before, Counts counts)
{
    if (now && !now->is_structured())
        now.reset();  // a scalar state has no tree to show
    if (now && now == now_ && before == before_ && !nodes_.empty()) {
        emit refreshed();  // the same state as shown (a step over events that change nothing)
        return;
    }
    counts_ = now && before ? std::move(counts) : nullptr;
    // The old documents stay alive until the built nodes have been compared with the new.
    Doc oldNow = std::exchange(now_, std::move(now));
    Doc oldBefore = std::exchange(before_, now_ ? std::move(before) : nullptr);
    compare_ = before_ != nullptr;
    const Json* rootBefore = before_.get();

    std::map<int, std::vector<int>> dirty;  // parent -> the rows whose text changed, in order
    // A failed rebind leaves some nodes on the new documents: both stay alive (oldNow) until
    // the reset below has told the views.
    const bool reshaped = !now_ || nodes_.empty() || !rebindChanged(rootBefore, dirty);
    if (reshaped) {
        beginResetModel();
        nodes_.clear();
        changedCount_ = 0;
        if (now_) {
            Node root;
            root.type = now_->is_object() ? Type::Object : Type::Array;
            root.now = now_.get();
            root.size = now_->size();
            root.before = rootBefore;
            root.changedBelow = compare_ ? changedBelow(*now_, rootBefore) : 0;
            nodes_.push_back(std::move(root));
        }
        endResetModel();
    } else {
        for (const auto& [parent, rows] : dirty)
            signalRows(parent, rows);
    }
    changedCount_ = nodes_.empty() ? 0 : nodes_[0].changedBelow;
    pool_.release(std::move(oldNow));
    pool_.release(std::move(oldBefore));
    emit refreshed();
}

bool InspectorModel::rebindChanged(const nlohmann::json* rootBefore, std::map<int, std::vector<int>>& dirty)
{
    std::vector<Shown> saved;
    saved.reserve(nodes_.size());
    for (const Node& n : nodes_)
        saved.push_back({n.now, n.before, n.changed, n.changedBelow, n.size});
    if (!rebind(0, *now_, rootBefore))
        return false;
    std::string label;
    for (std::size_t i = 1; i < nodes_.size(); ++i) {
        Node& n = nodes_[i];
        if (rowDiffers(saved[i], n, label))
            dirty[n.parent].push_back(n.row);  // a parent's children are built in row order
    }
    return true;
}

bool InspectorModel::rowDiffers(const Shown& o, Node& n, std::string& label) const
{
    bool differs = o.changed != n.changed || o.changedBelow != n.changedBelow;
    if (n.type == Type::Leaf)
        return differs || *o.now != *n.now ||
            (n.changed && (!o.before != !n.before || (n.before && *o.before != *n.before)));
    differs = differs || o.size != n.size;
    if (nodes_[static_cast<std::size_t>(n.parent)].type == Type::Array) {
        labelSource(*n.now, label);  // kept current even when the row differs anyway
        if (label != n.label) {
            differs = true;
            n.label.swap(label);
        }
    }
    return differs;
}

// One dataChanged per run of changed rows, not one from the first to the last: a step that
// changes units 3 and 900 would otherwise have the view repaint every unit on screen between
// them (issue 41's Step Back). Runs a few rows apart are joined, and many runs become one
// range, so that the signals stay few.
void InspectorModel::signalRows(int parent, const std::vector<int>& rows)
{
    constexpr int kJoin = 4;  // rows apart: joined into one run
    constexpr std::size_t kMaxRuns = 32;
    std::vector<std::pair<int, int>> runs;
    for (const int r : rows) {
        if (!runs.empty() && r - runs.back().second <= kJoin)
            runs.back().second = r;
        else
            runs.emplace_back(r, r);
    }
    if (runs.size() > kMaxRuns)
        runs = {{runs.front().first, runs.back().second}};
    const QModelIndex p = parent == 0 ? QModelIndex() : indexOf(parent, 0);
    for (const auto& [first, last] : runs)
        emit dataChanged(index(first, 0, p), index(last, ColumnCount - 1, p));
}

bool InspectorModel::rebind(int id, const nlohmann::json& now, const nlohmann::json* before)
{
    const Type type = now.is_object() ? Type::Object : now.is_array() ? Type::Array : Type::Leaf;
    {
        Node& n = nodes_[static_cast<std::size_t>(id)];
        if (type != n.type || (type != Type::Leaf && n.built && now.size() != n.children.size()))
            return false;
        if (type != Type::Leaf && !n.built && n.now->empty() != now.empty())
            return false;  // hasChildren() would change
        n.now = &now;
        n.before = before;
        n.size = type == Type::Leaf ? 0 : now.size();
        if (type == Type::Leaf) {
            n.changed = compare_ && (!before || (before != &now && *before != now));
            return true;
        }
        if (!n.built) {
            n.changedBelow = compare_ ? changedBelow(now, before) : 0;
            return true;
        }
    }
    int below = 0;
    std::size_t i = 0;
    Counterparts counterparts(compare_ ? before : nullptr, now);
    for (auto it = now.begin(); it != now.end(); ++it, ++i) {
        const int child = nodes_[static_cast<std::size_t>(id)].children[i];
        if (type == Type::Object && nodes_[static_cast<std::size_t>(child)].key != it.key())
            return false;
        if (!rebind(child, *it, counterparts.at(it, i)))
            return false;
        const Node& c = nodes_[static_cast<std::size_t>(child)];
        below += c.type == Type::Leaf ? int(c.changed) : c.changedBelow;
    }
    nodes_[static_cast<std::size_t>(id)].changedBelow = below;
    return true;
}

int InspectorModel::changedBelow(const nlohmann::json& now, const nlohmann::json* before) const
{
    if (!counts_)
        return countChanged(now, before);
    const auto it = counts_->find(&now);
    return it == counts_->end() ? 0 : it->second;
}

void InspectorModel::ensureChildren(int id) const
{
    if (nodes_[static_cast<std::size_t>(id)].built)
        return;
    const Json& now = *nodes_[static_cast<std::size_t>(id)].now;
    const Json* before = nodes_[static_cast<std::size_t>(id)].before;
    std::vector<int> children;
    if (now.is_structured()) {
        children.reserve(now.size());
        Counterparts counterparts(compare_ ? before : nullptr, now);
        std::size_t i = 0;
        for (auto it = now.begin(); it != now.end(); ++it, ++i) {
            Node c;
            c.parent = id;
            c.row = static_cast<int>(i);
            c.type = it->is_object() ? Type::Object : it->is_array() ? Type::Array : Type::Leaf;
            c.now = &*it;
            c.before = counterparts.at(it, i);
            c.key = now.is_object() ? it.key() : std::to_string(i);
            if (c.type != Type::Leaf) {
                c.size = it->size();
                if (now.is_array())
                    labelSource(*it, c.label);
            }
            if (compare_) {
                if (c.type == Type::Leaf)
                    c.changed = !c.before || *c.before != *it;
                else
                    c.changedBelow = changedBelow(*it, c.before);
            }
            children.push_back(static_cast<int>(nodes_.size()));
            nodes_.push_back(std::move(c));
        }
    }
    Node& n = nodes_[static_cast<std::size_t>(id)];
    n.children = std::move(children);
    n.built = true;
}

QString InspectorModel::valueText(const Node& n) const
{
    if (n.type == Type::Leaf)
        return leafText(*n.now);
    const int count = static_cast<int>(n.now->size());
    QString text = n.type == Type::Array ? (count == 1 ? tr("1 item") : tr("%1 items").arg(count))
                                         : (count == 1 ? tr("1 field") : tr("%1 fields").arg(count));
    if (n.changedBelow > 0)
        text += tr(" · %1 changed").arg(n.changedBelow);
    return text;
}

QModelIndex InspectorModel::indexOf(int node, int column) const
{
    if (node <= 0 || node >= static_cast<int>(nodes_.size()))
        return {};
    return createIndex(nodes_[static_cast<std::size_t>(node)].row, column, static_cast<quintptr>(node));
}

const InspectorModel::Node* InspectorModel::nodeOf(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const auto id = static_cast<std::size_t>(index.internalId());
    return id < nodes_.size() ? &nodes_[id] : nullptr;
}

QModelIndex InspectorModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || nodes_.empty())
        return {};
    if (parent.isValid() && (parent.column() != 0 || !nodeOf(parent)))
        return {};
    const int id = parent.isValid() ? static_cast<int>(parent.internalId()) : 0;
    ensureChildren(id);
    const Node& p = nodes_[static_cast<std::size_t>(id)];
    if (row >= static_cast<int>(p.children.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(p.children[static_cast<std::size_t>(row)]));
}

QModelIndex InspectorModel::parent(const QModelIndex& child) const
{
    const Node* n = nodeOf(child);
    if (!n || n->parent <= 0)
        return {};
    return indexOf(n->parent, 0);
}

int InspectorModel::rowCount(const QModelIndex& parent) const
{
    if (nodes_.empty() || (parent.isValid() && parent.column() != 0))
        return 0;
    const int id = parent.isValid() ? static_cast<int>(parent.internalId()) : 0;
    if (!nodeOf(parent) && parent.isValid())
        return 0;
    // Children are built once counted: a size that changes later is then seen as a new
    // shape, never as rows that silently came or went.
    ensureChildren(id);
    return static_cast<int>(nodes_[static_cast<std::size_t>(id)].children.size());
}

int InspectorModel::columnCount(const QModelIndex&) const { return ColumnCount; }

bool InspectorModel::isBuilding() const { return job_ && job_->busy() && !preparing_; }

std::vector<std::pair<Seq, InspectorModel::Doc>> InspectorModel::keptDocuments() const { return cache_->kept(); }

bool InspectorModel::isPreparing() const { return prepareTimer_.isActive() || (job_ && job_->busy() && preparing_); }

bool InspectorModel::hasChildren(const QModelIndex& parent) const
{
    // Asked for every row a view lays out (a thousand units): answered from the document,
    // without building children nobody has opened. rebind() resets the model when a
    // container not built turns empty or stops being empty, so the answer never goes stale.
    if (nodes_.empty() || (parent.isValid() && parent.column() != 0))
        return false;
    const Node* n = parent.isValid() ? nodeOf(parent) : &nodes_[0];
    return n && n->type != Type::Leaf && !n->now->empty();
}

QVariant InspectorModel::data(const QModelIndex& index, int role) const
{
    const Node* n = nodeOf(index);
    if (!n)
        return {};
    const bool leaf = n->type == Type::Leaf;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ValueColumn)
            return valueText(*n);
        return nodes_[static_cast<std::size_t>(n->parent)].type == Type::Array ? elementLabel(*n->now, n->row)
                                                                               : QString::fromStdString(n->key);
    case Qt::ToolTipRole: {
        QString tip = pathOf(index);
        if (n->changed)
            tip += QLatin1Char('\n') +
                tr("changed by this event: %1 → %2").arg(data(index, PreviousValueRole).toString(), leafText(*n->now));
        else if (n->changedBelow > 0)
            tip += QLatin1Char('\n') +
                (n->changedBelow == 1 ? tr("1 value inside changed by this event")
                                      : tr("%1 values inside changed by this event").arg(n->changedBelow));
        return tip;
    }
    case Qt::BackgroundRole:
        if (n->changed)
            return PanelStyle::changedFill();
        return {};
    case Qt::FontRole:
        if (n->changed) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if (!leaf && index.column() == ValueColumn) {
            if (n->changedBelow > 0)
                return PanelStyle::darkPalette() ? QColor(0xff, 0xc1, 0x4d) : QColor(0xa0, 0x60, 0x00);
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        }
        return {};
    case ChangedRole: return n->changed;
    case PathRole: return pathOf(index);
    case PreviousValueRole:
        if (!n->changed)
            return {};
        return n->before ? leafText(*n->before) : tr("(absent)");
    case ContainsChangeRole: return n->changedBelow > 0;
    case IsLeafRole: return leaf;
    case IsListRole: return n->type == Type::Array;
    default: return {};
    }
}

QVariant InspectorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case ValueColumn: return tr("Value");
    default: return {};
    }
}

QString InspectorModel::pathOf(const QModelIndex& index) const
{
    if (!nodeOf(index))
        return {};
    QStringList tokens;
    for (int i = static_cast<int>(index.internalId()); i > 0; i = nodes_[static_cast<std::size_t>(i)].parent)
        tokens.prepend(escapeToken(QString::fromStdString(nodes_[static_cast<std::size_t>(i)].key)));
    return QLatin1Char('/') + tokens.join(QLatin1Char('/'));
}

QModelIndex InspectorModel::indexForPath(const QString& path) const
{
    if (nodes_.empty() || !path.startsWith(QLatin1Char('/')))
        return {};
    int node = 0;
    const QStringList tokens = path.mid(1).split(QLatin1Char('/'));
    for (const QString& raw : tokens) {
        const std::string key = unescapeToken(raw).toStdString();
        if (nodes_[static_cast<std::size_t>(node)].type == Type::Leaf)
            return {};
        ensureChildren(node);
        const auto& children = nodes_[static_cast<std::size_t>(node)].children;
        const auto it = std::find_if(children.begin(), children.end(),
                                     [&](int c) { return nodes_[static_cast<std::size_t>(c)].key == key; });
        if (it == children.end())
            return {};
        node = *it;
    }
    return indexOf(node, 0);
}

}  // namespace ts::gui
