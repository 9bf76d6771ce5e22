//===- MemoryRuntime.cpp - runtime helpers of the Memory family -----------===//
//
// The pointer accesses (load_ptr_tko, store_ptr_tko, atomic_rmw_tko, atomic_cas_tko) and
// alloca of compiled kernels, with the interpreter's semantics (lib/Interpreter/ExecMemory.cpp,
// MemoryAccess.cpp, MemoryAtomic.cpp, Memory.cpp): one helper call per op runs over all lanes.
//
// Every enabled lane is checked against the launch's memory regions (buffers, globals, this
// block's allocas) in both modes, so compiled code never touches host memory outside them.
// Checked mode reports a lane that may not be accessed, or is misaligned, with the
// interpreter's message, before any lane is written; unchecked mode skips such a lane (a load
// or atomic lane then holds the undefined pattern) and performs misaligned accesses.
//
// Tile blocks run concurrently: atomics are host atomics on the element (a CAS loop where the
// host has no such instruction), loads and stores with an ordering other than weak are atomic
// accesses, and an f4E2M1FN store changes its nibble with a CAS on the byte, so that a
// neighbouring element written by another block is not lost.
//
// Allocas (CpuMemorySite.h explains their lifetimes) live in BlockState::allocas; the ids of the
// ops that made them and the regions whose lifetime ended (named in messages, as the
// interpreter does) are kept per thread, since a tile block runs on one thread from start to
// end.
//
//===----------------------------------------------------------------------===//
#include "BulkCopy.h"

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Runtime/CpuMemorySite.h"

#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Runtime/CpuLaunch.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace tilec::runtime {

namespace {

//===----------------------------------------------------------------------===//
// Sites
//===----------------------------------------------------------------------===//

/// An AccessSite with its trailing arrays and strings decoded.
struct Site {
  explicit Site(const AccessSite *header) : header(*header) {
    const auto *words = reinterpret_cast<const int64_t *>(header + 1);
    shape = words;
    keep = words + header->rank;
    opName = reinterpret_cast<const char *>(keep + header->keepCount);
    typeName = opName + std::strlen(opName) + 1;
  }
  const AccessSite &header;
  const int64_t *shape;
  const int64_t *keep;
  const char *opName;
  const char *typeName;
};

//===----------------------------------------------------------------------===//
// Failure messages
//===----------------------------------------------------------------------===//

/// The message of the failure being reported. Helpers build it here, let their locals go, and
/// only then call tilec_rt_fail, which leaves the block with longjmp (no destructor runs).
std::string &failureMessage() {
  static thread_local std::string message;
  return message;
}

[[noreturn]] void fail(BlockContext *context, int64_t location) {
  tilec_rt_fail(context, int32_t(location), failureMessage().c_str());
}

std::string formatHex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof(text), "0x%016" PRIx64, value);
  return text;
}

/// "lane [1, 0]: " for ranked tiles; a rank-0 tile's single lane needs no name.
std::string describeLane(const Site &site, int64_t lane) {
  if (site.header.rank == 0)
    return "";
  std::vector<int64_t> index(site.header.rank);
  for (int64_t dim = site.header.rank - 1; dim >= 0; --dim) {
    index[dim] = lane % site.shape[dim];
    lane /= site.shape[dim];
  }
  std::string text = "lane [";
  for (size_t dim = 0; dim < index.size(); ++dim)
    text += (dim ? ", " : "") + std::to_string(index[dim]);
  return text + "]: ";
}

//===----------------------------------------------------------------------===//
// Allocas of the running block
//===----------------------------------------------------------------------===//

/// Bookkeeping of the allocas of the block running on this thread, parallel to
/// BlockState::allocas and BlockState::allocaStorage.
struct AllocaTracker {
  const BlockState *block = nullptr;
  const LaunchState *launch = nullptr;
  int32_t blockId[3] = {0, 0, 0};
  /// Location id of the op that made each live alloca, and the bytes it takes from the limit.
  std::vector<int64_t> ids;
  std::vector<uint64_t> charged;
  uint64_t chargedBytes = 0;
  /// Allocas whose lifetime ended, oldest first (bounded, as the interpreter's).
  std::vector<MemoryRegion> retired;
};

/// How many ended allocas are remembered for messages.
constexpr size_t kRetiredLimit = 4096;

BlockState &getBlockState(BlockContext *context) {
  return *static_cast<BlockState *>(context->blockState);
}

