//===- MemoryToCPU.cpp - lowering of the Memory operations ---------------------===//
//
// Tokens, alloca, the pointer accesses (tile-ir-ops.md §3.7) and get_global (§3.1), with the
// interpreter's semantics (lib/Interpreter/ExecMemory.cpp, ShapeGlobals.cpp).
//
// Tokens are nothing: ops of one tile block run in program order. Every pointer access is one
// call of a runtime helper (MemoryRuntime.cpp) that loops over the lanes: each enabled lane
// must be checked against the launch's memory regions in both modes, and the checks, the
// masks, the element encodings (i1 bytes, tf32 containers, f4E2M1FN nibbles) and the host
// atomics are simplest and fastest there. What the helper needs to know about the op (element
// kind, shape, names for messages, the allocas alive at the op) is a constant byte array
// (CpuMemorySite.h). Rank-0 operands and results pass through a one-element buffer.
//
// A `global` becomes an LLVM global of the target module holding its memory image; the
// launcher registers it as a memory region under the interpreter's name. Storage the
// interpreter could not provide (alignment or size beyond its bound on allocas and globals) is
// reported when get_global runs, as the interpreter does.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Runtime/CpuMemorySite.h"

#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/LiteralValue.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <numeric>

using namespace mlir;
using namespace tilec::cuda_tile;
using tilec::runtime::AccessSite;
using tilec::runtime::AllocaSite;
using tilec::runtime::AtomicUpdate;
using tilec::runtime::ElementKind;
using tilec::runtime::kMaxStorageBytes;
using tilec::runtime::kStorageGuardBytes;

