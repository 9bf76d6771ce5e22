//===- CudaTileOpSyntax.h - custom directives shared by ops -----*- C++ -*-===//
//
// Functions named by `custom<...>` directives in the ODS assembly formats of several families.
// Family-specific directives live in that family's .cpp file.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEOPSYNTAX_H
#define TILEC_DIALECT_CUDATILE_CUDATILEOPSYNTAX_H

#include "tilec/Dialect/CudaTile/CudaTileTypeSyntax.h"

#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

/// `custom<CudaTileType>(type($x))`: one type in short form (`tile<4xf32>`).
inline mlir::ParseResult parseCudaTileType(mlir::OpAsmParser &parser, mlir::Type &type) {
  return parseCudaTileType(static_cast<mlir::AsmParser &>(parser), type);
}
inline void printCudaTileType(mlir::OpAsmPrinter &printer, mlir::Operation *, mlir::Type type) {
  printCudaTileType(static_cast<mlir::AsmPrinter &>(printer), type);
}

/// `custom<CudaTileTypeList>(type($xs))`: a comma-separated list of types in short form.
mlir::ParseResult parseCudaTileTypeList(mlir::OpAsmParser &parser,
                                        llvm::SmallVectorImpl<mlir::Type> &types);
void printCudaTileTypeList(mlir::OpAsmPrinter &printer, mlir::Operation *, mlir::TypeRange types);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEOPSYNTAX_H
