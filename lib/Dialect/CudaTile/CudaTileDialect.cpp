//===- CudaTileDialect.cpp - the cuda_tile dialect ------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileAsmNames.h"
#include "tilec/Dialect/CudaTile/CudaTileLegacyPrint.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#include "tilec/Dialect/CudaTile/CudaTileDialect.cpp.inc"

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerModuleOps();
  registerIntegerOps();
  registerFloatOps();
  registerConversionOps();
  registerShapeOps();
  registerControlFlowOps();
  registerMemoryOps();
  registerViewOps();
  registerMiscOps();
  // Tile IR 13.1's `print`: parsed into a print_tko (CudaTileLegacyPrint.h).
  addOperations<LegacyPrintOp>();
  attachResultNameModels(*getContext());
}
