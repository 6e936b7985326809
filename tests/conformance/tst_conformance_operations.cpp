// Issue 35: the debugger's moves work the same in every ruleset. For every sample and golden
// trace of every registered ruleset: every decision's legal answers are worked out and a fork
// with them plays on; stepping over reaches both ends and never skips a breakpoint hit;
// conditions are evaluated only where rule steps end and hits are counted once per event;
// edits at step ends ("What if?", issue 40) are the user's and change nothing but what they set.
#include "conformance_test.h"

using namespace ts;
using namespace ts::conformance;

namespace {
constexpr std::size_t kForksPerGame = 120;
constexpr std::size_t kEditsPerGame = 4;
}  // namespace

class TestConformanceOperations : public QObject {
    Q_OBJECT
private slots:
    void forks_data() { addCaseRows(); }
    void forks()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        CONFORMANCE_VERIFY(checkForks(*s, kForksPerGame));
    }

    void edits_data() { addCaseRows(); }
    void edits()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        CONFORMANCE_VERIFY(checkEdits(*s, kEditsPerGame));
    }

    void stepping_data() { addCaseRows(); }
    void stepping()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        CONFORMANCE_VERIFY(checkStepping(*s));
    }

    void breakpoints_data() { addCaseRows(); }
    void breakpoints()
    {
        QFETCH(int, index);
        auto s = openCase(caseAt(index));
        CONFORMANCE_VERIFY(checkBreakpoints(*s));
    }
};

TURNSCOPE_TEST_MAIN(TestConformanceOperations)
#include "tst_conformance_operations.moc"
