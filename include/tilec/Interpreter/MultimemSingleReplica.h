//===- MultimemSingleReplica.h - 13.5 multimem ops on one host --*- C++ -*-===//
//
// The 13.5 multimem view ops act on every replica of an NVLink multicast object
// (tile-ir-13.4-13.5.md §5.1). tilec runs kernels on one host without a configured replica group,
// so each multicast view has a group of one (its own buffer), where the ops are exactly
// single-device view ops:
//   multimem_load_reduce_view_tko  ->  load_view_tko        (the fold of one replica)
//   multimem_reduce_view_tko       ->  atomic_red_view_tko  (add/addf, integer min/max, and,
//                                                            or, xor)
//   multimem_store_view_tko        ->  store_view_tko
// Both executors (the interpreter and the CPU compiler) run the rewritten kernels, so they agree
// by construction. Floating-point min/max reductions (f16, bf16) have no atomic_red_view_tko
// mode and stay multimem_reduce_view_tko, which both executors run as one atomic minf/maxf
// (without propagate_nan) per element: lib/Interpreter/ExecView.cpp, ViewToCPU.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H
#define TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H

#include "mlir/IR/Operation.h"

namespace tilec::interp {

/// Rewrites every multimem view op under `root` in place, except float min/max reductions.
/// The executors run those themselves, so this always succeeds.
mlir::LogicalResult rewriteMultimemForSingleReplica(mlir::Operation *root);

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H
