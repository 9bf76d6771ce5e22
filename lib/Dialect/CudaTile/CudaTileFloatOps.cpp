//===- CudaTileFloatOps.cpp - Float operations: syntax and verifiers ----===//
//
// Custom syntax directives and verifiers of the element-wise float operations and cmpf. The
// matrix products live in CudaTileFloatOpsMma.cpp.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace tilec::cuda_tile;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// `[rounding<M>]`. Every mode parses; the verifier decides which ones the operation takes, so
/// the error can name the rule instead of a syntax error. The default only matters when printing
/// (ODS passes a directive's literal arguments to both functions).
static ParseResult parseRoundingMode(OpAsmParser &parser, RoundingModeAttr &attr,
                                     RoundingMode /*defaultMode*/) {
  if (failed(parser.parseOptionalKeyword("rounding")))
    return success();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode)
    return parser.emitError(loc, "unknown rounding mode '") << keyword << "'";
  if (parser.parseGreater())
    return failure();
  attr = RoundingModeAttr::get(parser.getContext(), *mode);
  return success();
}

/// Prints ` rounding<M>` unless M is the operation's default (tile-ir-syntax.md §5).
/// The space before the clause is printed even when the default mode is omitted, which leaves
/// two spaces before what follows (`mulf %a, %b  : tile<4xf32>`): NVIDIA's printer does so, and
/// printed kernels should read the same from both tools.
static void printRoundingMode(OpAsmPrinter &printer, Operation *, RoundingModeAttr attr,
                              RoundingMode defaultMode) {
  printer << ' ';
  if (attr && attr.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << '>';
}

/// maxf/minf flags: `flush_to_zero` and `propagate_nan`, each at most once, in any order.
static ParseResult parseMinMaxFlags(OpAsmParser &parser, UnitAttr &flushToZero,
                                    UnitAttr &propagateNan) {
  while (true) {
    SMLoc loc = parser.getCurrentLocation();
    UnitAttr *flag = nullptr;
    StringRef name;
    if (succeeded(parser.parseOptionalKeyword("flush_to_zero"))) {
      flag = &flushToZero;
      name = "flush_to_zero";
    } else if (succeeded(parser.parseOptionalKeyword("propagate_nan"))) {
      flag = &propagateNan;
      name = "propagate_nan";
    } else {
      return success();
    }
    if (*flag)
      return parser.emitError(loc, "'") << name << "' appears more than once";
    *flag = parser.getBuilder().getUnitAttr();
  }
}

static void printMinMaxFlags(OpAsmPrinter &printer, Operation *, UnitAttr flushToZero,
                             UnitAttr propagateNan) {
  if (flushToZero)
    printer << " flush_to_zero";
  if (propagateNan)
    printer << " propagate_nan";
}

/// cmpf's bare keywords (`less_than ordered`) for attributes that print as `<...>` on their own.
template <typename AttrT>
static ParseResult parseEnumKeyword(OpAsmParser &parser, AttrT &attr, StringRef what) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  auto value = symbolizeEnum<decltype(attr.getValue())>(keyword);
  if (!value)
    return parser.emitError(loc, "expected ") << what << ", got '" << keyword << "'";
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

static ParseResult parseComparisonPredicate(OpAsmParser &parser,
                                            ComparisonPredicateAttr &attr) {
  return parseEnumKeyword(parser, attr,
                          "a comparison predicate (equal, not_equal, less_than, "
                          "less_than_or_equal, greater_than, greater_than_or_equal)");
}

static void printComparisonPredicate(OpAsmPrinter &printer, Operation *,
                                     ComparisonPredicateAttr attr) {
  printer << stringifyComparisonPredicate(attr.getValue());
}

static ParseResult parseComparisonOrdering(OpAsmParser &parser, ComparisonOrderingAttr &attr) {
  return parseEnumKeyword(parser, attr, "'ordered' or 'unordered'");
}

static void printComparisonOrdering(OpAsmPrinter &printer, Operation *,
                                    ComparisonOrderingAttr attr) {
  printer << stringifyComparisonOrdering(attr.getValue());
}

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.cpp.inc"

void CudaTileDialect::registerFloatOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Modifier rules (tile-ir-ops.md §2.5)
//===----------------------------------------------------------------------===//

namespace {

constexpr RoundingMode kIeeeModes[] = {RoundingMode::nearest_even, RoundingMode::zero,
                                       RoundingMode::negative_inf, RoundingMode::positive_inf};
constexpr RoundingMode kDivModes[] = {RoundingMode::nearest_even, RoundingMode::zero,
                                      RoundingMode::negative_inf, RoundingMode::positive_inf,
                                      RoundingMode::approx, RoundingMode::full};
constexpr RoundingMode kSqrtModes[] = {RoundingMode::nearest_even, RoundingMode::zero,
                                       RoundingMode::negative_inf, RoundingMode::positive_inf,
                                       RoundingMode::approx};
constexpr RoundingMode kApproximableModes[] = {RoundingMode::full, RoundingMode::approx};

Type getResultElementType(Operation *op) {
  return cast<TileType>(op->getResult(0).getType()).getElementType();
}

/// The mode must be one the operation takes; `approx` is an f32 hardware path everywhere, and
/// `full` is f32-only where `fullNeedsF32` (divf) but a plain accuracy level for exp/tanh.
LogicalResult verifyRoundingMode(Operation *op, RoundingMode mode,
                                 ArrayRef<RoundingMode> allowed, bool fullNeedsF32 = false) {
  if (!llvm::is_contained(allowed, mode)) {
    InFlightDiagnostic diag = op->emitOpError("rounding mode ")
                              << stringifyRoundingMode(mode) << " is not allowed; expected ";
    llvm::interleave(
        allowed, [&](RoundingMode m) { diag << stringifyRoundingMode(m); },
        [&] { diag << ", "; });
    return diag;
  }
  Type elementType = getResultElementType(op);
  bool needsF32 = mode == RoundingMode::approx || (mode == RoundingMode::full && fullNeedsF32);
  if (needsF32 && !elementType.isF32())
    return op->emitOpError("rounding mode ")
           << stringifyRoundingMode(mode) << " is only allowed for f32, got " << elementType;
  return success();
}

/// Subnormal flushing is an f32 hardware mode.
LogicalResult verifyFlushToZero(Operation *op, bool flushToZero) {
  Type elementType = getResultElementType(op);
  if (flushToZero && !elementType.isF32())
    return op->emitOpError("flush_to_zero is only allowed for f32, got ") << elementType;
  return success();
}

template <typename OpT>
LogicalResult verifyIeeeArithmetic(OpT op, ArrayRef<RoundingMode> allowed,
                                   bool fullNeedsF32 = false) {
  if (failed(verifyRoundingMode(op, op.getRoundingMode(), allowed, fullNeedsF32)))
    return failure();
  return verifyFlushToZero(op, op.getFlushToZero());
}

} // namespace

LogicalResult AddFOp::verify() { return verifyIeeeArithmetic(*this, kIeeeModes); }
LogicalResult SubFOp::verify() { return verifyIeeeArithmetic(*this, kIeeeModes); }
LogicalResult MulFOp::verify() { return verifyIeeeArithmetic(*this, kIeeeModes); }
LogicalResult FmaOp::verify() { return verifyIeeeArithmetic(*this, kIeeeModes); }
LogicalResult DivFOp::verify() {
  return verifyIeeeArithmetic(*this, kDivModes, /*fullNeedsF32=*/true);
}
LogicalResult SqrtOp::verify() { return verifyIeeeArithmetic(*this, kSqrtModes); }

LogicalResult ExpOp::verify() {
  return verifyRoundingMode(*this, getRoundingMode(), kApproximableModes);
}
LogicalResult TanhOp::verify() {
  return verifyRoundingMode(*this, getRoundingMode(), kApproximableModes);
}

LogicalResult Exp2Op::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult RsqrtOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult MaxFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }
LogicalResult MinFOp::verify() { return verifyFlushToZero(*this, getFlushToZero()); }

//===----------------------------------------------------------------------===//
// cmpf
//===----------------------------------------------------------------------===//

LogicalResult CmpFOp::verify() {
  auto operandType = cast<TileType>(getLhs().getType());
  auto resultType = cast<TileType>(getResult().getType());
  if (operandType.getShape() != resultType.getShape())
    return emitOpError("result shape must equal the operand shape: operands are ")
           << operandType << ", result is " << resultType;
  return success();
}

//===----------------------------------------------------------------------===//
// fpowi (13.4)
//===----------------------------------------------------------------------===//

LogicalResult FPowIOp::verify() {
  auto sourceType = cast<TileType>(getSource().getType());
  auto exponentType = cast<TileType>(getExponent().getType());
  // The 13.4 text allows exponents of at most 32 bits; producers reject i64 before assembly.
  Type exponentElement = exponentType.getElementType();
  if (exponentElement.isInteger(64))
    return emitOpError("exponent elements must be i1, i8, i16 or i32, got ") << exponentElement;
  // Element-wise without broadcasting: the addendum leaves it open, equal shapes are the safe
  // reading.
  if (sourceType.getShape() != exponentType.getShape())
    return emitOpError("source and exponent must have the same shape, got ")
           << sourceType << " and " << exponentType;
  return success();
}
