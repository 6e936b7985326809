// The inspector's tree view repaints what a change of data shows (issue 41's Step Back): the
// rows on screen that the model signals, and nothing for rows scrolled away or under a
// collapsed parent. A range that also covers rows on screen repaints them all, so nothing
// shown goes stale.
#include "gui_test_main.h"

#include "panels/inspector/inspectortreeview.h"

#include <QPaintEvent>
#include <QStandardItemModel>

using ts::gui::InspectorTreeView;

namespace {

// The region of every paint of the view's viewport since the last clear.
class PaintRecorder : public QObject {
public:
    QRegion painted;
    int paints = 0;

protected:
    bool eventFilter(QObject*, QEvent* e) override
    {
        if (e->type() == QEvent::Paint) {
            painted += static_cast<QPaintEvent*>(e)->region();
            ++paints;
        }
        return false;
    }
};

}  // namespace

class TestInspectorTreeView : public QObject {
    Q_OBJECT

    QStandardItemModel model_{0, 2};
    InspectorTreeView view_;
    PaintRecorder recorder_;

    QModelIndex top(int row, int column = 0) const { return model_.index(row, column); }
    // The model announcing rows [first, last] of `parent` (both columns), as InspectorModel does.
    void signal(int first, int last, const QModelIndex& parent = {})
    {
        emit model_.dataChanged(model_.index(first, 0, parent), model_.index(last, 1, parent));
    }
    void settle()
    {
        QApplication::processEvents();
        QApplication::processEvents();
    }
    void clear()
    {
        settle();
        recorder_.painted = {};
        recorder_.paints = 0;
    }
    QRect rowRect(const QModelIndex& i) const
    {
        const QRect r = view_.visualRect(i);
        return {0, r.top(), view_.viewport()->width(), r.height()};
    }

private slots:
    void initTestCase()
    {
        // 200 rows; row 3 has 5 children (expanded), row 4 has 5 (collapsed).
        for (int r = 0; r < 200; ++r) {
            QList<QStandardItem*> row{new QStandardItem(QStringLiteral("row %1").arg(r)),
                                      new QStandardItem(QString::number(r))};
            if (r == 3 || r == 4)
                for (int c = 0; c < 5; ++c)
                    row[0]->appendRow(
                        {new QStandardItem(QStringLiteral("child %1").arg(c)), new QStandardItem(QString::number(c))});
            model_.appendRow(row);
        }
        view_.setModel(&model_);
        view_.expand(top(3));
        view_.resize(300, 240);
        view_.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view_));
        view_.viewport()->installEventFilter(&recorder_);
    }

    // Before: any range repainted the whole viewport.
    void repaintsOnlyTheSignalledRowsOnScreen()
    {
        clear();
        signal(1, 1);
        settle();
        QVERIFY(recorder_.paints > 0);
        QVERIFY(recorder_.painted.contains(rowRect(top(1))));
        QVERIFY2(!recorder_.painted.intersects(rowRect(top(2))), "a row not signalled was repainted");
        QVERIFY(!recorder_.painted.intersects(rowRect(top(0))));
    }

    void repaintsEveryRowOfARangeOnScreen()
    {
        clear();
        signal(0, 150);  // rows 0 .. 150: those on screen all repaint
        settle();
        for (int r : {0, 1, 2, 3, 5})
            QVERIFY2(recorder_.painted.contains(rowRect(top(r))), qPrintable(QString::number(r)));
        const QModelIndex child = model_.index(2, 0, top(3));
        QVERIFY2(!recorder_.painted.intersects(rowRect(child)), "a child of row 3 is not in the range");
    }

    void repaintsChildrenOfAnExpandedParent()
    {
        clear();
        signal(2, 2, top(3));
        settle();
        QVERIFY(recorder_.painted.contains(rowRect(model_.index(2, 0, top(3)))));
        QVERIFY(!recorder_.painted.intersects(rowRect(top(3))));
    }

    void paintsNothingForRowsOffScreenOrCollapsed()
    {
        QVERIFY(!view_.visualRect(top(180)).intersects(view_.viewport()->rect()));
        clear();
        signal(180, 199);  // scrolled away
        signal(0, 4, top(4));  // under a collapsed parent
        settle();
        QCOMPARE(recorder_.paints, 0);
    }

    // What the view shows after a repaint is what the model holds (the text is read again).
    void showsTheNewTextOfASignalledRow()
    {
        model_.blockSignals(true);
        model_.item(1, 1)->setText(QStringLiteral("changed"));
        model_.blockSignals(false);
        clear();
        signal(1, 1);
        settle();
        QVERIFY(recorder_.painted.contains(rowRect(top(1))));
        QCOMPARE(view_.model()->data(top(1, 1)).toString(), QStringLiteral("changed"));
    }
};

TURNSCOPE_GUI_TEST_MAIN(TestInspectorTreeView)
#include "tst_inspectortreeview.moc"
