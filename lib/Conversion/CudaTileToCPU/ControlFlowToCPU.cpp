//===- ControlFlowToCPU.cpp - if, for, loop and their terminators ---------===//
//
// Structured Tile IR control flow becomes a control-flow graph: `continue`, `break` and `return`
// may stand inside nested `if`s, which a CFG expresses as plain branches. Values an op's regions
// pass out (if results, loop-carried values, loop results) are SSA block arguments when they are
// scalars and buffers owned by the op when they are ranked tiles; terminators copy into those
// buffers (KernelLowering::branchWithValues). Semantics: tile-ir-ops.md §3.6.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

namespace {

/// Destinations of the values a region op passes on: a buffer per ranked tile (null for scalars
/// and tokens), and the block-argument types the scalars need.
struct ValueDestinations {
  SmallVector<Value> buffers;
  SmallVector<Type> scalarTypes;
  SmallVector<Location> scalarLocations;
};

ValueDestinations allocateDestinations(KernelLowering &lowering, TypeRange types, Location loc) {
  ValueDestinations destinations;
  for (Type type : types) {
    auto tile = dyn_cast<TileType>(type);
    if (tile && tile.getRank() > 0) {
      destinations.buffers.push_back(lowering.allocateTile(tile));
      continue;
    }
    destinations.buffers.push_back(Value());
    if (tile) {
      destinations.scalarTypes.push_back(lowering.getStorageType(tile.getElementType()));
      destinations.scalarLocations.push_back(loc);
    }
  }
  return destinations;
}

/// Maps `values` (cuda_tile values of `types`) to the destinations: buffers, or the scalar block
/// arguments of `block` in order; tokens to nothing.
void bindDestinations(KernelLowering &lowering, ValueRange values,
                      const ValueDestinations &destinations, Block *block) {
  unsigned scalar = 0;
  for (auto [value, buffer] : llvm::zip_equal(values, destinations.buffers)) {
    if (buffer)
      lowering.set(value, buffer);
    else if (isa<TileType>(value.getType()))
      lowering.set(value, block->getArgument(scalar++));
    else
      lowering.set(value, Value());
  }
}

/// Where each `if` being lowered sends its `yield`: innermost last.
struct IfTarget {
  Block *merge;
  SmallVector<Value> buffers;
};
SmallVector<IfTarget> &getIfTargets() {
  thread_local SmallVector<IfTarget> targets;
  return targets;
}

Block *createBlockAfter(OpBuilder &builder, Block *after, TypeRange types,
                        ArrayRef<Location> locations) {
  return builder.createBlock(after->getParent(), std::next(Region::iterator(after)), types,
                             locations);
}

LogicalResult lowerIf(KernelLowering &lowering, Operation *op) {
  auto ifOp = cast<IfOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  ValueDestinations destinations = allocateDestinations(lowering, op->getResultTypes(), loc);
  Block *current = builder.getInsertionBlock();
  Block *merge =
      createBlockAfter(builder, current, destinations.scalarTypes, destinations.scalarLocations);
  Block *elseBlock = createBlockAfter(builder, current, {}, {});
  Block *thenBlock = createBlockAfter(builder, current, {}, {});

  builder.setInsertionPointToEnd(current);
  cf::CondBranchOp::create(builder, loc, lowering.get(ifOp.getCondition()), thenBlock, elseBlock);

  getIfTargets().push_back({merge, destinations.buffers});
  for (auto [region, block] : {std::pair{&ifOp.getThenRegion(), thenBlock},
                               std::pair{&ifOp.getElseRegion(), elseBlock}}) {
    builder.setInsertionPointToEnd(block);
    if (region->empty()) {
      cf::BranchOp::create(builder, loc, merge);
      continue;
    }
    if (failed(lowering.lowerBlockOps(region->front())))
      return failure();
  }
  getIfTargets().pop_back();

  builder.setInsertionPointToEnd(merge);
  bindDestinations(lowering, op->getResults(), destinations, merge);
  return success();
}

LogicalResult lowerYield(KernelLowering &lowering, Operation *op) {
  if (!isa<IfOp>(op->getParentOp()))
    return op->emitError("'yield' outside an 'if' is lowered by its parent op");
  IfTarget &target = getIfTargets().back();
  lowering.branchWithValues(target.merge, target.buffers, op->getOperands());
  return success();
}

/// Reads a loop bound as i64: sign-extended, or zero-extended for `unsigned` loops.
Value widenBound(KernelLowering &lowering, Value bound, bool isUnsigned) {
  OpBuilder &builder = lowering.getBuilder();
  Value value = lowering.get(bound);
  if (value.getType().getIntOrFloatBitWidth() == 64)
    return value;
  if (isUnsigned)
    return arith::ExtUIOp::create(builder, lowering.getLoc(), builder.getI64Type(), value);
  return arith::ExtSIOp::create(builder, lowering.getLoc(), builder.getI64Type(), value);
}

/// `for`: the trip count ⌈(ub - lb) / step⌉ is computed without wrapping (lb < ub, so ub - lb
/// fits in an unsigned i64 and (ub - lb - 1) / step + 1 cannot overflow), and the induction
/// variable is lb + i * step, below ub. A step ≤ 0 (signed) or 0 (unsigned) is an error in
/// checked mode and runs zero times otherwise, as in the interpreter.
LogicalResult lowerFor(KernelLowering &lowering, Operation *op) {
  auto forOp = cast<ForOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  bool isUnsigned = forOp.getUnsignedCmp();
  Value lower = widenBound(lowering, forOp.getLowerBound(), isUnsigned);
  Value upper = widenBound(lowering, forOp.getUpperBound(), isUnsigned);
  Value step = widenBound(lowering, forOp.getStep(), isUnsigned);
  Value zero = lowering.constantInt(0, 64);
  Value one = lowering.constantInt(1, 64);
  auto below = isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
  Value runs = arith::AndIOp::create(builder, 
      loc, arith::CmpIOp::create(builder, loc, below, lower, upper),
      arith::CmpIOp::create(builder, loc, isUnsigned ? arith::CmpIPredicate::ne
                                                    : arith::CmpIPredicate::sgt,
                                    step, zero));
  // An invalid step is undefined behaviour: checked mode reports it as the interpreter does.
  Value validStep = arith::CmpIOp::create(
      builder, loc, isUnsigned ? arith::CmpIPredicate::ne : arith::CmpIPredicate::sgt, step, zero);
  Value invalidStep = arith::XOrIOp::create(builder, loc, validStep,
                                            lowering.constantInt(1, 1));
  auto stepCheck = scf::IfOp::create(builder, loc, invalidStep, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(stepCheck.thenBlock());
    lowering.callRuntime("tilec_rt_for_step_invalid", {},
                         {lowering.getBlockContext(), lowering.getLocationId(op), step,
                          lowering.constantInt(isUnsigned, 32)});
  }
  // Division by a step of 1 where the loop does not run keeps the division defined.
  Value safeStep = arith::SelectOp::create(builder, loc, runs, step, one);
  Value distance = arith::SubIOp::create(builder, loc, upper, lower);
  Value trips = arith::AddIOp::create(builder, 
      loc, arith::DivUIOp::create(builder, loc, arith::SubIOp::create(builder, loc, distance, one),
                                          safeStep),
      one);
  Value tripCount = arith::SelectOp::create(builder, loc, runs, trips, zero);

  // Carried values: ranked tiles in buffers, scalars as header arguments after the counter.
  ValueDestinations carried = allocateDestinations(lowering, op->getResultTypes(), loc);
  SmallVector<Type> headerTypes = {builder.getI64Type()};
  SmallVector<Location> headerLocations = {loc};
  llvm::append_range(headerTypes, carried.scalarTypes);
  llvm::append_range(headerLocations, carried.scalarLocations);

  Block *current = builder.getInsertionBlock();
  Block *exit = createBlockAfter(builder, current, {}, {});
  Block *latch = createBlockAfter(builder, current, carried.scalarTypes, carried.scalarLocations);
  Block *body = createBlockAfter(builder, current, {}, {});
  Block *header = createBlockAfter(builder, current, headerTypes, headerLocations);

  // Initial values: copy tiles into the carried buffers, pass scalars to the header.
  builder.setInsertionPointToEnd(current);
  // A product chain's zero initial value is not copied: the chain writes it (a fill and a
  // copy of the whole accumulator were 2-4% of a 1024^3 f32 GEMM).
  Operation *chainedProduct = getChainedProduct(op);
  bool zeroAccumulator = chainedProduct && isZeroConstantTile(forOp.getInitValues().front());
  SmallVector<Value> initial = {zero};
  for (auto [init, buffer] : llvm::zip_equal(forOp.getInitValues(), carried.buffers)) {
    auto tile = dyn_cast<TileType>(init.getType());
    if (buffer && !zeroAccumulator)
      lowering.copyInto(buffer, lowering.get(init), tile);
    else if (!buffer && tile)
      initial.push_back(lowering.get(init));
  }
  if (chainedProduct)
    beginProductChain(lowering, chainedProduct, carried.buffers.front(), zeroAccumulator);
  cf::BranchOp::create(builder, loc, header, initial);

  builder.setInsertionPointToEnd(header);
  Value iteration = header->getArgument(0);
  Value more = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::ult, iteration, tripCount);
  cf::CondBranchOp::create(builder, loc, more, body, exit);

