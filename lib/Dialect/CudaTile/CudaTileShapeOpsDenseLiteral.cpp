//===- CudaTileShapeOpsDenseLiteral.cpp - the `<E: LIT>` literal ----------===//
//
// Parser and printer of the dense literal shared by `constant` and `global`. The printer
// reproduces MLIR's printing of `dense<...>` element lists so that our text matches the text of
// tools built on MLIR's DenseElementsAttr printer, independently of printing flags (eliding or
// hex-encoding large attributes would make the custom form unreadable).
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/DenseLiteral.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"
#include "tilec/Dialect/CudaTile/CudaTileTypeSyntax.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Numeric/UE5M3Format.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

using namespace mlir;

namespace tilec::cuda_tile {

// UE5M3 (a dialect type) cannot be a DenseElementsAttr element: its literals are stored as the
// raw i8 encodings in a tensor whose encoding attribute names the tile's element type.
RankedTensorType getDenseLiteralStorageType(TileType type) {
  Type elementType = type.getElementType();
  if (isa<Float8E5M3FNUType>(elementType))
    return RankedTensorType::get(type.getShape(), IntegerType::get(type.getContext(), 8),
                                 TypeAttr::get(elementType));
  return RankedTensorType::get(type.getShape(), elementType);
}

TileType getDenseLiteralTileType(ShapedType storage) {
  Type elementType = storage.getElementType();
  if (auto tensor = dyn_cast<RankedTensorType>(storage))
    if (auto encoded = dyn_cast_or_null<TypeAttr>(tensor.getEncoding()))
      elementType = encoded.getValue();
  return TileType::get(storage.getContext(), storage.getShape(), elementType);
}

namespace {

/// `[2, 3]`; `[]` for a scalar.
std::string describeShape(ArrayRef<int64_t> shape) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(shape, os);
  os << ']';
  return text;
}

/// Reads the LIT part of `<E: LIT>` once E is known, collecting the elements row-major.
class LiteralParser {
public:
  LiteralParser(AsmParser &parser, Type elementType)
      : parser(parser), elementType(elementType) {}

  /// Parses a scalar or a nested list; `shape` receives its shape (empty for a scalar).
  ParseResult parseElement(SmallVectorImpl<int64_t> &shape) {
    if (failed(parser.parseOptionalLSquare()))
      return parseScalar();
    if (succeeded(parser.parseOptionalRSquare())) {
      shape.assign({0});
      return success();
    }
    int64_t count = 0;
    SmallVector<int64_t> childShape;
    do {
      SMLoc childLoc = parser.getCurrentLocation();
      SmallVector<int64_t> thisShape;
      if (parseElement(thisShape))
        return failure();
      if (count != 0 && thisShape.empty() != childShape.empty())
        return parser.emitError(childLoc, "literal list mixes scalars and nested lists");
      if (count != 0 && thisShape != childShape)
        return parser.emitError(childLoc, "literal lists at the same depth must have the same "
                                          "shape: ")
               << describeShape(thisShape) << " after " << describeShape(childShape);
      childShape = std::move(thisShape);
      ++count;
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return failure();
    shape.assign({count});
    shape.append(childShape.begin(), childShape.end());
    return success();
  }

  SmallVector<APInt> ints;
  SmallVector<APFloat> floats;

private:
  ParseResult parseScalar() {
    if (auto intType = dyn_cast<IntegerType>(elementType))
      return parseInteger(intType);
    if (isa<Float8E5M3FNUType>(elementType))
      return parseUE5M3();
    APFloat value(0.0);
    if (parser.parseFloat(cast<FloatType>(elementType).getFloatSemantics(), value))
      return failure();
    floats.push_back(value);
    return success();
  }

  ParseResult parseInteger(IntegerType type) {
    unsigned width = type.getWidth();
    SMLoc loc = parser.getCurrentLocation();
    for (bool keywordValue : {false, true}) {
      if (failed(parser.parseOptionalKeyword(keywordValue ? "true" : "false")))
        continue;
      if (width != 1)
        return parser.emitError(loc, "'true' and 'false' are literals of i1 only, not of ")
               << type;
      ints.push_back(APInt(1, keywordValue));
      return success();
    }
    APInt value;
    OptionalParseResult parsed = parseOptionalIntegerLiteral(parser, width, value);
    if (!parsed.has_value())
      return parser.emitError(loc, "expected an integer literal of type ") << type;
    if (failed(*parsed))
      return failure();
    ints.push_back(value);
    return success();
  }

  /// UE5M3: a hexadecimal literal is the raw 8-bit pattern, as for other float types; a decimal
  /// literal must be a value the format can hold ([U] recommendation of
  /// tile-ir-13.4-13.5.md §2.1: NVIDIA's producer refuses negative values, and encodes values
  /// beyond the largest finite one as NaN, which tilec refuses instead). It rounds to nearest
  /// even like other float literals.
  ParseResult parseUE5M3() {
    SMLoc loc = parser.getCurrentLocation();
    // The token's text tells a bit pattern from a value (`0` is followed by at least the
    // buffer's terminating NUL, so reading p[1] is safe).
    const char *p = loc.getPointer();
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
      APInt bits;
      if (parser.parseInteger(bits))
        return failure();
      if (bits.getActiveBits() > 8)
        return parser.emitError(loc, "hexadecimal literal does not fit the 8 bits of "
                                     "fnv8E5M3FNU");
      ints.push_back(bits.zextOrTrunc(8));
      return success();
    }
    double value;
    if (parser.parseFloat(value))
      return failure();
    // The value as written (shortest round-trip form), so that a literal just above 114688
    // does not read as 114688 in the message.
    char text[64];
    std::string written(text, std::to_chars(text, text + sizeof(text), value).ptr);
    if (std::signbit(value) && value != 0)
      return parser.emitError(loc, "fnv8E5M3FNU literal must not be negative, got ") << written;
    if (std::isnan(value) || std::isinf(value) || value > numeric::kUE5M3MaxValue)
      return parser.emitError(loc, "fnv8E5M3FNU literal ")
             << written << " is out of range: the largest finite value is 114688";
    ints.push_back(APInt(8, numeric::encodeUE5M3(value)));
    return success();
  }

