//===- ReductionToCPU.cpp - lowering of reduce and scan -------------------===//
//
// reduce and scan (tile-ir-ops.md §3.1) with any combiner region. The combiner body is emitted
// inline, on scalars: its block arguments are the loaded elements and accumulators, its `yield`
// operands the new accumulators. The verifier admits only pure ops in a combiner, so it holds no
// control flow: the loops are scf.for (a nested reduce or scan is more scf.for loops).
//
// reduce folds in the kernel's ReduceOrder (tilec/Interpreter/ReductionOrder.h), exactly as the
// interpreter does in that order, so results are bit-exact:
//  * PartialSums (the compiler's default) for float sums and products: independent partial
//    accumulators along `dim`, then halving steps, then the identity (emitPartialSumsReduce);
//    the partial chains vectorize. Other combiners fold as in the sequential order.
//  * Sequential: for every position outside `dim`, acc = identity, then acc = f(x[k], acc) for
//    k = 0..n-1 (lowerCombine). A combiner that is exactly associative and commutative on
//    encodings (isReassociable) has the same result in any order and folds in partial sums.
// scan always folds in order: acc = identity, r[k] = acc = f(x[k], acc) for k = 0..n-1
// (n-1..0 with `reverse`).
//
// Loop order of lowerCombine: outer positions, then k, then the inner positions (those after
// `dim`). The innermost loop updates independent accumulators, which LLVM can vectorize without
// reassociating any one of them. When there are no inner positions (a row reduction), that order
// would leave one dependent chain innermost, so a reduce loops over k, then the outer positions:
// their chains are independent. Accumulators live in memory (the result of a ranked reduce, or a
// small frame buffer) and LLVM keeps them in registers.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/ReductionOrder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

namespace {

/// The encoding of identity `attr` as an element of `elementType` (as the interpreter's
/// encodeIdentity): the verifier also accepts an f16 identity for a bf16 operand and vice versa,
/// converted by value.
uint64_t encodeIdentity(Attribute attr, Type elementType) {
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    return interp::truncateBits(integer.getValue().getZExtValue(),
                                interp::getIntegerWidth(elementType));
  auto floating = cast<FloatAttr>(attr);
  uint64_t bits = floating.getValue().bitcastToAPInt().getZExtValue();
  numeric::FloatFormat from = *interp::getFloatFormat(floating.getType());
  // APFloat keeps tf32 in 19 bits; tiles keep it in its f32 container.
  if (from == numeric::FloatFormat::TF32)
    bits <<= 13;
  numeric::FloatFormat to = *interp::getFloatFormat(elementType);
  return from == to ? bits : numeric::convert(bits, from, to);
}

/// The positions of a reduce or scan operand of `type` along `dim`: `outer` lines before it,
/// `length` elements along it, `stride` inner positions after it (row-major).
struct FoldShape {
  int64_t outer = 1, length, stride = 1;

  FoldShape(TileType type, int64_t dim) : length(type.getShape()[dim]) {
    for (int64_t extent : type.getShape().take_front(dim))
      outer *= extent;
    for (int64_t extent : type.getShape().drop_front(dim + 1))
      stride *= extent;
  }
};

/// emitLoop whose body may fail.
LogicalResult emitCountedLoop(KernelLowering &lowering, int64_t count,
                              llvm::function_ref<LogicalResult(Value)> body,
                              scf::ForOp *emitted = nullptr) {
  LogicalResult result = success();
  scf::ForOp loop = lowering.emitLoop(count, [&](Value index) {
    if (failed(body(index)))
      result = failure();
  });
  if (emitted)
    *emitted = loop;
  return result;
}

/// Lowers a reduce or scan body once with its arguments bound to `elements` and `accumulators`
/// (one value per operand each: element first, accumulator second); returns what it yields.
/// The terminator is the op's `yield`: its operands are read, not lowered.
FailureOr<SmallVector<Value>> lowerCombiner(KernelLowering &lowering, Block &body,
                                            ArrayRef<Value> elements,
                                            ArrayRef<Value> accumulators) {
  for (size_t number = 0; number < elements.size(); ++number) {
    lowering.set(body.getArgument(2 * number), elements[number]);
    lowering.set(body.getArgument(2 * number + 1), accumulators[number]);
  }
  for (Operation &nested : body.without_terminator())
    if (failed(lowering.lowerOp(&nested)))
      return failure();
  return lowering.getAll(body.getTerminator()->getOperands());
}

/// Whether the combiner is one maxf or minf, whose lowering selects between its operands (NaN
/// and signed zeros): folded into the buffer it reads, `partials[w] = select(c, partials[w],
/// element)` becomes a masked store on x86, and a load cannot take its value from a masked
/// store, so each fold would wait for the previous one's stores to reach the cache (softmax's
/// row maximum took 10% of the kernel). Such folds alternate between two buffers instead, each
/// reading one and writing the other; other folds keep one buffer, which LLVM often keeps in
/// registers.
bool foldsBySelecting(Block &body) {
  return llvm::hasSingleElement(body.without_terminator()) && isa<MaxFOp, MinFOp>(body.front());
}

/// The sequential fold shared by reduce (`isScan` false) and scan; returns the buffers holding
/// the results, one per operand (one element for a rank-0 result): bindResults binds them.
FailureOr<SmallVector<Value>> emitCombine(KernelLowering &lowering, Operation *op, int64_t dim,
                                          ArrayAttr identities, bool isScan, bool reverse) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  Block &body = op->getRegion(0).front();

