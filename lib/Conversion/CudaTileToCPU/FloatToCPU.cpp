//===- FloatToCPU.cpp - lowering of the Float operations ------------------===//
//
// Element-wise float arithmetic, math functions and cmpf (tile-ir-ops.md §3.4; mmaf and
// mmaf_scaled are MatmulToCPU.cpp's). The results are the interpreter's (ExecFloat.cpp,
// FloatArithmetic.cpp) bit for bit, NaN payloads aside:
//  * nearest_even addf/subf/mulf/divf/sqrt are inline arith code that LLVM vectorizes: f32 and
//    f64 natively, f16 and bf16 in f32 and rounded once more, which gives the correctly rounded
//    result because f32 has at least 2p+2 bits for them (innocuous double rounding).
//  * fma of f16/bf16, where that argument does not hold, forms the exact product in f64, adds
//    with round-to-odd (TwoSum) and rounds to f32 with round-to-odd: a round-to-odd value with
//    two more bits than the target rounds correctly to nearest.
//  * flush_to_zero (f32 only) flushes operands and result inline with integer masks.
//  * the directed rounding modes call a runtime helper once per tile (FloatRuntime.cpp), which
//    rounds with llvm::APFloat as the interpreter does.
//  * math functions call runtime helpers that evaluate them in double with the host's libm and
//    round once, exactly as the interpreter does: there is no approximation of our own, and no
//    LLVM simplification or constant folding of libm calls can change a result. Whole tiles of
//    exp and exp2 go to vectorized helpers (lib/Runtime/Cpu/VectorMath.cpp) that give the same
//    bits, falling back to libm for the lanes their error bound cannot decide. rsqrt (a
//    correctly rounded double square root and division) and remf (exact) are inline.
//  * absf/negf are sign-bit operations; ceil, floor, maxf, minf and cmpf are exact in f32.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Numeric/ApproximateExp.h"
#include "tilec/Numeric/FloatFormats.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::numeric::FloatFormat;

namespace tilec::cpu {

namespace {

FloatFormat getFloatFormat(Type elementType) {
  if (elementType.isF16())
    return FloatFormat::F16;
  if (elementType.isBF16())
    return FloatFormat::BF16;
  if (elementType.isF32())
    return FloatFormat::F32;
  return FloatFormat::F64;
}

/// The numeric library's mode of a rounding attribute. approx and full mean nearest_even for
/// the operations that compute them accurately (the interpreter's getIEEEMode).
numeric::RoundingMode getIEEEMode(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::zero:
    return numeric::RoundingMode::TowardZero;
  case RoundingMode::negative_inf:
    return numeric::RoundingMode::TowardNegative;
  case RoundingMode::positive_inf:
    return numeric::RoundingMode::TowardPositive;
  default:
    return numeric::RoundingMode::NearestEven;
  }
}

Type getResultElementType(Operation *op) {
  return cast<TileType>(op->getResult(0).getType()).getElementType();
}

/// Scalar code of one element: conversions between the storage types (f16, bf16, f32, f64) and
/// the types the computations run in, and the bit operations flushing and rounding need.
class ElementBuilder {
public:
  explicit ElementBuilder(KernelLowering &lowering)
      : builder(lowering.getBuilder()), loc(lowering.getLoc()) {}

  OpBuilder &getBuilder() { return builder; }
  Location getLoc() const { return loc; }

