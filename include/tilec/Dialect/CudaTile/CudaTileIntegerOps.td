//===- CudaTileIntegerOps.td - integer operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_INTEGEROPS_TD
#define TILEC_DIALECT_CUDATILE_INTEGEROPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_INTEGEROPS_TD
