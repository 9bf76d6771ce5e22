//===- CudaTileAssumeAttrs.cpp - predicates of `assume` -------------------===//
//
// Syntax (tile-ir-syntax.md §2, "Assume predicates"):
//   div_by<D[, every K along A]>
//   same_elements<[c0, ...]>
//   bounded<{lb|?}, {ub|?}>
// These functions handle the part after the mnemonic; `assume` prints the mnemonic itself so
// that the `#cuda_tile.` prefix can be left out.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

/// Parses an integer, or `?` for "no bound".
ParseResult parseOptionalBound(AsmParser &parser, std::optional<int64_t> &bound) {
  if (succeeded(parser.parseOptionalQuestion())) {
    bound = std::nullopt;
    return success();
  }
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  bound = value;
  return success();
}

void printOptionalBound(AsmPrinter &printer, std::optional<int64_t> bound) {
  if (bound)
    printer << *bound;
  else
    printer << '?';
}

} // namespace

//===----------------------------------------------------------------------===//
// div_by
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t divisor;
  std::optional<int64_t> every, along;
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t everyValue, alongValue;
    if (parser.parseKeyword("every") || parser.parseInteger(everyValue) ||
        parser.parseKeyword("along") || parser.parseInteger(alongValue))
      return {};
    every = everyValue;
    along = alongValue;
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), divisor, every,
                    along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

LogicalResult DivByAttr::verify(function_ref<InFlightDiagnostic()> emitError, int64_t divisor,
                                std::optional<int64_t> every, std::optional<int64_t> along) {
  if (divisor <= 0 || !llvm::isPowerOf2_64(divisor))
    return emitError() << "'div_by' divisor must be a positive power of two, got " << divisor;
  if (every.has_value() != along.has_value())
    return emitError() << "'div_by' needs both 'every' and 'along' or neither";
  if (every && *every < 0)
    return emitError() << "'div_by' group size 'every' must not be negative, got " << *every;
  if (along && *along < 0)
    return emitError() << "'div_by' dimension 'along' must not be negative, got " << *along;
  return success();
}

//===----------------------------------------------------------------------===//
// same_elements
//===----------------------------------------------------------------------===//

Attribute SameElementsAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> groupSizes;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&]() -> ParseResult { return parser.parseInteger(groupSizes.emplace_back()); }) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(groupSizes));
}

void SameElementsAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getGroupSizes(), printer);
  printer << "]>";
}

LogicalResult SameElementsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       ArrayRef<int64_t> groupSizes) {
  for (auto [dim, size] : llvm::enumerate(groupSizes))
    if (size < 0)
      return emitError() << "'same_elements' group size of dimension " << dim
                         << " must not be negative, got " << size;
  return success();
}

//===----------------------------------------------------------------------===//
// bounded
//===----------------------------------------------------------------------===//

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  std::optional<int64_t> lowerBound, upperBound;
  if (parser.parseLess() || parseOptionalBound(parser, lowerBound) || parser.parseComma() ||
      parseOptionalBound(parser, upperBound) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), lowerBound,
                    upperBound);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printOptionalBound(printer, getLowerBound());
  printer << ", ";
  printOptionalBound(printer, getUpperBound());
  printer << '>';
}

LogicalResult BoundedAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  std::optional<int64_t> lowerBound,
                                  std::optional<int64_t> upperBound) {
  if (lowerBound && upperBound && *lowerBound > *upperBound)
    return emitError() << "'bounded' lower bound " << *lowerBound
                       << " must not exceed the upper bound " << *upperBound;
  return success();
}
