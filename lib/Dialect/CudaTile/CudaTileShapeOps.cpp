//===- CudaTileShapeOps.cpp - Shape operations: syntax and verifiers ----===//
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/CudaTileOpSyntax.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace tilec::cuda_tile;

/// `custom<DenseConstant>($value, type($result))`: `<E: LIT> : T`.
static ParseResult parseDenseConstant(OpAsmParser &parser, DenseIntOrFPElementsAttr &value,
                                      Type &type) {
  return parseDenseLiteral(parser, value, type);
}

static void printDenseConstant(OpAsmPrinter &printer, Operation *,
                               DenseIntOrFPElementsAttr value, Type type) {
  printDenseLiteral(printer, value);
  printer << " : ";
  printCudaTileType(printer, type);
}

#define GET_OP_CLASSES
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.cpp.inc"

void CudaTileDialect::registerShapeOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.cpp.inc"
      >();
}

/// Checks the storage of a literal: a ranked tensor of number elements.
static LogicalResult verifyLiteralStorage(Operation *op, DenseIntOrFPElementsAttr value) {
  if (!isa<RankedTensorType>(value.getType()))
    return op->emitOpError("value must be stored as a ranked tensor, got ") << value.getType();
  if (!isNumericElementType(value.getElementType()))
    return op->emitOpError("value elements must be integers (i1, i8, i16, i32, i64) or floats, "
                           "got ")
           << value.getElementType();
  // Only UE5M3 literals carry an encoding (their i8 storage names the element type).
  auto storage = cast<RankedTensorType>(value.getType());
  if (storage != getDenseLiteralStorageType(getDenseLiteralTileType(storage)))
    return op->emitOpError("value storage type ")
           << storage << " is not the storage of a tile literal";
  return success();
}

//===----------------------------------------------------------------------===//
// global
//===----------------------------------------------------------------------===//

TileType GlobalOp::getTileType() { return getDenseLiteralTileType(getValue().getType()); }

ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  OperationName name = result.name;
  for (SymbolVisibility visibility : {SymbolVisibility::Public, SymbolVisibility::Private}) {
    if (succeeded(parser.parseOptionalKeyword(stringifySymbolVisibility(visibility)))) {
      result.addAttribute(getSymbolVisibilityAttrName(name),
                          SymbolVisibilityAttr::get(context, visibility));
      break;
    }
  }
  if (succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute(getConstantAttrName(name), UnitAttr::get(context));

  StringAttr symbol;
  if (parser.parseSymbolName(symbol, getSymNameAttrName(name), result.attributes))
    return failure();

  if (succeeded(parser.parseOptionalKeyword("alignment"))) {
    int64_t alignment;
    if (parser.parseEqual() || parser.parseInteger(alignment))
      return failure();
    result.addAttribute(getAlignmentAttrName(name),
                        IntegerAttr::get(IntegerType::get(context, 64), alignment));
  }

  DenseIntOrFPElementsAttr value;
  Type type;
  if (parseDenseLiteral(parser, value, type))
    return failure();
  result.addAttribute(getValueAttrName(name), value);
  return parser.parseOptionalAttrDict(result.attributes);
}

/// The spacing is NVIDIA's printer's: one more space after the visibility, whether it is
/// printed or not (`global  @g`, `global  constant @c`, `global private  @p`).
void GlobalOp::print(OpAsmPrinter &printer) {
  if (getSymbolVisibility() == SymbolVisibility::Private)
    printer << " private";
  printer << ' ';
  if (getConstant())
    printer << " constant";
  printer << ' ';
  printer.printSymbolName(getSymName());
  if (getAlignment() != 0)
    printer << " alignment = " << static_cast<int64_t>(getAlignment());
  printer << ' ';
  printDenseLiteral(printer, getValue());
  printer << " : ";
  printCudaTileType(printer, getTileType());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getSymNameAttrName(), getValueAttrName(), getAlignmentAttrName(),
                                 getSymbolVisibilityAttrName(), getConstantAttrName()});
}

LogicalResult GlobalOp::verify() {
  if (failed(verifyLiteralStorage(*this, getValue())))
    return failure();
  ShapedType valueType = getValue().getType();
  if (valueType.getRank() != 1)
    return emitOpError("initial value must have rank 1, got rank ") << valueType.getRank();
  if (failed(TileType::verify([&] { return emitOpError(); }, valueType.getShape(),
                              getTileType().getElementType())))
    return failure();
  // I64Attr reads back unsigned; the text may have written a negative number.
  if (auto alignment = static_cast<int64_t>(getAlignment()); alignment < 0)
    return emitOpError("alignment must be 0 (natural) or positive, got ") << alignment;
  return success();
}

//===----------------------------------------------------------------------===//
// get_global
//===----------------------------------------------------------------------===//

