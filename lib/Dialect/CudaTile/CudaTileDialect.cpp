//===- CudaTileDialect.cpp - the cuda_tile dialect ------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileAsmNames.h"
#include "tilec/Dialect/CudaTile/CudaTileLegacyPrint.h"
#include "tilec/Dialect/CudaTile/CudaTilePreviewOps.h"
#include "tilec/Dialect/CudaTile/CudaTileLegacyPow.h"

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
  // Tile IR 13.3's `pow`: parsed into an fpowf (CudaTileLegacyPow.h).
  addOperations<LegacyPowOp>();
  // Tile IR 13.5's preview$ ops: named only to be refused (CudaTilePreviewOps.h).
  addOperations<PreviewCallOp, PreviewExternImplOp>();
  attachResultNameModels(*getContext());
}