/// This thread's tracker, reset when a new block started since it was last used.
AllocaTracker &getTracker(BlockContext *context) {
  static thread_local AllocaTracker tracker;
  const BlockState &block = getBlockState(context);
  if (tracker.block != &block || tracker.launch != context->launch ||
      tracker.ids.size() != block.allocas.size() ||
      !std::equal(tracker.blockId, tracker.blockId + 3, context->blockId)) {
    tracker.block = &block;
    tracker.launch = context->launch;
    std::copy(context->blockId, context->blockId + 3, tracker.blockId);
    tracker.ids.clear();
    tracker.charged.clear();
    tracker.chargedBytes = 0;
    tracker.retired.clear();
  }
  return tracker;
}

/// Ends the allocas whose ops are not in `keep` (CpuMemorySite.h).
void endDeadAllocas(BlockContext *context, const int64_t *keep, int64_t keepCount) {
  BlockState &block = getBlockState(context);
  if (block.allocas.empty())
    return;
  AllocaTracker &tracker = getTracker(context);
  size_t kept = 0;
  for (size_t index = 0; index < block.allocas.size(); ++index) {
    if (std::find(keep, keep + keepCount, tracker.ids[index]) != keep + keepCount) {
      if (kept != index) {
        block.allocas[kept] = std::move(block.allocas[index]);
        block.allocaStorage[kept] = block.allocaStorage[index];
        tracker.ids[kept] = tracker.ids[index];
        tracker.charged[kept] = tracker.charged[index];
      }
      ++kept;
      continue;
    }
    std::free(block.allocaStorage[index]);
    tracker.chargedBytes -= tracker.charged[index];
    if (tracker.retired.size() == kRetiredLimit)
      tracker.retired.erase(tracker.retired.begin());
    tracker.retired.push_back(std::move(block.allocas[index]));
  }
  block.allocas.resize(kept);
  block.allocaStorage.resize(kept);
  tracker.ids.resize(kept);
  tracker.charged.resize(kept);
}

/// The region of `regions` with the largest base not above `address`, as the interpreter's
/// std::map lookups find it.
const MemoryRegion *findBelow(const std::vector<MemoryRegion> &regions, uint64_t address) {
  const MemoryRegion *best = nullptr;
  for (const MemoryRegion &region : regions)
    if (region.base <= address && (!best || region.base >= best->base))
      best = &region;
  return best;
}

//===----------------------------------------------------------------------===//
// Lane checks
//===----------------------------------------------------------------------===//

/// Why [address, address + bytes) may not be accessed, worded as Memory::checkAccess does.
/// Precondition: no live region allows the access.
std::string describeInaccessible(BlockContext *context, uint64_t address, uint64_t bytes,
                                 bool write) {
  const LaunchState &launch = *context->launch;
  const BlockState &block = getBlockState(context);
  if (const MemoryRegion *region = launch.findRegion(&block, address, bytes))
    return "write to read-only " + region->name;
  std::string access = std::string(write ? "write" : "read") + " of " + std::to_string(bytes) +
                       " bytes at " + formatHex(address);
  const MemoryRegion *ended = findBelow(getTracker(context).retired, address);
  if (ended && address - ended->base < ended->size &&
      bytes <= ended->size - (address - ended->base))
    return access + " is in " + ended->name + ", whose lifetime has ended";
  // The live region with the largest base not above the address, if it ends less than a page
  // before it: the launch's regions are found by probing downwards for one that contains or
  // ends at the probed address (regions are disjoint), the block's allocas directly.
  const MemoryRegion *near = nullptr;
  for (uint64_t back = 0; back < kStorageGuardBytes && back <= address && !near; ++back)
    near = launch.findRegion(nullptr, address - back, 0);
  const MemoryRegion *alloca = findBelow(block.allocas, address);
  if (alloca && (!near || alloca->base > near->base))
    near = alloca;
  if (near && address - near->base < near->size + kStorageGuardBytes)
    return access + " is out of bounds of " + near->name + " (byte offset " +
           std::to_string(address - near->base) + ", size " + std::to_string(near->size) + ")";
  return access + " is outside every buffer";
}

/// Checks the lanes of one op against the memory regions. The last region found is reused
/// for the next lane, as accesses of one op usually fall into one buffer.
class LaneChecker {
public:
  LaneChecker(BlockContext *context, const Site &site, bool write)
      : context(context), site(site), write(write), checked(context->launch->checked) {}

