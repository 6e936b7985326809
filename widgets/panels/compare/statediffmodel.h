#pragma once
// Two game states side by side as a tree (the comparison window): every value of either
// state's JSON with its value in A and in B, values that differ highlighted, and a node
// marked when anything below it differs; units and other list elements are labelled by
// their "name" (or "id") when they have one, so a difference reads unit by unit.
#include <QStandardItemModel>

#include <nlohmann/json_fwd.hpp>

namespace ts::gui {

class StateDiffModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Column { Name, ValueA, ValueB, ColumnCount };
    enum Role { DiffersRole = Qt::UserRole + 200, PathRole };  // bool; QString (a JSON pointer)

    explicit StateDiffModel(QObject* parent = nullptr);

    // Shows `a` and `b`; with `onlyDifferences` the values that are the same are left out.
    void setStates(const nlohmann::json& a, const nlohmann::json& b, bool onlyDifferences);
    int differences() const { return differences_; }  // differing leaves

private:
    bool add(QStandardItem* parent, const QString& name, const QString& path, const nlohmann::json* a,
             const nlohmann::json* b, bool onlyDifferences);

    int differences_ = 0;
};

}  // namespace ts::gui
