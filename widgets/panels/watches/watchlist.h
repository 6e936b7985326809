#pragma once
// The session's watches (issue 39): values followed across the whole trace, each drawn as a
// track under the timeline, and logpoints (a watch bound to a clause, kind or entity, with
// a hit at every matching event).
//
// A watch on a traced field reads its track off the session's write index (no evaluation
// per event), on the session's scan thread for a session opened from a large file
// (fieldtrackpass.h); an expression watch is evaluated by a WatchBuilder: for such a session
// that is still its file's events, on a worker with a session of its own opened from the file
// (watchbuilderjob.h); else here, in slices of a few milliseconds on the event loop, between
// the user's actions (the builder uses the Session, which is not thread-safe), so stepping
// and seeking go on while tracks fill.
// Tracks belong to one trace: a fork or a growing game starts them again, another session
// empties the list's tracks (the watches stay, and are built again for the new game).
#include "kernel/session/write_index.h"
#include "kernel/watch/track.h"
#include "kernel/watch/watch.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace ts {
class StateFieldLookup;
}

namespace ts::gui {

class SessionController;
class WatchBuilder;

struct Watch {
    enum class Status { Waiting, Building, Ready, Failed };

    int id = 0;
    QString title;  // as the user wrote it: the expression or ENTITY.FIELD, and " @ binding"
    QString text;  // the expression or ENTITY.FIELD alone
    QString at;  // a logpoint's binding as the user wrote it (looked up again in a new trace)
    ts::WatchSpec spec;
    std::int64_t initialValue = 0;  // a field watch's value when never written
    std::shared_ptr<const ts::Track> track;  // null until built (shared with snapshots)
    Status status = Status::Waiting;
    double progress = 0;  // 0..1 while building
    QString error;  // Failed: why
};

class WatchList : public QObject {
    Q_OBJECT
public:
    explicit WatchList(SessionController* controller, QObject* parent = nullptr);
    ~WatchList() override;

    // A watch from the user's text: ENTITY.FIELD naming a traced field ("North.power") is a
    // field watch, anything else an expression of the breakpoint-condition language. `at`
    // (optional) binds it as a logpoint: a clause id, a kind's name or an entity's name.
    // Returns the new watch's id, or nothing with `error` set.
    std::optional<int> add(const QString& text, const QString& at, ts::WatchEvery every, QString* error);
    // "Watch this" on a value of the state at the cursor (a JSON pointer): its traced field
    // when the value is one, else an expression reading that path of `state`.
    std::optional<int> addStatePath(const QString& path, QString* error);
    void remove(int id);
    void clear();

    int count() const { return static_cast<int>(watches_.size()); }
    const Watch& at(int row) const { return *watches_[static_cast<std::size_t>(row)]; }
    int rowOf(int id) const;
    // Some watch is still waiting or being evaluated.
    bool isBuilding() const;
    // The share of the current work done, 0..100.
    int percentDone() const;

    // A slice's budget on the event loop (tests make it larger to finish quickly).
    void setSliceBudgetMs(int ms) { sliceBudgetMs_ = ms; }
    // The watch at `row` is an expression built on a worker (watchbuilderjob.h), not in slices.
    bool isOnWorker(int row) const;

signals:
    void watchesChanged();  // added, removed, or the tracks were started again
    void watchUpdated(int row);  // its status, progress or track changed
    void allBuilt();

private:
    struct Entry;
    int insert(Watch w, std::unique_ptr<Entry> entry);
    bool resolveBinding(const QString& at, ts::WatchSpec& spec, QString* error) const;
    bool prepare(Watch& w, Entry& e, QString* error);
    std::optional<ts::FieldRef> fieldOf(const Watch& w, const Entry& e, const ts::StateFieldLookup& lookup) const;
    void guessField(const Watch& w, Entry& e);
    void restartAll();
    void onTraceChanged();
    void slice();
    bool advance(Watch& w, Entry& e);
    bool startFieldPass(Watch& w, Entry& e);  // false: no scan, read here
    bool startJob(Watch& w, Entry& e);  // false: not a file's events, built here
    void resolveField(Watch& w, Entry& e);

    SessionController* controller_;
    std::vector<std::unique_ptr<Watch>> watches_;
    std::vector<std::unique_ptr<Entry>> work_;  // parallel to watches_
    QTimer timer_;
    int nextId_ = 1;
    int sliceBudgetMs_ = 12;
    const void* session_ = nullptr;
};

}  // namespace ts::gui
