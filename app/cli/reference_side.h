#pragma once
// shrink --diverges-from with --reference-cli: the other side of a divergence played by
// another build's turnscope-cli (`run CANDIDATE --seed S --max-events N --out T`), its trace
// read back. The other build's event ids may differ from ours: traces carry their names.
#include "kernel/batch/shrink_divergence.h"

#include <QString>

#include <chrono>
#include <memory>

namespace ts::cli {

// What went wrong the last time the program could not play a candidate ("" when nothing
// did): shown when the input itself cannot be played.
struct ReferenceFailure {
    QString text;
};

// Each run is killed when `deadline` (the end of shrink's --budget) has passed, given at least
// kMinCandidateTimeout and at most 10 minutes, and dies with this process (it is never left
// running when shrink is killed).
inline constexpr std::chrono::seconds kMinCandidateTimeout{5};
SidePlayer referenceCliSide(const QString& program, std::shared_ptr<ReferenceFailure> lastFailure,
                            std::chrono::steady_clock::time_point deadline);

// A program that can be started: an existing executable file, or a name found on PATH.
// UsageError otherwise, naming the option and the text given.
QString checkedReferenceProgram(const QString& text);

}  // namespace ts::cli
