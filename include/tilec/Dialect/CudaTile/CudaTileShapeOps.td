//===- CudaTileShapeOps.td - shape operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_SHAPEOPS_TD
#define TILEC_DIALECT_CUDATILE_SHAPEOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_SHAPEOPS_TD
