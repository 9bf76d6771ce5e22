//===- CudaTileControlFlowOps.h - ControlFlow operations of cuda_tile ------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILECONTROLFLOWOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILECONTROLFLOWOPS_H

#include "tilec/Dialect/CudaTile/CudaTileOpSupport.h"

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILECONTROLFLOWOPS_H
