//===- CudaTileViewOps.cpp - View operations: custom syntax ---------------===//
//
// Parsers, printers and custom<> directives of the view family (tile-ir-syntax.md §4 "Views"
// and atomic_red_view_tko). The verifiers are in CudaTileViewOpsVerifiers.cpp.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileViewOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::cuda_tile;

//===----------------------------------------------------------------------===//
// custom<> directives
//===----------------------------------------------------------------------===//

/// `custom<TileViewResult>`: `: VIEW`; the operand is the tensor_view named inside VIEW, so its
/// type is taken from there instead of being written.
static ParseResult parseTileViewResult(OpAsmParser &parser, Type &result, Type &tensorView) {
  SMLoc loc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, result))
    return failure();
  tensorView = getViewTensorView(result);
  if (!tensorView)
    return parser.emitError(loc, "expected a tile view type (partition_view, strided_view or "
                                 "gather_scatter_view), got ")
           << result;
  return success();
}

static void printTileViewResult(OpAsmPrinter &printer, Operation *op, Type result, Type) {
  printCudaTileType(printer, op, result);
}

/// `custom<UniformResultType>`: ` -> tile<iK>`, the one type shared by all results of a shape
/// query. A query of a rank-0 tensor_view has no results and writes nothing. The count comes
/// from `%r:N` and is not checked against the view until the verifier runs, so an absurd one is
/// refused here rather than given N result types.
static ParseResult parseUniformResultType(OpAsmParser &parser, SmallVectorImpl<Type> &types) {
  constexpr size_t kMaxResults = size_t(1) << 16;
  size_t numResults = parser.getNumResults();
  if (numResults == 0)
    return success();
  if (numResults > kMaxResults)
    return parser.emitError(parser.getCurrentLocation(), "a shape query has one result per ")
           << "dimension; " << numResults << " results are more than any view has";
  Type type;
  if (parser.parseArrow() || parseCudaTileType(parser, type))
    return failure();
  types.assign(numResults, type);
  return success();
}

static void printUniformResultType(OpAsmPrinter &printer, Operation *op, TypeRange types) {
  if (types.empty())
    return;
  printer << " -> ";
  printCudaTileType(printer, op, types.front());
}

/// The clauses after a view access's indices: ` inbounds = [true, false]` (13.4),
/// ` token = %t` and ` optimization_hints = <...>` (spaces around `=` on view operations, unlike
/// `entry`). They are printed in that order; since NVIDIA's order of `inbounds` relative to the
/// others is unconfirmed, the parser takes the three in any order, each at most once. An
/// all-false `inbounds` is what its absence means (13.3 bounds handling everywhere), so it is
/// neither stored nor printed and 13.3 text round-trips unchanged; empty hints are not printed.
static ParseResult parseViewOpClauses(OpAsmParser &parser, DenseBoolArrayAttr &inbounds,
                                      std::optional<OpAsmParser::UnresolvedOperand> &token,
                                      OptimizationHintsAttr &hints) {
  bool sawInbounds = false;
  while (true) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (failed(parser.parseOptionalKeyword(&keyword, {"inbounds", "token", "optimization_hints"})))
      return success();
    if ((keyword == "inbounds" && sawInbounds) || (keyword == "token" && token) ||
        (keyword == "optimization_hints" && hints))
      return parser.emitError(loc, "'") << keyword << "' is given twice";
    if (parser.parseEqual())
      return failure();
    if (keyword == "token") {
      token.emplace();
      if (parser.parseOperand(*token))
        return failure();
    } else if (keyword == "optimization_hints") {
      hints = cast_if_present<OptimizationHintsAttr>(OptimizationHintsAttr::parseBody(parser));
      if (!hints)
        return failure();
    } else {
      sawInbounds = true;
      SmallVector<bool> flags;
      if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc flagLoc = parser.getCurrentLocation();
            StringRef flag;
            if (parser.parseKeyword(&flag))
              return failure();
            if (flag != "true" && flag != "false")
              return parser.emitError(flagLoc, "expected 'true' or 'false' in 'inbounds', got '")
                     << flag << "'";
            flags.push_back(flag == "true");
            return success();
          }))
        return failure();
      if (llvm::is_contained(flags, true))
        inbounds = DenseBoolArrayAttr::get(parser.getContext(), flags);
    }
  }
}

static void printViewOpClauses(OpAsmPrinter &printer, Operation *, DenseBoolArrayAttr inbounds,
                               Value token, OptimizationHintsAttr hints) {
  if (inbounds && llvm::is_contained(inbounds.asArrayRef(), true)) {
    printer << " inbounds = [";
    llvm::interleaveComma(inbounds.asArrayRef(), printer,
                          [&](bool flag) { printer << (flag ? "true" : "false"); });
    printer << ']';
  }
  if (token)
    printer << " token = " << token;
  if (hints && !hints.empty()) {
    printer << " optimization_hints = ";
    hints.printBody(printer);
  }
}

