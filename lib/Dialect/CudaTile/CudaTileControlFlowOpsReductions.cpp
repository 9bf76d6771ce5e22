//===- CudaTileControlFlowOpsReductions.cpp - reduce and scan -------------===//
//
// Both combine tiles along one dimension with a pure, single-block body
// `(%e0: tile<E0>, %acc0: tile<E0>, ...) { ... yield ... }` (tile-ir-ops.md §3.1). They share
// syntax and rules; scan adds `reverse=BOOL` and keeps the operand shapes.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

/// Parses one identity, `V : T`, `true` or `false`. Integer literals are read here rather than
/// by MLIR's attribute parser, which reads `18446744073709551615 : i64` as -1: they must be 64-bit
/// signed integers that fit an integer T, read signed or unsigned. With a float T, a hexadecimal
/// literal gives the bits and a decimal one the value, as MLIR reads them.
Attribute parseIdentity(OpAsmParser &parser) {
  // MLIR's integer parser would read these as 1 and 0.
  for (bool keywordValue : {false, true})
    if (succeeded(parser.parseOptionalKeyword(keywordValue ? "true" : "false")))
      return parser.getBuilder().getBoolAttr(keywordValue);
  SMLoc loc = parser.getCurrentLocation();
  // MLIR's integer parser takes a `-` as the start of an integer, so a negative float literal
  // is told apart here: the sign is read first and the rest as an integer or an attribute.
  bool negative = succeeded(parser.parseOptionalMinus());
  SMLoc literalLoc = parser.getCurrentLocation();
  APInt magnitude;
  OptionalParseResult integer = parser.parseOptionalInteger(magnitude);
  if (!integer.has_value()) {
    Attribute attribute;
    if (parser.parseAttribute(attribute))
      return {};
    if (!negative)
      return attribute;
    if (auto floatAttr = dyn_cast<FloatAttr>(attribute))
      return FloatAttr::get(floatAttr.getType(), -floatAttr.getValue());
    parser.emitError(loc, "expected a number after '-', got ") << attribute;
    return {};
  }
  if (failed(*integer))
    return {};
  // The parsed magnitude carries a zero sign bit, so it negates exactly.
  APInt value = negative ? -magnitude : magnitude;

  Type type = parser.getBuilder().getI64Type();
  SMLoc typeLoc = loc;
  if (succeeded(parser.parseOptionalColon())) {
    typeLoc = parser.getCurrentLocation();
    if (parser.parseType(type))
      return {};
  }
  if (auto floatType = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    if (!StringRef(literalLoc.getPointer()).starts_with("0x")) {
      // Converting the magnitude keeps the sign of `-0`.
      APFloat converted(semantics);
      converted.convertFromAPInt(magnitude, /*IsSigned=*/false, APFloat::rmNearestTiesToEven);
      if (negative)
        converted.changeSign();
      return FloatAttr::get(type, converted);
    }
    if (negative) {
      parser.emitError(loc, "hexadecimal float literal should not have a leading minus");
      return {};
    }
    unsigned width = floatType.getWidth();
    if (magnitude.getActiveBits() > width) {
      parser.emitError(loc, "hexadecimal float constant out of range for type");
      return {};
    }
    return FloatAttr::get(type, APFloat(semantics, magnitude.zextOrTrunc(width)));
  }
  if (!type.isIntOrIndex()) {
    parser.emitError(typeLoc, "expected an integer or floating-point type for the identity, got ")
        << type;
    return {};
  }
  if (value.getSignificantBits() > 64) {
    parser.emitError(loc, "integer value too large");
    return {};
  }
  value = value.sextOrTrunc(64);
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (failed(checkIntegerLiteralWidth(parser, loc, value, width)))
    return {};
  // Values hold 64 bits; a wider type (i91) takes the value sign-extended.
  return IntegerAttr::get(type, value.sextOrTrunc(width));
}

