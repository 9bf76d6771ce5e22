//===- CudaTileMiscOps.cpp - Misc operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.cpp.inc"

void CudaTileDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.cpp.inc"
      >();
}
