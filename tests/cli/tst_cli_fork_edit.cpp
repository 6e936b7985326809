// `turnscope-cli fork TRACE --at N --write ENTITY.FIELD=VALUE --out NEW` ("What if?", issue
// 40) end to end, in every registered ruleset (its first sample with an editable field at a
// step end past its middle, found by enumeration): the edit is event N+1 of NEW, `state NEW
// --at N+1` shows the change, `history` names it as the user's, NEW verifies; an unknown
// entity or field, a bad value, a missing --at or --write with --decision is exit 2 with the
// reason and writes nothing.
#include "cli_process.h"
#include "test_main.h"
#include "test_paths.h"

#include "kernel/session/session_files.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <map>
#include <optional>
#include <utility>

using namespace ts;

namespace {

using Result = test::CliResult;
Result cli(const QStringList& args) { return test::runCli(args); }
QJsonObject json(const Result& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

struct Pick {
    QString trace;
    Seq at = 0;  // a step's last event
    QString entity, field;
    std::int32_t value = 0;
    std::int32_t max = 0;
};

// In a recorded game: the first step end past its middle where some entity's editable field
// takes another value.
std::optional<Pick> pickIn(const QString& trace)
{
    auto s = openSession(trace.toStdString());
    const Trace& t = s->trace();
    for (Seq next = t.size() / 2 + 1; next < t.size(); ++next) {
        if (!(t.at(next).flags & EventFlag::StepStart))
            continue;
        const auto state = s->stateAt(next - 1);
        if (state->finished())
            return std::nullopt;
        for (EntityId e = 1; e < t.entityNames.size(); ++e)
            for (const EditableField& f : s->ruleset().editableFields(s->scenario())) {
                auto probe = state->clone();
                const EditOutcome o = s->ruleset().applyEdit(*probe, {e, f.field, f.min});
                const std::int32_t value = o.oldValue > f.min ? o.oldValue - 1 : o.oldValue + 1;
                auto check = state->clone();
                if (o.ok() && s->ruleset().applyEdit(*check, {e, f.field, value}).ok())
                    return Pick{
                        trace, next - 1, QString::fromStdString(t.entityNames[e]), QString::fromStdString(f.name),
                        value, f.max};
            }
        return std::nullopt;
    }
    return std::nullopt;
}

QString write(const Pick& p, const QString& value) { return p.entity + u'.' + p.field + u'=' + value; }

}  // namespace

class TestCliForkEdit : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::map<QString, Pick> picks;  // by ruleset

private slots:
    void initTestCase()
    {
        for (const test::RulesetSample& r : test::registeredSamples()) {
            if (picks.count(r.ruleset))
                continue;
            const QString out = dir.filePath(r.ruleset + u'-' + r.file + QStringLiteral(".tstrace"));
            const Result run =
                cli({QStringLiteral("run"), r.path, QStringLiteral("--out"), out, QStringLiteral("--quiet")});
            QVERIFY2(run.exitCode == 0 || run.exitCode == 6, qPrintable(run.err));
            if (auto p = pickIn(out))
                picks[r.ruleset] = *p;
        }
        for (const QString& id : test::rulesetIds())
            QVERIFY2(picks.count(id), qPrintable(id + QStringLiteral(": no sample has an editable field to try")));
    }

