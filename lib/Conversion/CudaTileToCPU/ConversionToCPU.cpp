//===- ConversionToCPU.cpp - lowering of the Conversion operations --------===//
//
// bitcast, exti, trunci, ftof, itof, ftoi, int_to_ptr, ptr_to_int and ptr_to_ptr
// (tile-ir-ops.md §3.5, §2.6), bit-identical to the interpreter (ExecConversion.cpp), which
// rounds with the numeric library (tilec/Numeric/FloatFormats.h).
//
// The common conversions are inline arith code in element loops, which LLVM vectorizes: between
// f16, bf16, tf32, f32 and f64 in nearest_even, integers to those formats, and those formats to
// integers. They reproduce the library's single correctly rounded result:
//   * f16, bf16 and tf32 widen exactly to f32, and every format widens exactly to f64;
//   * f64 is narrowed to f16, bf16 or tf32 in two steps, first to f32 rounding to odd (truncate
//     and make the last bit sticky), which keeps enough bits for the second, nearest-even step
//     to round as if it rounded the f64 directly;
//   * f32 rounds to bf16 and tf32 with integer arithmetic on its bits, not with the hardware's
//     bf16 conversion (AVX-512 BF16's vcvtneps2bf16 flushes subnormals);
//   * a NaN source gives the library's canonical NaN of the target.
// The 8- and 4-bit formats, the roundings other than nearest_even (13.4) and i64
// to bf16/tf32 call a runtime helper once per tile (ConversionRuntime.cpp); ftoi from an 8- or
// 4-bit format widens to f32 that way first.
//
// Compiled code does not check trunci's overflow promise (the interpreter does, with
// --interpret): it keeps the low bits, as unchecked mode does. ftoi saturates and maps NaN to 0
// in both modes, which is also the meaning of 13.4's `saturating` modifier.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <cmath>

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::numeric::FloatFormat;

namespace tilec::cpu {

namespace {

Type elementTypeOf(Value value) { return cast<TileType>(value.getType()).getElementType(); }

FloatFormat floatFormatOf(Value value) { return *interp::getFloatFormat(elementTypeOf(value)); }

/// The formats whose nearest-even conversions are inline code.
bool isInlineFormat(FloatFormat format) {
  return format == FloatFormat::F16 || format == FloatFormat::BF16 || format == FloatFormat::TF32 ||
         format == FloatFormat::F32 || format == FloatFormat::F64;
}

/// The numeric library's mode for ftof's rounding attribute (which modes the verifier allows
/// for which conversion: tile-ir-13.4-13.5.md §4.2).
numeric::RoundingMode getNumericRoundingMode(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::zero:
    return numeric::RoundingMode::TowardZero;
  case RoundingMode::positive_inf:
    return numeric::RoundingMode::TowardPositive;
  case RoundingMode::negative_inf:
    return numeric::RoundingMode::TowardNegative;
  case RoundingMode::nearest_away:
    return numeric::RoundingMode::NearestAway;
  default:
    return numeric::RoundingMode::NearestEven;
  }
}

/// Emits the arith code of inline conversions for one element.
class ConversionBuilder {
public:
  explicit ConversionBuilder(KernelLowering &lowering)
      : lowering(lowering), builder(lowering.getBuilder()), loc(lowering.getLoc()) {}

  KernelLowering &lowering;
  OpBuilder &builder;
  Location loc;

  Value constant(Type type, uint64_t bits) { return createStorageConstant(lowering, type, bits); }
  Value floatConstant(Type type, double value) {
    return arith::ConstantOp::create(builder, loc, builder.getFloatAttr(type, value));
  }
  Value bitcast(Value value, Type type) {
    return arith::BitcastOp::create(builder, loc, type, value);
  }
  Value isNaN(Value value) {
    return arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::UNO, value, value);
  }
  Value select(Value condition, Value whenTrue, Value whenFalse) {
    return arith::SelectOp::create(builder, loc, condition, whenTrue, whenFalse);
  }

