// "What if?" (issue 40, kernel/edit.h): a fork at an event with the user's edits, on every
// bundled sample of every registered ruleset (found by enumeration, so no ruleset is named).
// The edit is the user's traced event right after the step, "Who changed this?" names it,
// the game replays identically from its inputs, after save / open and under verify; an edit
// that sets the value the field already has changes nothing else; a value outside the
// ruleset's range, an unknown field or entity is refused with a sentence and the session
// is left as it was.
#include "kernel/edit.h"
#include "kernel/kinds.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/provenance.h"
#include "kernel/session/session_files.h"
#include "kernel/session/write_index.h"
#include "kernel/trace/render.h"

#include "robustness_support.h"
#include "test_main.h"
#include "test_paths.h"

#include <QTemporaryDir>

#include <limits>
#include <memory>

using namespace ts;

namespace {

std::unique_ptr<Session> runSample(const QString& path)
{
    const LoadedScenario l = loadScenarioFile(path.toStdString());
    SessionOptions options;
    options.checkpointInterval = 64;
    options.checkpointBytesPerEvent = 0;
    options.maxEvents = 2'000'000;
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed, options);
    s->run();
    return s;
}

std::vector<Event> eventsOf(const Trace& t)
{
    std::vector<Event> out;
    for (Seq k = 0; k < t.size(); ++k)
        out.push_back(t.at(k));
    return out;
}

struct Pick {
    Seq at = 0;  // the last event of an engine step: the edit is event at + 1
    Edit edit;
    std::int32_t old = 0;
    EditableField field;
};

// The edit to try: at the first step end past the middle of the game where it is not over,
// the first entity and editable field the ruleset accepts, moved by one within its range.
std::optional<Pick> pickEdit(Session& s)
{
    const Trace& t = s.trace();
    const std::vector<EditableField> fields = s.ruleset().editableFields(s.scenario());
    for (Seq next = t.size() / 2 + 1; next < t.size(); ++next) {
        if (!(t.at(next).flags & EventFlag::StepStart))
            continue;
        const auto state = s.stateAt(next - 1);
        if (state->finished())
            return std::nullopt;
        for (EntityId e = 1; e < t.entityNames.size(); ++e)
            for (const EditableField& f : fields) {
                auto probe = state->clone();
                const EditOutcome o = s.ruleset().applyEdit(*probe, {e, f.field, f.min});
                if (!o.ok())
                    continue;
                const std::int32_t value = o.oldValue > f.min ? o.oldValue - 1 : o.oldValue + 1;
                auto check = state->clone();
                if (s.ruleset().applyEdit(*check, {e, f.field, value}).ok())
                    return Pick{next - 1, {e, f.field, value}, o.oldValue, f};
            }
        return std::nullopt;  // nothing editable at this step: the sample has no such field
    }
    return std::nullopt;
}

// "" when `now` is `before` (an event of the original game) moved one event later by an
// edit at `first`: equal, but for an argument that names an event at or after `first` (one
// more now) and a state hash (which covers such numbers).
QString sameButEventNumbers(const Event& before, Event now, Seq first)
{
    if (before.kind == kind(CommonKind::StateHash) && now.kind == before.kind)
        return {};
    for (int i = 0; i < 4; ++i)
        if (before.arg[i] >= 0 && static_cast<Seq>(before.arg[i]) >= first && now.arg[i] == before.arg[i] + 1)
            now.arg[i] = before.arg[i];
    if (now == before)
        return {};
    return QStringLiteral("kind %1 clause %2 subjects %3/%4 args %5 %6 %7 %8, was kind %9 ...")
        .arg(now.kind)
        .arg(now.clause)
        .arg(now.subject[0])
        .arg(now.subject[1])
        .arg(now.arg[0])
        .arg(now.arg[1])
        .arg(now.arg[2])
        .arg(now.arg[3])
        .arg(before.kind);
}

std::string editText(const Session& s, const Pick& p, const std::string& value)
{
    return s.trace().entityNames[p.edit.entity] + "." + p.field.name + "=" + value;
}

}  // namespace

class TestEdits : public QObject {
    Q_OBJECT
private slots:
    void samples_data()
    {
        QTest::addColumn<QString>("path");
        for (const test::RulesetSample& r : test::registeredSamples())
            QTest::addRow("%s/%s", qPrintable(r.ruleset), qPrintable(r.file)) << r.path;
    }

