//===- CudaTileConversionOps.h - Conversion operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILECONVERSIONOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILECONVERSIONOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILECONVERSIONOPS_H
