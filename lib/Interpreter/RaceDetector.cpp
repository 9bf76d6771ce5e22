//===- RaceDetector.cpp - data races between memory operations ------------===//
#include "RaceDetector.h"

#include "BlockExecutor.h"

#include "tilec/Dialect/CudaTile/ElementTypes.h"

#include "mlir/IR/Location.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using tilec::cuda_tile::MemoryOrdering;
using tilec::cuda_tile::MemoryScope;

namespace tilec::interp {

namespace {

/// Reads of one location kept per tile block; older ones are forgotten beyond this (a race
/// with them may then go unreported, never the other way round).
constexpr size_t kMaxReads = 8;

/// Shadow pages hold 2^kPageBits consecutive elements of one size class. A slot index counts
/// elements of that size from address 0 (nibbles for 4-bit elements); a slot key is the slot
/// index times 8 plus the size class, a page key the page number times 8 plus the class.
constexpr unsigned kPageBits = 9;
constexpr uint64_t kPageSlots = uint64_t(1) << kPageBits;
constexpr unsigned kSizeClasses = 5;

uint64_t getSlotIndex(ElementPlace place, unsigned sizeClass) {
  return sizeClass == 0 ? place.getLocationKey() : place.address >> (sizeClass - 1);
}

/// Marks a location whose reads are in RaceDetector::spilledReads.
constexpr uint64_t kSpilled = ~uint64_t(0);

uint64_t getSequence(uint64_t word) { return word >> 2; }
AccessKind getKind(uint64_t word) { return static_cast<AccessKind>(word & 3); }
uint64_t encodeAccess(uint64_t sequence, AccessKind kind) {
  return sequence << 2 | static_cast<uint64_t>(kind);
}

/// `file:line:col` of an operation, or its location as MLIR prints it.
std::string formatLocation(Operation *op) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  if (auto location = op->getLoc()->findInstanceOf<FileLineColLoc>())
    stream << location.getFilename().getValue() << ":" << location.getLine() << ":"
           << location.getColumn();
  else
    stream << op->getLoc();
  return text;
}

/// How a message says that an earlier access happened: "was read by ...".
StringRef getPastVerb(AccessKind kind) {
  switch (kind) {
  case AccessKind::Read:
    return "read";
  case AccessKind::Write:
    return "written";
  case AccessKind::Update:
    return "updated atomically";
  }
  llvm_unreachable("every access kind is handled above");
}

/// How a message names the current access: "... before this write".
StringRef getNoun(AccessKind kind) {
  switch (kind) {
  case AccessKind::Read:
    return "read";
  case AccessKind::Write:
    return "write";
  case AccessKind::Update:
    return "atomic update";
  }
  llvm_unreachable("every access kind is handled above");
}

} // namespace

//===----------------------------------------------------------------------===//
// Launch, block and storage lifetimes
//===----------------------------------------------------------------------===//

void RaceDetector::reset(bool enable) {
  enabled = enable;
  // Sequence numbers and visit marks keep growing: tokens of an earlier call may still exist.
  firstSequence = blockStart = nextSequence;
  std::vector<OpRecord>().swap(records);
  blocks.clear();
  releases.clear();
  acquires.clear();
  synchronises = false;
  pages.clear();
  cachedPageKey = ~uint64_t(0);
  cachedPage = nullptr;
  spilledReads.clear();
}

void RaceDetector::beginBlock(std::array<int64_t, 3> blockId) {
  blockStart = nextSequence;
  blocks.push_back({blockStart, blockId});
  releases.clear();
  acquires.clear();
}

void RaceDetector::clearSlots(uint64_t firstSlot, uint64_t endSlot, unsigned sizeClass) {
  if (endSlot <= firstSlot)
    return;
  uint64_t firstPage = firstSlot >> kPageBits, lastPage = (endSlot - 1) >> kPageBits;
  auto clearPage = [&](uint64_t pageNumber, LocationState *page) {
    uint64_t begin = std::max(firstSlot, pageNumber << kPageBits);
    uint64_t end = std::min(endSlot, (pageNumber + 1) << kPageBits);
    for (uint64_t slot = begin; slot < end; ++slot) {
      LocationState &state = page[slot & (kPageSlots - 1)];
      if (state.reads[0] == kSpilled)
        spilledReads.erase(slot << 3 | sizeClass);
      state = LocationState();
    }
  };
  // Visit the pages of the range, or every page when there are fewer.
  if (lastPage - firstPage >= pages.size()) {
    for (auto &[key, page] : pages)
      if ((key & 7) == sizeClass && key >> 3 >= firstPage && key >> 3 <= lastPage)
        clearPage(key >> 3, page.get());
    return;
  }
  for (uint64_t pageNumber = firstPage; pageNumber <= lastPage; ++pageNumber) {
    auto page = pages.find(pageNumber << 3 | sizeClass);
    if (page != pages.end())
      clearPage(pageNumber, page->second.get());
  }
}