  /// The exact value of an element of an inline format: an f32 (f64 for f64 sources).
  Value decode(Value element, FloatFormat format) {
    switch (format) {
    case FloatFormat::F16:
    case FloatFormat::BF16:
      return arith::ExtFOp::create(builder, loc, builder.getF32Type(), element);
    case FloatFormat::TF32:
      // The low 13 bits of the container are not part of the value (FloatFormats.h).
      return bitcast(arith::AndIOp::create(builder, loc, bitcast(element, builder.getI32Type()),
                                           constant(builder.getI32Type(), 0xFFFFE000)),
                     builder.getF32Type());
    default:
      return element;
    }
  }

  /// `value` (f32 or f64) rounded to nearest even in inline format `to`, as its storage type.
  /// The result for a NaN is unspecified: callers select the canonical NaN.
  Value round(Value value, FloatFormat to) {
    if (value.getType().isF64()) {
      if (to == FloatFormat::F64)
        return value;
      if (to == FloatFormat::F32)
        return arith::TruncFOp::create(builder, loc, builder.getF32Type(), value);
      return roundF32(roundToOddF32(value), to);
    }
    return roundF32(value, to);
  }

  /// `result` unless the exact source value `source` is a NaN: then the canonical NaN of `to`.
  Value canonicalizeNaN(Value source, Value result, FloatFormat to) {
    return select(isNaN(source), constant(result.getType(), numeric::canonicalNaN(to)), result);
  }

private:
  /// An f64 rounded to f32 to odd: truncated toward zero, and with the last bit set when the
  /// truncation was inexact. A later rounding to at most 22 bits then rounds correctly.
  Value roundToOddF32(Value value) {
    Type i32 = builder.getI32Type();
    Value nearest = arith::TruncFOp::create(builder, loc, builder.getF32Type(), value);
    Value widened = arith::ExtFOp::create(builder, loc, builder.getF64Type(), nearest);
    // Nearest rounding keeps the sign, so a larger magnitude means it rounded away from zero;
    // the truncation is one unit lower in magnitude, i.e. one lower in the bits.
    Value awayFromZero = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::OGT,
                                               math::AbsFOp::create(builder, loc, widened),
                                               math::AbsFOp::create(builder, loc, value));
    Value inexact = arith::CmpFOp::create(builder, loc, arith::CmpFPredicate::ONE, widened, value);
    Value bits = bitcast(nearest, i32);
    bits = arith::SubIOp::create(builder, loc, bits,
                                 arith::ExtUIOp::create(builder, loc, i32, awayFromZero));
    bits = arith::OrIOp::create(builder, loc, bits,
                                arith::ExtUIOp::create(builder, loc, i32, inexact));
    return bitcast(bits, builder.getF32Type());
  }

  /// Rounds the low `dropped` bits off an f32's bits, to nearest even; the carry into the
  /// exponent gives the next binade or infinity, as it should.
  Value roundBits(Value bits, unsigned dropped) {
    Type i32 = builder.getI32Type();
    Value lastKept = arith::AndIOp::create(
        builder, loc, arith::ShRUIOp::create(builder, loc, bits, constant(i32, dropped)),
        constant(i32, 1));
    Value halfMinusOne = constant(i32, (uint64_t(1) << (dropped - 1)) - 1);
    Value biased = arith::AddIOp::create(
        builder, loc, bits, arith::AddIOp::create(builder, loc, halfMinusOne, lastKept));
    return arith::AndIOp::create(builder, loc, biased,
                                 constant(i32, ~((uint64_t(1) << dropped) - 1)));
  }

  Value roundF32(Value value, FloatFormat to) {
    Type i32 = builder.getI32Type();
    switch (to) {
    case FloatFormat::F16:
      // A single correctly rounded hardware conversion (F16C or a library call).
      return arith::TruncFOp::create(builder, loc, builder.getF16Type(), value);
    case FloatFormat::BF16: {
      Value rounded = roundBits(bitcast(value, i32), 16);
      Value high = arith::ShRUIOp::create(builder, loc, rounded, constant(i32, 16));
      return bitcast(arith::TruncIOp::create(builder, loc, builder.getI16Type(), high),
                     builder.getBF16Type());
    }
    case FloatFormat::TF32:
      return bitcast(roundBits(bitcast(value, i32), 13), builder.getF32Type());
    case FloatFormat::F64:
      return arith::ExtFOp::create(builder, loc, builder.getF64Type(), value);
    default:
      return value;
    }
  }
};

