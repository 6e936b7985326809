#include "session/narrator.h"

#include "kernel/trace/render.h"

namespace ts::gui {

QString NarrationInput::entity(int subject) const
{
    return entityName(subject == 1 ? event.subject[1] : event.subject[0]);
}

QString NarrationInput::entityName(EntityId id) const { return QString::fromStdString(render.entity(id)); }

const Event* NarrationInput::firstDetail(std::string_view name) const
{
    for (std::size_t i = 0; i < detail.size() && i < detailKinds.size(); ++i)
        if (detailKinds[i] == name)
            return &detail[i];
    return nullptr;
}

}  // namespace ts::gui