  builder.setInsertionPointToEnd(body);
  Block &source = forOp.getBodyBlock();
  Value induction = arith::AddIOp::create(builder, 
      loc, lower, arith::MulIOp::create(builder, loc, iteration, step));
  Type inductionType = lowering.getStorageType(
      cast<TileType>(forOp.getInductionVar().getType()).getElementType());
  if (inductionType.getIntOrFloatBitWidth() < 64)
    induction = arith::TruncIOp::create(builder, loc, inductionType, induction);
  lowering.set(forOp.getInductionVar(), induction);
  // The header's block arguments after the counter are the scalar carried values.
  unsigned headerScalar = 1;
  for (auto [argument, buffer] :
       llvm::zip_equal(source.getArguments().drop_front(), carried.buffers)) {
    if (buffer)
      lowering.set(argument, buffer);
    else if (isa<TileType>(argument.getType()))
      lowering.set(argument, header->getArgument(headerScalar++));
    else
      lowering.set(argument, Value());
  }
  lowering.loopStack.push_back({latch, nullptr, carried.buffers, carried.buffers});
  if (failed(lowering.lowerBlockOps(source)))
    return failure();
  lowering.loopStack.pop_back();

  builder.setInsertionPointToEnd(latch);
  SmallVector<Value> next = {arith::AddIOp::create(builder, loc, iteration, one)};
  llvm::append_range(next, latch->getArguments());
  cf::BranchOp::create(builder, loc, header, next);

