#include "panels/watches/watchlist.h"

#include "panels/watches/fieldtrackpass.h"
#include "panels/watches/watchbuilderjob.h"
#include "session/headless/conditionengine.h"
#include "session/headless/watchbuilder.h"
#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/game.h"
#include "kernel/ruleset.h"
#include "kernel/session/session.h"
#include "kernel/session/state_fields.h"
#include "kernel/trace/trace.h"
#include "kernel/trace/trace_scan.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace ts::gui {

namespace {
// Places an expression builder evaluates between two looks at the clock.
constexpr std::size_t kBuilderChunk = 64;
// A growing game (or a fork) starts the tracks again once the trace has been still this long.
constexpr int kRestartDelayMs = 300;

// `state` read at a JSON pointer, as the breakpoint language writes it: /units/2/tokens ->
// state["units"][2]["tokens"].
QString expressionForPath(const QString& path)
{
    QString expr = QStringLiteral("state");
    for (const std::string& token : jsonPointerTokens(path.toStdString())) {
        const bool index = !token.empty() && std::all_of(token.begin(), token.end(), ::isdigit);
        if (index)
            expr += QLatin1Char('[') + QString::fromStdString(token) + QLatin1Char(']');
        else
            expr += QStringLiteral("[\"") +
                QString::fromStdString(token).replace(QLatin1Char('"'), QStringLiteral("\\\"")) + QStringLiteral("\"]");
    }
    return expr;
}
}  // namespace

struct WatchList::Entry {
    std::unique_ptr<WatchBuilder> builder;  // an expression watch being built
    std::optional<QString> statePath;  // "Watch this": the field behind it, once the index is ready
    std::optional<std::int64_t> initialFromState;  // that value at the cursor, when a number
    bool fieldCandidate = false;  // ENTITY.FIELD: a field if the write index knows it
    std::unique_ptr<FieldTrackPass> fieldPass;  // a field's track read on the scan thread
    std::unique_ptr<WatchBuilderJob> job;  // an expression watch built on a worker
};

WatchList::WatchList(SessionController* controller, QObject* parent) : QObject(parent), controller_(controller)
{
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, &WatchList::slice);
    connect(controller_, &SessionController::sessionChanged, this, &WatchList::restartAll);
    connect(controller_, &SessionController::traceChanged, this, &WatchList::onTraceChanged);
    connect(controller_->writeIndexer(), &WriteIndexer::ready, this, [this] {
        if (!watches_.empty() && !timer_.isActive())
            timer_.start();
    });
    session_ = controller_->session();
}

WatchList::~WatchList() = default;

int WatchList::rowOf(int id) const
{
    for (std::size_t i = 0; i < watches_.size(); ++i)
        if (watches_[i]->id == id)
            return static_cast<int>(i);
    return -1;
}

bool WatchList::isBuilding() const
{
    return std::any_of(watches_.begin(), watches_.end(), [](const auto& w) {
        return w->status == Watch::Status::Waiting || w->status == Watch::Status::Building;
    });
}

int WatchList::percentDone() const
{
    if (watches_.empty())
        return 100;
    double sum = 0;
    for (const auto& w : watches_)
        sum += w->status == Watch::Status::Ready || w->status == Watch::Status::Failed ? 1.0 : w->progress;
    return static_cast<int>(100 * sum / static_cast<double>(watches_.size()));
}

bool WatchList::resolveBinding(const QString& at, WatchSpec& spec, QString* error) const
{
    const QString name = at.trimmed();
    if (name.isEmpty())
        return true;
    const Trace& trace = controller_->session()->trace();
    const std::string n = name.toStdString();
    WatchSpec byClause = spec;
    byClause.atClause = n;
    if (WatchMatcher(byClause, trace).clauseKnown()) {
        spec.atClause = n;
        return true;
    }
    for (std::size_t k = 0; k < trace.kindNames.size(); ++k)
        if (trace.kindNames[k] == n) {
            spec.atKind = static_cast<KindId>(k);
            return true;
        }
    for (std::size_t e = 1; e < trace.entityNames.size(); ++e)
        if (trace.entityNames[e] == n) {
            spec.atEntity = static_cast<EntityId>(e);
            return true;
        }
    *error = tr("“%1” is no clause, kind or entity of this trace").arg(name);
    return false;
}

