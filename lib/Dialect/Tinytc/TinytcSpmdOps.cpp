//===- TinytcSpmdOps.cpp - cooperative matrix and subgroup instructions ===//
#include "TinytcVerifyUtils.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace tilec::tinytc;

#define GET_OP_CLASSES
#include "tilec/Dialect/Tinytc/TinytcSpmdOps.cpp.inc"

void TinytcDialect::registerSpmdOps() {
  addOperations<
#define GET_OP_LIST
#include "tilec/Dialect/Tinytc/TinytcSpmdOps.cpp.inc"
      >();
}

static FailureOr<CoopmatrixType> coopOperand(Operation *op, StringRef name, Type type,
                                             StringRef what) {
  if (auto coop = dyn_cast<CoopmatrixType>(type))
    return coop;
  return op->emitError() << name << ": " << what << " must have coopmatrix type, got " << ty(type),
         failure();
}

/// Length of the work-item vector of a coopmatrix: the rows are distributed over the subgroup.
/// Without a subgroup_size attribute the compiler picks a supported size; the smallest one gives
/// the longest vector, so an index beyond that is out of bounds for every choice.
static std::optional<int64_t> workItemLength(Operation *op, CoopmatrixType type) {
  int64_t sgs = enclosingSubgroupSize(op).value_or(kSupportedSubgroupSizes[0]);
  int64_t length;
  if (__builtin_mul_overflow(type.getRows() / sgs + (type.getRows() % sgs != 0), type.getCols(),
                             &length))
    return std::nullopt;
  return length;
}

static LogicalResult checkRowsMultipleOfSubgroup(Operation *op, StringRef name,
                                                 CoopmatrixType type, StringRef what) {
  return requireMultipleOfSubgroupSize(op, name, ("rows(" + what + ")").str(), type.getRows());
}

LogicalResult CoopApplyOp::verify() {
  if (failed(requireSpmdRegion(*this, "cooperative_matrix_apply")))
    return failure();
  FailureOr<CoopmatrixType> in =
      coopOperand(*this, "cooperative_matrix_apply", getMatrix().getType(), "operand");
  if (failed(in))
    return failure();
  if (getResult().getType() != *in)
    return emitError() << "cooperative_matrix_apply: the operand type " << ty(*in)
                       << " must match the result type " << ty(getResult().getType());
  Block &body = getBody().front();
  Builder b(getContext());
  if (body.getNumArguments() != 3 || !body.getArgument(0).getType().isInteger(32) ||
      !body.getArgument(1).getType().isInteger(32) ||
      body.getArgument(2).getType() != in->getComponentType())
    return emitError() << "cooperative_matrix_apply: region arguments must be (i32, i32, "
                       << ty(in->getComponentType()) << ")";
  auto yield = body.empty() ? YieldOp() : dyn_cast<YieldOp>(body.back());
  if (!yield)
    return emitError() << "cooperative_matrix_apply: the region must yield exactly one value";
  if (yield.getValues().size() != 1)
    return yield.emitError() << "yield: cooperative_matrix_apply expects exactly one yielded "
                                "value, got "
                             << yield.getValues().size();
  if (yield.getValues()[0].getType() != in->getComponentType())
    return yield.emitError() << "yield: the yielded value must have the component type "
                             << ty(in->getComponentType()) << ", got "
                             << ty(yield.getValues()[0].getType());
  return success();
}

LogicalResult CoopConstructOp::verify() {
  StringRef name = "cooperative_matrix_construct";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> result = coopOperand(*this, name, getResult().getType(), "result");
  if (failed(result))
    return failure();
  if (getValue().getType() != result->getComponentType())
    return emitError() << name << ": the number type (" << ty(getValue().getType())
                       << ") must match the component type (" << ty(result->getComponentType())
                       << ")";
  return success();
}