/// `custom<ViewAndIndexTypes>`: `VIEW [, Tidx | , Tidx0, Tidx1, ...]`. One index type stands
/// for all indices; the list form is needed when they differ (the 1-D index tile of a
/// gather_scatter_view). With no indices, no index type is written.
static ParseResult parseViewAndIndexTypes(OpAsmParser &parser, Type &view,
                                          ArrayRef<OpAsmParser::UnresolvedOperand> indices,
                                          SmallVectorImpl<Type> &indexTypes) {
  if (parseCudaTileType(parser, view))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type> written;
  while (succeeded(parser.parseOptionalComma())) {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    written.push_back(type);
  }
  if (written.empty() && !indices.empty())
    return parser.emitError(loc, "expected the index type after the view type");
  if (indices.empty() && !written.empty())
    return parser.emitError(loc, "the view has no indices, so no index type may be written");
  if (written.size() == 1) {
    indexTypes.assign(indices.size(), written.front());
    return success();
  }
  if (written.size() != indices.size())
    return parser.emitError(loc, "expected one index type for all indices or one per index (")
           << indices.size() << "), got " << written.size();
  indexTypes.append(written.begin(), written.end());
  return success();
}

static void printViewAndIndexTypes(OpAsmPrinter &printer, Operation *op, Type view, ValueRange,
                                   TypeRange indexTypes) {
  printCudaTileType(printer, op, view);
  if (indexTypes.empty())
    return;
  if (llvm::all_equal(indexTypes)) {
    printer << ", ";
    printCudaTileType(printer, op, indexTypes.front());
    return;
  }
  for (Type type : indexTypes) {
    printer << ", ";
    printCudaTileType(printer, op, type);
  }
}

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileViewOps.cpp.inc"

void CudaTileDialect::registerViewOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileViewOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

namespace {

/// One entry of `shape = [...]` or `strides = [...]`: a static integer or an SSA value.
struct SizeEntry {
  std::optional<OpAsmParser::UnresolvedOperand> value;
  int64_t constant = 0;
  SMLoc loc;
};

/// Parses `KEYWORD = [entry, ...]`.
ParseResult parseSizeList(OpAsmParser &parser, StringRef keyword,
                          SmallVectorImpl<SizeEntry> &entries) {
  if (parser.parseKeyword(keyword) || parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
    SizeEntry entry;
    entry.loc = parser.getCurrentLocation();
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult isValue = parser.parseOptionalOperand(operand);
    if (isValue.has_value()) {
      if (failed(*isValue))
        return failure();
      entry.value = operand;
    } else if (parseStrictlyPositiveInteger(parser, entry.constant)) {
      // Sizes and strides are positive; -2^63 would otherwise pass as the type's `?`.
      return failure();
    }
    entries.push_back(entry);
    return success();
  });
}

