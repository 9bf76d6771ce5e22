//===- DenseData.h - constant values as raw little-endian buffers ---*- C++ -*-===//
//
// The constant section stores values without a type (tile-ir-bytecode.md §3.3): elements in
// row-major order, each in ceil(bits/8) little-endian bytes (tf32 in 3, i4 and f4E2M1FN in the
// low nibble of a byte), a single element when all are equal. The type always comes from the
// referencing op or global.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_DENSEDATA_H
#define TILEC_LIB_BYTECODE_DENSEDATA_H

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <string>
#include <vector>

namespace tilec::bytecode {

/// Bytes one element of `elementType` occupies in a buffer; 0 for types a constant cannot have.
unsigned getDenseElementBytes(mlir::Type elementType);

/// The buffer of `value`, one element when all elements are equal. i1 is one byte per element.
std::vector<uint8_t> encodeDenseData(mlir::DenseIntOrFPElementsAttr value);

/// The value of type `type` stored in `raw`; null with `error` set when the size or element type
/// does not fit. Accepts a splat (one element), the full buffer, and for i1 the legacy bit-packed
/// form.
mlir::DenseIntOrFPElementsAttr decodeDenseData(cuda_tile::TileType type,
                                               llvm::ArrayRef<uint8_t> raw, std::string &error);

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_DENSEDATA_H