LogicalResult CoopExtractOp::verify() {
  StringRef name = "cooperative_matrix_extract";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand");
  if (failed(in))
    return failure();
  if (getResult().getType() != in->getComponentType())
    return emitError() << name << ": result type must match the component type "
                       << ty(in->getComponentType()) << ", got " << ty(getResult().getType());
  int64_t index = getIndex();
  std::optional<int64_t> length = workItemLength(*this, *in);
  if (index < 0 || (length && index >= *length))
    return emitError() << name << ": index " << index
                       << " must lie in [0, length of the work-item vector"
                       << (length ? " = " + std::to_string(*length) : std::string()) << ")";
  return success();
}

LogicalResult CoopInsertOp::verify() {
  StringRef name = "cooperative_matrix_insert";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand 2");
  if (failed(in))
    return failure();
  if (getResult().getType() != *in)
    return emitError() << name << ": result type must match the matrix type " << ty(*in)
                       << ", got " << ty(getResult().getType());
  if (getValue().getType() != in->getComponentType())
    return emitError() << name << ": the inserted scalar (" << ty(getValue().getType())
                       << ") must match the component type (" << ty(in->getComponentType())
                       << ")";
  int64_t index = getIndex();
  std::optional<int64_t> length = workItemLength(*this, *in);
  if (index < 0 || (length && index >= *length))
    return emitError() << name << ": index " << index
                       << " must lie in [0, length of the work-item vector"
                       << (length ? " = " + std::to_string(*length) : std::string()) << ")";
  return success();
}

/// M must be a 2d memref whose element type is the component type; x and y are indices.
static LogicalResult verifyMatrixAccess(Operation *op, StringRef name, Value memref, Value x,
                                        Value y, CoopmatrixType matrix,
                                        std::optional<StringRef> checked) {
  if (failed(requireSpmdRegion(op, name)))
    return failure();
  auto type = dyn_cast<MemrefType>(memref.getType());
  if (!type)
    return op->emitError() << name << ": operand M must have memref type, got "
                           << ty(memref.getType());
  if (type.getOrder() != 2)
    return op->emitError() << name << ": order(M) must be 2, got " << type.getOrder();
  if (failed(requireIndex(op, name, x, "row index")) ||
      failed(requireIndex(op, name, y, "column index")))
    return failure();
  if (matrix && matrix.getComponentType() != type.getElementType())
    return op->emitError() << name << ": component type of the coopmatrix ("
                           << ty(matrix.getComponentType())
                           << ") must equal the element type of M (" << ty(type.getElementType())
                           << ")";
  if (checked && !llvm::is_contained({"rows_checked", "cols_checked", "both_checked"}, *checked))
    return op->emitError() << name << ": unknown checked flag '" << *checked << "'";
  return success();
}

LogicalResult CoopLoadOp::verify() {
  StringRef name = "cooperative_matrix_load";
  auto result = dyn_cast<CoopmatrixType>(getResult().getType());
  if (!result)
    return emitError() << name << ": result must have coopmatrix type, got "
                       << ty(getResult().getType());
  return verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), result, getChecked());
}

LogicalResult CoopStoreOp::verify() {
  StringRef name = "cooperative_matrix_store";
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand A");
  if (failed(in))
    return failure();
  return verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), *in, getChecked());
}

LogicalResult CoopAtomicLoadOp::verify() {
  StringRef name = "cooperative_matrix_atomic_load";
  auto result = dyn_cast<CoopmatrixType>(getResult().getType());
  if (!result)
    return emitError() << name << ": result must have coopmatrix type, got "
                       << ty(getResult().getType());
  if (failed(verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), result, getChecked())))
    return failure();
  return verifyAtomicModifiers(*this, name, getScope(), getSemantics(), true, false);
}

LogicalResult CoopAtomicStoreOp::verify() {
  StringRef name = "cooperative_matrix_atomic_store";
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand A");
  if (failed(in) ||
      failed(verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), *in, getChecked())))
    return failure();
  return verifyAtomicModifiers(*this, name, getScope(), getSemantics(), false, true);
}

