//===- CompiledRun.h - `tilec run` on the CPU compiler ----------*- C++ -*-===//
#ifndef TILEC_TOOLS_TILEC_COMPILEDRUN_H
#define TILEC_TOOLS_TILEC_COMPILEDRUN_H

#include "tilec/Interpreter/KernelArguments.h"

#include "mlir/IR/Operation.h"

#include <array>

namespace tilec::tool {

struct CompiledRunOptions {
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// 0: all cores.
  int threads = 0;
  bool checked = true;
  bool useCache = true;
  /// Launches; the timing report gives the median and minimum.
  unsigned repeat = 1;
};

struct CompiledRunTiming {
  double compileMilliseconds = 0;
  double medianMilliseconds = 0;
  double minMilliseconds = 0;
  unsigned runs = 0;
  int threads = 0;
};

/// Compiles `kernel` and launches it with `arguments` (bound for an interpreter, whose buffers
/// the compiled code uses directly). Errors are reported as diagnostics at the failing op, as
/// the interpreter reports them. For a testing$func, returns its results.
mlir::FailureOr<llvm::SmallVector<interp::RuntimeValue>>
runCompiled(mlir::Operation *kernel, llvm::ArrayRef<interp::KernelParameter> parameters,
            const interp::KernelArguments &arguments,
            const CompiledRunOptions &options, CompiledRunTiming &timing);

} // namespace tilec::tool

#endif // TILEC_TOOLS_TILEC_COMPILEDRUN_H
