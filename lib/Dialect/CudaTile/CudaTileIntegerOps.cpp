//===- CudaTileIntegerOps.cpp - Integer operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.cpp.inc"

void CudaTileDialect::registerIntegerOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.cpp.inc"
      >();
}
