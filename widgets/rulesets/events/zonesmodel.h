#pragma once
// Both players' zones as a model (ZonesSnapshot): player → player data and the zones in zone
// id order → characters and their sub-zones → listeners, with addresses; listeners marked,
// the listener hearing the event at the cursor lit, what that event changed marked.
#include "rulesets/events/rowtreemodel.h"
#include "rulesets/events/zonessnapshot.h"
#include "session/modelroles.h"

#include <QIcon>

namespace ts::gui {

class ZonesModel : public RowTreeModel {
    Q_OBJECT
public:
    enum Roles : int {
        RowKindRole = UserRoleEnd,  // int: ZonesSnapshot::RowKind
        ListenerRole,  // bool: a listener
        HearingRole,  // bool: hears the event at the cursor
        PlayerRole,  // int
        AddressRole,  // QString
    };
    enum Column : int { NameColumn = 0, AddressColumn, DetailColumn, ColumnCount };

    explicit ZonesModel(QObject* parent = nullptr);

    void setSnapshot(ZonesSnapshot snapshot);
    const ZonesSnapshot& snapshot() const { return snapshot_; }
    QModelIndex playerIndex(int player) const;
    // The mark of a listener (listening, or used up), for the legend.
    static QIcon listenerIcon(bool usedUp);
    static QColor listenerColor();

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ZonesSnapshot snapshot_;
};

}  // namespace ts::gui
