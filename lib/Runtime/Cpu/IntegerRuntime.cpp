//===- IntegerRuntime.cpp - runtime helpers of the Integer family ---------===//
//
// The integer operations compile to inline arith code (IntegerToCPU.cpp), undefined cases
// included, so this family has no helpers; mmai's microkernels live with the matrix family.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendIntegerRuntimeSymbols(RuntimeSymbolList &) {}

} // namespace tilec::runtime
