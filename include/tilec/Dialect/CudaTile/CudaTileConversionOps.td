//===- CudaTileConversionOps.td - conversion operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD
#define TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD
