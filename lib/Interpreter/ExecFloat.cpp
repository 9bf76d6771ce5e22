//===- ExecFloat.cpp - semantics of the Float operations ----------------===//
//
// Element-wise float arithmetic and math, cmpf, mmaf and mmaf_scaled (tile-ir-ops.md §3.4).
// The basic operations are correctly rounded in the selected mode (ElementArithmetic.h). Math
// functions have no exact specification (§2.5 [U]): they are evaluated in double by <cmath>
// and rounded to nearest even into the element type — for f16 and bf16 through f32, since the
// spec evaluates them in f32 ([S]). The approximate variants (tanh/sqrt `approx`, divf `full`)
// only promise an error bound, so the reference gives the accurate value; divf `approx` is
// modelled as a·(1/b) because the spec describes its results that way, and exp `approx` is
// tilec's own f32 approximation (tilec/Numeric/ApproximateExp.h, at most 1.1 ulp), which the
// compiled code reproduces exactly.
//
//===----------------------------------------------------------------------===//
#include "FloatArithmetic.h"
#include "FloatMatmul.h"
#include "OpHandlers.h"
#include "RoundingModes.h"

#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Numeric/ApproximateExp.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

#include <array>
#include <bit>
#include <cassert>
#include <cmath>
#include <utility>

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::numeric::FloatFormat;

