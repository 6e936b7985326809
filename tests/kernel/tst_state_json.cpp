// Game::writeJson, the inspector's way of reusing a document on every step: written over any
// document (an earlier or later state of the same game, another game's, a scalar, an object
// with members of its own) it equals toJson(). For every bundled sample of every ruleset,
// and for json_in_place's writer itself: stale members go, members in any order give the
// same document, and a string keeps its buffer.
#include "test_main.h"

#include "run_through.h"
#include "test_paths.h"

#include "kernel/io/json_in_place.h"
#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"

#include <QDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <vector>

using namespace ts;
using nlohmann::json;

// QCOMPARE cannot take a json (QTest's overloads try to convert it to every number type).
#define COMPARE_JSON(actual, expected)                                                                                 \
    do {                                                                                                               \
        const json a_ = (actual), e_ = (expected);                                                                     \
        QVERIFY2(a_ == e_, qPrintable(QString::fromStdString(a_.dump() + " != " + e_.dump())));                        \
    } while (false)

namespace {

constexpr std::uint64_t kEventBudget = 20000;
constexpr int kStates = 40;

}  // namespace

class TstStateJson : public QObject {
    Q_OBJECT
private slots:
    void writerReplacesStaleMembers()
    {
        json doc = {{"a", 1}, {"b", "old"}, {"c", {1, 2}}, {"z", true}};
        {
            json_in_place::ObjectWriter w(doc);
            w.put("b", "new");
            w.put("d", 4);
        }
        COMPARE_JSON(doc, json({{"b", "new"}, {"d", 4}}));
        json scalar = 7;
        {
            json_in_place::ObjectWriter w(scalar);
        }
        COMPARE_JSON(scalar, json::object());
    }
    void writerAnyOrder_data()
    {
        QTest::addColumn<QStringList>("order");
        QTest::newRow("sorted") << QStringList{"alpha", "beta", "gamma", "delta"};
        QTest::newRow("reversed") << QStringList{"gamma", "delta", "beta", "alpha"};
        QTest::newRow("mixed") << QStringList{"delta", "alpha", "gamma", "beta"};
    }
    void writerAnyOrder()
    {
        QFETCH(QStringList, order);
        const json expected = {{"alpha", 1}, {"beta", "b"}, {"delta", false}, {"gamma", {{"x", 1}}}};
        for (const json& start :
             {json(), json({{"beta", 9}, {"omega", 1}, {"alpha", "s"}}), expected, json::array({1})}) {
            json doc = start;
            {
                json_in_place::ObjectWriter w(doc);
                for (const QString& key : order) {
                    const std::string k = key.toStdString();
                    if (k == "gamma") {
                        json_in_place::ObjectWriter inner(w[k]);
                        inner.put("x", 1);
                    } else {
                        w[k] = expected[k];
                    }
                }
            }
            COMPARE_JSON(doc, expected);
        }
    }
    void stringKeepsItsBuffer()
    {
        json doc = {{"name", std::string(40, 'x')}};
        const char* buffer = doc["name"].get_ref<const std::string&>().data();
        {
            json_in_place::ObjectWriter w(doc);
            w.put("name", std::string(30, 'y'));
        }
        QCOMPARE(doc["name"].get<std::string>(), std::string(30, 'y'));
        QCOMPARE(static_cast<const void*>(doc["name"].get_ref<const std::string&>().data()),
                 static_cast<const void*>(buffer));
    }
    void resizeKeepsElements()
    {
        json doc = json::array({1, 2, 3});
        json_in_place::resizeArray(doc, 2);
        COMPARE_JSON(doc, json({1, 2}));
        json_in_place::resizeArray(doc, 4);
        COMPARE_JSON(doc, json({1, 2, nullptr, nullptr}));
        json object = {{"k", 1}};
        QCOMPARE(json_in_place::resizeArray(object, 1).size(), std::size_t(1));
        QVERIFY(object.is_array());
    }

    void everySample_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& path : test::allSamplePaths())
            QTest::newRow(qPrintable(QDir(test::sourceDir()).relativeFilePath(path))) << path;
    }
    // States spread over the sample's game, each written over the document of the state
    // before it, of the state after it, of another game and of junk.
    void everySample()
    {
        QFETCH(QString, path);
        const LoadedScenario s = loadScenarioFile(path.toStdString());
        Session session(*s.ruleset, s.scenario, s.scenario->seed);
        test::runThrough(session, kEventBudget);
        QVERIFY(session.size() > 0);
        std::vector<Seq> at;
        for (int i = 0; i < kStates; ++i)
            at.push_back(static_cast<Seq>((session.size() - 1) * static_cast<std::uint64_t>(i) / (kStates - 1)));
        std::vector<json> fresh;
        for (Seq seq : at)
            fresh.push_back(session.stateAt(seq)->toJson());
        const json otherGame = {
            {"ruleset", "other"}, {"units", json::array({{{"name", "X"}, {"hp", "high"}}})}, {"table", 3}};
        for (std::size_t i = 0; i < at.size(); ++i) {
            const auto game = session.stateAt(at[i]);
            const std::size_t later = (i + 7) % at.size();
            for (const json& start : {i > 0 ? fresh[i - 1] : json(), fresh[later], otherGame, json("junk"), json()}) {
                json doc = start;
                game->writeJson(doc);
                if (doc != fresh[i])
                    QFAIL(
                        qPrintable(QStringLiteral("event %1: written over %2, differs from toJson():\n%3")
                                       .arg(at[i])
                                       .arg(QString::fromStdString(start.dump().substr(0, 80)))
                                       .arg(QString::fromStdString(json::diff(fresh[i], doc).dump().substr(0, 400)))));
            }
        }
    }
};

TURNSCOPE_TEST_MAIN(TstStateJson)
#include "tst_state_json.moc"
