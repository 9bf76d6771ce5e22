//===- MemoryAtomic.h - the update of an atomic read-modify-write -*- C++ -*-===//
//
// The new memory value of one element of atomic_rmw_tko and atomic_red_view_tko
// (tile-ir-ops.md §3.7): integer modes wrap or compare in the element width, `addf` is one
// correctly rounded IEEE addition (nearest even, subnormals kept), `xchg` takes the argument.
// The float min/max of multimem_reduce_view_tko (tile-ir-13.4-13.5.md §5.1), which has no
// atomic_red_view_tko mode, is here too.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_MEMORYATOMIC_H
#define TILEC_LIB_INTERPRETER_MEMORYATOMIC_H

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/Types.h"

#include <cstdint>

namespace tilec::interp {

/// MODE(old, arg) for elements of `elementType` (a type the verifier accepts for `mode`).
uint64_t combineAtomic(cuda_tile::AtomicMode mode, mlir::Type elementType, uint64_t old,
                       uint64_t arg);

/// multimem_reduce_view_tko min/max on float elements: what minf/maxf without propagate_nan
/// give (numeric::selectMinMax). PTX's multimem.red min/max are the non-NaN-propagating forms,
/// so a NaN operand yields the other operand (the canonical NaN when both are NaN), and +0 is
/// greater than -0, as for minf/maxf. The compiled path (tilec_rt_view_atomic_reduce) calls the
/// same function.
uint64_t combineAtomicMinMaxF(bool maximum, mlir::Type elementType, uint64_t old, uint64_t arg);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_MEMORYATOMIC_H
