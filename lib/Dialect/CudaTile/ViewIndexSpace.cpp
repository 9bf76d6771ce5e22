//===- ViewIndexSpace.cpp - index spaces of tile views --------------------===//
#include "tilec/Dialect/CudaTile/ViewIndexSpace.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace tilec::cuda_tile {

namespace {

/// One index-space extent: how many tile positions of `step` elements start inside `size`.
int64_t tilePositions(int64_t size, int64_t step) {
  if (ShapedType::isDynamic(size))
    return ShapedType::kDynamic;
  return llvm::divideCeil(size, step);
}

} // namespace

SmallVector<int64_t> getIndexSpaceShape(Type tileView, ArrayRef<int64_t> tensorShape) {
  return TypeSwitch<Type, SmallVector<int64_t>>(tileView)
      .Case([&](PartitionViewType view) {
        SmallVector<int64_t> shape;
        for (auto [tileDim, tensorDim] : llvm::enumerate(view.getDimMap()))
          shape.push_back(tilePositions(tensorShape[tensorDim], view.getTileShape()[tileDim]));
        return shape;
      })
      .Case([&](StridedViewType view) {
        SmallVector<int64_t> shape;
        for (auto [tileDim, tensorDim] : llvm::enumerate(view.getDimMap()))
          shape.push_back(
              tilePositions(tensorShape[tensorDim], view.getTraversalStrides()[tileDim]));
        return shape;
      })
      .Case([&](GatherScatterViewType) { return llvm::to_vector(tensorShape); })
      .Default([](Type) { return SmallVector<int64_t>(); });
}

SmallVector<int64_t> getIndexSpaceShape(Type tileView) {
  TensorViewType tensorView = getViewTensorView(tileView);
  if (!tensorView)
    return {};
  return getIndexSpaceShape(tileView, tensorView.getShape());
}

} // namespace tilec::cuda_tile
