//===- CudaTileConversionOps.cpp - Conversion operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.cpp.inc"

void CudaTileDialect::registerConversionOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.cpp.inc"
      >();
}