/// Defines `result` as `helper(context, source, result, count, arguments...)` run on the
/// lowered `source` (a buffer, or a scalar for rank 0) of cuda_tile type `sourceType`; returns
/// the lowered result of type `resultType`. Rank-0 values pass through frame slots.
Value emitConversionHelper(KernelLowering &lowering, StringRef helper, Value source,
                           TileType sourceType, TileType resultType, ValueRange arguments) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  SmallVector<Value> operands = {lowering.getBlockContext()};
  if (resultType.getRank() > 0) {
    Value buffer = lowering.allocateTile(resultType);
    operands.append({lowering.getAddress(source), lowering.getAddress(buffer),
                     lowering.constantInt(resultType.getNumElements(), 64)});
    operands.append(arguments.begin(), arguments.end());
    lowering.callRuntime(helper, {}, operands);
    return buffer;
  }
  auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
  Value sourceAddress = lowering.getAddress(lowering.allocateBytes(8));
  Value resultAddress = lowering.getAddress(lowering.allocateBytes(8));
  LLVM::StoreOp::create(builder, loc, source,
                        LLVM::IntToPtrOp::create(builder, loc, pointerType, sourceAddress));
  operands.append({sourceAddress, resultAddress, lowering.constantInt(1, 64)});
  operands.append(arguments.begin(), arguments.end());
  lowering.callRuntime(helper, {}, operands);
  return LLVM::LoadOp::create(builder, loc, lowering.getStorageType(resultType.getElementType()),
                              LLVM::IntToPtrOp::create(builder, loc, pointerType, resultAddress));
}

//===----------------------------------------------------------------------===//
// Reinterpreting and resizing integers
//===----------------------------------------------------------------------===//

/// bitcast, int_to_ptr, ptr_to_int and ptr_to_ptr keep every bit. Tiles are never written after
/// their definition, so a result stored like its source is the source's buffer.
LogicalResult lowerReinterpret(KernelLowering &lowering, Operation *op) {
  Value result = op->getResult(0);
  Type resultStorage = lowering.getStorageType(elementTypeOf(result));
  if (lowering.getStorageType(elementTypeOf(op->getOperand(0))) == resultStorage) {
    lowering.set(result, lowering.get(op->getOperand(0)));
    return success();
  }
  ConversionBuilder b(lowering);
  lowering.emitElementwise(result, op->getOperands(), [&](ValueRange elements) {
    return b.bitcast(elements[0], resultStorage);
  });
  return success();
}

/// Keeps the low 4 bits of an i4 result in its i8 storage, where i4 values live zero-extended.
Value maskToWidth(ConversionBuilder &b, Value value, unsigned width) {
  if (width != 4)
    return value;
  return arith::AndIOp::create(b.builder, b.loc, value, b.constant(value.getType(), 0xF));
}

LogicalResult lowerExtI(KernelLowering &lowering, Operation *op) {
  bool isSigned = cast<ExtIOp>(op).getSignedness() == Signedness::Signed;
  Value result = op->getResult(0);
  unsigned fromWidth = elementTypeOf(op->getOperand(0)).getIntOrFloatBitWidth();
  unsigned toWidth = elementTypeOf(result).getIntOrFloatBitWidth();
  Type toStorage = lowering.getStorageType(elementTypeOf(result));
  ConversionBuilder b(lowering);
  lowering.emitElementwise(result, op->getOperands(), [&](ValueRange elements) {
    Value value = elements[0];
    if (isSigned && fromWidth == 4) {
      // Sign-extends the i4 within its i8 storage.
      Value four = b.constant(value.getType(), 4);
      value = arith::ShRSIOp::create(b.builder, b.loc,
                                     arith::ShLIOp::create(b.builder, b.loc, value, four), four);
    }
    if (value.getType() != toStorage)
      value = isSigned ? arith::ExtSIOp::create(b.builder, b.loc, toStorage, value).getResult()
                       : arith::ExtUIOp::create(b.builder, b.loc, toStorage, value).getResult();
    return maskToWidth(b, value, toWidth);
  });
  return success();
}

