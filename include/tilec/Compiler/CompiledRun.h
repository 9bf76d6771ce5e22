//===- CompiledRun.h - running a compiled kernel on bound arguments -*- C++ -*-===//
//
// The compiled counterpart of Interpreter::launch/call: takes the arguments `tilec run` (or a
// test) bound for the interpreter, compiles the kernel for the host, launches it and reports
// errors exactly as the interpreter does. `tilec run` and the fuzzers use it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_COMPILER_COMPILEDRUN_H
#define TILEC_COMPILER_COMPILEDRUN_H

#include "tilec/Conversion/MmafAccumulation.h"
#include "tilec/Interpreter/KernelArguments.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

#include <array>

namespace tilec {

struct CompiledRunOptions {
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// 0: all cores.
  int threads = 0;
  bool checked = true;
  bool useCache = true;
  interp::ReduceOrder reduceOrder = interp::ReduceOrder::PartialSums;
  MmafAccumulation mmafAccumulation = MmafAccumulation::Sequential;
  /// Launches; the timing report gives the median and minimum.
  unsigned repeat = 1;
  /// Where print_tko and assert output goes.
  llvm::raw_ostream *output = &llvm::outs();
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

} // namespace tilec

#endif // TILEC_COMPILER_COMPILEDRUN_H