  /// Whether lane `lane` at `address` may be accessed. In checked mode an inaccessible or
  /// misaligned lane sets the failure message and `failed`; unchecked, it is skipped.
  bool check(int64_t lane, uint64_t address) {
    uint64_t bytes = site.header.bytes;
    bool inside = region && address >= region->base && bytes <= region->size &&
                  address - region->base <= region->size - bytes;
    if (!inside) {
      const MemoryRegion *found =
          context->launch->findRegion(&getBlockState(context), address, bytes);
      if (found && (!write || found->writable)) {
        region = found;
        inside = true;
      }
    }
    if (inside && (!checked || address % bytes == 0))
      return true;
    if (!checked)
      return false;
    std::string detail =
        inside ? std::string("misaligned ") + (write ? "write" : "read") + " of " +
                     site.typeName + " at " + formatHex(address) + " (needs " +
                     std::to_string(bytes) + "-byte alignment)"
               : describeInaccessible(context, address, bytes, write);
    failureMessage() = std::string(site.opName) + ": " + describeLane(site, lane) + detail;
    failed = true;
    return false;
  }

  bool failed = false;

private:
  BlockContext *context;
  const Site &site;
  bool write;
  bool checked;
  const MemoryRegion *region = nullptr;
};

bool isEnabled(const uint8_t *mask, int64_t lane) { return !mask || mask[lane]; }

/// The lanes an op accesses: the enabled ones, less those unchecked mode skips.
class LaneSet {
public:
  explicit LaneSet(const uint8_t *mask) : mask(mask) {}
  bool contains(int64_t lane) const {
    return isEnabled(mask, lane) && (skipped.empty() || !skipped[lane]);
  }
  /// Whether every lane is accessed (no mask, none skipped).
  bool isFull() const { return !mask && skipped.empty(); }
  void skip(int64_t lane, int64_t lanes) {
    skipped.resize(lanes);
    skipped[lane] = 1;
  }

private:
  const uint8_t *mask;
  std::vector<uint8_t> skipped;
};

