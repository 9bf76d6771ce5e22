//===- CudaTileFloatOps.cpp - Float operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.cpp.inc"

void CudaTileDialect::registerFloatOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.cpp.inc"
      >();
}