LogicalResult CoopAtomicUpdateOp::verify() {
  StringRef name = getKind();
  if (!llvm::is_contained({"cooperative_matrix_atomic_add", "cooperative_matrix_atomic_max",
                           "cooperative_matrix_atomic_min"},
                          name))
    return emitError() << "unknown cooperative matrix atomic update '" << name << "'";
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand A");
  if (failed(in) ||
      failed(verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), *in, getChecked())))
    return failure();
  if (getResult().getType() != *in)
    return emitError() << name << ": result type must equal the operand type " << ty(*in)
                       << ", got " << ty(getResult().getType());
  if (!name.ends_with("add") && isComplexType(in->getComponentType()))
    return emitError() << name << ": complex types are not allowed";
  return verifyAtomicModifiers(*this, name, getScope(), getSemantics(), false, false);
}

LogicalResult CoopMulAddOp::verify() {
  StringRef name = "cooperative_matrix_mul_add";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> a = coopOperand(*this, name, getA().getType(), "A");
  FailureOr<CoopmatrixType> b =
      succeeded(a) ? coopOperand(*this, name, getB().getType(), "B") : FailureOr<CoopmatrixType>(failure());
  FailureOr<CoopmatrixType> c =
      succeeded(b) ? coopOperand(*this, name, getC().getType(), "C") : FailureOr<CoopmatrixType>(failure());
  FailureOr<CoopmatrixType> d =
      succeeded(c) ? coopOperand(*this, name, getResult().getType(), "result") : FailureOr<CoopmatrixType>(failure());
  if (failed(d))
    return failure();
  if (a->getUse() != MatrixUse::A)
    return emitError() << name << ": operand A must have use matrix_a, got " << ty(*a);
  if (b->getUse() != MatrixUse::B)
    return emitError() << name << ": operand B must have use matrix_b, got " << ty(*b);
  if (c->getUse() != MatrixUse::Acc)
    return emitError() << name << ": operand C must have use matrix_acc, got " << ty(*c);
  if (d->getUse() != MatrixUse::Acc)
    return emitError() << name << ": use(D) must be matrix_acc, got " << ty(*d);
  if (a->getCols() != b->getRows())
    return emitError() << name << ": columns(A) (" << a->getCols() << ") must equal rows(B) ("
                       << b->getRows() << ")";
  if (c->getRows() != a->getRows() || c->getCols() != b->getCols())
    return emitError() << name << ": shape(C) must be rows(A) x columns(B) (" << a->getRows()
                       << "x" << b->getCols() << "), got " << c->getRows() << "x"
                       << c->getCols();
  if (d->getRows() != c->getRows() || d->getCols() != c->getCols())
    return emitError() << name << ": shape(D) must equal shape(C)";
  if (failed(checkRowsMultipleOfSubgroup(*this, name, *a, "A")) ||
      failed(checkRowsMultipleOfSubgroup(*this, name, *c, "C")))
    return failure();
  Type ab = promote(a->getComponentType(), b->getComponentType());
  if (!ab || !isPromotable(ab, c->getComponentType()))
    return emitError() << name << ": type promotion: promote(component_type(A), "
                          "component_type(B)) must be promotable to component_type(C) ("
                       << ty(a->getComponentType()) << ", " << ty(b->getComponentType())
                       << " -> " << ty(c->getComponentType()) << ")";
  if (!isCastAllowed(c->getComponentType(), d->getComponentType()))
    return emitError() << name << ": component_type(C) (" << ty(c->getComponentType())
                       << ") cannot be cast to component_type(D) ("
                       << ty(d->getComponentType()) << ")";
  return success();
}

LogicalResult CoopPrefetchOp::verify() {
  StringRef name = "cooperative_matrix_prefetch";
  if (int64_t(getCacheLevel()) < 0)
    return emitError() << name << ": the cache level must be non-negative";
  if (int64_t(getRows()) < 1 || int64_t(getCols()) < 1)
    return emitError() << name << ": the region size (" << int64_t(getRows()) << "x"
                       << int64_t(getCols()) << ") must be positive";
  return verifyMatrixAccess(*this, name, getMemref(), getX(), getY(), CoopmatrixType(),
                            std::nullopt);
}

