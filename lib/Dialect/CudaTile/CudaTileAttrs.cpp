//===- CudaTileAttrs.cpp - attributes of the cuda_tile dialect ------------===//
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#include "tilec/Dialect/CudaTile/CudaTileAttrEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tilec/Dialect/CudaTile/CudaTileAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// optimization_hints
//===----------------------------------------------------------------------===//

/// Parses one hint value. Integers are read here rather than by MLIR's attribute parser, which
/// reads `18446744073709551615` as the i64 -1: they must be 64-bit signed integers, or fit the
/// width of an integer type written after them (`2 : i32`).
static Attribute parseHintValue(AsmParser &parser) {
  Builder builder(parser.getContext());
  for (bool keywordValue : {false, true})
    if (succeeded(parser.parseOptionalKeyword(keywordValue ? "true" : "false")))
      return builder.getBoolAttr(keywordValue);
  SMLoc loc = parser.getCurrentLocation();
  APInt value;
  OptionalParseResult parsed = parseOptionalIntegerLiteral(parser, 64, value);
  if (!parsed.has_value()) {
    Attribute attribute;
    if (parser.parseAttribute(attribute))
      return {};
    return attribute;
  }
  if (failed(*parsed))
    return {};
  if (failed(parser.parseOptionalColon()))
    return builder.getI64IntegerAttr(value.getSExtValue());
  SMLoc typeLoc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return {};
  if (!type.isIntOrIndex()) {
    parser.emitError(typeLoc, "expected an integer type for the integer hint value, got ")
        << type;
    return {};
  }
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (failed(checkIntegerLiteralWidth(parser, loc, value, width)))
    return {};
  // Values hold 64 bits; a wider type (i91) takes the value sign-extended.
  return IntegerAttr::get(type, value.sextOrTrunc(width));
}

Attribute OptimizationHintsAttr::parseBody(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<NamedAttribute> entries;
  auto parseEntry = [&]() -> ParseResult {
    std::string target;
    if (parser.parseKeywordOrString(&target) || parser.parseEqual())
      return failure();
    SmallVector<NamedAttribute> hints;
    auto parseHint = [&]() -> ParseResult {
      SMLoc nameLoc = parser.getCurrentLocation();
      std::string name;
      if (parser.parseKeywordOrString(&name))
        return failure();
      StringAttr nameAttr = parser.getBuilder().getStringAttr(name);
      if (llvm::any_of(hints, [&](NamedAttribute hint) { return hint.getName() == nameAttr; }))
        return parser.emitError(nameLoc, "optimization hint '")
               << name << "' appears twice for '" << target << "'";
      Attribute value = parser.getBuilder().getUnitAttr();
      if (succeeded(parser.parseOptionalEqual()) && !(value = parseHintValue(parser)))
        return failure();
      hints.emplace_back(nameAttr, value);
      return success();
    };
    SMLoc hintsLoc = parser.getCurrentLocation();
    if (failed(parser.parseOptionalLBrace())) {
      Attribute value;
      if (parser.parseAttribute(value))
        return failure();
      return parser.emitError(hintsLoc, "optimization hints for '")
             << target << "' must be a dictionary, got " << value;
    }
    if (failed(parser.parseOptionalRBrace()) &&
        (parser.parseCommaSeparatedList(parseHint) || parser.parseRBrace()))
      return failure();
    entries.emplace_back(parser.getBuilder().getStringAttr(target),
                         DictionaryAttr::get(parser.getContext(), hints));
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater, parseEntry))
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    DictionaryAttr::get(parser.getContext(), entries));
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) { return parseBody(parser); }

/// Integer hint values print without their type, whatever their width (`occupancy = 2`, and
/// `occupancy = -1` for `255 : i8`), as users write them and as NVIDIA's printer does; they
/// read back as i64. Booleans (i1) print as true/false.
static void printHintValue(AsmPrinter &printer, Attribute value) {
  if (auto integer = dyn_cast<IntegerAttr>(value);
      integer && isa<IntegerType>(integer.getType()) && !integer.getType().isInteger(1))
    printer << integer.getValue().getSExtValue();
  else
    printer.printAttribute(value);
}

void OptimizationHintsAttr::printBody(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getEntries(), printer, [&](NamedAttribute target) {
    printer.printKeywordOrString(target.getName().getValue());
    printer << " = {";
    llvm::interleaveComma(cast<DictionaryAttr>(target.getValue()), printer,
                          [&](NamedAttribute hint) {
                            printer.printKeywordOrString(hint.getName().getValue());
                            printer << " = ";
                            printHintValue(printer, hint.getValue());
                          });
    printer << '}';
  });
  printer << '>';
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const { printBody(printer); }

LogicalResult OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                            DictionaryAttr entries) {
  for (NamedAttribute target : entries)
    if (!isa<DictionaryAttr>(target.getValue()))
      return emitError() << "optimization hints for '" << target.getName().getValue()
                         << "' must be a dictionary";
  return success();
}
