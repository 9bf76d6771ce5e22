//===- ProductChains.cpp - K loops compiled as one chain of products ------===//
//
// The K loop of a matrix multiplication,
//
//   %acc = for %k ... iter_values(%sum = %init) {
//     %a, %ta = load_view_tko weak %va[...]
//     %b, %tb = load_view_tko weak %vb[...]
//     %next = mmaf %a, %b, %sum            (f32 accumulator; or mmai)
//     continue %next
//   }
//
// otherwise multiplies one step at a time: every step loads and stores the whole accumulator,
// and copies b. As a product chain (tilec/Runtime/MatmulChainAbi.h, lib/Runtime/Cpu/
// MatmulChain.cpp) the loop still runs step by step, with its own bounds and index arithmetic,
// but its loads go to the chain, which packs b and multiplies several steps' operands per pass
// with the accumulator in registers. The loop's carried buffer is the accumulator; the chain
// starts after the initial value is copied into it (a zero constant is not copied: the chain's
// first pass starts from zero) and finishes at the loop's exit, before anything reads the
// result.
//
// The pattern asks for nothing but pure ops besides the two loads and the product, so that the
// operands a chain keeps (an a tile left in place in its matrix) are read before anything may
// write memory, as for a lone product's in-place lhs (InPlaceReads.cpp).
//
// When the loop's result is only stored right after the loop (getChainResultStore), the exit
// asks where that store would write the tile (tilec_rt_view_store_rows_target) and lets the
// chain's last pass write it there (tilec_rt_mmaf_chain_end_into, AMX chains): the store then
// has nothing left to do, as after a direct store of an elementwise op (DirectStores.cpp).
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/LiteralValue.h"
#include "tilec/Runtime/MatmulChainAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {
namespace {

/// Whether `operand` is a weak, non-gathering rank-2 view load in `body` read only by `product`,
/// whose token nothing uses.
bool isChainedLoad(Value operand, Block &body, Operation *product) {
  auto load = operand.getDefiningOp<LoadViewTkoOp>();
  if (!load || load->getBlock() != &body || !operand.hasOneUse() ||
      !load.getResultToken().use_empty() ||
      load.getMemoryOrderingSemantics() != MemoryOrdering::weak || load.getInbounds() ||
      cast<TileType>(operand.getType()).getRank() != 2)
    return false;
  return llvm::all_of(load.getIndex(), [](Value index) {
    return cast<TileType>(index.getType()).getRank() == 0;
  });
}

/// Whether nothing in `kernel` orders one tile block's memory accesses against another's: no
/// atomics, and every memory operation weak. (Then a block that reads what another wrote
/// races with it.)
bool synchronizesNoBlocks(Operation *kernel) {
  if (!kernel)
    return false;
  WalkResult result = kernel->walk([](Operation *op) {
    if (isa<AtomicRMWTkoOp, AtomicCASTkoOp, AtomicRedViewTkoOp>(op))
      return WalkResult::interrupt();
    auto ordering = op->getAttrOfType<MemoryOrderingAttr>("memory_ordering_semantics");
    if (ordering && ordering.getValue() != MemoryOrdering::weak)
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return !result.wasInterrupted();
}

} // namespace

Operation *getChainedProduct(Operation *loop) {
  auto forOp = dyn_cast<ForOp>(loop);
  if (!forOp || forOp.getInitValues().size() != 1)
    return nullptr;
  Block &body = forOp.getBodyBlock();
  Value sum = body.getArgument(1);
  auto continueOp = dyn_cast<ContinueOp>(body.getTerminator());
  if (!continueOp || continueOp->getNumOperands() != 1 || !sum.hasOneUse())
    return nullptr;
  Operation *product = continueOp->getOperand(0).getDefiningOp();
  if (!isa_and_nonnull<MmaFOp, MmaIOp>(product) || product->getBlock() != &body ||
      !product->hasOneUse())
    return nullptr;
  Value lhs = product->getOperand(0), rhs = product->getOperand(1);
  if (product->getOperand(2) != sum || lhs == rhs)
    return nullptr;
  // mmaf with an f16 or f64 accumulator rounds differently and keeps its own helpers.
  auto accType = cast<TileType>(sum.getType());
  if (accType.getRank() != 2 ||
      (isa<MmaFOp>(product) &&
       (!accType.getElementType().isF32() ||
        !interp::getFloatFormat(cast<TileType>(lhs.getType()).getElementType()))))
    return nullptr;
  if (!isChainedLoad(lhs, body, product) || !isChainedLoad(rhs, body, product))
    return nullptr;
  for (Operation &op : body.without_terminator())
    if (&op != product && &op != lhs.getDefiningOp() && &op != rhs.getDefiningOp() &&
        !isMemoryEffectFree(&op))
      return nullptr;
  return product;
}

namespace {

/// The weak store_view_tko that writes `loop`'s result (its only use) right after the loop in
/// its block, with nothing but pure ops between, no `inbounds` promise, scalar indices, and a
/// view and indices defined before the loop; else null. The chain's last pass may then write
/// the result where the store would.
StoreViewTkoOp getChainResultStore(Operation *loop) {
  Value result = loop->getResult(0);
  if (!result.hasOneUse())
    return nullptr;
  auto store = dyn_cast<StoreViewTkoOp>(*result.user_begin());
  if (!store || store.getTile() != result || store->getBlock() != loop->getBlock() ||
      store.getMemoryOrderingSemantics() != MemoryOrdering::weak || store.getInbounds())
    return nullptr;
  for (Operation *op = loop->getNextNode(); op != store; op = op->getNextNode())
    if (!isMemoryEffectFree(op))
      return nullptr;
  for (Value operand : store->getOperands()) {
    if (operand == result)
      continue;
    if (auto tile = dyn_cast<TileType>(operand.getType()); tile && tile.getRank() != 0)
      return nullptr;
    Operation *definition = operand.getDefiningOp();
    if (definition && definition->getBlock() == loop->getBlock() &&
        !definition->isBeforeInBlock(loop))
      return nullptr;
  }
  return store;
}

} // namespace

std::string getProductChainHelper(Operation *product, StringRef call) {
  return ((isa<MmaIOp>(product) ? "tilec_rt_mmai_chain_" : "tilec_rt_mmaf_chain_") + call).str();
}

bool isZeroConstantTile(Value init) {
  auto constant = init.getDefiningOp<ConstantOp>();
  if (!constant || cast<TileType>(init.getType()).getRank() == 0)
    return false;
  interp::TileValue literal = interp::getLiteralTile(constant.getValue());
  return llvm::all_of(literal.elements, [](auto bits) { return bits == 0; });
}

void beginProductChain(KernelLowering &lowering, Operation *product, Value accumulator,
                       bool zeroAccumulator) {
  Value lhs = product->getOperand(0), rhs = product->getOperand(1);
  auto [batches, m, n, k] = getMatmulShape(lhs, rhs);
  Value state = lowering.getAddress(lowering.allocateBytes(runtime::kMatmulChainStateBytes));
  SmallVector<Value> operands = {lowering.getBlockContext(), state};
  int64_t workspaceBytes;
  if (auto mma = dyn_cast<MmaIOp>(product)) {
    operands.push_back(lowering.constantInt(mma.getSignednessLhs() == Signedness::Signed, 32));
    operands.push_back(lowering.constantInt(mma.getSignednessRhs() == Signedness::Signed, 32));
    workspaceBytes = runtime::getMatmulChainI8WorkspaceBytes(m, n, k);
  } else {
    auto format = *interp::getFloatFormat(cast<TileType>(lhs.getType()).getElementType());
    operands.push_back(lowering.constantInt(static_cast<int32_t>(format), 32));
    workspaceBytes = runtime::getMatmulChainWorkspaceBytes(m, n, k);
  }
  operands.push_back(lowering.getAddress(accumulator));
  int32_t flags = zeroAccumulator ? runtime::kMatmulChainZeroAccumulator : 0;
  if (synchronizesNoBlocks(product->getParentWithTrait<OpTrait::IsIsolatedFromAbove>()))
    flags |= runtime::kMatmulChainShareTiles;
  if (lowering.getMmafAccumulation() == MmafAccumulation::Hardware)
    flags |= runtime::kMatmulChainHardwareAccumulation;
  operands.push_back(lowering.constantInt(flags, 32));
  operands.push_back(lowering.getAddress(lowering.allocateBytes(workspaceBytes)));
  for (int64_t dimension : {m, n, k})
    operands.push_back(lowering.constantInt(dimension, 64));
  lowering.callRuntime(getProductChainHelper(product, "begin"), {}, operands);
  lowering.productChains[product] = state;
}

bool lowerProductChainStep(KernelLowering &lowering, Operation *product) {
  Value chain = lowering.productChains.lookup(product);
  if (!chain)
    return false;
  lowering.callRuntime(getProductChainHelper(product, "step"), {},
                       {lowering.getBlockContext(), chain});
  // The chain updates the carried accumulator in place.
  lowering.set(product->getResult(0), lowering.get(product->getOperand(2)));
  return true;
}

void endProductChain(KernelLowering &lowering, Operation *product, Operation *loop) {
  Value chain = lowering.productChains.lookup(product);
  // Only AMX chains write a result elsewhere: i8 ones, and bf16 ones with hardware
  // accumulation, whose shapes fit AMX tiles.
  Value lhs = product->getOperand(0);
  auto [batches, m, n, k] = getMatmulShape(lhs, product->getOperand(1));
  bool mayUseAmx = isa<MmaIOp>(product)
                       ? runtime::fitsAmxTiles(m, n, k)
                       : cast<TileType>(lhs.getType()).getElementType().isBF16() &&
                             lowering.getMmafAccumulation() == MmafAccumulation::Hardware &&
                             runtime::fitsAmxBf16Tiles(m, n, k);
  StoreViewTkoOp store = mayUseAmx ? getChainResultStore(loop) : nullptr;
  if (!store) {
    lowering.callRuntime(getProductChainHelper(product, "end"), {},
                         {lowering.getBlockContext(), chain});
    return;
  }
  Value indices;
  auto [target, rowStride] = emitStoreRowsTarget(lowering, store, indices);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value written =
      lowering
          .callRuntime(getProductChainHelper(product, "end_into"), {builder.getI32Type()},
                       {lowering.getBlockContext(), chain, target, rowStride})
          .front();
  Value wasWritten = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ne, written,
                                           lowering.constantInt(0, 32));
  Value address =
      arith::SelectOp::create(builder, loc, wasWritten, target, lowering.constantInt(0, 64));
  lowering.directStoreTargets[store] = {address, indices};
}

} // namespace tilec::cpu
