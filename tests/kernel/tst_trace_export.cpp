// JSON Lines and Chrome/Perfetto exports, and the first divergence between two traces.
#include "kernel/kinds.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_diff.h"
#include "kernel/trace/trace_export.h"
#include "kernel/trace/trace_file.h"
#include "synthetic.h"
#include "test_main.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>

using namespace ts;

namespace {

Event ev(KindId kind, std::uint8_t depth, EntityId s0 = 0, EntityId s1 = 0, std::int32_t a0 = 0, std::int32_t a1 = 0,
         std::int32_t a2 = 0, std::int32_t a3 = 0, ClauseId clause = 1)
{
    Event e;
    e.kind = kind;
    e.clause = clause;
    e.depth = depth;
    e.subject[0] = s0;
    e.subject[1] = s1;
    e.arg[0] = a0;
    e.arg[1] = a1;
    e.arg[2] = a2;
    e.arg[3] = a3;
    return e;
}

std::vector<std::string> lines(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

void copyTrace(const Trace& from, Trace& to)
{
    to.entityNames = from.entityNames;
    to.kindNames = from.kindNames;
    to.clauseNames = from.clauseNames;
    for (Seq s = 0; s < from.size(); ++s)
        to.append(from.at(s));
}

}  // namespace

class TstTraceExport : public QObject {
    Q_OBJECT

private slots:
    void jsonl()
    {
        Trace t;
        synthetic::nameTables(t);
        t.entityNames.push_back("Quote\"d \\ name\n");
        const auto quoted = static_cast<EntityId>(t.entityNames.size() - 1);
        t.append(ev(synthetic::kTurn, 0, 0, 0, 5, 0, 0, 0));
        t.append(ev(kind(CommonKind::Write), 4, 2, 0, 1, 30, 27, 0, 3));
        t.append(ev(kind(CommonKind::RngDraw), 3, 0, 0, 7, 100, 42, 0, 4));
        t.append(ev(synthetic::kAttack, 3, 1, quoted, -3, 2147483647, -2147483647 - 1, 9));
        t.append(ev(999, 2, 0, 77, 1, 2, 3, 4, 60000));  // no kind name, no such entity or clause
        const RenderContext ctx(t, nullptr);

        std::ostringstream out;
        exportJsonl(t, ctx, out);
        const auto rows = lines(out.str());
        QCOMPARE(rows.size(), t.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const auto j = nlohmann::json::parse(rows[i]);
            const Event e = t.at(i);
            QCOMPARE(j.at("seq").get<std::uint64_t>(), i);
            QCOMPARE(j.at("kind").get<std::string>(), t.kindName(e.kind));
            QCOMPARE(j.at("depth").get<int>(), int(e.depth));
            QCOMPARE(j.at("clause").get<std::string>(), t.clauseName(e.clause));
            QCOMPARE(j.at("text").get<std::string>(), ctx.line(e));
            QVERIFY(j.at("subjects").is_array());
            QVERIFY(j.at("data").is_object());
            // Keys in the documented order.
            std::vector<std::string> keys;
            for (auto it = j.begin(); it != j.end(); ++it)
                keys.push_back(it.key());
            (void)keys;
            QVERIFY(rows[i].starts_with("{\"seq\":"));
            QVERIFY(rows[i].find("\"kind\":") < rows[i].find("\"depth\":"));
            QVERIFY(rows[i].find("\"data\":") < rows[i].find("\"text\":"));
        }
        auto row = [&](std::size_t i) { return nlohmann::json::parse(rows[i]); };
        QCOMPARE(row(0).at("subjects").size(), std::size_t{0});
        QCOMPARE(row(0).at("data"), nlohmann::json::parse("{\"args\":[5,0,0,0]}"));  // unknown to the registry
        QCOMPARE(row(1).at("kind").get<std::string>(), std::string("write"));
        QCOMPARE(row(1).at("subjects"), nlohmann::json::parse("[\"Enemy1\"]"));
        QCOMPARE(row(1).at("data"), nlohmann::json::parse("{\"field\":1,\"old\":30,\"new\":27}"));
        QCOMPARE(row(2).at("data"), nlohmann::json::parse("{\"stream\":7,\"bound\":100,\"value\":42}"));
        QCOMPARE(row(3).at("subjects"), nlohmann::json::array({"Hero", "Quote\"d \\ name\n"}));
        QCOMPARE(row(3).at("data").at("args"), nlohmann::json::parse("[-3,2147483647,-2147483648,9]"));
        QCOMPARE(row(4).at("kind").get<std::string>(), std::string("kind#999"));
        QCOMPARE(row(4).at("clause").get<std::string>(), std::string("clause#60000"));
        QCOMPARE(row(4).at("subjects"), nlohmann::json::parse("[\"#77\"]"));
    }

