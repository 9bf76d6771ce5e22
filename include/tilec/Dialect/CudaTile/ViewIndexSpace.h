//===- ViewIndexSpace.h - index spaces of tile views ------------*- C++ -*-===//
//
// The index space of a tile view is the grid of tile positions a load or store may name
// (seed §5.4.3 and §5.6). Given the tensor_view's shape it is, per tile dimension i with
// tensor dimension d = dim_map[i]:
//   partition_view:      ceildiv(S[d], tile[i])
//   strided_view:        ceildiv(S[d], traversal_strides[i])
//   gather_scatter_view: S[i] (the tensor_view's own shape)
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_VIEWINDEXSPACE_H
#define TILEC_DIALECT_CUDATILE_VIEWINDEXSPACE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

namespace tilec::cuda_tile {

/// Index-space shape for a tile view, with the tensor shape given explicitly (at run time the
/// dynamic sizes are known). Every entry of `tensorShape` must be positive.
llvm::SmallVector<int64_t> getIndexSpaceShape(mlir::Type tileView,
                                              llvm::ArrayRef<int64_t> tensorShape);

/// Index-space shape from the view type alone; entries that depend on a dynamic tensor size are
/// mlir::ShapedType::kDynamic.
llvm::SmallVector<int64_t> getIndexSpaceShape(mlir::Type tileView);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_VIEWINDEXSPACE_H
