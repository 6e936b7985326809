// Lessons in the window (issue 16): File → Lessons lists the bundled lessons and opens them
// from the resources; the runner stops before each question's event, takes the learner's
// answer from its radio buttons or number field, moves the cursor to the event that
// decided it and scores: every bundled lesson scores full marks answered right and 0
// answered wrong. A bad lesson file shows its error and keeps the open game. Add a
// Question Here… writes stops that load back asking about the same event.
// TURNSCOPE_LESSON_SCREENSHOT=FILE saves the window after the first answer of a lesson.
#include "gui_test_main.h"
#include "test_paths.h"
#include "window_fixture.h"

#include "lessons/addquestiondialog.h"
#include "lessons/lessonactions.h"
#include "lessons/lessondock.h"
#include "lessons/lessonplayer.h"
#include "panels/eventlog/eventlogdock.h"
#include "panels/eventlog/eventlogmodel.h"

#include "kernel/lesson/lesson_play.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QWindow>

#include <fstream>

using namespace ts;
using namespace ts::gui;

namespace {

const QString kSource = QStringLiteral(TURNSCOPE_SOURCE_DIR);

void addLessonRows()
{
    QTest::addColumn<QString>("file");
    for (const QString& f : test::lessonPaths())
        QTest::addRow("%s", qPrintable(f.section(QLatin1Char('/'), -2))) << f;
}

// A wrong answer: another choice, or the value plus one.
QString wrongAnswer(const LessonAnswer& a)
{
    if (a.value)
        return QString::number(*a.value + 1);
    for (const std::string& c : a.choices)
        if (c != a.answer)
            return QString::fromStdString(c);
    return {};
}

// Answers through the dock's own widgets, as a learner does.
bool answerInDock(LessonDock* dock, const LessonAnswer& a)
{
    if (a.value) {
        auto* number = dock->findChild<QLineEdit*>(QStringLiteral("lessonNumber"));
        if (!number || number->isHidden())
            return false;
        number->setText(QString::fromStdString(a.answer));
    } else {
        bool found = false;
        for (QRadioButton* r : dock->findChildren<QRadioButton*>())
            if (r->property("choice").toString() == QString::fromStdString(a.answer)) {
                r->setChecked(true);
                found = true;
            }
        if (!found)
            return false;
    }
    dock->findChild<QPushButton*>(QStringLiteral("lessonAnswer"))->click();
    return dock->isAnswered();
}

}  // namespace

class TestLessonDock : public QObject {
    Q_OBJECT
private slots:
    void allRightScoresFull_data() { addLessonRows(); }
    void allRightScoresFull();
    void allWrongScoresZero_data() { addLessonRows(); }
    void allWrongScoresZero();
    void lessonFilesOpenLikeFiles_data();
    void lessonFilesOpenLikeFiles();
    void fileOfNeitherKindIsNamed();
    void keyboardAloneToTheScore_data() { addLessonRows(); }
    void keyboardAloneToTheScore();
    void menuOpensBundledLessons();
    void badLessonKeepsTheGame();
    void cancelKeepsTheGame();
    void addQuestionHereWritesStops();
};

