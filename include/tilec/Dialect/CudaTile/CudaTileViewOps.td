//===- CudaTileViewOps.td - view operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_VIEWOPS_TD
#define TILEC_DIALECT_CUDATILE_VIEWOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_VIEWOPS_TD
