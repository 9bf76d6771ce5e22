//===- MiscRuntime.cpp - runtime helpers of the Misc family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendMiscRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
