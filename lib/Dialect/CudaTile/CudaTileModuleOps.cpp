//===- CudaTileModuleOps.cpp - module, entry, testing$func, return --------===//
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileDebugScopes.h"
#include "tilec/Dialect/CudaTile/CudaTileHints.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.cpp.inc"

void CudaTileDialect::registerModuleOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// module
//===----------------------------------------------------------------------===//

void TileModuleOp::build(OpBuilder &builder, OperationState &state, StringRef name) {
  state.addAttribute(getSymNameAttrName(state.name), builder.getStringAttr(name));
  state.addRegion()->emplaceBlock();
}

StringRef TileModuleOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

namespace {

/// An op of no registered dialect, accepted where the context allows unregistered dialects:
/// tests stand such placeholders (`"cond"() : () -> tile<i1>`) anywhere.
bool isAllowedUnregisteredOp(Operation &op) {
  return !op.isRegistered() && op.getContext()->allowsUnregisteredDialects();
}

/// Every op nested in `body` is a cuda_tile op (or an allowed unregistered one); `holder` names
/// what holds them.
LogicalResult verifyOnlyCudaTileOps(Block &body, StringRef holder) {
  WalkResult foreign = body.walk([&](Operation *op) {
    if ((op->getDialect() && isa<CudaTileDialect>(op->getDialect())) ||
        isAllowedUnregisteredOp(*op))
      return WalkResult::advance();
    op->emitOpError("is not a cuda_tile operation: a '")
        << holder << "' holds only cuda_tile operations";
    return WalkResult::interrupt();
  });
  return failure(foreign.wasInterrupted());
}

} // namespace

LogicalResult TileModuleOp::verify() {
  for (Operation &item : getBodyBlock()) {
    StringRef name = item.getName().getStringRef();
    if (!isa<EntryOp, TestingFuncOp>(item) && name != "cuda_tile.global" &&
        !isAllowedUnregisteredOp(item))
      return item.emitOpError("cannot be an item of 'cuda_tile.module': only 'entry', 'global' "
                              "and 'testing$func' may appear at module level");
  }
  if (failed(verifyOnlyCudaTileOps(getBodyBlock(), "cuda_tile.module")))
    return failure();
  return verifyDebugScopes(*this);
}

//===----------------------------------------------------------------------===//
// entry and testing$func
//===----------------------------------------------------------------------===//

namespace {

/// Parses `@name(%a: T, ...) [-> T | -> (T, ...)] [optimization_hints=<...>]
/// [attributes {...}] { body }`; `allowResults` and `allowHints` select the variant.
ParseResult parseFunctionLike(OpAsmParser &parser, OperationState &result, bool allowResults,
                              bool allowHints, StringRef functionTypeName, StringRef hintsName) {
  StringAttr name;
  if (parser.parseSymbolName(name, SymbolTable::getSymbolAttrName(), result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument argument;
        if (parser.parseArgument(argument, /*allowType=*/false) || parser.parseColon() ||
            parseCudaTileType(parser, argument.type))
          return failure();
        arguments.push_back(argument);
        return success();
      }))
    return failure();

  SmallVector<Type> resultTypes;
  SMLoc arrowLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalArrow())) {
    if (!allowResults)
      return parser.emitError(arrowLoc, "'entry' cannot have results");
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parseCudaTileTypeList(parser, resultTypes) || parser.parseRParen()))
        return failure();
    } else {
      Type type;
      if (parseCudaTileType(parser, type))
        return failure();
      resultTypes.push_back(type);
    }
  }

  if (allowHints && succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    if (parser.parseEqual())
      return failure();
    Attribute hints = OptimizationHintsAttr::parseBody(parser);
    if (!hints)
      return failure();
    result.addAttribute(hintsName, hints);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  SmallVector<Type> argumentTypes = llvm::map_to_vector(
      arguments, [](const OpAsmParser::Argument &argument) { return argument.type; });
  result.addAttribute(functionTypeName, TypeAttr::get(FunctionType::get(
                                            parser.getContext(), argumentTypes, resultTypes)));

  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments, /*enableNameShadowing=*/false))
    return failure();
  if (body->empty())
    body->emplaceBlock();
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToEnd(&body->front());
  if (body->front().empty() || !body->front().back().hasTrait<OpTrait::IsTerminator>())
    ReturnOp::create(builder, result.location);
  return success();
}

