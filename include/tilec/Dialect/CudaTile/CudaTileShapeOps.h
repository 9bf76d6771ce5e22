//===- CudaTileShapeOps.h - Shape operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILESHAPEOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILESHAPEOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"
// `global` names the module as its only possible parent.
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILESHAPEOPS_H