void TestLessonDock::allRightScoresFull()
{
    QFETCH(QString, file);
    test::WindowFixture f;
    QVERIFY(f.w.lessons()->openLesson(file));
    LessonDock* dock = f.w.lessons()->dock();
    QSignalSpy finished(dock, &LessonDock::lessonFinished);
    const int total = static_cast<int>(dock->answers().size());
    for (int i = 0; i < total; ++i) {
        const LessonAnswer& a = dock->answers()[static_cast<std::size_t>(i)];
        QCOMPARE(dock->questionIndex(), i);
        // Nothing that decides the answer is shown before it is given: the event log lists
        // no event past the cursor, and stepping on does not go past it (issue 35).
        const Seq at = a.stop > 0 ? a.stop - 1 : 0;
        QCOMPARE(f.w.controller()->cursor(), at);
        QCOMPARE(f.w.findChild<EventLogDock*>()->model()->rowCount(), static_cast<int>(at) + 1);
        f.w.controller()->stepInto();
        QCOMPARE(f.w.controller()->cursor(), at);
        QVERIFY(answerInDock(dock, a));
        QVERIFY(f.w.findChild<EventLogDock*>()->model()->rowCount() > static_cast<int>(a.answerEvent));
        QCOMPARE(f.w.controller()->cursor(), a.answerEvent);
        QVERIFY(dock->findChild<QLabel*>(QStringLiteral("lessonVerdict"))
                    ->text()
                    .contains(QString::fromStdString(a.answer)));
        QCOMPARE(dock->score(), i + 1);
        dock->findChild<QPushButton*>(QStringLiteral("lessonNext"))->click();
    }
    QVERIFY(dock->isFinished());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().at(0).toInt(), total);
    QVERIFY(dock->findChild<QLabel*>(QStringLiteral("lessonScore"))
                ->text()
                .contains(QStringLiteral("%1 of %1").arg(total)));
    QVERIFY(f.errors.isEmpty());
}

// Issue 38, item 1: a lesson comes in as any file does (File → Open, the command line and
// Open Recent all call openFile; a drop on the window) and is told from a scenario by its
// content: its dock opens at the first question.
void TestLessonDock::lessonFilesOpenLikeFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("drop");
    for (const QString& f : test::lessonPaths())
        for (const bool drop : {false, true})
            QTest::addRow("%s %s", qPrintable(f.section(QLatin1Char('/'), -2)), drop ? "dropped" : "opened")
                << f << drop;
}

void TestLessonDock::lessonFilesOpenLikeFiles()
{
    QFETCH(QString, file);
    QFETCH(bool, drop);
    test::WindowFixture f;
    if (drop) {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&f.w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropped(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&f.w, &dropped);
        QVERIFY(QTest::qWaitFor([&f] { return f.w.lessons()->dock() && f.w.lessons()->dock()->running(); }, 20000));
    } else {
        QVERIFY(f.w.openFile(file));
    }
    QVERIFY2(f.errors.isEmpty(), qPrintable(f.errors.join(QLatin1Char('\n'))));
    LessonDock* dock = f.w.lessons()->dock();
    QVERIFY(dock && dock->running() && dock->isVisible());
    QCOMPARE(dock->questionIndex(), 0);
    QCOMPARE(QString::fromStdString(dock->lesson().file), file);
}

// Issue 38: in a 1366×768 window every lesson runs to its score page with the keyboard alone:
// the answer's widget has the focus and is on screen (type the number, or Space and the arrow
// keys over the choices), Alt+A answers, Space on Next goes on.
void TestLessonDock::keyboardAloneToTheScore()
{
    QFETCH(QString, file);
    test::WindowFixture f;
    f.w.resize(1366, 768);
    QApplication::setActiveWindow(&f.w);
    QVERIFY(QTest::qWaitForWindowActive(&f.w));
    QVERIFY(f.w.openFile(file));
    LessonDock* dock = f.w.lessons()->dock();
    QVERIFY(dock);
    const auto onScreen = [&f](QWidget* w) {
        return w && w->isVisible() && !w->visibleRegion().isEmpty() &&
            f.w.rect().contains(QRect(w->mapTo(&f.w, QPoint(0, 0)), w->size()).center());
    };
    const int total = static_cast<int>(dock->answers().size());
    for (int i = 0; i < total; ++i) {
        const LessonAnswer& a = dock->answers()[static_cast<std::size_t>(i)];
        QWidget* focus = QApplication::focusWidget();
        QVERIFY2(focus && dock->isAncestorOf(focus),
                 qPrintable(QStringLiteral("question %1: the focus is elsewhere").arg(i + 1)));
        QTRY_VERIFY2(onScreen(focus), qPrintable(QStringLiteral("question %1: its answer is off screen").arg(i + 1)));
        // Keys go to the window, as a keyboard's do: through its shortcuts to the focus.
        QWindow* window = f.w.windowHandle();
        if (a.value) {
            for (const char digit : a.answer)
                QTest::keyClick(window, digit);
        } else {
            QTest::keyClick(window, Qt::Key_Space);
            for (std::size_t step = 0; step < a.choices.size(); ++step) {
                auto* radio = qobject_cast<QRadioButton*>(QApplication::focusWidget());
                QVERIFY(radio && radio->isChecked());
                if (radio->property("choice").toString() == QString::fromStdString(a.answer))
                    break;
                QTest::keyClick(window, Qt::Key_Down);
            }
        }
        QTest::keyClick(window, Qt::Key_A, Qt::AltModifier);
        // A mnemonic clicks its button as a click is animated: a moment later.
        QTRY_VERIFY2_WITH_TIMEOUT(dock->isAnswered(),
                                  qPrintable(QStringLiteral("question %1 was not answered by Alt+A").arg(i + 1)), 2000);
        QCOMPARE(dock->score(), i + 1);
        auto* next = dock->findChild<QPushButton*>(QStringLiteral("lessonNext"));
        QCOMPARE(QApplication::focusWidget(), next);
        QTRY_VERIFY2(onScreen(next), qPrintable(QStringLiteral("question %1: Next is off screen").arg(i + 1)));
        QTest::keyClick(window, Qt::Key_Space);
    }
    QVERIFY(dock->isFinished());
    QTRY_VERIFY(onScreen(dock->findChild<QLabel*>(QStringLiteral("lessonScore"))));
    QCOMPARE(f.w.size(), QSize(1366, 768));
}