void RaceDetector::forgetRange(uint64_t address, uint64_t bytes) {
  if (!enabled || pages.empty())
    return;
  // The elements of each size that start inside the range.
  clearSlots(2 * address, 2 * (address + bytes), 0);
  for (unsigned sizeClass = 1; sizeClass < kSizeClasses; ++sizeClass) {
    uint64_t size = uint64_t(1) << (sizeClass - 1);
    clearSlots(llvm::divideCeil(address, size), llvm::divideCeil(address + bytes, size),
               sizeClass);
  }
}

uint64_t RaceDetector::beginOperation(Operation *op, MemoryOrdering ordering,
                                      ScopeReach reach) {
  uint64_t sequence = nextSequence++;
  records.push_back({op, reach});
  bool releasing = ordering == MemoryOrdering::release || ordering == MemoryOrdering::acq_rel;
  bool acquiring = ordering == MemoryOrdering::acquire || ordering == MemoryOrdering::acq_rel;
  if (releasing)
    releases.push_back(sequence);
  if (acquiring)
    acquires.push_back(sequence);
  synchronises |= releasing || acquiring;
  return sequence;
}

std::array<int64_t, 3> RaceDetector::getBlockOf(uint64_t sequence) const {
  auto next = std::upper_bound(
      blocks.begin(), blocks.end(), sequence,
      [](uint64_t value, const auto &block) { return value < block.first; });
  assert(next != blocks.begin() && "an access before the first block");
  return std::prev(next)->second;
}

//===----------------------------------------------------------------------===//
// Shadow state
//===----------------------------------------------------------------------===//

RaceDetector::LocationState &RaceDetector::getState(uint64_t slotKey) {
  uint64_t slot = slotKey >> 3;
  uint64_t pageKey = (slot >> kPageBits) << 3 | (slotKey & 7);
  if (pageKey != cachedPageKey) {
    std::unique_ptr<LocationState[]> &page = pages[pageKey];
    if (!page)
      page = std::make_unique<LocationState[]>(kPageSlots);
    // Pages never move, however the map grows.
    cachedPageKey = pageKey;
    cachedPage = page.get();
  }
  return cachedPage[slot & (kPageSlots - 1)];
}

RaceDetector::ReadList RaceDetector::loadReads(const LocationState &state,
                                               uint64_t slotKey) const {
  if (state.reads[0] == kSpilled)
    return spilledReads.find(slotKey)->second;
  ReadList reads;
  for (AccessWord read : state.reads)
    if (read)
      reads.push_back(read);
  return reads;
}

void RaceDetector::storeReads(LocationState &state, uint64_t slotKey,
                              llvm::ArrayRef<AccessWord> reads) {
  if (reads.size() > 2) {
    spilledReads[slotKey].assign(reads.begin(), reads.end());
    state.reads[0] = kSpilled;
    return;
  }
  if (state.reads[0] == kSpilled)
    spilledReads.erase(slotKey);
  state.reads[0] = reads.size() > 0 ? reads[0] : 0;
  state.reads[1] = reads.size() > 1 ? reads[1] : 0;
}

//===----------------------------------------------------------------------===//
// Ordering within a tile block
//===----------------------------------------------------------------------===//

bool RaceDetector::isSynchronisedBetween(uint64_t earlier, uint64_t acquire) const {
  if (!std::binary_search(acquires.begin(), acquires.end(), acquire))
    return false;
  auto release = std::upper_bound(releases.begin(), releases.end(), earlier);
  return release != releases.end() && *release < acquire;
}

