//===- CudaTilePreviewOps.cpp - Tile IR 13.5 preview ops, refused ---------===//
#include "tilec/Dialect/CudaTile/CudaTilePreviewOps.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;

MLIR_DEFINE_EXPLICIT_TYPE_ID(tilec::cuda_tile::PreviewCallOp)
MLIR_DEFINE_EXPLICIT_TYPE_ID(tilec::cuda_tile::PreviewExternImplOp)

namespace tilec::cuda_tile {

ParseResult parseUnsupportedPreviewOp(OpAsmParser &parser, OperationState &result,
                                      StringRef name) {
  // Under -allow-unregistered-dialect the op is opaque; what its printer writes, the name and the
  // generic body `(operands) {attributes} : (types) -> types`, reads back.
  if (parser.getContext()->allowsUnregisteredDialects()) {
    SmallVector<OpAsmParser::UnresolvedOperand> operands;
    FunctionType type;
    if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
        parser.parseOptionalAttrDict(result.attributes) || parser.parseColonType(type) ||
        parser.resolveOperands(operands, type.getInputs(), parser.getNameLoc(), result.operands))
      return failure();
    result.addTypes(type.getResults());
    return success();
  }
  return parser.emitError(parser.getNameLoc(), "preview op not supported: '")
         << name.drop_front(StringRef("cuda_tile.").size())
         << "' is a Tile IR 13.5 preview operation (NVIDIA's --preview=simt) whose syntax and "
            "semantics are not published";
}

LogicalResult verifyUnsupportedPreviewOp(Operation *op) {
  // Kept opaque, as any unknown operation, when the user allows unregistered operations.
  if (op->getContext()->allowsUnregisteredDialects())
    return success();
  return op->emitOpError("preview op not supported: a Tile IR 13.5 preview operation (NVIDIA's "
                         "--preview=simt); its generic form is kept only under "
                         "-allow-unregistered-dialect");
}

} // namespace tilec::cuda_tile
