#pragma once
// shrink --diverges-from with --reference-cli: the other side of a divergence played by
// another build's turnscope-cli (`run CANDIDATE --seed S --max-events N --out T`), its trace
// read back. The other build's event ids may differ from ours: traces carry their names.
#include "kernel/shrink_divergence.h"

#include <QString>

#include <memory>

namespace ts::cli {

// What went wrong the last time the program could not play a candidate ("" when nothing
// did): shown when the input itself cannot be played.
struct ReferenceFailure {
    QString text;
};

SidePlayer referenceCliSide(const QString& program, std::shared_ptr<ReferenceFailure> lastFailure);

// A program that can be started: an existing executable file, or a name found on PATH.
// UsageError otherwise, naming the option and the text given.
QString checkedReferenceProgram(const QString& text);

}  // namespace ts::cli