  Value integer(Type type, uint64_t value) {
    unsigned width = type.getIntOrFloatBitWidth();
    return arith::ConstantOp::create(
        builder, loc,
        IntegerAttr::get(type, APInt(width, value, /*isSigned=*/false, /*implicitTrunc=*/true)));
  }
  Value floating(Type type, double value) {
    return arith::ConstantOp::create(builder, loc, builder.getFloatAttr(type, value));
  }
  Value toBits(Value value) {
    Type type = builder.getIntegerType(value.getType().getIntOrFloatBitWidth());
    return arith::BitcastOp::create(builder, loc, type, value);
  }
  Value fromBits(Value bits, Type floatType) {
    return arith::BitcastOp::create(builder, loc, floatType, bits);
  }
  /// True when the sign bit of the float `value` is set.
  Value isNegative(Value value) {
    Value bits = toBits(value);
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt, bits,
                                 integer(bits.getType(), 0));
  }
  Value isNaN(Value value) {
    return arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::UNO, value, value);
  }
  Value select(Value condition, Value whenTrue, Value whenFalse) {
    return arith::SelectOp::create(builder, loc, condition, whenTrue, whenFalse);
  }

  /// f16/bf16 to f32 (exact); f32 and f64 stay.
  Value widenToF32(Value value) {
    Type type = value.getType();
    if (type.isF16())
      return arith::ExtFOp::create(builder, loc, builder.getF32Type(), value);
    if (!type.isBF16())
      return value;
    // bf16 is the high half of an f32: no library call, whatever the CPU.
    Value wide = arith::ExtUIOp::create(builder, loc, builder.getI32Type(), toBits(value));
    Value shifted =
        arith::ShLIOp::create(builder, loc, wide, integer(builder.getI32Type(), 16));
    return fromBits(shifted, builder.getF32Type());
  }

  /// An f32 rounded to nearest even into `type` (f16, bf16 or f32).
  Value narrowFromF32(Value value, Type type) {
    if (type.isF16())
      return arith::TruncFOp::create(builder, loc, type, value);
    if (!type.isBF16())
      return value;
    // Adding 0x7FFF plus the lowest kept bit rounds the low half away to nearest even; a carry
    // out of the significand correctly increments the exponent, up to infinity. NaN would
    // carry into its sign or turn into infinity, so it gets the canonical bf16 NaN.
    Type i32 = builder.getI32Type();
    Value bits = toBits(value);
    Value kept = arith::ShRUIOp::create(builder, loc, bits, integer(i32, 16));
    Value lowestKept = arith::AndIOp::create(builder, loc, kept, integer(i32, 1));
    Value bias = arith::AddIOp::create(builder, loc, lowestKept, integer(i32, 0x7FFF));
    Value rounded = arith::ShRUIOp::create(
        builder, loc, arith::AddIOp::create(builder, loc, bits, bias), integer(i32, 16));
    Value half = arith::TruncIOp::create(builder, loc, builder.getI16Type(), rounded);
    Value result = select(isNaN(value), integer(builder.getI16Type(), 0x7FC0), half);
    return fromBits(result, type);
  }

  /// Any base float to f64 (exact).
  Value widenToF64(Value value) {
    if (value.getType().isF64())
      return value;
    return arith::ExtFOp::create(builder, loc, builder.getF64Type(), widenToF32(value));
  }

  /// The math-function rounding of the interpreter (encodeMathResult): an f64 result rounded to
  /// nearest into f32, flushed if asked, then rounded into f16/bf16 (which are computed in f32).
  Value narrowMathResult(Value value, Type type, bool flushToZero) {
    if (type.isF64())
      return value;
    Value single = arith::TruncFOp::create(builder, loc, builder.getF32Type(), value);
    if (flushToZero)
      single = flushSubnormal(single);
    return narrowFromF32(single, type);
  }

  /// An f32 subnormal becomes a zero of its sign (flush_to_zero, operands and results).
  Value flushSubnormal(Value value) {
    Type i32 = builder.getI32Type();
    Value bits = toBits(value);
    Value exponent = arith::AndIOp::create(builder, loc, bits, integer(i32, 0x7F800000));
    Value isDenormal = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, exponent,
                                             integer(i32, 0));
    Value sign = arith::AndIOp::create(builder, loc, bits, integer(i32, 0x80000000));
    return fromBits(select(isDenormal, sign, bits), value.getType());
  }

  /// An operand as the arithmetic sees it: flushed if asked, f16/bf16 widened to f32.
  Value prepareOperand(Value value, bool flushToZero) {
    return widenToF32(flushToZero ? flushSubnormal(value) : value);
  }
  /// The result of arithmetic on prepareOperand values, back in the element type.
  Value finishResult(Value value, Type type, bool flushToZero) {
    return narrowFromF32(flushToZero ? flushSubnormal(value) : value, type);
  }

  /// `value`'s encoding moved one step up in magnitude when `increase`, else one step down.
  Value stepMagnitude(Value value, Value increase) {
    Value bits = toBits(value);
    Type type = bits.getType();
    Value step = select(increase, integer(type, 1), integer(type, uint64_t(-1)));
    return fromBits(arith::AddIOp::create(builder, loc, bits, step), value.getType());
  }

  /// `x + y` in f64 rounded to odd: the sum if exact, else its neighbour with an odd last
  /// significand bit on the side of the exact sum.
  Value addRoundToOdd(Value x, Value y) {
    // Knuth's TwoSum: `error` is exactly (x + y) - sum, or NaN when the sum is infinite.
    Value sum = arith::AddFOp::create(builder, loc, x, y);
    Value yPart = arith::SubFOp::create(builder, loc, sum, x);
    Value xPart = arith::SubFOp::create(builder, loc, sum, yPart);
    Value error = arith::AddFOp::create(builder, loc, arith::SubFOp::create(builder, loc, x, xPart),
                                        arith::SubFOp::create(builder, loc, y, yPart));
    Value zero = floating(error.getType(), 0.0);
    Value inexact =
        arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::ONE, error, zero);
    // The sum is nonzero when inexact. The exact sum is farther from zero than `sum` when the
    // error has the sum's sign.
    Value errorPositive =
        arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OGT, error, zero);
    Value increase = arith::XOrIOp::create(builder, loc, errorPositive, isNegative(sum));
    return select(arith::AndIOp::create(builder, loc, inexact, isEven(sum)),
                  stepMagnitude(sum, increase), sum);
  }

  /// An f64 rounded to odd into f32 (overflow gives ±MAX, underflow the smallest subnormal).
  Value narrowRoundToOdd(Value value) {
    Value nearest = arith::TruncFOp::create(builder, loc, builder.getF32Type(), value);
    Value back = arith::ExtFOp::create(builder, loc, builder.getF64Type(), nearest);
    Value inexact =
        arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::ONE, back, value);
    Value above = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OGT, value, back);
    Value increase = arith::XOrIOp::create(builder, loc, above, isNegative(nearest));
    return select(arith::AndIOp::create(builder, loc, inexact, isEven(nearest)),
                  stepMagnitude(nearest, increase), nearest);
  }