// ENTITY.FIELD when ENTITY is an entity of the trace (names may hold dots: "Bob.Keqing.hp"
// is tried as every split); the field itself is looked up once the write index is ready.
static bool looksLikeField(const Trace& trace, const QString& text)
{
    const std::string t = text.trimmed().toStdString();
    for (std::size_t dot = t.find('.'); dot != std::string::npos; dot = t.find('.', dot + 1))
        if (std::find(trace.entityNames.begin() + 1, trace.entityNames.end(), t.substr(0, dot)) !=
            trace.entityNames.end())
            return true;
    return false;
}

// The field a "Watch this" value or an ENTITY.FIELD names, by `lookup`.
std::optional<FieldRef> WatchList::fieldOf(const Watch& w, const Entry& e, const StateFieldLookup& lookup) const
{
    const Session& s = *controller_->session();
    if (e.statePath) {
        const Game* state = controller_->stateAtCursor();
        return state ? s.ruleset().fieldAtStatePath(state->toJson(), e.statePath->toStdString(), lookup) : std::nullopt;
    }
    const std::string t = w.text.trimmed().toStdString();
    for (std::size_t dot = t.find('.'); dot != std::string::npos; dot = t.find('.', dot + 1))
        if (const auto entity = lookup.entity(t.substr(0, dot)))
            if (const auto field = lookup.field(*entity, t.substr(dot + 1)))
                return FieldRef{*entity, *field};
    return std::nullopt;
}

// On a long trace's scan, a field's track is read beside the write index's pass rather than
// after it (5.6 s instead of 3.8 at 100 M events): the field is guessed now and checked once
// the index is complete (resolveField), the pass dropped if the guess was wrong.
void WatchList::guessField(const Watch& w, Entry& e)
{
    e.fieldPass.reset();
    const Session& s = *controller_->session();
    if (!controller_->traceScan() || w.spec.isLogpoint() || controller_->writeIndexer()->isComplete())
        return;
    const auto ref = fieldOf(w, e, StateFieldLookup::guess(s.trace(), s.ruleset()));
    if (!ref)
        return;
    e.fieldPass = std::make_unique<FieldTrackPass>(this);
    if (!e.fieldPass->start(controller_, *ref))
        e.fieldPass.reset();
}

std::optional<int> WatchList::add(const QString& text, const QString& at, WatchEvery every, QString* error)
{
    if (!controller_->hasSession()) {
        *error = tr("Open a game first");
        return std::nullopt;
    }
    if (text.trimmed().isEmpty()) {
        *error = tr("Write an expression or ENTITY.FIELD");
        return std::nullopt;
    }
    Watch w;
    w.text = text.trimmed();
    w.at = at.trimmed();
    w.title = w.at.isEmpty() ? w.text : w.text + QStringLiteral(" @ ") + w.at;
    w.spec.every = every;
    auto entry = std::make_unique<Entry>();
    if (!prepare(w, *entry, error))
        return std::nullopt;
    return insert(std::move(w), std::move(entry));
}

std::optional<int> WatchList::addStatePath(const QString& path, QString* error)
{
    const Game* state = controller_->hasSession() ? controller_->stateAtCursor() : nullptr;
    if (!state) {
        *error = tr("Open a game first");
        return std::nullopt;
    }
    const nlohmann::json json = state->toJson();
    const nlohmann::json::json_pointer pointer(path.toStdString());
    if (!json.contains(pointer)) {
        *error = tr("No value at %1").arg(path);
        return std::nullopt;
    }
    Watch w;
    w.text = w.title = expressionForPath(path);
    auto entry = std::make_unique<Entry>();
    const nlohmann::json& v = json.at(pointer);
    if (v.is_number_integer() || v.is_boolean()) {
        entry->initialFromState = v.is_boolean() ? std::int64_t(v.get<bool>()) : v.get<std::int64_t>();
        entry->statePath = path;  // perhaps a traced field: decided once the index is ready
    }
    if (!prepare(w, *entry, error))
        return std::nullopt;
    return insert(std::move(w), std::move(entry));
}

// Resolves what can be resolved now: the binding, and an expression's compilation (a
// field, or a value that may be one, waits for the write index).
bool WatchList::prepare(Watch& w, Entry& e, QString* error)
{
    const WatchEvery every = w.spec.every;
    w.spec = WatchSpec{};
    w.spec.expression = w.text.toStdString();
    w.spec.every = every;
    if (!resolveBinding(w.at, w.spec, error))
        return false;
    e.builder.reset();
    e.job.reset();
    e.fieldCandidate = !e.statePath && looksLikeField(controller_->session()->trace(), w.text);
    if (e.statePath || e.fieldCandidate) {
        guessField(w, e);
        return true;
    }
    e.builder = std::make_unique<WatchBuilder>(*controller_->session(), w.spec,
                                               ConditionEngine::bundledHelpers(controller_->session()->ruleset().id()));
    if (!e.builder->ok()) {
        *error = e.builder->error();
        return false;
    }
    return true;
}

