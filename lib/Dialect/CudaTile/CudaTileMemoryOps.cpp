//===- CudaTileMemoryOps.cpp - Memory operations: syntax and verifiers ----===//
//
// Tokens, alloca, load_ptr_tko, store_ptr_tko, atomic_rmw_tko, atomic_cas_tko
// (tile-ir-ops.md §3.7; allowed orderings and scopes per op: §1.6).
//
// Custom syntax of the pointer accesses (tile-ir-syntax.md §4):
//   ORD [SCOPE] operands [token=%t] [optimization_hints = <...>] [attr-dict]
//     : operand types -> result types
// Only the non-token operands have types after `:`; their number depends on the optional
// mask and padding, so the parsers are hand-written. The scope is parsed as optional for every
// op so that a missing or superfluous scope gets the verifier's message naming the rule.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileHints.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tilec::cuda_tile;

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.cpp.inc"

void CudaTileDialect::registerMemoryOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.cpp.inc"
      >();
}

namespace {

using UnresolvedOperand = OpAsmParser::UnresolvedOperand;

//===----------------------------------------------------------------------===//
// Syntax shared by the pointer accesses
//===----------------------------------------------------------------------===//

/// `ORD [SCOPE]`.
ParseResult parseOrderingAndScope(OpAsmParser &parser, OperationState &result,
                                  StringAttr orderingName, StringAttr scopeName) {
  MLIRContext *context = parser.getContext();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrdering> ordering = symbolizeMemoryOrdering(keyword);
  if (!ordering)
    return parser.emitError(loc, "expected a memory ordering (weak, relaxed, acquire, release "
                                 "or acq_rel), got '")
           << keyword << "'";
  result.addAttribute(orderingName, MemoryOrderingAttr::get(context, *ordering));
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"tl_blk", "device", "sys"})))
    result.addAttribute(scopeName, MemoryScopeAttr::get(context, *symbolizeMemoryScope(keyword)));
  return success();
}

void printOrderingAndScope(OpAsmPrinter &printer, MemoryOrdering ordering,
                           std::optional<MemoryScope> scope) {
  printer << ' ' << stringifyMemoryOrdering(ordering);
  if (scope)
    printer << ' ' << stringifyMemoryScope(*scope);
}

/// `[, %x]` repeated up to `maxCount` times.
ParseResult parseTrailingOperands(OpAsmParser &parser, SmallVectorImpl<UnresolvedOperand> &operands,
                                  size_t maxCount) {
  for (size_t i = 0; i < maxCount && succeeded(parser.parseOptionalComma()); ++i)
    if (parser.parseOperand(operands.emplace_back()))
      return failure();
  return success();
}

/// `[token=%t]`.
ParseResult parseOptionalInputToken(OpAsmParser &parser, std::optional<UnresolvedOperand> &token) {
  if (failed(parser.parseOptionalKeyword("token")))
    return success();
  token.emplace();
  return failure(parser.parseEqual() || parser.parseOperand(*token));
}

void printOptionalInputToken(OpAsmPrinter &printer, Value token) {
  if (token)
    printer << " token=" << token;
}

/// `[optimization_hints = <...>]`.
ParseResult parseOptionalHints(OpAsmParser &parser, OperationState &result, StringAttr name) {
  if (failed(parser.parseOptionalKeyword("optimization_hints")))
    return success();
  if (parser.parseEqual())
    return failure();
  Attribute hints = OptimizationHintsAttr::parseBody(parser);
  if (!hints)
    return failure();
  result.addAttribute(name, hints);
  return success();
}

void printOptionalHints(OpAsmPrinter &printer, OptimizationHintsAttr hints) {
  if (!hints || hints.empty())
    return;
  printer << " optimization_hints = ";
  hints.printBody(printer);
}