  auto [outer, length, stride] = FoldShape(cast<TileType>(op->getOperand(0).getType()), dim);

  // Per operand: its buffer, its identity, its accumulators and (scan) its result buffer. A
  // reduce accumulates in its result (o * stride + i), or in a one-element buffer for a rank-0
  // result; a scan in a line of `stride` accumulators (i).
  struct Operand {
    Value input;
    Value identity;
    Value accumulators;
    Value result;
  };
  SmallVector<Operand> operands;
  for (auto [input, identityAttr, result] :
       llvm::zip_equal(op->getOperands(), identities, op->getResults())) {
    Type elementType = cast<TileType>(input.getType()).getElementType();
    Type storageType = lowering.getStorageType(elementType);
    Operand operand;
    operand.input = lowering.get(input);
    operand.identity =
        createStorageConstant(lowering, storageType, encodeIdentity(identityAttr, elementType));
    auto resultType = cast<TileType>(result.getType());
    if (isScan) {
      operand.accumulators =
          lowering.allocateTile(TileType::get(lowering.getContext(), {stride}, elementType));
      operand.result = lowering.allocateTile(resultType);
    } else if (resultType.getRank() == 0) {
      operand.accumulators =
          lowering.allocateTile(TileType::get(lowering.getContext(), {1}, elementType));
    } else {
      operand.accumulators = lowering.allocateTile(resultType);
      operand.result = operand.accumulators;
    }
    operands.push_back(operand);
  }

  auto emitAccumulatorIndex = [&](Value position, Value inner) -> Value {
    if (isScan)
      return inner;
    Value start = arith::MulIOp::create(builder, loc, position, lowering.constantIndex(stride));
    return arith::AddIOp::create(builder, loc, start, inner);
  };

  // One step of the fold: acc = f(x[position, k, inner], acc), per operand.
  auto emitStep = [&](Value position, Value step, Value inner) -> LogicalResult {
    Value k = step;
    if (reverse)
      k = arith::SubIOp::create(builder, loc, lowering.constantIndex(length - 1), step);
    Value line = arith::AddIOp::create(
        builder, loc, arith::MulIOp::create(builder, loc, position, lowering.constantIndex(length)),
        k);
    Value linear = arith::AddIOp::create(
        builder, loc, arith::MulIOp::create(builder, loc, line, lowering.constantIndex(stride)),
        inner);
    Value index = emitAccumulatorIndex(position, inner);
    SmallVector<Value> elements, accumulators;
    for (Operand &operand : operands) {
      elements.push_back(memref::LoadOp::create(builder, loc, operand.input, linear));
      accumulators.push_back(memref::LoadOp::create(builder, loc, operand.accumulators, index));
    }
    FailureOr<SmallVector<Value>> yielded = lowerCombiner(lowering, body, elements, accumulators);
    if (failed(yielded))
      return failure();
    for (auto [operand, value] : llvm::zip_equal(operands, *yielded)) {
      memref::StoreOp::create(builder, loc, value, operand.accumulators, index);
      if (isScan)
        memref::StoreOp::create(builder, loc, value, operand.result, linear);
    }
    return success();
  };
  auto emitIdentities = [&](Value position) {
    lowering.emitLoop(stride, [&](Value inner) {
      Value index = emitAccumulatorIndex(position, inner);
      for (Operand &operand : operands)
        memref::StoreOp::create(builder, loc, operand.identity, operand.accumulators, index);
    });
  };

