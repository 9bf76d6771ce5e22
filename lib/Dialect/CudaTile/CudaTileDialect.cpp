//===- CudaTileDialect.cpp - the cuda_tile dialect ------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

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
}
