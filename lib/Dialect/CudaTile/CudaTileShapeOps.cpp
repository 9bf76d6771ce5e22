//===- CudaTileShapeOps.cpp - Shape operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.cpp.inc"

void CudaTileDialect::registerShapeOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.cpp.inc"
      >();
}
