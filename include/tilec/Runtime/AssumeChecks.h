//===- AssumeChecks.h - checked mode's test of assume predicates -*- C++ -*-===//
//
// Whether a tile meets an `assume` predicate (tile-ir-ops.md §3.9) and, where it does not, the
// text that names the first element (row-major) that breaks it. The interpreter reads the
// predicate from its attribute and the CPU runtime from the lowering's predicate descriptor, so
// that a compiled kernel in checked mode fails with the interpreter's message.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_ASSUMECHECKS_H
#define TILEC_RUNTIME_ASSUMECHECKS_H

#include "tilec/Runtime/PrintFormat.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tilec::runtime {

/// div_by<D[, every K along A]> on a tile of integers or pointers: along A the tile splits into
/// groups of K elements (the last may be shorter); the first of each group is divisible by D and
/// the others count up from it by one (pointers: by one pointee of `pointeeBits` bits of memory;
/// 0 for integer tiles). Without `every` (K 1, A 0), each element is its own group. A group size
/// of 0 makes no groups and so no claim.
std::optional<std::string> checkDivBy(const PrintOperand &tile, unsigned pointeeBits,
                                      int64_t divisor, int64_t every, int64_t along);

/// div_by<D> on a tensor_view: its base address is divisible by D.
std::optional<std::string> checkBaseDivBy(uint64_t base, int64_t divisor);

/// same_elements<[c0, ...]>: splitting dimension d into groups of c_d, all elements of a group
/// are equal. 0 and 1 make no claim.
std::optional<std::string> checkSameElements(const PrintOperand &tile,
                                             llvm::ArrayRef<int64_t> groupSizes);

/// bounded<lb, ub>: every element, read signed, within [lb, ub]; a missing bound leaves that
/// side open.
std::optional<std::string> checkBounded(const PrintOperand &tile, std::optional<int64_t> lower,
                                        std::optional<int64_t> upper);

/// The error of a predicate (as written in `assume`, without `#cuda_tile.`) that does not hold.
std::string formatAssumeFailure(llvm::StringRef predicateText, llvm::StringRef violation);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_ASSUMECHECKS_H
