#include "inspectormodel.h"

#include "sessioncontroller.h"

#include <nlohmann/json.hpp>

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <map>

namespace ts::gui {

namespace {

QString leafText(const nlohmann::json& j)
{
    // The common cases without a detour through dump(): a state has tens of thousands of leaves.
    if (j.is_boolean())
        return j.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (j.is_number_integer())
        return QString::number(j.get<std::int64_t>());
    if (j.is_string())
        return QString::fromStdString(j.get<std::string>());
    if (j.is_object())
        return InspectorModel::tr("(object)");
    if (j.is_array())
        return InspectorModel::tr("(array)");
    return QString::fromStdString(j.dump());
}

// An array element's name: a unit by its name, a table row by unit and speed, a cell by Run.
QString elementLabel(const nlohmann::json& j, std::size_t i)
{
    if (j.is_object()) {
        if (const auto name = j.find("name"); name != j.end() && name->is_string())
            return QString::fromStdString(name->get<std::string>());
        if (const auto unit = j.find("unit"); unit != j.end() && unit->is_string()) {
            QString label = QString::fromStdString(unit->get<std::string>());
            if (const auto speed = j.find("speed"); speed != j.end() && speed->is_string())
                label += QLatin1Char(' ') + QString::fromStdString(speed->get<std::string>());
            return label;
        }
        if (const auto run = j.find("run"); run != j.end() && run->is_number_integer())
            return InspectorModel::tr("Run %1").arg(run->get<int>());
    }
    return QStringLiteral("[%1]").arg(i);
}

QString escapeToken(QString key)
{
    return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}

QString unescapeToken(QString token)
{
    return token.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
}

// Object keys repeat (every unit has "hp", "x", ...): one shared QString per distinct key.
QString internedKey(const std::string& key)
{
    static thread_local std::map<std::string, QString, std::less<>> keys;
    auto it = keys.find(key);
    if (it == keys.end())
        it = keys.emplace(key, QString::fromStdString(key)).first;
    return it->second;
}

bool darkPalette() { return QGuiApplication::palette().color(QPalette::Base).lightnessF() < 0.5; }

}  // namespace

struct InspectorModel::JsonCache {
    std::vector<std::pair<Seq, nlohmann::json>> states;  // at most two
};

InspectorModel::InspectorModel(SessionController* controller, QObject* parent)
    : QAbstractItemModel(parent), controller_(controller), cache_(std::make_unique<JsonCache>())
{
    if (controller_) {
        connect(controller_, &SessionController::sessionChanged, this, [this] {
            cache_->states.clear();
            resetPending_ = true;
            refresh();
        });
        // A fork rewrites the states after its decision; appended events change none, but
        // the two are not told apart here.
        // A new session announces the cursor before its first events exist.
        connect(controller_, &SessionController::traceChanged, this, [this] {
            cache_->states.clear();
            if (fromEmptyTrace_)
                refresh();
        });
        connect(controller_, &SessionController::cursorMoved, this, &InspectorModel::refresh);
    }
    refresh();
}

InspectorModel::~InspectorModel() = default;

void InspectorModel::refresh()
{
    nlohmann::json now, before;
    if (!controller_ || !controller_->hasSession()) {
        cache_->states.clear();
        fromEmptyTrace_ = false;
        setStates(now, before);
        return;
    }
    auto previous = std::move(cache_->states);
    cache_->states.clear();
    auto take = [&previous](Seq seq, const Game* game) -> nlohmann::json {
        for (auto& [s, json] : previous)
            if (s == seq && !json.is_null())
                return std::move(json);
        return game ? game->toJson() : nlohmann::json();
    };
    const Seq cursor = controller_->cursor();
    fromEmptyTrace_ = controller_->session()->size() == 0;
    // The controller computes (and caches) a state only when asked: ask only on a miss.
    const bool haveNow = std::any_of(previous.begin(), previous.end(), [&](const auto& p) { return p.first == cursor; });
    now = take(cursor, haveNow ? nullptr : controller_->stateAtCursor());
    if (cursor > 0) {
        const bool haveBefore =
            std::any_of(previous.begin(), previous.end(), [&](const auto& p) { return p.first == cursor - 1; });
        before = take(cursor - 1, haveBefore ? nullptr : controller_->stateBeforeCursor());
    }
    setStates(now, before);
    cache_->states.emplace_back(cursor, std::move(now));
    if (!before.is_null())
        cache_->states.emplace_back(cursor - 1, std::move(before));
}

// `compare`: there is a previous state; then a value without a counterpart in `before` is new
// (changed), and at the first event (no previous state) nothing is marked.
int InspectorModel::build(std::vector<Node>& nodes, int parent, int row, const QString& key, const nlohmann::json& now,
                          const nlohmann::json* before, bool compare, int& changed) const
{
    const int self = static_cast<int>(nodes.size());
    nodes.emplace_back();
    {
        Node& n = nodes.back();
        n.parent = parent;
        n.row = row;
        n.key = key;
        n.type = now.is_object() ? Type::Object : now.is_array() ? Type::Array : Type::Leaf;
    }
    if (now.is_object() || now.is_array()) {
        std::vector<int> children;
        children.reserve(now.size());
        int below = 0;
        int i = 0;
        for (auto it = now.begin(); it != now.end(); ++it, ++i) {
            const nlohmann::json* b = nullptr;
            QString childKey, childLabel;
            if (now.is_object()) {
                childKey = internedKey(it.key());
                childLabel = childKey;
                if (before && before->is_object())
                    if (const auto f = before->find(it.key()); f != before->end())
                        b = &*f;
            } else {
                childKey = QString::number(i);
                childLabel = elementLabel(*it, static_cast<std::size_t>(i));
                if (before && before->is_array() && static_cast<std::size_t>(i) < before->size())
                    b = &(*before)[static_cast<std::size_t>(i)];
            }
            const int child = build(nodes, self, i, childKey, *it, b, compare, below);
            nodes[static_cast<std::size_t>(child)].label = childLabel;
            children.push_back(child);
        }
        Node& n = nodes[static_cast<std::size_t>(self)];
        n.children = std::move(children);
        n.changedBelow = below;
        const int count = static_cast<int>(n.children.size());
        if (n.type == Type::Array)
            n.value = count == 1 ? tr("1 item") : tr("%1 items").arg(count);
        else
            n.value = count == 1 ? tr("1 field") : tr("%1 fields").arg(count);
        if (below > 0)
            n.value += tr(" · %1 changed").arg(below);
        changed += below;
    } else {
        Node& n = nodes[static_cast<std::size_t>(self)];
        n.value = leafText(now);
        if (compare && (!before || *before != now)) {
            n.changed = true;
            n.previous = before ? leafText(*before) : tr("(absent)");
            ++changed;
        }
    }
    return self;
}

bool InspectorModel::sameShape(const std::vector<Node>& a, const std::vector<Node>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].parent != b[i].parent || a[i].type != b[i].type || a[i].key != b[i].key ||
            a[i].children.size() != b[i].children.size())
            return false;
    return true;
}

