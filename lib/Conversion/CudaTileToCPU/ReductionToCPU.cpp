//===- ReductionToCPU.cpp - lowering of reduce and scan -------------------===//
//
// reduce and scan (tile-ir-ops.md §3.1) with any combiner region. The compiled code folds in
// exactly the interpreter's order (lib/Interpreter/ExecControlFlow.cpp): for every position
// outside `dim`, acc = identity, then acc = f(x[k], acc) for k = 0..n-1 (scan: n-1..0 with
// `reverse`, storing every acc), so float results are bit-exact. The combiner body is emitted
// once, inside the loops, on scalars: its block arguments are the loaded element and
// accumulator, its `yield` operands the new accumulators.
//
// Loop order: outer positions, then k, then the inner positions (those after `dim`). The
// innermost loop updates independent accumulators, which LLVM can vectorize without
// reassociating any one of them. Accumulators live in memory (the result of a ranked reduce, or a
// small frame buffer) and LLVM keeps them in registers. The verifier admits only pure ops in a
// combiner, so it holds no control flow: the loops are scf.for (a nested reduce or scan is
// more scf.for loops).
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Interpreter/ElementCodec.h"

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

/// emitLoop whose body may fail.
LogicalResult emitCountedLoop(KernelLowering &lowering, int64_t count,
                              llvm::function_ref<LogicalResult(Value)> body) {
  LogicalResult result = success();
  lowering.emitLoop(count, [&](Value index) {
    if (failed(body(index)))
      result = failure();
  });
  return result;
}

/// Shared by reduce (`isScan` false) and scan.
LogicalResult lowerCombine(KernelLowering &lowering, Operation *op, int64_t dim,
                           ArrayAttr identities, bool isScan, bool reverse) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = op->getLoc();
  Block &body = op->getRegion(0).front();
  Operation *terminator = body.getTerminator();

  auto inputType = cast<TileType>(op->getOperand(0).getType());
  ArrayRef<int64_t> shape = inputType.getShape();
  int64_t length = shape[dim];
  int64_t outer = 1, stride = 1;
  for (int64_t extent : shape.take_front(dim))
    outer *= extent;
  for (int64_t extent : shape.drop_front(dim + 1))
    stride *= extent;

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

  LogicalResult result = emitCountedLoop(lowering, outer, [&](Value position) {
    lowering.emitLoop(stride, [&](Value inner) {
      Value index = emitAccumulatorIndex(position, inner);
      for (Operand &operand : operands)
        memref::StoreOp::create(builder, loc, operand.identity, operand.accumulators, index);
    });
    return emitCountedLoop(lowering, length, [&](Value step) {
      Value k = step;
      if (reverse)
        k = arith::SubIOp::create(builder, loc, lowering.constantIndex(length - 1), step);
      Value line = arith::AddIOp::create(
          builder, loc,
          arith::MulIOp::create(builder, loc, position, lowering.constantIndex(length)), k);
      Value lineStart =
          arith::MulIOp::create(builder, loc, line, lowering.constantIndex(stride));
      return emitCountedLoop(lowering, stride, [&](Value inner) -> LogicalResult {
        Value linear = arith::AddIOp::create(builder, loc, lineStart, inner);
        Value index = emitAccumulatorIndex(position, inner);
        // The element is bound first and the accumulator second, per operand.
        for (auto [number, operand] : llvm::enumerate(operands)) {
          lowering.set(body.getArgument(2 * number),
                       memref::LoadOp::create(builder, loc, operand.input, linear));
          lowering.set(body.getArgument(2 * number + 1),
                       memref::LoadOp::create(builder, loc, operand.accumulators, index));
        }
        // The terminator is this op's `yield`: its operands are read, not lowered.
        for (Operation &nested : body.without_terminator())
          if (failed(lowering.lowerOp(&nested)))
            return failure();
        SmallVector<Value> yielded = lowering.getAll(terminator->getOperands());
        for (auto [operand, value] : llvm::zip_equal(operands, yielded)) {
          memref::StoreOp::create(builder, loc, value, operand.accumulators, index);
          if (isScan)
            memref::StoreOp::create(builder, loc, value, operand.result, linear);
        }
        return success();
      });
    });
  });
  if (failed(result))
    return failure();

  for (auto [resultValue, operand] : llvm::zip_equal(op->getResults(), operands)) {
    if (operand.result)
      lowering.set(resultValue, operand.result);
    else
      lowering.set(resultValue, memref::LoadOp::create(builder, loc, operand.accumulators,
                                                       ValueRange{lowering.constantIndex(0)}));
  }
  return success();
}

LogicalResult lowerReduce(KernelLowering &lowering, Operation *op) {
  auto reduce = cast<ReduceOp>(op);
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
