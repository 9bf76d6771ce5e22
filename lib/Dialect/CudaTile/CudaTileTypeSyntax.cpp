//===- CudaTileTypeSyntax.cpp - parsing and printing of types -------------===//
//
// Grammar (tile-ir-syntax.md §1):
//   ptr<E>
//   tile<E> | tile<D x ... x E>            E may be ptr<E'>
//   tensor_view<E> | tensor_view<S x ... x E, strides=[R,...]>     S, R: integer or ?
//   partition_view<tile=(D x ...), [padding_value = P,] tensor_view<...>[, dim_map=[...]]>
//   strided_view<tile=(...), traversal_strides=[...], [padding_value = P,] tensor_view<...>
//                [, dim_map=[...]]>
//   gather_scatter_view<tile=(...), [padding_value = P,] tensor_view<...>, sparse_dim=N>
//
// View parameters after `tile=(...)` are accepted in any order, and a trailing comma before `>`
// is accepted, because the published examples (seed §5.6) are written that way. The printer
// writes the canonical order shown above.
//
// Tile IR 13.1 texts write partition views as
//   partition_view<[masked] tile=(...), view=tensor_view<...>[, dim_map=[...]][,]>
// A 13.1 `masked` view pads out-of-bounds reads with zero and skips out-of-bounds writes, which
// in 13.3 is `padding_value = zero` (13.3 views always skip out-of-bounds writes); an unmasked
// 13.1 view left partial tiles undefined, which any 13.3 reading refines. Such types are read
// with that 13.3 meaning, printed in 13.3 syntax, and reported by a warning naming the 13.3 type.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileTypeSyntax.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace tilec::cuda_tile {

namespace {

/// The UE5M3 type's other spelling (release notes, upstream MLIR); read, never printed.
constexpr llvm::StringLiteral kFloat8E5M3FNUAlternativeSpelling = "f8E5M3FNU";

/// Builds the emitter `getChecked` needs so that verifier errors point at the type's text.
auto errorAt(AsmParser &parser, SMLoc loc) {
  return [&parser, loc] { return parser.emitError(loc); };
}

void printDimensions(AsmPrinter &printer, ArrayRef<int64_t> dims) {
  llvm::interleave(
      dims, printer.getStream(),
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          printer << '?';
        else
          printer << dim;
      },
      "x");
}

/// `[a,b,?]` as used by tensor_view strides and traversal_strides (no space after commas).
void printCompactList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleave(
      values, printer.getStream(),
      [&](int64_t value) {
        if (ShapedType::isDynamic(value))
          printer << '?';
        else
          printer << value;
      },
      ",");
  printer << ']';
}

/// Parses `[v, ...]` where each v is an integer.
ParseResult parseIntegerList(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    return parser.parseInteger(values.emplace_back());
  });
}

/// Parses `[v, ...]` of strides: each v a strictly positive integer, or `?` when
/// `allowDynamic`. Checking at the literal keeps a written stride from reading as the `?`
/// marker, which is stored as the most negative 64-bit integer.
ParseResult parseStrideList(AsmParser &parser, SmallVectorImpl<int64_t> &values,
                            bool allowDynamic) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
    if (allowDynamic && succeeded(parser.parseOptionalQuestion())) {
      values.push_back(ShapedType::kDynamic);
      return success();
    }
    return parseStrictlyPositiveInteger(parser, values.emplace_back());
  });
}

/// Parses a tensor_view with or without its prefix.
ParseResult parseTensorViewOperand(AsmParser &parser, TensorViewType &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  result = dyn_cast<TensorViewType>(type);
  if (!result)
    return parser.emitError(loc, "expected a tensor_view type, got ") << type;
  return success();
}

/// Parses `#cuda_tile.ptr_attr<...>`, the 13.4 pointer classification of ptr and tensor_view, or
/// its stripped form `<...>` (what NVIDIA's printer writes inside `ptr<>`).
ParseResult parsePtrAttr(AsmParser &parser, PointerClassAttr &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLess())) {
    StringRef name;
    if (parser.parseKeyword(&name) || parser.parseGreater())
      return failure();
    std::optional<PointerClass> kind = symbolizePointerClass(name);
    if (!kind)
      return parser.emitError(loc, "unknown ptr_attr '")
             << name << "': expected none, unicast or multicast";
    result = PointerClassAttr::get(parser.getContext(), *kind);
    return success();
  }
  Attribute attribute;
  if (parser.parseAttribute(attribute))
    return failure();
  result = dyn_cast<PointerClassAttr>(attribute);
  if (!result)
    return parser.emitError(loc, "expected #cuda_tile.ptr_attr<none|unicast|multicast>, got ")
           << attribute;
  return success();
}