private:
  Value isEven(Value value) {
    Value bits = toBits(value);
    Type type = bits.getType();
    Value lowest = arith::AndIOp::create(builder, loc, bits, integer(type, 1));
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, lowest,
                                 integer(type, 0));
  }

  OpBuilder &builder;
  Location loc;
};

//===----------------------------------------------------------------------===//
// Runtime helpers
//===----------------------------------------------------------------------===//

/// Defines `op`'s result with the runtime helper `tilec_rt_float_<name>`, which takes (context,
/// format, rounding mode, flush_to_zero, result, a, b, c, count) with buffer addresses (0 for
/// absent operands), or, for a rank-0 result, `tilec_rt_float_<name>_scalar`, which takes
/// (context, format, rounding mode, flush_to_zero, a, b, c) as encodings and returns the
/// result's encoding.
LogicalResult lowerWithHelper(KernelLowering &lowering, Operation *op, StringRef name,
                              numeric::RoundingMode mode, bool flushToZero) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  ElementBuilder element(lowering);
  auto type = cast<TileType>(op->getResult(0).getType());
  Type storageType = lowering.getStorageType(type.getElementType());
  Type i64 = builder.getI64Type();
  SmallVector<Value> arguments = {
      lowering.getBlockContext(),
      lowering.constantInt(static_cast<int>(getFloatFormat(type.getElementType())), 32),
      lowering.constantInt(static_cast<int>(mode), 32), lowering.constantInt(flushToZero, 32)};
  std::string callee = ("tilec_rt_float_" + name).str();
  if (type.getRank() == 0) {
    for (unsigned index = 0; index < 3; ++index) {
      if (index >= op->getNumOperands()) {
        arguments.push_back(lowering.constantInt(0, 64));
        continue;
      }
      Value bits = element.toBits(lowering.get(op->getOperand(index)));
      arguments.push_back(bits.getType() == i64 ? bits
                                                : arith::ExtUIOp::create(builder, loc, i64, bits));
    }
    Value bits = lowering.callRuntime(callee + "_scalar", {i64}, arguments)[0];
    Type bitsType = builder.getIntegerType(storageType.getIntOrFloatBitWidth());
    if (bitsType != i64)
      bits = arith::TruncIOp::create(builder, loc, bitsType, bits);
    lowering.set(op->getResult(0), element.fromBits(bits, storageType));
    return success();
  }
  Value buffer = lowering.allocateTile(type);
  arguments.push_back(lowering.getAddress(buffer));
  for (unsigned index = 0; index < 3; ++index)
    arguments.push_back(index < op->getNumOperands()
                            ? lowering.getAddress(lowering.get(op->getOperand(index)))
                            : lowering.constantInt(0, 64));
  arguments.push_back(lowering.constantInt(type.getNumElements(), 64));
  lowering.callRuntime(callee, {}, arguments);
  lowering.set(op->getResult(0), buffer);
  return success();
}

