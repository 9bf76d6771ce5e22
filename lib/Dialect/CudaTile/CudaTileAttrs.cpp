//===- CudaTileAttrs.cpp - attributes of the cuda_tile dialect ------------===//
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

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

Attribute OptimizationHintsAttr::parseBody(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<NamedAttribute> entries;
  auto parseEntry = [&]() -> ParseResult {
    std::string target;
    DictionaryAttr hints;
    SMLoc entryLoc = parser.getCurrentLocation();
    if (parser.parseKeywordOrString(&target) || parser.parseEqual())
      return failure();
    Attribute value;
    if (parser.parseAttribute(value))
      return failure();
    hints = dyn_cast<DictionaryAttr>(value);
    if (!hints)
      return parser.emitError(entryLoc, "optimization hints for '")
             << target << "' must be a dictionary, got " << value;
    entries.emplace_back(parser.getBuilder().getStringAttr(target), hints);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater, parseEntry))
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    DictionaryAttr::get(parser.getContext(), entries));
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) { return parseBody(parser); }

/// Hint values print without their type (`occupancy = 2`), as users write them.
static void printHintValue(AsmPrinter &printer, Attribute value) {
  if (auto integer = dyn_cast<IntegerAttr>(value); integer && integer.getType().isInteger(64))
    printer << integer.getInt();
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
