#pragma once
// A trace file as someone who edits events would make it: the session's events with `edit`
// applied, stored through the kernel's own writer, so every block checksum and the content
// hash are valid and only the event checks (kernel/event_check.h) can tell.
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/trace/trace_file.h"

#include <functional>
#include <string>

namespace ts::test {

inline void saveEditedTrace(const Session& session, const std::string& path,
                            const std::function<void(Seq, Event&)>& edit)
{
    Trace edited;
    edited.entityNames = session.trace().entityNames;
    edited.kindNames = session.trace().kindNames;
    edited.clauseNames = session.trace().clauseNames;
    for (Seq seq = 0; seq < session.trace().size(); ++seq) {
        Event e = session.trace().at(seq);
        edit(seq, e);
        edited.append(e);
    }
    saveTrace(path, traceHeader(session), edited);
}

// The seq of the first event whose kind is named `kindName`, or the trace's size.
inline Seq firstEventOf(const Trace& trace, std::string_view kindName)
{
    for (Seq seq = 0; seq < trace.size(); ++seq)
        if (trace.kindName(trace.at(seq).kind) == kindName)
            return seq;
    return trace.size();
}

}  // namespace ts::test
