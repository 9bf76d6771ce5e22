//===- IntegerToCPU.cpp - lowering of the Integer operations --------------===//
//
// addi, subi, muli, mulhii, negi, absi, divi, remi, maxi, mini, shli, shri, cmpi, andi, ori and
// xori (tile-ir-ops.md §3.2, §3.3) as plain arith code in element loops, which LLVM vectorizes.
// Integer elements live in their own type (i1..i64), so no masking is needed.
//
// Compiled code does not check overflow promises (the interpreter does, with --interpret): it
// computes the wrap-around value unchecked mode gives. The undefined cases that have no
// wrap-around value get the interpreter's unchecked values (ExecInteger.cpp): x / 0 = all ones,
// x % 0 = x, signed MIN / -1 = MIN, MIN % -1 = 0, and a shift by >= n shifts every bit out.
// They must never trap: x86's divide raises SIGFPE on a zero divisor and on MIN / -1, and LLVM
// makes over-wide shifts poison, so divisors are replaced by 1 before dividing and shift results
// are selected afterwards (a select does not propagate the poison of the operand it drops).
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

namespace {

/// Emits arith code for one element of an integer op. Operands and results are scalars of the
/// op's integer type.
class IntegerBuilder {
public:
  IntegerBuilder(KernelLowering &lowering, Type type)
      : builder(lowering.getBuilder()), loc(lowering.getLoc()), type(type),
        width(type.getIntOrFloatBitWidth()) {}

  /// The n-bit constant with the low n bits of `value`.
  Value constant(int64_t value) {
    return arith::ConstantOp::create(
        builder, loc,
        IntegerAttr::get(type, APInt(width, static_cast<uint64_t>(value), /*isSigned=*/false,
                                     /*implicitTrunc=*/true)));
  }
  Value signedMin() {
    return arith::ConstantOp::create(builder, loc,
                                     IntegerAttr::get(type, APInt::getSignedMinValue(width)));
  }
  Value compare(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpIOp::create(builder, loc, predicate, lhs, rhs);
  }
  Value select(Value condition, Value whenTrue, Value whenFalse) {
    return arith::SelectOp::create(builder, loc, condition, whenTrue, whenFalse);
  }
  Value isZero(Value value) { return compare(arith::CmpIPredicate::eq, value, constant(0)); }
  /// 1 when `condition` holds, else 0, in the op's type.
  Value toInteger(Value condition) {
    return width == 1 ? condition : arith::ExtUIOp::create(builder, loc, type, condition);
  }

  OpBuilder &builder;
  Location loc;
  Type type;
  unsigned width;
};

Type elementTypeOf(Value value) { return cast<TileType>(value.getType()).getElementType(); }

/// An op whose element is one arith op on the elements of its two operands.
template <typename ArithOp>
LogicalResult lowerBinary(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    return ArithOp::create(builder, loc, elements[0], elements[1]).getResult();
  });
  return success();
}

/// maxi and mini: the arith op of the op's signedness.
template <typename OpTy, typename SignedOp, typename UnsignedOp>
LogicalResult lowerMinMax(KernelLowering &lowering, Operation *op) {
  if (cast<OpTy>(op).getSignedness() == Signedness::Signed)
    return lowerBinary<SignedOp>(lowering, op);
  return lowerBinary<UnsignedOp>(lowering, op);
}

LogicalResult lowerNegI(KernelLowering &lowering, Operation *op) {
  IntegerBuilder b(lowering, elementTypeOf(op->getResult(0)));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    return arith::SubIOp::create(b.builder, b.loc, b.constant(0), elements[0]).getResult();
  });
  return success();
}

/// |a| read unsigned: absi(MIN) = MIN's bit pattern, the wrap-around of 0 - MIN.
LogicalResult lowerAbsI(KernelLowering &lowering, Operation *op) {
  IntegerBuilder b(lowering, elementTypeOf(op->getResult(0)));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    Value a = elements[0];
    Value negated = arith::SubIOp::create(b.builder, b.loc, b.constant(0), a);
    return b.select(b.compare(arith::CmpIPredicate::slt, a, b.constant(0)), negated, a);
  });
  return success();
}