LogicalResult CoopReduceOp::verify() {
  StringRef name = getKind();
  if (!llvm::is_contained({"cooperative_matrix_reduce_add", "cooperative_matrix_reduce_max",
                           "cooperative_matrix_reduce_min"},
                          name))
    return emitError() << "unknown cooperative matrix reduction '" << name << "'";
  if (getReduceMode() != "row" && getReduceMode() != "column")
    return emitError() << name << ": reduce mode must be row or column";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand");
  FailureOr<CoopmatrixType> out =
      succeeded(in) ? coopOperand(*this, name, getResult().getType(), "result") : FailureOr<CoopmatrixType>(failure());
  if (failed(out))
    return failure();
  if (in->getComponentType() != out->getComponentType() || in->getUse() != out->getUse())
    return emitError() << name << ": component type and use of the result must match the "
                          "operand's ("
                       << ty(*in) << " vs " << ty(*out) << ")";
  bool row = getReduceMode() == "row";
  int64_t rows = row ? in->getRows() : 1, cols = row ? 1 : in->getCols();
  if (out->getRows() != rows || out->getCols() != cols)
    return emitError() << name << ": a " << (row ? "row" : "column")
                       << " reduction must have shape " << rows << "x" << cols << ", got "
                       << out->getRows() << "x" << out->getCols();
  if (!name.ends_with("add") && isComplexType(in->getComponentType()))
    return emitError() << name << ": complex types are not allowed";
  return checkRowsMultipleOfSubgroup(*this, name, *in, "A");
}

LogicalResult CoopScaleOp::verify() {
  StringRef name = "cooperative_matrix_scale";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  FailureOr<CoopmatrixType> in = coopOperand(*this, name, getMatrix().getType(), "operand 2");
  if (failed(in))
    return failure();
  if (getScalar().getType() != in->getComponentType())
    return emitError() << name << ": type(scalar) (" << ty(getScalar().getType())
                       << ") must equal component_type(matrix) ("
                       << ty(in->getComponentType()) << ")";
  if (getResult().getType() != *in)
    return emitError() << name << ": type(result) must equal type(matrix) " << ty(*in)
                       << ", got " << ty(getResult().getType());
  return success();
}

LogicalResult SubgroupBroadcastOp::verify() {
  StringRef name = "subgroup_broadcast";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  if (!isNumberType(getValue().getType()))
    return emitError() << name << ": the value must have number type, got "
                       << ty(getValue().getType());
  if (getResult().getType() != getValue().getType())
    return emitError() << name << ": result type must match the value type "
                       << ty(getValue().getType()) << ", got " << ty(getResult().getType());
  if (!getLane().getType().isInteger(32))
    return emitError() << name << ": the subgroup local index must have i32 type, got "
                       << ty(getLane().getType());
  return success();
}

LogicalResult SubgroupOperationOp::verify() {
  StringRef name = getKind();
  bool known = false;
  for (StringRef op : {"exclusive_scan", "inclusive_scan", "reduce"})
    for (StringRef fn : {"add", "max", "min"})
      known |= name == ("subgroup_" + op + "_" + fn).str();
  if (!known)
    return emitError() << "unknown subgroup operation '" << name << "'";
  if (failed(requireSpmdRegion(*this, name)))
    return failure();
  Type type = getOperand().getType();
  if (!isNumberType(type))
    return emitError() << name << ": operand must have number type, got " << ty(type);
  if (getResult().getType() != type)
    return emitError() << name << ": result type must match the operand type " << ty(type)
                       << ", got " << ty(getResult().getType());
  if (!name.ends_with("add") && isComplexType(type))
    return emitError() << name << ": complex types are forbidden for max and min";
  return success();
}
