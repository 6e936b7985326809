// The state at every event: exact whichever way it is reached, and changed only as traced.
#include "conformance_internal.h"

#include "kernel/draw/rng.h"
#include "kernel/kinds.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_paths.h"
#include "kernel/session/write_index.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>

#include <algorithm>
#include <map>
#include <optional>
#include <regex>
#include <set>

namespace ts::conformance {

namespace {

using nlohmann::json;

std::size_t docHash(const Game& g) { return std::hash<json>{}(g.toJson()); }

QString firstDifference(const json& want, const json& got)
{
    const json patch = json::diff(want, got);
    if (patch.empty())
        return QStringLiteral("the documents' hashes differ");
    QString text = QString::fromStdString(patch[0].dump());
    if (text.size() > 240)
        text = text.left(240) + QStringLiteral("…");
    return QStringLiteral("%1 change(s), first %2").arg(patch.size()).arg(text);
}

// The document's hash at each event of `events`, from `s`, visiting them in `order`.
std::map<Seq, std::size_t> hashesVia(Session& s, const std::vector<Seq>& order)
{
    std::map<Seq, std::size_t> out;
    for (const Seq n : order) {
        s.seek(n);
        out[n] = docHash(*s.stateAt(n));
    }
    return out;
}

void comparePath(const Session& s, const char* how, const std::map<Seq, std::size_t>& want,
                 const std::map<Seq, std::size_t>& got, Session& via, Failures& out, const Ruleset& ruleset)
{
    int listed = 0;
    for (const auto& [n, h] : want) {
        const auto it = got.find(n);
        if (it != got.end() && it->second == h)
            continue;
        if (listed++ == kListed)
            break;
        json straight;
        const std::set<Seq> only{n};
        straightStates(
            s, ruleset, n + 1, [&](Seq, const Game& g) { straight = g.toJson(); }, &only);
        out << QStringLiteral("state at %1 reached %2 differs from the game re-executed straight to it: %3")
                   .arg(eventText(s, n), QString::fromLatin1(how), firstDifference(straight, via.stateAt(n)->toJson()));
    }
}

// Every value under `pointer` of `doc` (itself when a value) that shows a traced field.
void tracedUnder(const Ruleset& ruleset, const json& doc, const std::string& pointer, const StateFieldLookup& lookup,
                 std::vector<TracedValue>& out)
{
    const json& at = doc.at(json::json_pointer(pointer));
    if (!at.is_object() && !at.is_array()) {
        if (const auto ref = ruleset.fieldAtStatePath(doc, pointer, lookup))
            out.push_back({pointer, *ref});
        return;
    }
    for (const TracedValue& v : tracedValues(ruleset, at, lookup)) {
        // Mapped again on the whole document: the entity may be named above `pointer`.
        if (const auto ref = ruleset.fieldAtStatePath(doc, pointer + v.pointer, lookup))
            out.push_back({pointer + v.pointer, *ref});
    }
}

}  // namespace

Failures checkExactStates(const Session& s, const std::vector<Seq>& events, const Ruleset* rulesetOverride)
{
    const Ruleset& ruleset = rulesetOverride ? *rulesetOverride : s.ruleset();
    Failures out;
    if (events.empty())
        return out;
    const std::set<Seq> wanted(events.begin(), events.end());
    std::map<Seq, std::size_t> straight;
    straightStates(
        s, ruleset, events.back() + 1, [&](Seq n, const Game& g) { straight[n] = docHash(g); }, &wanted);
    if (straight.size() != wanted.size())
        out << QStringLiteral("re-executing straight reached %1 of the %2 events checked")
                   .arg(straight.size())
                   .arg(wanted.size());

    std::vector<Seq> backward(events.rbegin(), events.rend());
    std::vector<Seq> shuffled = events;
    Pcg32 rng(events.size(), 36);
    for (std::size_t i = shuffled.size(); i > 1; --i)
        std::swap(shuffled[i - 1], shuffled[rng.below(static_cast<std::uint32_t>(i))]);

    auto forward = sameGame(s, &ruleset);
    comparePath(s, "seeking forward", straight, hashesVia(*forward, events), *forward, out, ruleset);
    auto back = sameGame(s, &ruleset);
    comparePath(s, "seeking backward", straight, hashesVia(*back, backward), *back, out, ruleset);
    auto random = sameGame(s, &ruleset, 64);
    comparePath(s, "in a random order (from checkpoints)", straight, hashesVia(*random, shuffled), *random, out,
                ruleset);

    if (rulesetOverride)
        return out;  // a ruleset outside the registry cannot be reopened from a file
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("reopened.tstrace")).toStdString();
    saveSession(file, *forward);
    auto reopened = openSession(file);
    comparePath(s, "from the saved and reopened trace", straight, hashesVia(*reopened, shuffled), *reopened, out,
                ruleset);
    return out;
}

