//===- CudaTileLegacyPrint.h - Tile IR 13.1's `print`, read as print_tko -*- C++ -*-===//
//
// Tile IR 13.1 named print_tko `print` and gave it no token: `print "fmt" [, %a]* [: T, ...]`.
// 13.2 renamed it and added the token operand and result. Texts written against 13.1 are read
// with that meaning: the parser of `cuda_tile.print` builds the equivalent print_tko, whose token
// result is left unused, and warns that it did so. No `cuda_tile.print` operation survives
// parsing; the class exists only so that the parser finds the 13.1 name (a hand-written op,
// which keeps the 13.1 name out of the ODS definitions and the generated headers).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILELEGACYPRINT_H
#define TILEC_DIALECT_CUDATILE_CUDATILELEGACYPRINT_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

class LegacyPrintOp
    : public mlir::Op<LegacyPrintOp, mlir::OpTrait::ZeroRegions, mlir::OpTrait::ZeroResults,
                      mlir::OpTrait::ZeroSuccessors, mlir::OpTrait::VariadicOperands> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cuda_tile.print"; }
  static llvm::ArrayRef<llvm::StringRef> getAttributeNames() { return {}; }

  /// Parses the 13.1 syntax into `result` as a print_tko (renaming the operation being built).
  static mlir::ParseResult parse(mlir::OpAsmParser &parser, mlir::OperationState &result);
  /// Never reached through parsing; printed generically if built some other way.
  void print(mlir::OpAsmPrinter &printer);
  /// A `cuda_tile.print` written in the generic form is rejected: only the 13.1 custom syntax
  /// is read, and it produces a print_tko.
  mlir::LogicalResult verify();
};

} // namespace tilec::cuda_tile

MLIR_DECLARE_EXPLICIT_TYPE_ID(tilec::cuda_tile::LegacyPrintOp)

#endif // TILEC_DIALECT_CUDATILE_CUDATILELEGACYPRINT_H
