//===- CudaTileDebugInfoAttrs.td - debug info attributes --------*- tablegen -*-===//
// Included by CudaTileAttrs.td.
#ifndef TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD
#define TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD

#endif // TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD
