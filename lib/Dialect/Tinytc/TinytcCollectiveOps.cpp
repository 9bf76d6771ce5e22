//===- TinytcCollectiveOps.cpp - func and collective instructions: verifiers
//===//
#include "TinytcVerifyUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::tinytc;

#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcCollectiveOps.cpp.inc"

void TinytcDialect::registerCollectiveOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/Tinytc/TinytcCollectiveOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

static LogicalResult verifyGcdArray(Location loc, unsigned argIndex, StringRef name,
                                    Attribute value, int64_t order) {
  auto array = dyn_cast<ArrayAttr>(value);
  if (!array)
    return mlir::emitError(loc) << "parameter " << argIndex << ": " << name
                                << " must be an array of integers";
  if (int64_t(array.size()) > order)
    return mlir::emitError(loc) << "parameter " << argIndex << ": " << name << " has "
                                << array.size() << " entries but the tensor order is " << order
                                << " (must be smaller or equal)";
  for (Attribute entry : array) {
    auto integer = dyn_cast<IntegerAttr>(entry);
    if (!integer || isa<BoolAttr>(entry))
      return mlir::emitError(loc) << "parameter " << argIndex << ": " << name
                                  << " must be an array of integers";
    if (integer.getInt() < 1)
      return mlir::emitError(loc) << "parameter " << argIndex << ": " << name
                                  << " entries must be positive, got " << integer.getInt();
  }
  return success();
}

static LogicalResult verifyParameterAttrs(Location loc, unsigned argIndex, Type type,
                                          DictionaryAttr attrs) {
  MemrefType memref = dyn_cast<MemrefType>(type);
  if (auto group = dyn_cast<GroupType>(type))
    memref = group.getMemref();
  for (NamedAttribute named : attrs) {
    StringRef name = named.getName().getValue();
    bool known = name == "alignment" || name == "shape_gcd" || name == "stride_gcd";
    if (!known)
      continue; // string-named attributes are passed through
    if (!memref)
      return mlir::emitError(loc) << "parameter " << argIndex << ": attribute " << name
                                  << " is only allowed on memref or group parameters";
    if (name == "alignment") {
      auto alignment = dyn_cast<IntegerAttr>(named.getValue());
      if (!alignment || isa<BoolAttr>(named.getValue()))
        return mlir::emitError(loc)
               << "parameter " << argIndex << ": alignment must be an integer attribute";
      int64_t size = scalarSize(memref.getElementType());
      if (alignment.getInt() < 1 || alignment.getInt() % size != 0)
        return mlir::emitError(loc)
               << "parameter " << argIndex << ": alignment (" << alignment.getInt()
               << ") must be a multiple of the size of the element type (" << size << " bytes)";
      continue;
    }
    if (failed(verifyGcdArray(loc, argIndex, name, named.getValue(), memref.getOrder())))
      return failure();
  }
  return success();
}