//===----------------------------------------------------------------------===//
// Sign, integral rounding, math
//===----------------------------------------------------------------------===//

/// absf clears and negf flips the sign bit of every encoding, NaN included.
template <bool Negate>
LogicalResult lowerSignBit(KernelLowering &lowering, Operation *op) {
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Value bits = element.toBits(elements[0]);
    Type type = bits.getType();
    uint64_t sign = uint64_t(1) << (type.getIntOrFloatBitWidth() - 1);
    Value result = Negate ? Value(arith::XOrIOp::create(builder, element.getLoc(), bits,
                                                        element.integer(type, sign)))
                          : Value(arith::AndIOp::create(builder, element.getLoc(), bits,
                                                        element.integer(type, ~sign)));
    return element.fromBits(result, elements[0].getType());
  });
  return success();
}

/// ceil, floor: exact in f32 for f16 and bf16.
template <typename IntrinsicOp>
LogicalResult lowerIntegralRounding(KernelLowering &lowering, Operation *op) {
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    Value rounded = IntrinsicOp::create(element.getBuilder(), element.getLoc(),
                                        element.widenToF32(elements[0]));
    return element.narrowFromF32(rounded, elements[0].getType());
  });
  return success();
}

/// A math function of the host libm, through the runtime (see the file comment).
template <const char *Name>
LogicalResult lowerMathFunction(KernelLowering &lowering, Operation *op) {
  return lowerWithHelper(lowering, op, Name, numeric::RoundingMode::NearestEven,
                         /*flushToZero=*/false);
}

constexpr char kLog[] = "log", kLog2[] = "log2", kSin[] = "sin", kCos[] = "cos", kTan[] = "tan",
               kSinh[] = "sinh", kCosh[] = "cosh", kExp[] = "exp", kTanh[] = "tanh",
               kPow[] = "pow", kAtan2[] = "atan2";

/// fpowi (13.4): per element, the runtime's scalar helper, which calls the function the
/// interpreter uses (numeric::powIntegerElement); the exponent is sign-extended here because
/// fpowi always reads it signed (an i1 1 is -1).
LogicalResult lowerFPowI(KernelLowering &lowering, Operation *op) {
  auto power = cast<FPowIOp>(op);
  Type elementType = power.getSource().getType().getElementType();
  int format = static_cast<int>(getFloatFormat(elementType));
  lowering.emitElementwise(
      power.getResult(), {power.getSource(), power.getExponent()}, [&](ValueRange elements) {
        ElementBuilder element(lowering);
        OpBuilder &builder = element.getBuilder();
        Location loc = element.getLoc();
        Type i64 = builder.getI64Type();
        Value bits = element.toBits(elements[0]);
        if (bits.getType() != i64)
          bits = arith::ExtUIOp::create(builder, loc, i64, bits);
        Value exponent = elements[1];
        if (exponent.getType() != i64)
          exponent = arith::ExtSIOp::create(builder, loc, i64, exponent);
        Value result = lowering.callRuntime(
            "tilec_rt_float_fpowi_scalar", {i64},
            {lowering.getBlockContext(), lowering.constantInt(format, 32), bits, exponent})[0];
        Type storageType = elements[0].getType();
        Type bitsType = builder.getIntegerType(storageType.getIntOrFloatBitWidth());
        if (bitsType != i64)
          result = arith::TruncIOp::create(builder, loc, bitsType, result);
        return element.fromBits(result, storageType);
      });
  return success();
}

