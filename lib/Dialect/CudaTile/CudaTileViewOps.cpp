//===- CudaTileViewOps.cpp - View operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileViewOps.cpp.inc"

void CudaTileDialect::registerViewOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileViewOps.cpp.inc"
      >();
}