LogicalResult FuncOp::verify() {
  Block &entry = getBody().front();
  if (std::optional<ArrayAttr> argAttrs = getArgAttrs()) {
    if (argAttrs->size() != entry.getNumArguments())
      return emitError() << "func: one parameter attribute dictionary per "
                            "parameter expected";
  }
  for (BlockArgument arg : entry.getArguments()) {
    Type type = arg.getType();
    // Parameter errors point at the parameter, which may sit on a later line
    // than `func`.
    Location loc = arg.getLoc();
    if (isa<CoopmatrixType>(type))
      return mlir::emitError(loc) << "parameter " << arg.getArgNumber()
                                  << ": arguments must not have coopmatrix type";
    if (!isa<MemrefType, GroupType>(type) && !isNumberType(type) && !isBoolType(type))
      return mlir::emitError(loc) << "parameter " << arg.getArgNumber()
                                  << ": invalid parameter type " << ty(type);
    if (std::optional<ArrayAttr> argAttrs = getArgAttrs()) {
      auto dict = dyn_cast<DictionaryAttr>((*argAttrs)[arg.getArgNumber()]);
      if (!dict)
        return emitError() << "func: parameter attributes must be dictionaries";
      if (failed(verifyParameterAttrs(loc, arg.getArgNumber(), type, dict)))
        return failure();
    }
  }
  std::optional<int64_t> subgroupSize;
  if (DictionaryAttr attrs = getFunctionAttrsAttr()) {
    if (Attribute value = attrs.get("subgroup_size")) {
      auto size = dyn_cast<IntegerAttr>(value);
      if (!size || isa<BoolAttr>(value))
        return emitError() << "subgroup_size must be an integer attribute";
      if (!llvm::is_contained(kSupportedSubgroupSizes, size.getInt()))
        return emitError() << "subgroup_size " << size.getInt()
                           << " is not supported by the device (supported: 16, 32)";
      subgroupSize = size.getInt();
    }
    if (Attribute value = attrs.get("work_group_size")) {
      auto array = dyn_cast<ArrayAttr>(value);
      if (!array || array.size() != 2 || !llvm::all_of(array, [](Attribute a) {
            return isa<IntegerAttr>(a) && !isa<BoolAttr>(a);
          }))
        return emitError() << "work_group_size must be an array of 2 integers";
      int64_t rows = cast<IntegerAttr>(array[0]).getInt();
      int64_t cols = cast<IntegerAttr>(array[1]).getInt();
      if (rows < 1 || cols < 1)
        return emitError() << "work_group_size entries must be positive";
      if (subgroupSize && rows % *subgroupSize != 0)
        return emitError() << "work_group_size: the first mode (" << rows
                           << ") must be a multiple of the subgroup size (" << *subgroupSize << ")";
      if (!subgroupSize &&
          llvm::none_of(kSupportedSubgroupSizes, [&](int64_t s) { return rows % s == 0; }))
        return emitError() << "work_group_size: the first mode (" << rows
                           << ") must be a multiple of a subgroup size supported by the "
                              "device (16, 32)";
      if (rows * cols > kMaxWorkGroupSize)
        return emitError() << "work_group_size: the product of the modes (" << rows * cols
                           << ") exceeds the maximum work-group size of the device ("
                           << kMaxWorkGroupSize << ")";
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// alloca, lifetime_stop, parallel
//===----------------------------------------------------------------------===//

LogicalResult AllocaOp::verify() {
  if (failed(requireCollectiveRegion(*this, "alloca")))
    return failure();
  auto memref = dyn_cast<MemrefType>(getResult().getType());
  if (!memref)
    return emitError() << "alloca: result must have memref type, got " << ty(getResult().getType());
  if (llvm::is_contained(memref.getShape(), ShapedType::kDynamic))
    return emitError() << "alloca: the memref's size must be known at compile "
                          "time (no dynamic "
                          "modes), got "
                       << ty(memref);
  if (llvm::is_contained(memref.getStride(), ShapedType::kDynamic))
    return emitError() << "alloca: the memref's strides must be known at compile time, got "
                       << ty(memref);
  if (!memref.getLocal())
    return emitError() << "alloca: the address space must be local, got " << ty(memref);
  if (std::optional<uint64_t> alignment = getAlignment()) {
    int64_t size = scalarSize(memref.getElementType());
    if (int64_t(*alignment) < 1 || int64_t(*alignment) % size != 0)
      return emitError() << "alloca: alignment (" << int64_t(*alignment)
                         << ") must be a positive multiple of the element size (" << size
                         << " bytes)";
    if (int64_t(*alignment) > kDefaultAllocaAlignment)
      return emitError() << "alloca: alignment (" << int64_t(*alignment)
                         << ") must not be larger than the default alignment ("
                         << kDefaultAllocaAlignment << " bytes)";
  }
  return success();
}

LogicalResult LifetimeStopOp::verify() {
  if (failed(requireCollectiveRegion(*this, "lifetime_stop")))
    return failure();
  if (!getObject().getDefiningOp<AllocaOp>())
    return emitError() << "lifetime_stop: operand must be the result of an alloca";
  return success();
}

LogicalResult ParallelOp::verify() { return requireCollectiveRegion(*this, "parallel"); }

//===----------------------------------------------------------------------===//
// foreach, foreach_tile
//===----------------------------------------------------------------------===//

static LogicalResult verifyLoopRange(Operation *op, StringRef name, ValueRange from, ValueRange to,
                                     Block &body, unsigned varsPerMode) {
  if (from.size() != to.size() || from.empty())
    return op->emitError() << name
                           << ": the loop variable, from and to lists must have the same "
                              "non-zero length";
  if (body.getNumArguments() != varsPerMode * from.size())
    return op->emitError() << name << ": one loop variable per mode expected";
  for (size_t i = 0; i < from.size(); ++i) {
    Type type = from[i].getType();
    if (!isIntegerType(type))
      return op->emitError() << name << ": loop range must have integer type, got " << ty(type);
    if (to[i].getType() != type)
      return op->emitError() << name << ": the integer type of from and to must match in mode " << i
                             << " (" << ty(type) << " vs " << ty(to[i].getType()) << ")";
    for (unsigned k = 0; k < varsPerMode; ++k)
      if (body.getArgument(k * from.size() + i).getType() != type)
        return op->emitError() << name << ": loop variable type must match the range type";
  }
  return success();
}

LogicalResult ForeachOp::verify() {
  if (failed(requireCollectiveRegion(*this, "foreach")))
    return failure();
  return verifyLoopRange(*this, "foreach", getFrom(), getTo(), getBody().front(), 1);
}

LogicalResult ForeachTileOp::verify() {
  if (failed(requireCollectiveRegion(*this, "foreach_tile")) ||
      failed(verifyLoopRange(*this, "foreach_tile", getFrom(), getTo(), getBody().front(), 2)))
    return failure();
  ArrayRef<int64_t> tileShape = getTileShape();
  if (tileShape.size() != getFrom().size())
    return emitError() << "foreach_tile: the tile shape must have one entry per mode ("
                       << getFrom().size() << "), got " << tileShape.size();
  for (int64_t size : tileShape)
    if (size < 1)
      return emitError() << "foreach_tile: tile shape entries must be positive, got " << size;
  return requireMultipleOfSubgroupSize(*this, "foreach_tile", "the first tile shape entry",
                                       tileShape[0]);
}

//===----------------------------------------------------------------------===//
// BLAS-like instructions
//===----------------------------------------------------------------------===//

namespace {

/// The shared rules of the BLAS-like instructions.
struct BlasCheck {
  Operation *op;
  StringRef name;

  InFlightDiagnostic error() { return op->emitError() << name << ": "; }

  /// Operand `what` must be a memref of order in [minOrder, maxOrder].
  /// Set after the first operand error, so that one instruction reports one
  /// problem.
  bool reported = false;

  FailureOr<MemrefType> memref(Value value, StringRef what, int64_t minOrder, int64_t maxOrder) {
    if (reported)
      return failure();
    reported = true;
    auto type = dyn_cast<MemrefType>(value.getType());
    if (!type)
      return error() << what << " must have memref type, got " << ty(value.getType()), failure();
    if (type.getOrder() < minOrder || type.getOrder() > maxOrder) {
      auto diag = error() << "order(" << what << ") must be ";
      if (minOrder == maxOrder)
        diag << minOrder;
      else
        diag << "in [" << minOrder << ", " << maxOrder << "]";
      diag << ", got " << type.getOrder();
      return failure();
    }
    reported = false;
    return type;
  }

  LogicalResult scalar(Value value, StringRef what) {
    if (isNumberType(value.getType()))
      return success();
    return error() << what << " must have number type, got " << ty(value.getType());
  }

  LogicalResult promotable(Type from, StringRef fromWhat, Type to, StringRef toWhat) {
    if (isPromotable(from, to))
      return success();
    return error() << "type promotion: " << fromWhat << " (" << ty(from)
                   << ") must be promotable to " << toWhat << " (" << ty(to) << ")";
  }

  LogicalResult sameSize(int64_t a, StringRef aWhat, int64_t b, StringRef bWhat) {
    if (sizesAgree(a, b))
      return success();
    return error() << aWhat << " (" << a << ") must equal " << bWhat << " (" << b << ")";
  }

  LogicalResult atomicBeta(bool atomic, Value beta) {
    if (!atomic)
      return success();
    auto constant = beta.getDefiningOp<ConstantOp>();
    bool zeroOrOne = false;
    if (constant) {
      Attribute value = constant.getValue();
      if (auto integer = dyn_cast<IntegerAttr>(value))
        zeroOrOne = integer.getValue().isZero() || integer.getValue().isOne();
      else if (auto real = dyn_cast<FloatAttr>(value))
        zeroOrOne = real.getValueAsDouble() == 0.0 || real.getValueAsDouble() == 1.0;
      else if (auto complex = dyn_cast<ArrayAttr>(value); complex && complex.size() == 2) {
        auto re = dyn_cast<FloatAttr>(complex[0]);
        auto im = dyn_cast<FloatAttr>(complex[1]);
        zeroOrOne = re && im && im.getValueAsDouble() == 0.0 &&
                    (re.getValueAsDouble() == 0.0 || re.getValueAsDouble() == 1.0);
      }
    }
    if (zeroOrOne)
      return success();
    return error() << "with the atomic flag, beta must be a constant equal to 0 or 1";
  }
};

SmallVector<int64_t> opShape(MemrefType type, bool transpose) {
  SmallVector<int64_t> shape(type.getShape());
  if (transpose && shape.size() == 2)
    std::swap(shape[0], shape[1]);
  return shape;
}

} // namespace

LogicalResult AxpbyOp::verify() {
  BlasCheck check{*this, "axpby"};
  if (failed(requireCollectiveRegion(*this, "axpby")) ||
      failed(check.scalar(getAlpha(), "alpha")) || failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "A", 0, 2);
  FailureOr<MemrefType> b = check.memref(getB(), "B", 0, 2);
  if (failed(a) || failed(b))
    return failure();
  SmallVector<int64_t> opA = opShape(*a, getTransA());
  if (opA.size() != size_t(b->getOrder()))
    return check.error() << "shape(B) must equal shape(op(A)): order(B) = " << b->getOrder()
                         << " but order(A) = " << a->getOrder();
  for (size_t i = 0; i < opA.size(); ++i)
    if (!sizesAgree(opA[i], b->getShape()[i]))
      return check.error() << "shape(B) must equal shape(op(A)): mode " << i << " is "
                           << sizeString(b->getShape()[i]) << " vs " << sizeString(opA[i]);
  if (failed(check.promotable(getAlpha().getType(), "type(alpha)", a->getElementType(),
                              "element_type(A)")) ||
      failed(check.promotable(a->getElementType(), "element_type(A)", b->getElementType(),
                              "element_type(B)")) ||
      failed(check.promotable(getBeta().getType(), "type(beta)", b->getElementType(),
                              "element_type(B)")))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

LogicalResult CumsumOp::verify() {
  BlasCheck check{*this, "cumsum"};
  if (failed(requireCollectiveRegion(*this, "cumsum")) ||
      failed(check.scalar(getAlpha(), "alpha")) || failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "A", 1, INT64_MAX);
  FailureOr<MemrefType> b = check.memref(getB(), "B", 0, INT64_MAX);
  if (failed(a) || failed(b))
    return failure();
  if (a->getOrder() != b->getOrder())
    return check.error() << "shape(A) must equal shape(B): order(A) = " << a->getOrder()
                         << " but order(B) = " << b->getOrder();
  for (int64_t i = 0; i < a->getOrder(); ++i)
    if (!sizesAgree(a->getShape()[i], b->getShape()[i]))
      return check.error() << "shape(A) must equal shape(B): mode " << i << " is "
                           << sizeString(a->getShape()[i]) << " vs "
                           << sizeString(b->getShape()[i]);
  if (int64_t(getMode()) < 0 || int64_t(getMode()) >= a->getOrder())
    return check.error() << "summation mode " << int64_t(getMode())
                         << " must lie in [0, order(A)) = [0, " << a->getOrder() << ")";
  if (failed(check.promotable(getAlpha().getType(), "type(alpha)", a->getElementType(),
                              "element_type(A)")) ||
      failed(check.promotable(a->getElementType(), "element_type(A)", b->getElementType(),
                              "element_type(B)")) ||
      failed(check.promotable(getBeta().getType(), "type(beta)", b->getElementType(),
                              "element_type(B)")))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

/// alpha ⪯ promote(A, B) ⪯ C and beta ⪯ C.
static LogicalResult verifyProductTypes(BlasCheck &check, Value alpha, MemrefType a, MemrefType b,
                                        Value beta, MemrefType c) {
  Type ab = promote(a.getElementType(), b.getElementType());
  if (!ab)
    return check.error() << "type promotion: element_type(A) (" << ty(a.getElementType())
                         << ") and element_type(B) (" << ty(b.getElementType())
                         << ") cannot be promoted to a common type";
  if (failed(check.promotable(alpha.getType(), "type(alpha)", ab,
                              "promote(element_type(A), element_type(B))")) ||
      failed(check.promotable(ab, "promote(element_type(A), element_type(B))", c.getElementType(),
                              "element_type(C)")) ||
      failed(check.promotable(beta.getType(), "type(beta)", c.getElementType(), "element_type(C)")))
    return failure();
  return success();
}

LogicalResult GemmOp::verify() {
  BlasCheck check{*this, "gemm"};
  if (failed(requireCollectiveRegion(*this, "gemm")) || failed(check.scalar(getAlpha(), "alpha")) ||
      failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "A", 2, 2);
  FailureOr<MemrefType> b = check.memref(getB(), "B", 2, 2);
  FailureOr<MemrefType> c = check.memref(getC(), "C", 2, 2);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  SmallVector<int64_t> opA = opShape(*a, getTransA()), opB = opShape(*b, getTransB());
  if (failed(check.sameSize(opA[1], "columns(op(A))", opB[0], "rows(op(B))")) ||
      failed(check.sameSize(c->getShape()[0], "rows(C)", opA[0], "rows(op(A))")) ||
      failed(check.sameSize(c->getShape()[1], "columns(C)", opB[1], "columns(op(B))")))
    return failure();
  if (failed(verifyProductTypes(check, getAlpha(), *a, *b, getBeta(), *c)))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

LogicalResult GemvOp::verify() {
  BlasCheck check{*this, "gemv"};
  if (failed(requireCollectiveRegion(*this, "gemv")) || failed(check.scalar(getAlpha(), "alpha")) ||
      failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "A", 2, 2);
  FailureOr<MemrefType> b = check.memref(getB(), "b", 1, 1);
  FailureOr<MemrefType> c = check.memref(getC(), "c", 1, 1);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  SmallVector<int64_t> opA = opShape(*a, getTransA());
  if (failed(check.sameSize(opA[1], "columns(op(A))", b->getShape()[0], "rows(b)")) ||
      failed(check.sameSize(c->getShape()[0], "rows(c)", opA[0], "rows(op(A))")))
    return failure();
  if (failed(verifyProductTypes(check, getAlpha(), *a, *b, getBeta(), *c)))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

LogicalResult GerOp::verify() {
  BlasCheck check{*this, "ger"};
  if (failed(requireCollectiveRegion(*this, "ger")) || failed(check.scalar(getAlpha(), "alpha")) ||
      failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "a", 1, 1);
  FailureOr<MemrefType> b = check.memref(getB(), "b", 1, 1);
  FailureOr<MemrefType> c = check.memref(getC(), "C", 2, 2);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  if (failed(check.sameSize(c->getShape()[0], "rows(C)", a->getShape()[0], "rows(a)")) ||
      failed(check.sameSize(c->getShape()[1], "columns(C)", b->getShape()[0], "rows(b)")))
    return failure();
  if (failed(verifyProductTypes(check, getAlpha(), *a, *b, getBeta(), *c)))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

LogicalResult HadamardOp::verify() {
  BlasCheck check{*this, "hadamard"};
  if (failed(requireCollectiveRegion(*this, "hadamard")) ||
      failed(check.scalar(getAlpha(), "alpha")) || failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "a", 1, 2);
  FailureOr<MemrefType> b = check.memref(getB(), "b", 1, 2);
  FailureOr<MemrefType> c = check.memref(getC(), "c", 1, 2);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  if (a->getOrder() != b->getOrder() || a->getOrder() != c->getOrder())
    return check.error() << "order(a) = order(b) = order(c) required, got " << a->getOrder() << ", "
                         << b->getOrder() << ", " << c->getOrder();
  for (int64_t i = 0; i < a->getOrder(); ++i)
    if (!sizesAgree(a->getShape()[i], b->getShape()[i]) ||
        !sizesAgree(a->getShape()[i], c->getShape()[i]))
      return check.error() << "shape(a) = shape(b) = shape(c) required, mode " << i << " is "
                           << sizeString(a->getShape()[i]) << ", " << sizeString(b->getShape()[i])
                           << ", " << sizeString(c->getShape()[i]);
  if (failed(verifyProductTypes(check, getAlpha(), *a, *b, getBeta(), *c)))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}

LogicalResult SumOp::verify() {
  BlasCheck check{*this, "sum"};
  if (failed(requireCollectiveRegion(*this, "sum")) || failed(check.scalar(getAlpha(), "alpha")) ||
      failed(check.scalar(getBeta(), "beta")))
    return failure();
  FailureOr<MemrefType> a = check.memref(getA(), "A", 1, 2);
  FailureOr<MemrefType> b = check.memref(getB(), "b", 0, 1);
  if (failed(a) || failed(b))
    return failure();
  if (a->getOrder() != b->getOrder() + 1)
    return check.error() << "order(A) must equal order(b) + 1, got " << a->getOrder() << " and "
                         << b->getOrder();
  if (b->getOrder() == 1) {
    SmallVector<int64_t> opA = opShape(*a, getTransA());
    if (failed(check.sameSize(b->getShape()[0], "rows(b)", opA[0], "rows(op(A))")))
      return failure();
  }
  if (failed(check.promotable(getAlpha().getType(), "type(alpha)", a->getElementType(),
                              "element_type(A)")) ||
      failed(check.promotable(a->getElementType(), "element_type(A)", b->getElementType(),
                              "element_type(b)")) ||
      failed(check.promotable(getBeta().getType(), "type(beta)", b->getElementType(),
                              "element_type(b)")))
    return failure();
  return check.atomicBeta(getAtomic(), getBeta());
}
