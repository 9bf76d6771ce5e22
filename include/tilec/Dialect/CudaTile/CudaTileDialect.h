//===- CudaTileDialect.h - the cuda_tile dialect ----------------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEDIALECT_H
#define TILEC_DIALECT_CUDATILE_CUDATILEDIALECT_H

#include "mlir/IR/Dialect.h"

#include "tilec/Dialect/CudaTile/CudaTileDialect.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEDIALECT_H
