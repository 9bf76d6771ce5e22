//===- CudaTileMiscOps.h - Misc operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEMISCOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEMISCOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEMISCOPS_H
