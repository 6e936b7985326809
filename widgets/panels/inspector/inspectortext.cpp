#include "panels/inspector/inspectortext.h"

#include "panels/inspector/inspectormodel.h"

#include <nlohmann/json.hpp>

namespace ts::gui::inspectortext {

using Json = nlohmann::json;

QString leafText(const Json& j)
{
    // The common cases without a detour through dump().
    if (j.is_boolean())
        return j.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    if (j.is_number_integer())
        return QString::number(j.get<std::int64_t>());
    if (j.is_string())
        return QString::fromStdString(j.get<std::string>());
    return QString::fromStdString(j.dump());
}

// An array element's name: a unit by its name, a character or a card by its id ("Diluc",
// "Snipe"), a table row by unit and speed, a cell by Run.
QString elementLabel(const Json& j, int i)
{
    if (j.is_object()) {
        for (const char* key : {"name", "id"})
            if (const auto name = j.find(key); name != j.end() && name->is_string())
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

// What elementLabel() reads of an element, in its order, as one string: two elements with the
// same source get the same label at the same row. Kept by each element node that has
// children, so a cursor move reads the labels of the new document only, once, and never the
// old one's (a thousand units and as many table rows on every step: the two lookups per key
// in both documents were most of InspectorModel::show()).
void labelSource(const Json& j, std::string& out)
{
    out.clear();
    if (!j.is_object())
        return;  // "[i]"
    for (const char* key : {"name", "id"})
        if (const auto name = j.find(key); name != j.end() && name->is_string()) {
            out.push_back(key[0]);
            out += name->get_ref<const std::string&>();
            return;
        }
    if (const auto unit = j.find("unit"); unit != j.end() && unit->is_string()) {
        out.push_back('u');
        out += unit->get_ref<const std::string&>();
        if (const auto speed = j.find("speed"); speed != j.end() && speed->is_string()) {
            out.push_back('\0');
            out += speed->get_ref<const std::string&>();
        }
        return;
    }
    if (const auto run = j.find("run"); run != j.end() && run->is_number_integer()) {
        out.push_back('r');
        out += std::to_string(run->get<std::int64_t>());
    }
}

}  // namespace ts::gui::inspectortext
