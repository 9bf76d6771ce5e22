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

  ArrayAttr identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() || parser.parseAttribute(identities))
    return failure();
  result.addAttribute(identitiesName, identities);
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type> operandTypes;
  if (parser.parseColon() || parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, result.types) ||
      parser.resolveOperands(operands, operandTypes, operandsLoc, result.operands))
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
  return parser.parseRegion(*result.addRegion(), arguments);
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
  for (Operation &inner : block.without_terminator())
    if (!isPure(&inner)) {
      InFlightDiagnostic diag = op->emitOpError("body may contain only pure operations, but "
                                                "contains '")
                                << inner.getName() << "'";
      diag.attachNote(inner.getLoc()) << "not pure";
      return diag;
    }
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