namespace tilec::interp {

namespace {

/// Binds the single result of `op` to `compute(format, a[i], b[i], ...)` at every position i of
/// its `Arity` operands (all of one float type `format`).
template <size_t Arity, typename Compute, size_t... Index>
LogicalResult mapElementsImpl(BlockExecutor &executor, Operation *op, Compute compute,
                              std::index_sequence<Index...>) {
  std::array<const TileValue *, Arity> operands = {&executor.getTile(op->getOperand(Index))...};
  const TileValue &first = *operands[0];
  FloatFormat format = *getFloatFormat(first.elementType);
  TileValue result(cast<TileType>(op->getResult(0).getType()).getElementType(), first.shape);
  for (int64_t i = 0, e = first.getNumElements(); i < e; ++i)
    result.elements[i] = compute(format, operands[Index]->elements[i]...);
  executor.set(op->getResult(0), std::move(result));
  return success();
}

template <size_t Arity, typename Compute>
LogicalResult mapElements(BlockExecutor &executor, Operation *op, Compute compute) {
  return mapElementsImpl<Arity>(executor, op, compute, std::make_index_sequence<Arity>());
}

uint64_t getSignBit(FloatFormat format) {
  return uint64_t(1) << (numeric::getFormatInfo(format).storageBits - 1);
}

/// approx/full are handled by the operations that take them, and fall back to nearest_even
/// where an operation computes them accurately.
numeric::RoundingMode getIEEEMode(RoundingMode mode) {
  return getIEEERoundingMode(mode).value_or(numeric::RoundingMode::NearestEven);
}

//===----------------------------------------------------------------------===//
// Sign and integral rounding (exact)
//===----------------------------------------------------------------------===//

LogicalResult executeAbsF(BlockExecutor &executor, Operation *op) {
  // Clears the sign bit of every encoding, NaN included.
  return mapElements<1>(executor, op, [](FloatFormat format, uint64_t bits) {
    return bits & ~getSignBit(format);
  });
}

LogicalResult executeNegF(BlockExecutor &executor, Operation *op) {
  return mapElements<1>(executor, op, [](FloatFormat format, uint64_t bits) {
    return bits ^ getSignBit(format);
  });
}

/// ceil, floor: integral values of every format are exact doubles and back.
template <double (*Function)(double)>
LogicalResult executeIntegralRounding(BlockExecutor &executor, Operation *op) {
  return mapElements<1>(executor, op, [](FloatFormat format, uint64_t bits) {
    return encodeNearest(Function(decodeElement(bits, format)), format);
  });
}

//===----------------------------------------------------------------------===//
// Math functions (accuracy unspecified)
//===----------------------------------------------------------------------===//

template <double (*Function)(double)>
LogicalResult executeMathFunction(BlockExecutor &executor, Operation *op) {
  return mapElements<1>(executor, op, [](FloatFormat format, uint64_t bits) {
    return encodeMathResult(Function(decodeElement(bits, format)), format);
  });
}

/// exp: `rounding<approx>` on f32 is tilec's approximation (tilec/Numeric/ApproximateExp.h),
/// which compiled code reproduces bit for bit; otherwise the accurate value.
LogicalResult executeExp(BlockExecutor &executor, Operation *op) {
  if (cast<ExpOp>(op).getRoundingMode() != RoundingMode::approx)
    return executeMathFunction<[](double x) { return std::exp(x); }>(executor, op);
  return mapElements<1>(executor, op, [](FloatFormat format, uint64_t bits) -> uint64_t {
    // The verifier allows approx on f32 only.
    assert(format == FloatFormat::F32 && "exp approx on a type other than f32");
    float result = numeric::approximateExp(std::bit_cast<float>(uint32_t(bits)));
    return std::bit_cast<uint32_t>(result);
  });
}

/// exp2 and rsqrt, which take flush_to_zero.
template <typename OpTy, double (*Function)(double)>
LogicalResult executeFlushingMathFunction(BlockExecutor &executor, Operation *op) {
  bool flushToZero = cast<OpTy>(op).getFlushToZero();
  return mapElements<1>(executor, op, [flushToZero](FloatFormat format, uint64_t bits) {
    if (flushToZero)
      bits = flushInput(bits, format);
    return encodeMathResult(Function(decodeElement(bits, format)), format, flushToZero);
  });
}

/// remf, fpowf, atan2. fmod is exact, so remf is fully specified; fpowf follows C99 Annex F.
template <double (*Function)(double, double)>
LogicalResult executeBinaryMathFunction(BlockExecutor &executor, Operation *op) {
  return mapElements<2>(executor, op, [](FloatFormat format, uint64_t a, uint64_t b) {
    return encodeMathResult(Function(decodeElement(a, format), decodeElement(b, format)), format);
  });
}

/// fpowi (13.4): the exponent is always read signed, so an i1 exponent of 1 is -1 and gives
/// 1/x (the spec says so; producers passing booleans get that too). The special values follow
/// C's pown (numeric::powIntegerElement), the addendum's recommendation for an unconfirmed point.
LogicalResult executeFPowI(BlockExecutor &executor, Operation *op) {
  auto power = cast<FPowIOp>(op);
  const TileValue &base = executor.getTile(power.getSource());
  const TileValue &exponent = executor.getTile(power.getExponent());
  FloatFormat format = *getFloatFormat(base.elementType);
  unsigned width = cast<IntegerType>(exponent.elementType).getWidth();
  TileValue result(base.elementType, base.shape);
  for (int64_t i = 0, e = base.getNumElements(); i < e; ++i)
    result.elements[i] = numeric::powIntegerElement(
        base.elements[i], llvm::SignExtend64(exponent.elements[i], width), format);
  executor.set(power.getResult(), std::move(result));
  return success();
}

//===----------------------------------------------------------------------===//
// Correctly rounded arithmetic
//===----------------------------------------------------------------------===//

template <typename OpTy, BinaryArithmetic Arithmetic>
LogicalResult executeRoundedBinary(BlockExecutor &executor, Operation *op) {
  auto arithmetic = cast<OpTy>(op);
  numeric::RoundingMode mode = getIEEEMode(arithmetic.getRoundingMode());
  bool flushToZero = arithmetic.getFlushToZero();
  return mapElements<2>(executor, op, [=](FloatFormat format, uint64_t a, uint64_t b) {
    return roundBinary(Arithmetic, a, b, format, mode, flushToZero);
  });
}

LogicalResult executeDivF(BlockExecutor &executor, Operation *op) {
  auto divide = cast<DivFOp>(op);
  if (divide.getRoundingMode() != RoundingMode::approx)
    return executeRoundedBinary<DivFOp, BinaryArithmetic::Divide>(executor, op);
  bool flushToZero = divide.getFlushToZero();
  return mapElements<2>(executor, op, [flushToZero](FloatFormat, uint64_t a, uint64_t b) {
    return approximateDivide(a, b, flushToZero);
  });
}

LogicalResult executeFma(BlockExecutor &executor, Operation *op) {
  auto fma = cast<FmaOp>(op);
  numeric::RoundingMode mode = getIEEEMode(fma.getRoundingMode());
  bool flushToZero = fma.getFlushToZero();
  return mapElements<3>(executor, op,
                        [=](FloatFormat format, uint64_t a, uint64_t b, uint64_t c) {
                          return roundFma(a, b, c, format, mode, flushToZero);
                        });
}

LogicalResult executeSqrt(BlockExecutor &executor, Operation *op) {
  auto sqrt = cast<SqrtOp>(op);
  numeric::RoundingMode mode = getIEEEMode(sqrt.getRoundingMode());
  bool flushToZero = sqrt.getFlushToZero();
  return mapElements<1>(executor, op, [=](FloatFormat format, uint64_t bits) {
    return roundSqrt(bits, format, mode, flushToZero);
  });
}

//===----------------------------------------------------------------------===//
// Selection and comparison
//===----------------------------------------------------------------------===//

template <typename OpTy, bool Maximum>
LogicalResult executeMinMax(BlockExecutor &executor, Operation *op) {
  auto minMax = cast<OpTy>(op);
  bool flushToZero = minMax.getFlushToZero(), propagateNaN = minMax.getPropagateNan();
  // The result is one (flushed) operand or NaN, so flushing the inputs flushes the result.
  return mapElements<2>(executor, op, [=](FloatFormat format, uint64_t a, uint64_t b) {
    if (flushToZero) {
      a = flushInput(a, format);
      b = flushInput(b, format);
    }
    return selectMinMax(Maximum, propagateNaN, a, b, format);
  });
}

bool compare(ComparisonPredicate predicate, double x, double y) {
  switch (predicate) {
  case ComparisonPredicate::equal:
    return x == y;
  case ComparisonPredicate::not_equal:
    return x != y;
  case ComparisonPredicate::less_than:
    return x < y;
  case ComparisonPredicate::less_than_or_equal:
    return x <= y;
  case ComparisonPredicate::greater_than:
    return x > y;
  case ComparisonPredicate::greater_than_or_equal:
    return x >= y;
  }
  llvm_unreachable("unknown comparison predicate");
}

LogicalResult executeCmpF(BlockExecutor &executor, Operation *op) {
  auto cmp = cast<CmpFOp>(op);
  ComparisonPredicate predicate = cmp.getComparisonPredicate();
  // With a NaN operand, `ordered` is false and `unordered` true whatever the predicate.
  bool resultWithNaN = cmp.getComparisonOrdering() == ComparisonOrdering::unordered;
  return mapElements<2>(executor, op, [=](FloatFormat format, uint64_t a, uint64_t b) {
    double x = decodeElement(a, format), y = decodeElement(b, format);
    if (std::isnan(x) || std::isnan(y))
      return uint64_t(resultWithNaN);
    return uint64_t(compare(predicate, x, y));
  });
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

LogicalResult executeMmaF(BlockExecutor &executor, Operation *op) {
  // fast_acc lets FP8 hardware accumulate below f32 precision; the reference result is the
  // same with or without it.
  auto mma = cast<MmaFOp>(op);
  executor.set(mma.getResult(),
               multiplyAccumulate(executor.getTile(mma.getLhs()), executor.getTile(mma.getRhs()),
                                  executor.getTile(mma.getAcc())));
  return success();
}

/// A negative f8E4M3FN scale gives undefined values (§3.4, §1.5: "undefined values", not UB, so
/// no error): every d[i,j] whose sum takes a negative scale from row i of sa or column j of sb
/// becomes NaN, the recognisable undefined value. A valid program may meet such scales and
/// drop the results, e.g. scales loaded from a partial tile without padding, whose
/// out-of-bounds lanes hold the interpreter's undefined byte 0xCD (-6.5 in f8E4M3FN). -0 is not
/// negative; a NaN scale simply propagates.
void poisonNegativeScales(TileValue &result, const TileValue &lhsScale,
                          const TileValue &rhsScale) {
  if (!isa<Float8E4M3FNType>(lhsScale.elementType))
    return;
  auto isNegative = [](const TileValue &scale, int64_t linear) {
    return decodeElement(scale.elements[linear], FloatFormat::F8E4M3FN) < 0;
  };
  int64_t rank = result.getRank();
  int64_t batches = rank == 3 ? result.shape[0] : 1;
  int64_t m = result.shape[rank - 2], n = result.shape[rank - 1];
  int64_t blocks = lhsScale.shape[rank - 1];
  uint64_t nan = numeric::canonicalNaN(FloatFormat::F32);
  for (int64_t batch = 0; batch < batches; ++batch) {
    llvm::SmallVector<bool> rowUndefined(m, false), columnUndefined(n, false);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t block = 0; block < blocks; ++block)
        if (isNegative(lhsScale, (batch * m + i) * blocks + block))
          rowUndefined[i] = true;
    for (int64_t block = 0; block < blocks; ++block)
      for (int64_t j = 0; j < n; ++j)
        if (isNegative(rhsScale, (batch * blocks + block) * n + j))
          columnUndefined[j] = true;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        if (rowUndefined[i] || columnUndefined[j])
          result.elements[(batch * m + i) * n + j] = nan;
  }
}

LogicalResult executeMmaFScaled(BlockExecutor &executor, Operation *op) {
  auto mma = cast<MmaFScaledOp>(op);
  const TileValue &lhsScale = executor.getTile(mma.getLhsScale());
  const TileValue &rhsScale = executor.getTile(mma.getRhsScale());
  TileValue result = multiplyAccumulateScaled(executor.getTile(mma.getLhs()),
                                              executor.getTile(mma.getRhs()),
                                              executor.getTile(mma.getAcc()), lhsScale, rhsScale);
  poisonNegativeScales(result, lhsScale, rhsScale);
  executor.set(mma.getResult(), std::move(result));
  return success();
}

} // namespace

void registerFloatHandlers(HandlerRegistry &registry) {
  registry.add<AbsFOp>(executeAbsF);
  registry.add<NegFOp>(executeNegF);
  registry.add<CeilOp>(executeIntegralRounding<[](double x) { return std::ceil(x); }>);
  registry.add<FloorOp>(executeIntegralRounding<[](double x) { return std::floor(x); }>);

  registry.add<LogOp>(executeMathFunction<[](double x) { return std::log(x); }>);
  registry.add<Log2Op>(executeMathFunction<[](double x) { return std::log2(x); }>);
  registry.add<SinOp>(executeMathFunction<[](double x) { return std::sin(x); }>);
  registry.add<CosOp>(executeMathFunction<[](double x) { return std::cos(x); }>);
  registry.add<TanOp>(executeMathFunction<[](double x) { return std::tan(x); }>);
  registry.add<SinhOp>(executeMathFunction<[](double x) { return std::sinh(x); }>);
  registry.add<CoshOp>(executeMathFunction<[](double x) { return std::cosh(x); }>);
  registry.add<ExpOp>(executeExp);
  registry.add<TanhOp>(executeMathFunction<[](double x) { return std::tanh(x); }>);
  registry.add<Exp2Op>(
      executeFlushingMathFunction<Exp2Op, [](double x) { return std::exp2(x); }>);
  registry.add<RsqrtOp>(
      executeFlushingMathFunction<RsqrtOp, [](double x) { return 1.0 / std::sqrt(x); }>);

  registry.add<RemFOp>(
      executeBinaryMathFunction<[](double x, double y) { return std::fmod(x, y); }>);
  registry.add<FPowFOp>(
      executeBinaryMathFunction<[](double x, double y) { return std::pow(x, y); }>);
  registry.add<FPowIOp>(executeFPowI);
  // atan2 %x, %y is C's atan2(x, y): x is the numerator.
  registry.add<Atan2Op>(
      executeBinaryMathFunction<[](double x, double y) { return std::atan2(x, y); }>);

  registry.add<AddFOp>(executeRoundedBinary<AddFOp, BinaryArithmetic::Add>);
  registry.add<SubFOp>(executeRoundedBinary<SubFOp, BinaryArithmetic::Subtract>);
  registry.add<MulFOp>(executeRoundedBinary<MulFOp, BinaryArithmetic::Multiply>);
  registry.add<DivFOp>(executeDivF);
  registry.add<FmaOp>(executeFma);
  registry.add<SqrtOp>(executeSqrt);

  registry.add<MaxFOp>(executeMinMax<MaxFOp, true>);
  registry.add<MinFOp>(executeMinMax<MinFOp, false>);
  registry.add<CmpFOp>(executeCmpF);

  registry.add<MmaFOp>(executeMmaF);
  registry.add<MmaFScaledOp>(executeMmaFScaled);
}

} // namespace tilec::interp
