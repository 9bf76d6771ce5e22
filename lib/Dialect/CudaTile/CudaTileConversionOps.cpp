//===- CudaTileConversionOps.cpp - Conversion operations: syntax and verifiers ----===//
//
// Element-type rules from tile-ir-ops.md §2.6/§3.5. Operands are declared as any tile so that
// each rule is checked here with a message naming it.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

using namespace mlir;
using namespace tilec::cuda_tile;

//===----------------------------------------------------------------------===//
// Modifiers: `signed|unsigned`, `[rounding<M>]`, `[overflow<O>]`
//===----------------------------------------------------------------------===//

static ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr) {
  SMLoc loc = parser.getCurrentLocation();
  for (Signedness signedness : {Signedness::Signed, Signedness::Unsigned}) {
    if (succeeded(parser.parseOptionalKeyword(stringifySignedness(signedness)))) {
      attr = SignednessAttr::get(parser.getContext(), signedness);
      return success();
    }
  }
  return parser.emitError(loc, "expected 'signed' or 'unsigned'");
}

static void printSignedness(OpAsmPrinter &printer, Operation *, SignednessAttr attr) {
  printer << stringifySignedness(attr.getValue());
}

/// Parses `keyword<value>` when `keyword` comes next; `symbolize` maps the value's name.
template <typename EnumT>
static ParseResult parseOptionalEnumModifier(
    OpAsmParser &parser, StringRef keyword, std::optional<EnumT> &result,
    std::optional<EnumT> (*symbolize)(StringRef), StringRef what) {
  if (failed(parser.parseOptionalKeyword(keyword)))
    return success();
  StringRef name;
  SMLoc loc;
  if (parser.parseLess() || parser.getCurrentLocation(&loc) || parser.parseKeyword(&name) ||
      parser.parseGreater())
    return failure();
  result = symbolize(name);
  if (!result)
    return parser.emitError(loc, "unknown ") << what << " '" << name << "'";
  return success();
}

/// `[rounding<M>]`; the operation's default mode is omitted when printing.
static ParseResult parseRounding(OpAsmParser &parser, RoundingModeAttr &attr, RoundingMode) {
  std::optional<RoundingMode> mode;
  if (parseOptionalEnumModifier<RoundingMode>(parser, "rounding", mode, symbolizeRoundingMode,
                                              "rounding mode"))
    return failure();
  if (mode)
    attr = RoundingModeAttr::get(parser.getContext(), *mode);
  return success();
}

static void printRounding(OpAsmPrinter &printer, Operation *, RoundingModeAttr attr,
                          RoundingMode defaultMode) {
  if (attr && attr.getValue() != defaultMode)
    printer << " rounding<" << stringifyRoundingMode(attr.getValue()) << '>';
}

/// `[overflow<O>]`; `overflow<none>` is omitted when printing.
static ParseResult parseOverflow(OpAsmParser &parser, IntegerOverflowAttr &attr) {
  std::optional<IntegerOverflow> overflow;
  if (parseOptionalEnumModifier<IntegerOverflow>(parser, "overflow", overflow,
                                                 symbolizeIntegerOverflow, "overflow promise"))
    return failure();
  if (overflow)
    attr = IntegerOverflowAttr::get(parser.getContext(), *overflow);
  return success();
}

static void printOverflow(OpAsmPrinter &printer, Operation *, IntegerOverflowAttr attr) {
  if (attr && attr.getValue() != IntegerOverflow::none)
    printer << " overflow<" << stringifyIntegerOverflow(attr.getValue()) << '>';
}

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.cpp.inc"

void CudaTileDialect::registerConversionOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

namespace {

/// The element types of a conversion, checked against element classes with messages that say
/// which side and which class.
class ConversionChecker {
public:
  explicit ConversionChecker(Operation *op)
      : op(op), sourceType(cast<TileType>(op->getOperand(0).getType())),
        resultType(cast<TileType>(op->getResult(0).getType())) {}

  LogicalResult sameShape() {
    if (sourceType.getShape() != resultType.getShape())
      return op->emitOpError("source and result must have the same shape, got ")
             << sourceType << " and " << resultType;
    return success();
  }

  /// The source element type must satisfy `accept`; `className` says what it admits.
  LogicalResult source(bool (*accept)(Type), StringRef className) {
    return element("source", sourceElement(), accept, className);
  }
  LogicalResult result(bool (*accept)(Type), StringRef className) {
    return element("result", resultElement(), accept, className);
  }

  Type sourceElement() const { return sourceType.getElementType(); }
  Type resultElement() const { return resultType.getElementType(); }

private:
  LogicalResult element(StringRef side, Type type, bool (*accept)(Type), StringRef className) {
    if (!accept(type))
      return op->emitOpError() << side << " element type must be " << className << ", got "
                               << type;
    return success();
  }