int WatchList::insert(Watch w, std::unique_ptr<Entry> entry)
{
    w.id = nextId_++;
    const int id = w.id;
    watches_.push_back(std::make_unique<Watch>(std::move(w)));
    work_.push_back(std::move(entry));
    emit watchesChanged();
    timer_.start();
    return id;
}

void WatchList::remove(int id)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    watches_.erase(watches_.begin() + row);
    work_.erase(work_.begin() + row);
    emit watchesChanged();
}

void WatchList::clear()
{
    watches_.clear();
    work_.clear();
    timer_.stop();
    emit watchesChanged();
}

void WatchList::restartAll()
{
    session_ = controller_->session();
    for (std::size_t i = 0; i < watches_.size(); ++i) {
        Watch& w = *watches_[i];
        w.track.reset();
        work_[i]->fieldPass.reset();  // its track was the old trace's
        work_[i]->job.reset();
        w.status = Watch::Status::Waiting;
        w.progress = 0;
        w.error.clear();
        if (!controller_->hasSession())
            continue;
        // Names are looked up again: another game has other tables and fields.
        QString error;
        if (!prepare(w, *work_[i], &error)) {
            w.status = Watch::Status::Failed;
            w.error = error;
        }
    }
    emit watchesChanged();
    if (!watches_.empty() && controller_->hasSession())
        timer_.start();
    else
        timer_.stop();
}

void WatchList::onTraceChanged()
{
    if (controller_->session() != session_) {
        restartAll();
        return;
    }
    if (watches_.empty())
        return;
    // Built again from the start once the trace is still (a running game grows each step).
    timer_.stop();
    QTimer::singleShot(
        kRestartDelayMs, this, [this, size = controller_->session() ? controller_->session()->size() : 0] {
            if (controller_->session() == session_ && controller_->session() && controller_->session()->size() == size)
                restartAll();
        });
}

void WatchList::slice()
{
    Session* s = controller_->session();
    if (!s || s != session_) {
        restartAll();
        return;
    }
    QElapsedTimer clock;
    clock.start();
    bool pending = false;
    for (std::size_t i = 0; i < watches_.size(); ++i) {
        Watch& w = *watches_[i];
        if (w.status == Watch::Status::Ready || w.status == Watch::Status::Failed)
            continue;
        Entry& e = *work_[i];
        if ((e.fieldPass && e.fieldPass->isAwaited()) || e.job) {
            pending = true;  // its end starts the slices again
            continue;
        }
        if ((e.statePath || e.fieldCandidate) && !controller_->writeIndexer()->isComplete()) {
            controller_->writeIndexer()->ensureBuilt();  // its ready() starts the slices again
            pending = true;
            continue;
        }
        try {
            while (!advance(w, e) && clock.elapsed() < sliceBudgetMs_) {
            }
        } catch (const std::exception& ex) {  // a block of the trace that cannot be read
            w.status = Watch::Status::Failed;
            w.error = QString::fromUtf8(ex.what());
        }
        emit watchUpdated(static_cast<int>(i));
        if (w.status != Watch::Status::Ready && w.status != Watch::Status::Failed)
            return;  // the budget is spent: the next slice goes on with it
    }
    if (!pending) {
        timer_.stop();
        emit allBuilt();
    } else {
        timer_.stop();
    }
}

// One step of a watch's work; true when it is finished (ready or failed).
bool WatchList::advance(Watch& w, Entry& e)
{
    if (e.statePath || e.fieldCandidate)
        resolveField(w, e);
    if (w.spec.field && !w.spec.isLogpoint() && startFieldPass(w, e))
        return true;  // for now: the pass says when it is done
    if (w.spec.field) {
        const Session& s = *controller_->session();
        const Track field = fieldTrack(s.trace(), controller_->writeIndexer()->index(), *w.spec.field, w.initialValue);
        w.track = std::make_shared<const Track>(w.spec.isLogpoint() ? fieldLogpoint(s.trace(), field, w.spec) : field);
        w.status = Watch::Status::Ready;
        w.progress = 1;
        return true;
    }
    if (!e.builder)
        return true;
    if (startJob(w, e))
        return true;  // the job says when it is done
    w.status = Watch::Status::Building;
    const bool done = e.builder->extend(kBuilderChunk);
    w.progress = e.builder->progress();
    if (!done)
        return false;
    w.track = std::make_shared<const Track>(e.builder->take());
    e.builder.reset();
    w.status = Watch::Status::Ready;
    w.progress = 1;
    return true;
}