/// The identity permutation of the given rank: what an omitted dim_map means.
SmallVector<int64_t> identityDimMap(size_t rank) {
  return llvm::to_vector(llvm::seq<int64_t>(0, static_cast<int64_t>(rank)));
}

/// Parameters shared by the three tile views; which ones a view accepts is checked by the
/// caller.
struct ViewParameters {
  SmallVector<int64_t> tileShape;
  TensorViewType tensorView;
  std::optional<SmallVector<int64_t>> traversalStrides;
  std::optional<SmallVector<int64_t>> dimMap; // filled with the identity when omitted
  std::optional<PaddingValue> paddingValue;
  std::optional<int64_t> sparseDim;
  // Tile IR 13.1 spellings (partition_view only): the `masked` flag and `view=` before the
  // tensor_view.
  bool masked = false;
  bool viewKeyword = false;
};

ParseResult parseViewParameters(AsmParser &parser, SMLoc viewLoc, StringRef viewName,
                                ArrayRef<StringRef> allowedKeys, ViewParameters &params) {
  if (parser.parseLess())
    return failure();
  if (llvm::is_contained(allowedKeys, "masked") && succeeded(parser.parseOptionalKeyword("masked")))
    params.masked = true;
  if (parser.parseKeyword("tile") || parser.parseEqual() ||
      parser.parseLParen() ||
      parser.parseDimensionList(params.tileShape, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();

  bool closed = false;
  while (!closed && succeeded(parser.parseOptionalComma())) {
    // A trailing comma before `>` (seed examples) ends the list.
    if (succeeded(parser.parseOptionalGreater())) {
      closed = true;
      break;
    }
    SMLoc keyLoc = parser.getCurrentLocation();
    StringRef key;
    if (failed(parser.parseOptionalKeyword(
            &key, {"padding_value", "traversal_strides", "dim_map", "sparse_dim", "view"}))) {
      if (params.tensorView)
        return parser.emitError(keyLoc, "'") << viewName << "' has more than one tensor_view";
      if (parseTensorViewOperand(parser, params.tensorView))
        return failure();
      continue;
    }
    if (!llvm::is_contained(allowedKeys, key))
      return parser.emitError(keyLoc, "'") << viewName << "' has no parameter '" << key << "'";
    if (parser.parseEqual())
      return failure();
    if (key == "view") {
      if (params.tensorView)
        return parser.emitError(keyLoc, "'") << viewName << "' has more than one tensor_view";
      params.viewKeyword = true;
      if (parseTensorViewOperand(parser, params.tensorView))
        return failure();
    } else if (key == "padding_value") {
      SMLoc valueLoc = parser.getCurrentLocation();
      StringRef name;
      if (parser.parseKeyword(&name))
        return failure();
      params.paddingValue = symbolizePaddingValue(name);
      if (!params.paddingValue)
        return parser.emitError(valueLoc, "unknown padding_value '")
               << name << "': expected zero, neg_zero, nan, pos_inf or neg_inf";
    } else if (key == "traversal_strides") {
      params.traversalStrides.emplace();
      if (parseStrideList(parser, *params.traversalStrides, /*allowDynamic=*/false))
        return failure();
      // The seed writes `traversal_strides=[4,3] tensor_view<...>` without a comma once.
      if (!params.tensorView && succeeded(parser.parseOptionalKeyword("tensor_view"))) {
        Type type = TensorViewType::parse(parser);
        if (!type)
          return failure();
        params.tensorView = cast<TensorViewType>(type);
      }
    } else if (key == "dim_map") {
      params.dimMap.emplace();
      if (parseIntegerList(parser, *params.dimMap))
        return failure();
    } else {
      int64_t sparseDim;
      if (parser.parseInteger(sparseDim))
        return failure();
      params.sparseDim = sparseDim;
    }
  }
  if (!closed && parser.parseGreater())
    return failure();
  if (!params.tensorView)
    return parser.emitError(viewLoc, "'") << viewName << "' needs a tensor_view parameter";
  if (!params.dimMap)
    params.dimMap = identityDimMap(params.tileShape.size());
  return success();
}

bool isIdentity(ArrayRef<int64_t> dimMap) {
  return llvm::all_of(llvm::enumerate(dimMap),
                      [](auto entry) { return entry.value() == (int64_t)entry.index(); });
}

void printTilePrefix(AsmPrinter &printer, ArrayRef<int64_t> tileShape) {
  printer << "<tile=(";
  printDimensions(printer, tileShape);
  printer << ')';
}

void printPaddingAndTensorView(AsmPrinter &printer, std::optional<PaddingValue> padding,
                               TensorViewType tensorView) {
  if (padding)
    printer << ", padding_value = " << stringifyPaddingValue(*padding);
  printer << ", ";
  printCudaTileType(printer, tensorView);
}

void printDimMap(AsmPrinter &printer, ArrayRef<int64_t> dimMap) {
  if (isIdentity(dimMap))
    return;
  printer << ", dim_map=[";
  llvm::interleaveComma(dimMap, printer);
  printer << ']';
}

} // namespace

ParseResult parseCudaTileType(AsmParser &parser, Type &result) {
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(
          &keyword, {PointerType::getMnemonic(), TileType::getMnemonic(),
                     TensorViewType::getMnemonic(), PartitionViewType::getMnemonic(),
                     StridedViewType::getMnemonic(), GatherScatterViewType::getMnemonic(),
                     TokenType::getMnemonic(), Float8E5M3FNUType::getMnemonic(),
                     kFloat8E5M3FNUAlternativeSpelling})))
    return parser.parseType(result);

  if (keyword == PointerType::getMnemonic())
    result = PointerType::parse(parser);
  else if (keyword == TileType::getMnemonic())
    result = TileType::parse(parser);
  else if (keyword == TensorViewType::getMnemonic())
    result = TensorViewType::parse(parser);
  else if (keyword == PartitionViewType::getMnemonic())
    result = PartitionViewType::parse(parser);
  else if (keyword == StridedViewType::getMnemonic())
    result = StridedViewType::parse(parser);
  else if (keyword == GatherScatterViewType::getMnemonic())
    result = GatherScatterViewType::parse(parser);
  else if (keyword == Float8E5M3FNUType::getMnemonic() ||
           keyword == kFloat8E5M3FNUAlternativeSpelling)
    result = Float8E5M3FNUType::get(parser.getContext());
  else
    result = TokenType::get(parser.getContext());
  // The type's own parser has reported why it failed.
  return success(static_cast<bool>(result));
}

