//===- CudaTileMemoryOps.td - memory operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_MEMORYOPS_TD
#define TILEC_DIALECT_CUDATILE_MEMORYOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_MEMORYOPS_TD