/// Whether the host has a vector instruction for x·2^n (AVX-512's vscalefps), to which LLVM
/// lowers a vectorized ldexp; elsewhere ldexp would become a libm call per element. Kernels are
/// compiled for the host they run on (and cached per host CPU).
bool hostHasScaleInstruction() {
  static const bool hasAvx512 = llvm::sys::getHostCPUFeatures().lookup("avx512f");
  return hasAvx512;
}

/// exp rounding<approx> on f32: the steps of tilec/Numeric/ApproximateExp.h, each one correctly
/// rounded f32 operation as in numeric::approximateExp, inline in the elementwise loop (which
/// LLVM vectorizes: about twenty instructions per vector of 16). Other exps: the accurate
/// value, through the runtime's vectorized helper.
LogicalResult lowerExp(KernelLowering &lowering, Operation *op) {
  auto exp = cast<ExpOp>(op);
  if (exp.getRoundingMode() != RoundingMode::approx)
    return lowerMathFunction<kExp>(lowering, op);
  namespace constants = numeric::approximate_exp;
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Location loc = element.getLoc();
    Value x = elements[0];
    Type f32 = x.getType();
    Type i32 = builder.getI32Type();
    auto constant = [&](float value) { return element.floating(f32, value); };
    auto fma = [&](Value a, Value b, Value c) {
      return Value(LLVM::FMAOp::create(builder, loc, a, b, c));
    };
    // x < lowest ? lowest : x, then x > highest ? highest : x; a NaN passes through both and
    // is replaced at the end.
    Value lowest = constant(constants::kLowest), highest = constant(constants::kHighest);
    Value clamped = element.select(
        arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OLT, x, lowest), lowest, x);
    clamped = element.select(
        arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OGT, clamped, highest), highest,
        clamped);
    Value shift = constant(constants::kRoundingShift);
    Value n = arith::SubFOp::create(builder, loc, fma(clamped, constant(constants::kLog2E), shift),
                                    shift);
    Value minusN = arith::NegFOp::create(builder, loc, n);
    Value r = fma(minusN, constant(constants::kLn2High), clamped);
    r = fma(minusN, constant(constants::kLn2Low), r);
    Value q = constant(constants::kCoefficients[constants::kCoefficientCount - 1]);
    for (int i = constants::kCoefficientCount - 2; i >= 0; --i)
      q = fma(q, r, constant(constants::kCoefficients[i]));
    Value square = arith::MulFOp::create(builder, loc, r, r);
    Value p = arith::AddFOp::create(builder, loc, constant(1.0f), fma(square, q, r));
    Value exponent = arith::FPToSIOp::create(builder, loc, i32, n);
    Value scaled;
    if (hostHasScaleInstruction()) {
      // ldexp rounds p·2^n once, as the two exact halves below do: x86 vscalefps.
      scaled = LLVM::LoadExpOp::create(builder, loc, f32, p, exponent);
    } else {
      // p·2^(n>>1)·2^(n-(n>>1)): both factors are normal powers of two.
      Value half = arith::ShRSIOp::create(builder, loc, exponent, element.integer(i32, 1));
      auto powerOfTwo = [&](Value k) {
        Value biased =
            arith::AddIOp::create(builder, loc, k, element.integer(i32, constants::kExponentBias));
        Value bits = arith::ShLIOp::create(builder, loc, biased, element.integer(i32, 23));
        return Value(arith::BitcastOp::create(builder, loc, f32, bits));
      };
      scaled = arith::MulFOp::create(builder, loc, p, powerOfTwo(half));
      scaled = arith::MulFOp::create(
          builder, loc, scaled, powerOfTwo(arith::SubIOp::create(builder, loc, exponent, half)));
    }
    return element.select(element.isNaN(x), arith::AddFOp::create(builder, loc, x, x), scaled);
  });
  return success();
}

LogicalResult lowerExp2(KernelLowering &lowering, Operation *op) {
  return lowerWithHelper(lowering, op, "exp2", numeric::RoundingMode::NearestEven,
                         cast<Exp2Op>(op).getFlushToZero());
}