void printCudaTileType(AsmPrinter &printer, Type type) {
  llvm::TypeSwitch<Type>(type)
      .Case<PointerType, TileType, TensorViewType, PartitionViewType, StridedViewType,
            GatherScatterViewType>([&](auto concrete) {
        printer << concrete.getMnemonic();
        concrete.print(printer);
      })
      .Case<TokenType>([&](TokenType) { printer << TokenType::getMnemonic(); })
      .Case<Float8E5M3FNUType>(
          [&](Float8E5M3FNUType) { printer << Float8E5M3FNUType::getMnemonic(); })
      .Default([&](Type other) { printer.printType(other); });
}

//===----------------------------------------------------------------------===//
// ptr, tile, tensor_view
//===----------------------------------------------------------------------===//

Type PointerType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  Type pointee;
  PointerClassAttr ptrAttr;
  if (parser.parseLess() || parseCudaTileType(parser, pointee))
    return {};
  if (succeeded(parser.parseOptionalComma()) && parsePtrAttr(parser, ptrAttr))
    return {};
  if (parser.parseGreater())
    return {};
  return PointerType::getChecked(errorAt(parser, loc), parser.getContext(), pointee, ptrAttr);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << '<';
  printCudaTileType(printer, getPointeeType());
  // NVIDIA's printer (tileirdisasm 13.5) writes the ptr_attr of a pointer stripped, `<none>`,
  // and that of a tensor_view in full; both spellings are read.
  if (getPtrAttr()) {
    printer << ", ";
    printer.printStrippedAttrOrType(getPtrAttr());
  }
  printer << '>';
}

Type TileType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType) || parser.parseGreater())
    return {};
  return TileType::getChecked(errorAt(parser, loc), parser.getContext(), ArrayRef<int64_t>(shape),
                              elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  printDimensions(printer, getShape());
  if (!getShape().empty())
    printer << 'x';
  printCudaTileType(printer, getElementType());
  printer << '>';
}

