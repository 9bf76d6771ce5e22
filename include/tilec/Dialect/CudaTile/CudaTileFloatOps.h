//===- CudaTileFloatOps.h - Float operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEFLOATOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEFLOATOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

// SameOperandsAndResultType brings InferTypeOpInterface: element-wise results are inferred.
#include "mlir/Interfaces/InferTypeOpInterface.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEFLOATOPS_H
