//===- TinytcMixedOps.cpp - instructions of both region kinds: verifiers ===//
#include "TinytcVerifyUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::tinytc;

#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcMixedOps.cpp.inc"

void TinytcDialect::registerMixedOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/Tinytc/TinytcMixedOps.cpp.inc"
      >();
}

/// The scalar type of a scalar, or the component type of a coopmatrix.
static Type scalarOf(Type type) {
  if (auto coop = dyn_cast<CoopmatrixType>(type))
    return coop.getComponentType();
  return type;
}

//===----------------------------------------------------------------------===//
// Arithmetic, math, comparison
//===----------------------------------------------------------------------===//

LogicalResult ArithOp::verify() {
  StringRef kind = getKind();
  Type type = getResult().getType();
  if (getLhs().getType() != type || getRhs().getType() != type)
    return emitError() << kind << ": both operands and the result must have the same type, got "
                       << ty(getLhs().getType()) << ", " << ty(getRhs().getType()) << " -> "
                       << ty(type);
  Type scalar = scalarOf(type);
  bool allowed;
  StringRef allowedText;
  if (llvm::is_contained({"add", "sub", "mul", "div"}, kind)) {
    allowed = isNumberType(scalar);
    allowedText = "number types";
  } else if (llvm::is_contained({"rem", "max", "min"}, kind)) {
    allowed = isIntegerType(scalar) || isFloatingType(scalar);
    allowedText = "integer and floating types (not complex)";
  } else if (llvm::is_contained({"shl", "shr"}, kind)) {
    allowed = isIntegerType(scalar);
    allowedText = "integer types";
  } else if (llvm::is_contained({"and", "or", "xor"}, kind)) {
    allowed = isIntegerType(scalar) || isBoolType(scalar);
    allowedText = "boolean and integer types";
  } else {
    return emitError() << "unknown binary arithmetic instruction '" << kind << "'";
  }
  if (!allowed)
    return emitError() << kind << ": type " << ty(type)
                       << " is not allowed (allowed: " << allowedText << ")";
  return success();
}

LogicalResult ArithUnaryOp::verify() {
  StringRef kind = getKind();
  Type operand = getOperand().getType(), result = getResult().getType();
  Type scalar = scalarOf(operand);
  if (kind == "abs" || kind == "neg") {
    if (!isNumberType(scalar))
      return emitError() << kind << ": operand must have number type, got " << ty(operand);
  } else if (kind == "not") {
    if (!(isIntegerType(scalar) || isBoolType(scalar)))
      return emitError() << kind << ": operand must have boolean or integer type, got "
                         << ty(operand);
  } else if (kind == "conj" || kind == "im" || kind == "re") {
    if (!isComplexType(scalar))
      return emitError() << kind << ": operand must have complex type, got " << ty(operand);
  } else {
    return emitError() << "unknown unary arithmetic instruction '" << kind << "'";
  }
  // abs, im and re of complex values yield the component type.
  Type expected = operand;
  if (isComplexType(scalar) && (kind == "abs" || kind == "im" || kind == "re")) {
    Type component = complexComponentType(scalar);
    if (auto coopType = dyn_cast<CoopmatrixType>(operand))
      expected = CoopmatrixType::get(getContext(), component, coopType.getRows(),
                                     coopType.getCols(), coopType.getUse());
    else
      expected = component;
  }
  if (result != expected)
    return emitError() << kind << ": result type must be " << ty(expected) << ", got "
                       << ty(result);
  return success();
}

LogicalResult MathOp::verify() {
  StringRef kind = getKind();
  Type type = getOperand().getType();
  bool complexAllowed = llvm::is_contained({"exp", "exp2", "native_exp", "native_exp2"}, kind);
  if (!llvm::is_contained({"cos", "sin", "exp", "exp2", "log", "log2", "native_cos", "native_sin",
                           "native_exp", "native_exp2", "native_log", "native_log2"},
                          kind))
    return emitError() << "unknown math instruction '" << kind << "'";
  if (!isFloatingType(type) && !(complexAllowed && isComplexType(type)))
    return emitError() << kind << ": operand must have "
                       << (complexAllowed ? "floating or complex" : "floating") << " type, got "
                       << ty(type);
  if (getResult().getType() != type)
    return emitError() << kind << ": result type must equal the operand type " << ty(type)
                       << ", got " << ty(getResult().getType());
  return success();
}