/// `[attr-dict] : T, ... -> R, ...`; resolves `operands` against the types after `:` and
/// `token` (if any) as a token, and adds the result types.
ParseResult parseSignatureAndResolve(OpAsmParser &parser, OperationState &result,
                                     ArrayRef<UnresolvedOperand> operands,
                                     std::optional<UnresolvedOperand> token) {
  SmallVector<Type> operandTypes, resultTypes;
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseColon() || parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, resultTypes))
    return failure();
  if (parser.resolveOperands(operands, operandTypes, typesLoc, result.operands))
    return failure();
  if (token && parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands))
    return failure();
  result.addTypes(resultTypes);
  return success();
}

void printSignature(OpAsmPrinter &printer, Operation *op, TypeRange operandTypes,
                    ArrayRef<StringRef> elidedAttrs) {
  printer.printOptionalAttrDict(op->getAttrs(), elidedAttrs);
  printer << " : ";
  printCudaTileTypeList(printer, op, operandTypes);
  printer << " -> ";
  printCudaTileTypeList(printer, op, op->getResultTypes());
}

void setOperandSegments(OperationState &result, ArrayRef<int32_t> sizes) {
  result.addAttribute("operandSegmentSizes", DenseI32ArrayAttr::get(result.getContext(), sizes));
}

//===----------------------------------------------------------------------===//
// Verification shared by the pointer accesses
//===----------------------------------------------------------------------===//

/// Checks the ordering against the op's allowed set and the rule weak ⇔ no scope.
LogicalResult verifyOrderingAndScope(Operation *op, MemoryOrdering ordering,
                                     std::optional<MemoryScope> scope,
                                     ArrayRef<MemoryOrdering> allowed) {
  if (!llvm::is_contained(allowed, ordering)) {
    InFlightDiagnostic diag = op->emitOpError("memory ordering '")
                              << stringifyMemoryOrdering(ordering) << "' is not allowed; expected ";
    for (auto [index, candidate] : llvm::enumerate(allowed)) {
      if (index != 0)
        diag << (index + 1 == allowed.size() ? " or " : ", ");
      diag << stringifyMemoryOrdering(candidate);
    }
    return diag;
  }
  if (ordering == MemoryOrdering::weak && scope)
    return op->emitOpError("memory ordering 'weak' cannot have a memory scope, got '")
           << stringifyMemoryScope(*scope) << "'";
  if (ordering != MemoryOrdering::weak && !scope)
    return op->emitOpError("memory ordering '")
           << stringifyMemoryOrdering(ordering)
           << "' requires a memory scope (tl_blk, device or sys)";
  return success();
}

/// The tile an access through `pointers` reads or writes: same shape, pointee elements.
TileType getPointeeTileType(TileType pointers) {
  auto pointer = cast<PointerType>(pointers.getElementType());
  return TileType::get(pointers.getContext(), pointers.getShape(), pointer.getPointeeType());
}

/// `what` (a value operand or the result) must be the pointee tile of the pointer tile.
LogicalResult verifyPointeeTile(Operation *op, StringRef what, Type type, TileType pointers) {
  TileType expected = getPointeeTileType(pointers);
  if (type != expected)
    return op->emitOpError() << what << " type must be " << expected
                             << " (the pointee type in the pointer tile's shape), got " << type;
  return success();
}

LogicalResult verifyMask(Operation *op, Value mask, TileType pointers) {
  if (!mask)
    return success();
  auto maskType = cast<TileType>(mask.getType());
  if (maskType.getShape() != pointers.getShape())
    return op->emitOpError("mask shape must equal the pointer tile shape: expected ")
           << TileType::get(op->getContext(), pointers.getShape(),
                            IntegerType::get(op->getContext(), 1))
           << ", got " << maskType;
  return success();
}

bool isInt32Or64(Type type) { return type.isInteger(32) || type.isInteger(64); }

/// The element types `atomic_rmw_tko` accepts for `mode` (tile-ir-ops.md §3.7).
bool isAtomicModeElementType(AtomicMode mode, Type type) {
  switch (mode) {
  case AtomicMode::addf:
    return isBaseFloatElementType(type);
  case AtomicMode::xchg:
    return isInt32Or64(type) || type.isF32() || type.isF64();
  default:
    return isInt32Or64(type);
  }
}

