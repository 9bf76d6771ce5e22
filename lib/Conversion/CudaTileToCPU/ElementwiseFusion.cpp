//===- ElementwiseFusion.cpp - one loop for a chain of elementwise ops ----===//
//
// Each elementwise op is lowered to its own loop over the tile's elements (emitElementwise).
// A chain of them (`%t = mulf %a, %b`, `%u = addf %t, %c`, ...) would then walk the tiles once
// per op. Two such loops that follow each other with the same trip count are merged into one:
// iteration i of the second reads only element i of its operands, which the first wrote in
// its own iteration i, and writes a buffer of its own, so running the two bodies one after the
// other per element computes the same values. LLVM then forwards element i from the store to
// the load inside the loop body and vectorizes the fused loop.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace tilec::cpu {

namespace {

bool isElementwiseLoop(Operation *op) {
  auto loop = dyn_cast<scf::ForOp>(op);
  return loop && loop->hasAttr(kElementwiseLoopAttr) && loop.getInitArgs().empty();
}

std::optional<int64_t> getTripCount(scf::ForOp loop) {
  auto lower = getConstantIntValue(loop.getLowerBound());
  auto upper = getConstantIntValue(loop.getUpperBound());
  auto step = getConstantIntValue(loop.getStep());
  if (!lower || !upper || !step || *lower != 0 || *step != 1)
    return std::nullopt;
  return *upper;
}

/// Moves the body of `source` to the end of `target`'s body and erases `source`.
void mergeInto(scf::ForOp target, scf::ForOp source) {
  Block *targetBody = target.getBody();
  Block *sourceBody = source.getBody();
  sourceBody->getArgument(0).replaceAllUsesWith(target.getInductionVar());
  sourceBody->getTerminator()->erase();
  targetBody->getOperations().splice(targetBody->getTerminator()->getIterator(),
                                     sourceBody->getOperations());
  source.erase();
}

void fuseInBlock(Block &block) {
  scf::ForOp current;
  for (Operation *op = block.empty() ? nullptr : &block.front(); op;) {
    Operation *next = op->getNextNode();
    if (!isElementwiseLoop(op)) {
      // Constants between two loops (their bounds, scalar operands) do not separate them:
      // they move above the loop being extended, where the merged body can still see them.
      if (current && isa<arith::ConstantOp>(op))
        op->moveBefore(current);
      else
        current = scf::ForOp();
      op = next;
      continue;
    }
    auto loop = cast<scf::ForOp>(op);
    if (current && getTripCount(current) && getTripCount(current) == getTripCount(loop))
      mergeInto(current, loop);
    else
      current = loop;
    op = next;
  }
}

} // namespace

void fuseElementwiseLoops(Operation *function) {
  function->walk([](Block *block) { fuseInBlock(*block); });
}

} // namespace tilec::cpu