    void jsonlFromFile()
    {
        // A lazily opened trace exports the same lines as the one it was saved from.
        Trace t;
        synthetic::fillGameTrace(t, 3 * Trace::kBlockEvents + 17, 5);
        QTemporaryDir dir;
        const std::string file = (dir.path() + "/x.tstrace").toStdString();
        saveTrace(file, synthetic::makeHeader(5), t);
        OpenedTrace o = openTrace(file, 1);
        std::ostringstream a, b;
        exportJsonl(t, RenderContext(t, nullptr), a);
        exportJsonl(o.trace, RenderContext(o.trace, nullptr), b);
        QCOMPARE(lines(a.str()).size(), t.size());
        QVERIFY(a.str() == b.str());
    }

    void chrome()
    {
        Trace t;
        synthetic::nameTables(t);
        const int depths[] = {0, 1, 2, 2, 1, 0, 3, 1};
        for (int d : depths)
            t.append(ev(synthetic::kMove, static_cast<std::uint8_t>(d), 1, 0, d));
        const RenderContext ctx(t, nullptr);
        std::ostringstream out;
        exportChrome(t, ctx, out);
        const auto j = nlohmann::json::parse(out.str());
        QCOMPARE(j.at("displayTimeUnit").get<std::string>(), std::string("ns"));
        const auto& events = j.at("traceEvents");
        QCOMPARE(events.size(), t.size());
        std::map<std::uint64_t, std::uint64_t> dur;
        for (const auto& e : events) {
            QCOMPARE(e.at("ph").get<std::string>(), std::string("X"));
            QCOMPARE(e.at("pid").get<int>(), 1);
            QCOMPARE(e.at("tid").get<int>(), 1);
            QCOMPARE(e.at("name").get<std::string>(), std::string("test.move"));
            QCOMPARE(e.at("cat").get<std::string>(), t.clauseName(1));
            const auto ts = e.at("ts").get<std::uint64_t>();
            QCOMPARE(e.at("args").at("text").get<std::string>(), ctx.line(t.at(ts)));
            QCOMPARE(e.at("args").at("args").at(0).get<int>(), depths[ts]);
            QVERIFY(dur.emplace(ts, e.at("dur").get<std::uint64_t>()).second);
        }
        // Until the next event at the same or a shallower depth; the last ones until the end.
        const std::map<std::uint64_t, std::uint64_t> expected{{0, 5}, {1, 3}, {2, 1}, {3, 1},
                                                              {4, 1}, {5, 3}, {6, 1}, {7, 1}};
        QVERIFY(dur == expected);
    }

    void chromeBig()
    {
        Trace t;
        synthetic::fillGameTrace(t, 20000, 8);
        std::ostringstream out;
        exportChrome(t, RenderContext(t, nullptr), out);
        const auto j = nlohmann::json::parse(out.str());
        QCOMPARE(j.at("traceEvents").size(), t.size());
        // Properly nested: an event's span ends no later than its parent's.
        std::vector<std::uint64_t> end(t.size());
        for (const auto& e : j.at("traceEvents")) {
            const auto ts = e.at("ts").get<std::uint64_t>(), d = e.at("dur").get<std::uint64_t>();
            QVERIFY(d >= 1);
            end[ts] = ts + d;
        }
        for (Seq s = 0; s < t.size(); ++s)
            QVERIFY(end[s] <= t.size());
    }

    void diffEqual()
    {
        Trace a, b;
        synthetic::fillGameTrace(a, 5000, 3);
        synthetic::fillGameTrace(b, 5000, 3);
        QVERIFY(!firstDivergence(a, RenderContext(a, nullptr), b, RenderContext(b, nullptr)).has_value());
        Trace e1, e2;
        QVERIFY(!firstDivergence(e1, RenderContext(e1, nullptr), e2, RenderContext(e2, nullptr)).has_value());
    }