namespace tilec::cpu {

namespace {

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

/// Location ids of the allocas alive while `op` runs (CpuMemorySite.h): those before `op`'s
/// ancestor in each enclosing block.
SmallVector<int64_t> getLiveAllocas(KernelLowering &lowering, Operation *op) {
  SmallVector<int64_t> ids;
  for (Operation *current = op; current != lowering.getKernel();
       current = current->getParentOp())
    for (Operation &before : llvm::make_range(current->getBlock()->begin(),
                                              current->getIterator()))
      if (isa<AllocaOp>(before))
        ids.push_back(lowering.getLocationIndex(&before));
  return ids;
}

template <typename T>
void appendBytes(std::string &bytes, const T &value) {
  bytes.append(reinterpret_cast<const char *>(&value), sizeof(T));
}

void appendWords(std::string &bytes, ArrayRef<int64_t> words) {
  for (int64_t word : words)
    appendBytes(bytes, word);
}

void appendString(std::string &bytes, StringRef text) {
  bytes.append(text.begin(), text.end());
  bytes.push_back('\0');
}

std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

ElementKind getElementKind(Type element) {
  if (element.isInteger(1))
    return ElementKind::I1;
  if (isa<FloatTF32Type>(element))
    return ElementKind::TF32;
  if (isSubByteElementType(element))
    return ElementKind::F4;
  return ElementKind::Plain;
}

/// The float kind addf computes in.
ElementKind getAddfKind(Type element) {
  if (element.isF16())
    return ElementKind::F16;
  if (element.isBF16())
    return ElementKind::BF16;
  return element.isF32() ? ElementKind::F32 : ElementKind::F64;
}

tilec::runtime::Ordering getOrdering(MemoryOrdering ordering) {
  using tilec::runtime::Ordering;
  switch (ordering) {
  case MemoryOrdering::weak:
    return Ordering::Weak;
  case MemoryOrdering::relaxed:
    return Ordering::Relaxed;
  case MemoryOrdering::acquire:
    return Ordering::Acquire;
  case MemoryOrdering::release:
    return Ordering::Release;
  case MemoryOrdering::acq_rel:
    return Ordering::AcqRel;
  }
  llvm_unreachable("unknown memory ordering");
}

AtomicUpdate getAtomicUpdate(AtomicMode mode) {
  switch (mode) {
  case AtomicMode::And:
    return AtomicUpdate::And;
  case AtomicMode::Or:
    return AtomicUpdate::Or;
  case AtomicMode::Xor:
    return AtomicUpdate::Xor;
  case AtomicMode::add:
    return AtomicUpdate::Add;
  case AtomicMode::addf:
    return AtomicUpdate::AddF;
  case AtomicMode::max:
    return AtomicUpdate::Max;
  case AtomicMode::min:
    return AtomicUpdate::Min;
  case AtomicMode::umax:
    return AtomicUpdate::UMax;
  case AtomicMode::umin:
    return AtomicUpdate::UMin;
  case AtomicMode::xchg:
    return AtomicUpdate::Xchg;
  }
  llvm_unreachable("unknown atomic mode");
}

/// The i64 address of the AccessSite of `op`, whose lanes are the pointer tile `pointers`
/// (`mode` matters to atomic_rmw_tko only).
Value getAccessSite(KernelLowering &lowering, Operation *op, TileType pointers, ElementKind kind,
                    MemoryOrdering ordering, AtomicUpdate mode = AtomicUpdate::Xchg) {
  Type element = cast<PointerType>(pointers.getElementType()).getPointeeType();
  SmallVector<int64_t> keep = getLiveAllocas(lowering, op);
  AccessSite header{lowering.getLocationIndex(op),
                    kind,
                    KernelLowering::getStorageBytes(element),
                    getOrdering(ordering),
                    mode,
                    pointers.getNumElements(),
                    pointers.getRank(),
                    int64_t(keep.size())};
  std::string bytes;
  appendBytes(bytes, header);
  appendWords(bytes, pointers.getShape());
  appendWords(bytes, keep);
  appendString(bytes, op->getName().stripDialect());
  appendString(bytes, printType(element));
  return lowering.getConstantBytes(bytes);
}

//===----------------------------------------------------------------------===//
// Operands and results of the helpers
//===----------------------------------------------------------------------===//

/// The i64 address of the storage of tile `value` (rank 0: a one-element buffer holding it).
Value getTileAddress(KernelLowering &lowering, Value value) {
  auto type = cast<TileType>(value.getType());
  Value lowered = lowering.get(value);
  if (type.getRank() != 0)
    return lowering.getAddress(lowered);
  Value buffer = lowering.allocateTile(type);
  memref::StoreOp::create(lowering.getBuilder(), lowering.getLoc(), lowered, buffer,
                          ValueRange{lowering.constantIndex(0)});
  return lowering.getAddress(buffer);
}

/// getTileAddress, or 0 for an absent operand.
Value getOptionalTileAddress(KernelLowering &lowering, Value value) {
  return value ? getTileAddress(lowering, value) : lowering.constantInt(0, 64);
}

/// Maps `result` to `buffer`, which a helper filled (rank 0: its single element).
void setResult(KernelLowering &lowering, Value result, Value buffer) {
  if (cast<TileType>(result.getType()).getRank() != 0) {
    lowering.set(result, buffer);
    return;
  }
  lowering.set(result, memref::LoadOp::create(lowering.getBuilder(), lowering.getLoc(), buffer,
                                              ValueRange{lowering.constantIndex(0)}));
}

//===----------------------------------------------------------------------===//
// Tokens and alloca
//===----------------------------------------------------------------------===//

LogicalResult lowerToken(KernelLowering &lowering, Operation *op) {
  lowering.set(op->getResult(0), Value());
  return success();
}

/// The storage of the globals the kernel reads with get_global, as charged against the
/// interpreter's bound (GlobalLayout::charge).
uint64_t getGlobalsCharge(KernelLowering &lowering);

LogicalResult lowerAlloca(KernelLowering &lowering, Operation *op) {
  auto alloca = cast<AllocaOp>(op);
  Type element = cast<PointerType>(alloca.getResult().getType().getElementType()).getPointeeType();
  // The verifier guarantees 0 <= N and a positive power-of-two alignment.
  uint64_t count = alloca.getNumElemAttr().getInt();
  uint64_t alignment = alloca.getAlignmentAttr().getInt();
  uint64_t elementBytes = KernelLowering::getStorageBytes(element);
  bool subByte = isSubByteElementType(element);
  // Two 4-bit elements share a byte: ceil(N/2) bytes (§3.7 [U]).
  uint64_t bytes = (subByte ? count / 2 : count) > kMaxStorageBytes / elementBytes
                       ? UINT64_MAX
                       : subByte ? llvm::divideCeil(count, 2)
                                 : count * elementBytes;
  SmallVector<int64_t> keep = getLiveAllocas(lowering, op);
  AllocaSite header{lowering.getLocationIndex(op), bytes, alignment, getGlobalsCharge(lowering),
                    int64_t(keep.size())};
  std::string site;
  appendBytes(site, header);
  appendWords(site, keep);
  std::string name;
  llvm::raw_string_ostream(name) << (alloca.getGlobal() ? "global " : "") << "alloca of "
                                 << count << " x " << element;
  appendString(site, name);
  appendString(site, "alloca: cannot provide " + std::to_string(count) + " elements aligned to " +
                         std::to_string(alignment) +
                         " bytes (the interpreter's allocas and globals hold at most " +
                         std::to_string(kMaxStorageBytes >> 30) + " GiB at once)");
  OpBuilder &builder = lowering.getBuilder();
  Value address = lowering.callRuntime("tilec_rt_alloca", {builder.getI64Type()},
                                       {lowering.getBlockContext(),
                                        lowering.getConstantBytes(site)})[0];
  lowering.set(alloca.getResult(), address);
  return success();
}

//===----------------------------------------------------------------------===//
// Pointer accesses
//===----------------------------------------------------------------------===//

LogicalResult lowerLoadPtr(KernelLowering &lowering, Operation *op) {
  auto load = cast<LoadPtrTkoOp>(op);
  TileType resultType = load.getResult().getType();
  auto pointers = cast<TileType>(load.getSource().getType());
  Value site = getAccessSite(lowering, op, pointers, getElementKind(resultType.getElementType()),
                             load.getMemoryOrderingSemantics());
  Value result = lowering.allocateTile(resultType);
  lowering.callRuntime("tilec_rt_load_ptr", {},
                       {lowering.getBlockContext(), site,
                        getTileAddress(lowering, load.getSource()),
                        getOptionalTileAddress(lowering, load.getMask()),
                        getOptionalTileAddress(lowering, load.getPadding()),
                        lowering.getAddress(result)});
  setResult(lowering, load.getResult(), result);
  lowering.set(load.getResultToken(), Value());
  return success();
}

LogicalResult lowerStorePtr(KernelLowering &lowering, Operation *op) {
  auto store = cast<StorePtrTkoOp>(op);
  auto pointers = cast<TileType>(store.getDestination().getType());
  Type element = store.getValue().getType().getElementType();
  Value site = getAccessSite(lowering, op, pointers, getElementKind(element),
                             store.getMemoryOrderingSemantics());
  lowering.callRuntime("tilec_rt_store_ptr", {},
                       {lowering.getBlockContext(), site,
                        getTileAddress(lowering, store.getDestination()),
                        getTileAddress(lowering, store.getValue()),
                        getOptionalTileAddress(lowering, store.getMask())});
  lowering.set(store.getResultToken(), Value());
  return success();
}

LogicalResult lowerAtomicRMW(KernelLowering &lowering, Operation *op) {
  auto rmw = cast<AtomicRMWTkoOp>(op);
  TileType resultType = rmw.getResult().getType();
  auto pointers = cast<TileType>(rmw.getPointers().getType());
  Type element = resultType.getElementType();
  ElementKind kind =
      rmw.getMode() == AtomicMode::addf ? getAddfKind(element) : getElementKind(element);
  Value site = getAccessSite(lowering, op, pointers, kind, rmw.getMemoryOrderingSemantics(),
                             getAtomicUpdate(rmw.getMode()));
  Value result = lowering.allocateTile(resultType);
  lowering.callRuntime("tilec_rt_atomic_rmw", {},
                       {lowering.getBlockContext(), site,
                        getTileAddress(lowering, rmw.getPointers()),
                        getTileAddress(lowering, rmw.getArg()),
                        getOptionalTileAddress(lowering, rmw.getMask()),
                        lowering.getAddress(result)});
  setResult(lowering, rmw.getResult(), result);
  lowering.set(rmw.getResultToken(), Value());
  return success();
}

LogicalResult lowerAtomicCAS(KernelLowering &lowering, Operation *op) {
  auto cas = cast<AtomicCASTkoOp>(op);
  TileType resultType = cas.getResult().getType();
  auto pointers = cast<TileType>(cas.getPointers().getType());
  Value site = getAccessSite(lowering, op, pointers, getElementKind(resultType.getElementType()),
                             cas.getMemoryOrderingSemantics());
  Value result = lowering.allocateTile(resultType);
  lowering.callRuntime("tilec_rt_atomic_cas", {},
                       {lowering.getBlockContext(), site,
                        getTileAddress(lowering, cas.getPointers()),
                        getTileAddress(lowering, cas.getCmp()),
                        getTileAddress(lowering, cas.getVal()),
                        getOptionalTileAddress(lowering, cas.getMask()),
                        lowering.getAddress(result)});
  setResult(lowering, cas.getResult(), result);
  lowering.set(cas.getResultToken(), Value());
  return success();
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

/// How the interpreter lays out a global (ShapeGlobals.cpp).
struct GlobalLayout {
  uint64_t bytes;
  /// lcm of the natural alignment and the requested one.
  uint64_t alignment;
  /// What it takes from the bound on allocas and globals (Interpreter::allocateStorage).
  uint64_t charge;
};

/// The layout, or nothing when its alignment exceeds all storage the interpreter provides.
std::optional<GlobalLayout> getGlobalLayout(GlobalOp global) {
  DenseIntOrFPElementsAttr value = global.getValue();
  uint64_t storageBits = getElementStorageBits(value.getElementType());
  uint64_t bytes = llvm::divideCeil(value.getNumElements() * storageBits, 8);
  if (global.getAlignment() > kMaxStorageBytes)
    return std::nullopt;
  uint64_t natural = std::max<uint64_t>(storageBits / 8, 1);
  uint64_t alignment = std::lcm(natural, std::max<uint64_t>(global.getAlignment(), 1));
  return GlobalLayout{bytes, alignment, bytes + alignment - 1 + kStorageGuardBytes};
}

/// Whether a global of `layout` fits when `used` bytes of the bound are taken.
bool fits(const GlobalLayout &layout, uint64_t used) {
  uint64_t available = used >= kMaxStorageBytes ? 0 : kMaxStorageBytes - used;
  return layout.bytes <= available && layout.alignment <= available &&
         layout.charge <= available;
}

/// The globals read by get_global ops of the kernel, in the order the ops come (the order in
/// which the interpreter, running the kernel's first block, creates them).
SmallVector<GlobalOp> getUsedGlobals(Operation *kernel) {
  SmallVector<GlobalOp> globals;
  kernel->walk<WalkOrder::PreOrder>([&](GetGlobalOp getGlobal) {
    auto global = SymbolTable::lookupNearestSymbolFrom<GlobalOp>(getGlobal,
                                                                 getGlobal.getNameAttr());
    if (!llvm::is_contained(globals, global))
      globals.push_back(global);
  });
  return globals;
}

uint64_t getGlobalsCharge(KernelLowering &lowering) {
  uint64_t used = 0;
  for (GlobalOp global : getUsedGlobals(lowering.getKernel())) {
    std::optional<GlobalLayout> layout = getGlobalLayout(global);
    if (layout && fits(*layout, used))
      used += layout->charge;
  }
  return used;
}

/// The global's bytes as memory holds them: each element in its storage size, little-endian;
/// 4-bit elements two per byte, element 2k in bits 3..0 and 2k+1 in bits 7..4 (§2.4).
std::string getMemoryImage(GlobalOp global, uint64_t bytes) {
  DenseIntOrFPElementsAttr value = global.getValue();
  Type elementType = value.getElementType();
  std::string image(bytes, '\0');
  interp::TileValue literal = interp::getLiteralTile(value);
  if (isSubByteElementType(elementType)) {
    for (auto [index, element] : llvm::enumerate(literal.elements)) {
      NibblePosition position = getNibblePosition(index);
      image[position.byteIndex] |= char((element & 0xF) << position.bitOffset);
    }
    return image;
  }
  unsigned elementBytes = getElementStorageBits(elementType) / 8;
  for (auto [index, element] : llvm::enumerate(literal.elements))
    std::memcpy(&image[index * elementBytes], &element, elementBytes); // little-endian low bytes
  return image;
}

constexpr StringLiteral kGlobalSymbolPrefix = "tilec_global_";

/// The address of `global` in the compiled code: its LLVM global, created in the target module
/// and recorded as a memory region on first use by the kernel.
Value getGlobalStorage(KernelLowering &lowering, GlobalOp global, const GlobalLayout &layout) {
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  std::string symbol = (kGlobalSymbolPrefix + global.getSymName()).str();
  auto target = builder.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
  if (!target.lookupSymbol(symbol)) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(target.getBody());
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), layout.bytes);
    // LLVM alignments are powers of two: the largest one dividing the alignment (all of it
    // when it is one, as the verifier's natural alignments are).
    uint64_t alignment = uint64_t(1) << llvm::countr_zero(layout.alignment);
    LLVM::GlobalOp::create(builder, loc, type, /*isConstant=*/global.getConstant(),
                           LLVM::Linkage::External, symbol,
                           builder.getStringAttr(getMemoryImage(global, layout.bytes)),
                           alignment);
  }
  const std::vector<CpuGlobalRegion> &regions = lowering.getFrame().globals;
  bool recorded = llvm::any_of(
      regions, [&](const CpuGlobalRegion &region) { return region.symbol == symbol; });
  if (!recorded)
    lowering.addGlobalRegion({symbol, int64_t(layout.bytes),
                              ("global @" + global.getSymName()).str(), !global.getConstant()});
  Value address = LLVM::AddressOfOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), symbol);
  return LLVM::PtrToIntOp::create(builder, loc, builder.getI64Type(), address);
}