void TestLessonDock::fileOfNeitherKindIsNamed()
{
    test::WindowFixture f;
    QVERIFY(f.open(test::allSamplePaths().value(0)));
    const QString before = f.w.controller()->filePath();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("neither.json"));
    std::ofstream(path.toStdString()) << R"({"name": "not a game", "units": []})";
    QVERIFY(!f.w.openFile(path));
    QCOMPARE(f.errors.size(), 1);
    QVERIFY2(f.errors[0].contains(path + QStringLiteral(": $: neither a scenario nor a lesson")),
             qPrintable(f.errors[0]));
    QCOMPARE(f.w.lastOpenExitCode(), 3);  // turnscope-cli's code for a bad scenario
    QCOMPARE(f.w.controller()->filePath(), before);
    QVERIFY(!f.w.lessons()->dock());
}

void TestLessonDock::allWrongScoresZero()
{
    QFETCH(QString, file);
    test::WindowFixture f;
    QVERIFY(f.w.lessons()->openLesson(file));
    LessonDock* dock = f.w.lessons()->dock();
    const int total = static_cast<int>(dock->answers().size());
    for (int i = 0; i < total; ++i) {
        const LessonAnswer& a = dock->answers()[static_cast<std::size_t>(i)];
        dock->submit(wrongAnswer(a));
        QVERIFY(dock->isAnswered());
        // The right answer is revealed all the same.
        QCOMPARE(f.w.controller()->cursor(), a.answerEvent);
        dock->next();
    }
    QVERIFY(dock->isFinished());
    QCOMPARE(dock->score(), 0);
    QVERIFY(
        dock->findChild<QLabel*>(QStringLiteral("lessonScore"))->text().contains(QStringLiteral("0 of %1").arg(total)));
}

