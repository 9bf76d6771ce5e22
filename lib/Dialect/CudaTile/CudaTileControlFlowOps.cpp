//===- CudaTileControlFlowOps.cpp - if, for, loop, their terminators, assert ----===//
//
// Custom syntax and verifiers of the structured control flow of tile-ir-ops.md §3.6. `reduce`
// and `scan` live in CudaTileControlFlowOpsReductions.cpp.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.cpp.inc"

void CudaTileDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.cpp.inc"
      >();
}

namespace {

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// The text may leave out an operand-less terminator (`yield` in `if` branches, `continue` in
/// loop bodies); the parser adds it so that every block ends in a terminator.
template <typename TerminatorOp>
void ensureImplicitTerminator(Region &region, MLIRContext *context, Location loc) {
  if (region.empty())
    region.emplaceBlock();
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(&block);
  TerminatorOp::create(builder, loc);
}

/// Prints a region without its terminator when that is the implied operand-less `TerminatorOp`
/// (tile-ir-syntax.md §5).
template <typename TerminatorOp>
void printRegionOmittingImplicitTerminator(OpAsmPrinter &printer, Region &region) {
  bool implicit = false;
  if (!region.empty() && !region.front().empty())
    if (auto terminator = dyn_cast<TerminatorOp>(region.front().back()))
      implicit = terminator->getNumOperands() == 0 && terminator->getAttrs().empty();
  printer.printRegion(region, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/!implicit);
}

/// `(T, ...)` or a single `T`, as `if` and `for` write their result types.
ParseResult parseResultTypes(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  if (failed(parser.parseOptionalLParen())) {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  }
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  return failure(parseCudaTileTypeList(parser, types) || parser.parseRParen());
}

/// `(%x = %init, ...)` after the `iter_values` keyword.
ParseResult parseIterValueBindings(OpAsmParser &parser,
                                   SmallVectorImpl<OpAsmParser::Argument> &arguments,
                                   SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
    OpAsmParser::Argument argument;
    OpAsmParser::UnresolvedOperand init;
    if (parser.parseArgument(argument) || parser.parseEqual() || parser.parseOperand(init))
      return failure();
    arguments.push_back(argument);
    inits.push_back(init);
    return success();
  });
}

/// Gives the carried values their types.
ParseResult setIterValueTypes(OpAsmParser &parser, SMLoc loc,
                              MutableArrayRef<OpAsmParser::Argument> arguments,
                              ArrayRef<Type> types) {
  if (types.size() != arguments.size())
    return parser.emitError(loc, "expected ")
           << arguments.size() << " types for the iter_values, got " << types.size();
  for (auto [argument, type] : llvm::zip_equal(arguments, types))
    argument.type = type;
  return success();
}

void printIterValueBindings(OpAsmPrinter &printer, ValueRange arguments, ValueRange inits) {
  printer << " iter_values(";
  llvm::interleaveComma(llvm::zip_equal(arguments, inits), printer, [&](auto binding) {
    printer << std::get<0>(binding) << " = " << std::get<1>(binding);
  });
  printer << ')';
}

/// Views are references into memory, which cannot flow through control flow (§3.6).
LogicalResult verifyNoViews(Operation *op, TypeRange types, StringRef what) {
  for (auto [index, type] : llvm::enumerate(types))
    if (isa<TensorViewType>(type) || isTileView(type))
      return op->emitOpError() << what << " #" << index
                               << " cannot be a tensor_view or tile view, got " << type;
  return success();
}

/// Checks the values `terminator` hands to `owner` against the types `owner` expects, and reports
/// a mismatch at `owner`: the owning op states what its region must produce, so it is checked
/// before the region's body. `source` names the terminator ("then branch", "'continue'"),
/// `verb` what it does ("yields", "passes") and `noun` what it supplies ("result").
LogicalResult verifyRegionResults(Operation *owner, Operation *terminator, StringRef source,
                                  StringRef verb, StringRef noun, TypeRange expected) {
  TypeRange actual = terminator->getOperandTypes();
  if (actual.size() != expected.size()) {
    InFlightDiagnostic diag = owner->emitOpError() << source << ' ' << verb << ' ';
    if (actual.empty())
      diag << "nothing";
    else
      diag << actual.size() << " values";
    diag << ", but the op has ";
    if (expected.empty())
      diag << "no " << noun << 's';
    else
      diag << expected.size() << ' ' << noun << 's';
    return diag;
  }
  for (auto [index, types] : llvm::enumerate(llvm::zip_equal(actual, expected)))
    if (std::get<0>(types) != std::get<1>(types))
      return owner->emitOpError() << source << ' ' << verb << " value #" << index << " of type "
                                  << std::get<0>(types) << ", but " << noun << " #" << index
                                  << " has type " << std::get<1>(types);
  return success();
}

