//===- CudaTilePreviewOps.h - Tile IR 13.5 preview ops, refused -*- C++ -*-===//
//
// Tile IR 13.5 adds two "preview" operations, enabled in NVIDIA's tools by --preview=simt only:
// `preview$call` (call a SIMT tile-library function) and `preview$extern_impl` (bind an external
// declaration to a library implementation). Their syntax and semantics are not published
// (tile-ir-13.4-13.5.md §5.3, [U]), so tilec names them only to refuse them clearly: the custom
// form is a "preview op not supported" error at the op. Under -allow-unregistered-dialect the op
// is kept opaque, like any unknown op: its generic form parses, and it prints as its name followed
// by the generic body, which reads back under the same flag.
// Hand-written classes, as they have no operands, results or attributes of their own to declare.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEPREVIEWOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEPREVIEWOPS_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

namespace tilec::cuda_tile {

/// Shared by both preview ops: refusing parse, generic print, verify per the flag.
mlir::ParseResult parseUnsupportedPreviewOp(mlir::OpAsmParser &parser,
                                            mlir::OperationState &result, llvm::StringRef name);
mlir::LogicalResult verifyUnsupportedPreviewOp(mlir::Operation *op);

#define TILEC_PREVIEW_OP(ClassName, OpName)                                                        \
  class ClassName                                                                                  \
      : public mlir::Op<ClassName, mlir::OpTrait::VariadicRegions,                                 \
                        mlir::OpTrait::VariadicResults, mlir::OpTrait::ZeroSuccessors,             \
                        mlir::OpTrait::VariadicOperands> {                                         \
  public:                                                                                          \
    using Op::Op;                                                                                  \
    static llvm::StringRef getOperationName() { return OpName; }                                   \
    static llvm::ArrayRef<llvm::StringRef> getAttributeNames() { return {}; }                      \
    static mlir::ParseResult parse(mlir::OpAsmParser &parser, mlir::OperationState &result) {      \
      return parseUnsupportedPreviewOp(parser, result, OpName);                                    \
    }                                                                                              \
    void print(mlir::OpAsmPrinter &printer) {                                                      \
      printer.printGenericOp(getOperation(), /*printOpName=*/false);                               \
    }                                                                                              \
    mlir::LogicalResult verify() { return verifyUnsupportedPreviewOp(getOperation()); }            \
  };

TILEC_PREVIEW_OP(PreviewCallOp, "cuda_tile.preview$call")
TILEC_PREVIEW_OP(PreviewExternImplOp, "cuda_tile.preview$extern_impl")

#undef TILEC_PREVIEW_OP

} // namespace tilec::cuda_tile

MLIR_DECLARE_EXPLICIT_TYPE_ID(tilec::cuda_tile::PreviewCallOp)
MLIR_DECLARE_EXPLICIT_TYPE_ID(tilec::cuda_tile::PreviewExternImplOp)

#endif // TILEC_DIALECT_CUDATILE_CUDATILEPREVIEWOPS_H
