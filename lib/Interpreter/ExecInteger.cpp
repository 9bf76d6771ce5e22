//===- ExecInteger.cpp - semantics of the Integer operations ----------------===//
//
// tile-ir-ops.md §3.2 and §3.3. Elements are n-bit two's-complement bit patterns (n = 1..64)
// held masked in a uint64_t; each operation reads them signed or unsigned as the spec says.
// Exact intermediate results use 128-bit arithmetic, which holds every sum, difference and
// product of two 64-bit operands, so overflow promises are checked without tricks.
//
// Undefined behaviour (§1.5): a broken overflow<...> promise, division or remainder by zero,
// signed MIN / -1 and MIN % -1, shift amounts >= n. Checked mode reports it; unchecked mode
// gives the two's-complement wrap-around value, and for the cases that have none: x / 0 = all
// ones, x % 0 = x, a shift by >= n shifts every bit out (0, or all sign bits for a signed right
// shift).
//
//===----------------------------------------------------------------------===//
#include "IntegerElementwise.h"
#include "OpHandlers.h"

#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

using Int128 = __int128;
using UInt128 = unsigned __int128;

unsigned elementWidth(Value value) {
  return getIntegerWidth(cast<TileType>(value.getType()).getElementType());
}

/// Bits of the most negative n-bit number, which is also the sign bit alone.
uint64_t minSignedBits(unsigned width) { return uint64_t(1) << (width - 1); }

bool fitsSigned(Int128 exact, unsigned width) {
  Int128 limit = Int128(1) << (width - 1);
  return exact >= -limit && exact < limit;
}

bool fitsUnsigned(UInt128 exact, unsigned width) { return (exact >> width) == 0; }

/// a < b under the chosen reading of n-bit patterns.
bool lessThan(uint64_t a, uint64_t b, unsigned width, bool isSigned) {
  return isSigned ? signExtend(a, width) < signExtend(b, width) : a < b;
}

/// Records which half of an overflow<O> promise an exact result breaks, if any.
void checkPromise(IntegerOverflow promise, bool wrapsSigned, bool wrapsUnsigned,
                  std::string &undefined) {
  bool noSignedWrap =
      promise == IntegerOverflow::no_signed_wrap || promise == IntegerOverflow::no_wrap;
  bool noUnsignedWrap =
      promise == IntegerOverflow::no_unsigned_wrap || promise == IntegerOverflow::no_wrap;
  const char *broken = noSignedWrap && wrapsSigned       ? "signed"
                       : noUnsignedWrap && wrapsUnsigned ? "unsigned"
                                                         : nullptr;
  if (broken)
    undefined = (Twine(broken) + " wrap-around breaks the promise overflow<" +
                 stringifyIntegerOverflow(promise) + ">")
                    .str();
}

/// Shift amounts are read unsigned and must be below the bit width ([U] → UB).
bool checkShiftAmount(uint64_t amount, unsigned width, std::string &undefined) {
  if (amount < width)
    return true;
  undefined =
      ("shift amount " + Twine(amount) + " is not below the bit width " + Twine(width)).str();
  return false;
}

/// Evaluates `compute(a, b, undefined)` on the bits of each pair of operand elements.
template <typename Compute>
LogicalResult mapBinary(BlockExecutor &executor, Operation *op, Compute &&compute) {
  const TileValue &lhs = executor.getTile(op->getOperand(0));
  const TileValue &rhs = executor.getTile(op->getOperand(1));
  return mapElements(executor, op, [&](int64_t i, std::string &undefined) {
    return compute(lhs.elements[i], rhs.elements[i], undefined);
  });
}

template <typename Compute>
LogicalResult mapUnary(BlockExecutor &executor, Operation *op, Compute &&compute) {
  const TileValue &source = executor.getTile(op->getOperand(0));
  return mapElements(executor, op, [&](int64_t i, std::string &undefined) {
    return compute(source.elements[i], undefined);
  });
}

//===----------------------------------------------------------------------===//
// Wrapping arithmetic with overflow promises
//===----------------------------------------------------------------------===//

LogicalResult executeAddI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<AddIOp>(op).getOverflow();
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (promise != IntegerOverflow::none)
      checkPromise(promise, !fitsSigned(Int128(signExtend(a, width)) + signExtend(b, width), width),
                   !fitsUnsigned(UInt128(a) + b, width), undefined);
    return a + b;
  });
}

LogicalResult executeSubI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<SubIOp>(op).getOverflow();
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (promise != IntegerOverflow::none)
      checkPromise(promise, !fitsSigned(Int128(signExtend(a, width)) - signExtend(b, width), width),
                   /*wrapsUnsigned=*/a < b, undefined);
    return a - b;
  });
}

LogicalResult executeMulI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<MulIOp>(op).getOverflow();
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (promise != IntegerOverflow::none)
      checkPromise(promise, !fitsSigned(Int128(signExtend(a, width)) * signExtend(b, width), width),
                   !fitsUnsigned(UInt128(a) * b, width), undefined);
    return a * b;
  });
}

