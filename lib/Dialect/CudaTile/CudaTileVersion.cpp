//===- CudaTileVersion.cpp - which Tile IR release introduced what --------===//
//
// The release table of tile-ir-13.4-13.5.md §0 for the operations tilec's dialect has. New ops
// are matched by name; 13.4's new uses of older ops (ftoi `saturating`, ftof rounding modes,
// `return` inside `loop`) need the ops' classes. An all-false
// `inbounds` is what a 13.3 access means (the printer omits it, and 13.3 text round-trips), so
// only an access promising some dimension needs 13.4.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileVersion.h"
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileConversionOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace tilec::cuda_tile {

std::optional<TileIRVersion> parseTileIRVersion(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<TileIRVersion>>(text)
      .Case("13.3", TileIRVersion::V13_3)
      .Case("13.4", TileIRVersion::V13_4)
      .Case("13.5", TileIRVersion::V13_5)
      .Default(std::nullopt);
}

llvm::StringRef getTileIRVersionName(TileIRVersion version) {
  switch (version) {
  case TileIRVersion::V13_3:
    return "13.3";
  case TileIRVersion::V13_4:
    return "13.4";
  case TileIRVersion::V13_5:
    return "13.5";
  }
  return "13.5";
}

std::optional<TileIRVersion> getIntroducingVersion(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  if (llvm::is_contained({"cuda_tile.fpowi", "cuda_tile.insert",
                          "cuda_tile.gdc_launch_dependents_tko", "cuda_tile.gdc_wait_tko",
                          "cuda_tile.memory_fence_alias_tko"},
                         name))
    return TileIRVersion::V13_4;
  if (llvm::is_contained({"cuda_tile.multimem_load_reduce_view_tko",
                          "cuda_tile.multimem_reduce_view_tko",
                          "cuda_tile.multimem_store_view_tko", "cuda_tile.preview$call",
                          "cuda_tile.preview$extern_impl"},
                         name))
    return TileIRVersion::V13_5;
  if (name == "cuda_tile.load_view_tko" || name == "cuda_tile.store_view_tko")
    if (auto inbounds = op->getAttrOfType<DenseBoolArrayAttr>("inbounds"))
      if (llvm::is_contained(inbounds.asArrayRef(), true))
        return TileIRVersion::V13_4;
  if (!describeNewerUse(op).empty())
    return TileIRVersion::V13_4;
  return std::nullopt;
}

std::string describeNewerUse(Operation *op) {
  if (auto ftoi = dyn_cast<FToIOp>(op); ftoi && ftoi.getSaturating())
    return "modifier 'saturating' ";
  if (auto ftof = dyn_cast<FToFOp>(op); ftof && !ftof.hasTileIR13_3Rounding()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "rounding mode " << stringifyRoundingMode(ftof.getRoundingMode()) << " converting '"
       << ftof.getSource().getType().getElementType() << "' to '"
       << ftof.getResult().getType().getElementType() << "' ";
    return text;
  }
  // 13.4 lets `return` leave a `loop` (never a `for`); 13.3 allowed only `if`s around it.
  if (isa<ReturnOp>(op))
    for (Operation *parent = op->getParentOp(); parent && !isa<EntryOp, TestingFuncOp>(parent);
         parent = parent->getParentOp())
      if (isa<LoopOp>(parent))
        return "inside a 'loop' ";
  return "";
}

namespace {

/// A type feature newer than 13.3 found inside a type: its spelling and release.
struct NewerTypeFeature {
  std::string spelling;
  TileIRVersion introduced;
};

/// The newest type feature inside `type` (element types, pointees, embedded tensor_views,
/// function signatures), if it is newer than `version`.
std::optional<NewerTypeFeature> findNewerTypeFeature(Type type, TileIRVersion version) {
  if (isa<Float8E5M3FNUType>(type)) {
    if (version < TileIRVersion::V13_4)
      return NewerTypeFeature{"type 'fnv8E5M3FNU'", TileIRVersion::V13_4};
    return std::nullopt;
  }
  // ptr_attr: `none` is 13.4, `unicast` and `multicast` 13.5 (tile-ir-13.4-13.5.md §2.2).
  PointerClassAttr ptrAttr;
  if (auto pointer = dyn_cast<PointerType>(type))
    ptrAttr = pointer.getPtrAttr();
  else if (auto tensorView = dyn_cast<TensorViewType>(type))
    ptrAttr = tensorView.getPtrAttr();
  if (ptrAttr) {
    TileIRVersion introduced = ptrAttr.getValue() == PointerClass::none ? TileIRVersion::V13_4
                                                                        : TileIRVersion::V13_5;
    if (introduced > version) {
      std::string spelling;
      llvm::raw_string_ostream(spelling) << "'" << ptrAttr << "'";
      return NewerTypeFeature{spelling, introduced};
    }
  }
  llvm::SmallVector<Type> inner;
  if (auto pointer = dyn_cast<PointerType>(type))
    inner.push_back(pointer.getPointeeType());
  else if (auto tile = dyn_cast<TileType>(type))
    inner.push_back(tile.getElementType());
  else if (auto tensorView = dyn_cast<TensorViewType>(type))
    inner.push_back(tensorView.getElementType());
  else if (isTileView(type))
    inner.push_back(getViewTensorView(type));
  else if (auto function = dyn_cast<FunctionType>(type))
    llvm::append_range(inner, llvm::concat<const Type>(function.getInputs(), function.getResults()));
  for (Type nested : inner)
    if (std::optional<NewerTypeFeature> feature = findNewerTypeFeature(nested, version))
      return feature;
  return std::nullopt;
}

/// The first newer type feature among the types `op` declares: its results, typed attributes
/// and region arguments. Operand types are reported where their values are defined.
std::optional<NewerTypeFeature> findNewerTypeFeature(Operation *op, TileIRVersion version) {
  llvm::SmallVector<Type> types(op->getResultTypes());
  for (NamedAttribute attribute : op->getAttrs()) {
    if (auto typeAttr = dyn_cast<TypeAttr>(attribute.getValue()))
      types.push_back(typeAttr.getValue());
    else if (auto typed = dyn_cast<TypedAttr>(attribute.getValue()))
      types.push_back(typed.getType());
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      llvm::append_range(types, block.getArgumentTypes());
  for (Type type : types) {
    // The dense literal of constant/global: its storage tensor names the tile's element type.
    if (auto storage = dyn_cast<RankedTensorType>(type))
      type = getDenseLiteralTileType(storage);
    if (std::optional<NewerTypeFeature> feature = findNewerTypeFeature(type, version))
      return feature;
  }
  return std::nullopt;
}

} // namespace

LogicalResult checkTileIRVersion(Operation *root, TileIRVersion version) {
  bool newer = false;
  root->walk([&](Operation *op) {
    if (std::optional<NewerTypeFeature> feature = findNewerTypeFeature(op, version)) {
      newer = true;
      op->emitOpError() << "uses " << feature->spelling << ", which was introduced in Tile IR "
                        << getTileIRVersionName(feature->introduced)
                        << " and is not available in Tile IR " << getTileIRVersionName(version)
                        << " (--tile-ir-version=" << getTileIRVersionName(version) << ")";
    }
    std::optional<TileIRVersion> introduced = getIntroducingVersion(op);
    if (!introduced || *introduced <= version)
      return;
    newer = true;
    InFlightDiagnostic diagnostic = op->emitOpError();
    if (op->hasAttr("inbounds"))
      diagnostic << "attribute 'inbounds' ";
    else
      diagnostic << describeNewerUse(op);
    diagnostic << "was introduced in Tile IR " << getTileIRVersionName(*introduced)
               << " and is not available in Tile IR " << getTileIRVersionName(version)
               << " (--tile-ir-version=" << getTileIRVersionName(version) << ")";
  });
  return failure(newer);
}

LogicalResult checkTileIRVersionRules(Operation *root, TileIRVersion version) {
  if (version < TileIRVersion::V13_4)
    return success();
  bool broken = false;
  root->walk([&](EntryOp entry) {
    OptimizationHintsAttr hints = entry.getOptimizationHintsAttr();
    if (!hints)
      return;
    for (NamedAttribute target : hints.getEntries()) {
      auto targetHints = dyn_cast<DictionaryAttr>(target.getValue());
      if (!targetHints)
        continue;
      auto warps = dyn_cast_or_null<IntegerAttr>(targetHints.get("num_worker_warps_per_cta"));
      if (!warps || warps.getType().isInteger(1))
        continue;
      int64_t value = warps.getValue().getSExtValue();
      if (value == 4 || value == 8)
        continue;
      broken = true;
      entry.emitOpError("optimization hint 'num_worker_warps_per_cta' for '")
          << target.getName().getValue() << "' must be 4 or 8 from Tile IR 13.4 on, got "
          << value << " (--tile-ir-version=" << getTileIRVersionName(version) << ")";
    }
  });
  return failure(broken);
}

namespace {

/// See createTileIRVersionCheckPass.
class TileIRVersionCheckPass : public PassWrapper<TileIRVersionCheckPass, OperationPass<>> {
public:
  TileIRVersionCheckPass(TileIRVersion version, bool explicitlyRequested)
      : version(version), explicitlyRequested(explicitlyRequested) {}
  llvm::StringRef getArgument() const override { return "tilec-check-tile-ir-version"; }
  llvm::StringRef getDescription() const override {
    return "Reject operations newer than the requested Tile IR release";
  }
  void runOnOperation() override {
    bool ok = succeeded(checkTileIRVersion(getOperation(), version));
    if (explicitlyRequested)
      ok = succeeded(checkTileIRVersionRules(getOperation(), version)) && ok;
    if (!ok)
      signalPassFailure();
  }

private:
  TileIRVersion version;
  bool explicitlyRequested;
};

} // namespace

std::unique_ptr<Pass> createTileIRVersionCheckPass(TileIRVersion version,
                                                   bool explicitlyRequested) {
  return std::make_unique<TileIRVersionCheckPass>(version, explicitlyRequested);
}

} // namespace tilec::cuda_tile