/// rsqrt is 1 / sqrt(x) in double, both correctly rounded, then rounded once into the type.
LogicalResult lowerRsqrt(KernelLowering &lowering, Operation *op) {
  bool flushToZero = cast<RsqrtOp>(op).getFlushToZero();
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Location loc = element.getLoc();
    Value x = flushToZero ? element.flushSubnormal(elements[0]) : elements[0];
    Value root = LLVM::SqrtOp::create(builder, loc, element.widenToF64(x));
    Value reciprocal =
        arith::DivFOp::create(builder, loc, element.floating(builder.getF64Type(), 1.0), root);
    return element.narrowMathResult(reciprocal, elements[0].getType(), flushToZero);
  });
  return success();
}

/// remf is C's fmod, which is exact: computing it in f32 for f16 and bf16 changes nothing.
LogicalResult lowerRemF(KernelLowering &lowering, Operation *op) {
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    Value remainder =
        arith::RemFOp::create(element.getBuilder(), element.getLoc(),
                              element.widenToF32(elements[0]), element.widenToF32(elements[1]));
    return element.narrowFromF32(remainder, elements[0].getType());
  });
  return success();
}

//===----------------------------------------------------------------------===//
// Correctly rounded arithmetic
//===----------------------------------------------------------------------===//

template <typename OpTy, typename ArithOp, const char *Name>
LogicalResult lowerRoundedBinary(KernelLowering &lowering, Operation *op) {
  auto arithmetic = cast<OpTy>(op);
  numeric::RoundingMode mode = getIEEEMode(arithmetic.getRoundingMode());
  bool flushToZero = arithmetic.getFlushToZero();
  if (mode != numeric::RoundingMode::NearestEven)
    return lowerWithHelper(lowering, op, Name, mode, flushToZero);
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    Value result = ArithOp::create(element.getBuilder(), element.getLoc(),
                                   element.prepareOperand(elements[0], flushToZero),
                                   element.prepareOperand(elements[1], flushToZero));
    return element.finishResult(result, elements[0].getType(), flushToZero);
  });
  return success();
}

constexpr char kAddF[] = "addf", kSubF[] = "subf", kMulF[] = "mulf", kDivF[] = "divf",
               kFma[] = "fma", kSqrt[] = "sqrt";

/// divf rounding<approx> (f32 only): a·(1/b) with the reciprocal rounded to nearest and flushed
/// when subnormal, then the product rounded to nearest (the interpreter's approximateDivide).
LogicalResult lowerDivF(KernelLowering &lowering, Operation *op) {
  auto divide = cast<DivFOp>(op);
  if (divide.getRoundingMode() != RoundingMode::approx)
    return lowerRoundedBinary<DivFOp, arith::DivFOp, kDivF>(lowering, op);
  bool flushToZero = divide.getFlushToZero();
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Location loc = element.getLoc();
    Value a = element.prepareOperand(elements[0], flushToZero);
    Value b = element.prepareOperand(elements[1], flushToZero);
    Value reciprocal = element.flushSubnormal(
        arith::DivFOp::create(builder, loc, element.floating(b.getType(), 1.0), b));
    Value product = arith::MulFOp::create(builder, loc, a, reciprocal);
    return element.finishResult(product, elements[0].getType(), flushToZero);
  });
  return success();
}

LogicalResult lowerFma(KernelLowering &lowering, Operation *op) {
  auto fma = cast<FmaOp>(op);
  numeric::RoundingMode mode = getIEEEMode(fma.getRoundingMode());
  bool flushToZero = fma.getFlushToZero();
  if (mode != numeric::RoundingMode::NearestEven)
    return lowerWithHelper(lowering, op, kFma, mode, flushToZero);
  Type type = getResultElementType(op);
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Location loc = element.getLoc();
    if (type.isF32() || type.isF64()) {
      Value result = LLVM::FMAOp::create(builder, loc,
                                         element.prepareOperand(elements[0], flushToZero),
                                         element.prepareOperand(elements[1], flushToZero),
                                         element.prepareOperand(elements[2], flushToZero));
      return flushToZero ? element.flushSubnormal(result) : result;
    }
    // f16/bf16 (see the file comment): the product of two 11- or 8-bit significands is exact
    // in f64, so only the sum and the narrowing round, both to odd.
    Value product = arith::MulFOp::create(builder, loc, element.widenToF64(elements[0]),
                                          element.widenToF64(elements[1]));
    Value sum = element.addRoundToOdd(product, element.widenToF64(elements[2]));
    return element.narrowFromF32(element.narrowRoundToOdd(sum), type);
  });
  return success();
}