namespace {

// "queue[3]" -> "queue[]", "/units/4/actions/2" -> "/units/N/actions/N": a finding's key names
// the kind of defect, not the instance.
std::string generic(std::string text)
{
    static const std::regex index("\\[[0-9]+\\]"), number("/[0-9]+");
    return std::regex_replace(std::regex_replace(text, index, "[]"), number, "/N");
}

void add(Findings& out, std::set<std::string>& keys, std::string key, const QString& text)
{
    if (keys.insert(key).second)
        out.push_back({QString::fromStdString(key), text});
}

}  // namespace

Findings checkChangesAreTraced(const Session& s, Seq limit, const Ruleset* rulesetOverride)
{
    const Ruleset& ruleset = rulesetOverride ? *rulesetOverride : s.ruleset();
    WriteIndex index;
    index.extend(s.trace());
    const StateFieldLookup lookup(s.trace(), index, ruleset);
    Findings out;
    std::set<std::string> keys;
    const std::string prefix = "changes " + std::string(ruleset.id()) + " ";
    json before;
    straightStates(s, ruleset, std::min<Seq>(limit, s.size()), [&](Seq n, const Game& g) {
        json now = g.toJson();
        if (n == 0) {
            before = std::move(now);
            return;
        }
        const Event e = s.trace().at(n);
        const bool write = e.kind == kind(CommonKind::Write);
        const FieldRef own{e.subject[0], static_cast<FieldId>(e.arg[0])};
        const std::string clause = s.trace().clauseName(e.clause);
        std::vector<TracedValue> changed;
        for (const json& op : json::diff(before, now)) {
            // A value that changed in place. An object or a list item that appears or goes
            // (a stage entry, a node of the tree) shows all its values at once: they come
            // with whichever event makes it exist, and are not each a change of their own.
            if (op.at("op") != "replace")
                continue;
            const std::string path = op.at("path").get<std::string>();
            const json::json_pointer at(path);
            if (before.at(at).is_structured() || now.at(at).is_structured())
                continue;
            tracedUnder(ruleset, now, path, lookup, changed);
        }
        const std::string ownName = ruleset.fieldName(own.field);
        for (const TracedValue& v : changed) {
            if (write && v.field == own)
                continue;
            const std::string field = ruleset.fieldName(v.field.field);
            add(out, keys,
                prefix + clause + (write ? " write " + generic(ownName) : " event") + " changes " + generic(field),
                QStringLiteral("%1 changed %2 (%3.%4) without a write of its own")
                    .arg(eventText(s, n), QString::fromStdString(v.pointer),
                         QString::fromStdString(s.trace().entityName(v.field.entity)), QString::fromStdString(field)));
        }
        before = std::move(now);
    });
    return out;
}

Findings checkWritesHaveStatePaths(const Session& s, Seq limit)
{
    const Ruleset& ruleset = s.ruleset();
    WriteIndex index;
    index.extend(s.trace());
    const StateFieldLookup lookup(s.trace(), index, ruleset);
    // A field is shown when the document at one of its writes, or just before it, shows it
    // (a write that empties a slot leaves nothing to show after it: the user asks before).
    std::map<std::pair<EntityId, FieldId>, std::optional<Seq>> unshown;  // nullopt: shown
    json before;
    straightStates(s, ruleset, std::min<Seq>(limit, s.size()), [&](Seq n, const Game& g) {
        json now = g.toJson();
        const Event e = s.trace().at(n);
        const FieldRef ref{e.subject[0], static_cast<FieldId>(e.arg[0])};
        const auto it = e.kind == kind(CommonKind::Write) ? unshown.find({ref.entity, ref.field}) : unshown.end();
        if (e.kind == kind(CommonKind::Write) && !(it != unshown.end() && !it->second)) {
            if (!statePathsOfField(ruleset, now, ref, lookup).empty() ||
                (n > 0 && !statePathsOfField(ruleset, before, ref, lookup).empty()))
                unshown[{ref.entity, ref.field}] = std::nullopt;
            else if (it == unshown.end())
                unshown[{ref.entity, ref.field}] = n;
        }
        before = std::move(now);
    });
    Findings out;
    std::set<std::string> keys;
    for (const auto& [ref, first] : unshown) {
        if (!first)
            continue;
        const std::string field = ruleset.fieldName(ref.second);
        add(out, keys, "paths " + std::string(ruleset.id()) + " " + generic(field) + " not shown",
            QStringLiteral("%1 writes %2.%3, which no value of the state document shows at any of its writes "
                           "(\"Who changed this?\" cannot reach it)")
                .arg(eventText(s, *first), QString::fromStdString(s.trace().entityName(ref.first)),
                     QString::fromStdString(field)));
    }
    return out;
}

}  // namespace ts::conformance
