//===- CudaTileMemoryOps.h - Memory operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEMEMORYOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEMEMORYOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEMEMORYOPS_H
