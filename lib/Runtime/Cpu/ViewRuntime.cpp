//===- ViewRuntime.cpp - runtime helpers of the View family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendViewRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
