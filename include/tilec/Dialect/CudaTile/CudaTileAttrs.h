//===- CudaTileAttrs.h - attributes of the cuda_tile dialect ----*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEATTRS_H
#define TILEC_DIALECT_CUDATILE_CUDATILEATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h.inc"

#endif // TILEC_DIALECT_CUDATILE_CUDATILEATTRS_H
