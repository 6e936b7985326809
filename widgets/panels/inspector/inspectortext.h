#pragma once
// What the inspector shows of a JSON value (inspectormodel.h): a leaf's text, an array
// element's label, and what that label is made of, compared on every cursor move.
#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <string>

namespace ts::gui::inspectortext {

QString leafText(const nlohmann::json& j);

// An array element's name: a unit by its name, a character or a card by its id ("Diluc",
// "Snipe"), a table row by unit and speed, a cell by Run; else "[i]".
QString elementLabel(const nlohmann::json& j, int i);

// What elementLabel() reads of an element, as one string into `out`: two elements with the
// same source get the same label at the same row.
void labelSource(const nlohmann::json& j, std::string& out);

}  // namespace ts::gui::inspectortext
