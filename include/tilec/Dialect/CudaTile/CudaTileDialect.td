//===- CudaTileDialect.td - the cuda_tile dialect ---------------*- tablegen -*-===//
//
// NVIDIA Tile IR 13.3 as an MLIR dialect. Types live in CudaTileTypes.td, enums in
// CudaTileEnums.td, operations in CudaTileOps.td.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_DIALECT_TD
#define TILEC_DIALECT_CUDATILE_DIALECT_TD

include "mlir/IR/DialectBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::tilec::cuda_tile";
  let summary = "NVIDIA Tile IR 13.3: tiles, views, tokens";
  let description = [{
    Tile IR programs operate on immutable, statically shaped tiles and access global memory
    through pointer tiles or structured views of tensors.
  }];
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

#endif // TILEC_DIALECT_CUDATILE_DIALECT_TD