  // Results: the final carried values.
  builder.setInsertionPointToEnd(exit);
  if (chainedProduct)
    endProductChain(lowering, chainedProduct, op);
  unsigned scalar = 1;
  for (auto [result, buffer] : llvm::zip_equal(op->getResults(), carried.buffers)) {
    if (buffer)
      lowering.set(result, buffer);
    else if (isa<TileType>(result.getType()))
      lowering.set(result, header->getArgument(scalar++));
    else
      lowering.set(result, Value());
  }
  return success();
}

/// `loop`: the body repeats with the carried values until a `break` passes the results out.
LogicalResult lowerLoop(KernelLowering &lowering, Operation *op) {
  auto loopOp = cast<LoopOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  Block &source = loopOp.getBodyBlock();
  ValueDestinations carried =
      allocateDestinations(lowering, TypeRange(source.getArgumentTypes()), loc);
  ValueDestinations results = allocateDestinations(lowering, op->getResultTypes(), loc);

  Block *current = builder.getInsertionBlock();
  Block *exit = createBlockAfter(builder, current, results.scalarTypes, results.scalarLocations);
  Block *header = createBlockAfter(builder, current, carried.scalarTypes, carried.scalarLocations);

  builder.setInsertionPointToEnd(current);
  lowering.branchWithValues(header, carried.buffers, loopOp.getInitValues());

  builder.setInsertionPointToEnd(header);
  bindDestinations(lowering, source.getArguments(), carried, header);
  lowering.loopStack.push_back({header, exit, carried.buffers, results.buffers});
  if (failed(lowering.lowerBlockOps(source)))
    return failure();
  lowering.loopStack.pop_back();

  builder.setInsertionPointToEnd(exit);
  bindDestinations(lowering, op->getResults(), results, exit);
  return success();
}

LogicalResult lowerContinue(KernelLowering &lowering, Operation *op) {
  KernelLowering::LoopTargets &loop = lowering.loopStack.back();
  lowering.branchWithValues(loop.continueBlock, loop.carriedBuffers, op->getOperands());
  return success();
}

LogicalResult lowerBreak(KernelLowering &lowering, Operation *op) {
  KernelLowering::LoopTargets &loop = lowering.loopStack.back();
  lowering.branchWithValues(loop.breakBlock, loop.resultBuffers, op->getOperands());
  return success();
}

} // namespace

void registerControlFlowLowerings(LoweringRegistry &registry) {
  registry.add<IfOp>(lowerIf);
  registry.add<YieldOp>(lowerYield);
  registry.add<ForOp>(lowerFor);
  registry.add<LoopOp>(lowerLoop);
  registry.add<ContinueOp>(lowerContinue);
  registry.add<BreakOp>(lowerBreak);
  registry.add<ReturnOp>(lowerReturn);
}

} // namespace tilec::cpu
