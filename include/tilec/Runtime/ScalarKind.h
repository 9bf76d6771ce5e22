//===- ScalarKind.h - element types of host buffers -------------*- C++ -*-===//
//
// The element types a buffer handed to a kernel may hold: Tile IR's number types (NUM), named
// as in Tile IR text. The runtime does not depend on MLIR; the interpreter maps MLIR types to
// these kinds.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_SCALARKIND_H
#define TILEC_RUNTIME_SCALARKIND_H

#include "tilec/Numeric/FloatFormats.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace tilec::runtime {

enum class ScalarKind {
  I1, I8, I16, I32, I64,
  F16, BF16, TF32, F32, F64,
  F8E4M3FN, F8E5M2, F8E8M0FNU, F4E2M1FN,
  UE5M3, ///< 13.4 `fnv8E5M3FNU` (also read as `f8E5M3FNU`)
};
/// The number of kinds (UE5M3 stays the last).
inline constexpr int kScalarKindCount = int(ScalarKind::UE5M3) + 1;

/// "i32", "bf16", "f8E4M3FN", ... (Tile IR spelling).
llvm::StringRef getScalarKindName(ScalarKind kind);
std::optional<ScalarKind> parseScalarKind(llvm::StringRef name);

bool isIntegerKind(ScalarKind kind);
/// The numeric library's format of a float kind; nullopt for integers.
std::optional<numeric::FloatFormat> getFloatFormat(ScalarKind kind);

/// Bits one element occupies in memory: i1 takes a byte, tf32 a 4-byte container, f4E2M1FN
/// half a byte (two elements per byte, element 2k in the low nibble).
unsigned getStorageBits(ScalarKind kind);

/// Bytes needed for `count` densely packed elements.
int64_t getStorageBytes(ScalarKind kind, int64_t count);

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_SCALARKIND_H