  AsmParser &parser;
  Type elementType;
};

/// UE5M3 elements print like other floats: `d.dddddde±XX` when that reads back to the same
/// encoding, else the shortest exact decimal, and the NaN (0xFF) as its bits.
void printUE5M3Value(uint8_t bits, raw_ostream &os) {
  if (bits == numeric::kUE5M3NaN) {
    os << "0xFF";
    return;
  }
  APFloat value(numeric::decodeUE5M3(bits));
  SmallString<128> text;
  value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0, /*TruncateZero=*/false);
  if (numeric::encodeUE5M3(std::strtod(text.c_str(), nullptr)) != bits) {
    text.clear();
    value.toString(text);
  }
  os << text;
}

/// MLIR's float printing: `d.dddddde±XX` when it reads back bit-exactly, else the shortest
/// exact decimal, else (NaN, Inf, or a decimal without a point) the bit pattern in hex.
void printFloatValue(const APFloat &value, raw_ostream &os) {
  if (!value.isInfinity() && !value.isNaN()) {
    SmallString<128> text;
    value.toString(text, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0, /*TruncateZero=*/false);
    if (APFloat(value.getSemantics(), text).bitwiseIsEqual(value)) {
      os << text;
      return;
    }
    text.clear();
    value.toString(text);
    if (text.str().contains('.')) {
      os << text;
      return;
    }
  }
  SmallString<16> hex;
  value.bitcastToAPInt().toString(hex, /*Radix=*/16, /*Signed=*/false,
                                  /*formatAsCLiteral=*/true);
  os << hex;
}

/// Prints element `index` of `value` (row-major).
void printElement(raw_ostream &os, DenseElementsAttr value, int64_t index) {
  Type elementType = getDenseLiteralTileType(value.getType()).getElementType();
  if (isa<Float8E5M3FNUType>(elementType)) {
    APInt bits = *std::next(value.value_begin<APInt>(), index);
    printUE5M3Value(static_cast<uint8_t>(bits.getZExtValue()), os);
    return;
  }
  if (isa<FloatType>(elementType)) {
    printFloatValue(*std::next(value.value_begin<APFloat>(), index), os);
    return;
  }
  APInt element = *std::next(value.value_begin<APInt>(), index);
  if (elementType.isInteger(1))
    os << (element.getBoolValue() ? "true" : "false");
  else
    element.print(os, /*isSigned=*/true);
}

/// Prints the nested list of dimensions `dim..` starting at element `index`.
void printNested(raw_ostream &os, DenseElementsAttr value, ArrayRef<int64_t> shape,
                 int64_t &index) {
  if (shape.empty()) {
    printElement(os, value, index++);
    return;
  }
  os << '[';
  for (int64_t i = 0; i < shape.front(); ++i) {
    if (i != 0)
      os << ", ";
    printNested(os, value, shape.drop_front(), index);
  }
  os << ']';
}

} // namespace

ParseResult parseDenseLiteral(AsmParser &parser, DenseIntOrFPElementsAttr &value, Type &type) {
  SMLoc elementLoc;
  Type elementType;
  if (parser.parseLess())
    return failure();
  elementLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, elementType) || parser.parseColon())
    return failure();
  if (!isNumericElementType(elementType))
    return parser.emitError(elementLoc, "literal element type must be an integer (i1, i8, i16, "
                                        "i32, i64) or a float type, got ")
           << elementType;

  SMLoc literalLoc = parser.getCurrentLocation();
  LiteralParser literal(parser, elementType);
  SmallVector<int64_t> literalShape;
  if (literal.parseElement(literalShape) || parser.parseGreater() || parser.parseColon())
    return failure();

  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, type))
    return failure();
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return parser.emitError(typeLoc, "expected a tile type, got ") << type;
  if (tile.getElementType() != elementType)
    return parser.emitError(elementLoc, "literal element type ")
           << elementType << " does not match the tile element type " << tile.getElementType();
  bool isSplat = literalShape.empty();
  if (!isSplat && ArrayRef<int64_t>(literalShape) != tile.getShape())
    return parser.emitError(literalLoc, "literal of shape ")
           << describeShape(literalShape) << " does not match the tile shape "
           << describeShape(tile.getShape());

  RankedTensorType storage = getDenseLiteralStorageType(tile);
  DenseElementsAttr elements =
      isa<FloatType>(elementType)
          ? DenseElementsAttr::get(storage, ArrayRef<APFloat>(literal.floats))
          : DenseElementsAttr::get(storage, ArrayRef<APInt>(literal.ints));
  value = cast<DenseIntOrFPElementsAttr>(elements);
  return success();
}

void printDenseLiteral(AsmPrinter &printer, DenseElementsAttr value) {
  printer << '<';
  printCudaTileType(printer, getDenseLiteralTileType(value.getType()).getElementType());
  printer << ": ";
  int64_t index = 0;
  if (value.isSplat())
    printElement(printer.getStream(), value, 0);
  else
    printNested(printer.getStream(), value, value.getType().getShape(), index);
  printer << '>';
}

} // namespace tilec::cuda_tile
