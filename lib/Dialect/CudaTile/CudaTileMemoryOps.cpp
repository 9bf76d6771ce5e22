//===- CudaTileMemoryOps.cpp - Memory operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.cpp.inc"

void CudaTileDialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.cpp.inc"
      >();
}