  // The combiner ops whose checked-mode errors depend on the data: with them the positions keep
  // the interpreter's order, so that the first error reported is the interpreter's.
  bool mayFail = op->getRegion(0)
                     .walk([](Operation *nested) {
                       return isa<ExtractOp, OffsetOp, AssumeOp>(nested) ? WalkResult::interrupt()
                                                                         : WalkResult::advance();
                     })
                     .wasInterrupted();
  LogicalResult result = success();
  if (!isScan && !mayFail && stride == 1 && outer > 1) {
    // A row reduction: the outer positions' chains are independent, so they go innermost.
    Value zero = lowering.constantIndex(0);
    lowering.emitLoop(outer, [&](Value position) { emitIdentities(position); });
    result = emitCountedLoop(lowering, length, [&](Value step) {
      return emitCountedLoop(lowering, outer,
                             [&](Value position) { return emitStep(position, step, zero); });
    });
  } else {
    result = emitCountedLoop(lowering, outer, [&](Value position) {
      emitIdentities(position);
      return emitCountedLoop(lowering, length, [&](Value step) {
        return emitCountedLoop(lowering, stride,
                               [&](Value inner) { return emitStep(position, step, inner); });
      });
    });
  }
  if (failed(result))
    return failure();
  SmallVector<Value> buffers;
  for (Operand &operand : operands)
    buffers.push_back(operand.result ? operand.result : operand.accumulators);
  return buffers;
}

/// Binds the results of a reduce or scan `op` to `buffers` (one per result; a rank-0 result is
/// the element of its one-element buffer).
void bindResults(KernelLowering &lowering, Operation *op, ArrayRef<Value> buffers) {
  for (auto [result, buffer] : llvm::zip_equal(op->getResults(), buffers)) {
    if (cast<TileType>(result.getType()).getRank() == 0)
      lowering.set(result, memref::LoadOp::create(lowering.getBuilder(), op->getLoc(), buffer,
                                                  ValueRange{lowering.constantIndex(0)}));
    else
      lowering.set(result, buffer);
  }
}

LogicalResult lowerCombine(KernelLowering &lowering, Operation *op, int64_t dim,
                           ArrayAttr identities, bool isScan, bool reverse) {
  FailureOr<SmallVector<Value>> buffers =
      emitCombine(lowering, op, dim, identities, isScan, reverse);
  if (failed(buffers))
    return failure();
  bindResults(lowering, op, *buffers);
  return success();
}

