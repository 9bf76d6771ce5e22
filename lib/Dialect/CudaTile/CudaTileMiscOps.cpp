//===- CudaTileMiscOps.cpp - print_tko and assume: syntax and verifiers ---===//
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"
#include "tilec/Runtime/PrintFormat.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

/// `custom<AssumePredicate>`: `div_by<...>` or `#cuda_tile.div_by<...>` (likewise for the
/// other predicates); printed without the prefix.
ParseResult parseAssumePredicate(OpAsmParser &parser, Attribute &predicate) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  if (failed(parser.parseOptionalKeyword(&mnemonic)))
    return parser.parseAttribute(predicate);
  if (mnemonic == DivByAttr::getMnemonic())
    predicate = DivByAttr::parse(parser, Type());
  else if (mnemonic == SameElementsAttr::getMnemonic())
    predicate = SameElementsAttr::parse(parser, Type());
  else if (mnemonic == BoundedAttr::getMnemonic())
    predicate = BoundedAttr::parse(parser, Type());
  else
    return parser.emitError(loc, "expected an assume predicate (div_by, same_elements or "
                                 "bounded), got '")
           << mnemonic << "'";
  return success(predicate != nullptr);
}

void printAssumePredicate(OpAsmPrinter &printer, Operation *, Attribute predicate) {
  TypeSwitch<Attribute>(predicate)
      .Case<DivByAttr, SameElementsAttr, BoundedAttr>([&](auto attr) {
        printer << attr.getMnemonic();
        attr.print(printer);
      })
      .Default([&](Attribute attr) { printer.printAttribute(attr); });
}

} // namespace

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.cpp.inc"

void CudaTileDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

ParseResult PrintTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  std::string format;
  SmallVector<OpAsmParser::UnresolvedOperand> args;
  std::optional<OpAsmParser::UnresolvedOperand> token;
  SmallVector<Type> argTypes;
  Type resultType;
  if (parser.parseString(&format))
    return failure();
  result.addAttribute(getStrAttrName(result.name), parser.getBuilder().getStringAttr(format));
  while (succeeded(parser.parseOptionalComma()))
    if (parser.parseOperand(args.emplace_back()))
      return failure();
  if (succeeded(parser.parseOptionalKeyword("token"))) {
    token.emplace();
    if (parser.parseEqual() || parser.parseOperand(*token))
      return failure();
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalColon()) && parseCudaTileTypeList(parser, argTypes))
    return failure();
  if (parser.parseArrow() || parseCudaTileType(parser, resultType) ||
      parser.resolveOperands(args, argTypes, typesLoc, result.operands) ||
      (token &&
       parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands)))
    return failure();
  result.addTypes(resultType);
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {static_cast<int32_t>(args.size()), token.has_value()}));
  return success();
}

void PrintTkoOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printString(getStr());
  for (Value arg : getArgs())
    printer << ", " << arg;
  if (getToken())
    printer << " token=" << getToken();
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getStrAttrName(), getOperandSegmentSizesAttrName()});
  if (!getArgs().empty()) {
    printer << " : ";
    printCudaTileTypeList(printer, *this, getArgs().getTypes());
  }
  printer << " -> ";
  printCudaTileType(printer, getResultToken().getType());
}

/// Counts the operands `format` takes, reading it as NVIDIA's verifier does (see
/// tilec::runtime::scanPrintFormat), so that the same kernels verify.
static FailureOr<size_t> countConversionSpecifications(PrintTkoOp op, StringRef format) {
  size_t count = 0;
  for (const tilec::runtime::PrintConversion &conversion :
       tilec::runtime::scanPrintFormat(format)) {
    if (!conversion.isTerminated())
      return op.emitOpError("found unterminated format expression '")
             << format.substr(conversion.start) << "': a '%' must be followed by one of '"
             << tilec::runtime::kPrintConversionCharacters << "'";
    if (!conversion.isLiteralPercent())
      ++count;
  }
  return count;
}

