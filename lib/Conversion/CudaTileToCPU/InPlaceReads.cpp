//===- InPlaceReads.cpp - view loads whose tiles stay in memory -----------===//
//
// A weak `load_view_tko` normally copies its tile into a buffer of the tile block's frame. When
// every read of the tile happens before anything may write memory, the copy buys nothing: the
// readers may read the tile where it lies, and see what the load would have copied. The load
// then asks the copy engine for the tile's address (tilec_rt_view_load_rows,
// tilec_rt_view_load_dense), which makes the same checks and falls back to copying a tile that
// is not whole or not laid out as the reader needs.
//
// The rule, for both predicates below: the readers follow the load in its block, and every op
// between the load and the last reader is pure or another view load. Another tile block writing
// that memory in between would be a data race, which the memory model leaves undefined.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

bool onlyReadsMemoryBetween(Operation *load, Operation *last) {
  for (Operation *op = load->getNextNode(); op != last; op = op->getNextNode())
    if (!isa<LoadViewTkoOp>(op) && !isMemoryEffectFree(op))
      return false;
  return true;
}

namespace {

/// Ops whose lowering may hand on an operand's buffer as their result's (KernelLowering::set
/// with the operand's value): their results are the tile too.
bool mayAliasOperand(Operation *op) {
  return isa<ReshapeOp, BroadcastOp, BitcastOp, IntToPtrOp, PtrToIntOp, PtrToPtrOp, AssumeOp,
             ExtractOp, InsertOp>(op);
}

} // namespace

/// The lhs of an mmaf with an f32 accumulator or of an mmai may be read in place: rank 2 (no
/// batch), and the product follows its load in the same block with only pure ops and other
/// loads between them.
bool isReadInPlaceByMatmul(Value tile) {
  if (!tile.hasOneUse())
    return false;
  OpOperand &use = *tile.use_begin();
  Operation *product = use.getOwner();
  Operation *load = tile.getDefiningOp();
  if (!isa<MmaFOp, MmaIOp>(product) || use.getOperandNumber() != 0 || !load ||
      load->getBlock() != product->getBlock() || !load->isBeforeInBlock(product))
    return false;
  if (cast<TileType>(tile.getType()).getRank() != 2)
    return false;
  // mmaf with an f16 or f64 accumulator keeps its own path.
  if (isa<MmaFOp>(product) &&
      !cast<TileType>(cast<MmaFOp>(product).getAcc().getType()).getElementType().isF32())
    return false;
  return onlyReadsMemoryBetween(load, product);
}

bool isReadInPlaceByTileOps(Value tile) {
  Operation *load = tile.getDefiningOp();
  if (!load || cast<TileType>(tile.getType()).getRank() == 0)
    return false;
  Block *block = load->getBlock();
  Operation *last = nullptr;
  SmallVector<Operation *> stores;
  SmallVector<Value> aliases = {tile};
  while (!aliases.empty()) {
    Value value = aliases.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      // Readers nested in regions, terminators (which carry the tile on) and ops that may
      // write memory keep the copy; a store of the tile itself (as in a copy kernel) may read
      // it in place if it is the last reader (tilec_rt_view_store copies a tile that lies in
      // the memory it writes first).
      auto store = dyn_cast<StoreViewTkoOp>(user);
      bool storesTile = store && use.get() == store.getTile();
      if (user->getBlock() != block || user->hasTrait<OpTrait::IsTerminator>() ||
          (!isMemoryEffectFree(user) && !storesTile))
        return false;
      if (storesTile)
        stores.push_back(user);
      if (mayAliasOperand(user))
        llvm::append_range(aliases, user->getResults());
      if (!last || last->isBeforeInBlock(user))
        last = user;
    }
  }
  if (!last || llvm::any_of(stores, [&](Operation *store) { return store != last; }))
    return false;
  return onlyReadsMemoryBetween(load, last);
}

} // namespace tilec::cpu
