//===- CudaTileLegacyPow.h - Tile IR 13.3's `pow`, read as fpowf -*- C++ -*-===//
//
// Tile IR 13.4 renamed `pow` to `fpowf` and changed nothing else (same operands, rules and
// bytecode opcode 84). Texts written for 13.3 and older keep reading: the parser of
// `cuda_tile.pow` builds an `fpowf` from the same custom syntax. No `cuda_tile.pow` operation
// survives parsing; the class exists only so that the parser finds the old name (hand-written,
// which keeps the old name out of the ODS definitions). tilec prints `fpowf` at every version,
// as NVIDIA's disassembler does.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILELEGACYPOW_H
#define TILEC_DIALECT_CUDATILE_CUDATILELEGACYPOW_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

class LegacyPowOp
    : public mlir::Op<LegacyPowOp, mlir::OpTrait::ZeroRegions, mlir::OpTrait::VariadicResults,
                      mlir::OpTrait::ZeroSuccessors, mlir::OpTrait::VariadicOperands> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cuda_tile.pow"; }
  static llvm::ArrayRef<llvm::StringRef> getAttributeNames() { return {}; }

  /// Parses `pow %x, %y : T` into `result` as an fpowf (renaming the operation being built).
  static mlir::ParseResult parse(mlir::OpAsmParser &parser, mlir::OperationState &result);
  /// Never reached through parsing; printed generically if built some other way.
  void print(mlir::OpAsmPrinter &printer);
  /// `"cuda_tile.pow"` in the generic form is rejected with the new name to use.
  mlir::LogicalResult verify();
};

} // namespace tilec::cuda_tile

MLIR_DECLARE_EXPLICIT_TYPE_ID(tilec::cuda_tile::LegacyPowOp)

#endif // TILEC_DIALECT_CUDATILE_CUDATILELEGACYPOW_H