/// Whether the interpreter can provide `global` once the globals the kernel reads before it made
/// theirs (kept until the end, so the ones before count in full).
bool canProvide(KernelLowering &lowering, GlobalOp global,
                std::optional<GlobalLayout> layout) {
  if (!layout)
    return false;
  uint64_t used = 0;
  for (GlobalOp earlier : getUsedGlobals(lowering.getKernel())) {
    if (earlier == global)
      return fits(*layout, used);
    std::optional<GlobalLayout> earlierLayout = getGlobalLayout(earlier);
    if (earlierLayout && fits(*earlierLayout, used))
      used += earlierLayout->charge;
  }
  return fits(*layout, used);
}

LogicalResult lowerGetGlobal(KernelLowering &lowering, Operation *op) {
  auto getGlobal = cast<GetGlobalOp>(op);
  auto global = SymbolTable::lookupNearestSymbolFrom<GlobalOp>(op, getGlobal.getNameAttr());
  std::optional<GlobalLayout> layout = getGlobalLayout(global);
  if (!canProvide(lowering, global, layout)) {
    std::string message = ("get_global: cannot provide storage for global @" +
                           global.getSymName() +
                           " (the interpreter's allocas and globals hold at most " +
                           Twine(kMaxStorageBytes >> 30) + " GiB at once)")
                              .str();
    message.push_back('\0');
    lowering.callRuntime("tilec_rt_fail", {},
                         {lowering.getBlockContext(), lowering.getLocationId(op),
                          lowering.getConstantBytes(message)});
    lowering.set(getGlobal.getResult(), lowering.constantInt(0, 64));
    return success();
  }
  lowering.set(getGlobal.getResult(), getGlobalStorage(lowering, global, *layout));
  return success();
}

} // namespace

void registerMemoryLowerings(LoweringRegistry &registry) {
  registry.add<MakeTokenOp>(lowerToken);
  registry.add<JoinTokensOp>(lowerToken);
  // 13.4: launches run one after another and host mappings are coherent, so the grid
  // dependency signals and the alias fence have nothing to do but continue the token chain,
  // and tokens are nothing in compiled code (program order).
  registry.add<GdcLaunchDependentsTkoOp>(lowerToken);
  registry.add<GdcWaitTkoOp>(lowerToken);
  registry.add<MemoryFenceAliasTkoOp>(lowerToken);
  registry.add<AllocaOp>(lowerAlloca);
  registry.add<LoadPtrTkoOp>(lowerLoadPtr);
  registry.add<StorePtrTkoOp>(lowerStorePtr);
  registry.add<AtomicRMWTkoOp>(lowerAtomicRMW);
  registry.add<AtomicCASTkoOp>(lowerAtomicCAS);
  registry.add<GetGlobalOp>(lowerGetGlobal);
}

} // namespace tilec::cpu
