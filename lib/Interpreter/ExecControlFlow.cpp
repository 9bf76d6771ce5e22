//===- ExecControlFlow.cpp - semantics of the ControlFlow operations ------===//
//
// if, for, loop and their terminators (continue, break, yield), the region-carrying reductions
// reduce and scan, and assert (tile-ir-ops.md §3.6, §3.1, §1.7).
//
// Nested regions run through BlockExecutor::runBlock on the shared register file, so values
// defined outside a region are visible inside. A terminator records how its block was left;
// the op owning the block consumes the exits meant for it (yield for `if`, continue/break for
// loops) and resets the exit kind so that the enclosing block goes on. Any other exit is left in
// place: the enclosing runBlock stops and the exit travels outwards until an op consumes it —
// a `continue` inside nested `if`s reaches its loop, a `return` inside `if`s ends the function.
//
//===----------------------------------------------------------------------===//
#include "OpHandlers.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/ReductionOrder.h"
#include "tilec/Interpreter/ValueFormat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

template <BlockExit Kind>
LogicalResult executeTerminator(BlockExecutor &executor, Operation *op) {
  executor.exit(Kind, executor.getAll(op->getOperands()));
  return success();
}

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

LogicalResult executeIf(BlockExecutor &executor, Operation *op) {
  auto ifOp = cast<IfOp>(op);
  bool condition = executor.getTile(ifOp.getCondition()).elements[0] != 0;
  Region &branch = condition ? ifOp.getThenRegion() : ifOp.getElseRegion();
  // A missing else branch does nothing (the verifier demands one when there are results).
  if (branch.empty())
    return success();
  if (failed(executor.runBlock(branch.front(), {})))
    return failure();
  switch (executor.getExitKind()) {
  case BlockExit::Yield:
  case BlockExit::FallThrough: {
    llvm::SmallVector<RuntimeValue> results = executor.takeExitValues();
    for (auto [result, value] : llvm::zip_equal(ifOp.getResults(), results))
      executor.set(result, std::move(value));
    executor.exit(BlockExit::FallThrough);
    return success();
  }
  case BlockExit::Continue:
  case BlockExit::Break:
  case BlockExit::Return:
    // Leaves the `if` (and the blocks around it) for the enclosing loop or function.
    return success();
  }
  llvm_unreachable("unknown block exit");
}

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

/// Reads a rank-0 integer bound or step, signed or unsigned. 128 bits hold every i64 either way
/// and the difference of two of them, so nothing below can wrap.
__int128 readLoopInteger(BlockExecutor &executor, Value value, bool isUnsigned) {
  const TileValue &tile = executor.getTile(value);
  unsigned width = getIntegerWidth(tile.elementType);
  uint64_t bits = truncateBits(tile.elements[0], width);
  return isUnsigned ? static_cast<__int128>(bits) : static_cast<__int128>(signExtend(bits, width));
}

std::string formatLoopInteger(__int128 value) {
  // Bounds come from at most 64-bit integers, read signed or unsigned.
  return value < 0 ? std::to_string(static_cast<int64_t>(value))
                   : std::to_string(static_cast<uint64_t>(value));
}