/// Checks every enabled lane; false when one fails (checked mode, message set). Nothing is
/// accessed before every lane passed, as in the interpreter.
bool checkLanes(BlockContext *context, const Site &site, const uint64_t *pointers, bool write,
                LaneSet &lanes) {
  // Usually every lane lies in one region: then the span from the lowest to the highest address
  // does, and one lookup (after a loop the compiler vectorizes) checks them all.
  uint64_t bytes = site.header.bytes;
  if (lanes.isFull() && site.header.lanes > 0) {
    uint64_t low = UINT64_MAX, high = 0, bits = 0;
    for (int64_t lane = 0; lane < site.header.lanes; ++lane) {
      low = std::min(low, pointers[lane]);
      high = std::max(high, pointers[lane]);
      bits |= pointers[lane];
    }
    const MemoryRegion *region =
        high - low <= UINT64_MAX - bytes
            ? context->launch->findRegion(&getBlockState(context), low, high - low + bytes)
            : nullptr;
    if (region && (!write || region->writable) &&
        (!context->launch->checked || bits % bytes == 0))
      return true;
  }
  LaneChecker checker(context, site, write);
  for (int64_t lane = 0; lane < site.header.lanes; ++lane) {
    if (!lanes.contains(lane) || checker.check(lane, pointers[lane]))
      continue;
    if (checker.failed)
      return false;
    lanes.skip(lane, site.header.lanes);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Element accesses
//===----------------------------------------------------------------------===//

constexpr uint64_t kTF32Mask = ~uint64_t(0x1FFF);

int toBuiltinOrder(Ordering ordering) {
  switch (ordering) {
  case Ordering::Acquire:
    return __ATOMIC_ACQUIRE;
  case Ordering::Release:
    return __ATOMIC_RELEASE;
  case Ordering::AcqRel:
    return __ATOMIC_ACQ_REL;
  default:
    return __ATOMIC_RELAXED;
  }
}

/// The ordering of the load half of a compare-exchange that failed.
int toFailureOrder(Ordering ordering) {
  int order = toBuiltinOrder(ordering);
  return order == __ATOMIC_RELEASE ? __ATOMIC_RELAXED
         : order == __ATOMIC_ACQ_REL ? __ATOMIC_ACQUIRE
                                     : order;
}

/// A write with release semantics (release, acq_rel) publishes what the tile block stored
/// before it: the block's streaming stores are ordered first (BulkCopy.h).
void orderStreamingStoresBefore(Ordering ordering) {
  if (ordering == Ordering::Release || ordering == Ordering::AcqRel)
    bulk::orderStreamingStores();
}

/// Reads `bytes` (1, 2, 4 or 8) at `address`: an atomic load when the op has an ordering and
/// the address is aligned, else plain bytes.
uint64_t readRaw(uint64_t address, unsigned bytes, Ordering ordering) {
  uint64_t bits = 0;
  if (ordering != Ordering::Weak && address % bytes == 0) {
    int order = toBuiltinOrder(ordering);
    switch (bytes) {
    case 1:
      return __atomic_load_n(reinterpret_cast<uint8_t *>(address), order);
    case 2:
      return __atomic_load_n(reinterpret_cast<uint16_t *>(address), order);
    case 4:
      return __atomic_load_n(reinterpret_cast<uint32_t *>(address), order);
    default:
      return __atomic_load_n(reinterpret_cast<uint64_t *>(address), order);
    }
  }
  std::memcpy(&bits, reinterpret_cast<const void *>(address), bytes);
  return bits;
}

void writeRaw(uint64_t address, unsigned bytes, uint64_t bits, Ordering ordering) {
  if (ordering != Ordering::Weak && address % bytes == 0) {
    int order = toBuiltinOrder(ordering);
    switch (bytes) {
    case 1:
      return __atomic_store_n(reinterpret_cast<uint8_t *>(address), uint8_t(bits), order);
    case 2:
      return __atomic_store_n(reinterpret_cast<uint16_t *>(address), uint16_t(bits), order);
    case 4:
      return __atomic_store_n(reinterpret_cast<uint32_t *>(address), uint32_t(bits), order);
    default:
      return __atomic_store_n(reinterpret_cast<uint64_t *>(address), bits, order);
    }
  }
  std::memcpy(reinterpret_cast<void *>(address), &bits, bytes);
}

/// Compare-exchange of `bytes` (1, 2, 4 or 8) at an aligned address; `expected` becomes the
/// value found.
bool compareExchange(uint64_t address, unsigned bytes, uint64_t &expected, uint64_t desired,
                     Ordering ordering) {
  int success = ordering == Ordering::Weak ? __ATOMIC_SEQ_CST : toBuiltinOrder(ordering);
  int failure = ordering == Ordering::Weak ? __ATOMIC_SEQ_CST : toFailureOrder(ordering);
  switch (bytes) {
  case 1: {
    auto old = uint8_t(expected);
    bool swapped = __atomic_compare_exchange_n(reinterpret_cast<uint8_t *>(address), &old,
                                               uint8_t(desired), false, success, failure);
    expected = old;
    return swapped;
  }
  case 2: {
    auto old = uint16_t(expected);
    bool swapped = __atomic_compare_exchange_n(reinterpret_cast<uint16_t *>(address), &old,
                                               uint16_t(desired), false, success, failure);
    expected = old;
    return swapped;
  }
  case 4: {
    auto old = uint32_t(expected);
    bool swapped = __atomic_compare_exchange_n(reinterpret_cast<uint32_t *>(address), &old,
                                               uint32_t(desired), false, success, failure);
    expected = old;
    return swapped;
  }
  default:
    return __atomic_compare_exchange_n(reinterpret_cast<uint64_t *>(address), &expected,
                                       desired, false, success, failure);
  }
}

/// The tile encoding of the element whose raw memory bits are `bits`.
uint64_t normalizeLoaded(ElementKind kind, uint64_t bits) {
  switch (kind) {
  case ElementKind::I1:
    return (bits & 0xFF) != 0;
  case ElementKind::TF32:
    return bits & kTF32Mask & 0xFFFFFFFF;
  case ElementKind::F4:
    return bits & 0xF;
  default:
    return bits;
  }
}

/// The encoding of an element with undefined content: the 0xCD pattern as it would load.
uint64_t getUndefinedElement(ElementKind kind) {
  uint64_t pattern;
  std::memset(&pattern, kUndefinedByte, sizeof(pattern));
  return normalizeLoaded(kind, pattern);
}

uint64_t loadElement(const void *tile, int64_t lane, unsigned bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, static_cast<const uint8_t *>(tile) + lane * bytes, bytes);
  return bits;
}

void storeElement(void *tile, int64_t lane, unsigned bytes, uint64_t bits) {
  std::memcpy(static_cast<uint8_t *>(tile) + lane * bytes, &bits, bytes);
}

uint64_t readElement(const AccessSite &site, uint64_t address) {
  return normalizeLoaded(site.kind, readRaw(address, site.bytes, site.ordering));
}

void writeElement(const AccessSite &site, uint64_t address, uint64_t bits) {
  switch (site.kind) {
  case ElementKind::I1:
    return writeRaw(address, 1, bits & 1, site.ordering);
  case ElementKind::TF32:
    return writeRaw(address, 4, bits & kTF32Mask, site.ordering);
  case ElementKind::F4: {
    // Only the low nibble changes; the element in the high nibble keeps its value even when
    // another block writes it at the same time.
    uint64_t old = readRaw(address, 1, Ordering::Weak);
    while (!compareExchange(address, 1, old, (old & 0xF0) | (bits & 0xF), site.ordering))
      ;
    return;
  }
  default:
    return writeRaw(address, site.bytes, bits, site.ordering);
  }
}

//===----------------------------------------------------------------------===//
// Atomic updates
//===----------------------------------------------------------------------===//

int64_t signExtend(uint64_t bits, unsigned bytes) {
  unsigned shift = 64 - bytes * 8;
  return int64_t(bits << shift) >> shift;
}

uint64_t truncate(uint64_t bits, unsigned bytes) {
  return bytes == 8 ? bits : bits & ((uint64_t(1) << (bytes * 8)) - 1);
}

/// The float format of an addf site's elements.
numeric::FloatFormat getAddfFormat(ElementKind kind) {
  switch (kind) {
  case ElementKind::F16:
    return numeric::FloatFormat::F16;
  case ElementKind::BF16:
    return numeric::FloatFormat::BF16;
  case ElementKind::F32:
    return numeric::FloatFormat::F32;
  default:
    return numeric::FloatFormat::F64;
  }
}

/// MODE(old, arg) for the element (MemoryAtomic.cpp's combineAtomic).
uint64_t combine(const AccessSite &site, uint64_t old, uint64_t arg) {
  unsigned bytes = site.bytes;
  switch (site.mode) {
  case AtomicUpdate::And:
    return old & arg;
  case AtomicUpdate::Or:
    return old | arg;
  case AtomicUpdate::Xor:
    return old ^ arg;
  case AtomicUpdate::Add:
    return truncate(old + arg, bytes);
  case AtomicUpdate::AddF:
    return numeric::addForAtomic(old, arg, getAddfFormat(site.kind));
  case AtomicUpdate::Max:
    return signExtend(old, bytes) >= signExtend(arg, bytes) ? old : arg;
  case AtomicUpdate::Min:
    return signExtend(old, bytes) <= signExtend(arg, bytes) ? old : arg;
  case AtomicUpdate::UMax:
    return std::max(old, arg);
  case AtomicUpdate::UMin:
    return std::min(old, arg);
  case AtomicUpdate::Xchg:
    return arg;
  }
  return arg;
}

/// One atomic read-modify-write; returns the old value.
uint64_t updateAtomically(const AccessSite &site, uint64_t address, uint64_t arg) {
  unsigned bytes = site.bytes;
  if (address % bytes != 0) {
    // Misaligned (unchecked mode only): no host atomic exists, and the spec gives no meaning.
    uint64_t old = readRaw(address, bytes, Ordering::Weak);
    writeRaw(address, bytes, combine(site, old, arg), Ordering::Weak);
    return old;
  }
  int order = toBuiltinOrder(site.ordering);
  if (bytes == 4 || bytes == 8) {
    auto *word32 = reinterpret_cast<uint32_t *>(address);
    auto *word64 = reinterpret_cast<uint64_t *>(address);
    switch (site.mode) {
    case AtomicUpdate::And:
      return bytes == 4 ? __atomic_fetch_and(word32, uint32_t(arg), order)
                        : __atomic_fetch_and(word64, arg, order);
    case AtomicUpdate::Or:
      return bytes == 4 ? __atomic_fetch_or(word32, uint32_t(arg), order)
                        : __atomic_fetch_or(word64, arg, order);
    case AtomicUpdate::Xor:
      return bytes == 4 ? __atomic_fetch_xor(word32, uint32_t(arg), order)
                        : __atomic_fetch_xor(word64, arg, order);
    case AtomicUpdate::Add:
      return bytes == 4 ? __atomic_fetch_add(word32, uint32_t(arg), order)
                        : __atomic_fetch_add(word64, arg, order);
    case AtomicUpdate::Xchg:
      return bytes == 4 ? __atomic_exchange_n(word32, uint32_t(arg), order)
                        : __atomic_exchange_n(word64, arg, order);
    default:
      break;
    }
  }
  uint64_t old = readRaw(address, bytes, site.ordering);
  while (!compareExchange(address, bytes, old, combine(site, old, arg), site.ordering))
    ;
  return old;
}

//===----------------------------------------------------------------------===//
// The ops
//===----------------------------------------------------------------------===//

/// Plain weak accesses of every lane, the common case, as a loop the compiler vectorizes where
/// it can.
template <typename T>
void loadAll(const uint64_t *pointers, int64_t lanes, void *result) {
  auto *elements = static_cast<uint8_t *>(result);
  for (int64_t lane = 0; lane < lanes; ++lane)
    std::memcpy(elements + lane * sizeof(T), reinterpret_cast<const void *>(pointers[lane]),
                sizeof(T));
}

template <typename T>
void storeAll(const uint64_t *pointers, int64_t lanes, const void *values) {
  const auto *elements = static_cast<const uint8_t *>(values);
  for (int64_t lane = 0; lane < lanes; ++lane)
    std::memcpy(reinterpret_cast<void *>(pointers[lane]), elements + lane * sizeof(T),
                sizeof(T));
}

/// Whether every lane is a plain weak access (loadAll/storeAll apply).
bool isPlainAndFull(const AccessSite &site, const LaneSet &lanes) {
  return lanes.isFull() && site.kind == ElementKind::Plain && site.ordering == Ordering::Weak;
}

bool loadPointers(BlockContext *context, const Site &site, const uint64_t *pointers,
                  const uint8_t *mask, const void *padding, void *result) {
  const AccessSite &header = site.header;
  endDeadAllocas(context, site.keep, header.keepCount);
  LaneSet lanes(mask);
  if (!checkLanes(context, site, pointers, /*write=*/false, lanes))
    return false;
  if (isPlainAndFull(header, lanes)) {
    switch (header.bytes) {
    case 1:
      return loadAll<uint8_t>(pointers, header.lanes, result), true;
    case 2:
      return loadAll<uint16_t>(pointers, header.lanes, result), true;
    case 4:
      return loadAll<uint32_t>(pointers, header.lanes, result), true;
    default:
      return loadAll<uint64_t>(pointers, header.lanes, result), true;
    }
  }
  // Masked-off lanes take the padding, or the undefined pattern without one; enabled lanes
  // that unchecked mode skips take the undefined pattern.
  unsigned bytes = header.bytes;
  uint64_t undefined = getUndefinedElement(header.kind);
  for (int64_t lane = 0; lane < header.lanes; ++lane) {
    uint64_t bits = lanes.contains(lane)                   ? readElement(header, pointers[lane])
                    : isEnabled(mask, lane) || !padding ? undefined
                                                        : loadElement(padding, lane, bytes);
    storeElement(result, lane, bytes, bits);
  }
  return true;
}

/// Two enabled lanes of a weak store writing one address are a data race (checked mode). The
/// report names the first lane, in row-major order, that writes an address an earlier lane
/// wrote, and that earlier lane.
bool checkWeakStoreRace(const Site &site, const uint64_t *pointers, const LaneSet &lanes) {
  bool increasing = true;
  int64_t previous = -1;
  for (int64_t lane = 0; lane < site.header.lanes && increasing; ++lane) {
    if (!lanes.contains(lane))
      continue;
    increasing = previous < 0 || pointers[lane] > pointers[previous];
    previous = lane;
  }
  if (increasing)
    return true;
  std::vector<std::pair<uint64_t, int64_t>> byAddress;
  for (int64_t lane = 0; lane < site.header.lanes; ++lane)
    if (lanes.contains(lane))
      byAddress.push_back({pointers[lane], lane});
  std::sort(byAddress.begin(), byAddress.end());
  int64_t first = -1, second = -1;
  for (size_t index = 1; index < byAddress.size(); ++index) {
    // Within a run of equal addresses the lanes ascend: the run's first two lanes are a pair.
    if (byAddress[index].first != byAddress[index - 1].first ||
        (index >= 2 && byAddress[index - 2].first == byAddress[index].first))
      continue;
    if (second < 0 || byAddress[index].second < second) {
      first = byAddress[index - 1].second;
      second = byAddress[index].second;
    }
  }
  if (second < 0)
    return true;
  auto name = [&](int64_t lane) {
    std::string text = describeLane(site, lane);
    return text.substr(5, text.size() - 7); // "[i, j]" of "lane [i, j]: "
  };
  failureMessage() = std::string(site.opName) + ": lanes " + name(first) + " and " +
                     name(second) + " both write " + formatHex(pointers[second]) +
                     " in one weak store, a data race: the elements of a weak store must "
                     "write distinct locations";
  return false;
}

bool storePointers(BlockContext *context, const Site &site, const uint64_t *pointers,
                   const void *values, const uint8_t *mask) {
  const AccessSite &header = site.header;
  endDeadAllocas(context, site.keep, header.keepCount);
  LaneSet lanes(mask);
  if (!checkLanes(context, site, pointers, /*write=*/true, lanes))
    return false;
  if (context->launch->checked && header.ordering == Ordering::Weak &&
      !checkWeakStoreRace(site, pointers, lanes))
    return false;
  if (isPlainAndFull(header, lanes)) {
    switch (header.bytes) {
    case 1:
      return storeAll<uint8_t>(pointers, header.lanes, values), true;
    case 2:
      return storeAll<uint16_t>(pointers, header.lanes, values), true;
    case 4:
      return storeAll<uint32_t>(pointers, header.lanes, values), true;
    default:
      return storeAll<uint64_t>(pointers, header.lanes, values), true;
    }
  }
  for (int64_t lane = 0; lane < header.lanes; ++lane)
    if (lanes.contains(lane))
      writeElement(header, pointers[lane], loadElement(values, lane, header.bytes));
  return true;
}

/// Lanes are separate atomic transactions, applied in row-major order; masked-off and skipped
/// lanes hold the undefined pattern.
bool updatePointers(BlockContext *context, const Site &site, const uint64_t *pointers,
                    const void *args, const uint8_t *mask, void *result) {
  const AccessSite &header = site.header;
  endDeadAllocas(context, site.keep, header.keepCount);
  LaneSet lanes(mask);
  if (!checkLanes(context, site, pointers, /*write=*/true, lanes))
    return false;
  uint64_t undefined = getUndefinedElement(header.kind);
  for (int64_t lane = 0; lane < header.lanes; ++lane)
    storeElement(result, lane, header.bytes,
                 lanes.contains(lane)
                     ? updateAtomically(header, pointers[lane],
                                        loadElement(args, lane, header.bytes))
                     : undefined);
  return true;
}

/// Compares encodings (floats bitwise). Masked-off lanes return their compare value, skipped
/// ones the undefined pattern.
bool compareAndSwapPointers(BlockContext *context, const Site &site, const uint64_t *pointers,
                            const void *compare, const void *values, const uint8_t *mask,
                            void *result) {
  const AccessSite &header = site.header;
  endDeadAllocas(context, site.keep, header.keepCount);
  LaneSet lanes(mask);
  if (!checkLanes(context, site, pointers, /*write=*/true, lanes))
    return false;
  unsigned bytes = header.bytes;
  uint64_t undefined = getUndefinedElement(header.kind);
  for (int64_t lane = 0; lane < header.lanes; ++lane) {
    if (!lanes.contains(lane)) {
      storeElement(result, lane, bytes,
                   isEnabled(mask, lane) ? undefined : loadElement(compare, lane, bytes));
      continue;
    }
    uint64_t address = pointers[lane];
    uint64_t expected = loadElement(compare, lane, bytes);
    uint64_t desired = loadElement(values, lane, bytes);
    if (address % bytes == 0) {
      compareExchange(address, bytes, expected, desired, header.ordering);
    } else {
      // Misaligned (unchecked mode only): no host atomic exists.
      uint64_t old = readRaw(address, bytes, Ordering::Weak);
      if (old == expected)
        writeRaw(address, bytes, desired, Ordering::Weak);
      expected = old;
    }
    storeElement(result, lane, bytes, expected);
  }
  return true;
}

/// Storage for an alloca, charged against the interpreter's limit on live allocas and globals
/// (Interpreter::allocateStorage): the bytes, the alignment slack and a guard page.
uint64_t allocate(BlockContext *context, const AllocaSite &site) {
  const auto *keep = reinterpret_cast<const int64_t *>(&site + 1);
  const char *name = reinterpret_cast<const char *>(keep + site.keepCount);
  const char *failure = name + std::strlen(name) + 1;
  endDeadAllocas(context, keep, site.keepCount);
  AllocaTracker &tracker = getTracker(context);
  uint64_t used = site.globalBytes + tracker.chargedBytes;
  uint64_t available = used >= kMaxStorageBytes ? 0 : kMaxStorageBytes - used;
  uint64_t size = site.bytes + site.alignment - 1 + kStorageGuardBytes;
  void *storage = site.bytes > available || site.alignment > available || size > available
                      ? nullptr
                      : std::malloc(size);
  if (!storage) {
    failureMessage() = failure;
    return 0;
  }
  uint64_t start = reinterpret_cast<uint64_t>(storage);
  uint64_t address = (start + site.alignment - 1) / site.alignment * site.alignment;
  std::memset(reinterpret_cast<void *>(address), kUndefinedByte, site.bytes);
  // Host memory is reused: an ended alloca overlapping the new storage no longer describes it.
  uint64_t end = address + std::max<uint64_t>(site.bytes, 1);
  std::erase_if(tracker.retired, [&](const MemoryRegion &region) {
    return region.base < end && address < region.base + std::max<uint64_t>(region.size, 1);
  });
  const int32_t *id = context->blockId;
  BlockState &block = getBlockState(context);
  block.allocas.push_back({address, site.bytes,
                           std::string(name) + " in tile block (" + std::to_string(id[0]) +
                               ", " + std::to_string(id[1]) + ", " + std::to_string(id[2]) + ")",
                           true});
  block.allocaStorage.push_back(storage);
  tracker.ids.push_back(site.location);
  tracker.charged.push_back(size);
  tracker.chargedBytes += size;
  return address;
}

} // namespace

} // namespace tilec::runtime

