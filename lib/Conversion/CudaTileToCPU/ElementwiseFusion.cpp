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

/// The divisor of a broadcast index op (kBroadcastIndexAttr), a constant.
int64_t getBroadcastDivisor(Operation *position) {
  return *getConstantIntValue(position->getOperand(1));
}

/// Runs `loop` (an elementwise loop of N iterations) as N / E strips of E iterations, E the
/// least divisor of the broadcast reads of element i (iteration i = o + c for the strip at o
/// and c in [0, E)), where every divisor is a multiple of E and E divides N.
void stripMine(scf::ForOp loop) {
  std::optional<int64_t> trips = getTripCount(loop);
  Value index = loop.getInductionVar();
  SmallVector<int64_t> divisors;
  for (Operation *user : index.getUsers())
    if (user->hasAttr(kBroadcastIndexAttr) && user->getOperand(0) == index)
      divisors.push_back(getBroadcastDivisor(user));
  if (!trips || divisors.empty())
    return;
  int64_t strip = *llvm::min_element(divisors);
  if (strip <= 0 || *trips % strip != 0 ||
      llvm::any_of(divisors, [&](int64_t divisor) { return divisor % strip != 0; }))
    return;
  OpBuilder builder(loop);
  Location loc = loop.getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  auto strips = scf::ForOp::create(builder, loc, constant(0), constant(*trips), constant(strip));
  builder.setInsertionPointToStart(strips.getBody());
  auto elements = scf::ForOp::create(builder, loc, constant(0), constant(strip), constant(1));
  builder.setInsertionPointToStart(elements.getBody());
  auto element =
      arith::AddIOp::create(builder, loc, strips.getInductionVar(), elements.getInductionVar());
  element->setAttr(kStripIndexAttr, builder.getI64IntegerAttr(strip));
  index.replaceAllUsesWith(element);
  Block *body = loop.getBody();
  body->getTerminator()->erase();
  elements.getBody()->getOperations().splice(elements.getBody()->getTerminator()->getIterator(),
                                             body->getOperations());
  loop.erase();
}

/// A broadcast index op of element o + c of a strip of E elements (kStripIndexAttr) whose
/// divisor K is a multiple of E: (o + c) / K is o / K and (o + c) % K is o % K + c, since o %
/// K is a multiple of E below K and c < E. The strip's part is then the same for all its
/// elements, which is what lets LLVM read a repeated row's element once per strip and the
/// elements of a repeated row as one vector.
void simplifyBroadcastIndex(Operation *position) {
  auto element = position->getOperand(0).getDefiningOp<arith::AddIOp>();
  if (!element || !element->hasAttr(kStripIndexAttr))
    return;
  int64_t strip = cast<IntegerAttr>(element->getAttr(kStripIndexAttr)).getInt();
  if (getBroadcastDivisor(position) % strip != 0)
    return;
  OpBuilder builder(position);
  Location loc = position->getLoc();
  Value first = element.getLhs(), offset = element.getRhs(), divisor = position->getOperand(1);
  Value simplified;
  if (isa<arith::DivUIOp>(position))
    simplified = arith::DivUIOp::create(builder, loc, first, divisor);
  else
    simplified = arith::AddIOp::create(
        builder, loc, arith::RemUIOp::create(builder, loc, first, divisor), offset);
  position->getResult(0).replaceAllUsesWith(simplified);
  position->erase();
}

} // namespace

void stripMineBroadcastReads(Operation *function) {
  SmallVector<scf::ForOp> loops;
  function->walk([&](scf::ForOp loop) {
    if (isElementwiseLoop(loop))
      loops.push_back(loop);
  });
  for (scf::ForOp loop : loops)
    stripMine(loop);
  SmallVector<Operation *> positions;
  function->walk([&](Operation *op) {
    if (op->hasAttr(kBroadcastIndexAttr))
      positions.push_back(op);
  });
  for (Operation *position : positions)
    simplifyBroadcastIndex(position);
}

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
