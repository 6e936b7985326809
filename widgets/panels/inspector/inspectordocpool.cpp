#include "panels/inspector/inspectordocpool.h"

#include "kernel/game.h"

#include <nlohmann/json.hpp>

#include <QThreadPool>

namespace ts::gui {

void InspectorDocPool::disposeInBackground(Doc doc)
{
    if (!doc || doc.use_count() > 1)
        return;
    QThreadPool::globalInstance()->start([d = std::move(doc)]() mutable { d.reset(); });
}

void InspectorDocPool::release(Doc doc)
{
    if (doc && doc.use_count() == 1 && spares_.size() < kSpares) {
        // Nobody else holds it (the views point only into the documents shown).
        spares_.push_back(std::const_pointer_cast<nlohmann::json>(std::move(doc)));
        return;
    }
    disposeInBackground(std::move(doc));
}

InspectorDocPool::Spare InspectorDocPool::take()
{
    if (spares_.empty())
        return nullptr;
    Spare doc = std::move(spares_.back());
    spares_.pop_back();
    return doc;
}

InspectorDocPool::Doc InspectorDocPool::build(const Game& game)
{
    Spare doc = take();
    if (!doc)
        doc = std::make_shared<nlohmann::json>();
    game.writeJson(*doc);
    return doc;
}

void InspectorDocPool::clear()
{
    for (Spare& doc : spares_)
        disposeInBackground(std::move(doc));
    spares_.clear();
}

}  // namespace ts::gui
