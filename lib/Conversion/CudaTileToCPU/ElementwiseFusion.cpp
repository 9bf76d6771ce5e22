//===- ElementwiseFusion.cpp - one loop for a chain of elementwise ops ----===//
//
// Each elementwise op is lowered to its own loop over the tile's elements (emitElementwise).
// A chain of them (`%t = mulf %a, %b`, `%u = addf %t, %c`, ...) would then walk the tiles once
// per op. Two such loops that follow each other with the same trip count are merged into one:
// iteration i of the second reads only element i of its operands, which the first wrote in
// its own iteration i, and writes a buffer of its own, so running the two bodies one after the
// other per element computes the same values.
//
// Inside a fused body, element i read back from a buffer the body itself wrote is the value it
// stored, and a tile buffer that nothing but such stores touch (an intermediate value of the
// chain) is never read: its stores go. LLVM cannot find this itself, because the buffers lie
// in the frame the caller provides; without it every intermediate tile of a chain is written
// out, which spills a chain of 16 KiB tiles out of L1.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace tilec::cpu {

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

namespace {

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

/// Whether `op`, which follows `loop` in its block, may run before it instead: it is no
/// terminator and has no regions, its operands are defined above the loop, and it is pure, a
/// load or store of a buffer the loop does not touch (a scalar a later loop reads, such as a
/// broadcast's element), or marked independent of tiles (kIndependentOfTilesAttr).
bool canMoveAbove(Operation *op, scf::ForOp loop) {
  if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  for (Value operand : op->getOperands()) {
    Operation *definition = operand.getDefiningOp();
    if (definition && definition->getBlock() == loop->getBlock() &&
        !definition->isBeforeInBlock(loop))
      return false;
  }
  if (isMemoryEffectFree(op) || op->hasAttr(kIndependentOfTilesAttr))
    return true;
  Value buffer;
  if (auto load = dyn_cast<memref::LoadOp>(op))
    buffer = load.getMemRef();
  else if (auto store = dyn_cast<memref::StoreOp>(op))
    buffer = store.getMemRef();
  else
    return false;
  return llvm::none_of(buffer.getUsers(),
                       [&](Operation *user) { return loop->isAncestor(user); });
}

void fuseInBlock(Block &block) {
  scf::ForOp current;
  for (Operation *op = block.empty() ? nullptr : &block.front(); op;) {
    Operation *next = op->getNextNode();
    if (!isElementwiseLoop(op)) {
      // Ops between two loops that do not depend on the first (their bounds, scalar operands
      // and their set-up) do not separate them: they move above the loop being extended,
      // where the merged body can still see them.
      if (current && canMoveAbove(op, current))
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

/// Replaces each load of element i that follows a store of element i to the same buffer in
/// the body of `loop` by the stored value; returns the buffers the body stores to.
llvm::SetVector<Value> forwardStoredElements(scf::ForOp loop) {
  Value index = loop.getInductionVar();
  llvm::SmallDenseMap<Value, Value> stored;
  llvm::SetVector<Value> written;
  for (Operation &op : llvm::make_early_inc_range(loop.getBody()->without_terminator())) {
    if (auto store = dyn_cast<memref::StoreOp>(op)) {
      bool atIndex = store.getIndices().size() == 1 && store.getIndices()[0] == index;
      // A store elsewhere in the buffer may overwrite element i: forget what was stored.
      if (atIndex)
        stored[store.getMemRef()] = store.getValueToStore();
      else
        stored.erase(store.getMemRef());
      written.insert(store.getMemRef());
    } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
      if (load.getIndices().size() == 1 && load.getIndices()[0] == index)
        if (Value value = stored.lookup(load.getMemRef())) {
          load.replaceAllUsesWith(value);
          load.erase();
        }
    } else if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op)) {
      // Anything else that may touch memory ends what is known.
      stored.clear();
    }
  }
  return written;
}

/// A tile buffer of its own (a frame slot or an alloca, not a view of another buffer) that
/// only stores use is never read.
bool isWriteOnlyBuffer(Value buffer) {
  Operation *allocation = buffer.getDefiningOp();
  if (!isa_and_nonnull<memref::ViewOp, memref::AllocaOp>(allocation))
    return false;
  return llvm::all_of(buffer.getUsers(), [&](Operation *user) {
    auto store = dyn_cast<memref::StoreOp>(user);
    return store && store.getMemRef() == buffer;
  });
}

void eraseWriteOnlyBuffer(Value buffer) {
  for (Operation *user : llvm::make_early_inc_range(buffer.getUsers()))
    user->erase();
  buffer.getDefiningOp()->erase();
}

} // namespace

void fuseElementwiseLoops(Operation *function) {
  function->walk([](Block *block) { fuseInBlock(*block); });
  SmallVector<scf::ForOp> loops;
  function->walk([&](scf::ForOp loop) {
    if (isElementwiseLoop(loop))
      loops.push_back(loop);
  });
  for (scf::ForOp loop : loops)
    for (Value buffer : forwardStoredElements(loop))
      if (isWriteOnlyBuffer(buffer))
        eraseWriteOnlyBuffer(buffer);
}

} // namespace tilec::cpu