/// Keeps the low bits whatever the overflow promise (see the file comment).
LogicalResult lowerTruncI(KernelLowering &lowering, Operation *op) {
  Value result = op->getResult(0);
  unsigned toWidth = elementTypeOf(result).getIntOrFloatBitWidth();
  Type toStorage = lowering.getStorageType(elementTypeOf(result));
  ConversionBuilder b(lowering);
  lowering.emitElementwise(result, op->getOperands(), [&](ValueRange elements) {
    Value value = elements[0];
    if (value.getType() != toStorage)
      value = arith::TruncIOp::create(b.builder, b.loc, toStorage, value);
    return maskToWidth(b, value, toWidth);
  });
  return success();
}

//===----------------------------------------------------------------------===//
// Float conversions
//===----------------------------------------------------------------------===//

LogicalResult lowerFToF(KernelLowering &lowering, Operation *op) {
  auto ftof = cast<FToFOp>(op);
  FloatFormat from = floatFormatOf(ftof.getSource());
  FloatFormat to = floatFormatOf(ftof.getResult());
  numeric::RoundingMode mode = getNumericRoundingMode(ftof.getRoundingMode());
  if (mode == numeric::RoundingMode::NearestEven && isInlineFormat(from) && isInlineFormat(to)) {
    ConversionBuilder b(lowering);
    lowering.emitElementwise(ftof.getResult(), op->getOperands(), [&](ValueRange elements) {
      Value value = b.decode(elements[0], from);
      return b.canonicalizeNaN(value, b.round(value, to), to);
    });
    return success();
  }
  lowering.set(ftof.getResult(),
               emitConversionHelper(lowering, "tilec_rt_convert_floats",
                                    lowering.get(ftof.getSource()), ftof.getSource().getType(),
                                    ftof.getResult().getType(),
                                    {lowering.constantInt(static_cast<int32_t>(from), 32),
                                     lowering.constantInt(static_cast<int32_t>(to), 32),
                                     lowering.constantInt(static_cast<int32_t>(mode), 32)}));
  return success();
}

/// itof rounds to nearest even (the only mode the verifier allows).
LogicalResult lowerIToF(KernelLowering &lowering, Operation *op) {
  auto itof = cast<IToFOp>(op);
  bool isSigned = itof.getSignedness() == Signedness::Signed;
  unsigned width = elementTypeOf(itof.getSource()).getIntOrFloatBitWidth();
  FloatFormat to = floatFormatOf(itof.getResult());
  // Only an i64 may not be exact in f64, where the two-step rounding of bf16 and tf32 starts.
  bool inlineCode = to == FloatFormat::F16 || to == FloatFormat::F32 || to == FloatFormat::F64 ||
                    ((to == FloatFormat::BF16 || to == FloatFormat::TF32) && width <= 32);
  if (!inlineCode) {
    lowering.set(
        itof.getResult(),
        emitConversionHelper(lowering, "tilec_rt_convert_integers_to_floats",
                             lowering.get(itof.getSource()), itof.getSource().getType(),
                             itof.getResult().getType(),
                             {lowering.constantInt(width, 32), lowering.constantInt(isSigned, 32),
                              lowering.constantInt(static_cast<int32_t>(to), 32)}));
    return success();
  }
  ConversionBuilder b(lowering);
  lowering.emitElementwise(itof.getResult(), op->getOperands(), [&](ValueRange elements) {
    auto convert = [&](Type type) -> Value {
      // Signed i1 true is -1 (§2.3): sitofp reads it so.
      if (isSigned)
        return arith::SIToFPOp::create(b.builder, b.loc, type, elements[0]);
      return arith::UIToFPOp::create(b.builder, b.loc, type, elements[0]);
    };
    switch (to) {
    case FloatFormat::F32:
      return convert(b.builder.getF32Type());
    case FloatFormat::F64:
      return convert(b.builder.getF64Type());
    case FloatFormat::F16:
      // Exact in f32 below 2^24; from there on both roundings give infinity (f16 ends at 65520).
      return b.round(convert(b.builder.getF32Type()), to);
    default:
      // bf16, tf32: exact in f32 up to 16 bits, in f64 up to 32.
      return b.round(convert(width <= 16 ? b.builder.getF32Type() : b.builder.getF64Type()), to);
    }
  });
  return success();
}

