//===- CudaTileAsmNames.h - result names as NVIDIA's printer writes them -*- C++ -*-===//
//
// Printed kernels name the results of a few operations the way NVIDIA's Tile IR printer does
// (`%cst_0_i32`, `%blockId_x`, `%tview`, `%for`, `%loopIdx`, ...), so that tilec's output reads
// like the reference tools'. Every other result keeps MLIR's numbered names.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEASMNAMES_H
#define TILEC_DIALECT_CUDATILE_CUDATILEASMNAMES_H

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tilec::cuda_tile {

/// Attaches the result-naming models of the single-result operations (constant, reshape,
/// broadcast, assume, make_tensor_view, make_partition_view) to the registered operations.
/// Called once by the dialect's initialize(), after the operations are registered.
void attachResultNameModels(mlir::MLIRContext &context);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEASMNAMES_H
