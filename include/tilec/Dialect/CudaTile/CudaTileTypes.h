//===- CudaTileTypes.h - types of the cuda_tile dialect ---------*- C++ -*-===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILETYPES_H
#define TILEC_DIALECT_CUDATILE_CUDATILETYPES_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"

#include <optional>

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h" // PointerClassAttr, a type parameter
#include "tilec/Dialect/CudaTile/CudaTileEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileTypes.h.inc"

namespace tilec::cuda_tile {

/// True for the three tile views (partition, strided, gather/scatter); tensor_view is not one.
bool isTileView(mlir::Type type);

/// The tensor_view a tile view looks into.
TensorViewType getViewTensorView(mlir::Type tileView);

/// The static tile shape a tile view loads and stores.
llvm::ArrayRef<int64_t> getViewTileShape(mlir::Type tileView);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILETYPES_H
