//===- MultimemSingleReplica.h - 13.5 multimem ops on one host --*- C++ -*-===//
//
// The 13.5 multimem view ops act on every replica of an NVLink multicast object
// (tile-ir-13.4-13.5.md §5.1). tilec runs kernels on one host without a configured replica group,
// so each multicast view has a group of one (its own buffer), where the ops are exactly
// single-device view ops:
//   multimem_load_reduce_view_tko  ->  load_view_tko        (the fold of one replica)
//   multimem_reduce_view_tko       ->  atomic_red_view_tko  (add/addf, min, max, and, or, xor)
//   multimem_store_view_tko        ->  store_view_tko
// Both executors (the interpreter and the CPU compiler) run the rewritten kernels, so they agree
// by construction. Floating-point min/max reductions have no atomic_red_view_tko mode and are
// refused with an error at the op.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H
#define TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H

#include "mlir/IR/Operation.h"

namespace tilec::interp {

/// Rewrites every multimem view op under `root` in place; fails (after reporting) on a float
/// min/max reduction.
mlir::LogicalResult rewriteMultimemForSingleReplica(mlir::Operation *root);

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_MULTIMEMSINGLEREPLICA_H
