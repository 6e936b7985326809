#include "kernel/trace/trace_export.h"

#include "kernel/kinds.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ts {
namespace {

// Appends s as a JSON string. Plain printable ASCII is copied; anything else goes through
// nlohmann-json's serializer (escapes, and invalid UTF-8 replaced rather than thrown).
void appendString(std::string& out, std::string_view s)
{
    bool plain = true;
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u >= 0x7f || c == '"' || c == '\\') {
            plain = false;
            break;
        }
    }
    if (plain) {
        out += '"';
        out += s;
        out += '"';
        return;
    }
    out += nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

template <typename Int>
void appendInt(std::string& out, Int v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}

// Per-trace lookups done once: kind and clause names (already JSON-quoted) and the kinds'
// argument names.
class EventJson {
public:
    EventJson(const Trace& trace, const RenderContext& ctx) : trace_(trace), ctx_(ctx)
    {
        kinds_.resize(trace.kindNames.size());
        for (std::size_t id = 0; id < trace.kindNames.size(); ++id) {
            const std::string name = trace.kindName(static_cast<KindId>(id));
            appendString(kinds_[id].quotedName, name);
            kinds_[id].info = trace.kindNames[id].empty() ? nullptr : KindRegistry::instance().findByName(name);
        }
        clauses_.resize(trace.clauseNames.size());
        for (std::size_t id = 0; id < trace.clauseNames.size(); ++id)
            appendString(clauses_[id], trace.clauseNames[id]);
    }

    void kind(std::string& out, KindId id) const
    {
        if (id < kinds_.size())
            out += kinds_[id].quotedName;
        else
            appendString(out, trace_.kindName(id));
    }
    void clause(std::string& out, ClauseId id) const
    {
        if (id < clauses_.size())
            out += clauses_[id];
        else
            appendString(out, trace_.clauseName(id));
    }
    void subjects(std::string& out, const Event& e) const
    {
        out += '[';
        bool first = true;
        for (EntityId s : e.subject) {
            if (s == kNoEntity)
                continue;
            if (!first)
                out += ',';
            first = false;
            appendString(out, trace_.entityName(s));
        }
        out += ']';
    }
    // The members of the "data" object (no braces), with a trailing comma when `more`.
    void dataMembers(std::string& out, const Event& e, bool more) const
    {
        const KindInfo* info = e.kind < kinds_.size() ? kinds_[e.kind].info : nullptr;
        bool first = true;
        if (info) {
            for (std::size_t j = 0; j < 4; ++j) {
                if (info->argNames[j].empty())
                    continue;
                if (!first)
                    out += ',';
                first = false;
                appendString(out, info->argNames[j]);
                out += ':';
                appendInt(out, e.arg[j]);
            }
        } else {
            out += "\"args\":[";
            for (std::size_t j = 0; j < 4; ++j) {
                if (j)
                    out += ',';
                appendInt(out, e.arg[j]);
            }
            out += ']';
            first = false;
        }
        if (more && !first)
            out += ',';
    }
    void text(std::string& out, const Event& e) const { appendString(out, ctx_.line(e)); }

private:
    struct KindEntry {
        std::string quotedName;
        const KindInfo* info = nullptr;
    };
    const Trace& trace_;
    const RenderContext& ctx_;
    std::vector<KindEntry> kinds_;
    std::vector<std::string> clauses_;
};

}  // namespace

void exportJsonl(const Trace& trace, const RenderContext& ctx, std::ostream& out)
{
    const EventJson json(trace, ctx);
    std::string buf;
    buf.reserve(1 << 16);
    for (Seq seq = 0; seq < trace.size(); ++seq) {
        const Event e = trace.at(seq);
        buf += "{\"seq\":";
        appendInt(buf, seq);
        buf += ",\"kind\":";
        json.kind(buf, e.kind);
        buf += ",\"depth\":";
        appendInt(buf, unsigned{e.depth});
        buf += ",\"clause\":";
        json.clause(buf, e.clause);
        buf += ",\"subjects\":";
        json.subjects(buf, e);
        buf += ",\"data\":{";
        json.dataMembers(buf, e, false);
        buf += "},\"text\":";
        json.text(buf, e);
        buf += "}\n";
        if (buf.size() >= (1 << 16) - 1024) {
            out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
            buf.clear();
        }
    }
    out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
    out.flush();
}

void exportChrome(const Trace& trace, const RenderContext& ctx, std::ostream& out)
{
    const EventJson json(trace, ctx);
    std::string buf;
    buf.reserve(1 << 16);
    buf += "{\"traceEvents\":[";
    bool first = true;
    auto emit = [&](Seq seq, const Event& e, Seq dur) {
        buf += first ? "\n" : ",\n";
        first = false;
        buf += "{\"name\":";
        json.kind(buf, e.kind);
        buf += ",\"cat\":";
        json.clause(buf, e.clause);
        buf += ",\"ph\":\"X\",\"ts\":";
        appendInt(buf, seq);
        buf += ",\"dur\":";
        appendInt(buf, dur);
        buf += ",\"pid\":1,\"tid\":1,\"args\":{";
        json.dataMembers(buf, e, true);
        buf += "\"text\":";
        json.text(buf, e);
        buf += "}}";
        if (buf.size() >= (1 << 16) - 1024) {
            out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
            buf.clear();
        }
    };
    // Events whose end is not known yet; their depths strictly increase towards the back,
    // so there are at most 256 of them.
    std::vector<std::pair<Seq, Event>> open;
    for (Seq seq = 0; seq < trace.size(); ++seq) {
        const Event e = trace.at(seq);
        while (!open.empty() && open.back().second.depth >= e.depth) {
            emit(open.back().first, open.back().second, seq - open.back().first);
            open.pop_back();
        }
        open.emplace_back(seq, e);
    }
    while (!open.empty()) {
        emit(open.back().first, open.back().second, trace.size() - open.back().first);
        open.pop_back();
    }
    buf += "\n],\"displayTimeUnit\":\"ns\"}\n";
    out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
    out.flush();
}

}  // namespace ts
