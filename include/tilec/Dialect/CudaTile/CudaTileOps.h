//===- CudaTileOps.h - every operation of cuda_tile -------------*- C++ -*-===//
//
// For clients that handle all operations (interpreter, lowering). A file that needs one family
// should include that family's header only: these headers are large.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEOPS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEOPS_H

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEOPS_H