LogicalResult executeShLI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<ShLIOp>(op).getOverflow();
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (!checkShiftAmount(b, width, undefined))
      return uint64_t(0);
    // a << b is a · 2^b; the promises are about that exact product (§3.2: nsw = the bits shifted
    // out and the result's sign all equal the original sign, nuw = no 1-bit shifted out).
    if (promise != IntegerOverflow::none)
      checkPromise(promise, !fitsSigned(Int128(signExtend(a, width)) * (Int128(1) << b), width),
                   !fitsUnsigned(UInt128(a) << b, width), undefined);
    return a << b;
  });
}

LogicalResult executeNegI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<NegIOp>(op).getOverflow();
  unsigned width = elementWidth(op->getOperand(0));
  return mapUnary(executor, op, [&](uint64_t a, std::string &undefined) {
    // 0 - a: wraps signed only for MIN, and unsigned for every a != 0, so no_wrap (accepted by
    // the verifier, §3.2) promises a == 0.
    if (promise != IntegerOverflow::none)
      checkPromise(promise, /*wrapsSigned=*/a == minSignedBits(width),
                   /*wrapsUnsigned=*/a != 0, undefined);
    return uint64_t(0) - a;
  });
}

//===----------------------------------------------------------------------===//
// Operations without undefined behaviour
//===----------------------------------------------------------------------===//

LogicalResult executeMulHiI(BlockExecutor &executor, Operation *op) {
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &) {
    return static_cast<uint64_t>((UInt128(a) * b) >> width);
  });
}

LogicalResult executeAbsI(BlockExecutor &executor, Operation *op) {
  unsigned width = elementWidth(op->getOperand(0));
  // |a| read unsigned: absi(MIN) is 2^(n-1), which has MIN's bit pattern.
  return mapUnary(executor, op, [&](uint64_t a, std::string &) {
    return signExtend(a, width) < 0 ? uint64_t(0) - a : a;
  });
}

LogicalResult executeAndI(BlockExecutor &executor, Operation *op) {
  return mapBinary(executor, op, [](uint64_t a, uint64_t b, std::string &) { return a & b; });
}

LogicalResult executeOrI(BlockExecutor &executor, Operation *op) {
  return mapBinary(executor, op, [](uint64_t a, uint64_t b, std::string &) { return a | b; });
}

LogicalResult executeXOrI(BlockExecutor &executor, Operation *op) {
  return mapBinary(executor, op, [](uint64_t a, uint64_t b, std::string &) { return a ^ b; });
}

template <typename OpTy, bool Max>
LogicalResult executeMinMaxI(BlockExecutor &executor, Operation *op) {
  bool isSigned = cast<OpTy>(op).getSignedness() == Signedness::Signed;
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &) {
    return lessThan(a, b, width, isSigned) == Max ? b : a;
  });
}

LogicalResult executeCmpI(BlockExecutor &executor, Operation *op) {
  auto cmp = cast<CmpIOp>(op);
  ComparisonPredicate predicate = cmp.getComparisonPredicate();
  bool isSigned = cmp.getSignedness() == Signedness::Signed;
  unsigned width = elementWidth(cmp.getLhs());
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &) -> uint64_t {
    switch (predicate) {
    case ComparisonPredicate::equal:
      return a == b;
    case ComparisonPredicate::not_equal:
      return a != b;
    case ComparisonPredicate::less_than:
      return lessThan(a, b, width, isSigned);
    case ComparisonPredicate::less_than_or_equal:
      return !lessThan(b, a, width, isSigned);
    case ComparisonPredicate::greater_than:
      return lessThan(b, a, width, isSigned);
    case ComparisonPredicate::greater_than_or_equal:
      return !lessThan(a, b, width, isSigned);
    }
    llvm_unreachable("unknown comparison predicate");
  });
}

//===----------------------------------------------------------------------===//
// Shifts right, division and remainder
//===----------------------------------------------------------------------===//

LogicalResult executeShRI(BlockExecutor &executor, Operation *op) {
  bool isSigned = cast<ShRIOp>(op).getSignedness() == Signedness::Signed;
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    int64_t value = signExtend(a, width);
    if (!checkShiftAmount(b, width, undefined))
      return isSigned && value < 0 ? ~uint64_t(0) : uint64_t(0);
    return isSigned ? static_cast<uint64_t>(value >> b) : a >> b;
  });
}