LogicalResult lowerSqrt(KernelLowering &lowering, Operation *op) {
  auto sqrt = cast<SqrtOp>(op);
  numeric::RoundingMode mode = getIEEEMode(sqrt.getRoundingMode());
  bool flushToZero = sqrt.getFlushToZero();
  if (mode != numeric::RoundingMode::NearestEven)
    return lowerWithHelper(lowering, op, kSqrt, mode, flushToZero);
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    Value root = LLVM::SqrtOp::create(element.getBuilder(), element.getLoc(),
                                      element.prepareOperand(elements[0], flushToZero));
    return element.finishResult(root, elements[0].getType(), flushToZero);
  });
  return success();
}

//===----------------------------------------------------------------------===//
// Selection and comparison
//===----------------------------------------------------------------------===//

} // namespace

Value emitBeyondOrBound(OpBuilder &builder, Location loc, bool maximum, Value x, Value bound) {
  Value beyond = arith::CmpFOp::create(
      builder, loc, maximum ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, x, bound);
  return arith::SelectOp::create(builder, loc, beyond, x, bound);
}

namespace {

/// maxf/minf (neither flush_to_zero nor propagate_nan) of x and a constant c that is not NaN
/// and not the zero the op would not pick (-0 for maxf, +0 for minf): x > c ? x : c (x < c for
/// minf), which is the op's value - a NaN x gives c, x equal to c gives c, or +0 against -0
/// the zero the op picks - and what the x86 maxps/minps instructions compute (a ReLU's
/// maxf(x, 0) in one instruction instead of eight). Null when neither operand is such a
/// constant.
template <bool Maximum> Value lowerMinMaxWithConstant(ElementBuilder &element, Value a, Value b) {
  auto isBound = [](Value value) {
    FloatAttr constant;
    if (!matchPattern(value, m_Constant(&constant)))
      return false;
    const APFloat &c = constant.getValue();
    return !c.isNaN() && !(c.isZero() && c.isNegative() == Maximum);
  };
  Value bound = isBound(b) ? b : isBound(a) ? a : Value();
  if (!bound)
    return Value();
  return emitBeyondOrBound(element.getBuilder(), element.getLoc(), Maximum, bound == b ? a : b,
                           bound);
}

/// maximumNumber/minimumNumber, or maximum/minimum with propagate_nan; +0 is greater than -0.
/// The comparisons run on exact f32 (or f64) values; the result is one (flushed) operand's
/// encoding or NaN.
template <typename OpTy, bool Maximum>
LogicalResult lowerMinMax(KernelLowering &lowering, Operation *op) {
  auto minMax = cast<OpTy>(op);
  bool flushToZero = minMax.getFlushToZero(), propagateNaN = minMax.getPropagateNan();
  auto floatType = cast<FloatType>(getResultElementType(op));
  Value nan = arith::ConstantOp::create(
      lowering.getBuilder(), lowering.getLoc(),
      FloatAttr::get(floatType, APFloat::getQNaN(floatType.getFloatSemantics())));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    OpBuilder &builder = element.getBuilder();
    Location loc = element.getLoc();
    if (!flushToZero && !propagateNaN)
      if (Value bounded = lowerMinMaxWithConstant<Maximum>(element, elements[0], elements[1]))
        return bounded;
    Value a = flushToZero ? element.flushSubnormal(elements[0]) : elements[0];
    Value b = flushToZero ? element.flushSubnormal(elements[1]) : elements[1];
    Value x = element.widenToF32(a), y = element.widenToF32(b);
    Value equal = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OEQ, x, y);
    Value ordered = arith::CmpFOp::create(
        builder, loc, Maximum ? arith::CmpFPredicate::OGT : arith::CmpFPredicate::OLT, x, y);
    // Equal values differ only for ±0: the maximum takes the positive one.
    Value aNegative = element.isNegative(a);
    Value pickAWhenEqual =
        Maximum ? Value(arith::XOrIOp::create(builder, loc, aNegative,
                                              element.integer(builder.getI1Type(), 1)))
                : aNegative;
    Value result = element.select(element.select(equal, pickAWhenEqual, ordered), a, b);
    if (propagateNaN) {
      Value unordered = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::UNO, x, y);
      return element.select(unordered, nan, result);
    }
    // A NaN operand yields the other one (NaN when both are).
    return element.select(element.isNaN(x), b, element.select(element.isNaN(y), a, result));
  });
  return success();
}

