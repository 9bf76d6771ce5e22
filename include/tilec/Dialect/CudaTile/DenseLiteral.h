//===- DenseLiteral.h - the `<E: LIT>` literal of constant and global -*- C++ -*-===//
//
// `constant` and `global` spell their value as `<E: LIT> : tile<...>` (tile-ir-syntax.md §2
// "Dense literal"): LIT is one scalar (a splat) or nested `[...]` lists whose nesting equals the
// tile shape. The value is stored as a DenseIntOrFPElementsAttr over a ranked tensor of the
// tile's shape and element type, so the generic form reads `value = dense<...> : tensor<...>`
// and every MLIR utility on dense attributes applies.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_DENSELITERAL_H
#define TILEC_DIALECT_CUDATILE_DENSELITERAL_H

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

/// The tensor type that stores the value of a tile of type `type`.
mlir::RankedTensorType getDenseLiteralStorageType(TileType type);

/// The tile type whose value `storage` holds (the inverse of getDenseLiteralStorageType).
TileType getDenseLiteralTileType(mlir::ShapedType storage);

/// Parses `<E: LIT> : T`. Integers are decimal or `0x` hexadecimal 64-bit signed integers within
/// the signed or unsigned range of their width (i1 also `true`/`false`), an error at the literal
/// otherwise; floats are decimal, or hexadecimal raw bit patterns. E must equal T's element type
/// and LIT must be a scalar or match T's shape.
mlir::ParseResult parseDenseLiteral(mlir::AsmParser &parser,
                                    mlir::DenseIntOrFPElementsAttr &value, mlir::Type &type);

/// Prints `<E: LIT>` following MLIR's printing of dense elements: an all-equal value prints
/// once, i1 as true/false, integers as signed decimals, floats in `d.dddddde±XX` form when that
/// reads back exactly and as the shortest exact decimal otherwise, NaN and Inf as hex bits.
void printDenseLiteral(mlir::AsmPrinter &printer, mlir::DenseElementsAttr value);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_DENSELITERAL_H
