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
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    // One per operation family; each is defined next to that family's operations.
    void registerModuleOps();
    void registerIntegerOps();
    void registerFloatOps();
    void registerConversionOps();
    void registerShapeOps();
    void registerControlFlowOps();
    void registerMemoryOps();
    void registerViewOps();
    void registerMiscOps();
  }];
}

#endif // TILEC_DIALECT_CUDATILE_DIALECT_TD
