//===- ConversionRuntime.cpp - runtime helpers of the Conversion family ----------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

namespace tilec::runtime {

void appendConversionRuntimeSymbols(RuntimeSymbolList &symbols) {}

} // namespace tilec::runtime