    // Every ruleset lets the user edit some field, and at least one of its samples has an
    // entity with one at a step end past its middle: the tests below run on it.
    void everyRulesetHasAnEditableSample()
    {
        QStringList without;
        const auto samples = test::registeredSamples(&without);
        QVERIFY2(without.isEmpty(), qPrintable(without.join(u',')));
        for (const QString& id : test::rulesetIds()) {
            bool found = false;
            for (const auto& r : samples)
                if (r.ruleset == id && !found) {
                    auto s = runSample(r.path);
                    QVERIFY2(!s->ruleset().editableFields(s->scenario()).empty(), qPrintable(id));
                    found = pickEdit(*s).has_value();
                }
            QVERIFY2(found, qPrintable(id + QStringLiteral(": no sample has an editable field to try")));
        }
    }

    void edit_data() { samples_data(); }

    // Fork with an edit: the past is kept, the edit is the user's event N+1 and the last
    // change of its field there, the game plays on; it replays identically from its inputs,
    // after save / open, and verifies; the edits table is what replays it.
    void edit()
    {
        QFETCH(QString, path);
        auto s = runSample(path);
        const auto pick = pickEdit(*s);
        if (!pick)
            QSKIP("no editable field at a step end past the middle of this sample");
        const std::vector<Event> original = eventsOf(s->trace());
        std::string error;
        const auto parsed = parseEdit(editText(*s, *pick, std::to_string(pick->edit.value)), s->ruleset(),
                                      s->scenario(), s->trace().entityNames, error);
        QVERIFY2(parsed, error.c_str());
        QCOMPARE(*parsed, pick->edit);

        const Seq first = s->forkWithEdits(pick->at, {pick->edit});
        QCOMPARE(first, pick->at + 1);
        s->run();
        const Trace& t = s->trace();
        QVERIFY(t.size() > first);
        for (Seq k = 0; k < first; ++k)
            QCOMPARE(t.at(k), original[k]);
        const Event e = t.at(first);
        QCOMPARE(e.kind, kind(CommonKind::Edit));
        QVERIFY(e.flags & EventFlag::StepStart);
        QCOMPARE(e.clause, ClauseId(0));
        QCOMPARE(e.subject[0], pick->edit.entity);
        QCOMPARE(e.arg[0], std::int32_t(pick->edit.field));
        QCOMPARE(e.arg[1], pick->old);
        QCOMPARE(e.arg[2], pick->edit.value);
        const RenderContext ctx(t, &s->ruleset());
        QVERIFY2(ctx.line(e).find("(set by the user)") != std::string::npos, ctx.line(e).c_str());
        QCOMPARE(s->edits(), (Edits{{first, pick->edit}}));

        // "Who changed this?": at the edit, the field's last change is the user's.
        WriteIndex index;
        index.extend(t);
        const FieldRef ref{pick->edit.entity, pick->edit.field};
        QCOMPARE(index.lastWriteAtOrBefore(ref, first), std::optional<Seq>(first));
        const WriteOrigin origin = traceBack(t, index, first);
        QVERIFY(origin.write.byUser);
        QCOMPARE(origin.write.newValue, pick->edit.value);
        QVERIFY(origin.decisions.empty() && origin.draws.empty() && !origin.decisionBefore);

        // Same scenario + seed + answers + edits => identical events and hashes.
        Session again(s->ruleset(), s->scenarioPtr(), s->seed(), {.policyAnswersPlayer = false, .maxEvents = 2'000'000},
                      s->decisions(), s->drawOverrides(), {}, s->edits());
        again.run();
        QCOMPARE(again.size(), t.size());
        for (Seq k = 0; k < t.size(); ++k)
            QCOMPARE(again.trace().at(k), t.at(k));
        QCOMPARE(again.head().stateHash(), s->head().stateHash());

        // Saved, opened, verified; a session over the file sees the same states.
        QTemporaryDir dir;
        const std::string saved = dir.filePath(QStringLiteral("edited.tstrace")).toStdString();
        saveSession(saved, *s);
        RecordedGame g = openRecordedGame(saved);
        QCOMPARE(g.file.header.formatVersion, kTraceFormatVersion);
        QCOMPARE(g.file.header.edits, s->edits());
        loadAllBlocks(g.file.trace);
        QVERIFY(verifyRecordedGame(g).ok());
        auto opened = openSession(saved);
        QCOMPARE(opened->edits(), s->edits());
        QCOMPARE(opened->hashAt(t.size() - 1), s->hashAt(t.size() - 1));
        QCOMPARE(opened->hashAt(first), s->hashAt(first));
        QCOMPARE(opened->hashAt(pick->at), s->hashAt(pick->at));

        // Without its edits the file no longer opens: the content hash covers the table.
        robust::sqlExec(saved, "DELETE FROM edits");
        try {
            (void)openRecordedGame(saved);
            QFAIL("a trace without its edits was accepted");
        } catch (const TraceError& err) {
            QCOMPARE(err.code(), TraceError::Code::Corrupt);
        }
    }