LogicalResult GetGlobalOp::verify() {
  if (getResult().getType().getRank() != 0)
    return emitOpError("result must be a rank-0 tile of a pointer, got ")
           << getResult().getType();
  return success();
}

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'@") << getName() << "' does not name a 'global'";
  Type pointee = cast<PointerType>(getResult().getType().getElementType()).getPointeeType();
  Type element = global.getTileType().getElementType();
  if (pointee != element)
    return emitOpError("result points to ")
           << pointee << " but global '@" << getName() << "' holds " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::verify() {
  if (failed(verifyLiteralStorage(*this, getValue())))
    return failure();
  ShapedType valueType = getValue().getType();
  TileType resultType = getResult().getType();
  if (getDenseLiteralTileType(valueType) != resultType)
    return emitOpError("value of type ")
           << valueType << " does not match the result type " << resultType;
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 1)
    return emitOpError("result must have rank 1, got rank ") << type.getRank();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  // Values are read as unsigned, so a width-w element counts up to 2^w - 1.
  if (width < 64 && type.getNumElements() > (int64_t(1) << width))
    return emitOpError("result has ")
           << type.getNumElements() << " elements, but " << type.getElementType()
           << " holds only " << (int64_t(1) << width) << " distinct values";
  return success();
}

//===----------------------------------------------------------------------===//
// Shape operations
//===----------------------------------------------------------------------===//

static LogicalResult verifySameElementType(Operation *op, TileType source, TileType result) {
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("source and result element types must be equal, got ")
           << source.getElementType() << " and " << result.getElementType();
  return success();
}

LogicalResult BroadcastOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameElementType(*this, source, result)))
    return failure();
  if (source.getRank() != result.getRank())
    return emitOpError("source and result must have the same rank (use reshape to change "
                       "the rank), got ")
           << source.getRank() << " and " << result.getRank();
  for (auto [dim, from, to] : llvm::enumerate(source.getShape(), result.getShape()))
    if (from != to && from != 1)
      return emitOpError("source dimension ")
             << dim << " (" << from << ") must equal the result dimension (" << to
             << ") or be 1";
  return success();
}

LogicalResult ReshapeOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameElementType(*this, source, result)))
    return failure();
  if (source.getNumElements() != result.getNumElements())
    return emitOpError("source and result must have the same number of elements, got ")
           << source.getNumElements() << " and " << result.getNumElements();
  return success();
}

/// Bits of one element as pack/unpack count them: i1 is one bit, tf32 its 32-bit container.
static unsigned getPackedBitWidth(Type element) {
  if (isa<FloatTF32Type>(element))
    return 32;
  return getElementBitWidth(element);
}

/// Shared by pack (elements → bytes) and unpack (bytes → elements).
static LogicalResult verifyPacking(Operation *op, TileType elements, TileType bytes,
                                   StringRef elementsRole, StringRef bytesRole) {
  if (elements.getRank() != 1)
    return op->emitOpError() << elementsRole << " must have rank 1, got " << elements;
  if (bytes.getRank() != 1 || !bytes.getElementType().isInteger(8))
    return op->emitOpError() << bytesRole << " must be a rank-1 tile of i8, got " << bytes;
  Type element = elements.getElementType();
  if (!isNumericElementType(element) && !element.isInteger(4))
    return op->emitOpError() << elementsRole << " element type must be a number type or i4, got "
                             << element;
  unsigned width = getPackedBitWidth(element);
  if (width == 8)
    return op->emitOpError() << elementsRole << " element type " << element
                             << " is 8 bits wide: use bitcast instead";
  int64_t elementBits = elements.getNumElements() * width;
  int64_t byteBits = bytes.getNumElements() * 8;
  if (elementBits != byteBits)
    return op->emitOpError() << elementsRole << " holds " << elementBits << " bits but the "
                             << bytesRole << " holds " << byteBits;
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPacking(*this, getSource().getType(), getResult().getType(), "source", "result");
}

LogicalResult UnpackOp::verify() {
  return verifyPacking(*this, getResult().getType(), getSource().getType(), "result", "source");
}

LogicalResult PermuteOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameElementType(*this, source, result)))
    return failure();
  if (source.getRank() < 2)
    return emitOpError("source must have rank 2 or more, got rank ") << source.getRank();
  if (result.getRank() != source.getRank())
    return emitOpError("source and result must have the same rank, got ")
           << source.getRank() << " and " << result.getRank();
  ArrayRef<int32_t> permutation = getPermutation();
  int64_t rank = source.getRank();
  if (static_cast<int64_t>(permutation.size()) != rank)
    return emitOpError("permutation must have ")
           << rank << " entries (the rank), got " << permutation.size();
  llvm::SmallBitVector seen(rank);
  for (int32_t index : permutation) {
    if (index < 0 || index >= rank || seen.test(index))
      return emitOpError("permutation must contain each of 0..") << rank - 1 << " exactly once";
    seen.set(index);
  }
  for (auto [dim, index] : llvm::enumerate(permutation))
    if (result.getDimSize(dim) != source.getDimSize(index))
      return emitOpError("result dimension ")
             << dim << " must be source dimension " << index << " ("
             << source.getDimSize(index) << "), got " << result.getDimSize(dim);
  return success();
}

