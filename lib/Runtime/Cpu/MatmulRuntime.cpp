//===- MatmulRuntime.cpp - runtime helpers of the Matmul family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendMatmulRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