// The guessed field's pass when the guess was right, else a pass over the index's writes.
bool WatchList::startFieldPass(Watch& w, Entry& e)
{
    if (!e.fieldPass || e.fieldPass->field() != *w.spec.field) {
        e.fieldPass = std::make_unique<FieldTrackPass>(this);
        if (!e.fieldPass->start(controller_, *w.spec.field)) {
            e.fieldPass.reset();
            return false;
        }
    }
    // The watch and its entry go together (remove, clear), and the pass with the entry.
    Watch* watch = &w;
    e.fieldPass->whenDone(w.initialValue, [this, watch](std::shared_ptr<const Track> track, const QString& error) {
        watch->track = std::move(track);
        watch->status = watch->track ? Watch::Status::Ready : Watch::Status::Failed;
        watch->error = error;
        watch->progress = 1;
        if (const int row = rowOf(watch->id); row >= 0)
            emit watchUpdated(row);
        timer_.start();
    });
    if (watch->status == Watch::Status::Ready || watch->status == Watch::Status::Failed)
        return true;  // the pass was already over
    w.status = Watch::Status::Building;
    return true;
}

// An expression watch on a session that is still its large file's events, as the scan passes
// read them: built by a session and a script engine of its own on a worker. The builder made
// here has compiled the expression (its errors are the user's at once); the worker makes
// another.
bool WatchList::startJob(Watch& w, Entry& e)
{
    const Session& s = *controller_->session();
    const std::shared_ptr<TraceScan> scan = controller_->traceScan();
    if (!scan || s.recordedUpTo() != s.size())
        return false;
    e.builder.reset();
    e.job = std::make_unique<WatchBuilderJob>(this);
    Watch* watch = &w;  // the watch, its entry and the job go together (remove, clear)
    const auto updated = [this, watch] {
        if (const int row = rowOf(watch->id); row >= 0)
            emit watchUpdated(row);
    };
    e.job->start(
        scan->path(), s.size(), w.spec, ConditionEngine::bundledHelpers(s.ruleset().id()),
        [watch, updated](double fraction) {
            watch->progress = fraction;
            updated();
        },
        [this, watch, updated](std::shared_ptr<const Track> track, const QString& error) {
            const Session* now = controller_->session();
            if (now != session_ || !now || now->recordedUpTo() != now->size())
                return;  // forked or run on meanwhile: restartAll() builds it again
            watch->status = track ? Watch::Status::Ready : Watch::Status::Failed;
            watch->track = std::move(track);
            watch->error = error;
            watch->progress = 1;
            updated();
            timer_.start();  // the other watches, and allBuilt()
        });
    w.status = Watch::Status::Building;
    return true;
}

bool WatchList::isOnWorker(int row) const { return work_[static_cast<std::size_t>(row)]->job != nullptr; }

// A "Watch this" value or an ENTITY.FIELD, now that the write index is complete: its traced
// field when there is one, else an expression (the state's path, or the text as written).
void WatchList::resolveField(Watch& w, Entry& e)
{
    const Session& s = *controller_->session();
    const std::optional<FieldRef> ref =
        fieldOf(w, e, StateFieldLookup(s.trace(), controller_->writeIndexer()->index(), s.ruleset()));
    if (e.statePath && ref) {
        w.initialValue = *e.initialFromState;
        // Named as the field from now on: a new game looks it up by this name.
        w.text = w.title =
            QString::fromStdString(s.trace().entityName(ref->entity) + "." + s.ruleset().fieldName(ref->field));
    }
    e.statePath.reset();
    e.fieldCandidate = false;
    if (ref) {
        w.spec.field = ref;
        return;
    }
    e.fieldPass.reset();  // a guessed field's pass: the value is no traced field
    e.builder = std::make_unique<WatchBuilder>(*controller_->session(), w.spec,
                                               ConditionEngine::bundledHelpers(s.ruleset().id()));
    if (!e.builder->ok()) {
        w.status = Watch::Status::Failed;
        w.error = e.builder->error();
        e.builder.reset();
    }
}

}  // namespace ts::gui