arith::CmpFPredicate getCmpFPredicate(ComparisonPredicate predicate, bool unordered) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case ComparisonPredicate::equal:
    return unordered ? P::UEQ : P::OEQ;
  case ComparisonPredicate::not_equal:
    return unordered ? P::UNE : P::ONE;
  case ComparisonPredicate::less_than:
    return unordered ? P::ULT : P::OLT;
  case ComparisonPredicate::less_than_or_equal:
    return unordered ? P::ULE : P::OLE;
  case ComparisonPredicate::greater_than:
    return unordered ? P::UGT : P::OGT;
  case ComparisonPredicate::greater_than_or_equal:
    return unordered ? P::UGE : P::OGE;
  }
  llvm_unreachable("unknown comparison predicate");
}

/// With a NaN operand `ordered` is false and `unordered` true: arith's O* and U* predicates.
LogicalResult lowerCmpF(KernelLowering &lowering, Operation *op) {
  auto cmp = cast<CmpFOp>(op);
  arith::CmpFPredicate predicate =
      getCmpFPredicate(cmp.getComparisonPredicate(),
                       cmp.getComparisonOrdering() == ComparisonOrdering::unordered);
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    ElementBuilder element(lowering);
    return arith::CmpFOp::create(element.getBuilder(), element.getLoc(), predicate,
                                 element.widenToF32(elements[0]), element.widenToF32(elements[1]));
  });
  return success();
}

} // namespace

void registerFloatLowerings(LoweringRegistry &registry) {
  registry.add<AbsFOp>(lowerSignBit</*Negate=*/false>);
  registry.add<NegFOp>(lowerSignBit</*Negate=*/true>);
  registry.add<CeilOp>(lowerIntegralRounding<LLVM::FCeilOp>);
  registry.add<FloorOp>(lowerIntegralRounding<LLVM::FFloorOp>);

  registry.add<LogOp>(lowerMathFunction<kLog>);
  registry.add<Log2Op>(lowerMathFunction<kLog2>);
  registry.add<SinOp>(lowerMathFunction<kSin>);
  registry.add<CosOp>(lowerMathFunction<kCos>);
  registry.add<TanOp>(lowerMathFunction<kTan>);
  registry.add<SinhOp>(lowerMathFunction<kSinh>);
  registry.add<CoshOp>(lowerMathFunction<kCosh>);
  // tanh `approx` promises only an error bound: the accurate value is one. exp `approx` is
  // tilec's f32 approximation (lowerExp).
  registry.add<ExpOp>(lowerExp);
  registry.add<TanhOp>(lowerMathFunction<kTanh>);
  registry.add<Exp2Op>(lowerExp2);
  registry.add<RsqrtOp>(lowerRsqrt);
  registry.add<RemFOp>(lowerRemF);
  registry.add<FPowFOp>(lowerMathFunction<kPow>);
  registry.add<FPowIOp>(lowerFPowI);
  registry.add<Atan2Op>(lowerMathFunction<kAtan2>);

  registry.add<AddFOp>(lowerRoundedBinary<AddFOp, arith::AddFOp, kAddF>);
  registry.add<SubFOp>(lowerRoundedBinary<SubFOp, arith::SubFOp, kSubF>);
  registry.add<MulFOp>(lowerRoundedBinary<MulFOp, arith::MulFOp, kMulF>);
  registry.add<DivFOp>(lowerDivF);
  registry.add<FmaOp>(lowerFma);
  registry.add<SqrtOp>(lowerSqrt);

  registry.add<MaxFOp>(lowerMinMax<MaxFOp, /*Maximum=*/true>);
  registry.add<MinFOp>(lowerMinMax<MinFOp, /*Maximum=*/false>);
  registry.add<CmpFOp>(lowerCmpF);
}

} // namespace tilec::cpu
