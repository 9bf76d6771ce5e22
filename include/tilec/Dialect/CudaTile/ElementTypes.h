//===- ElementTypes.h - classes and sizes of element types ------*- C++ -*-===//
//
// The element type classes of the Tile IR spec (tile-ir-ops.md, "Type classes") and the bit
// widths later passes need to lay out memory.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_ELEMENTTYPES_H
#define TILEC_DIALECT_CUDATILE_ELEMENTTYPES_H

#include "mlir/IR/Types.h"

#include <cstdint>

namespace tilec::cuda_tile {

/// INT: i1, i8, i16, i32, i64.
bool isIntegerElementType(mlir::Type type);
/// INT4: INT plus i4 (accepted only by exti, trunci, pack, unpack and shape ops).
bool isIntegerOrI4ElementType(mlir::Type type);
/// FLT: f16, bf16, f32, f64 — the only types arithmetic and math operations accept.
bool isBaseFloatElementType(mlir::Type type);
/// FLTX: FLT plus tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN and (13.4) fnv8E5M3FNU, the
/// last a dialect type (Float8E5M3FNUType), not an mlir::FloatType.
bool isFloatElementType(mlir::Type type);
/// NUM: INT and FLTX — pointees, tensor_view elements, globals and constants.
bool isNumericElementType(mlir::Type type);
/// `ptr<E>`.
bool isPointerElementType(mlir::Type type);
/// NUM, pointers to NUM, and i4: what a tile may hold.
bool isTileElementType(mlir::Type type);

/// Bits of information in one element: i1 = 1, i4 = 4, tf32 = 19, f4E2M1FN = 4, pointers = 64.
unsigned getElementBitWidth(mlir::Type type);

/// Bits one element occupies in memory: i1 and the 8-bit formats take a byte, tf32 a 4-byte
/// container, f4E2M1FN half a byte (two elements share a byte), pointers 8 bytes.
unsigned getElementStorageBits(mlir::Type type);

/// True for element types stored two per byte (f4E2M1FN).
bool isSubByteElementType(mlir::Type type);

/// Where element `index` of a densely packed 4-bit sequence lives: byte `index / 2`, at bit
/// offset 0 for even indices and 4 for odd ones (little-endian nibble order, seed §5.2.2).
struct NibblePosition {
  int64_t byteIndex;
  unsigned bitOffset;
};
NibblePosition getNibblePosition(int64_t index);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_ELEMENTTYPES_H
