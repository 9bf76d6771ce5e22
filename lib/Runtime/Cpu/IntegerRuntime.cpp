//===- IntegerRuntime.cpp - runtime helpers of the Integer family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendIntegerRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
