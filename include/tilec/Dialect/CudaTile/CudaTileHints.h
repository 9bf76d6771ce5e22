//===- CudaTileHints.h - optimization hint checks on request ----*- C++ -*-===//
//
// Optimization hints never change results, so by default only their structure is checked (one
// dictionary per target). Tools may ask for more: unknown targets, hint names the op does not
// take, and values outside what the hint allows are then reported as warnings
// (-Wunsupported-hints) or errors (-Werr-hints).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEHINTS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEHINTS_H

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/Operation.h"

namespace tilec::cuda_tile {

/// Process-wide, set by a tool's command line before anything is verified.
struct HintDiagnosticOptions {
  /// Report unsupported hints as warnings.
  bool warnUnsupported = false;
  /// Report unsupported hints as errors (wins over warnUnsupported).
  bool errorUnsupported = false;
};

HintDiagnosticOptions &hintDiagnosticOptions();

/// Reports, as hintDiagnosticOptions() asks, what in `hints` (which may be null) `op` does not
/// support: unknown targets, hint names other than `takenHints`, non-integer or out-of-range
/// values. Fails only when the hints are reported as errors.
mlir::LogicalResult verifyHintSupport(mlir::Operation *op, OptimizationHintsAttr hints,
                                      llvm::ArrayRef<llvm::StringRef> takenHints);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEHINTS_H
