//===- CpuCompiler.h - JIT compilation of Tile IR kernels for the host -*- C++ -*-===//
//
// Compiles one entry or testing$func of a verified cuda_tile module to native code for the
// host CPU (its own features: AVX-512, AVX2, FMA as present): the kernel is lowered
// (tilec/Conversion/CudaTileToCPU.h), translated to LLVM IR, optimized at O3 and JIT-compiled.
// Compiled kernels are cached in memory for the life of the process and on disk
// ($XDG_CACHE_HOME/tilec, else ~/.cache/tilec: an object file and its frame facts per kernel),
// keyed by the module's text, the kernel, the options, the host CPU's features and the tilec
// binary.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_COMPILER_CPUCOMPILER_H
#define TILEC_COMPILER_CPUCOMPILER_H

#include "tilec/Conversion/CudaTileToCPU.h"
#include "tilec/Runtime/CpuAbi.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace llvm::orc {
class LLJIT;
} // namespace llvm::orc

namespace tilec {

struct CpuCompileOptions {
  /// LLVM optimization level, 0..3.
  unsigned optLevel = 3;
  /// Reuse a kernel compiled earlier (in memory, or on disk) for the same module and kernel.
  bool useCache = true;
  /// How reduce folds (tilec/Interpreter/ReductionOrder.h): partial sums vectorize.
  interp::ReduceOrder reduceOrder = interp::ReduceOrder::PartialSums;
  /// How mmaf sums its products (tilec/Conversion/MmafAccumulation.h).
  MmafAccumulation mmafAccumulation = MmafAccumulation::Sequential;
};

class CompiledCpuKernel {
public:
  ~CompiledCpuKernel();
  runtime::CompiledKernelFn getFunction() const { return function; }
  const CpuKernelFrame &getFrame() const { return frame; }
  /// The storage of the kernel's globals in the compiled code: address and region facts.
  struct GlobalStorage {
    uint64_t address;
    const CpuGlobalRegion *region;
  };
  const std::vector<GlobalStorage> &getGlobals() const { return globals; }
  /// Whether the object code came from the disk cache.
  bool isFromDiskCache() const { return fromDiskCache; }
  /// Wall time of the compilation (or of the cache lookup).
  double getCompileMilliseconds() const { return compileMilliseconds; }

private:
  friend mlir::FailureOr<std::shared_ptr<CompiledCpuKernel>>
  compileForCpu(mlir::Operation *kernel, const CpuCompileOptions &options);
  CompiledCpuKernel() = default;

  std::shared_ptr<llvm::orc::LLJIT> jit;
  bool fromDiskCache = false;
  runtime::CompiledKernelFn function = nullptr;
  CpuKernelFrame frame;
  std::vector<GlobalStorage> globals;
  double compileMilliseconds = 0;
};

/// Compiles `kernel`; errors are reported through the context's diagnostic handler.
mlir::FailureOr<std::shared_ptr<CompiledCpuKernel>>
compileForCpu(mlir::Operation *kernel, const CpuCompileOptions &options = {});

enum class CpuEmitKind { Mlir, LlvmDialect, Llvm, Assembly, Object };

/// Writes one stage of the compilation of `kernel`: the lowered standard MLIR, the LLVM
/// dialect, optimized LLVM IR, assembly or an object file for the host.
mlir::LogicalResult emitForCpu(mlir::Operation *kernel, CpuEmitKind kind,
                               const CpuCompileOptions &options, llvm::raw_pwrite_stream &output);

/// The name the compiled function has in generated code.
inline constexpr const char *kCompiledKernelName = "tilec_kernel";

} // namespace tilec

#endif // TILEC_COMPILER_CPUCOMPILER_H