/// The written list must agree with the result type position by position: a value where the
/// type has `?`, the same integer where it is static. Appends the values to `dynamic`.
ParseResult checkSizeList(OpAsmParser &parser, SMLoc listLoc, StringRef what,
                          ArrayRef<SizeEntry> entries, ArrayRef<int64_t> typeEntries,
                          SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamic) {
  if (entries.size() != typeEntries.size())
    return parser.emitError(listLoc, "'")
           << what << "' has " << entries.size() << " entries but the result type has rank "
           << typeEntries.size();
  for (auto [index, entry, typeEntry] : llvm::enumerate(entries, typeEntries)) {
    bool typeIsDynamic = ShapedType::isDynamic(typeEntry);
    if (entry.value && !typeIsDynamic)
      return parser.emitError(entry.loc, "'")
             << what << "' entry #" << index << " is a value but the result type has " << typeEntry;
    if (!entry.value && typeIsDynamic)
      return parser.emitError(entry.loc, "'")
             << what << "' entry #" << index << " is " << entry.constant
             << " but the result type has '?': a dynamic entry takes a value";
    if (!entry.value && entry.constant != typeEntry)
      return parser.emitError(entry.loc, "'")
             << what << "' entry #" << index << " is " << entry.constant
             << " but the result type has " << typeEntry;
    if (entry.value)
      dynamic.push_back(*entry.value);
  }
  return success();
}

} // namespace

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<SizeEntry> shapeEntries, strideEntries;
  SMLoc shapeLoc, stridesLoc;
  if (parser.parseOperand(base) || parser.parseComma())
    return failure();
  shapeLoc = parser.getCurrentLocation();
  if (parseSizeList(parser, "shape", shapeEntries) || parser.parseComma())
    return failure();
  stridesLoc = parser.getCurrentLocation();
  if (parseSizeList(parser, "strides", strideEntries) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();

  // `: [Tbase ,] [Tidx ->] TV` (13.4 may spell the base type; tile-ir-13.4-13.5.md §4.5): the
  // types before `->` are told apart by kind, a tile of pointers being the base.
  SMLoc typeLoc = parser.getCurrentLocation();
  Type indexType, resultType, baseType;
  if (parseCudaTileType(parser, resultType))
    return failure();
  auto isPointerTile = [](Type type) {
    auto tile = dyn_cast<TileType>(type);
    return tile && isa<PointerType>(tile.getElementType());
  };
  if (isPointerTile(resultType)) {
    baseType = resultType;
    if (succeeded(parser.parseOptionalComma())) {
      typeLoc = parser.getCurrentLocation();
      if (parseCudaTileType(parser, indexType) || parser.parseArrow())
        return failure();
    } else if (parser.parseArrow()) {
      return failure();
    }
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, resultType))
      return failure();
  } else if (succeeded(parser.parseOptionalArrow())) {
    indexType = resultType;
    typeLoc = parser.getCurrentLocation();
    if (parseCudaTileType(parser, resultType))
      return failure();
  }
  auto tensorView = dyn_cast<TensorViewType>(resultType);
  if (!tensorView)
    return parser.emitError(typeLoc, "expected a tensor_view result type, got ") << resultType;

  SmallVector<OpAsmParser::UnresolvedOperand> dynamicShape, dynamicStrides;
  if (checkSizeList(parser, shapeLoc, "shape", shapeEntries, tensorView.getShape(),
                    dynamicShape) ||
      checkSizeList(parser, stridesLoc, "strides", strideEntries, tensorView.getStrides(),
                    dynamicStrides))
    return failure();
  bool hasDynamic = !dynamicShape.empty() || !dynamicStrides.empty();
  if (hasDynamic && !indexType)
    return parser.emitError(typeLoc, "dynamic sizes or strides need their type written "
                                     "before the result type: ': tile<iN> -> tensor_view<...>'");
  if (!hasDynamic && indexType)
    return parser.emitError(typeLoc, "no size or stride is dynamic, so no index type may be "
                                     "written before '->'");

  // An unspelled base carries the result's ptr_attr: the printer spells the base whenever its
  // pointer is classified, and the verifier requires both to agree.
  MLIRContext *context = parser.getContext();
  if (!baseType)
    baseType = TileType::get(context, {},
                             PointerType::get(context, tensorView.getElementType(),
                                              tensorView.getPtrAttr()));
  result.addTypes(resultType);
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      1, static_cast<int32_t>(dynamicShape.size()), static_cast<int32_t>(dynamicStrides.size())};
  return failure(parser.resolveOperand(base, baseType, result.operands) ||
                 parser.resolveOperands(dynamicShape, indexType, result.operands) ||
                 parser.resolveOperands(dynamicStrides, indexType, result.operands));
}

/// Prints `[e, ...]` taking static entries from the type and dynamic ones from `values`.
static void printSizeList(OpAsmPrinter &printer, ArrayRef<int64_t> typeEntries,
                          ValueRange values) {
  auto nextValue = values.begin();
  printer << '[';
  llvm::interleaveComma(typeEntries, printer, [&](int64_t entry) {
    if (!ShapedType::isDynamic(entry))
      printer << entry;
    else if (nextValue != values.end())
      printer << *nextValue++;
    else
      printer << '?';
  });
  printer << ']';
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  TensorViewType type = getType();
  printer << ' ' << getBase() << ", shape = ";
  printSizeList(printer, type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printSizeList(printer, type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(), {getOperandSegmentSizesAttrName()});
  printer << " : ";
  Value firstDynamic = !getDynamicShape().empty()     ? getDynamicShape().front()
                       : !getDynamicStrides().empty() ? getDynamicStrides().front()
                                                      : Value();
  // The base type only when its pointer carries a ptr_attr, so 13.3 output is unchanged.
  auto baseTile = dyn_cast<TileType>(getBase().getType());
  auto basePointer = baseTile ? dyn_cast<PointerType>(baseTile.getElementType()) : PointerType();
  if (basePointer && basePointer.getPtrAttr()) {
    printCudaTileType(printer, *this, baseTile);
    printer << (firstDynamic ? ", " : " -> ");
  }
  if (firstDynamic) {
    printCudaTileType(printer, *this, firstDynamic.getType());
    printer << " -> ";
  }
  printCudaTileType(printer, *this, type);
}