/// Whether the combiner is one op applied to its two block arguments and yielded, and that op
/// is exactly associative and commutative on encodings, so that any fold order gives the
/// sequential order's result.
///  * addi and muli without an overflow promise wrap modulo 2^n (a promise is checked, and its
///    error reported, in the interpreter's order); andi, ori, xori; maxi and mini totally order
///    the values read signed or unsigned, and equal values have equal encodings.
///  * maxf and minf (numeric::selectMinMax) on f16, bf16, f32, f64: +0 > -0 makes the non-NaN
///    values a total order whose equal values have equal encodings. Without propagate_nan a NaN
///    operand yields the other one, so the result is the extreme non-NaN element, or NaN when
///    every element and the identity are NaN; with it, NaN as soon as one is. flush_to_zero
///    flushes every operand (idempotently) and the result is a flushed operand. Only a NaN's
///    payload may depend on the order (the compiled op returns an operand's NaN where the
///    interpreter returns the canonical NaN), and compare mode treats all NaNs as equal.
bool isReassociable(ReduceOp reduce) {
  if (reduce->getNumOperands() != 1)
    return false;
  Block &body = reduce->getRegion(0).front();
  if (!llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation *combiner = &body.front();
  if (combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      body.getTerminator()->getOperands() != combiner->getResults())
    return false;
  Value element = body.getArgument(0), accumulator = body.getArgument(1);
  Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  if (!((lhs == element && rhs == accumulator) || (lhs == accumulator && rhs == element)))
    return false;
  if (auto add = dyn_cast<AddIOp>(combiner))
    return add.getOverflow() == IntegerOverflow::none;
  if (auto multiply = dyn_cast<MulIOp>(combiner))
    return multiply.getOverflow() == IntegerOverflow::none;
  return isa<AndIOp, OrIOp, XOrIOp, MaxIOp, MinIOp, MaxFOp, MinFOp>(combiner);
}

/// A reduce in the PartialSums order of tilec/Interpreter/ReductionOrder.h (written for any
/// combiner and any number of operands; used for float sums and products, and for exactly
/// reassociable combiners). Per outer position, the first `lines` lines along `dim` initialize
/// `lines * stride` partial accumulators per operand (one per line and inner position), each
/// later group of `lines` lines folds into them elementwise, a loop of independent chains that
/// LLVM vectorizes; halving steps then fold each inner position's partial accumulators into
/// one, and the identity is applied last, exactly once. The interpreter folds in the same
/// order (lib/Interpreter/ExecControlFlow.cpp), so results and errors are the same.
///
/// `combine` folds elements into accumulators (the reduce's body, lowerCombiner, unless a
/// caller knows a cheaper equivalent); with `alternate` folds alternate between two buffers
/// (foldsBySelecting). Returns the buffers of the results, one per operand (one element for a
/// rank-0 result): bindResults binds them.
using CombineFunction =
    llvm::function_ref<FailureOr<SmallVector<Value>>(ArrayRef<Value>, ArrayRef<Value>)>;
FailureOr<SmallVector<Value>> emitPartialSumsReduce(KernelLowering &lowering, ReduceOp reduce,
                                                    int64_t lines, CombineFunction combine,
                                                    bool alternate) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = reduce.getLoc();
  MLIRContext *context = lowering.getContext();

  auto [outer, length, stride] =
      FoldShape(cast<TileType>(reduce->getOperand(0).getType()), reduce.getDim());
  int64_t width = lines * stride;

  struct Operand {
    Value input;
    Value identity;
    Value partials;
    Value otherPartials; // set when the folds alternate between two buffers
    Value results;
  };
  SmallVector<Operand> operands;
  for (auto [input, identityAttr, result] :
       llvm::zip_equal(reduce->getOperands(), reduce.getIdentities(), reduce->getResults())) {
    Type elementType = cast<TileType>(input.getType()).getElementType();
    auto resultType = cast<TileType>(result.getType());
    Operand operand;
    operand.input = lowering.get(input);
    operand.identity = createStorageConstant(lowering, lowering.getStorageType(elementType),
                                             encodeIdentity(identityAttr, elementType));
    operand.partials = lowering.allocateTile(TileType::get(context, {width}, elementType));
    if (alternate)
      operand.otherPartials = lowering.allocateTile(TileType::get(context, {width}, elementType));
    operand.results = lowering.allocateTile(
        resultType.getRank() == 0 ? TileType::get(context, {1}, elementType) : resultType);
    operands.push_back(operand);
  }

  auto add = [&](Value a, Value b) -> Value { return arith::AddIOp::create(builder, loc, a, b); };
  auto multiply = [&](Value a, int64_t b) -> Value {
    return arith::MulIOp::create(builder, loc, a, lowering.constantIndex(b));
  };
  auto load = [&](Value buffer, Value index) -> Value {
    return memref::LoadOp::create(builder, loc, buffer, ValueRange{index});
  };
  // Which buffer of an operand a fold reads its elements from, or reads or writes partial
  // accumulators in.
  enum class Buffer { Input, Partials, OtherPartials };
  auto select = [](Operand &operand, Buffer buffer) {
    return buffer == Buffer::Input      ? operand.input
           : buffer == Buffer::Partials ? operand.partials
                                        : operand.otherPartials;
  };
  // to[w] = f(elements(start + w), from(fromStart + w)) for w < count, per operand (fromStart
  // null: from[w]).
  auto fold = [&](Buffer elements, Value start, Buffer from, Buffer to, int64_t count,
                  Value fromStart = nullptr) -> LogicalResult {
    return emitCountedLoop(lowering, count, [&](Value w) -> LogicalResult {
      SmallVector<Value> elementValues, accumulators;
      for (Operand &operand : operands) {
        elementValues.push_back(load(select(operand, elements), add(start, w)));
        accumulators.push_back(load(select(operand, from), fromStart ? add(fromStart, w) : w));
      }
      FailureOr<SmallVector<Value>> folded = combine(elementValues, accumulators);
      if (failed(folded))
        return failure();
      for (auto [operand, value] : llvm::zip_equal(operands, *folded))
        memref::StoreOp::create(builder, loc, value, select(operand, to), w);
      return success();
    });
  };
  auto groupStart = [&](Value slab, Value group) { return add(slab, multiply(group, width)); };

  // Tile dimensions are powers of two, and so is `lines`, which therefore divides `length`.
  int64_t groups = length / lines;
  scf::ForOp positions;
  LogicalResult result = emitCountedLoop(lowering, outer, [&](Value position) -> LogicalResult {
    Value slab = multiply(position, length * stride);
    if (alternate && groups > 1) {
      // Group 0 is the accumulators that group 1 folds into; the remaining groups, an even
      // number, fold in pairs from one buffer into the other and back.
      if (failed(fold(Buffer::Input, add(slab, lowering.constantIndex(width)), Buffer::Input,
                      Buffer::Partials, width, /*fromStart=*/slab)))
        return failure();
      if (groups > 2 && failed(emitCountedLoop(lowering, (groups - 2) / 2, [&](Value pair) {
            Value group = add(multiply(pair, 2), lowering.constantIndex(2));
            if (failed(fold(Buffer::Input, groupStart(slab, group), Buffer::Partials,
                            Buffer::OtherPartials, width)))
              return failure();
            return fold(Buffer::Input, groupStart(slab, add(group, lowering.constantIndex(1))),
                        Buffer::OtherPartials, Buffer::Partials, width);
          })))
        return failure();
    } else {
      lowering.emitLoop(width, [&](Value w) {
        for (Operand &operand : operands)
          memref::StoreOp::create(builder, loc, load(operand.input, add(slab, w)), operand.partials,
                                  w);
      });
      if (groups > 1 && failed(emitCountedLoop(lowering, groups - 1, [&](Value group) {
            return fold(Buffer::Input, groupStart(slab, add(group, lowering.constantIndex(1))),
                        Buffer::Partials, Buffer::Partials, width);
          })))
        return failure();
    }
    // The halving steps alternate too: each is short, but a row reduction runs all of them
    // per row, one waiting for the last (a quarter of the attention benchmark's row maxima).
    Buffer current = Buffer::Partials;
    for (int64_t half = lines / 2; half >= 1; half /= 2) {
      Buffer next = !alternate                    ? current
                    : current == Buffer::Partials ? Buffer::OtherPartials
                                                  : Buffer::Partials;
      if (failed(
              fold(current, lowering.constantIndex(half * stride), current, next, half * stride)))
        return failure();
      current = next;
    }
    return emitCountedLoop(lowering, stride, [&](Value inner) -> LogicalResult {
      SmallVector<Value> partials, identities;
      for (Operand &operand : operands) {
        partials.push_back(load(select(operand, current), inner));
        identities.push_back(operand.identity);
      }
      FailureOr<SmallVector<Value>> reduced = combine(partials, identities);
      if (failed(reduced))
        return failure();
      for (auto [operand, value] : llvm::zip_equal(operands, *reduced))
        memref::StoreOp::create(builder, loc, value, operand.results,
                                ValueRange{add(multiply(position, stride), inner)});
      return success();
    });
  }, &positions);
  if (failed(result))
    return failure();
  // Along a contiguous dimension of a vector or more (the rows of a row reduction), each
  // position's loops run over consecutive elements, which LLVM vectorizes once it has unrolled
  // them - unless it vectorizes the loop over the positions instead, reading one element of 16
  // rows per gather: the row sums and maxima of the attention benchmark took ~3x longer so.
  if (stride == 1 && length >= 16)
    keepLoopScalar(positions);
  SmallVector<Value> results;
  for (Operand &operand : operands)
    results.push_back(operand.results);
  return results;
}