/// The loop a `continue` or `break` refers to: the nearest ancestor that is not an `if`.
Operation *getTargetLoop(Operation *terminator) {
  Operation *parent = terminator->getParentOp();
  while (isa_and_nonnull<IfOp>(parent))
    parent = parent->getParentOp();
  return parent;
}

/// The values a loop body receives after the induction variable, if any.
TypeRange getCarriedTypes(Operation *loop) {
  if (auto forOp = dyn_cast<ForOp>(loop))
    return TypeRange(forOp.getBodyBlock().getArguments().drop_front());
  return TypeRange(cast<LoopOp>(loop).getBodyBlock().getArguments());
}

/// Checks every `continue` and `break` that leaves `loop` (its body's terminator and those of the
/// `if`s nested in it) against the loop's carried values and results. Blocks are checked for
/// emptiness because the `if`s' own structure is verified only after the loop.
LogicalResult verifyLoopExits(Operation *loop, Block &block) {
  if (!block.empty()) {
    Operation &terminator = block.back();
    if (isa<ContinueOp>(terminator) &&
        failed(verifyRegionResults(loop, &terminator, "'continue'", "passes", "carried value",
                                   getCarriedTypes(loop))))
      return failure();
    if (isa<BreakOp>(terminator) && isa<LoopOp>(loop) &&
        failed(verifyRegionResults(loop, &terminator, "'break'", "passes", "result",
                                   loop->getResultTypes())))
      return failure();
  }
  for (auto ifOp : block.getOps<IfOp>())
    for (Region &region : ifOp->getRegions())
      for (Block &nested : region)
        if (failed(verifyLoopExits(loop, nested)))
          return failure();
  return success();
}

/// A loop body ends in `continue` or `break`; other terminators of the dialect (`yield`,
/// `return`) report their own misplacement, with their own location.
LogicalResult verifyLoopTerminator(Operation *loop, Block &body) {
  if (body.empty())
    return loop->emitOpError("body must end in 'continue'")
           << (isa<LoopOp>(loop) ? " or 'break'" : "") << ", but it is empty";
  Operation &terminator = body.back();
  if (!isa<ContinueOp, BreakOp, YieldOp, ReturnOp>(terminator))
    return loop->emitOpError("body must end in 'continue'")
           << (isa<LoopOp>(loop) ? " or 'break'" : "") << ", got '" << terminator.getName()
           << "'";
  return verifyLoopExits(loop, body);
}

} // namespace

//===----------------------------------------------------------------------===//
// if
//===----------------------------------------------------------------------===//

StringRef IfOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  OpAsmParser::UnresolvedOperand condition;
  if (parser.parseOperand(condition))
    return failure();
  if (succeeded(parser.parseOptionalArrow()) && parseResultTypes(parser, result.types))
    return failure();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion))
    return failure();
  ensureImplicitTerminator<YieldOp>(*thenRegion, context, result.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion))
      return failure();
    ensureImplicitTerminator<YieldOp>(*elseRegion, context, result.location);
  }
  // Resolved after the branches, like the operands of `for` and `loop`.
  Type i1 = TileType::get(context, {}, IntegerType::get(context, 1));
  return parser.resolveOperand(condition, i1, result.operands);
}

