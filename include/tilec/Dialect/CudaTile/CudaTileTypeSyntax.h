//===- CudaTileTypeSyntax.h - short-form type syntax ------------*- C++ -*-===//
//
// Inside cuda_tile constructs a type may be written without its `!cuda_tile.` prefix
// (`tile<4xptr<f32>>`), and the printer writes that short form. Operation parsers and printers
// use these two functions for every type they handle.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILETYPESYNTAX_H
#define TILEC_DIALECT_CUDATILE_CUDATILETYPESYNTAX_H

#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

/// Parses a type with or without the `!cuda_tile.` prefix (builtin types as usual).
mlir::ParseResult parseCudaTileType(mlir::AsmParser &parser, mlir::Type &result);

/// Prints a cuda_tile type without its prefix; other types as MLIR prints them.
void printCudaTileType(mlir::AsmPrinter &printer, mlir::Type type);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILETYPESYNTAX_H