LogicalResult CompareOp::verify() {
  StringRef kind = getKind();
  if (!llvm::is_contained({"equal", "not_equal", "greater_than", "greater_than_equal", "less_than",
                           "less_than_equal"},
                          kind))
    return emitError() << "unknown comparison '" << kind << "'";
  Type type = getLhs().getType();
  if (getRhs().getType() != type)
    return emitError() << kind << ": both operands must have the same scalar type, got " << ty(type)
                       << " and " << ty(getRhs().getType());
  if (!isNumberType(type))
    return emitError() << kind << ": operands must have number type, got " << ty(type);
  if (isComplexType(type) && kind != "equal" && kind != "not_equal")
    return emitError() << kind << ": complex operands are only allowed for equal and not_equal";
  if (!isBoolType(getResult().getType()))
    return emitError() << kind << ": result must have bool type, got " << ty(getResult().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// Builtins, associated, cast, constant, barrier
//===----------------------------------------------------------------------===//

LogicalResult BuiltinOp::verify() {
  StringRef kind = getKind();
  bool spmd = kind.starts_with("subgroup_id.") || kind == "subgroup_linear_id" ||
              kind == "subgroup_local_id";
  bool returnsIndex = kind.starts_with("group_id.") || kind.starts_with("num_groups.");
  bool known =
      spmd || returnsIndex || kind.starts_with("num_subgroups.") || kind == "subgroup_size";
  if (kind.contains('.')) {
    StringRef mode = kind.rsplit('.').second;
    known = known && (mode == "x" || mode == "y" || mode == "z");
  }
  if (!known)
    return emitError() << "unknown builtin '" << kind << "'";
  if (spmd && failed(requireSpmdRegion(*this, kind)))
    return failure();
  Type type = getResult().getType();
  bool ok = returnsIndex ? type.isIndex() : type.isInteger(32);
  if (!ok)
    return emitError() << kind << ": result type must be " << (returnsIndex ? "index" : "i32")
                       << ", got " << ty(type);
  return success();
}

LogicalResult AssociatedOp::verify() {
  if (!isa<MemrefType, GroupType>(getObject().getType()))
    return emitError() << "associated: operand must have memref or group type, got "
                       << ty(getObject().getType());
  if (!isBoolType(getResult().getType()))
    return emitError() << "associated: result must have bool type, got "
                       << ty(getResult().getType());
  return success();
}

LogicalResult CastOp::verify() {
  Type from = getOperand().getType(), to = getResult().getType();
  auto fromCoop = dyn_cast<CoopmatrixType>(from);
  auto toCoop = dyn_cast<CoopmatrixType>(to);
  if (toCoop || fromCoop) {
    if (!toCoop || !fromCoop)
      return emitError() << "cast: a coopmatrix can only be cast to a coopmatrix, got " << ty(from)
                         << " to " << ty(to);
    if (fromCoop.getRows() != toCoop.getRows() || fromCoop.getCols() != toCoop.getCols())
      return emitError() << "cast: coopmatrix shapes must match, got " << ty(from) << " to "
                         << ty(to);
    if (fromCoop.getUse() != toCoop.getUse() &&
        !(fromCoop.getUse() == MatrixUse::Acc && toCoop.getUse() != MatrixUse::Acc))
      return emitError() << "cast: the coopmatrix use must match, or be matrix_acc cast to "
                            "matrix_a or matrix_b, got "
                         << ty(from) << " to " << ty(to);
    from = fromCoop.getComponentType();
    to = toCoop.getComponentType();
  }
  if (!isNumberType(from))
    return emitError() << "cast: operand must have number type, got " << ty(from);
  if (!isNumberType(to))
    return emitError() << "cast: result must have number type, got " << ty(to);
  if (!isCastAllowed(from, to))
    return emitError() << "cast: casts from complex to non-complex types are forbidden ("
                       << ty(from) << " to " << ty(to) << ")";
  return success();
}

LogicalResult ConstantOp::verify() {
  Type type = scalarOf(getResult().getType());
  Attribute value = getValue();
  auto fail = [&](StringRef expected) {
    return emitError() << "constant: type " << ty(getResult().getType()) << " requires "
                       << expected;
  };
  if (isBoolType(type)) {
    if (!isa<BoolAttr>(value))
      return fail("a boolean constant (true or false)");
    return success();
  }
  if (isIntegerType(type)) {
    if (!isa<IntegerAttr>(value) || isa<BoolAttr>(value))
      return fail("an integer constant");
    // Integers are signless: an n-bit constant may be written with its signed or its unsigned
    // value (255 and -1 are the same i8), but it must fit in n bits. i64 and index take every
    // integer constant of the language ([-2^63+1, 2^63-1], checked by the lexer).
    unsigned bits = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    // The generic form may carry a wider attribute than the language can write.
    std::optional<int64_t> constant = cast<IntegerAttr>(value).getValue().trySExtValue();
    if (!constant)
      return emitError() << "constant: integer constant does not fit in 64 bits";
    if (bits < 64) {
      int64_t lowest = -(int64_t(1) << (bits - 1)), highest = (int64_t(1) << bits) - 1;
      if (*constant < lowest || *constant > highest)
        return emitError() << "constant: integer constant " << *constant
                           << " does not fit in the type " << ty(type) << " (range [" << lowest
                           << ", " << highest << "], signed or unsigned)";
    }
    return success();
  }
  if (isFloatingType(type)) {
    if (!isa<FloatAttr>(value))
      return fail("a floating constant");
    return success();
  }
  if (isComplexType(type)) {
    auto pair = dyn_cast<ArrayAttr>(value);
    bool ok = isa<FloatAttr>(value) ||
              (pair && pair.size() == 2 && isa<FloatAttr>(pair[0]) && isa<FloatAttr>(pair[1]));
    if (!ok)
      return fail("a complex constant [re, im] or a floating constant");
    return success();
  }
  return emitError() << "constant: result must have boolean, number or "
                        "coopmatrix type, got "
                     << ty(getResult().getType());
}

LogicalResult BarrierOp::verify() { return success(); }

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

/// The tensor operand of load-like instructions and the index list; returns the
/// type a load of one element yields (the element type, or the memref type for
/// a group). `statics` (when present) lists every index, constants inline and
/// ShapedType::kDynamic for each operand in `indices`.
static FailureOr<Type> verifyAccess(Operation *op, StringRef name, Value object, ValueRange indices,
                                    std::optional<ArrayRef<int64_t>> statics, bool allowGroup) {
  size_t numIndices = indices.size();
  if (statics) {
    numIndices = statics->size();
    size_t dynamic = llvm::count(*statics, ShapedType::kDynamic);
    if (dynamic != indices.size())
      return op->emitError() << name << ": static_indices marks " << dynamic
                             << " dynamic indices but " << indices.size() << " are given",
             failure();
    for (int64_t index : *statics)
      if (index != ShapedType::kDynamic && index < 0)
        return op->emitError() << name << ": a constant index must be non-negative, got " << index,
               failure();
  }
  Type objectType = object.getType();
  Type elementType;
  if (auto memref = dyn_cast<MemrefType>(objectType)) {
    if (int64_t(numIndices) != memref.getOrder())
      return op->emitError() << name << ": the number of indices (" << numIndices
                             << ") must match the order of the memref (" << memref.getOrder()
                             << ")",
             failure();
    // A constant index past a static mode size can never be valid (as for
    // subview's offsets).
    if (statics)
      for (auto [mode, index] : llvm::enumerate(*statics)) {
        int64_t size = memref.getShape()[mode];
        if (index != ShapedType::kDynamic && size != ShapedType::kDynamic && index >= size)
          return op->emitError() << name << ": constant index " << index
                                 << " is out of bounds for mode " << mode << " of size " << size,
                 failure();
      }
    elementType = memref.getElementType();
  } else if (auto group = dyn_cast<GroupType>(objectType); group && allowGroup) {
    if (numIndices != 1)
      return op->emitError() << name << ": a single index must be given for a group, got "
                             << numIndices,
             failure();
    elementType = group.getMemref();
  } else {
    return op->emitError() << name << ": operand must have memref"
                           << (allowGroup ? " or group" : "") << " type, got " << ty(objectType),
           failure();
  }
  for (Value index : indices)
    if (failed(requireIndex(op, name, index, "index")))
      return failure();
  return elementType;
}

LogicalResult LoadOp::verify() {
  FailureOr<Type> element =
      verifyAccess(*this, "load", getObject(), getIndices(), getStaticIndices(), true);
  if (failed(element))
    return failure();
  if (getResult().getType() != *element)
    return emitError() << "load: result type must be " << ty(*element) << ", got "
                       << ty(getResult().getType());
  return success();
}

LogicalResult StoreOp::verify() {
  FailureOr<Type> element =
      verifyAccess(*this, "store", getObject(), getIndices(), getStaticIndices(), false);
  if (failed(element))
    return failure();
  if (getValue().getType() != *element)
    return emitError() << "store: type(value) (" << ty(getValue().getType())
                       << ") must equal element_type(tensor) (" << ty(*element) << ")";
  return success();
}

LogicalResult AtomicLoadOp::verify() {
  FailureOr<Type> element =
      verifyAccess(*this, "atomic_load", getObject(), getIndices(), getStaticIndices(), true);
  if (failed(element))
    return failure();
  if (getResult().getType() != *element)
    return emitError() << "atomic_load: result type must be " << ty(*element) << ", got "
                       << ty(getResult().getType());
  return verifyAtomicModifiers(*this, "atomic_load", getScope(), getSemantics(), true, false);
}

LogicalResult AtomicStoreOp::verify() {
  FailureOr<Type> element =
      verifyAccess(*this, "atomic_store", getObject(), getIndices(), getStaticIndices(), false);
  if (failed(element))
    return failure();
  if (getValue().getType() != *element)
    return emitError() << "atomic_store: type(value) (" << ty(getValue().getType())
                       << ") must equal element_type(tensor) (" << ty(*element) << ")";
  return verifyAtomicModifiers(*this, "atomic_store", getScope(), getSemantics(), false, true);
}

LogicalResult AtomicUpdateOp::verify() {
  StringRef kind = getKind();
  if (!llvm::is_contained({"atomic_add", "atomic_max", "atomic_min"}, kind))
    return emitError() << "unknown atomic update '" << kind << "'";
  FailureOr<Type> element =
      verifyAccess(*this, kind, getObject(), getIndices(), getStaticIndices(), false);
  if (failed(element))
    return failure();
  if (getValue().getType() != *element)
    return emitError() << kind << ": type(value) (" << ty(getValue().getType())
                       << ") must equal element_type(tensor) (" << ty(*element) << ")";
  if (getResult().getType() != *element)
    return emitError() << kind << ": the return type must match the element type (" << ty(*element)
                       << "), got " << ty(getResult().getType());
  if (kind != "atomic_add" && isComplexType(*element))
    return emitError() << kind << ": complex types are not allowed";
  return verifyAtomicModifiers(*this, kind, getScope(), getSemantics(), false, false);
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// Common view rule 1 and the shape/stride comparison of a computed result
/// type.
static LogicalResult verifyViewResult(Operation *op, StringRef name, MemrefType source,
                                      Type resultType, ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> stride) {
  auto result = dyn_cast<MemrefType>(resultType);
  if (!result)
    return op->emitError() << name << ": result must have memref type, got " << ty(resultType);
  if (result.getElementType() != source.getElementType())
    return op->emitError() << name << ": element type of the result ("
                           << ty(result.getElementType()) << ") must match the operand's ("
                           << ty(source.getElementType()) << ")";
  if (result.getLocal() != source.getLocal())
    return op->emitError() << name << ": address space of the result must match the operand's";
  if (result.getShape() != shape) {
    auto diag = op->emitError() << name << ": result shape must be ";
    llvm::interleave(
        shape, diag, [&](int64_t s) { diag << sizeString(s); }, "x");
    diag << ", got " << ty(result);
    return diag;
  }
  for (size_t i = 0; i < stride.size(); ++i) {
    int64_t got = result.getStride()[i];
    if (got != ShapedType::kDynamic && got != stride[i])
      return op->emitError() << name << ": stride " << i << " of the result must be "
                             << sizeString(stride[i]) << " or '?', got " << ty(result);
  }
  return success();
}

LogicalResult ExpandOp::verify() {
  auto source = dyn_cast<MemrefType>(getOperand().getType());
  if (!source)
    return emitError() << "expand: operand must have memref type, got "
                       << ty(getOperand().getType());
  int64_t mode = getMode();
  if (mode < 0 || mode >= source.getOrder())
    return emitError() << "expand: mode " << mode << " must lie in [0, " << source.getOrder()
                       << ")";
  ArrayRef<int64_t> expandShape = getStaticExpandShape();
  if (expandShape.size() < 2)
    return emitError() << "expand: the expand shape must have at least two entries";
  size_t dynamicCount = llvm::count(expandShape, ShapedType::kDynamic);
  if (dynamicCount != getExpandShape().size())
    return emitError() << "expand: one operand per dynamic expand-shape entry expected";
  for (Value value : getExpandShape())
    if (failed(requireIndex(*this, "expand", value, "dynamic expand-shape entry")))
      return failure();
  int64_t product = 1;
  for (int64_t size : expandShape) {
    if (size == ShapedType::kDynamic)
      continue;
    if (size < 0)
      return emitError() << "expand: expand-shape entries must be non-negative, got " << size;
    if (__builtin_mul_overflow(product, size, &product))
      return emitError() << "expand: the product of the expand shape overflows";
  }
  int64_t modeSize = source.getShape()[mode];
  if (modeSize != ShapedType::kDynamic) {
    if (dynamicCount == 0 && product != modeSize)
      return emitError() << "expand: the product of the expand shape (" << product
                         << ") must equal the size of the expanded mode (" << modeSize << ")";
    if (dynamicCount > 0 && (product == 0 || modeSize % product != 0))
      return emitError() << "expand: the product of the static expand-shape entries (" << product
                         << ") must divide the size of the expanded mode (" << modeSize << ")";
  }
  SmallVector<int64_t> shape, stride;
  for (int64_t i = 0; i < source.getOrder(); ++i) {
    if (i != mode) {
      shape.push_back(source.getShape()[i]);
      stride.push_back(source.getStride()[i]);
      continue;
    }
    int64_t s = source.getStride()[i];
    for (int64_t size : expandShape) {
      shape.push_back(size);
      stride.push_back(s);
      if (s == ShapedType::kDynamic || size == ShapedType::kDynamic ||
          __builtin_mul_overflow(s, size, &s))
        s = ShapedType::kDynamic;
    }
  }
  return verifyViewResult(*this, "expand", source, getResult().getType(), shape, stride);
}

LogicalResult FuseOp::verify() {
  auto source = dyn_cast<MemrefType>(getOperand().getType());
  if (!source)
    return emitError() << "fuse: operand must have memref type, got " << ty(getOperand().getType());
  int64_t from = getFrom(), to = getTo();
  if (!(0 <= from && from < to && to < source.getOrder()))
    return emitError() << "fuse: modes must satisfy 0 <= from < to < order(tensor), got [" << from
                       << "," << to << "] for order " << source.getOrder();
  ArrayRef<int64_t> srcShape = source.getShape(), srcStride = source.getStride();
  for (int64_t k = from; k < to; ++k) {
    if (srcShape[k] == ShapedType::kDynamic || srcStride[k] == ShapedType::kDynamic ||
        srcStride[k + 1] == ShapedType::kDynamic)
      continue;
    int64_t extent;
    if (__builtin_mul_overflow(srcStride[k], srcShape[k], &extent) || extent != srcStride[k + 1])
      return emitError() << "fuse: modes " << k << " and " << k + 1 << " cannot be fused: stride "
                         << k << " times size " << k << " (" << sizeString(srcStride[k]) << "*"
                         << sizeString(srcShape[k]) << ") must equal stride " << k + 1 << " ("
                         << srcStride[k + 1] << ")";
  }
  SmallVector<int64_t> shape, stride;
  for (int64_t i = 0; i < source.getOrder(); ++i) {
    if (i <= from || i > to) {
      shape.push_back(srcShape[i]);
      stride.push_back(srcStride[i]);
      continue;
    }
    int64_t &fused = shape.back();
    if (fused == ShapedType::kDynamic || srcShape[i] == ShapedType::kDynamic ||
        __builtin_mul_overflow(fused, srcShape[i], &fused))
      fused = ShapedType::kDynamic;
  }
  return verifyViewResult(*this, "fuse", source, getResult().getType(), shape, stride);
}

LogicalResult SubviewOp::verify() {
  auto source = dyn_cast<MemrefType>(getOperand().getType());
  if (!source)
    return emitError() << "subview: operand must have memref type, got "
                       << ty(getOperand().getType());
  ArrayRef<int64_t> offsets = getStaticOffsets(), sizes = getStaticSizes();
  if (offsets.size() != sizes.size() || int64_t(offsets.size()) != source.getOrder())
    return emitError() << "subview: the number of indices (" << offsets.size()
                       << ") must match the order of the memref (" << source.getOrder() << ")";
  if (size_t(llvm::count(offsets, ShapedType::kDynamic)) != getOffsets().size() ||
      size_t(llvm::count(sizes, ShapedType::kDynamic)) != getSizes().size())
    return emitError() << "subview: one operand per dynamic offset and size expected";
  for (Value value : getOffsets())
    if (failed(requireIndex(*this, "subview", value, "offset")))
      return failure();
  for (Value value : getSizes())
    if (failed(requireIndex(*this, "subview", value, "size")))
      return failure();
  SmallVector<int64_t> shape, stride;
  for (size_t i = 0; i < offsets.size(); ++i) {
    if (offsets[i] != ShapedType::kDynamic && offsets[i] < 0)
      return emitError() << "subview: offset must be non-negative, got " << offsets[i];
    if (sizes[i] != ShapedType::kDynamic && sizes[i] < 0)
      return emitError() << "subview: size must be positive (or 0 to remove the mode), got "
                         << sizes[i];
    int64_t modeSize = source.getShape()[i];
    if (modeSize != ShapedType::kDynamic && offsets[i] != ShapedType::kDynamic &&
        sizes[i] != ShapedType::kDynamic && offsets[i] > modeSize - std::max<int64_t>(sizes[i], 1))
      return emitError() << "subview: slice " << offsets[i] << ":" << sizes[i] << " of mode " << i
                         << " exceeds the mode size " << modeSize;
    if (sizes[i] == 0)
      continue; // rank reduction
    shape.push_back(sizes[i]);
    stride.push_back(source.getStride()[i]);
  }
  return verifyViewResult(*this, "subview", source, getResult().getType(), shape, stride);
}

LogicalResult SizeOp::verify() {
  Type type = getOperand().getType();
  int64_t mode = getMode();
  if (auto memref = dyn_cast<MemrefType>(type)) {
    if (mode < 0 || mode >= memref.getOrder())
      return emitError() << "size: mode " << mode << " must lie in [0, order(tensor)) = [0, "
                         << memref.getOrder() << ")";
  } else if (isa<GroupType>(type)) {
    if (mode != 0)
      return emitError() << "size: mode must be 0 for a group, got " << mode;
  } else {
    return emitError() << "size: operand must have memref or group type, got " << ty(type);
  }
  if (!getResult().getType().isIndex())
    return emitError() << "size: result must have index type, got " << ty(getResult().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// The region's last instruction must be a yield of `types`; `owner` names the
/// instruction.
static LogicalResult verifyYield(Operation *op, StringRef owner, Region &region, TypeRange types,
                                 bool required) {
  if (region.empty())
    return success();
  Block &block = region.front();
  auto yield = block.empty() ? YieldOp() : dyn_cast<YieldOp>(block.back());
  if (!yield) {
    if (!required)
      return success();
    return op->emitError() << owner << ": the last instruction of the region must be a yield of "
                           << types.size() << " value" << (types.size() == 1 ? "" : "s");
  }
  if (yield.getValues().size() != types.size())
    return yield.emitError() << "yield: " << owner << " expects " << types.size()
                             << " yielded value" << (types.size() == 1 ? "" : "s") << ", got "
                             << yield.getValues().size();
  for (size_t i = 0; i < types.size(); ++i)
    if (yield.getValues()[i].getType() != types[i])
      return yield.emitError() << "yield: value " << i << " has type "
                               << ty(yield.getValues()[i].getType()) << " but " << owner
                               << " expects " << ty(types[i]);
  return success();
}

static LogicalResult verifyReturnTypes(Operation *op, StringRef owner, TypeRange types) {
  for (Type type : types)
    if (!isBoolType(type) && !isNumberType(type) && !isa<CoopmatrixType>(type))
      return op->emitError() << owner
                             << ": return types must be boolean, number or "
                                "coopmatrix types, got "
                             << ty(type);
  return success();
}

LogicalResult ForOp::verify() {
  Type type = getFrom().getType();
  if (!isIntegerType(type))
    return emitError() << "for: the loop range must have integer type, got " << ty(type);
  if (getTo().getType() != type || (getStep() && getStep().getType() != type))
    return emitError() << "for: the integer types of from, to and step must be identical";
  Block &body = getBody().front();
  if (body.getNumArguments() != 1 + getInit().size() || body.getArgument(0).getType() != type)
    return emitError() << "for: the loop variable must have the loop range's type";
  if (getResults().size() != getInit().size())
    return emitError() << "for: one return type per init value expected";
  if (failed(verifyReturnTypes(*this, "for", getResultTypes())))
    return failure();
  for (size_t i = 0; i < getInit().size(); ++i) {
    if (getInit()[i].getType() != getResult(i).getType())
      return emitError() << "for: init value " << i << " has type " << ty(getInit()[i].getType())
                         << " but the return type is " << ty(getResult(i).getType());
    if (body.getArgument(i + 1).getType() != getResult(i).getType())
      return emitError() << "for: loop-carried value type must match the return type";
  }
  if (DictionaryAttr attrs = getLoopAttrsAttr())
    if (Attribute unroll = attrs.get("unroll"))
      if (!isa<BoolAttr, IntegerAttr>(unroll))
        return emitError() << "for: unroll must be a boolean or integer attribute";
  return verifyYield(*this, "for", getBody(), getResultTypes(), !getResults().empty());
}

LogicalResult IfOp::verify() {
  if (!isBoolType(getCondition().getType()))
    return emitError() << "if: the condition must have bool type, got "
                       << ty(getCondition().getType());
  if (failed(verifyReturnTypes(*this, "if", getResultTypes())))
    return failure();
  bool returns = !getResults().empty();
  if (returns && getElseRegion().empty())
    return emitError() << "if: an if returning values must have an else region";
  if (failed(verifyYield(*this, "if", getThenRegion(), getResultTypes(), returns)))
    return failure();
  return verifyYield(*this, "if", getElseRegion(), getResultTypes(), returns);
}

LogicalResult YieldOp::verify() {
  Operation *parent = (*this)->getParentOp();
  if (!isa_and_nonnull<ForOp, IfOp, CoopApplyOp>(parent))
    return emitError() << "yield: must only appear in the region of a for, if or "
                          "cooperative_matrix_apply";
  if (&(*this)->getBlock()->back() != getOperation())
    return emitError() << "yield: must be the last instruction of its region";
  for (Value value : getValues())
    if (!isBoolType(value.getType()) && !isNumberType(value.getType()) &&
        !isa<CoopmatrixType>(value.getType()))
      return emitError() << "yield: values must have boolean, number or "
                            "coopmatrix type, got "
                         << ty(value.getType());
  return success();
}