  Operation *op;
  TileType sourceType, resultType;
};

constexpr StringLiteral kNumberClass =
    "a number type (i1, i8, i16, i32, i64 or a float type; no pointers, no i4)";
constexpr StringLiteral kIntegerClass = "an integer type (i1, i8, i16, i32, i64)";
constexpr StringLiteral kIntegerOrI4Class = "an integer type (i1, i4, i8, i16, i32, i64)";
constexpr StringLiteral kFloatClass =
    "a float type (f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN)";
constexpr StringLiteral kPointerClass = "a pointer type";

bool isI64(Type type) { return type.isSignlessInteger(64); }

} // namespace

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) || failed(check.source(isNumericElementType, kNumberClass)) ||
      failed(check.result(isNumericElementType, kNumberClass)))
    return failure();
  // MLIR widths, as NVIDIA's verifier: tf32 is 19 bits and matches only tf32.
  unsigned from = getElementBitWidth(check.sourceElement());
  unsigned to = getElementBitWidth(check.resultElement());
  if (from != to)
    return emitOpError("source and result element types must have the same bit width, got ")
           << check.sourceElement() << " (" << from << " bits) and " << check.resultElement()
           << " (" << to << " bits)";
  return success();
}

/// exti and trunci: integers (i4 included) whose widths compare as `wider` demands.
static LogicalResult verifyIntegerResize(Operation *op, bool wider) {
  ConversionChecker check(op);
  if (failed(check.sameShape()) ||
      failed(check.source(isIntegerOrI4ElementType, kIntegerOrI4Class)) ||
      failed(check.result(isIntegerOrI4ElementType, kIntegerOrI4Class)))
    return failure();
  unsigned from = getElementBitWidth(check.sourceElement());
  unsigned to = getElementBitWidth(check.resultElement());
  if (wider ? to <= from : to >= from)
    return op->emitOpError("result element type ")
           << check.resultElement() << " must be strictly " << (wider ? "wider" : "narrower")
           << " than the source element type " << check.sourceElement();
  return success();
}

LogicalResult ExtIOp::verify() { return verifyIntegerResize(*this, /*wider=*/true); }

LogicalResult TruncIOp::verify() { return verifyIntegerResize(*this, /*wider=*/false); }

LogicalResult FToFOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) || failed(check.source(isFloatElementType, kFloatClass)) ||
      failed(check.result(isFloatElementType, kFloatClass)))
    return failure();
  if (check.sourceElement() == check.resultElement())
    return emitOpError("source and result element types must differ, got ")
           << check.sourceElement() << " twice";
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(check.resultElement())) {
    if (mode != RoundingMode::zero && mode != RoundingMode::positive_inf)
      return emitOpError("conversion to f8E8M0FNU needs rounding<zero> or "
                         "rounding<positive_inf>, got ")
             << stringifyRoundingMode(mode);
    return success();
  }
  if (mode != RoundingMode::nearest_even)
    return emitOpError("rounding mode ")
           << stringifyRoundingMode(mode)
           << " is not supported: only nearest_even (zero and positive_inf only for conversions "
              "to f8E8M0FNU)";
  return success();
}

LogicalResult IToFOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) ||
      failed(check.source(isIntegerElementType, kIntegerClass)) ||
      failed(check.result(isFloatElementType, kFloatClass)))
    return failure();
  if (isa<Float8E8M0FNUType>(check.resultElement()))
    return emitOpError("cannot convert integers to f8E8M0FNU");
  if (getRoundingMode() != RoundingMode::nearest_even)
    return emitOpError("rounding mode ")
           << stringifyRoundingMode(getRoundingMode())
           << " is not supported: only nearest_even";
  return success();
}

LogicalResult FToIOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) || failed(check.source(isFloatElementType, kFloatClass)) ||
      failed(check.result(isIntegerElementType, kIntegerClass)))
    return failure();
  if (getRoundingMode() != RoundingMode::nearest_int_to_zero)
    return emitOpError("rounding mode ")
           << stringifyRoundingMode(getRoundingMode())
           << " is not supported: only nearest_int_to_zero";
  return success();
}

LogicalResult IntToPtrOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) || failed(check.source(isI64, "i64")) ||
      failed(check.result(isPointerElementType, kPointerClass)))
    return failure();
  return success();
}

LogicalResult PtrToIntOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) ||
      failed(check.source(isPointerElementType, kPointerClass)) ||
      failed(check.result(isI64, "i64")))
    return failure();
  return success();
}

LogicalResult PtrToPtrOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) ||
      failed(check.source(isPointerElementType, kPointerClass)) ||
      failed(check.result(isPointerElementType, kPointerClass)))
    return failure();
  return success();
}
