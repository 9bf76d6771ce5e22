//===- MemoryRuntime.cpp - runtime helpers of the Memory family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendMemoryRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