LogicalResult PrintTkoOp::verify() {
  FailureOr<size_t> expected = countConversionSpecifications(*this, getStr());
  if (failed(expected))
    return failure();
  if (*expected != getArgs().size())
    return emitOpError("format has ") << *expected << " conversion specifications but "
                                      << getArgs().size() << " operands are given";
  return success();
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

namespace {

bool isIntegerOrPointerTile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && (isIntegerElementType(tile.getElementType()) ||
                  isPointerElementType(tile.getElementType()));
}

LogicalResult verifyDivBy(AssumeOp op, DivByAttr predicate, Type type) {
  if (isa<TensorViewType>(type)) {
    if (predicate.getEvery())
      return op.emitOpError("'div_by' on a tensor_view cannot have 'every'/'along'");
    return success();
  }
  if (!isIntegerOrPointerTile(type))
    return op.emitOpError("'div_by' applies to an integer tile, a pointer tile or a "
                          "tensor_view, got ")
           << type;
  if (!predicate.getEvery())
    return success();
  auto tile = cast<TileType>(type);
  if (tile.getRank() == 0)
    return op.emitOpError("'div_by' on a rank-0 tile cannot have 'every'/'along'");
  int64_t along = *predicate.getAlong();
  if (along >= tile.getRank())
    return op.emitOpError("'div_by' dimension 'along' must be less than the rank ")
           << tile.getRank() << ", got " << along;
  int64_t every = *predicate.getEvery();
  if (every > tile.getDimSize(along))
    return op.emitOpError("'div_by' group size 'every' must not exceed the size ")
           << tile.getDimSize(along) << " of dimension " << along << ", got " << every;
  return success();
}

LogicalResult verifySameElements(AssumeOp op, SameElementsAttr predicate, Type type) {
  if (!isIntegerOrPointerTile(type))
    return op.emitOpError("'same_elements' applies to an integer or pointer tile, got ") << type;
  auto tile = cast<TileType>(type);
  ArrayRef<int64_t> groupSizes = predicate.getGroupSizes();
  if (static_cast<int64_t>(groupSizes.size()) != tile.getRank())
    return op.emitOpError("'same_elements' needs one group size per dimension: expected ")
           << tile.getRank() << ", got " << groupSizes.size();
  for (auto [dim, size] : llvm::enumerate(groupSizes))
    if (size > tile.getDimSize(dim))
      return op.emitOpError("'same_elements' group size of dimension ")
             << dim << " must not exceed its size " << tile.getDimSize(dim) << ", got " << size;
  return success();
}

LogicalResult verifyBounded(AssumeOp op, BoundedAttr predicate, Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile || !isIntegerElementType(tile.getElementType()))
    return op.emitOpError("'bounded' applies to an integer tile, got ") << type;
  // Bounds are signed values of the element type.
  unsigned width = tile.getElementType().getIntOrFloatBitWidth();
  int64_t min = llvm::minIntN(width), max = llvm::maxIntN(width);
  for (auto [name, bound] : {std::pair{"lower", predicate.getLowerBound()},
                             std::pair{"upper", predicate.getUpperBound()}})
    if (bound && (*bound < min || *bound > max))
      return op.emitOpError("'bounded' ")
             << name << " bound " << *bound << " is outside the signed range [" << min << ", "
             << max << "] of " << tile.getElementType();
  return success();
}

} // namespace

LogicalResult AssumeOp::verify() {
  Type type = getValue().getType();
  return TypeSwitch<Attribute, LogicalResult>(getPredicate())
      .Case([&](DivByAttr predicate) { return verifyDivBy(*this, predicate, type); })
      .Case([&](SameElementsAttr predicate) { return verifySameElements(*this, predicate, type); })
      .Case([&](BoundedAttr predicate) { return verifyBounded(*this, predicate, type); })
      .Default([](Attribute) { return success(); });
}