/// Whether `reduce` is a maxf or minf reduction (isReassociable) of f32 or f64 without
/// propagate_nan or flush_to_zero whose identity is not NaN; returns whether it is maxf.
std::optional<bool> getPlainExtremumReduce(ReduceOp reduce) {
  if (!isReassociable(reduce))
    return std::nullopt;
  Operation *combiner = &reduce->getRegion(0).front().front();
  bool maximum;
  if (auto max = dyn_cast<MaxFOp>(combiner)) {
    if (max.getPropagateNan() || max.getFlushToZero())
      return std::nullopt;
    maximum = true;
  } else if (auto min = dyn_cast<MinFOp>(combiner)) {
    if (min.getPropagateNan() || min.getFlushToZero())
      return std::nullopt;
    maximum = false;
  } else {
    return std::nullopt;
  }
  Type elementType = cast<TileType>(reduce->getOperand(0).getType()).getElementType();
  auto identity = dyn_cast<FloatAttr>(reduce.getIdentities()[0]);
  if (!(elementType.isF32() || elementType.isF64()) || !identity || identity.getValue().isNaN())
    return std::nullopt;
  return maximum;
}

/// A maxf/minf reduction (getPlainExtremumReduce) folded with `x > acc ? x : acc` (`<` for
/// minf): one x86 maxps/minps per vector instead of the select chain that orders NaNs and
/// signed zeros (about ten instructions; softmax's row maximum was a third of the kernel). The
/// cheap fold is exact whenever no element is NaN (x86 skips a NaN x but would keep a NaN
/// accumulator) and the result is not a zero (a tie between -0 and +0 keeps either): a pass
/// over the elements looks for NaNs, and where there is one, or a result is ±0, the reduction
/// runs again with the exact fold (in sequence, emitCombine) and its results replace these.
/// The extreme of non-NaN values, zeros aside, is the same in any fold order.
/// `reduceWith` runs the reduction with a fold and returns its results (emitPartialSumsReduce,
/// emitShortRowsReduce).
using Reducer = llvm::function_ref<FailureOr<SmallVector<Value>>(CombineFunction, bool alternate)>;
LogicalResult lowerPlainExtremumReduce(KernelLowering &lowering, ReduceOp reduce, bool maximum,
                                       Reducer reduceWith) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = reduce.getLoc();
  auto load = [&](Value buffer, Value index) -> Value {
    return memref::LoadOp::create(builder, loc, buffer, ValueRange{index});
  };
  // Whether `predicate(buffer[i])` holds for some i < count.
  auto anyOf = [&](Value buffer, int64_t count, auto predicate) -> Value {
    Value none = arith::ConstantOp::create(builder, loc, builder.getBoolAttr(false));
    auto loop =
        scf::ForOp::create(builder, loc, lowering.constantIndex(0), lowering.constantIndex(count),
                           lowering.constantIndex(1), ValueRange{none});
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(loop.getBody());
    Value found = arith::OrIOp::create(builder, loc, loop.getRegionIterArg(0),
                                       predicate(load(buffer, loop.getInductionVar())));
    scf::YieldOp::create(builder, loc, found);
    return loop.getResult(0);
  };
  auto cheapFold = [&](ArrayRef<Value> elements,
                       ArrayRef<Value> accumulators) -> FailureOr<SmallVector<Value>> {
    return SmallVector<Value>{
        emitBeyondOrBound(builder, loc, maximum, elements[0], accumulators[0])};
  };
  auto inputType = cast<TileType>(reduce->getOperand(0).getType());
  Value anyNaN =
      anyOf(lowering.get(reduce->getOperand(0)), inputType.getNumElements(), [&](Value x) -> Value {
        return arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::UNO, x, x);
      });
  FailureOr<SmallVector<Value>> results = reduceWith(cheapFold, /*alternate=*/true);
  if (failed(results))
    return failure();
  auto resultType = cast<TileType>(reduce.getResult(0).getType());
  int64_t resultCount = resultType.getRank() == 0 ? 1 : resultType.getNumElements();
  Value anyZero = anyOf(results->front(), resultCount, [&](Value r) -> Value {
    Value zero = arith::ConstantOp::create(builder, loc, FloatAttr::get(r.getType(), 0.0));
    return arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OEQ, r, zero);
  });
  auto redo = scf::IfOp::create(builder, loc, arith::OrIOp::create(builder, loc, anyNaN, anyZero),
                                /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&redo.getThenRegion().front());
    // The sequential fold: rarely run, and a result that is never NaN (the identity is not)
    // is the same in any order.
    FailureOr<SmallVector<Value>> exact =
        emitCombine(lowering, reduce, reduce.getDim(), reduce.getIdentities(),
                    /*isScan=*/false, /*reverse=*/false);
    if (failed(exact))
      return failure();
    lowering.emitLoop(resultCount, [&](Value i) {
      memref::StoreOp::create(builder, loc, load(exact->front(), i), results->front(),
                              ValueRange{i});
    });
  }
  bindResults(lowering, reduce, *results);
  return success();
}

