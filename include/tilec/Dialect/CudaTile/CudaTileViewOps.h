//===- CudaTileViewOps.h - View operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEVIEWOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEVIEWOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEVIEWOPS_H