StringRef describeAtomicModeElementTypes(AtomicMode mode) {
  switch (mode) {
  case AtomicMode::addf:
    return "f16, bf16, f32 or f64";
  case AtomicMode::xchg:
    return "i32, i64, f32 or f64";
  default:
    return "i32 or i64";
  }
}

constexpr MemoryOrdering kAtomicOrderings[] = {MemoryOrdering::relaxed, MemoryOrdering::acquire,
                                               MemoryOrdering::release, MemoryOrdering::acq_rel};

} // namespace

//===----------------------------------------------------------------------===//
// join_tokens
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("needs at least 2 input tokens, got ") << getTokens().size();
  return success();
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 0)
    return emitOpError("result must be a rank-0 pointer tile, got ") << type;
  // The attributes are signless; read them as signed so that a negative count is caught.
  int64_t numElements = getNumElemAttr().getInt();
  if (numElements < 0)
    return emitOpError("number of elements must not be negative, got ") << numElements;
  int64_t alignment = getAlignmentAttr().getInt();
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment))
    return emitOpError("alignment must be a positive power of two, got ") << alignment;
  // Sub-byte elements (f4E2M1FN) have a size of 0 bytes here: any alignment will do.
  Type element = cast<PointerType>(type.getElementType()).getPointeeType();
  int64_t elementBytes = getElementStorageBits(element) / 8;
  if (alignment < elementBytes)
    return emitOpError("alignment ") << alignment << " is smaller than the size of " << element
                                     << " (" << elementBytes << " bytes)";
  return success();
}

//===----------------------------------------------------------------------===//
// load_ptr_tko
//===----------------------------------------------------------------------===//

ParseResult LoadPtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 3> operands(1);
  std::optional<UnresolvedOperand> token;
  if (parseOrderingAndScope(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(operands[0]) || parseTrailingOperands(parser, operands, /*maxCount=*/2) ||
      parseOptionalInputToken(parser, token) ||
      parseOptionalHints(parser, result, getOptimizationHintsAttrName(result.name)) ||
      parseSignatureAndResolve(parser, result, operands, token))
    return failure();
  setOperandSegments(result, {1, operands.size() > 1, operands.size() > 2, token.has_value()});
  return success();
}

