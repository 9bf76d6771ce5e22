//===- ControlFlowRuntime.cpp - runtime helpers of control flow -----------===//
//
// Cold paths of the control-flow lowering: the checked-mode error of a `for` whose step is not
// positive (tile-ir-ops.md §3.6: undefined; the interpreter reports it in checked mode and runs
// no iteration otherwise, which the generated code does by itself).
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuLaunch.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <cinttypes>
#include <cstdio>

using tilec::runtime::BlockContext;

extern "C" void tilec_rt_for_step_invalid(BlockContext *context, int32_t location, int64_t step,
                                          int32_t isUnsigned) {
  if (!context->launch->checked)
    return;
  // tilec_rt_fail leaves by longjmp: the message must not live in an object with a destructor.
  thread_local char message[96];
  if (isUnsigned)
    std::snprintf(message, sizeof(message), "for: step must be positive, got %" PRIu64,
                  uint64_t(step));
  else
    std::snprintf(message, sizeof(message), "for: step must be positive, got %" PRId64, step);
  tilec_rt_fail(context, location, message);
}

namespace tilec::runtime {

void appendControlFlowRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back(
      {"tilec_rt_for_step_invalid", reinterpret_cast<void *>(&tilec_rt_for_step_invalid)});
}

} // namespace tilec::runtime
