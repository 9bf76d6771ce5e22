//===- ExecMemory.cpp - semantics of the Memory operations ----------------===//
//
// Tokens, alloca, and the accesses through pointer tiles (tile-ir-ops.md §3.7). The
// interpreter runs every operation in program order, which is always a valid schedule of the
// memory model (§1.6); in checked mode tokens carry the token-order graph that the data-race
// checks between operations need (RaceDetector.h).
//
// Every lane is one scalar access (MemoryAccess.h). Undefined behaviour reported in checked
// mode: a lane outside every registered buffer or misaligned (§1.4, §1.5), two lanes of one
// weak store writing the same address, and a lane racing with an access of another operation
// (data races, §1.6). Unchecked mode skips accesses
// outside every buffer (a load lane then holds the undefined pattern) and performs misaligned
// ones. A failing operation changes no memory: all lanes are checked before any is written.
//
// A pointer is a byte address. For f4E2M1FN, whose elements are nibbles, it designates the
// even element of a packed pair, in the low nibble (§2.4), as `offset` only moves such
// pointers by even element counts; a lane reads or writes that nibble alone.
//
//===----------------------------------------------------------------------===//
#include "MemoryAccess.h"
#include "MemoryAtomic.h"
#include "OpHandlers.h"
#include "RaceDetector.h"

#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

/// A fresh token waits for nothing.
LogicalResult executeMakeToken(BlockExecutor &executor, Operation *op) {
  executor.set(op->getResult(0), TokenValue{});
  return success();
}

/// The joined token waits for every input.
LogicalResult executeJoinTokens(BlockExecutor &executor, Operation *op) {
  auto join = cast<JoinTokensOp>(op);
  executor.set(join.getResult(), makeWaitingToken(executor, join.getTokens()));
  return success();
}

