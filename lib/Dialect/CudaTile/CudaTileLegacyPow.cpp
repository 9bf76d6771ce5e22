//===- CudaTileLegacyPow.cpp - Tile IR 13.3's `pow`, read as fpowf --------===//
#include "tilec/Dialect/CudaTile/CudaTileLegacyPow.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"

using namespace mlir;
using namespace tilec::cuda_tile;

MLIR_DEFINE_EXPLICIT_TYPE_ID(tilec::cuda_tile::LegacyPowOp)

ParseResult LegacyPowOp::parse(OpAsmParser &parser, OperationState &result) {
  // Renamed before fpowf's parser runs, so that everything it records (properties included)
  // belongs to fpowf.
  result.name = OperationName(FPowFOp::getOperationName(), parser.getContext());
  return FPowFOp::parse(parser, result);
}

void LegacyPowOp::print(OpAsmPrinter &printer) {
  printer.printGenericOp(getOperation(), /*printOpName=*/false);
}

LogicalResult LegacyPowOp::verify() {
  return emitOpError("is the Tile IR 13.3 name of 'fpowf', read only in its custom form; write "
                     "'cuda_tile.fpowf' instead");
}