// The bundled lessons as the application has them: every ruleset has its submenu with at
// least two lessons, and each opens from the resources (its scenario a resource too).
void TestLessonDock::menuOpensBundledLessons()
{
    test::WindowFixture f;
    auto* menu = f.w.findChild<QMenu*>(QStringLiteral("lessonMenu"));
    QVERIFY(menu);
    int lessons = 0;
    QStringList rulesets;
    for (QAction* a : menu->actions()) {
        if (!a->menu())
            continue;
        rulesets << a->menu()->title();
        QVERIFY(a->menu()->actions().size() >= 2);
        for (QAction* lesson : a->menu()->actions()) {
            QVERIFY(lesson->data().toString().startsWith(QStringLiteral(":/lessons/")));
            QVERIFY2(!lesson->text().endsWith(QStringLiteral(".json")),
                     qPrintable(lesson->text()));  // its title was read
            lesson->trigger();
            QVERIFY2(f.errors.isEmpty(), qPrintable(f.errors.join(QLatin1Char('\n'))));
            QVERIFY(f.w.lessons()->dock()->running());
            ++lessons;
        }
    }
    rulesets.sort();
    QCOMPARE(rulesets,
             QStringList({QStringLiteral("events"), QStringLiteral("nation"), QStringLiteral("roguelike"),
                          QStringLiteral("stack")}));
    QVERIFY(lessons >= 8);
    if (const QByteArray shot = qgetenv("TURNSCOPE_LESSON_SCREENSHOT"); !shot.isEmpty()) {
        QVERIFY(f.w.lessons()->openLesson(QStringLiteral(":/lessons/roguelike/case-a.json")));
        LessonDock* dock = f.w.lessons()->dock();
        QVERIFY(answerInDock(dock, dock->answers()[0]));
        QTest::qWait(200);
        QVERIFY(f.w.grab().save(QString::fromLocal8Bit(shot)));
    }
}

void TestLessonDock::badLessonKeepsTheGame()
{
    test::WindowFixture f;
    QVERIFY(f.open(kSource + QStringLiteral("/resources/scenarios/stack/lifo-three.json")));
    const Session* before = f.w.controller()->session();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad-lesson.json"));
    std::ofstream(file.toStdString()) << R"({"title": "t", "ruleset": "stack", "stops": []})";
    QVERIFY(!f.w.lessons()->openLesson(file));
    QCOMPARE(f.errors.size(), 1);
    QVERIFY2(f.errors.first().contains(QStringLiteral("bad-lesson.json")), qPrintable(f.errors.first()));
    QVERIFY2(f.errors.first().contains(QStringLiteral("scenario")), qPrintable(f.errors.first()));
    QCOMPARE(f.w.controller()->session(), before);
}

// Issue 36: a lesson's game used to be played on the GUI thread, the window frozen and no
// way to stop it. It is played on a worker thread now: the window's event loop goes on (a
// timer set when the game starts fires during it) and cancelling stops the game, with no
// error and the game in the window kept.
void TestLessonDock::cancelKeepsTheGame()
{
    test::WindowFixture f;
    QVERIFY(f.w.lessons()->openLesson(QStringLiteral(":/lessons/roguelike/case-a.json")));
    const Session* before = f.w.controller()->session();
    LessonPlayer* player = f.w.lessons()->dock()->player();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("long-lesson.json"));
    // nation's runaway stage: a game the lesson's event budget of 2 M events stops.
    std::ofstream(file.toStdString())
        << R"({"title": "long", "ruleset": "nation", "scenario": {"ruleset": "nation", "name": "runaway", "seed": 1,
              "stage": {"id": "grow", "domesticCount": 1, "roundLimit": 3},
              "commands": [{"id": "Grow", "effects": [{"do": "change-domestic-count", "amount": 1000}]}],
              "nations": [{"name": "A", "turnOrder": 1, "power": 10, "domestic": ["Grow"], "units": []},
                          {"name": "B", "turnOrder": 2, "power": 10, "units": []}]},
             "stops": [{"at": {"kind": "nation.round-begin", "nth": 1},
                        "ask": {"type": "subject", "kind": "nation.domestic-reset"}, "prompt": "p"}]})";
    bool timerRan = false;
    connect(player, &LessonPlayer::started, player, [&] {
        QTimer::singleShot(0, player, [&] {
            timerRan = true;
            player->cancel();
        });
    });
    QVERIFY(!f.w.lessons()->openLesson(file));
    QVERIFY(timerRan);
    QVERIFY(!player->isPlaying());
    QVERIFY(player->eventsPlayed() < kLessonEventBudget);
    QVERIFY2(f.errors.isEmpty(), qPrintable(f.errors.join(QLatin1Char('\n'))));
    QCOMPARE(f.w.controller()->session(), before);
    QVERIFY(f.w.lessons()->dock()->running());
    disconnect(player, &LessonPlayer::started, player, nullptr);

    // A game that plays longer than a moment shows a modal progress dialog; its Cancel does
    // the same.
    player->setProgressDelay(0);
    bool dialogShown = false;
    connect(player, &LessonPlayer::started, player, [&] {
        QTimer::singleShot(0, player, [&] {
            auto* dialog = f.w.findChild<QProgressDialog*>(QStringLiteral("lessonPlayProgress"));
            dialogShown = dialog && dialog->isVisible() && dialog->isModal();
            if (auto* cancel = dialog ? dialog->findChild<QPushButton*>() : nullptr)
                cancel->click();
        });
    });
    QVERIFY(!f.w.lessons()->openLesson(file));
    QVERIFY(dialogShown);
    QVERIFY(f.errors.isEmpty());
    QCOMPARE(f.w.controller()->session(), before);
    QVERIFY(!f.w.findChild<QProgressDialog*>(QStringLiteral("lessonPlayProgress")));

    // Not cancelled, the same lesson plays to its question.
    disconnect(player, &LessonPlayer::started, player, nullptr);
    QVERIFY(f.w.lessons()->openLesson(file));
    QCOMPARE(f.w.lessons()->dock()->answers().at(0).answer, std::string("A"));
}

