//===- CudaTileModuleOps.h - Module operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEMODULEOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEMODULEOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEMODULEOPS_H