using tilec::runtime::AccessSite;
using tilec::runtime::AllocaSite;
using tilec::runtime::BlockContext;
using tilec::runtime::Site;

extern "C" {

/// alloca: the address of fresh storage, filled with the undefined pattern.
uint64_t tilec_rt_alloca(BlockContext *context, const AllocaSite *site) {
  uint64_t address = tilec::runtime::allocate(context, *site);
  if (!address)
    tilec::runtime::fail(context, site->location);
  return address;
}

void tilec_rt_load_ptr(BlockContext *context, const AccessSite *site, const uint64_t *pointers,
                       const uint8_t *mask, const void *padding, void *result) {
  if (!tilec::runtime::loadPointers(context, Site(site), pointers, mask, padding, result))
    tilec::runtime::fail(context, site->location);
}

void tilec_rt_store_ptr(BlockContext *context, const AccessSite *site, const uint64_t *pointers,
                        const void *values, const uint8_t *mask) {
  tilec::runtime::orderStreamingStoresBefore(site->ordering);
  if (!tilec::runtime::storePointers(context, Site(site), pointers, values, mask))
    tilec::runtime::fail(context, site->location);
}

void tilec_rt_atomic_rmw(BlockContext *context, const AccessSite *site, const uint64_t *pointers,
                         const void *args, const uint8_t *mask, void *result) {
  tilec::runtime::orderStreamingStoresBefore(site->ordering);
  if (!tilec::runtime::updatePointers(context, Site(site), pointers, args, mask, result))
    tilec::runtime::fail(context, site->location);
}

void tilec_rt_atomic_cas(BlockContext *context, const AccessSite *site, const uint64_t *pointers,
                         const void *compare, const void *values, const uint8_t *mask,
                         void *result) {
  // A weak compare-exchange is sequentially consistent (compareExchange).
  tilec::runtime::orderStreamingStoresBefore(
      site->ordering == tilec::runtime::Ordering::Weak ? tilec::runtime::Ordering::AcqRel
                                                       : site->ordering);
  if (!tilec::runtime::compareAndSwapPointers(context, Site(site), pointers, compare, values,
                                              mask, result))
    tilec::runtime::fail(context, site->location);
}

} // extern "C"

namespace tilec::runtime {

void appendMemoryRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_alloca", reinterpret_cast<void *>(&tilec_rt_alloca)});
  symbols.push_back({"tilec_rt_load_ptr", reinterpret_cast<void *>(&tilec_rt_load_ptr)});
  symbols.push_back({"tilec_rt_store_ptr", reinterpret_cast<void *>(&tilec_rt_store_ptr)});
  symbols.push_back({"tilec_rt_atomic_rmw", reinterpret_cast<void *>(&tilec_rt_atomic_rmw)});
  symbols.push_back({"tilec_rt_atomic_cas", reinterpret_cast<void *>(&tilec_rt_atomic_cas)});
}

} // namespace tilec::runtime
