//===- CudaTileTypes.cpp - type storage and small accessors ---------------===//
//
// Parsing and printing live in CudaTileTypeSyntax.cpp, verification in
// CudaTileTypeVerifiers.cpp.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#include "tilec/Dialect/CudaTile/CudaTileEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileTypes.cpp.inc"

void CudaTileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tilec/Dialect/CudaTile/CudaTileTypes.cpp.inc"
      >();
}

bool TileType::hasRank() const { return true; }

ShapedType TileType::cloneWith(std::optional<ArrayRef<int64_t>> shape, Type elementType) const {
  return TileType::get(getContext(), shape ? *shape : getShape(), elementType);
}

namespace tilec::cuda_tile {

bool isTileView(Type type) {
  return isa<PartitionViewType, StridedViewType, GatherScatterViewType>(type);
}

TensorViewType getViewTensorView(Type tileView) {
  return TypeSwitch<Type, TensorViewType>(tileView)
      .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
          [](auto view) { return view.getTensorView(); })
      .Default([](Type) { return TensorViewType(); });
}

ArrayRef<int64_t> getViewTileShape(Type tileView) {
  return TypeSwitch<Type, ArrayRef<int64_t>>(tileView)
      .Case<PartitionViewType, StridedViewType, GatherScatterViewType>(
          [](auto view) { return view.getTileShape(); })
      .Default([](Type) { return ArrayRef<int64_t>(); });
}

} // namespace tilec::cuda_tile
