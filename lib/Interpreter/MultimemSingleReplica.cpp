//===- MultimemSingleReplica.cpp - 13.5 multimem ops on one host ----------===//
#include "tilec/Interpreter/MultimemSingleReplica.h"

#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

/// The atomic_red_view_tko mode that folds one value in as `reduction` does. Float min and max
/// have none (atomic_red_view_tko has no float min/max, and AtomicMode is printed and written to
/// bytecode, so tilec adds no mode of its own): the executors run those multimem ops directly.
std::optional<AtomicMode> getAtomicMode(MultimemReduction reduction, Type element) {
  bool isFloat = isa<FloatType>(element);
  switch (reduction) {
  case MultimemReduction::add:
    return isFloat ? AtomicMode::addf : AtomicMode::add;
  case MultimemReduction::min:
    return isFloat ? std::nullopt : std::optional(AtomicMode::min);
  case MultimemReduction::max:
    return isFloat ? std::nullopt : std::optional(AtomicMode::max);
  case MultimemReduction::And:
    return AtomicMode::And;
  case MultimemReduction::Or:
    return AtomicMode::Or;
  case MultimemReduction::Xor:
    return AtomicMode::Xor;
  }
  return std::nullopt;
}

} // namespace

LogicalResult rewriteMultimemForSingleReplica(Operation *root) {
  SmallVector<Operation *> multimemOps;
  root->walk([&](Operation *op) {
    if (isa<MultimemLoadReduceViewTkoOp, MultimemReduceViewTkoOp, MultimemStoreViewTkoOp>(op))
      multimemOps.push_back(op);
  });
  for (Operation *op : multimemOps) {
    OpBuilder builder(op);
    Operation *replacement = nullptr;
    if (auto load = dyn_cast<MultimemLoadReduceViewTkoOp>(op)) {
      replacement = LoadViewTkoOp::create(
          builder, op->getLoc(), load.getTile().getType(), load.getResultToken().getType(),
          load.getMemoryOrderingSemanticsAttr(), load.getMemoryScopeAttr(), load.getView(),
          load.getIndex(), load.getToken(), load.getOptimizationHintsAttr(),
          load.getInboundsAttr());
    } else if (auto reduce = dyn_cast<MultimemReduceViewTkoOp>(op)) {
      Type element = cast<TileType>(reduce.getTile().getType()).getElementType();
      std::optional<AtomicMode> mode = getAtomicMode(reduce.getReduction(), element);
      if (!mode)
        continue; // Float min/max: ExecView.cpp and ViewToCPU.cpp run the op itself.
      // inbounds only promises what the bounds check finds anyway; the single-device reduction
      // checks every element.
      replacement = AtomicRedViewTkoOp::create(
          builder, op->getLoc(), reduce.getResultToken().getType(),
          reduce.getMemoryOrderingSemantics(), reduce.getMemoryScope(), reduce.getView(),
          reduce.getIndex(), *mode, reduce.getTile(), reduce.getToken());
    } else {
      auto store = cast<MultimemStoreViewTkoOp>(op);
      replacement = StoreViewTkoOp::create(
          builder, op->getLoc(), store.getResultToken().getType(),
          store.getMemoryOrderingSemanticsAttr(), store.getMemoryScopeAttr(), store.getTile(),
          store.getView(), store.getIndex(), store.getToken(), store.getOptimizationHintsAttr(),
          store.getInboundsAttr());
    }
    op->replaceAllUsesWith(replacement);
    op->erase();
  }
  return success();
}

} // namespace tilec::interp
