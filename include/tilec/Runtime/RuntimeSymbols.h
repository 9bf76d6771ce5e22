//===- RuntimeSymbols.h - the helpers compiled kernels call -----*- C++ -*-===//
//
// Every extern "C" tilec_rt_* function that generated code may call, by name, so that the JIT
// resolves them without exporting symbols from the executable. Each runtime family lists its
// own helpers (appendXRuntimeSymbols in the file that defines them).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_RUNTIMESYMBOLS_H
#define TILEC_RUNTIME_RUNTIMESYMBOLS_H

#include <vector>

namespace tilec::runtime {

struct RuntimeSymbol {
  const char *name;
  void *address;
};
using RuntimeSymbolList = std::vector<RuntimeSymbol>;

void appendLaunchRuntimeSymbols(RuntimeSymbolList &symbols);
void appendControlFlowRuntimeSymbols(RuntimeSymbolList &symbols);
void appendConversionRuntimeSymbols(RuntimeSymbolList &symbols);
void appendFloatRuntimeSymbols(RuntimeSymbolList &symbols);
void appendIntegerRuntimeSymbols(RuntimeSymbolList &symbols);
void appendMatmulRuntimeSymbols(RuntimeSymbolList &symbols);
void appendMatmulChainRuntimeSymbols(RuntimeSymbolList &symbols);
void appendTransposeRuntimeSymbols(RuntimeSymbolList &symbols);
void appendMatmulChainI8RuntimeSymbols(RuntimeSymbolList &symbols);
void appendMemoryRuntimeSymbols(RuntimeSymbolList &symbols);
void appendViewRuntimeSymbols(RuntimeSymbolList &symbols);
void appendMiscRuntimeSymbols(RuntimeSymbolList &symbols);

/// All of them.
const RuntimeSymbolList &getRuntimeSymbols();

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_RUNTIMESYMBOLS_H