Type TensorViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape, strides;
  Type elementType;
  PointerClassAttr ptrAttr;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true, /*withTrailingX=*/true) ||
      parseCudaTileType(parser, elementType))
    return {};
  bool hasComma = succeeded(parser.parseOptionalComma());
  bool hasStrides = hasComma && succeeded(parser.parseOptionalKeyword("strides"));
  if (hasStrides) {
    if (parser.parseEqual() || parseStrideList(parser, strides, /*allowDynamic=*/true))
      return {};
    if (shape.empty()) {
      parser.emitError(loc, "'tensor_view' of rank 0 takes no strides");
      return {};
    }
    hasComma = succeeded(parser.parseOptionalComma());
  }
  // The 13.4 ptr_attr comes last (after the strides).
  if (hasComma && parsePtrAttr(parser, ptrAttr))
    return {};
  if (!hasStrides && !shape.empty()) {
    parser.emitError(parser.getCurrentLocation(), "'tensor_view' of rank ")
        << shape.size() << " needs strides: expected ', strides=[...]'";
    return {};
  }
  if (parser.parseGreater())
    return {};
  return TensorViewType::getChecked(errorAt(parser, loc), parser.getContext(), elementType,
                                    ArrayRef<int64_t>(shape), ArrayRef<int64_t>(strides),
                                    ptrAttr);
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printDimensions(printer, getShape());
  if (!getShape().empty())
    printer << 'x';
  printCudaTileType(printer, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=";
    printCompactList(printer, getStrides());
  }
  if (getPtrAttr())
    printer << ", " << getPtrAttr();
  printer << '>';
}

//===----------------------------------------------------------------------===//
// Tile views
//===----------------------------------------------------------------------===//

Type PartitionViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  ViewParameters params;
  if (parseViewParameters(parser, loc, getMnemonic(),
                          {"padding_value", "dim_map", "masked", "view"}, params))
    return {};
  if (params.masked) {
    if (params.paddingValue) {
      parser.emitError(loc, "a 'masked' partition_view (Tile IR 13.1) pads with zero and cannot "
                            "also have a padding_value");
      return {};
    }
    params.paddingValue = PaddingValue::zero;
  }
  auto type = PartitionViewType::getChecked(
      errorAt(parser, loc), parser.getContext(), ArrayRef<int64_t>(params.tileShape),
      params.tensorView, ArrayRef<int64_t>(*params.dimMap),
      params.paddingValue);
  if (type && (params.masked || params.viewKeyword)) {
    InFlightDiagnostic warning = emitWarning(parser.getEncodedSourceLoc(loc));
    warning << "Tile IR 13.1 partition_view syntax ("
            << (params.masked ? "'masked'" : "") << (params.masked && params.viewKeyword ? ", " : "")
            << (params.viewKeyword ? "'view='" : "") << ") read as the 13.3 type ";
    // The 13.3 spelling as a program would write it: the custom syntax without dialect prefixes.
    std::string spelling;
    llvm::raw_string_ostream os(spelling);
    os << type;
    warning << StringRef(spelling).drop_front(StringRef("!cuda_tile.").size());
  }
  return type;
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printTilePrefix(printer, getTileShape());
  printPaddingAndTensorView(printer, getPaddingValue(), getTensorView());
  printDimMap(printer, getDimMap());
  printer << '>';
}

Type StridedViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  ViewParameters params;
  if (parseViewParameters(parser, loc, getMnemonic(),
                          {"traversal_strides", "padding_value", "dim_map"}, params))
    return {};
  if (!params.traversalStrides) {
    parser.emitError(loc, "'strided_view' needs a traversal_strides parameter");
    return {};
  }
  return StridedViewType::getChecked(
      errorAt(parser, loc), parser.getContext(), ArrayRef<int64_t>(params.tileShape),
      ArrayRef<int64_t>(*params.traversalStrides), params.tensorView,
      ArrayRef<int64_t>(*params.dimMap),
      params.paddingValue);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printTilePrefix(printer, getTileShape());
  printer << ", traversal_strides=";
  printCompactList(printer, getTraversalStrides());
  printPaddingAndTensorView(printer, getPaddingValue(), getTensorView());
  printDimMap(printer, getDimMap());
  printer << '>';
}

Type GatherScatterViewType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  ViewParameters params;
  if (parseViewParameters(parser, loc, getMnemonic(), {"padding_value", "sparse_dim"}, params))
    return {};
  if (!params.sparseDim) {
    parser.emitError(loc, "'gather_scatter_view' needs a sparse_dim parameter");
    return {};
  }
  return GatherScatterViewType::getChecked(errorAt(parser, loc), parser.getContext(),
                                           ArrayRef<int64_t>(params.tileShape), params.tensorView,
                                           *params.sparseDim, params.paddingValue);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printTilePrefix(printer, getTileShape());
  printPaddingAndTensorView(printer, getPaddingValue(), getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}

} // namespace tilec::cuda_tile