/// Depth-first search backwards from the input token. A node's predecessors have smaller
/// sequence numbers than the node, so nodes below `earlier` cannot lead to it.
bool RaceDetector::searchTokens(const TokenNode *input, uint64_t earlier) {
  if (!input || input->sequence < earlier)
    return false;
  bool acquireMayOrder = !acquires.empty() && !releases.empty() && releases.back() > earlier;
  uint64_t mark = ++visitEpoch;
  llvm::SmallVector<const TokenNode *, 16> stack{input};
  input->visitMark = mark;
  while (!stack.empty()) {
    const TokenNode *node = stack.pop_back_val();
    if (node->sequence == earlier)
      return true;
    if (acquireMayOrder && isSynchronisedBetween(earlier, node->sequence))
      return true;
    for (const TokenNode::Ptr &predecessor : node->predecessors) {
      if (predecessor->sequence < earlier || predecessor->visitMark == mark)
        continue;
      predecessor->visitMark = mark;
      stack.push_back(predecessor.get());
    }
  }
  return false;
}

bool RaceDetector::isOrderedBefore(OpAccesses &current, uint64_t earlier) {
  auto cached = current.orderedCache.find(earlier);
  if (cached != current.orderedCache.end())
    return cached->second;
  // Search from the input token, not from the op's own node: an acquire orders what follows
  // it, not its own access.
  const auto &inputs = current.resultNode->predecessors;
  bool ordered = searchTokens(inputs.empty() ? nullptr : inputs.front().get(), earlier);
  current.orderedCache[earlier] = ordered;
  return ordered;
}

//===----------------------------------------------------------------------===//
// Checking one access
//===----------------------------------------------------------------------===//

LogicalResult RaceDetector::checkPair(OpAccesses &current, AccessWord earlierAccess,
                                      AccessKind kind, ElementPlace place,
                                      llvm::function_ref<std::string()> describe) {
  uint64_t earlier = getSequence(earlierAccess);
  OpRecord &record = records[earlier - firstSequence];
  bool sameBlock = earlier >= blockStart;
  if (sameBlock) {
    // Both scoped: morally strong, whatever the order (every scope includes the own block).
    if (record.reach != ScopeReach::None && current.reach != ScopeReach::None)
      return success();
    if (record.witness == current.sequence)
      return success();
    if ((record.witness && isOrderedBefore(current, record.witness)) ||
        isOrderedBefore(current, earlier)) {
      record.witness = current.sequence;
      return success();
    }
  } else {
    if (record.reach == ScopeReach::AllBlocks && current.reach == ScopeReach::AllBlocks)
      return success();
    if (synchronises)
      return success();
  }

  std::string message;
  llvm::raw_string_ostream stream(message);
  stream << current.op->getName().stripDialect() << ": data race: " << describe()
         << " (address " << llvm::format_hex(place.address, 18)
         << (place.bitOffset ? ", high nibble" : "") << ") was "
         << getPastVerb(getKind(earlierAccess)) << " by "
         << record.op->getName().stripDialect() << " at " << formatLocation(record.op);
  if (sameBlock) {
    stream << " without a token ordering it before this " << getNoun(kind);
  } else {
    std::array<int64_t, 3> block = getBlockOf(earlier);
    stream << " in tile block (" << block[0] << ", " << block[1] << ", " << block[2] << "); ";
    if (record.reach == ScopeReach::None || current.reach == ScopeReach::None)
      stream << "weak accesses from different tile blocks to one location race";
    else
      stream << "a tl_blk scope does not include other tile blocks";
  }
  return current.executor.fail(current.op, message);
}