void LoadPtrTkoOp::print(OpAsmPrinter &printer) {
  printOrderingAndScope(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << ' ' << getSource();
  if (getMask())
    printer << ", " << getMask();
  if (getPadding())
    printer << ", " << getPadding();
  printOptionalInputToken(printer, getToken());
  printOptionalHints(printer, getOptimizationHintsAttr());
  SmallVector<Type, 3> types{getSource().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  if (getPadding())
    types.push_back(getPadding().getType());
  printSignature(printer, *this, types,
                 {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                  getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
}

LogicalResult LoadPtrTkoOp::verify() {
  if (failed(verifyOrderingAndScope(
          *this, getMemoryOrderingSemantics(), getMemoryScope(),
          {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::acquire})))
    return failure();
  TileType pointers = getSource().getType();
  if (failed(verifyPointeeTile(*this, "result", getResult().getType(), pointers)) ||
      failed(verifyMask(*this, getMask(), pointers)))
    return failure();
  if (Value padding = getPadding()) {
    // The generic form could attach a padding value to an unmasked load, where no lane
    // would ever take it; tile-ir-ops.md §3.7 recommends rejecting that.
    if (!getMask())
      return emitOpError("padding value requires a mask");
    if (padding.getType() != getResult().getType())
      return emitOpError("padding value type must equal the result type ")
             << getResult().getType() << ", got " << padding.getType();
  }
  return verifyHintSupport(*this, getOptimizationHintsAttr(), {"latency"});
}

//===----------------------------------------------------------------------===//
// store_ptr_tko
//===----------------------------------------------------------------------===//

ParseResult StorePtrTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 3> operands(2);
  std::optional<UnresolvedOperand> token;
  if (parseOrderingAndScope(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(operands[0]) || parser.parseComma() || parser.parseOperand(operands[1]) ||
      parseTrailingOperands(parser, operands, /*maxCount=*/1) ||
      parseOptionalInputToken(parser, token) ||
      parseOptionalHints(parser, result, getOptimizationHintsAttrName(result.name)) ||
      parseSignatureAndResolve(parser, result, operands, token))
    return failure();
  setOperandSegments(result, {1, 1, operands.size() > 2, token.has_value()});
  return success();
}

void StorePtrTkoOp::print(OpAsmPrinter &printer) {
  printOrderingAndScope(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << ' ' << getDestination() << ", " << getValue();
  if (getMask())
    printer << ", " << getMask();
  printOptionalInputToken(printer, getToken());
  printOptionalHints(printer, getOptimizationHintsAttr());
  SmallVector<Type, 3> types{getDestination().getType(), getValue().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printSignature(printer, *this, types,
                 {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                  getMemoryScopeAttrName(), getOptimizationHintsAttrName()});
}

LogicalResult StorePtrTkoOp::verify() {
  if (failed(verifyOrderingAndScope(
          *this, getMemoryOrderingSemantics(), getMemoryScope(),
          {MemoryOrdering::weak, MemoryOrdering::relaxed, MemoryOrdering::release})))
    return failure();
  TileType pointers = getDestination().getType();
  if (failed(verifyPointeeTile(*this, "value", getValue().getType(), pointers)) ||
      failed(verifyMask(*this, getMask(), pointers)))
    return failure();
  return verifyHintSupport(*this, getOptimizationHintsAttr(), {"latency"});
}

//===----------------------------------------------------------------------===//
// atomic_rmw_tko
//===----------------------------------------------------------------------===//

ParseResult AtomicRMWTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 3> operands(2);
  std::optional<UnresolvedOperand> token;
  if (parseOrderingAndScope(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(operands[0]) || parser.parseComma())
    return failure();
  SMLoc modeLoc = parser.getCurrentLocation();
  StringRef modeKeyword;
  if (parser.parseKeyword(&modeKeyword))
    return failure();
  std::optional<AtomicMode> mode = symbolizeAtomicMode(modeKeyword);
  if (!mode)
    return parser.emitError(modeLoc, "expected an atomic mode (and, or, xor, add, addf, max, "
                                     "min, umax, umin or xchg), got '")
           << modeKeyword << "'";
  result.addAttribute(getModeAttrName(result.name),
                      AtomicModeAttr::get(parser.getContext(), *mode));
  if (parser.parseComma() || parser.parseOperand(operands[1]) ||
      parseTrailingOperands(parser, operands, /*maxCount=*/1) ||
      parseOptionalInputToken(parser, token) ||
      parseSignatureAndResolve(parser, result, operands, token))
    return failure();
  setOperandSegments(result, {1, 1, operands.size() > 2, token.has_value()});
  return success();
}

void AtomicRMWTkoOp::print(OpAsmPrinter &printer) {
  printOrderingAndScope(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << ' ' << getPointers() << ", " << stringifyAtomicMode(getMode()) << ", " << getArg();
  if (getMask())
    printer << ", " << getMask();
  printOptionalInputToken(printer, getToken());
  SmallVector<Type, 3> types{getPointers().getType(), getArg().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printSignature(printer, *this, types,
                 {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                  getMemoryScopeAttrName(), getModeAttrName()});
}

LogicalResult AtomicRMWTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    kAtomicOrderings)))
    return failure();
  TileType pointers = getPointers().getType();
  if (failed(verifyPointeeTile(*this, "argument", getArg().getType(), pointers)) ||
      failed(verifyPointeeTile(*this, "result", getResult().getType(), pointers)) ||
      failed(verifyMask(*this, getMask(), pointers)))
    return failure();
  Type element = getArg().getType().getElementType();
  if (!isAtomicModeElementType(getMode(), element))
    return emitOpError("atomic mode '")
           << stringifyAtomicMode(getMode()) << "' requires elements of type "
           << describeAtomicModeElementTypes(getMode()) << ", got " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// atomic_cas_tko
//===----------------------------------------------------------------------===//

ParseResult AtomicCASTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<UnresolvedOperand, 4> operands(3);
  std::optional<UnresolvedOperand> token;
  if (parseOrderingAndScope(parser, result, getMemoryOrderingSemanticsAttrName(result.name),
                            getMemoryScopeAttrName(result.name)) ||
      parser.parseOperand(operands[0]) || parser.parseComma() || parser.parseOperand(operands[1]) ||
      parser.parseComma() || parser.parseOperand(operands[2]) ||
      parseTrailingOperands(parser, operands, /*maxCount=*/1) ||
      parseOptionalInputToken(parser, token) || parser.parseOptionalAttrDict(result.attributes))
    return failure();
  // One type after `:` stands for both %cmp and %val.
  SMLoc typesLoc = parser.getCurrentLocation();
  SmallVector<Type, 4> operandTypes;
  SmallVector<Type, 2> resultTypes;
  if (parser.parseColon() || parseCudaTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseCudaTileTypeList(parser, resultTypes))
    return failure();
  if (operandTypes.size() >= 2)
    operandTypes.insert(operandTypes.begin() + 2, operandTypes[1]);
  if (parser.resolveOperands(operands, operandTypes, typesLoc, result.operands) ||
      (token &&
       parser.resolveOperand(*token, TokenType::get(parser.getContext()), result.operands)))
    return failure();
  result.addTypes(resultTypes);
  setOperandSegments(result, {1, 1, 1, operands.size() > 3, token.has_value()});
  return success();
}

void AtomicCASTkoOp::print(OpAsmPrinter &printer) {
  printOrderingAndScope(printer, getMemoryOrderingSemantics(), getMemoryScope());
  printer << ' ' << getPointers() << ", " << getCmp() << ", " << getVal();
  if (getMask())
    printer << ", " << getMask();
  printOptionalInputToken(printer, getToken());
  SmallVector<Type, 3> types{getPointers().getType(), getCmp().getType()};
  if (getMask())
    types.push_back(getMask().getType());
  printSignature(printer, *this, types,
                 {getOperandSegmentSizesAttrName(), getMemoryOrderingSemanticsAttrName(),
                  getMemoryScopeAttrName()});
}

LogicalResult AtomicCASTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(), getMemoryScope(),
                                    kAtomicOrderings)))
    return failure();
  TileType pointers = getPointers().getType();
  if (failed(verifyPointeeTile(*this, "compare value", getCmp().getType(), pointers)) ||
      failed(verifyPointeeTile(*this, "new value", getVal().getType(), pointers)) ||
      failed(verifyPointeeTile(*this, "result", getResult().getType(), pointers)) ||
      failed(verifyMask(*this, getMask(), pointers)))
    return failure();
  Type element = getCmp().getType().getElementType();
  if (!isInt32Or64(element) && !element.isF32() && !element.isF64())
    return emitOpError("requires elements of type i32, i64, f32 or f64, got ") << element;
  return success();
}