void InspectorModel::setStates(const nlohmann::json& now, const nlohmann::json& before)
{
    std::vector<Node> nodes;
    int changed = 0;
    if (!now.is_null()) {
        const bool compare = !before.is_null();
        build(nodes, -1, 0, QString(), now, compare ? &before : nullptr, compare, changed);
    }
    if (resetPending_ || !sameShape(nodes, nodes_)) {
        beginResetModel();
        nodes_ = std::move(nodes);
        changedCount_ = changed;
        resetPending_ = false;
        endResetModel();
        emit refreshed();
        return;
    }
    // Same shape: announce the rows whose data differ, grouped by parent.
    std::map<int, std::pair<int, int>> dirty;  // parent -> [first row, last row]
    for (std::size_t i = 1; i < nodes.size(); ++i) {
        const Node& o = nodes_[i];
        const Node& n = nodes[i];
        if (o.label == n.label && o.value == n.value && o.changed == n.changed && o.previous == n.previous &&
            o.changedBelow == n.changedBelow)
            continue;
        auto [it, inserted] = dirty.try_emplace(n.parent, n.row, n.row);
        if (!inserted) {
            it->second.first = std::min(it->second.first, n.row);
            it->second.second = std::max(it->second.second, n.row);
        }
    }
    nodes_ = std::move(nodes);
    changedCount_ = changed;
    for (const auto& [parent, rows] : dirty) {
        const QModelIndex p = parent == 0 ? QModelIndex() : indexOf(parent, 0);
        emit dataChanged(index(rows.first, 0, p), index(rows.second, ColumnCount - 1, p));
    }
    emit refreshed();
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
    if (parent.isValid() && parent.column() != 0)
        return {};
    const Node* p = parent.isValid() ? nodeOf(parent) : &nodes_[0];
    if (!p || row >= static_cast<int>(p->children.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(p->children[static_cast<std::size_t>(row)]));
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
    if (nodes_.empty())
        return 0;
    if (!parent.isValid())
        return static_cast<int>(nodes_[0].children.size());
    if (parent.column() != 0)
        return 0;
    const Node* n = nodeOf(parent);
    return n ? static_cast<int>(n->children.size()) : 0;
}

int InspectorModel::columnCount(const QModelIndex&) const { return ColumnCount; }

bool InspectorModel::hasChildren(const QModelIndex& parent) const { return rowCount(parent) > 0; }

QVariant InspectorModel::data(const QModelIndex& index, int role) const
{
    const Node* n = nodeOf(index);
    if (!n)
        return {};
    const bool leaf = n->type == Type::Leaf;
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? n->label : n->value;
    case Qt::ToolTipRole: {
        QString tip = pathOf(index);
        if (n->changed)
            tip += QLatin1Char('\n') + tr("changed by this event: %1 → %2").arg(n->previous, n->value);
        else if (n->changedBelow > 0)
            tip += QLatin1Char('\n') + (n->changedBelow == 1 ? tr("1 value inside changed by this event")
                                                             : tr("%1 values inside changed by this event").arg(n->changedBelow));
        return tip;
    }
    case Qt::BackgroundRole:
        if (n->changed)
            return darkPalette() ? QColor(0x5c, 0x4a, 0x12) : QColor(0xff, 0xec, 0xb3);
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
            const QPalette pal = QGuiApplication::palette();
            if (n->changedBelow > 0)
                return darkPalette() ? QColor(0xff, 0xc1, 0x4d) : QColor(0xa0, 0x60, 0x00);
            return pal.color(QPalette::PlaceholderText);
        }
        return {};
    case ChangedRole: return n->changed;
    case PathRole: return pathOf(index);
    case PreviousValueRole: return n->changed ? QVariant(n->previous) : QVariant();
    case ContainsChangeRole: return n->changedBelow > 0;
    case IsLeafRole: return leaf;
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
    const Node* n = nodeOf(index);
    if (!n)
        return {};
    QStringList tokens;
    for (int i = static_cast<int>(index.internalId()); i > 0; i = nodes_[static_cast<std::size_t>(i)].parent)
        tokens.prepend(escapeToken(nodes_[static_cast<std::size_t>(i)].key));
    return QLatin1Char('/') + tokens.join(QLatin1Char('/'));
}

QModelIndex InspectorModel::indexForPath(const QString& path) const
{
    if (nodes_.empty() || !path.startsWith(QLatin1Char('/')))
        return {};
    int node = 0;
    const QStringList tokens = path.mid(1).split(QLatin1Char('/'));
    for (const QString& raw : tokens) {
        const QString key = unescapeToken(raw);
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
