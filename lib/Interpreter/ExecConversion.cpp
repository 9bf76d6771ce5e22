//===- ExecConversion.cpp - semantics of the Conversion operations ----------------===//
//
// tile-ir-ops.md §3.5 and §2.6. Every float rounding goes through the numeric library
// (tilec/Numeric/FloatFormats.h), which rounds exactly once and applies the Tile IR rules for
// the narrow formats (satfinite f8E4M3FN/f8E5M2/f4E2M1FN, f8E8M0FNU without zero or sign,
// canonical NaNs).
//
// Undefined behaviour: a broken trunci overflow promise (unchecked trunci keeps the low bits).
// ftoi of NaN, ±Inf or a value whose truncation does not fit the integer type is not itself
// undefined behaviour: only *using* that result is (§1.5), and a valid program may drop it, e.g.
// the out-of-bounds lanes of a partial view tile, which hold unspecified values and which a
// store skips. Such an element saturates to the nearest bound and NaN becomes 0, as PTX's
// cvt.rzi does, in checked and unchecked mode alike. That is exactly what 13.4's `ftoi ...
// saturating` defines (tile-ir-13.4-13.5.md §4.3), so the modifier needs no code of its own.
//
//===----------------------------------------------------------------------===//
#include "IntegerElementwise.h"
#include "OpHandlers.h"
#include "RoundingModes.h"

#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"

#include <cmath>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

Type resultElementType(Operation *op) {
  return cast<TileType>(op->getResult(0).getType()).getElementType();
}

/// Evaluates `convert(bits, undefined)` on each source element.
template <typename Convert>
LogicalResult mapSource(BlockExecutor &executor, Operation *op, Convert &&convert) {
  const TileValue &source = executor.getTile(op->getOperand(0));
  return mapElements(executor, op, [&](int64_t i, std::string &undefined) {
    return convert(source.elements[i], undefined);
  });
}

/// bitcast, int_to_ptr, ptr_to_int and ptr_to_ptr keep every bit: integers, floats and
/// pointers of equal width share one encoding (RuntimeValue.h).
LogicalResult executeReinterpret(BlockExecutor &executor, Operation *op) {
  return mapSource(executor, op, [](uint64_t bits, std::string &) { return bits; });
}

LogicalResult executeExtI(BlockExecutor &executor, Operation *op) {
  bool isSigned = cast<ExtIOp>(op).getSignedness() == Signedness::Signed;
  unsigned width = getIntegerWidth(cast<TileType>(op->getOperand(0).getType()).getElementType());
  return mapSource(executor, op, [&](uint64_t bits, std::string &) {
    return isSigned ? static_cast<uint64_t>(signExtend(bits, width)) : bits;
  });
}

LogicalResult executeTruncI(BlockExecutor &executor, Operation *op) {
  IntegerOverflow promise = cast<TruncIOp>(op).getOverflow();
  unsigned from = getIntegerWidth(cast<TileType>(op->getOperand(0).getType()).getElementType());
  unsigned to = getIntegerWidth(resultElementType(op));
  bool noSignedWrap =
      promise == IntegerOverflow::no_signed_wrap || promise == IntegerOverflow::no_wrap;
  bool noUnsignedWrap =
      promise == IntegerOverflow::no_unsigned_wrap || promise == IntegerOverflow::no_wrap;
  return mapSource(executor, op, [&](uint64_t bits, std::string &undefined) {
    uint64_t kept = truncateBits(bits, to);
    // nsw: the dropped bits all equal the result's top bit, i.e. the signed value survives;
    // nuw: the dropped bits are all zero, i.e. the unsigned value survives.
    const char *broken = noSignedWrap && signExtend(kept, to) != signExtend(bits, from) ? "signed"
                         : noUnsignedWrap && kept != bits                               ? "unsigned"
                                                                                        : nullptr;
    if (broken)
      undefined = (Twine("the ") + broken + " value changes, breaking the promise overflow<" +
                   stringifyIntegerOverflow(promise) + ">")
                      .str();
    return kept;
  });
}

LogicalResult executeFToF(BlockExecutor &executor, Operation *op) {
  auto ftof = cast<FToFOp>(op);
  numeric::FloatFormat from = *getFloatFormat(ftof.getSource().getType().getElementType());
  numeric::FloatFormat to = *getFloatFormat(resultElementType(op));
  numeric::RoundingMode mode = *getIEEERoundingMode(ftof.getRoundingMode());
  return mapSource(executor, op, [&](uint64_t bits, std::string &) {
    return numeric::convert(bits, from, to, mode);
  });
}

LogicalResult executeIToF(BlockExecutor &executor, Operation *op) {
  auto itof = cast<IToFOp>(op);
  bool isSigned = itof.getSignedness() == Signedness::Signed;
  unsigned width = getIntegerWidth(itof.getSource().getType().getElementType());
  numeric::FloatFormat to = *getFloatFormat(resultElementType(op));
  numeric::RoundingMode mode = *getIEEERoundingMode(itof.getRoundingMode());
  // Signed i1 true is -1 (§2.3), so it converts to -1.0.
  return mapSource(executor, op, [&](uint64_t bits, std::string &) {
    return isSigned ? numeric::encodeFromInt64(signExtend(bits, width), to, mode)
                    : numeric::encodeFromUInt64(bits, to, mode);
  });
}

LogicalResult executeFToI(BlockExecutor &executor, Operation *op) {
  auto ftoi = cast<FToIOp>(op);
  bool isSigned = ftoi.getSignedness() == Signedness::Signed;
  Type sourceType = ftoi.getSource().getType().getElementType();
  unsigned width = getIntegerWidth(resultElementType(op));
  // The representable range [low, high) as doubles; all bounds are powers of two (or 0) and
  // therefore exact, and every source format is a subset of double.
  double low = isSigned ? -std::ldexp(1.0, width - 1) : 0.0;
  double high = isSigned ? std::ldexp(1.0, width - 1) : std::ldexp(1.0, width);
  uint64_t signBit = uint64_t(1) << (width - 1);
  uint64_t lowest = isSigned ? signBit : 0, highest = isSigned ? signBit - 1 : ~uint64_t(0);
  return mapSource(executor, op, [&](uint64_t bits, std::string &) -> uint64_t {
    double value = decodeFloat(bits, sourceType);
    if (std::isnan(value))
      return 0;
    // Truncation toward zero, then the range check on the exact integer.
    double truncated = std::trunc(value);
    if (truncated < low)
      return lowest;
    if (truncated >= high)
      return highest;
    return isSigned ? static_cast<uint64_t>(static_cast<int64_t>(truncated))
                    : static_cast<uint64_t>(truncated);
  });
}

} // namespace

void registerConversionHandlers(HandlerRegistry &registry) {
  registry.add<BitcastOp>(executeReinterpret);
  registry.add<IntToPtrOp>(executeReinterpret);
  registry.add<PtrToIntOp>(executeReinterpret);
  registry.add<PtrToPtrOp>(executeReinterpret);
  registry.add<ExtIOp>(executeExtI);
  registry.add<TruncIOp>(executeTruncI);
  registry.add<FToFOp>(executeFToF);
  registry.add<IToFOp>(executeIToF);
  registry.add<FToIOp>(executeFToI);
}

} // namespace tilec::interp
