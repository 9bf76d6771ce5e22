//===- ReductionOrder.h - the order in which reduce folds -----------*- C++ -*-===//
//
// tile-ir-ops.md §3.1 leaves the evaluation order and tree shape of `reduce` unspecified (a
// combiner must be associative); only float sums and products, and combiners that are not
// truly associative, see the difference. tilec has two orders, the same in the interpreter
// and in compiled code, so that either executor can reproduce the other bit for bit. The
// order applies to float sums and products (isPartialSumsCandidate: a combiner that is one addf
// or mulf of the element and the accumulator), the reductions whose one dependent chain
// makes a row sum slow; every other combiner folds sequentially in both orders, so that, for
// example, an arg-max keeps the first of equal elements as it reads in the sequential order.
//
//   Sequential   r = f(x[n-1], ... f(x[1], f(x[0], identity))): one chain along `dim`. The
//                interpreter's default (`tilec run --interpret`), the reference order.
//   PartialSums  for each position outside `dim`, `lines` partial accumulators (the lines along
//                `dim`, each a line of the inner positions): p[l] = x[l] for l < lines, then
//                p[k mod lines] = f(x[k], p[k mod lines]) for k = lines..n-1 in order; then
//                halving steps p[l] = f(p[l + h], p[l]) for l < h, h = lines/2, ..., 1; last
//                r = f(p[0], identity), so the identity is applied exactly once, as in the
//                sequential order. The independent partial chains vectorize, where one chain
//                is bound by the latency of the combiner. The compiler's default.
//
// `lines` = min(kReducePartialBytes / (element bytes · inner positions), n), 1 when that is
// below 2 (then PartialSums is the sequential chain with the identity applied last); tile
// dimensions are powers of two, so `lines` divides n.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_REDUCTIONORDER_H
#define TILEC_INTERPRETER_REDUCTIONORDER_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace tilec::interp {

enum class ReduceOrder { Sequential, PartialSums };

/// Bytes of partial accumulators per position outside `dim`: four 512-bit registers.
constexpr int64_t kReducePartialBytes = 256;

/// The number of partial accumulator lines of `reduce` (a cuda_tile.reduce) in the PartialSums
/// order (see the file comment). An element's bytes are 8 for pointers, 4 for tf32, 1 for types
/// narrower than a byte, else the bit width / 8, the largest over the operands.
int64_t getReducePartialLines(mlir::Operation *reduce);

/// Whether `reduce` (a cuda_tile.reduce) folds in the partial-sums order when that order is
/// chosen: one operand, a combiner that is one addf or mulf of its two arguments.
bool isPartialSumsCandidate(mlir::Operation *reduce);

/// "sequential" or "partial-sums".
llvm::StringRef getReduceOrderName(ReduceOrder order);
std::optional<ReduceOrder> parseReduceOrder(llvm::StringRef name);

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_REDUCTIONORDER_H
