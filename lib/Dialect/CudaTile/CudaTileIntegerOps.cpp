//===- CudaTileIntegerOps.cpp - Integer operations: syntax and verifiers ----===//
//
// Custom syntax directives, builders and verifiers of the integer and bitwise operations
// (tile-ir-ops.md §3.2, §3.3). The element-wise ops without modifiers need nothing here: their
// types and the INT element class are checked by ODS constraints.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::cuda_tile;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// Enum attributes that the custom syntax spells as a bare keyword (`signed`, `less_than`)
/// while the attribute itself prints as `<...>` in the generic form.
template <typename AttrT, typename SymbolizeFn>
static ParseResult parseEnumKeyword(OpAsmParser &parser, AttrT &attr, SymbolizeFn symbolize,
                                    StringRef expected) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return parser.emitError(loc, "expected ") << expected;
  auto value = symbolize(keyword);
  if (!value)
    return parser.emitError(loc, "expected ") << expected << ", got '" << keyword << "'";
  attr = AttrT::get(parser.getContext(), *value);
  return success();
}

/// `signed` or `unsigned`: mandatory wherever an integer operation has a signedness.
static ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr) {
  return parseEnumKeyword(
      parser, attr, [](StringRef keyword) { return symbolizeSignedness(keyword); },
      "'signed' or 'unsigned'");
}

static void printSignedness(OpAsmPrinter &printer, Operation *, SignednessAttr attr) {
  printer << stringifySignedness(attr.getValue());
}

/// cmpi's leading predicate keyword (`equal`, `less_than`, ...).
static ParseResult parseComparisonPredicate(OpAsmParser &parser,
                                            ComparisonPredicateAttr &attr) {
  return parseEnumKeyword(
      parser, attr, [](StringRef keyword) { return symbolizeComparisonPredicate(keyword); },
      "a comparison predicate (equal, not_equal, less_than, less_than_or_equal, greater_than "
      "or greater_than_or_equal)");
}

static void printComparisonPredicate(OpAsmPrinter &printer, Operation *,
                                     ComparisonPredicateAttr attr) {
  printer << stringifyComparisonPredicate(attr.getValue());
}

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.cpp.inc"

void CudaTileDialect::registerIntegerOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// negi
//===----------------------------------------------------------------------===//

LogicalResult NegIOp::verify() {
  if (getOverflow() == IntegerOverflow::no_unsigned_wrap)
    return emitOpError("overflow<no_unsigned_wrap> is not allowed: negation reads its operand "
                       "as signed");
  return success();
}

//===----------------------------------------------------------------------===//
// divi
//===----------------------------------------------------------------------===//

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (mode != RoundingMode::zero && mode != RoundingMode::positive_inf &&
      mode != RoundingMode::negative_inf)
    return emitOpError("rounding mode ")
           << stringifyRoundingMode(mode)
           << " is not allowed: integer division rounds toward zero, positive_inf or negative_inf";
  if (mode == RoundingMode::negative_inf && getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding mode negative_inf requires signed division: unsigned quotients "
                       "are never negative, so use rounding zero");
  return success();
}

//===----------------------------------------------------------------------===//
// cmpi
//===----------------------------------------------------------------------===//

void CmpIOp::build(OpBuilder &builder, OperationState &state, ComparisonPredicate predicate,
                   Value lhs, Value rhs, Signedness signedness) {
  auto operandType = cast<TileType>(lhs.getType());
  Type resultType = TileType::get(builder.getContext(), operandType.getShape(),
                                  builder.getIntegerType(1));
  build(builder, state, resultType,
        ComparisonPredicateAttr::get(builder.getContext(), predicate), lhs, rhs,
        SignednessAttr::get(builder.getContext(), signedness));
}

//===----------------------------------------------------------------------===//
// mmai
//===----------------------------------------------------------------------===//

LogicalResult MmaIOp::verify() {
  auto lhsType = cast<TileType>(getLhs().getType());
  auto rhsType = cast<TileType>(getRhs().getType());
  auto accType = cast<TileType>(getAcc().getType());
  if (!lhsType.getElementType().isInteger(8))
    return emitOpError("lhs must be a tile of i8, got ") << lhsType;
  if (!rhsType.getElementType().isInteger(8))
    return emitOpError("rhs must be a tile of i8, got ") << rhsType;
  if (!accType.getElementType().isInteger(32))
    return emitOpError("accumulator must be a tile of i32, got ") << accType;

  int64_t rank = lhsType.getRank();
  if ((rank != 2 && rank != 3) || rhsType.getRank() != rank || accType.getRank() != rank)
    return emitOpError("operands must all be rank 2 (MxK, KxN, MxN) or all rank 3 (BxMxK, BxKxN, "
                       "BxMxN), got ranks ")
           << lhsType.getRank() << ", " << rhsType.getRank() << " and " << accType.getRank();

  ArrayRef<int64_t> a = lhsType.getShape(), b = rhsType.getShape(), c = accType.getShape();
  if (rank == 3 && (a[0] != b[0] || a[0] != c[0]))
    return emitOpError("batch dimensions must be equal, got ")
           << a[0] << ", " << b[0] << " and " << c[0];
  int64_t m = rank - 2, n = rank - 1;
  if (a[n] != b[m])
    return emitOpError("K must agree: lhs has ") << a[n] << " columns but rhs has " << b[m]
                                                 << " rows";
  if (c[m] != a[m])
    return emitOpError("M must agree: accumulator has ")
           << c[m] << " rows but lhs has " << a[m];
  if (c[n] != b[n])
    return emitOpError("N must agree: accumulator has ")
           << c[n] << " columns but rhs has " << b[n];
  return success();
}
