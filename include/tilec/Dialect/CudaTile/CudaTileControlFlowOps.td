//===- CudaTileControlFlowOps.td - control-flow operations --------------*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD
#define TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

#endif // TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD
