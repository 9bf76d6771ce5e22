//===- ProductChains.cpp - K loops compiled as one chain of products ------===//
//
// The K loop of a matrix multiplication,
//
//   %acc = for %k ... iter_values(%sum = %init) {
//     %a, %ta = load_view_tko weak %va[...]
//     %b, %tb = load_view_tko weak %vb[...]
//     %next = mmaf %a, %b, %sum
//     continue %next
//   }
//
// otherwise multiplies one step at a time: every step loads and stores the whole accumulator,
// and copies b. As a product chain (tilec/Runtime/MatmulChainAbi.h, lib/Runtime/Cpu/
// MatmulChain.cpp) the loop still runs step by step, with its own bounds and index arithmetic,
// but its loads go to the chain, which packs b and multiplies several steps' operands per pass
// with the accumulator in registers. The loop's carried buffer is the accumulator; the chain
// starts after the initial value is copied into it and finishes at the loop's exit, before
// anything reads the result.
//
// The pattern asks for nothing but pure ops besides the two loads and the product, so that the
// operands a chain keeps (an a tile left in place in its matrix) are read before anything may
// write memory, as for a lone product's in-place lhs (InPlaceReads.cpp).
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Runtime/MatmulChainAbi.h"

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
  auto product = continueOp->getOperand(0).getDefiningOp<MmaFOp>();
  if (!product || product->getBlock() != &body || !product->hasOneUse() ||
      product.getAcc() != sum || product.getLhs() == product.getRhs())
    return nullptr;
  auto accType = cast<TileType>(sum.getType());
  if (accType.getRank() != 2 || !accType.getElementType().isF32() ||
      !interp::getFloatFormat(cast<TileType>(product.getLhs().getType()).getElementType()))
    return nullptr;
  if (!isChainedLoad(product.getLhs(), body, product) ||
      !isChainedLoad(product.getRhs(), body, product))
    return nullptr;
  for (Operation &op : body.without_terminator())
    if (&op != product && &op != product.getLhs().getDefiningOp() &&
        &op != product.getRhs().getDefiningOp() && !isMemoryEffectFree(&op))
      return nullptr;
  return product;
}

void beginProductChain(KernelLowering &lowering, Operation *product, Value accumulator) {
  auto mma = cast<MmaFOp>(product);
  ArrayRef<int64_t> lhs = cast<TileType>(mma.getLhs().getType()).getShape();
  ArrayRef<int64_t> rhs = cast<TileType>(mma.getRhs().getType()).getShape();
  int64_t m = lhs[0], k = lhs[1], n = rhs[1];
  auto format = *interp::getFloatFormat(cast<TileType>(mma.getLhs().getType()).getElementType());
  Value state = lowering.getAddress(lowering.allocateBytes(runtime::kMatmulChainStateBytes));
  Value workspace = lowering.getAddress(
      lowering.allocateBytes(runtime::getMatmulChainWorkspaceBytes(m, n, k)));
  lowering.callRuntime("tilec_rt_mmaf_chain_begin", {},
                       {lowering.getBlockContext(), state,
                        lowering.constantInt(static_cast<int32_t>(format), 32),
                        lowering.getAddress(accumulator), workspace,
                        lowering.constantInt(m, 64), lowering.constantInt(n, 64),
                        lowering.constantInt(k, 64)});
  lowering.productChains[product] = state;
}

void endProductChain(KernelLowering &lowering, Operation *product) {
  lowering.callRuntime("tilec_rt_mmaf_chain_end", {},
                       {lowering.getBlockContext(), lowering.productChains.lookup(product)});
}

} // namespace tilec::cpu