/// Parses `%x, ... dim=D [reverse=BOOL] identities=[...] [attributes {...}] : T, ... -> R, ...
/// (%e: tile<E>, %acc: tile<E>, ...) { body }`; `reverseName` is empty for reduce.
ParseResult parseReduction(OpAsmParser &parser, OperationState &result, StringAttr dimName,
                           StringAttr reverseName, StringAttr identitiesName) {
  Builder &builder = parser.getBuilder();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc operandsLoc = parser.getCurrentLocation();
  int32_t dim;
  if (parser.parseOperandList(operands) || parser.parseKeyword("dim") || parser.parseEqual() ||
      parser.parseInteger(dim))
    return failure();
  result.addAttribute(dimName, builder.getI32IntegerAttr(dim));

  if (reverseName) {
    StringRef reverse;
    if (parser.parseKeyword("reverse") || parser.parseEqual())
      return failure();
    SMLoc reverseLoc = parser.getCurrentLocation();
    if (parser.parseKeyword(&reverse))
      return failure();
    if (reverse != "true" && reverse != "false")
      return parser.emitError(reverseLoc, "expected 'true' or 'false' after 'reverse=', got '")
             << reverse << "'";
    result.addAttribute(reverseName, builder.getBoolAttr(reverse == "true"));
  }

  SmallVector<Attribute> identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        Attribute identity = parseIdentity(parser);
        if (!identity)
          return failure();
        identities.push_back(identity);
        return success();
      }))
    return failure();
  result.addAttribute(identitiesName, builder.getArrayAttr(identities));
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type> operandTypes;
  if (parser.parseColon() || parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, result.types))
    return failure();

  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument argument;
        if (parser.parseArgument(argument) || parser.parseColon() ||
            parseCudaTileType(parser, argument.type))
          return failure();
        arguments.push_back(argument);
        return success();
      }))
    return failure();
  // The operands are resolved after the body, as for `for` and `loop`: a name defined in the
  // body is out of scope by then, so using it as an operand is the parser's "use of undeclared
  // SSA value name" at the use.
  return failure(parser.parseRegion(*result.addRegion(), arguments) ||
                 parser.resolveOperands(operands, operandTypes, operandsLoc, result.operands));
}

/// The body goes on its own line, one level deeper, as NVIDIA's tools print it.
void printReduction(OpAsmPrinter &printer, Operation *op, int32_t dim, std::optional<bool> reverse,
                    ArrayAttr identities, ArrayRef<StringRef> elidedAttrs, Region &body) {
  printer << ' ' << op->getOperands() << " dim=" << dim;
  if (reverse)
    printer << " reverse=" << (*reverse ? "true" : "false");
  printer << " identities=";
  printer.printAttribute(identities);
  printer.printOptionalAttrDictWithKeyword(op->getAttrs(), elidedAttrs);
  printer << " : ";
  printCudaTileTypeList(printer, op, op->getOperandTypes());
  printer << " -> ";
  printCudaTileTypeList(printer, op, op->getResultTypes());

  printer.increaseIndent();
  printer.printNewline();
  printer << '(';
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument argument) {
    printer.printRegionArgument(argument, {}, /*omitType=*/true);
    printer << ": ";
    printCudaTileType(printer, argument.getType());
  });
  printer << ") ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
  printer.decreaseIndent();
}

/// tile-ir-ops.md §3.1: NVIDIA's verifier lets an f16 identity stand for a bf16 operand and
/// vice versa; we accept the same texts.
bool isIdentityTypeAccepted(Type identityType, Type elementType) {
  if (identityType == elementType)
    return true;
  return (identityType.isF16() && elementType.isBF16()) ||
         (identityType.isBF16() && elementType.isF16());
}

