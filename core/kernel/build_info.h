#pragma once
// What this build is: the version (`--version`, saved in every trace) and the git revision
// it was built from. The revision lives in one generated file (cmake/git_revision.cmake)
// so that a new commit recompiles that file only.

namespace ts {

const char* buildVersion();  // e.g. "0.1.0", as `turnscope --version` prints it
const char* buildRevision();  // `git rev-parse --short HEAD` at build time; "unknown" outside git

}  // namespace ts