    void rulesets_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const QString& id : test::rulesetIds())
            QTest::addRow("%s", qPrintable(id)) << id;
    }

    void editIsEventNPlusOne_data() { rulesets_data(); }
    void editIsEventNPlusOne()
    {
        QFETCH(QString, ruleset);
        const Pick& p = picks.at(ruleset);
        const QString out = dir.filePath(ruleset + QStringLiteral("-edited.tstrace"));
        const QString n = QString::number(p.at), n1 = QString::number(p.at + 1);
        const Result r = cli({QStringLiteral("fork"), p.trace, QStringLiteral("--at"), n, QStringLiteral("--write"),
                              write(p, QString::number(p.value)), QStringLiteral("--out"), out});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 6, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("(the user's event #") + n1 + u')'), qPrintable(r.out));

        const Result before = cli({QStringLiteral("state"), out, QStringLiteral("--at"), n});
        const Result after = cli({QStringLiteral("state"), out, QStringLiteral("--at"), n1});
        QCOMPARE(before.exitCode, 0);
        QCOMPARE(after.exitCode, 0);
        QVERIFY2(before.out != after.out, "state --at N+1 shows no change");
        QVERIFY(after.out.contains(QStringLiteral(" = ") + QString::number(p.value)));

        const Result h = cli(
            {QStringLiteral("history"), out, p.entity, p.field, QStringLiteral("--at"), n1, QStringLiteral("--json")});
        QCOMPARE(h.exitCode, 0);
        QCOMPARE(json(h)[QStringLiteral("last")].toInteger(), qint64(p.at + 1));
        const QJsonArray writes = json(h)[QStringLiteral("writes")].toArray();
        bool found = false;
        for (const auto& w : writes)
            if (w[QStringLiteral("seq")].toInteger() == qint64(p.at + 1))
                found = w[QStringLiteral("byUser")].toBool() && w[QStringLiteral("new")].toInt() == p.value;
        QVERIFY2(found, qPrintable(h.out));
        const Result text = cli({QStringLiteral("history"), out, p.entity, p.field, QStringLiteral("--at"), n1});
        QVERIFY2(text.out.contains(QStringLiteral("(set by the user)")), qPrintable(text.out));

        QCOMPARE(cli({QStringLiteral("verify"), out}).exitCode, 0);
    }

    void insideAStepLandsAfterIt()
    {
        // The event before a step's last one: the edits land after the step, and the CLI says so.
        for (const auto& [id, p] : picks) {
            if (p.at > 0 && !(openSession(p.trace.toStdString())->trace().at(p.at).flags & EventFlag::StepStart)) {
                const QString out = dir.filePath(id + QStringLiteral("-inside.tstrace"));
                const Result r =
                    cli({QStringLiteral("fork"), p.trace, QStringLiteral("--at"), QString::number(p.at - 1),
                         QStringLiteral("--write"), write(p, QString::number(p.value)), QStringLiteral("--out"), out});
                QVERIFY2(r.exitCode == 0 || r.exitCode == 6, qPrintable(r.err));
                QVERIFY2(r.out.contains(QStringLiteral("is inside an engine step; the edits land after its last "
                                                       "event, #") +
                                        QString::number(p.at)),
                         qPrintable(r.out));
                return;
            }
        }
        QSKIP("every picked step has one event");
    }

    void badWritesSayWhy_data() { rulesets_data(); }
    void badWritesSayWhy()
    {
        QFETCH(QString, ruleset);
        const Pick& p = picks.at(ruleset);
        const QString out = dir.filePath(ruleset + QStringLiteral("-never.tstrace"));
        const QString n = QString::number(p.at);
        const auto fails = [&](const QStringList& extra, const QString& message) {
            QString why;
            const bool ok = test::failsWith(
                QStringList{QStringLiteral("fork"), p.trace, QStringLiteral("--out"), out} + extra, 2, message, &why);
            return std::pair{ok && !QFile::exists(out), why};
        };
        const QList<std::pair<QStringList, QString>> cases{
            {{QStringLiteral("--at"), n, QStringLiteral("--write"), write(p, QString::number(qint64(p.max) + 1))},
             QStringLiteral(" is not")},
            {{QStringLiteral("--at"), n, QStringLiteral("--write"), write(p, QStringLiteral("lots"))},
             QStringLiteral("\"lots\" is not")},
            {{QStringLiteral("--at"), n, QStringLiteral("--write"), p.entity + QStringLiteral(".noSuchField=1")},
             QStringLiteral("editable fields: ")},
            {{QStringLiteral("--at"), n, QStringLiteral("--write"),
              QStringLiteral("No Such Entity.") + p.field + u'=' + QString::number(p.value)},
             QStringLiteral("no entity")},
            {{QStringLiteral("--write"), write(p, QString::number(p.value))}, QStringLiteral("--at is required")},
            {{QStringLiteral("--at"), QStringLiteral("99999999"), QStringLiteral("--write"),
              write(p, QString::number(p.value))},
             QStringLiteral("does not exist")},
            {{QStringLiteral("--at"), n, QStringLiteral("--write"), write(p, QString::number(p.value)),
              QStringLiteral("--decision"), QStringLiteral("0"), QStringLiteral("--answer"), QStringLiteral("0")},
             QStringLiteral("give one or the other")},
        };
        for (const auto& [extra, message] : cases) {
            if (message == QStringLiteral(" is not") && p.max == std::numeric_limits<std::int32_t>::max())
                continue;
            const auto [ok, why] = fails(extra, message);
            QVERIFY2(ok, qPrintable(extra.join(u' ') + QStringLiteral(": ") + why));
        }
    }
};

TURNSCOPE_TEST_MAIN(TestCliForkEdit)
#include "tst_cli_fork_edit.moc"
