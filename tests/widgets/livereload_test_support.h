#pragma once
// Shared by the live scenario tests (tst_livereload): the default sample of a ruleset, its
// games played by the kernel, an edit found by a rule (a number of the file one higher or
// lower that still makes a valid scenario whose game differs), the old cursor's place in the
// new game by the alignment, and a window as the tests drive it.
#include "test_paths.h"

#include "session/rulesetui.h"
#include "session/sessioncontroller.h"
#include "window/livefile.h"
#include "window/mainwindow.h"

#include "kernel/ruleset_registry.h"
#include "kernel/session/session.h"
#include "kernel/trace/render.h"
#include "kernel/trace/trace_align.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QMessageBox>
#include <QStringList>
#include <QTest>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ts::test::live {

using namespace ts::gui;

inline QString defaultSampleOf(const QString& ruleset)
{
    const RulesetUi* ui = findRulesetUi(ruleset.toStdString());
    QString path = ui ? ui->defaultSample() : QString();
    if (path.startsWith(QStringLiteral(":/")))
        path = test::sourceDir() + QStringLiteral("/resources/") + path.mid(2);
    return path;
}

inline std::unique_ptr<Session> play(const std::string& text)
{
    const LoadedScenario l = parseScenarioText(text, "edit.json");
    auto s = std::make_unique<Session>(*l.ruleset, l.scenario, l.scenario->seed);
    s->run(2'000'000);
    return s;
}

// Every whole-number leaf of `doc`, as JSON pointers, in document order.
inline void numberLeaves(const nlohmann::json& doc, const nlohmann::json::json_pointer& at,
                         std::vector<nlohmann::json::json_pointer>& out)
{
    if (doc.is_number_integer()) {
        out.push_back(at);
    } else if (doc.is_object()) {
        for (auto it = doc.begin(); it != doc.end(); ++it)
            numberLeaves(it.value(), at / it.key(), out);
    } else if (doc.is_array()) {
        for (std::size_t i = 0; i < doc.size(); ++i)
            numberLeaves(doc[i], at / i, out);
    }
}

struct FileEdit {
    std::string text;  // the edited scenario
    nlohmann::json::json_pointer where;
};

// The first number of the scenario that, one higher or one lower, gives a valid scenario
// whose game differs from the original's.
inline std::optional<FileEdit> findEdit(const std::string& original)
{
    const nlohmann::json doc = nlohmann::json::parse(original);
    const auto before = play(original);
    std::vector<nlohmann::json::json_pointer> leaves;
    numberLeaves(doc, nlohmann::json::json_pointer(), leaves);
    for (const auto& p : leaves) {
        for (const int delta : {1, -1}) {
            nlohmann::json edited = doc;
            edited[p] = doc[p].get<std::int64_t>() + delta;
            const std::string text = edited.dump(2);
            try {
                const auto after = play(text);
                if (!alignTraces(before->trace(), after->trace()).identical() && after->size() > 2)
                    return FileEdit{text, p};
            } catch (const std::exception&) {
                continue;  // not a valid value there
            }
        }
    }
    return std::nullopt;
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// The first event of `b`'s part of the alignment that event `seq` of `a` maps to, and
// whether `seq` lies in a stretch both traces share.
inline std::pair<Seq, bool> mapped(const TraceAlignment& al, Seq seq)
{
    for (const AlignedStretch& s : al.stretches)
        if (seq >= s.aBegin && seq < s.aEnd) {
            const bool shared = s.kind == AlignedStretch::Kind::Same || s.kind == AlignedStretch::Kind::Changed;
            return {shared ? s.bBegin + (seq - s.aBegin) : s.bBegin, shared};
        }
    return {0, false};
}

// The middle of the first stretch both games share after their first difference (its
// number may change there), else the first shared event from the middle of the game.
inline Seq sharedStepAfterDifference(const TraceAlignment& al, Seq size)
{
    Seq cursor = size / 2;
    bool pastDifference = false;
    for (const AlignedStretch& s : al.stretches) {
        if (pastDifference && s.kind == AlignedStretch::Kind::Same) {
            cursor = s.aBegin + (s.aEnd - s.aBegin) / 2;
            break;
        }
        pastDifference = pastDifference || s.kind != AlignedStretch::Kind::Same;
    }
    while (cursor + 1 < size && !mapped(al, cursor).second)
        ++cursor;
    return cursor;
}

// How a game ends, as the ruleset words it (empty: not over).
inline QString endingOf(const Session& s)
{
    const Trace& t = s.trace();
    if (t.empty() || t.kindName(t.at(t.size() - 1).kind) != "game-end")
        return {};
    return QString::fromStdString(RenderContext(t, &s.ruleset()).outcome(t.at(t.size() - 1).arg[0]));
}

struct Window {
    MainWindow w;
    QStringList errors;
    Window()
    {
        w.showError = [this](const QString& title, const QString& text) {
            errors << title + QStringLiteral(": ") + text;
        };
        w.askUnsaved = [] { return QMessageBox::Discard; };
        w.resize(1366, 768);
        w.show();
        (void)QTest::qWaitForWindowExposed(&w);
    }
    bool open(const QString& path)
    {
        return w.openFile(path) && QTest::qWaitFor([this] { return !w.controller()->isBusy(); }, 20000);
    }
    SessionController* c() const { return w.controller(); }
    MessageBar* bar() const { return w.liveFile()->bar(); }
};

}  // namespace ts::test::live