LogicalResult CatOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(), result = getResult().getType();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != result.getElementType())
    return emitOpError("operands and result must have the same element type");
  if (lhs.getRank() != rhs.getRank() || lhs.getRank() != result.getRank())
    return emitOpError("operands and result must have the same rank");
  int64_t dim = getDim();
  if (dim < 0 || dim >= lhs.getRank())
    return emitOpError("dim must be in [0, ") << lhs.getRank() << "), got " << dim;
  for (int64_t d = 0; d < lhs.getRank(); ++d) {
    if (d == dim)
      continue;
    if (lhs.getDimSize(d) != rhs.getDimSize(d) || lhs.getDimSize(d) != result.getDimSize(d))
      return emitOpError("dimension ") << d << " must be equal in operands and result";
  }
  if (result.getDimSize(dim) != lhs.getDimSize(dim) + rhs.getDimSize(dim))
    return emitOpError("result dimension ")
           << dim << " must be the sum of the operands' (" << lhs.getDimSize(dim) << " + "
           << rhs.getDimSize(dim) << "), got " << result.getDimSize(dim);
  return success();
}

LogicalResult ExtractOp::verify() {
  TileType source = getSource().getType(), result = getResult().getType();
  if (failed(verifySameElementType(*this, source, result)))
    return failure();
  if (source.getRank() != result.getRank())
    return emitOpError("source and result must have the same rank, got ")
           << source.getRank() << " and " << result.getRank();
  if (static_cast<int64_t>(getIndices().size()) != source.getRank())
    return emitOpError("expects one index per dimension (")
           << source.getRank() << "), got " << getIndices().size();
  for (auto [dim, from, to] : llvm::enumerate(source.getShape(), result.getShape()))
    if (from % to != 0)
      return emitOpError("result dimension ")
             << dim << " (" << to << ") must divide the source dimension (" << from << ")";
  // A constant index past the last slice is undefined at run time; NVIDIA only warns.
  for (auto [dim, index] : llvm::enumerate(getIndices())) {
    DenseIntElementsAttr constant;
    if (!matchPattern(index, m_Constant(&constant)))
      continue;
    uint64_t slice = constant.getSplatValue<APInt>().getZExtValue();
    uint64_t slices = source.getDimSize(dim) / result.getDimSize(dim);
    // Warn at the location only: Operation::emitWarning would print the op, which verifies it
    // again and recurses back into this warning.
    if (slice >= slices)
      mlir::emitWarning(getLoc(), "'")
          << getOperationName() << "' op index " << dim << " (" << slice
          << ") is out of range: dimension " << dim << " has " << slices << " slices";
  }
  return success();
}

/// insert (13.4) takes extract's rules with the roles swapped: the source is the slice, the
/// destination the whole.
LogicalResult InsertOp::verify() {
  TileType source = getSource().getType(), destination = getDestination().getType();
  if (failed(verifySameElementType(*this, source, destination)))
    return failure();
  if (source.getRank() != destination.getRank())
    return emitOpError("source and destination must have the same rank, got ")
           << source.getRank() << " and " << destination.getRank();
  if (static_cast<int64_t>(getIndices().size()) != destination.getRank())
    return emitOpError("expects one index per dimension (")
           << destination.getRank() << "), got " << getIndices().size();
  for (auto [dim, slice, whole] : llvm::enumerate(source.getShape(), destination.getShape()))
    if (whole % slice != 0)
      return emitOpError("source dimension ")
             << dim << " (" << slice << ") must divide the destination dimension (" << whole
             << ")";
  // As for extract: a constant index past the last slice is undefined at run time; warn only.
  for (auto [dim, index] : llvm::enumerate(getIndices())) {
    DenseIntElementsAttr constant;
    if (!matchPattern(index, m_Constant(&constant)))
      continue;
    uint64_t slice = constant.getSplatValue<APInt>().getZExtValue();
    uint64_t slices = destination.getDimSize(dim) / source.getDimSize(dim);
    if (slice >= slices)
      mlir::emitWarning(getLoc(), "'")
          << getOperationName() << "' op index " << dim << " (" << slice
          << ") is out of range: dimension " << dim << " has " << slices << " slices";
  }
  return success();
}

LogicalResult SelectOp::verify() {
  TileType cond = getCond().getType(), result = getResult().getType();
  if (cond.getShape() != result.getShape())
    return emitOpError("condition and values must have the same shape, got ")
           << cond << " and " << result;
  if (isa<Float4E2M1FNType>(result.getElementType()))
    return emitOpError("cannot select f4E2M1FN elements");
  return success();
}

LogicalResult OffsetOp::verify() {
  TileType ptr = getPtr().getType(), offset = getOffset().getType();
  if (ptr.getShape() != offset.getShape())
    return emitOpError("pointers and offsets must have the same shape, got ")
           << ptr << " and " << offset;
  if (getResult().getType() != ptr)
    return emitOpError("result type must equal the pointer operand type ") << ptr;
  return success();
}