    void diffAcrossBuilds()
    {
        // b was written by a "build" whose kind, clause and entity ids differ: same names,
        // other numbers. They compare equal.
        Trace a;
        synthetic::fillGameTrace(a, 3000, 4);
        Trace b;
        b.kindNames.assign(2000, std::string());
        b.clauseNames = a.clauseNames;
        std::reverse(b.clauseNames.begin(), b.clauseNames.end());
        b.entityNames = a.entityNames;
        std::reverse(b.entityNames.begin() + 1, b.entityNames.end());
        const auto nClauses = a.clauseNames.size(), nEntities = a.entityNames.size();
        for (std::size_t k = 0; k < a.kindNames.size(); ++k)
            if (!a.kindNames[k].empty())
                b.kindNames[k + 1000] = a.kindNames[k];
        for (Seq s = 0; s < a.size(); ++s) {
            Event e = a.at(s);
            e.kind = static_cast<KindId>(e.kind + 1000);
            e.clause = static_cast<ClauseId>(nClauses - 1 - e.clause);
            for (auto& subj : e.subject)
                if (subj != kNoEntity)
                    subj = static_cast<EntityId>(nEntities - subj);
            b.append(e);
        }
        const RenderContext ra(a, nullptr), rb(b, nullptr);
        const auto d = firstDivergence(a, ra, b, rb);
        QVERIFY2(!d.has_value(), d ? (d->left + " / " + d->right).c_str() : "");
    }

    void diffFinds_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<int>("at");
        QTest::newRow("arg") << 0 << 37;
        QTest::newRow("kind") << 1 << 12;
        QTest::newRow("clause") << 2 << 4095;
        QTest::newRow("depth") << 3 << 4096;
        QTest::newRow("subject") << 4 << 1000;
        QTest::newRow("flags") << 5 << 0;
        QTest::newRow("entity name") << 6 << -1;
        QTest::newRow("shorter right") << 7 << 4500;
        QTest::newRow("shorter left") << 8 << 4500;
    }
    void diffFinds()
    {
        QFETCH(int, change);
        QFETCH(int, at);
        Trace a;
        synthetic::fillGameTrace(a, 5000, 6);
        Trace b;
        b.entityNames = a.entityNames;
        b.kindNames = a.kindNames;
        b.clauseNames = a.clauseNames;
        Seq expected = static_cast<Seq>(at);
        if (change == 6) {
            // Rename one entity in b: the first event concerning it diverges.
            b.entityNames[3] = "Renamed";
            expected = a.size();
            for (Seq s = 0; s < a.size(); ++s)
                if (a.at(s).concerns(3)) {
                    expected = s;
                    break;
                }
        }
        const Seq length = change == 7 || change == 8 ? static_cast<Seq>(at) : a.size();
        for (Seq s = 0; s < length; ++s) {
            Event e = a.at(s);
            if (s == static_cast<Seq>(at)) {
                switch (change) {
                case 0: e.arg[2] += 1; break;
                case 1: e.kind = e.kind == synthetic::kMove ? synthetic::kAttack : synthetic::kMove; break;
                case 2: e.clause = static_cast<ClauseId>(e.clause + 1); break;
                case 3: e.depth = static_cast<std::uint8_t>(e.depth + 1); break;
                case 4: e.subject[1] = e.subject[1] == 5 ? 6 : 5; break;
                case 5: e.flags ^= 0x80; break;
                default: break;
                }
            }
            b.append(e);
        }
        const Trace& left = change == 8 ? b : a;
        const Trace& right = change == 8 ? a : b;
        const RenderContext rl(left, nullptr), rr(right, nullptr);
        const auto d = firstDivergence(left, rl, right, rr);
        QVERIFY(d.has_value());
        QCOMPARE(d->seq, expected);
        qDebug("at %llu: %s\n   vs %s", static_cast<unsigned long long>(d->seq), d->left.c_str(), d->right.c_str());
        if (change == 7)
            QCOMPARE(d->right, std::string("(end of trace)"));
        else if (change == 8)
            QCOMPARE(d->left, std::string("(end of trace)"));
        else
            QVERIFY(d->left != d->right);
        if (change == 6)
            QVERIFY(d->right.find("Renamed") != std::string::npos);
        if (change != 8)
            QVERIFY(d->left.starts_with(a.kindName(a.at(expected).kind) + " "));
    }

    void diffLazyVsMemory()
    {
        Trace a;
        synthetic::fillGameTrace(a, 2 * Trace::kBlockEvents + 3, 12);
        QTemporaryDir dir;
        const std::string file = (dir.path() + "/d.tstrace").toStdString();
        saveTrace(file, synthetic::makeHeader(12), a);
        OpenedTrace o = openTrace(file, 1);
        QVERIFY(!firstDivergence(a, RenderContext(a, nullptr), o.trace, RenderContext(o.trace, nullptr)).has_value());
        Trace c;
        copyTrace(a, c);
        QVERIFY(!firstDivergence(o.trace, RenderContext(o.trace, nullptr), c, RenderContext(c, nullptr)).has_value());
    }
};

TURNSCOPE_TEST_MAIN(TstTraceExport)
#include "tst_trace_export.moc"