void IfOp::print(OpAsmPrinter &printer) {
  printer << ' ' << getCondition();
  if (getNumResults() != 0) {
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer << ' ';
  printRegionOmittingImplicitTerminator<YieldOp>(printer, getThenRegion());
  if (!getElseRegion().empty()) {
    printer << " else ";
    printRegionOmittingImplicitTerminator<YieldOp>(printer, getElseRegion());
  }
}

LogicalResult IfOp::verify() {
  if (getNumResults() != 0 && getElseRegion().empty())
    return emitOpError("has results and therefore needs an 'else' branch");
  if (failed(verifyNoViews(*this, getResultTypes(), "result")))
    return failure();
  // A branch may also leave through `break`, `continue` or `return`; those are checked by
  // their loop or function.
  for (auto [region, source] :
       {std::pair<Region *, StringRef>{&getThenRegion(), "then branch"},
        std::pair<Region *, StringRef>{&getElseRegion(), "else branch"}})
    for (Block &block : *region)
      if (!block.empty() && isa<YieldOp>(block.back()) &&
          failed(verifyRegionResults(*this, &block.back(), source, "yields", "result",
                                     getResultTypes())))
        return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// for
//===----------------------------------------------------------------------===//

StringRef ForOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

/// The common end of `for` and `loop`: `[attributes {...}] { body }`, where an operand-less
/// `continue` may be left implicit. The operands are resolved only after the body, as MLIR's
/// `scf.for` does: a name defined in the body is out of scope by then, so using it in the
/// operand list is the parser's "use of undeclared SSA value name" at the use.
static ParseResult parseLoopAttributesAndBody(OpAsmParser &parser, OperationState &result,
                                              ArrayRef<OpAsmParser::Argument> arguments,
                                              ArrayRef<OpAsmParser::UnresolvedOperand> operands,
                                              ArrayRef<Type> operandTypes) {
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, arguments))
    return failure();
  ensureImplicitTerminator<ContinueOp>(*body, parser.getContext(), result.location);
  for (auto [operand, type] : llvm::zip_equal(operands, operandTypes))
    if (parser.resolveOperand(operand, type, result.operands))
      return failure();
  return success();
}

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name), UnitAttr::get(context));

  OpAsmParser::Argument inductionVar;
  OpAsmParser::UnresolvedOperand lowerBound, upperBound, step;
  Type boundType;
  if (parser.parseArgument(inductionVar) || parser.parseKeyword("in") || parser.parseLParen() ||
      parser.parseOperand(lowerBound) || parser.parseKeyword("to") ||
      parser.parseOperand(upperBound) || parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() || parser.parseColon() ||
      parseCudaTileType(parser, boundType))
    return failure();
  inductionVar.type = boundType;
  SmallVector<OpAsmParser::UnresolvedOperand> operands{lowerBound, upperBound, step};
  SmallVector<Type> operandTypes(3, boundType);

  SmallVector<OpAsmParser::Argument> arguments{inductionVar};
  SMLoc iterLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValueBindings(parser, arguments, operands) || parser.parseArrow() ||
        parseResultTypes(parser, result.types) ||
        setIterValueTypes(parser, iterLoc, MutableArrayRef(arguments).drop_front(),
                          result.types))
      return failure();
    llvm::append_range(operandTypes, result.types);
  }
  return parseLoopAttributesAndBody(parser, result, arguments, operands, operandTypes);
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << ' ' << getInductionVar() << " in (" << getLowerBound() << " to " << getUpperBound()
          << ", step " << getStep() << ") : ";
  printCudaTileType(printer, getLowerBound().getType());
  if (!getInitValues().empty()) {
    printIterValueBindings(printer, getBodyBlock().getArguments().drop_front(), getInitValues());
    printer << " -> (";
    printCudaTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(), {getUnsignedCmpAttrName()});
  printer << ' ';
  printRegionOmittingImplicitTerminator<ContinueOp>(printer, getBody());
}

LogicalResult ForOp::verify() {
  Type boundType = getLowerBound().getType();
  auto boundTile = dyn_cast<TileType>(boundType);
  if (!boundTile || boundTile.getRank() != 0 || !isIntegerElementType(boundTile.getElementType()))
    return emitOpError("bounds and step must be rank-0 integer tiles, got ") << boundType;
  if (getUpperBound().getType() != boundType || getStep().getType() != boundType)
    return emitOpError("lower bound, upper bound and step must have the same type, got ")
           << boundType << ", " << getUpperBound().getType() << " and " << getStep().getType();

  size_t numCarried = getInitValues().size();
  if (getNumResults() != numCarried)
    return emitOpError("must have one result per carried value: ")
           << numCarried << " carried values but " << getNumResults() << " results";
  for (auto [index, types] :
       llvm::enumerate(llvm::zip_equal(getInitValues().getTypes(), getResultTypes())))
    if (std::get<0>(types) != std::get<1>(types))
      return emitOpError("result #") << index << " has type " << std::get<1>(types)
                                     << " but its carried value has type " << std::get<0>(types);
  if (failed(verifyNoViews(*this, getInitValues().getTypes(), "carried value")))
    return failure();

  Block &body = getBodyBlock();
  if (body.getNumArguments() != numCarried + 1)
    return emitOpError("body must have ")
           << numCarried + 1 << " arguments (the induction variable and the carried values), got "
           << body.getNumArguments();
  if (body.getArgument(0).getType() != boundType)
    return emitOpError("induction variable must have the bounds' type ")
           << boundType << ", got " << body.getArgument(0).getType();
  for (auto [index, types] : llvm::enumerate(llvm::zip_equal(
           getInitValues().getTypes(), TypeRange(body.getArguments().drop_front()))))
    if (std::get<0>(types) != std::get<1>(types))
      return emitOpError("body argument for carried value #")
             << index << " has type " << std::get<1>(types) << " but its initial value has type "
             << std::get<0>(types);
  return verifyLoopTerminator(*this, body);
}

