//===- CudaTileToCPU.h - compiling Tile IR for the host CPU -----*- C++ -*-===//
//
// Two steps, each a pass of tilec-opt so that it can be inspected and lit-tested:
//   --convert-cuda-tile-to-cpu   every entry/testing$func of the cuda_tile modules becomes a
//                                func.func (func, cf, scf, arith, math, memref, llvm dialects)
//                                following the ABI of tilec/Runtime/CpuAbi.h;
//   --lower-cpu-to-llvm          that standard MLIR down to the LLVM dialect.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_CONVERSION_CUDATILETOCPU_H
#define TILEC_CONVERSION_CUDATILETOCPU_H

#include "tilec/Conversion/MmafAccumulation.h"
#include "tilec/Interpreter/ReductionOrder.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <memory>
#include <string>
#include <vector>

namespace tilec {

/// A module-level `global` the compiled code holds as an LLVM global named `symbol`: the
/// launcher registers its storage as a memory region so that checked accesses may use it.
struct CpuGlobalRegion {
  std::string symbol;
  int64_t bytes;
  /// As the interpreter names it in messages.
  std::string name;
  bool writable;
};

/// What the launcher needs to know about a lowered kernel.
struct CpuKernelFrame {
  /// Bytes of scratch one tile block needs.
  int64_t scratchBytes = 0;
  /// One argument slot per parameter, then one per result (testing$func).
  unsigned numArgumentSlots = 0;
  /// The globals the kernel uses.
  std::vector<CpuGlobalRegion> globals;
};

/// The choices the spec leaves open that a kernel's lowering makes.
struct CpuLoweringOptions {
  /// How reduce ops fold float sums and products.
  interp::ReduceOrder reduceOrder = interp::ReduceOrder::PartialSums;
  /// How mmaf sums its products.
  MmafAccumulation mmafAccumulation = MmafAccumulation::Sequential;
};

/// Lowers one entry or testing$func into the function `name` of `target` with `options`.
/// Errors are reported at the op that cannot be lowered.
mlir::FailureOr<CpuKernelFrame> lowerKernelToCPU(mlir::Operation *kernel, mlir::ModuleOp target,
                                                 llvm::StringRef name,
                                                 const CpuLoweringOptions &options);

/// Bytes one element of a ranked tile takes in compiled code's buffers (and in the host arrays
/// of a testing$func's tile parameters and results): 1 for i1 and the 8- and 4-bit formats, 4
/// for tf32, 8 for pointers.
int64_t getCpuTileElementBytes(mlir::Type elementType);

/// Adds the passes from the lowered form to the LLVM dialect.
void buildLowerCpuToLLVMPipeline(mlir::OpPassManager &passManager);

std::unique_ptr<mlir::Pass> createConvertCudaTileToCPUPass();

/// Registers both steps with the pass registry (tilec-opt).
void registerCudaTileToCPUPasses();

/// The dialects the lowered form uses.
void loadCpuLoweringDialects(mlir::MLIRContext &context);

} // namespace tilec

#endif // TILEC_CONVERSION_CUDATILETOCPU_H