/// Truncation toward zero of a float (f32 or f64) to an integer of `type`, saturating at the
/// type's bounds and mapping NaN to 0 (ExecConversion.cpp). Every bound is a power of two and
/// so exact; sources between a bound and the next integer inside truncate to the bound anyway.
Value truncateToInteger(ConversionBuilder &b, Value value, IntegerType type, bool isSigned) {
  unsigned width = type.getWidth();
  Type floatType = value.getType();
  double low = isSigned ? -std::ldexp(1.0, width - 1) : 0.0;
  double high = std::ldexp(1.0, isSigned ? width - 1 : width);
  APInt lowest = isSigned ? APInt::getSignedMinValue(width) : APInt::getMinValue(width);
  APInt highest = isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
  // Poison for out-of-range sources, which the selects below drop.
  Value converted = isSigned ? arith::FPToSIOp::create(b.builder, b.loc, type, value).getResult()
                             : arith::FPToUIOp::create(b.builder, b.loc, type, value).getResult();
  Value belowRange = arith::CmpFOp::create(b.builder, b.loc, arith::CmpFPredicate::OLT, value,
                                           b.floatConstant(floatType, low));
  Value aboveRange = arith::CmpFOp::create(b.builder, b.loc, arith::CmpFPredicate::OGE, value,
                                           b.floatConstant(floatType, high));
  auto integer = [&](const APInt &bits) -> Value {
    return arith::ConstantOp::create(b.builder, b.loc, IntegerAttr::get(type, bits));
  };
  Value result = b.select(aboveRange, integer(highest), converted);
  result = b.select(belowRange, integer(lowest), result);
  return b.select(b.isNaN(value), integer(APInt::getZero(width)), result);
}

LogicalResult lowerFToI(KernelLowering &lowering, Operation *op) {
  auto ftoi = cast<FToIOp>(op);
  bool isSigned = ftoi.getSignedness() == Signedness::Signed;
  auto integerType = cast<IntegerType>(elementTypeOf(ftoi.getResult()));
  FloatFormat from = floatFormatOf(ftoi.getSource());
  ConversionBuilder b(lowering);
  if (isInlineFormat(from)) {
    lowering.emitElementwise(ftoi.getResult(), op->getOperands(), [&](ValueRange elements) {
      return truncateToInteger(b, b.decode(elements[0], from), integerType, isSigned);
    });
    return success();
  }
  // The 8- and 4-bit formats widen exactly to f32 in a helper, then truncate inline.
  auto sourceType = ftoi.getSource().getType();
  auto wideType = TileType::get(lowering.getContext(), sourceType.getShape(),
                                Float32Type::get(lowering.getContext()));
  Value wide = emitConversionHelper(
      lowering, "tilec_rt_convert_floats", lowering.get(ftoi.getSource()), sourceType, wideType,
      {lowering.constantInt(static_cast<int32_t>(from), 32),
       lowering.constantInt(static_cast<int32_t>(FloatFormat::F32), 32),
       lowering.constantInt(static_cast<int32_t>(numeric::RoundingMode::NearestEven), 32)});
  if (sourceType.getRank() == 0) {
    lowering.set(ftoi.getResult(), truncateToInteger(b, wide, integerType, isSigned));
    return success();
  }
  Value buffer = lowering.allocateTile(ftoi.getResult().getType());
  lowering.emitLoop(sourceType.getNumElements(), [&](Value index) {
    Value element = memref::LoadOp::create(b.builder, b.loc, wide, index);
    memref::StoreOp::create(b.builder, b.loc, truncateToInteger(b, element, integerType, isSigned),
                            buffer, index);
  });
  lowering.set(ftoi.getResult(), buffer);
  return success();
}

} // namespace

void registerConversionLowerings(LoweringRegistry &registry) {
  registry.add<BitcastOp>(lowerReinterpret);
  registry.add<IntToPtrOp>(lowerReinterpret);
  registry.add<PtrToIntOp>(lowerReinterpret);
  registry.add<PtrToPtrOp>(lowerReinterpret);
  registry.add<ExtIOp>(lowerExtI);
  registry.add<TruncIOp>(lowerTruncI);
  registry.add<FToFOp>(lowerFToF);
  registry.add<IToFOp>(lowerIToF);
  registry.add<FToIOp>(lowerFToI);
}

} // namespace tilec::cpu
