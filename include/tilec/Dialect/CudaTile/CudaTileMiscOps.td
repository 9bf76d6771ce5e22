//===- CudaTileMiscOps.td - misc operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_MISCOPS_TD
#define TILEC_DIALECT_CUDATILE_MISCOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_MISCOPS_TD