/// `iv = lb; while (iv < ub) { vals = body(iv, vals); iv += step }` with the trip count
/// ⌈(ub - lb) / step⌉ computed exactly (tile-ir-ops.md §3.6: the increment never wraps).
/// The `unsigned` flag reads lb, ub and step as unsigned numbers, so its only invalid step is 0.
/// A step ≤ 0 is UB: an error in checked mode, zero iterations otherwise.
LogicalResult executeFor(BlockExecutor &executor, Operation *op) {
  auto forOp = cast<ForOp>(op);
  bool isUnsigned = forOp.getUnsignedCmp();
  __int128 lowerBound = readLoopInteger(executor, forOp.getLowerBound(), isUnsigned);
  __int128 upperBound = readLoopInteger(executor, forOp.getUpperBound(), isUnsigned);
  __int128 step = readLoopInteger(executor, forOp.getStep(), isUnsigned);
  uint64_t tripCount = 0;
  if (step <= 0) {
    if (executor.getOptions().checked)
      return executor.fail(op, "for: step must be positive, got " + formatLoopInteger(step));
  } else if (lowerBound < upperBound) {
    tripCount = static_cast<uint64_t>((upperBound - lowerBound + step - 1) / step);
  }

  Type inductionType = cast<TileType>(forOp.getInductionVar().getType()).getElementType();
  unsigned width = getIntegerWidth(inductionType);
  llvm::SmallVector<RuntimeValue> arguments;
  arguments.push_back(TileValue());
  llvm::append_range(arguments, executor.getAll(forOp.getInitValues()));
  for (uint64_t iteration = 0; iteration < tripCount; ++iteration) {
    // Below ub by construction, so the induction variable fits its type.
    auto inductionValue = static_cast<uint64_t>(lowerBound + iteration * step);
    arguments[0] = TileValue::scalar(inductionType, truncateBits(inductionValue, width));
    if (failed(executor.runBlock(forOp.getBodyBlock(), arguments)))
      return failure();
    // The body ends in `continue` (possibly inside `if`s); break and return cannot appear.
    llvm::SmallVector<RuntimeValue> carried = executor.takeExitValues();
    std::move(carried.begin(), carried.end(), arguments.begin() + 1);
  }
  for (auto [result, value] : llvm::zip_equal(forOp.getResults(), llvm::drop_begin(arguments)))
    executor.set(result, value);
  executor.exit(BlockExit::FallThrough);
  return success();
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

/// Runs the body until it leaves through `break` or (13.4) `return`; `continue` (explicit,
/// nested in `if`s, or the implicit operand-less one) starts the next iteration with the carried
/// values it names. A body that never breaks or returns runs forever, as the spec says.
LogicalResult executeLoop(BlockExecutor &executor, Operation *op) {
  auto loopOp = cast<LoopOp>(op);
  llvm::SmallVector<RuntimeValue> carried = executor.getAll(loopOp.getInitValues());
  while (true) {
    if (failed(executor.runBlock(loopOp.getBodyBlock(), carried)))
      return failure();
    BlockExit exit = executor.getExitKind();
    // 13.4: a `return` in the body ends the function at once; the carried values are dropped
    // and the exit travels on, with its values, to the function.
    if (exit == BlockExit::Return)
      return success();
    llvm::SmallVector<RuntimeValue> values = executor.takeExitValues();
    if (exit == BlockExit::Break) {
      for (auto [result, value] : llvm::zip_equal(loopOp.getResults(), values))
        executor.set(result, std::move(value));
      executor.exit(BlockExit::FallThrough);
      return success();
    }
    carried = std::move(values);
  }
}

//===----------------------------------------------------------------------===//
// reduce and scan
//===----------------------------------------------------------------------===//

/// The encoding of identity `attr` as an element of `elementType`. The verifier also accepts an
/// f16 identity for a bf16 operand and vice versa: such an identity is converted by value.
uint64_t encodeIdentity(Attribute attr, Type elementType) {
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    return truncateBits(integer.getValue().getZExtValue(), getIntegerWidth(elementType));
  auto floating = cast<FloatAttr>(attr);
  uint64_t bits = floating.getValue().bitcastToAPInt().getZExtValue();
  numeric::FloatFormat from = *getFloatFormat(floating.getType());
  // APFloat keeps tf32 in 19 bits; the interpreter keeps it in its f32 container.
  if (from == numeric::FloatFormat::TF32)
    bits <<= 13;
  numeric::FloatFormat to = *getFloatFormat(elementType);
  return from == to ? bits : numeric::convert(bits, from, to);
}

/// What reduce and scan share: the operands, the identities and one call of the combiner.
class Combiner {
public:
  Combiner(BlockExecutor &executor, Operation *op, int64_t dim, ArrayAttr identities)
      : executor(executor), body(op->getRegion(0).front()), dim(dim) {
    // Copies: running the body adds values to the register file, which may move its entries.
    for (auto [operand, identity] : llvm::zip_equal(op->getOperands(), identities)) {
      inputs.push_back(executor.getTile(operand));
      identityBits.push_back(encodeIdentity(identity, inputs.back().elementType));
    }
  }

  int64_t getLength() const { return inputs.front().shape[dim]; }
  size_t getNumInputs() const { return inputs.size(); }
  llvm::ArrayRef<int64_t> getShape() const { return inputs.front().shape; }
  /// Elements between two consecutive positions along `dim` (row-major).
  int64_t getStride() const {
    int64_t stride = 1;
    for (int64_t extent : getShape().drop_front(dim + 1))
      stride *= extent;
    return stride;
  }

  /// Accumulators set to the identities.
  llvm::SmallVector<uint64_t> start() const { return identityBits; }

  /// acc = f(x[linear], acc) for every input, with the element bound first and the accumulator
  /// second, as the region contract reads (tile-ir-ops.md §3.1).
  LogicalResult step(int64_t linear, llvm::SmallVectorImpl<uint64_t> &accumulators) {
    llvm::SmallVector<uint64_t> elements;
    for (const TileValue &input : inputs)
      elements.push_back(input.elements[linear]);
    return combine(elements, accumulators);
  }

  /// acc = f(element, acc) for every input.
  LogicalResult combine(llvm::ArrayRef<uint64_t> elements,
                        llvm::SmallVectorImpl<uint64_t> &accumulators) {
    llvm::SmallVector<RuntimeValue> arguments;
    for (auto [input, element, accumulator] : llvm::zip_equal(inputs, elements, accumulators)) {
      arguments.push_back(TileValue::scalar(input.elementType, element));
      arguments.push_back(TileValue::scalar(input.elementType, accumulator));
    }
    if (failed(executor.runBlock(body, arguments)))
      return failure();
    llvm::SmallVector<RuntimeValue> yielded = executor.takeExitValues();
    for (auto [accumulator, value] : llvm::zip_equal(accumulators, yielded))
      accumulator = std::get<TileValue>(value).elements[0];
    executor.exit(BlockExit::FallThrough);
    return success();
  }

  Type getElementType(size_t input) const { return inputs[input].elementType; }
  uint64_t getElement(size_t input, int64_t linear) const {
    return inputs[input].elements[linear];
  }

private:
  BlockExecutor &executor;
  Block &body;
  int64_t dim;
  llvm::SmallVector<TileValue> inputs;
  llvm::SmallVector<uint64_t> identityBits;
};

/// The PartialSums order of tilec/Interpreter/ReductionOrder.h for outer position `outer` (the
/// positions before `dim`): the results of its `stride` inner positions go to
/// results[*][outer * stride + inner].
LogicalResult reduceInPartialSums(Combiner &combiner, int64_t outer, int64_t lines,
                                  llvm::MutableArrayRef<TileValue> results) {
  int64_t length = combiner.getLength(), stride = combiner.getStride();
  int64_t width = lines * stride, slab = outer * length * stride;
  size_t numInputs = combiner.getNumInputs();
  // partials[w][input]: line w / stride, inner position w % stride.
  llvm::SmallVector<llvm::SmallVector<uint64_t>> partials(width);
  for (int64_t w = 0; w < width; ++w)
    for (size_t input = 0; input < numInputs; ++input)
      partials[w].push_back(combiner.getElement(input, slab + w));
  for (int64_t start = width; start < length * stride; start += width)
    for (int64_t w = 0; w < width; ++w)
      if (failed(combiner.step(slab + start + w, partials[w])))
        return failure();
  for (int64_t half = lines / 2; half >= 1; half /= 2)
    for (int64_t w = 0; w < half * stride; ++w)
      if (failed(combiner.combine(partials[half * stride + w], partials[w])))
        return failure();
  for (int64_t inner = 0; inner < stride; ++inner) {
    llvm::SmallVector<uint64_t> accumulators = combiner.start();
    if (failed(combiner.combine(partials[inner], accumulators)))
      return failure();
    for (auto [result, accumulator] : llvm::zip_equal(results, accumulators))
      result.elements[outer * stride + inner] = accumulator;
  }
  return success();
}

/// Folds the elements along `dim` in the launch's order (tilec/Interpreter/ReductionOrder.h):
/// by default in the reference order of tile-ir-ops.md §3.1, for every position outside `dim`
/// from index 0 upwards into an accumulator that starts at the identity,
/// r = f(x[n-1], ... f(x[1], f(x[0], identity))).
LogicalResult executeReduce(BlockExecutor &executor, Operation *op) {
  auto reduceOp = cast<ReduceOp>(op);
  Combiner combiner(executor, op, reduceOp.getDim(), reduceOp.getIdentities());
  int64_t length = combiner.getLength(), stride = combiner.getStride();
  llvm::SmallVector<int64_t> resultShape(combiner.getShape());
  resultShape.erase(resultShape.begin() + reduceOp.getDim());
  llvm::SmallVector<TileValue> results;
  for (size_t input = 0; input < combiner.getNumInputs(); ++input)
    results.emplace_back(combiner.getElementType(input), resultShape);
  int64_t numOutputs = results.front().getNumElements();
  if (executor.getOptions().reduceOrder == ReduceOrder::PartialSums &&
      isPartialSumsCandidate(op)) {
    int64_t lines = getReducePartialLines(op);
    for (int64_t outer = 0; outer < numOutputs / stride; ++outer)
      if (failed(reduceInPartialSums(combiner, outer, lines, results)))
        return failure();
    for (auto [result, value] : llvm::zip_equal(op->getResults(), results))
      executor.set(result, std::move(value));
    return success();
  }
  for (int64_t output = 0; output < numOutputs; ++output) {
    // Row-major: the result index splits into the part before `dim` and the part after it.
    int64_t outer = output / stride, inner = output % stride;
    int64_t first = outer * length * stride + inner;
    llvm::SmallVector<uint64_t> accumulators = combiner.start();
    for (int64_t k = 0; k < length; ++k)
      if (failed(combiner.step(first + k * stride, accumulators)))
        return failure();
    for (auto [result, accumulator] : llvm::zip_equal(results, accumulators))
      result.elements[output] = accumulator;
  }
  for (auto [result, value] : llvm::zip_equal(op->getResults(), results))
    executor.set(result, std::move(value));
  return success();
}

/// Inclusive prefix: acc = identity; r[k] = acc = f(x[k], acc) for k = 0..n-1 along `dim`, or
/// k = n-1..0 with `reverse`.
LogicalResult executeScan(BlockExecutor &executor, Operation *op) {
  auto scanOp = cast<ScanOp>(op);
  Combiner combiner(executor, op, scanOp.getDim(), scanOp.getIdentities());
  int64_t length = combiner.getLength(), stride = combiner.getStride();
  llvm::SmallVector<TileValue> results;
  for (size_t input = 0; input < combiner.getNumInputs(); ++input)
    results.emplace_back(combiner.getElementType(input), combiner.getShape());
  int64_t numLines = results.front().getNumElements() / length;
  for (int64_t line = 0; line < numLines; ++line) {
    int64_t outer = line / stride, inner = line % stride;
    int64_t first = outer * length * stride + inner;
    llvm::SmallVector<uint64_t> accumulators = combiner.start();
    for (int64_t step = 0; step < length; ++step) {
      int64_t k = scanOp.getReverse() ? length - 1 - step : step;
      int64_t linear = first + k * stride;
      if (failed(combiner.step(linear, accumulators)))
        return failure();
      for (auto [result, accumulator] : llvm::zip_equal(results, accumulators))
        result.elements[linear] = accumulator;
    }
  }
  for (auto [result, value] : llvm::zip_equal(op->getResults(), results))
    executor.set(result, std::move(value));
  return success();
}

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

/// Prints one line per false element,
/// `file:line:col: assert failed at [i, j] in tile block (x, y, z): msg`, in row-major order, and
/// records the failure; execution goes on (tile-ir-ops.md §1.7) and the launch fails at its end.
LogicalResult executeAssert(BlockExecutor &executor, Operation *op) {
  auto assertOp = cast<AssertOp>(op);
  const TileValue &condition = executor.getTile(assertOp.getCondition());
  std::array<int64_t, 3> block = executor.getBlockId();
  llvm::raw_ostream &output = *executor.getOptions().output;
  std::string where;
  if (auto location = op->getLoc()->findInstanceOf<FileLineColLoc>())
    where = (location.getFilename().getValue() + ":" + llvm::Twine(location.getLine()) + ":" +
             llvm::Twine(location.getColumn()) + ": ")
                .str();
  for (int64_t linear = 0; linear < condition.getNumElements(); ++linear) {
    if (condition.elements[linear] != 0)
      continue;
    output << where << "assert failed at " << formatIndex(condition.delinearize(linear))
           << " in tile block (" << block[0] << ", " << block[1] << ", " << block[2]
           << "): " << assertOp.getMessage() << "\n";
    executor.noteAssertFailure();
  }
  return success();
}

} // namespace

void registerControlFlowHandlers(HandlerRegistry &registry) {
  registry.add<IfOp>(executeIf);
  registry.add<ForOp>(executeFor);
  registry.add<LoopOp>(executeLoop);
  registry.add<ContinueOp>(executeTerminator<BlockExit::Continue>);
  registry.add<BreakOp>(executeTerminator<BlockExit::Break>);
  registry.add<YieldOp>(executeTerminator<BlockExit::Yield>);
  registry.add<ReduceOp>(executeReduce);
  registry.add<ScanOp>(executeScan);
  registry.add<AssertOp>(executeAssert);
}

} // namespace tilec::interp
