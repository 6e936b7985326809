#include "panels/compare/statediffmodel.h"

#include <nlohmann/json.hpp>

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace ts::gui {

namespace {

constexpr int kMaxText = 200;  // a leaf's text in a cell; the tooltip has it all

QString leafText(const nlohmann::json* v)
{
    if (!v)
        return StateDiffModel::tr("(none)");
    if (v->is_object())
        return StateDiffModel::tr("{%n key(s)}", nullptr, static_cast<int>(v->size()));
    if (v->is_array())
        return StateDiffModel::tr("[%n item(s)]", nullptr, static_cast<int>(v->size()));
    if (v->is_string())
        return QString::fromStdString(v->get<std::string>()).left(kMaxText);
    return QString::fromStdString(v->dump()).left(kMaxText);
}

// "[3] Player" for an element that names itself.
QString elementName(std::size_t i, const nlohmann::json* a, const nlohmann::json* b)
{
    const nlohmann::json* named = a && a->is_object() ? a : b && b->is_object() ? b : nullptr;
    QString label = QStringLiteral("[%1]").arg(i);
    if (named)
        for (const char* key : {"name", "id"})
            if (const auto it = named->find(key); it != named->end() && it->is_string())
                return label + QLatin1Char(' ') + QString::fromStdString(it->get<std::string>());
    return label;
}

QString escapePointer(const std::string& key)
{
    std::string out;
    for (const char c : key)
        out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return QString::fromStdString(out);
}

}  // namespace

StateDiffModel::StateDiffModel(QObject* parent) : QStandardItemModel(parent)
{
    setHorizontalHeaderLabels({tr("Value"), tr("A"), tr("B")});
}

void StateDiffModel::setStates(const nlohmann::json& a, const nlohmann::json& b, bool onlyDifferences)
{
    clear();
    setHorizontalHeaderLabels({tr("Value"), tr("A"), tr("B")});
    differences_ = 0;
    QStandardItem* root = invisibleRootItem();
    if (a.is_object() && b.is_object()) {
        // The top-level keys are the tree's first level (units, players, the round …).
        std::vector<std::string> keys;
        for (auto it = a.begin(); it != a.end(); ++it)
            keys.push_back(it.key());
        for (auto it = b.begin(); it != b.end(); ++it)
            if (!a.contains(it.key()))
                keys.push_back(it.key());
        for (const std::string& k : keys)
            add(root, QString::fromStdString(k), QLatin1Char('/') + escapePointer(k), a.contains(k) ? &a[k] : nullptr,
                b.contains(k) ? &b[k] : nullptr, onlyDifferences);
    } else {
        add(root, tr("state"), QString(), &a, &b, onlyDifferences);
    }
}

bool StateDiffModel::add(QStandardItem* parent, const QString& name, const QString& path, const nlohmann::json* a,
                         const nlohmann::json* b, bool onlyDifferences)
{
    auto* nameItem = new QStandardItem(name);
    auto* aItem = new QStandardItem(leafText(a));
    auto* bItem = new QStandardItem(leafText(b));
    for (QStandardItem* i : {nameItem, aItem, bItem}) {
        i->setEditable(false);
        i->setData(path, PathRole);
    }
    bool differs = false;
    const bool objects = a && b && a->is_object() && b->is_object();
    const bool arrays = a && b && a->is_array() && b->is_array();
    if (objects) {
        for (auto it = a->begin(); it != a->end(); ++it)
            differs |=
                add(nameItem, QString::fromStdString(it.key()), path + QLatin1Char('/') + escapePointer(it.key()), &*it,
                    b->contains(it.key()) ? &(*b)[it.key()] : nullptr, onlyDifferences);
        for (auto it = b->begin(); it != b->end(); ++it)
            if (!a->contains(it.key()))
                differs |= add(nameItem, QString::fromStdString(it.key()),
                               path + QLatin1Char('/') + escapePointer(it.key()), nullptr, &*it, onlyDifferences);
    } else if (arrays) {
        for (std::size_t i = 0; i < std::max(a->size(), b->size()); ++i) {
            const nlohmann::json* x = i < a->size() ? &(*a)[i] : nullptr;
            const nlohmann::json* y = i < b->size() ? &(*b)[i] : nullptr;
            differs |= add(nameItem, elementName(i, x, y), path + QLatin1Char('/') + QString::number(i), x, y,
                           onlyDifferences);
        }
    } else {
        differs = !a || !b || *a != *b;
        differences_ += differs;
        aItem->setToolTip(a ? QString::fromStdString(a->dump()) : QString());
        bItem->setToolTip(b ? QString::fromStdString(b->dump()) : QString());
        if (differs) {
            QFont bold;
            bold.setBold(true);
            for (QStandardItem* i : {aItem, bItem}) {
                i->setFont(bold);
                i->setBackground(QBrush(QColor(230, 170, 30, 90)));
            }
        }
    }
    if (onlyDifferences && !differs) {
        delete nameItem;
        delete aItem;
        delete bItem;
        return false;
    }
    for (QStandardItem* i : {nameItem, aItem, bItem})
        i->setData(differs, DiffersRole);
    if (differs && (objects || arrays)) {
        QFont bold;
        bold.setBold(true);
        nameItem->setFont(bold);
    }
    parent->appendRow({nameItem, aItem, bItem});
    return differs;
}

}  // namespace ts::gui