//===----------------------------------------------------------------------===//
// memory_fence_alias_tko (13.4)
//===----------------------------------------------------------------------===//

/// `memory_fence_alias_tko %t`, as NVIDIA's disassembler prints it; `token = %t` (the form the
/// grid dependency ops use) and a trailing `-> token` are read too, as tilec printed them before.
ParseResult MemoryFenceAliasTkoOp::parse(OpAsmParser &parser, OperationState &result) {
  UnresolvedOperand token;
  if (succeeded(parser.parseOptionalKeyword("token")) && parser.parseEqual())
    return failure();
  Type tokenType = TokenType::get(parser.getContext());
  if (parser.parseOperand(token) || parser.parseOptionalAttrDict(result.attributes))
    return failure();
  Type resultType = tokenType;
  if (succeeded(parser.parseOptionalArrow()) && parseCudaTileType(parser, resultType))
    return failure();
  if (parser.resolveOperand(token, tokenType, result.operands))
    return failure();
  result.addTypes(resultType);
  return success();
}

/// `memory_fence_alias_tko %t`: no `token =` and no result type, as NVIDIA's disassembler
/// prints it (the result is always a token).
void MemoryFenceAliasTkoOp::print(OpAsmPrinter &printer) {
  printer << ' ' << getToken();
  printer.printOptionalAttrDict((*this)->getAttrs());
}