/// Whether a partial-sums reduce (`lines` partial accumulators) is a reduction of rows short
/// enough that the partial accumulators are the row itself (one group, only halving steps)
/// and many enough to fill vectors: emitShortRowsReduce then takes it.
bool isShortRowsReduce(ReduceOp reduce, int64_t lines) {
  if (reduce->getNumOperands() != 1)
    return false;
  auto type = cast<TileType>(reduce->getOperand(0).getType());
  auto [outer, length, stride] = FoldShape(type, reduce.getDim());
  int64_t bytes = KernelLowering::getStorageBytes(type.getElementType());
  return stride == 1 && length == lines && length >= 2 && outer >= 16 &&
         (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8) &&
         type.getNumElements() * bytes > KernelLowering::kRegisterTileBytes;
}

/// The partial-sums reduce of R short rows of L elements (isShortRowsReduce), in the same
/// order: per row, halving steps p[c] = f(p[c + h], p[c]) for c < h (h = L/2, ..., 1), then
/// f(p[0], identity). Done row by row, the steps of one row are a chain of ever shorter vectors
/// ending in scalars (the attention benchmark's 64-wide row maxima took a fifth of its time).
/// So the steps whose h fills a 512-bit vector run row by row, each into a tile of its own of
/// R rows of h, and the rest on that tile transposed to h×R, where each step updates whole rows
/// of R independent rows' values, vectors as wide as the machine's: the transpose moves a
/// quarter of a 64-wide f32 tile instead of all of it. maxf and minf write every transposed step
/// to the other of two buffers (foldsBySelecting).
///
/// `fold` folds an element into an accumulator (CombineFunction; the reduce's body unless a
/// caller knows a cheaper equivalent), `alternate` as for emitPartialSumsReduce. Returns the
/// buffer of the results.
FailureOr<SmallVector<Value>> emitShortRowsReduce(KernelLowering &lowering, ReduceOp reduce,
                                                  CombineFunction fold, bool alternate) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = reduce.getLoc();
  MLIRContext *context = lowering.getContext();
  Value operand = reduce->getOperand(0);
  auto type = cast<TileType>(operand.getType());
  Type elementType = type.getElementType();
  auto [rows, fullLength, stride] = FoldShape(type, reduce.getDim());
  int64_t bytes = KernelLowering::getStorageBytes(elementType);
  auto combine = [&](Value element, Value accumulator) -> FailureOr<Value> {
    FailureOr<SmallVector<Value>> folded = fold({element}, {accumulator});
    if (failed(folded))
      return failure();
    return folded->front();
  };
  auto load = [&](Value buffer, Value at) -> Value {
    return memref::LoadOp::create(builder, loc, buffer, ValueRange{at});
  };

  // The steps in the rows' own layout: R rows of `length` to R rows of `length` / 2.
  constexpr int64_t kVectorBytes = 64;
  Value rowsBuffer = lowering.get(operand);
  int64_t length = fullLength;
  LogicalResult result = success();
  for (; length / 2 * bytes >= kVectorBytes; length /= 2) {
    int64_t half = length / 2;
    Value halves = lowering.allocateTile(TileType::get(context, {rows, half}, elementType));
    lowering.emitLoop(rows, [&](Value r) {
      Value from = arith::MulIOp::create(builder, loc, r, lowering.constantIndex(length));
      Value to = arith::MulIOp::create(builder, loc, r, lowering.constantIndex(half));
      lowering.emitLoop(half, [&](Value c) {
        Value lower = arith::AddIOp::create(builder, loc, from, c);
        Value upper = arith::AddIOp::create(builder, loc, lower, lowering.constantIndex(half));
        FailureOr<Value> folded = combine(load(rowsBuffer, upper), load(rowsBuffer, lower));
        if (failed(folded)) {
          result = failure();
          return;
        }
        memref::StoreOp::create(builder, loc, *folded, halves,
                                ValueRange{arith::AddIOp::create(builder, loc, to, c)});
      });
    });
    if (failed(result))
      return failure();
    rowsBuffer = halves;
  }

  Value transposed = lowering.allocateTile(TileType::get(context, {length, rows}, elementType));
  Value other = alternate
                    ? lowering.allocateTile(TileType::get(context, {length / 2, rows}, elementType))
                    : transposed;
  lowering.callRuntime("tilec_rt_transpose", {},
                       {lowering.getAddress(rowsBuffer), lowering.getAddress(transposed),
                        lowering.constantInt(1, 64), lowering.constantInt(rows, 64),
                        lowering.constantInt(length, 64), lowering.constantInt(bytes, 32)});
  Value identity = createStorageConstant(lowering, lowering.getStorageType(elementType),
                                         encodeIdentity(reduce.getIdentities()[0], elementType));
  auto resultType = cast<TileType>(reduce.getResult(0).getType());
  Value results = lowering.allocateTile(
      resultType.getRank() == 0 ? TileType::get(context, {1}, elementType) : resultType);

  // Element r of row `row` (an index) of a transposed buffer.
  auto index = [&](Value row, Value r) -> Value {
    return arith::AddIOp::create(
        builder, loc, arith::MulIOp::create(builder, loc, row, lowering.constantIndex(rows)), r);
  };
  Value current = transposed;
  for (int64_t half = length / 2; half >= 1; half /= 2) {
    Value next = current == transposed ? other : transposed;
    scf::ForOp steps = lowering.emitLoop(half, [&](Value c) {
      Value upper = arith::AddIOp::create(builder, loc, c, lowering.constantIndex(half));
      lowering.emitLoop(rows, [&](Value r) {
        FailureOr<Value> folded =
            combine(load(current, index(upper, r)), load(current, index(c, r)));
        if (failed(folded)) {
          result = failure();
          return;
        }
        memref::StoreOp::create(builder, loc, *folded, next, ValueRange{index(c, r)});
      });
    });
    keepLoopRolled(steps);
    current = next;
  }
  lowering.emitLoop(rows, [&](Value r) {
    FailureOr<Value> folded = combine(load(current, r), identity);
    if (failed(folded)) {
      result = failure();
      return;
    }
    memref::StoreOp::create(builder, loc, *folded, results, ValueRange{r});
  });
  if (failed(result))
    return failure();
  return SmallVector<Value>{results};
}