/// The high half of the unsigned 2n-bit product.
LogicalResult lowerMulHiI(KernelLowering &lowering, Operation *op) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    return arith::MulUIExtendedOp::create(builder, loc, elements[0], elements[1]).getHigh();
  });
  return success();
}

LogicalResult lowerCmpI(KernelLowering &lowering, Operation *op) {
  auto cmp = cast<CmpIOp>(op);
  bool isSigned = cmp.getSignedness() == Signedness::Signed;
  arith::CmpIPredicate predicate;
  switch (cmp.getComparisonPredicate()) {
  case ComparisonPredicate::equal:
    predicate = arith::CmpIPredicate::eq;
    break;
  case ComparisonPredicate::not_equal:
    predicate = arith::CmpIPredicate::ne;
    break;
  case ComparisonPredicate::less_than:
    predicate = isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
    break;
  case ComparisonPredicate::less_than_or_equal:
    predicate = isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
    break;
  case ComparisonPredicate::greater_than:
    predicate = isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
    break;
  case ComparisonPredicate::greater_than_or_equal:
    predicate = isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
    break;
  }
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    return arith::CmpIOp::create(builder, loc, predicate, elements[0], elements[1]).getResult();
  });
  return success();
}

//===----------------------------------------------------------------------===//
// Shifts: amounts are read unsigned; >= n shifts every bit out
//===----------------------------------------------------------------------===//

LogicalResult lowerShLI(KernelLowering &lowering, Operation *op) {
  IntegerBuilder b(lowering, elementTypeOf(op->getResult(0)));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    Value inRange = b.compare(arith::CmpIPredicate::ult, elements[1], b.constant(b.width));
    Value shifted = arith::ShLIOp::create(b.builder, b.loc, elements[0], elements[1]);
    return b.select(inRange, shifted, b.constant(0));
  });
  return success();
}

LogicalResult lowerShRI(KernelLowering &lowering, Operation *op) {
  bool isSigned = cast<ShRIOp>(op).getSignedness() == Signedness::Signed;
  IntegerBuilder b(lowering, elementTypeOf(op->getResult(0)));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) -> Value {
    Value a = elements[0], amount = elements[1];
    // Shifting by n - 1 already fills every bit with the sign.
    if (isSigned)
      return arith::ShRSIOp::create(
          b.builder, b.loc, a,
          arith::MinUIOp::create(b.builder, b.loc, amount, b.constant(b.width - 1)));
    Value inRange = b.compare(arith::CmpIPredicate::ult, amount, b.constant(b.width));
    Value shifted = arith::ShRUIOp::create(b.builder, b.loc, a, amount);
    return b.select(inRange, shifted, b.constant(0));
  });
  return success();
}

//===----------------------------------------------------------------------===//
// Division and remainder
//===----------------------------------------------------------------------===//

/// Signed MIN / -1, whose quotient does not fit.
Value isSignedOverflow(IntegerBuilder &b, Value a, Value divisor) {
  Value isMin = b.compare(arith::CmpIPredicate::eq, a, b.signedMin());
  Value isMinusOne = b.compare(arith::CmpIPredicate::eq, divisor, b.constant(-1));
  return arith::AndIOp::create(b.builder, b.loc, isMin, isMinusOne);
}

