//===- RuntimeValue.cpp - values held by the reference interpreter --------===//
#include "tilec/Interpreter/RuntimeValue.h"

namespace tilec::interp {

TileValue::TileValue(mlir::Type elementType, llvm::ArrayRef<int64_t> shape)
    : elementType(elementType), shape(shape) {
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  elements.assign(count, 0);
}

TileValue TileValue::scalar(mlir::Type elementType, uint64_t bits) {
  TileValue tile(elementType, {});
  tile.elements[0] = bits;
  return tile;
}

int64_t TileValue::linearize(llvm::ArrayRef<int64_t> index) const {
  int64_t linear = 0;
  for (auto [position, extent] : llvm::zip(index, shape))
    linear = linear * extent + position;
  return linear;
}

llvm::SmallVector<int64_t> TileValue::delinearize(int64_t linear) const {
  llvm::SmallVector<int64_t> index(shape.size());
  for (int64_t dim = getRank() - 1; dim >= 0; --dim) {
    index[dim] = linear % shape[dim];
    linear /= shape[dim];
  }
  return index;
}

TokenNode::~TokenNode() {
  // Take over the predecessors this node owned last, and theirs, so that each node dies
  // without any predecessor left to free recursively.
  llvm::SmallVector<Ptr> pending(std::move(predecessors));
  while (!pending.empty()) {
    Ptr node = pending.pop_back_val();
    if (node.use_count() == 1) {
      // Nodes are created non-const (RaceDetector.cpp); only the pointers are const.
      auto &owned = const_cast<TokenNode &>(*node).predecessors;
      for (Ptr &predecessor : owned)
        pending.push_back(std::move(predecessor));
      owned.clear();
    }
  }
}

} // namespace tilec::interp
