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

/// Parses an integer literal (decimal or `0x` hexadecimal, optionally negative) of an integer
/// type of `width` bits, erroring at the literal instead of wrapping: every literal must be a
/// 64-bit signed integer ("integer value too large", as MLIR says), and a narrower type takes
/// its signed or unsigned range (i8: -128 to 255). `value` receives the literal's bits at
/// `width`. `true` and `false` are not integer literals here: callers that accept them parse
/// them first. Returns std::nullopt, consuming nothing, when no integer literal follows.
mlir::OptionalParseResult parseOptionalIntegerLiteral(mlir::AsmParser &parser, unsigned width,
                                                      llvm::APInt &value);

/// Checks that `value`, a literal read as a 64-bit signed integer at `loc`, fits an integer type
/// of `width` bits read signed or unsigned; the error names the range.
mlir::ParseResult checkIntegerLiteralWidth(mlir::AsmParser &parser, llvm::SMLoc loc,
                                           const llvm::APInt &value, unsigned width);

/// Parses an integer that must be strictly positive (a size or a stride): anything else is an
/// error at the literal.
mlir::ParseResult parseStrictlyPositiveInteger(mlir::AsmParser &parser, int64_t &value);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEOPSYNTAX_H