// Two questions written at the cursor into a new file, loaded back: the first asks who
// resolves (the subject of the event after the cursor), the second the value written next.
void TestLessonDock::addQuestionHereWritesStops()
{
    test::WindowFixture f;
    QVERIFY(f.open(kSource + QStringLiteral("/resources/scenarios/stack/lifo-three.json")));
    const Trace& t = f.w.controller()->session()->trace();
    Seq resolve = 0;
    while (resolve < t.size() && t.kindName(t.at(resolve).kind) != "stack.resolve")
        ++resolve;
    QVERIFY(resolve < t.size());
    f.w.controller()->seekNow(resolve - 1);
    QVERIFY(f.w.lessons()->addQuestionAction()->isEnabled());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("authored.json"));
    for (int type : {0, 1}) {
        std::unique_ptr<AddQuestionDialog> d(f.w.lessons()->addQuestionHere());
        QVERIFY(d);
        QCOMPARE(d->kindEdit()->text(), QStringLiteral("stack.resolve"));
        d->fileEdit()->setText(file);
        d->typeCombo()->setCurrentIndex(type);
        d->promptEdit()->setText(QStringLiteral("What next?"));
        QString error;
        QVERIFY2(d->write(&error), qPrintable(error));
    }
    const LessonPlay play = playLesson(loadLessonFile(file.toStdString()));
    QCOMPARE(play.answers.size(), std::size_t(2));
    QCOMPARE(play.answers[0].stop, resolve);
    QCOMPARE(play.answers[0].answerEvent, resolve);
    QCOMPARE(play.answers[0].answer, t.entityName(t.at(resolve).subject[0]));
    QVERIFY(play.answers[1].value.has_value());
    QCOMPARE(t.kindName(t.at(play.answers[1].answerEvent).kind), std::string("write"));
    // A question the game does not answer is refused and the file stays as it was.
    std::unique_ptr<AddQuestionDialog> d(f.w.lessons()->addQuestionHere());
    d->fileEdit()->setText(file);
    d->typeCombo()->setCurrentIndex(1);
    d->entityEdit()->setText(QStringLiteral("Nobody"));
    d->promptEdit()->setText(QStringLiteral("?"));
    QString error;
    QVERIFY(!d->write(&error));
    QVERIFY2(error.contains(QStringLiteral("unknown entity")), qPrintable(error));
    QCOMPARE(loadLessonFile(file.toStdString()).stops.size(), std::size_t(2));
}

TURNSCOPE_GUI_TEST_MAIN(TestLessonDock)
#include "tst_lessondock.moc"