LogicalResult executeDivI(BlockExecutor &executor, Operation *op) {
  auto div = cast<DivIOp>(op);
  bool isSigned = div.getSignedness() == Signedness::Signed;
  RoundingMode rounding = div.getRounding();
  unsigned width = elementWidth(div.getLhs());
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (b == 0) {
      undefined = "division by zero";
      return ~uint64_t(0);
    }
    if (!isSigned) {
      // Ceiling division as a / b + (a % b != 0), which cannot overflow (§3.2).
      uint64_t quotient = a / b;
      if (rounding == RoundingMode::positive_inf && a % b != 0)
        ++quotient;
      return quotient;
    }
    if (a == minSignedBits(width) && b == truncateBits(~uint64_t(0), width)) {
      undefined = "signed division overflows (MIN / -1)";
      return a;
    }
    int64_t lhs = signExtend(a, width), rhs = signExtend(b, width);
    int64_t quotient = lhs / rhs;
    if (lhs % rhs != 0) {
      // C++ truncates; an inexact quotient is negative exactly when the signs differ.
      bool negative = (lhs < 0) != (rhs < 0);
      if (rounding == RoundingMode::positive_inf && !negative)
        ++quotient;
      if (rounding == RoundingMode::negative_inf && negative)
        --quotient;
    }
    return static_cast<uint64_t>(quotient);
  });
}

LogicalResult executeRemI(BlockExecutor &executor, Operation *op) {
  bool isSigned = cast<RemIOp>(op).getSignedness() == Signedness::Signed;
  unsigned width = elementWidth(op->getOperand(0));
  return mapBinary(executor, op, [&](uint64_t a, uint64_t b, std::string &undefined) {
    if (b == 0) {
      undefined = "remainder by zero";
      return a;
    }
    if (!isSigned)
      return a % b;
    // [U] in the spec, UB as in LLVM: MIN % -1 would need the overflowing MIN / -1.
    if (a == minSignedBits(width) && b == truncateBits(~uint64_t(0), width)) {
      undefined = "signed remainder overflows (MIN % -1)";
      return uint64_t(0);
    }
    // Truncated remainder: the sign of the dividend.
    return static_cast<uint64_t>(signExtend(a, width) % signExtend(b, width));
  });
}

//===----------------------------------------------------------------------===//
// Matrix product
//===----------------------------------------------------------------------===//

/// The elements of an mmai input, extended to int64 per its signedness.
std::vector<int64_t> extendOperand(const TileValue &tile, Signedness signedness) {
  unsigned width = getIntegerWidth(tile.elementType);
  std::vector<int64_t> values(tile.elements.size());
  for (auto [value, bits] : llvm::zip(values, tile.elements))
    value = signedness == Signedness::Signed ? signExtend(bits, width) : static_cast<int64_t>(bits);
  return values;
}

LogicalResult executeMmaI(BlockExecutor &executor, Operation *op) {
  auto mma = cast<MmaIOp>(op);
  const TileValue &acc = executor.getTile(mma.getAcc());
  std::vector<int64_t> lhs = extendOperand(executor.getTile(mma.getLhs()), mma.getSignednessLhs());
  std::vector<int64_t> rhs = extendOperand(executor.getTile(mma.getRhs()), mma.getSignednessRhs());
  ArrayRef<int64_t> lhsShape = cast<TileType>(mma.getLhs().getType()).getShape();
  int64_t rank = acc.getRank();
  int64_t batches = rank == 3 ? acc.shape[0] : 1;
  int64_t m = acc.shape[rank - 2], n = acc.shape[rank - 1], k = lhsShape[rank - 1];
  unsigned width = getIntegerWidth(acc.elementType);

  // d = c + a·b, summed in k order in 64-bit wrapping arithmetic: truncation to the i32 result
  // then gives the sum modulo 2^32 ([U] → wrap), whatever the order. The i-k-j loop order
  // streams rows of b and d.
  TileValue result = acc;
  for (int64_t batch = 0; batch < batches; ++batch) {
    const int64_t *a = lhs.data() + batch * m * k;
    const int64_t *b = rhs.data() + batch * k * n;
    uint64_t *d = result.elements.data() + batch * m * n;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t kk = 0; kk < k; ++kk) {
        int64_t scale = a[i * k + kk];
        for (int64_t j = 0; j < n; ++j)
          d[i * n + j] += static_cast<uint64_t>(scale * b[kk * n + j]);
      }
  }
  for (uint64_t &bits : result.elements)
    bits = truncateBits(bits, width);
  executor.set(mma.getResult(), std::move(result));
  return success();
}

} // namespace

void registerIntegerHandlers(HandlerRegistry &registry) {
  registry.add<AddIOp>(executeAddI);
  registry.add<SubIOp>(executeSubI);
  registry.add<MulIOp>(executeMulI);
  registry.add<ShLIOp>(executeShLI);
  registry.add<NegIOp>(executeNegI);
  registry.add<MulHiIOp>(executeMulHiI);
  registry.add<AbsIOp>(executeAbsI);
  registry.add<AndIOp>(executeAndI);
  registry.add<OrIOp>(executeOrI);
  registry.add<XOrIOp>(executeXOrI);
  registry.add<MaxIOp>(executeMinMaxI<MaxIOp, /*Max=*/true>);
  registry.add<MinIOp>(executeMinMaxI<MinIOp, /*Max=*/false>);
  registry.add<CmpIOp>(executeCmpI);
  registry.add<ShRIOp>(executeShRI);
  registry.add<DivIOp>(executeDivI);
  registry.add<RemIOp>(executeRemI);
  registry.add<MmaIOp>(executeMmaI);
}

} // namespace tilec::interp