/// gdc_launch_dependents_tko, gdc_wait_tko, memory_fence_alias_tko (13.4). Launches run one
/// after another and the host's mappings of one page are coherent, so the predecessor grid has
/// completed before this one starts, nothing waits on the dependents signal and aliased
/// accesses need no proxy fence: each op only continues its token chain (tile-ir-13.4-13.5.md
/// §3.3, §3.4, §6).
LogicalResult executeTokenOrderingNoOp(BlockExecutor &executor, Operation *op) {
  executor.set(op->getResult(0), makeWaitingToken(executor, op->getOperands()));
  return success();
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

/// Fresh storage for `num_elem` elements at the requested alignment, filled with the undefined
/// pattern (initial contents are unspecified, §3.7). Its lifetime ends with the enclosing block
/// (each iteration of a loop body), after which accesses are out of bounds. `global` changes
/// nothing here: tile blocks run one after the other and each execution of the alloca has its
/// own storage either way.
LogicalResult executeAlloca(BlockExecutor &executor, Operation *op) {
  auto alloca = cast<AllocaOp>(op);
  Type pointerType = alloca.getResult().getType().getElementType();
  Type element = cast<PointerType>(pointerType).getPointeeType();
  // The verifier guarantees 0 <= N and a positive power-of-two alignment.
  uint64_t count = alloca.getNumElemAttr().getInt();
  uint64_t alignment = alloca.getAlignmentAttr().getInt();
  uint64_t elementBytes = getAccessBytes(element);
  bool subByte = isSubByteElementType(element);
  // Storage the interpreter cannot provide traps, as the spec says of unsatisfiable allocas.
  auto cannotProvide = [&] {
    return executor.fail(op, "alloca: cannot provide " + llvm::Twine(count) +
                                 " elements aligned to " + llvm::Twine(alignment) +
                                 " bytes (the interpreter's allocas and globals hold at most " +
                                 llvm::Twine(Interpreter::kMaxStorageBytes >> 30) +
                                 " GiB at once)");
  };
  // Two 4-bit elements share a byte: ceil(N/2) bytes (§3.7 [U]).
  if ((subByte ? count / 2 : count) > Interpreter::kMaxStorageBytes / elementBytes)
    return cannotProvide();
  uint64_t bytes = subByte ? llvm::divideCeil(count, 2) : count * elementBytes;

  std::array<int64_t, 3> block = executor.getBlockId();
  std::string name;
  llvm::raw_string_ostream stream(name);
  stream << (alloca.getGlobal() ? "global " : "") << "alloca of " << count << " x " << element
         << " in tile block (" << block[0] << ", " << block[1] << ", " << block[2] << ")";

  std::optional<uint64_t> start =
      executor.getInterpreter().allocateStorage(bytes, alignment, name, /*writable=*/true);
  if (!start)
    return cannotProvide();
  executor.releaseAtBlockEnd(*start);
  std::memset(reinterpret_cast<void *>(*start), kUndefinedByte, bytes);
  executor.set(alloca.getResult(), TileValue::scalar(pointerType, *start));
  return success();
}

//===----------------------------------------------------------------------===//
// Lanes of the pointer accesses
//===----------------------------------------------------------------------===//

/// Whether lane `lane` takes part: no mask, or its mask element is true.
bool isEnabled(const TileValue *mask, int64_t lane) { return !mask || mask->elements[lane]; }

/// Checks that lane `lane` may access its element. Fails (reported) in checked mode; in
/// unchecked mode returns false for an access outside every buffer, which is then skipped.
FailureOr<bool> checkLane(BlockExecutor &executor, Operation *op, const TileValue &pointers,
                          int64_t lane, Type element, bool write) {
  bool checked = executor.getOptions().checked;
  llvm::Error error = checkElementAccess(executor.getMemory(), {pointers.elements[lane]},
                                         element, write, /*requireAlignment=*/checked);
  if (!error)
    return true;
  if (!checked) {
    llvm::consumeError(std::move(error));
    return false;
  }
  // A rank-0 pointer tile has one lane, which needs no name.
  std::string laneName =
      pointers.getRank() ? "lane " + formatIndex(pointers.delinearize(lane)) + ": " : "";
  (void)executor.fail(op, op->getName().stripDialect() + ": " + laneName +
                              llvm::toString(std::move(error)));
  return failure();
}

/// The enabled lanes that may be accessed, in row-major order; fails (reported) in checked
/// mode when one may not.
FailureOr<SmallVector<int64_t>> collectLanes(BlockExecutor &executor, Operation *op,
                                             const TileValue &pointers, const TileValue *mask,
                                             Type element, bool write) {
  SmallVector<int64_t> lanes;
  for (int64_t lane = 0; lane < pointers.getNumElements(); ++lane) {
    if (!isEnabled(mask, lane))
      continue;
    FailureOr<bool> accessible = checkLane(executor, op, pointers, lane, element, write);
    if (failed(accessible))
      return failure();
    if (*accessible)
      lanes.push_back(lane);
  }
  return lanes;
}

const TileValue *getOptionalTile(BlockExecutor &executor, Value value) {
  return value ? &executor.getTile(value) : nullptr;
}

/// How a race report names lane `lane`: "lane [3]", or "the element" for a rank-0 tile.
std::string describeLane(const TileValue &pointers, int64_t lane) {
  return pointers.getRank() ? "lane " + formatIndex(pointers.delinearize(lane))
                            : std::string("the element");
}

/// Checks the accesses of `lanes` against those of other operations (RaceDetector.h).
LogicalResult recordLanes(OpAccesses &accesses, const TileValue &pointers,
                          ArrayRef<int64_t> lanes, AccessKind kind) {
  for (int64_t lane : lanes)
    if (failed(accesses.record({pointers.elements[lane]}, kind,
                               [&] { return describeLane(pointers, lane); })))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// load_ptr_tko and store_ptr_tko
//===----------------------------------------------------------------------===//

/// Masked-off lanes are not accessed and take the padding element, or the undefined pattern
/// without padding (§3.7). Lanes skipped in unchecked mode take the undefined pattern too.
LogicalResult executeLoadPtr(BlockExecutor &executor, Operation *op) {
  auto load = cast<LoadPtrTkoOp>(op);
  Type element = load.getResult().getType().getElementType();
  const TileValue &pointers = executor.getTile(load.getSource());
  const TileValue *mask = getOptionalTile(executor, load.getMask());
  const TileValue *padding = getOptionalTile(executor, load.getPadding());

  TileValue result(element, pointers.shape);
  for (int64_t lane = 0; lane < result.getNumElements(); ++lane)
    result.elements[lane] = isEnabled(mask, lane) || !padding ? getUndefinedElement(element)
                                                              : padding->elements[lane];
  OpAccesses accesses(executor, op, element, load.getToken(),
                      load.getMemoryOrderingSemantics(), load.getMemoryScope());
  FailureOr<SmallVector<int64_t>> lanes =
      collectLanes(executor, op, pointers, mask, element, /*write=*/false);
  if (failed(lanes) || failed(recordLanes(accesses, pointers, *lanes, AccessKind::Read)))
    return failure();
  for (int64_t lane : *lanes)
    result.elements[lane] = readElement({pointers.elements[lane]}, element);

  executor.set(load.getResult(), std::move(result));
  executor.set(load.getResultToken(), accesses.getResultToken());
  return success();
}

/// In checked mode, two enabled lanes of a weak store with the same address are a data race
/// (§1.6); with a scope the later lane in row-major order wins (the spec leaves it open).
LogicalResult checkWeakStoreRace(BlockExecutor &executor, Operation *op,
                                 const TileValue &pointers, ArrayRef<int64_t> lanes) {
  llvm::DenseMap<uint64_t, int64_t> writers;
  for (int64_t lane : lanes) {
    auto [found, inserted] = writers.try_emplace(pointers.elements[lane], lane);
    if (inserted)
      continue;
    std::string address;
    llvm::raw_string_ostream(address) << llvm::format_hex(pointers.elements[lane], 18);
    return executor.fail(op, "store_ptr_tko: lanes " +
                                 formatIndex(pointers.delinearize(found->second)) + " and " +
                                 formatIndex(pointers.delinearize(lane)) + " both write " +
                                 address +
                                 " in one weak store, a data race: the elements of a weak "
                                 "store must write distinct locations");
  }
  return success();
}

LogicalResult executeStorePtr(BlockExecutor &executor, Operation *op) {
  auto store = cast<StorePtrTkoOp>(op);
  Type element = store.getValue().getType().getElementType();
  const TileValue &pointers = executor.getTile(store.getDestination());
  const TileValue &values = executor.getTile(store.getValue());
  const TileValue *mask = getOptionalTile(executor, store.getMask());

  OpAccesses accesses(executor, op, element, store.getToken(),
                      store.getMemoryOrderingSemantics(), store.getMemoryScope());
  FailureOr<SmallVector<int64_t>> lanes =
      collectLanes(executor, op, pointers, mask, element, /*write=*/true);
  if (failed(lanes))
    return failure();
  if (executor.getOptions().checked &&
      store.getMemoryOrderingSemantics() == MemoryOrdering::weak &&
      failed(checkWeakStoreRace(executor, op, pointers, *lanes)))
    return failure();
  if (failed(recordLanes(accesses, pointers, *lanes, AccessKind::Write)))
    return failure();
  for (int64_t lane : *lanes)
    writeElement({pointers.elements[lane]}, element, values.elements[lane]);

  executor.set(store.getResultToken(), accesses.getResultToken());
  return success();
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

/// Each enabled lane is its own atomic transaction (§3.7), applied in row-major lane order, so
/// lanes sharing an address see each other's updates. A masked-off lane's result is
/// implementation-defined: the undefined pattern here.
LogicalResult executeAtomicRMW(BlockExecutor &executor, Operation *op) {
  auto rmw = cast<AtomicRMWTkoOp>(op);
  Type element = rmw.getArg().getType().getElementType();
  const TileValue &pointers = executor.getTile(rmw.getPointers());
  const TileValue &args = executor.getTile(rmw.getArg());
  const TileValue *mask = getOptionalTile(executor, rmw.getMask());

  TileValue result(element, pointers.shape);
  for (uint64_t &bits : result.elements)
    bits = getUndefinedElement(element);
  OpAccesses accesses(executor, op, element, rmw.getToken(),
                      rmw.getMemoryOrderingSemantics(), rmw.getMemoryScope());
  FailureOr<SmallVector<int64_t>> lanes =
      collectLanes(executor, op, pointers, mask, element, /*write=*/true);
  if (failed(lanes) || failed(recordLanes(accesses, pointers, *lanes, AccessKind::Update)))
    return failure();
  for (int64_t lane : *lanes) {
    ElementPlace place{pointers.elements[lane]};
    uint64_t old = readElement(place, element);
    writeElement(place, element, combineAtomic(rmw.getMode(), element, old, args.elements[lane]));
    result.elements[lane] = old;
  }

  executor.set(rmw.getResult(), std::move(result));
  executor.set(rmw.getResultToken(), accesses.getResultToken());
  return success();
}

/// Compares encodings, so floats compare bitwise (+0 != -0, NaN payloads matter). A masked-off
/// lane returns its compare value (§3.7). A lane whose comparison fails only reads (as a
/// failed compare-and-swap in C++ and PTX), so it races with no other read; the lanes are
/// therefore first run against an overlay of this op's own writes, checked, and only then
/// written.
LogicalResult executeAtomicCAS(BlockExecutor &executor, Operation *op) {
  auto cas = cast<AtomicCASTkoOp>(op);
  Type element = cas.getCmp().getType().getElementType();
  const TileValue &pointers = executor.getTile(cas.getPointers());
  const TileValue &compare = executor.getTile(cas.getCmp());
  const TileValue &values = executor.getTile(cas.getVal());
  const TileValue *mask = getOptionalTile(executor, cas.getMask());

  TileValue result = compare;
  for (int64_t lane = 0; lane < result.getNumElements(); ++lane)
    if (isEnabled(mask, lane))
      result.elements[lane] = getUndefinedElement(element);
  OpAccesses accesses(executor, op, element, cas.getToken(),
                      cas.getMemoryOrderingSemantics(), cas.getMemoryScope());
  FailureOr<SmallVector<int64_t>> lanes =
      collectLanes(executor, op, pointers, mask, element, /*write=*/true);
  if (failed(lanes))
    return failure();
  // Address -> the value this op has stored there so far, in lane order.
  llvm::DenseMap<uint64_t, uint64_t> stored;
  for (int64_t lane : *lanes) {
    uint64_t address = pointers.elements[lane];
    auto found = stored.find(address);
    uint64_t old = found != stored.end() ? found->second : readElement({address}, element);
    bool swaps = old == compare.elements[lane];
    if (failed(accesses.record({address}, swaps ? AccessKind::Update : AccessKind::Read,
                               [&] { return describeLane(pointers, lane); })))
      return failure();
    if (swaps)
      stored[address] = values.elements[lane];
    result.elements[lane] = old;
  }
  for (auto [address, bits] : stored)
    writeElement({address}, element, bits);

  executor.set(cas.getResult(), std::move(result));
  executor.set(cas.getResultToken(), accesses.getResultToken());
  return success();
}

} // namespace

void registerMemoryHandlers(HandlerRegistry &registry) {
  registry.add<MakeTokenOp>(executeMakeToken);
  registry.add<JoinTokensOp>(executeJoinTokens);
  registry.add<GdcLaunchDependentsTkoOp>(executeTokenOrderingNoOp);
  registry.add<GdcWaitTkoOp>(executeTokenOrderingNoOp);
  registry.add<MemoryFenceAliasTkoOp>(executeTokenOrderingNoOp);
  registry.add<AllocaOp>(executeAlloca);
  registry.add<LoadPtrTkoOp>(executeLoadPtr);
  registry.add<StorePtrTkoOp>(executeStorePtr);
  registry.add<AtomicRMWTkoOp>(executeAtomicRMW);
  registry.add<AtomicCASTkoOp>(executeAtomicCAS);
}

} // namespace tilec::interp