LogicalResult lowerReduce(KernelLowering &lowering, Operation *op) {
  auto reduce = cast<ReduceOp>(op);
  int64_t lines = interp::getReducePartialLines(reduce);
  // In the sequential order, a reassociable combiner still folds in partial sums, with the
  // same result.
  if ((lowering.getReduceOrder() == interp::ReduceOrder::PartialSums &&
       interp::isPartialSumsCandidate(reduce)) ||
      (lines > 1 && isReassociable(reduce))) {
    bool shortRows = isShortRowsReduce(reduce, lines);
    auto reduceWith = [&](CombineFunction fold, bool alternate) {
      return shortRows ? emitShortRowsReduce(lowering, reduce, fold, alternate)
                       : emitPartialSumsReduce(lowering, reduce, lines, fold, alternate);
    };
    if (std::optional<bool> maximum = getPlainExtremumReduce(reduce))
      return lowerPlainExtremumReduce(lowering, reduce, *maximum, reduceWith);
    Block &body = reduce->getRegion(0).front();
    FailureOr<SmallVector<Value>> results = reduceWith(
        [&](ArrayRef<Value> elements, ArrayRef<Value> accumulators) {
          return lowerCombiner(lowering, body, elements, accumulators);
        },
        foldsBySelecting(body));
    if (failed(results))
      return failure();
    bindResults(lowering, reduce, *results);
    return success();
  }
  return lowerCombine(lowering, op, reduce.getDim(), reduce.getIdentities(), /*isScan=*/false,
                      /*reverse=*/false);
}

LogicalResult lowerScan(KernelLowering &lowering, Operation *op) {
  auto scan = cast<ScanOp>(op);
  return lowerCombine(lowering, op, scan.getDim(), scan.getIdentities(), /*isScan=*/true,
                      scan.getReverse());
}

} // namespace

void registerReductionLowerings(LoweringRegistry &registry) {
  registry.add<ReduceOp>(lowerReduce);
  registry.add<ScanOp>(lowerScan);
}

} // namespace tilec::cpu