//===----------------------------------------------------------------------===//
// loop
//===----------------------------------------------------------------------===//

StringRef LoopOp::getDefaultDialect() { return CudaTileDialect::getDialectNamespace(); }

// `loop iter_values(%x = %init, ...) : T, ... [-> R, ...] { }`, or `loop [: R, ...] { }` when
// nothing is carried (there the colon introduces the results).
ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> arguments;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> carriedTypes;
  SMLoc iterLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValueBindings(parser, arguments, inits) || parser.parseColon() ||
        parseCudaTileTypeList(parser, carriedTypes) ||
        setIterValueTypes(parser, iterLoc, arguments, carriedTypes))
      return failure();
    if (succeeded(parser.parseOptionalArrow()) && parseCudaTileTypeList(parser, result.types))
      return failure();
  } else if (succeeded(parser.parseOptionalColon()) || succeeded(parser.parseOptionalArrow())) {
    if (parseCudaTileTypeList(parser, result.types))
      return failure();
  }
  return parseLoopAttributesAndBody(parser, result, arguments, inits, carriedTypes);
}

void LoopOp::print(OpAsmPrinter &printer) {
  if (!getInitValues().empty()) {
    printIterValueBindings(printer, getBodyBlock().getArguments(), getInitValues());
    printer << " : ";
    printCudaTileTypeList(printer, *this, getInitValues().getTypes());
    if (getNumResults() != 0) {
      printer << " -> ";
      printCudaTileTypeList(printer, *this, getResultTypes());
    }
  } else if (getNumResults() != 0) {
    printer << " : ";
    printCudaTileTypeList(printer, *this, getResultTypes());
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer << ' ';
  printRegionOmittingImplicitTerminator<ContinueOp>(printer, getBody());
}

LogicalResult LoopOp::verify() {
  if (failed(verifyNoViews(*this, getInitValues().getTypes(), "carried value")) ||
      failed(verifyNoViews(*this, getResultTypes(), "result")))
    return failure();
  Block &body = getBodyBlock();
  if (body.getArgumentTypes() != getInitValues().getTypes())
    return emitOpError("body arguments must have the types of the carried values");
  return verifyLoopTerminator(*this, body);
}

//===----------------------------------------------------------------------===//
// continue, break, yield
//===----------------------------------------------------------------------===//

LogicalResult ContinueOp::verify() {
  Operation *loop = getTargetLoop(*this);
  if (!isa_and_nonnull<ForOp, LoopOp>(loop))
    return emitOpError("must be nested in a 'for' or 'loop' with only 'if' operations in "
                       "between, but is in '")
           << (loop ? loop->getName().getStringRef() : "<top level>") << "'";
  // The operands are checked by the loop, which is verified before its body.
  return success();
}

LogicalResult BreakOp::verify() {
  Operation *loop = getTargetLoop(*this);
  if (isa_and_nonnull<ForOp>(loop))
    return emitOpError("cannot leave a 'for': only a 'loop' can be left with 'break'");
  if (!isa_and_nonnull<LoopOp>(loop))
    return emitOpError("must be nested in a 'loop' with only 'if' operations in between, but is "
                       "in '")
           << (loop ? loop->getName().getStringRef() : "<top level>") << "'";
  // The operands are checked by the loop, which is verified before its body.
  return success();
}

LogicalResult YieldOp::verify() {
  // The values are checked by the `if`, `reduce` or `scan`, which is verified before its body.
  Operation *parent = (*this)->getParentOp();
  if (isa_and_nonnull<IfOp, ReduceOp, ScanOp>(parent))
    return success();
  return emitOpError("must end an 'if' branch or a 'reduce'/'scan' body, but is in '")
         << (parent ? parent->getName().getStringRef() : "<top level>") << "'";
}