LogicalResult lowerDivI(KernelLowering &lowering, Operation *op) {
  auto div = cast<DivIOp>(op);
  bool isSigned = div.getSignedness() == Signedness::Signed;
  RoundingMode rounding = div.getRounding();
  IntegerBuilder b(lowering, elementTypeOf(div.getResult()));
  lowering.emitElementwise(div.getResult(), op->getOperands(), [&](ValueRange elements) {
    Value a = elements[0], divisor = elements[1];
    Value byZero = b.isZero(divisor);
    // A divisor of 1 in the undefined cases: MIN / 1 is MIN, unchecked MIN / -1, and x / 0 is
    // replaced below.
    Value undefined =
        isSigned ? arith::OrIOp::create(b.builder, b.loc, byZero, isSignedOverflow(b, a, divisor))
                 : byZero;
    Value safe = b.select(undefined, b.constant(1), divisor);
    Value quotient;
    if (isSigned) {
      quotient = arith::DivSIOp::create(b.builder, b.loc, a, safe);
      if (rounding != RoundingMode::zero) {
        // Division truncates; an inexact quotient is negative exactly when the signs differ.
        Value remainder = arith::RemSIOp::create(b.builder, b.loc, a, safe);
        Value inexact = b.compare(arith::CmpIPredicate::ne, remainder, b.constant(0));
        Value signs = arith::XOrIOp::create(b.builder, b.loc, a, safe);
        if (rounding == RoundingMode::positive_inf) {
          Value positive = b.compare(arith::CmpIPredicate::sge, signs, b.constant(0));
          Value up = arith::AndIOp::create(b.builder, b.loc, inexact, positive);
          quotient = arith::AddIOp::create(b.builder, b.loc, quotient, b.toInteger(up));
        } else {
          Value negative = b.compare(arith::CmpIPredicate::slt, signs, b.constant(0));
          Value down = arith::AndIOp::create(b.builder, b.loc, inexact, negative);
          quotient = arith::SubIOp::create(b.builder, b.loc, quotient, b.toInteger(down));
        }
      }
    } else {
      quotient = arith::DivUIOp::create(b.builder, b.loc, a, safe);
      // Ceiling as a / b + (a % b != 0), which cannot overflow.
      if (rounding == RoundingMode::positive_inf) {
        Value remainder = arith::RemUIOp::create(b.builder, b.loc, a, safe);
        Value inexact = b.compare(arith::CmpIPredicate::ne, remainder, b.constant(0));
        quotient = arith::AddIOp::create(b.builder, b.loc, quotient, b.toInteger(inexact));
      }
    }
    return b.select(byZero, b.constant(-1), quotient);
  });
  return success();
}

LogicalResult lowerRemI(KernelLowering &lowering, Operation *op) {
  bool isSigned = cast<RemIOp>(op).getSignedness() == Signedness::Signed;
  IntegerBuilder b(lowering, elementTypeOf(op->getResult(0)));
  lowering.emitElementwise(op->getResult(0), op->getOperands(), [&](ValueRange elements) {
    Value a = elements[0], divisor = elements[1];
    Value byZero = b.isZero(divisor);
    // x % 1 = 0 is also the unchecked MIN % -1; x % 0 is replaced below.
    Value undefined =
        isSigned ? arith::OrIOp::create(b.builder, b.loc, byZero, isSignedOverflow(b, a, divisor))
                 : byZero;
    Value safe = b.select(undefined, b.constant(1), divisor);
    Value remainder = isSigned ? arith::RemSIOp::create(b.builder, b.loc, a, safe).getResult()
                               : arith::RemUIOp::create(b.builder, b.loc, a, safe).getResult();
    return b.select(byZero, a, remainder);
  });
  return success();
}

} // namespace

void registerIntegerLowerings(LoweringRegistry &registry) {
  // Overflow promises are not checked here (see the file comment): plain wrapping ops.
  registry.add<AddIOp>(lowerBinary<arith::AddIOp>);
  registry.add<SubIOp>(lowerBinary<arith::SubIOp>);
  registry.add<MulIOp>(lowerBinary<arith::MulIOp>);
  registry.add<ShLIOp>(lowerShLI);
  registry.add<NegIOp>(lowerNegI);
  registry.add<MulHiIOp>(lowerMulHiI);
  registry.add<AbsIOp>(lowerAbsI);
  registry.add<AndIOp>(lowerBinary<arith::AndIOp>);
  registry.add<OrIOp>(lowerBinary<arith::OrIOp>);
  registry.add<XOrIOp>(lowerBinary<arith::XOrIOp>);
  registry.add<MaxIOp>(lowerMinMax<MaxIOp, arith::MaxSIOp, arith::MaxUIOp>);
  registry.add<MinIOp>(lowerMinMax<MinIOp, arith::MinSIOp, arith::MinUIOp>);
  registry.add<CmpIOp>(lowerCmpI);
  registry.add<ShRIOp>(lowerShRI);
  registry.add<DivIOp>(lowerDivI);
  registry.add<RemIOp>(lowerRemI);
}

} // namespace tilec::cpu
