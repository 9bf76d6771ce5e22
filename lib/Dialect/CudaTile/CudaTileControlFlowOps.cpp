//===- CudaTileControlFlowOps.cpp - ControlFlow operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.cpp.inc"

void CudaTileDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.cpp.inc"
      >();
}
