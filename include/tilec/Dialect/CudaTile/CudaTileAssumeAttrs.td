//===- CudaTileAssumeAttrs.td - predicates of `assume` ----------*- tablegen -*-===//
// Included by CudaTileAttrs.td.
#ifndef TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD
#define TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD

#endif // TILEC_DIALECT_CUDATILE_ASSUMEATTRS_TD
