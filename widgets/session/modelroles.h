#pragma once
// Roles shared by the GUI's models, from Qt::UserRole. Views and proxies filter and paint
// on these typed values, never on display strings.
#include <Qt>

namespace ts::gui {

enum ModelRole : int {
    SeqRole = Qt::UserRole + 1,  // qulonglong: the event's sequence number
    KindRole,  // int: the trace's kind id
    ClauseRole,  // QString: clause id, e.g. "000:merge"
    DepthRole,  // int: nesting depth
    SubjectsRole,  // QVariantList of uint entity ids
    ChangedRole,  // bool: the value changed with the current event
    BreakpointRole,  // bool: a breakpoint matches this event
    EntityRole,  // uint: the entity a row of state belongs to
    UserRoleEnd
};

}  // namespace ts::gui
