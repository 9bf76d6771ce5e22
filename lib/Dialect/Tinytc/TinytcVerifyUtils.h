//===- TinytcVerifyUtils.h - helpers shared by the tinytc verifiers -*- C++ -*-===//
#ifndef TILEC_LIB_DIALECT_TINYTC_TINYTCVERIFYUTILS_H
#define TILEC_LIB_DIALECT_TINYTC_TINYTCVERIFYUTILS_H

#include "tilec/Dialect/Tinytc/TinytcOps.h"
#include "tilec/Dialect/Tinytc/TinytcTypeRules.h"

#include <optional>
#include <string>

namespace tilec::tinytc {

/// The device the verifier checks device-dependent rules against: Intel Data Center GPU Max
/// (subgroup sizes 16 and 32, at most 1024 work-items per work-group). The language reference
/// names no per-device whitelist of coopmatrix shapes, so none is checked.
inline constexpr int64_t kSupportedSubgroupSizes[] = {16, 32}; // ascending
inline constexpr int64_t kMaxWorkGroupSize = 1024;
/// The default base-pointer alignment of alloca'd memory in bytes; an alloca may not claim more.
inline constexpr int64_t kDefaultAllocaAlignment = 64;

/// Type in the language's syntax, for messages.
inline std::string ty(mlir::Type type) { return tinytcTypeString(type); }

/// A mode size or stride for messages (`?` when dynamic).
std::string sizeString(int64_t value);

/// Equal, or at least one of them dynamic (then only the run time can tell).
inline bool sizesAgree(int64_t a, int64_t b) {
  return a == b || a == mlir::ShapedType::kDynamic || b == mlir::ShapedType::kDynamic;
}

/// Whether `op` sits in an SPMD region (inside foreach, foreach_tile, parallel or a coopmatrix
/// apply, looking through for/if, which inherit the kind of their region).
bool isInSpmdRegion(mlir::Operation *op);

/// "collective instruction must not appear in an SPMD region".
mlir::LogicalResult requireCollectiveRegion(mlir::Operation *op, llvm::StringRef name);
/// "SPMD instruction must not appear in a collective region".
mlir::LogicalResult requireSpmdRegion(mlir::Operation *op, llvm::StringRef name);

/// The subgroup_size attribute of the enclosing function, if given.
std::optional<int64_t> enclosingSubgroupSize(mlir::Operation *op);

/// Checks "`what` (= `value`) must be a multiple of the subgroup size": against the function's
/// subgroup_size when given, otherwise against every subgroup size the device supports (the
/// compiler then chooses one, and a value that is a multiple of none can never be valid).
mlir::LogicalResult requireMultipleOfSubgroupSize(mlir::Operation *op, llvm::StringRef name,
                                                  llvm::StringRef what, int64_t value);

/// Operand `value` of instruction `name` must have `index` type (message names `what`).
mlir::LogicalResult requireIndex(mlir::Operation *op, llvm::StringRef name, mlir::Value value,
                                 llvm::StringRef what);

/// Checks the scope and memory-semantics modifiers of an atomic instruction; `isLoad`/`isStore`
/// exclude the orderings SPIR-V forbids for pure loads (release) and pure stores (acquire).
mlir::LogicalResult verifyAtomicModifiers(mlir::Operation *op, llvm::StringRef name,
                                          std::optional<llvm::StringRef> scope,
                                          std::optional<llvm::StringRef> semantics, bool isLoad,
                                          bool isStore);

} // namespace tilec::tinytc

#endif // TILEC_LIB_DIALECT_TINYTC_TINYTCVERIFYUTILS_H
