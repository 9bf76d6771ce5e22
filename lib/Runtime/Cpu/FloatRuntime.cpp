//===- FloatRuntime.cpp - runtime helpers of the Float family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendFloatRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
