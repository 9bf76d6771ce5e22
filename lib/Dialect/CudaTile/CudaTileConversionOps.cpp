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

/// As NVIDIA's printer, the space before the clause stays when the default mode is omitted
/// (`itof %x signed  : ...`); see printRoundingMode in CudaTileFloatOps.cpp.
static void printRounding(OpAsmPrinter &printer, Operation *, RoundingModeAttr attr,
                          RoundingMode defaultMode) {
  printer << ' ';
  if (attr && attr.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << '>';
}

/// ftoi's `[saturating] [rounding<M>]`. Where 13.4 writes `saturating` was not seen, so it is
/// read before or after the rounding clause (once). It is printed after the rounding clause:
/// NVIDIA's disassembler prints `ftoi %x signed  saturating`, the two spaces being those of an
/// omitted rounding clause.
static ParseResult parseSaturatingAndRounding(OpAsmParser &parser, UnitAttr &saturating,
                                              RoundingModeAttr &attr, RoundingMode defaultMode) {
  auto parseSaturating = [&] {
    if (!saturating && succeeded(parser.parseOptionalKeyword("saturating")))
      saturating = parser.getBuilder().getUnitAttr();
  };
  parseSaturating();
  if (parseRounding(parser, attr, defaultMode))
    return failure();
  parseSaturating();
  return success();
}

static void printSaturatingAndRounding(OpAsmPrinter &printer, Operation *op, UnitAttr saturating,
                                       RoundingModeAttr attr, RoundingMode defaultMode) {
  printRounding(printer, op, attr, defaultMode);
  if (saturating)
    printer << " saturating";
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
    "a float type (f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN, "
    "fnv8E5M3FNU)";
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

namespace {

/// The rounding modes ftof admits for one conversion, as a bit set over RoundingMode values.
using RoundingSet = unsigned;
constexpr RoundingSet bit(RoundingMode mode) { return 1u << static_cast<unsigned>(mode); }
constexpr RoundingSet kNearestEven = bit(RoundingMode::nearest_even);
constexpr RoundingSet kZero = bit(RoundingMode::zero);
constexpr RoundingSet kNegativeInf = bit(RoundingMode::negative_inf);
constexpr RoundingSet kPositiveInf = bit(RoundingMode::positive_inf);
constexpr RoundingSet kNearestAway = bit(RoundingMode::nearest_away);

/// One row of the 13.4 table: the conversions it covers (in words) and the modes they admit.
struct FToFRoundingRow {
  StringRef conversions;
  RoundingSet modes;
};

bool isF8OrF4Saturating(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float4E2M1FNType>(type);
}

/// Every value of `from` is exact in `to`, range included (tile-ir-13.4-13.5.md §4.2 lists the
/// pairs; f16 and bf16 do not hold each other, f8E8M0FNU's 2^127 and UE5M3's 122880 overflow
/// f16).
bool isStrictlyWidening(Type from, Type to) {
  bool toF32OrWider = isa<Float32Type, Float64Type, FloatTF32Type>(to);
  if (isa<Float16Type, BFloat16Type>(from))
    return toF32OrWider;
  if (isa<FloatTF32Type>(from))
    return isa<Float32Type, Float64Type>(to);
  if (isa<Float32Type>(from))
    return isa<Float64Type>(to);
  if (isa<Float8E4M3FNType, Float8E5M2Type>(from))
    return toF32OrWider || isa<Float16Type, BFloat16Type>(to);
  if (isa<Float4E2M1FNType>(from))
    return toF32OrWider || isa<Float16Type, BFloat16Type, Float8E4M3FNType, Float8E5M2Type>(to);
  if (isa<Float8E8M0FNUType, Float8E5M3FNUType>(from))
    return toF32OrWider || isa<BFloat16Type>(to);
  return false;
}

/// The first row of the 13.4 table that matches the conversion from `from` to `to`.
FToFRoundingRow getFToFRoundingRow(Type from, Type to) {
  if (isa<Float8E8M0FNUType>(to))
    return {"a conversion to f8E8M0FNU", kZero | kPositiveInf};
  if (isF8OrF4Saturating(to))
    return {"a conversion to f8E4M3FN, f8E5M2 or f4E2M1FN", kNearestEven};
  if (isStrictlyWidening(from, to))
    return {"a widening conversion", kNearestEven | kZero | kNegativeInf | kPositiveInf |
                                         kNearestAway};
  if (isa<Float64Type>(from) && isa<Float32Type>(to))
    return {"the conversion from f64 to f32", kNearestEven | kZero | kNegativeInf | kPositiveInf};
  if (isa<Float32Type>(from) && isa<FloatTF32Type>(to))
    return {"the conversion from f32 to tf32", kNearestEven | kZero | kNearestAway};
  // NVIDIA's producer rounds into UE5M3 only to nearest even; reading the table's last row
  // literally would admit `zero` too, which is unconfirmed (tile-ir-13.4-13.5.md §4.2 [U]).
  if (isa<Float8E5M3FNUType>(to))
    return {"a conversion to fnv8E5M3FNU", kNearestEven};
  return {"a narrowing conversion", kNearestEven | kZero};
}

std::string describeRoundingSet(RoundingSet modes) {
  std::string text;
  for (RoundingMode mode : {RoundingMode::nearest_even, RoundingMode::zero,
                            RoundingMode::negative_inf, RoundingMode::positive_inf,
                            RoundingMode::nearest_away}) {
    if (!(modes & bit(mode)))
      continue;
    if (!text.empty())
      text += ", ";
    text += stringifyRoundingMode(mode).str();
  }
  return text;
}

} // namespace

/// Tile IR 13.4's table (tile-ir-13.4-13.5.md §4.2), applied by its first matching row. 13.3
/// admitted only nearest_even (zero and positive_inf into f8E8M0FNU); CudaTileVersion.cpp
/// reports the rest under --tile-ir-version=13.3.
LogicalResult FToFOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) || failed(check.source(isFloatElementType, kFloatClass)) ||
      failed(check.result(isFloatElementType, kFloatClass)))
    return failure();
  if (check.sourceElement() == check.resultElement())
    return emitOpError("source and result element types must differ, got ")
           << check.sourceElement() << " twice";
  RoundingMode mode = getRoundingMode();
  FToFRoundingRow row = getFToFRoundingRow(check.sourceElement(), check.resultElement());
  if (row.modes & bit(mode))
    return success();
  if (isa<Float8E8M0FNUType>(check.resultElement()))
    return emitOpError("conversion to f8E8M0FNU needs rounding<zero> or "
                       "rounding<positive_inf>, got ")
           << stringifyRoundingMode(mode);
  return emitOpError("rounding mode ")
         << stringifyRoundingMode(mode) << " is not allowed converting "
         << check.sourceElement() << " to " << check.resultElement() << ": " << row.conversions
         << " admits only " << describeRoundingSet(row.modes);
}

/// Whether Tile IR 13.3 admitted this ftof's rounding mode: nearest_even, or zero and
/// positive_inf into f8E8M0FNU (CudaTileVersion.cpp).
bool FToFOp::hasTileIR13_3Rounding() {
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(getResult().getType().getElementType()))
    return mode == RoundingMode::zero || mode == RoundingMode::positive_inf;
  return mode == RoundingMode::nearest_even;
}

LogicalResult IToFOp::verify() {
  ConversionChecker check(*this);
  if (failed(check.sameShape()) ||
      failed(check.source(isIntegerElementType, kIntegerClass)) ||
      failed(check.result(isFloatElementType, kFloatClass)))
    return failure();
  if (isa<Float8E8M0FNUType>(check.resultElement()))
    return emitOpError("cannot convert integers to f8E8M0FNU");
  // Mirrors f8E8M0FNU: the scale type is reached by ftof only ([U], §2.1).
  if (isa<Float8E5M3FNUType>(check.resultElement()))
    return emitOpError("cannot convert integers to fnv8E5M3FNU");
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