/// The rules shared by reduce and scan; `resultTypeFor` gives the result type an operand
/// requires and `resultRule` says why.
LogicalResult verifyReduction(Operation *op, int32_t dim, ArrayAttr identities, Region &body,
                              function_ref<Type(TileType)> resultTypeFor, StringRef resultRule) {
  size_t numOperands = op->getNumOperands();
  if (numOperands == 0)
    return op->emitOpError("must have at least one operand");
  if (op->getNumResults() != numOperands)
    return op->emitOpError("must have one result per operand: ")
           << numOperands << " operands but " << op->getNumResults() << " results";
  if (identities.size() != numOperands)
    return op->emitOpError("must have one identity per operand: ")
           << numOperands << " operands but " << identities.size() << " identities";

  auto first = cast<TileType>(op->getOperand(0).getType());
  for (auto [index, type] : llvm::enumerate(op->getOperandTypes()))
    if (cast<TileType>(type).getShape() != first.getShape())
      return op->emitOpError("operand #")
             << index << " has type " << type << " whose shape differs from operand #0 " << first;
  if (dim < 0 || dim >= first.getRank())
    return op->emitOpError("dim ")
           << dim << " is out of range for operands of rank " << first.getRank();

  for (auto [index, operandType, identity] :
       llvm::enumerate(op->getOperandTypes(), identities.getValue())) {
    Type elementType = cast<TileType>(operandType).getElementType();
    if (!isa<IntegerAttr, FloatAttr>(identity))
      return op->emitOpError("identity #")
             << index << " must be an integer or floating-point literal, got " << identity;
    Type identityType = cast<TypedAttr>(identity).getType();
    if (!isIdentityTypeAccepted(identityType, elementType))
      return op->emitOpError("identity #")
             << index << " has type " << identityType << " but operand #" << index
             << " has element type " << elementType;
  }

  for (auto [index, types] :
       llvm::enumerate(llvm::zip_equal(op->getOperandTypes(), op->getResultTypes()))) {
    Type expected = resultTypeFor(cast<TileType>(std::get<0>(types)));
    if (std::get<1>(types) != expected)
      return op->emitOpError("result #") << index << " must be " << expected << " (" << resultRule
                                         << "), got " << std::get<1>(types);
  }

  // The body combines an element (argument 2i) with an accumulator (argument 2i+1).
  Block &block = body.front();
  if (block.getNumArguments() != 2 * numOperands)
    return op->emitOpError("body must have ")
           << 2 * numOperands << " arguments (an element and an accumulator per operand), got "
           << block.getNumArguments();
  for (auto [index, argument] : llvm::enumerate(block.getArguments())) {
    Type elementType = cast<TileType>(op->getOperand(index / 2).getType()).getElementType();
    Type expected = TileType::get(op->getContext(), {}, elementType);
    if (argument.getType() != expected)
      return op->emitOpError("body argument #")
             << index << " must be " << expected << " (operand #" << index / 2
             << "'s element type), got " << argument.getType();
  }

  if (block.empty())
    return op->emitOpError("body must end in 'yield', but it is empty");
  if (!isa<YieldOp>(block.back()))
    return op->emitOpError("body must end in 'yield', got '") << block.back().getName() << "'";
  Operation &yield = block.back();
  if (yield.getNumOperands() != numOperands)
    return op->emitOpError("body yields ")
           << yield.getNumOperands() << " values, but must yield " << numOperands
           << " (one per operand)";
  for (auto [index, type] : llvm::enumerate(yield.getOperandTypes())) {
    Type expected = block.getArgument(2 * index).getType();
    if (type != expected)
      return op->emitOpError("body yields value #")
             << index << " of type " << type << ", but it must be " << expected << " (operand #"
             << index << "'s element type)";
  }
  // Reported at the impure op itself, naming the reduction whose rule it breaks.
  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner))
      return inner.emitOpError("is not pure, but the body of the enclosing '")
             << op->getName() << "' may contain only pure operations";
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

StringRef ReduceOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseReduction(parser, result, getDimAttrName(result.name), StringAttr(),
                        getIdentitiesAttrName(result.name));
}

void ReduceOp::print(OpAsmPrinter &printer) {
  printReduction(printer, *this, getDim(), std::nullopt, getIdentities(),
                 {getDimAttrName(), getIdentitiesAttrName()}, getBody());
}

LogicalResult ReduceOp::verify() {
  int32_t dim = getDim();
  return verifyReduction(
      *this, dim, getIdentities(), getBody(),
      [&](TileType operand) -> Type {
        SmallVector<int64_t> shape(operand.getShape());
        shape.erase(shape.begin() + dim);
        return TileType::get(getContext(), shape, operand.getElementType());
      },
      "the operand's type without dimension dim");
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

StringRef ScanOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseReduction(parser, result, getDimAttrName(result.name),
                        getReverseAttrName(result.name), getIdentitiesAttrName(result.name));
}

void ScanOp::print(OpAsmPrinter &printer) {
  printReduction(printer, *this, getDim(), getReverse(), getIdentities(),
                 {getDimAttrName(), getReverseAttrName(), getIdentitiesAttrName()}, getBody());
}

LogicalResult ScanOp::verify() {
  return verifyReduction(
      *this, getDim(), getIdentities(), getBody(), [](TileType operand) -> Type { return operand; },
      "the operand's type");
}
