//===- DirectStores.cpp - elementwise results written to their tensor -----===//
//
// An elementwise op whose tile is stored right away (`%s = addf %x, %y` then
// `store_view_tko weak %s, %view[%i]`) would write the tile to its buffer and the store would
// copy it to the tensor: for tensors larger than the caches, the loop reading the operands and
// the copy writing the result take turns at memory instead of overlapping. When the run time
// allows (tilec_rt_view_store_target: a whole, dense, aligned tile of a large tensor that no
// tile the block reads in place overlaps), the op's loop writes the tile straight to the tensor
// with non-temporal stores instead, and the store does nothing (KernelLowering::emitElementwise,
// lowerStoreView). A 64 MiB vadd then runs as fast as a hand-written streaming loop.
//
// The compile-time conditions (getDirectStore) keep the program's meaning: the store is the
// only use of the tile and follows the op in its block with nothing but pure ops between them
// (so writing the tile earlier cannot be seen), its view and indices exist before the op, and
// it has no `inbounds` promise to check first. The run-time call makes no checks that could
// fail: anything unusual leaves the store to run as usual, errors and all.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

namespace {

/// Smaller tiles gain less than the run-time call costs.
constexpr int64_t kDirectStoreMinBytes = 4096;

/// Element types whose tile buffer holds each element exactly as the tensor does.
bool isStoredAsInMemory(Type elementType) {
  if (elementType.isF32() || elementType.isF64() || elementType.isF16() || elementType.isBF16())
    return true;
  auto integer = dyn_cast<IntegerType>(elementType);
  return integer && integer.getWidth() >= 8;
}

/// Whether `value`, which the store uses, is available before `op`, which precedes the store in
/// its block: a block argument (of that block or an enclosing one), defined in an enclosing
/// block, or defined before `op`.
bool isDefinedBefore(Value value, Operation *op) {
  Operation *definition = value.getDefiningOp();
  return !definition || definition->getBlock() != op->getBlock() || definition->isBeforeInBlock(op);
}

} // namespace

Operation *getDirectStore(Operation *op, Value result) {
  if (!op || !result.hasOneUse())
    return nullptr;
  auto store = dyn_cast<StoreViewTkoOp>(*result.getUsers().begin());
  if (!store || store.getTile() != result || store->getBlock() != op->getBlock() ||
      store.getMemoryOrderingSemantics() != MemoryOrdering::weak)
    return nullptr;
  if (auto inbounds = store.getInbounds(); inbounds && llvm::is_contained(*inbounds, true))
    return nullptr;
  auto type = cast<TileType>(result.getType());
  int64_t bytes = type.getRank() == 0 ? 0
                                      : type.getNumElements() *
                                            KernelLowering::getStorageBytes(type.getElementType());
  if (!isStoredAsInMemory(type.getElementType()) || bytes < kDirectStoreMinBytes || bytes % 64 != 0)
    return nullptr;
  if (!isDefinedBefore(store.getView(), op))
    return nullptr;
  for (Value index : store.getIndex())
    if (cast<TileType>(index.getType()).getRank() != 0 || !isDefinedBefore(index, op))
      return nullptr;
  for (Operation *between = op->getNextNode(); between != store; between = between->getNextNode())
    if (!isMemoryEffectFree(between))
      return nullptr;
  return store;
}

} // namespace tilec::cpu