    void sameValue_data() { samples_data(); }

    // An edit that sets the value the field has changes nothing the rules do: the new game
    // is the original with the edit event inserted. What the rules keep of event numbers
    // moves with it: an argument naming an event after the edit is one more, and the state
    // hashes (which cover those numbers) differ; everything else is equal.
    void sameValue()
    {
        QFETCH(QString, path);
        auto s = runSample(path);
        const auto pick = pickEdit(*s);
        if (!pick)
            QSKIP("no editable field at a step end past the middle of this sample");
        const std::vector<Event> original = eventsOf(s->trace());
        const bool finished = s->finished();
        Edit same = pick->edit;
        same.value = pick->old;
        const Seq first = s->forkWithEdits(pick->at, {same});
        s->run();
        const Trace& t = s->trace();
        QCOMPARE(t.size(), original.size() + 1);
        for (Seq k = 0; k < first; ++k)
            QCOMPARE(t.at(k), original[k]);
        QCOMPARE(t.at(first).kind, kind(CommonKind::Edit));
        for (Seq k = first; k < original.size(); ++k) {
            const QString why = sameButEventNumbers(original[k], t.at(k + 1), first);
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("event #%1: ").arg(k) + why));
        }
        QCOMPARE(s->finished(), finished);
    }

    void refused_data() { samples_data(); }

    // A value outside the range, an unknown field or entity: a sentence naming what is
    // wrong and what is allowed; the session keeps its game.
    void refused()
    {
        QFETCH(QString, path);
        auto s = runSample(path);
        const auto pick = pickEdit(*s);
        if (!pick)
            QSKIP("no editable field at a step end past the middle of this sample");
        const std::int64_t tooBig = std::int64_t{pick->field.max} + 1;
        std::string error;
        const auto& names = s->trace().entityNames;
        if (tooBig <= std::numeric_limits<std::int32_t>::max()) {
            QVERIFY(!parseEdit(editText(*s, *pick, std::to_string(tooBig)), s->ruleset(), s->scenario(), names, error));
            QVERIFY2(error.find(pick->field.name) != std::string::npos && error.find("is not") != std::string::npos,
                     error.c_str());
        }
        QVERIFY(!parseEdit(editText(*s, *pick, "lots"), s->ruleset(), s->scenario(), names, error));
        QVERIFY2(error.find("\"lots\" is not") != std::string::npos, error.c_str());
        QVERIFY(!parseEdit(names[pick->edit.entity] + ".noSuchField=1", s->ruleset(), s->scenario(), names, error));
        QVERIFY2(error.find("editable fields: ") != std::string::npos, error.c_str());
        QVERIFY(!parseEdit("No Such Entity." + pick->field.name + "=1", s->ruleset(), s->scenario(), names, error));
        QVERIFY2(error.find("no entity") != std::string::npos, error.c_str());
        QVERIFY(!parseEdit("power300", s->ruleset(), s->scenario(), names, error));
        QVERIFY2(error.find("ENTITY.FIELD=VALUE") != std::string::npos, error.c_str());

        const std::vector<Event> original = eventsOf(s->trace());
        Edit bad = pick->edit;
        bad.value =
            pick->field.min > std::numeric_limits<std::int32_t>::min() ? pick->field.min - 1 : pick->field.max + 1;
        try {
            s->forkWithEdits(pick->at, {pick->edit, bad});
            QFAIL("a value outside the field's range was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(std::string(e.what()).find(pick->field.name) != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, s->forkWithEdits(s->size(), {pick->edit}));
        QCOMPARE(s->size(), Seq(original.size()));
        QVERIFY(s->edits().empty());
        QCOMPARE(s->trace().at(original.size() - 1), original.back());
    }
};

TURNSCOPE_TEST_MAIN(TestEdits)
#include "tst_edits.moc"
