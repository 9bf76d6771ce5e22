//===- RuntimeSymbols.cpp - the helpers compiled kernels call -------------===//
#include "tilec/Runtime/RuntimeSymbols.h"

#include "tilec/Runtime/CpuAbi.h"

namespace tilec::runtime {

void appendLaunchRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_fail", reinterpret_cast<void *>(&tilec_rt_fail)});
}

const RuntimeSymbolList &getRuntimeSymbols() {
  static const RuntimeSymbolList symbols = [] {
    RuntimeSymbolList list;
    appendLaunchRuntimeSymbols(list);
    appendControlFlowRuntimeSymbols(list);
    appendConversionRuntimeSymbols(list);
    appendFloatRuntimeSymbols(list);
    appendIntegerRuntimeSymbols(list);
    appendMatmulRuntimeSymbols(list);
    appendMatmulChainRuntimeSymbols(list);
    appendTransposeRuntimeSymbols(list);
    appendMatmulChainI8RuntimeSymbols(list);
    appendMemoryRuntimeSymbols(list);
    appendViewRuntimeSymbols(list);
    appendMiscRuntimeSymbols(list);
    return list;
  }();
  return symbols;
}

} // namespace tilec::runtime
