//===- TinytcDialect.cpp - the tinytc dialect and shared verifier helpers ===//
#include "tilec/Dialect/Tinytc/TinytcDialect.h"
#include "TinytcVerifyUtils.h"

using namespace mlir;
using namespace tilec::tinytc;

#include "tilec/Dialect/Tinytc/TinytcDialect.cpp.inc"

void TinytcDialect::initialize() {
  registerTypes();
  registerCollectiveOps();
  registerMixedOps();
  registerSpmdOps();
}

std::string tilec::tinytc::sizeString(int64_t value) {
  return value == ShapedType::kDynamic ? "?" : std::to_string(value);
}

bool tilec::tinytc::isInSpmdRegion(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent; parent = parent->getParentOp()) {
    if (isa<ForeachOp, ForeachTileOp, ParallelOp, CoopApplyOp>(parent))
      return true;
    if (isa<FuncOp>(parent))
      return false;
  }
  return false;
}

LogicalResult tilec::tinytc::requireCollectiveRegion(Operation *op, StringRef name) {
  if (!isInSpmdRegion(op))
    return success();
  return op->emitError() << name
                         << ": collective instruction must not appear in an SPMD region "
                            "(collective regions must not be nested in SPMD regions)";
}

LogicalResult tilec::tinytc::requireSpmdRegion(Operation *op, StringRef name) {
  if (isInSpmdRegion(op))
    return success();
  return op->emitError() << name
                         << ": SPMD instruction must only appear in an SPMD region (inside "
                            "foreach, foreach_tile or parallel)";
}

std::optional<int64_t> tilec::tinytc::enclosingSubgroupSize(Operation *op) {
  auto func = op->getParentOfType<FuncOp>();
  if (!func || !func.getFunctionAttrs())
    return std::nullopt;
  if (auto size = dyn_cast_or_null<IntegerAttr>(func.getFunctionAttrsAttr().get("subgroup_size")))
    if (size.getInt() > 0)
      return size.getInt();
  return std::nullopt;
}

LogicalResult tilec::tinytc::requireMultipleOfSubgroupSize(Operation *op, StringRef name,
                                                           StringRef what, int64_t value) {
  if (std::optional<int64_t> sgs = enclosingSubgroupSize(op)) {
    if (value % *sgs == 0)
      return success();
    return op->emitError() << name << ": " << what << " (" << value
                           << ") must be a multiple of the subgroup size (" << *sgs << ")";
  }
  if (llvm::any_of(kSupportedSubgroupSizes, [&](int64_t sgs) { return value % sgs == 0; }))
    return success();
  auto diag = op->emitError() << name << ": " << what << " (" << value
                              << ") must be a multiple of the subgroup size, but it is a "
                                 "multiple of no subgroup size the device supports (";
  llvm::interleave(kSupportedSubgroupSizes, diag, [&](int64_t s) { diag << s; }, ", ");
  diag << ")";
  return diag;
}

LogicalResult tilec::tinytc::requireIndex(Operation *op, StringRef name, Value value,
                                          StringRef what) {
  if (value.getType().isIndex())
    return success();
  return op->emitError() << name << ": " << what << " must have index type, got "
                         << ty(value.getType());
}

LogicalResult tilec::tinytc::verifyAtomicModifiers(Operation *op, StringRef name,
                                                   std::optional<StringRef> scope,
                                                   std::optional<StringRef> semantics,
                                                   bool isLoad, bool isStore) {
  if (scope && !llvm::is_contained({"cross_device", "device", "work_group", "subgroup"}, *scope))
    return op->emitError() << name << ": unknown memory scope '" << *scope << "'";
  if (!semantics)
    return success();
  if (!llvm::is_contained(
          {"relaxed", "acquire", "release", "acquire_release", "sequentially_consistent"},
          *semantics))
    return op->emitError() << name << ": unknown memory semantics '" << *semantics << "'";
  if (isLoad && (*semantics == "release" || *semantics == "acquire_release"))
    return op->emitError() << name << ": an atomic load must not have " << *semantics
                           << " memory semantics";
  if (isStore && (*semantics == "acquire" || *semantics == "acquire_release"))
    return op->emitError() << name << ": an atomic store must not have " << *semantics
                           << " memory semantics";
  return success();
}