void printFunctionLike(OpAsmPrinter &printer, Operation *op, StringAttr name,
                       FunctionType type, Region &body, ArrayRef<StringRef> elided) {
  printer << ' ';
  printer.printSymbolName(name.getValue());
  printer << '(';
  llvm::interleaveComma(body.getArguments(), printer, [&](BlockArgument argument) {
    printer.printRegionArgument(argument, {}, /*omitType=*/true);
    printer << ": ";
    printCudaTileType(printer, argument.getType());
  });
  printer << ')';
  if (!type.getResults().empty()) {
    printer << " -> ";
    if (type.getNumResults() == 1) {
      printCudaTileType(printer, type.getResult(0));
    } else {
      printer << '(';
      printCudaTileTypeList(printer, op, type.getResults());
      printer << ')';
    }
  }
}

LogicalResult verifyFunctionLike(Operation *op, FunctionType type, Region &body) {
  if (body.front().getArgumentTypes() != type.getInputs())
    return op->emitOpError("block argument types must match the function type");
  return success();
}

} // namespace

StringRef EntryOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLike(parser, result, /*allowResults=*/false, /*allowHints=*/true,
                           getFunctionTypeAttrName(result.name),
                           getOptimizationHintsAttrName(result.name));
}

void EntryOp::print(OpAsmPrinter &printer) {
  printFunctionLike(printer, *this, getSymNameAttr(), getFunctionType(), getBody(), {});
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr(); hints && !hints.empty()) {
    printer << " optimization_hints=";
    hints.printBody(printer);
  }
  printer.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {getSymNameAttrName(), getFunctionTypeAttrName(),
                            getOptimizationHintsAttrName()});
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("cannot have results");
  for (auto [index, argType] : llvm::enumerate(type.getInputs())) {
    auto tile = dyn_cast<TileType>(argType);
    if (tile && tile.getRank() != 0)
      return emitOpError("parameter #") << index << " must be a rank-0 tile (a scalar or a "
                                                    "pointer), got "
                                        << argType;
  }
  if (failed(verifyHintSupport(*this, getOptimizationHintsAttr(),
                               {"num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"})))
    return failure();
  return verifyFunctionLike(*this, type, getBody());
}

StringRef TestingFuncOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult TestingFuncOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseFunctionLike(parser, result, /*allowResults=*/true, /*allowHints=*/false,
                           getFunctionTypeAttrName(result.name), "");
}

void TestingFuncOp::print(OpAsmPrinter &printer) {
  printFunctionLike(printer, *this, getSymNameAttr(), getFunctionType(), getBody(), {});
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getSymNameAttrName(), getFunctionTypeAttrName()});
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

LogicalResult TestingFuncOp::verify() {
  // A cuda_tile.module checks the ops of the functions in it.
  if (!isa_and_nonnull<TileModuleOp>((*this)->getParentOp()) &&
      failed(verifyOnlyCudaTileOps(getBodyBlock(), "cuda_tile.testing$func")))
    return failure();
  if (!isa_and_nonnull<TileModuleOp>((*this)->getParentOp()) && failed(verifyDebugScopes(*this)))
    return failure();
  return verifyFunctionLike(*this, getFunctionType(), getBody());
}

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  Operation *function = (*this)->getParentOfType<EntryOp>();
  if (!function)
    function = (*this)->getParentOfType<TestingFuncOp>();
  if (!function)
    return emitOpError("must be inside an 'entry' or a 'testing$func'");
  // Only `if`s and (13.4) `loop`s may stand between the return and its function: returning
  // out of a `for` is not allowed. CudaTileVersion.cpp reports a return inside a `loop` under
  // --tile-ir-version=13.3.
  for (Operation *parent = (*this)->getParentOp(); parent != function;
       parent = parent->getParentOp()) {
    StringRef parentName = parent->getName().getStringRef();
    if (parentName != "cuda_tile.if" && parentName != "cuda_tile.loop")
      return emitOpError("must be nested only in 'if' and 'loop' operations up to its 'entry' "
                         "or 'testing$func', but is inside '")
             << parent->getName() << "'";
  }
  if (isa<EntryOp>(function)) {
    if (!getOperands().empty())
      return emitOpError("in an 'entry' cannot have operands");
    return success();
  }
  ArrayRef<Type> expected = cast<TestingFuncOp>(function).getFunctionType().getResults();
  if (TypeRange(getOperands()) != TypeRange(expected))
    return emitOpError("operand types must match the results of the enclosing 'testing$func'");
  return success();
}
