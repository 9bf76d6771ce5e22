//===- CudaTileFloatOps.td - float operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_FLOATOPS_TD
#define TILEC_DIALECT_CUDATILE_FLOATOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_FLOATOPS_TD
