//===- CudaTileOpSyntax.cpp - custom directives shared by ops -------------===//
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace tilec::cuda_tile {

ParseResult parseCudaTileTypeList(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  });
}

void printCudaTileTypeList(OpAsmPrinter &printer, Operation *, TypeRange types) {
  llvm::interleaveComma(types, printer, [&](Type type) { printCudaTileType(printer, type); });
}

ParseResult checkIntegerLiteralWidth(AsmParser &parser, SMLoc loc, const APInt &value,
                                     unsigned width) {
  bool fits = value.isNegative() ? value.isSignedIntN(width) : value.isIntN(width);
  if (fits)
    return success();
  return parser.emitError(loc, "integer value ")
         << llvm::toString(value, 10, /*Signed=*/true) << " does not fit in 'i" << width
         << "': expected a value in ["
         << llvm::toString(APInt::getSignedMinValue(width), 10, /*Signed=*/true) << ", "
         << llvm::toString(APInt::getMaxValue(width), 10, /*Signed=*/false)
         << "] (its signed or unsigned range)";
}

OptionalParseResult parseOptionalIntegerLiteral(AsmParser &parser, unsigned width, APInt &value) {
  SMLoc loc = parser.getCurrentLocation();
  // MLIR's parser returns the literal with a sign bit on top (a zero for non-negative values),
  // so its significant bits count what a signed integer needs to hold it.
  APInt parsed;
  OptionalParseResult result = parser.parseOptionalInteger(parsed);
  if (!result.has_value() || failed(*result))
    return result;
  if (parsed.getSignificantBits() > 64)
    return parser.emitError(loc, "integer value too large");
  parsed = parsed.sextOrTrunc(64);
  if (failed(checkIntegerLiteralWidth(parser, loc, parsed, width)))
    return failure();
  value = parsed.sextOrTrunc(width);
  return success();
}

ParseResult parseStrictlyPositiveInteger(AsmParser &parser, int64_t &value) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseInteger(value))
    return failure();
  if (value <= 0)
    return parser.emitError(loc, "expected strictly positive integer, got ") << value;
  return success();
}

} // namespace tilec::cuda_tile