void RaceDetector::addRead(OpAccesses &current, LocationState &state, uint64_t slotKey) {
  AccessWord read = encodeAccess(current.sequence, AccessKind::Read);
  if (!state.reads[0]) {
    state.reads[0] = read;
    return;
  }
  ReadList reads = loadReads(state, slotKey);
  // The same op reading the location again (two lanes with one address).
  if (getSequence(reads.back()) == current.sequence)
    return;
  auto reachOf = [&](AccessWord access) { return getRecord(getSequence(access)).reach; };
  // Reads are kept in execution order, so those of earlier blocks come first. A later write
  // races with one of them exactly when it races with the one of narrowest scope: keep that.
  size_t earlierReads = 0;
  while (earlierReads < reads.size() && getSequence(reads[earlierReads]) < blockStart)
    ++earlierReads;
  if (earlierReads > 1) {
    size_t narrowest = 0;
    for (size_t i = 1; i < earlierReads; ++i)
      if (reachOf(reads[i]) <= reachOf(reads[narrowest]))
        narrowest = i;
    AccessWord kept = reads[narrowest];
    reads.erase(reads.begin(), reads.begin() + earlierReads);
    reads.insert(reads.begin(), kept);
  }
  // A read of this block that the new read waits for, and whose scope reaches no less, is
  // superseded: a later write that races with it races with the new read too (not ordered
  // after the new read, or else after the old one; morally strong with the new one only if
  // with the old one).
  ScopeReach reach = current.reach;
  llvm::erase_if(reads, [&](AccessWord old) {
    uint64_t sequence = getSequence(old);
    return sequence >= blockStart && reach <= reachOf(old) &&
           isOrderedBefore(current, sequence);
  });
  reads.push_back(read);
  earlierReads = getSequence(reads.front()) < blockStart ? 1 : 0;
  if (reads.size() - earlierReads > kMaxReads)
    reads.erase(reads.begin() + earlierReads);
  storeReads(state, slotKey, reads);
}

LogicalResult RaceDetector::check(OpAccesses &current, ElementPlace place, AccessKind kind,
                                  llvm::function_ref<std::string()> describe) {
  uint64_t slotKey = getSlotIndex(place, current.sizeClass) << 3 | current.sizeClass;
  // The shadow pages do not move while this runs.
  LocationState &state = getState(slotKey);
  // Accesses of one op to one location are the handlers' concern (§1.6 duplicates).
  if (state.write && getSequence(state.write) != current.sequence &&
      failed(checkPair(current, state.write, kind, place, describe)))
    return failure();
  if (kind == AccessKind::Read) {
    addRead(current, state, slotKey);
    return success();
  }
  if (state.reads[0]) {
    for (AccessWord read : loadReads(state, slotKey))
      if (getSequence(read) != current.sequence &&
          failed(checkPair(current, read, kind, place, describe)))
        return failure();
    storeReads(state, slotKey, {});
  }
  // The reads were ordered before this write or morally strong with it; a later access that
  // races with one of them but not with this write goes unreported.
  state.write = encodeAccess(current.sequence, kind);
  return success();
}

//===----------------------------------------------------------------------===//
// Tokens of the operations
//===----------------------------------------------------------------------===//

namespace {

/// The nodes of the tokens `inputs` holds (null ones have no predecessors to add).
llvm::SmallVector<TokenNode::Ptr, 1> getInputNodes(BlockExecutor &executor, ValueRange inputs) {
  llvm::SmallVector<TokenNode::Ptr, 1> nodes;
  for (Value input : inputs)
    if (const TokenNode::Ptr &node = std::get<TokenValue>(executor.get(input)).node)
      nodes.push_back(node);
  return nodes;
}

ScopeReach getScopeReach(std::optional<MemoryScope> scope) {
  if (!scope)
    return ScopeReach::None;
  return *scope == MemoryScope::tl_blk ? ScopeReach::OwnBlock : ScopeReach::AllBlocks;
}

unsigned getSizeClass(Type elementType) {
  if (cuda_tile::isSubByteElementType(elementType))
    return 0;
  return 1 + llvm::Log2_32(getAccessBytes(elementType));
}

} // namespace

OpAccesses::OpAccesses(BlockExecutor &executor, Operation *op, Type elementType,
                       Value inputToken, MemoryOrdering ordering,
                       std::optional<MemoryScope> scope)
    : executor(executor), op(op) {
  RaceDetector &races = executor.getInterpreter().getRaceDetector();
  if (!races.isEnabled())
    return;
  detector = &races;
  reach = getScopeReach(scope);
  sizeClass = getSizeClass(elementType);
  sequence = races.beginOperation(op, ordering, reach);
  resultNode = std::make_shared<TokenNode>(
      sequence, inputToken ? getInputNodes(executor, inputToken)
                           : llvm::SmallVector<TokenNode::Ptr, 1>());
}

TokenValue makeWaitingToken(BlockExecutor &executor, ValueRange inputs) {
  RaceDetector &races = executor.getInterpreter().getRaceDetector();
  if (!races.isEnabled())
    return {};
  uint64_t sequence = races.beginOperation(nullptr, MemoryOrdering::weak, ScopeReach::None);
  return {std::make_shared<TokenNode>(sequence, getInputNodes(executor, inputs))};
}

} // namespace tilec::interp
