#include "kernel/build_info.h"

#ifndef TURNSCOPE_VERSION
#define TURNSCOPE_VERSION "0.0.0"
#endif

const char* ts::buildVersion() { return TURNSCOPE_VERSION; }
