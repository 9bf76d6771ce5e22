//===- RaceDetector.h - data races between memory operations ----*- C++ -*-===//
//
// Checked mode reports data races (tile-ir-ops.md §1.5, §1.6): two accesses to one location,
// at least one a write, neither ordered before the other nor morally strong. Every tile memory
// operation is one access per accessed element; an atomic element is a read and a write, and
// counts as a write here. Races between the elements of one operation are the handlers' own
// check (ExecMemory.cpp, ExecView.cpp); this detector relates different operations.
//
// Within one tile block, two conflicting accesses race unless
//   * token order puts one before the other: the later op's input token reaches the earlier
//     op's result token through result tokens, join_tokens, print_tko and the tokens that
//     for/loop/if carry (TokenNode chains); data, address and control dependencies do not
//     count (§1.6); or
//   * both are morally strong: both carry a scope (every scope includes the own tile block).
//     Weak accesses carry none; atomics always carry one.
// Happens-before may also come from a release that an acquire of the same block reads: an
// acquire token-ordered before the later access, executed after a release that followed the
// earlier access, counts as ordering them. Which value the acquire read is not followed, so
// this can only hide a race, never invent one.
//
// Across tile blocks (the interpreter runs them one after the other), conflicting accesses
// race unless both carry a scope that includes the other block: device or sys (tl_blk
// includes only its own block). Release/acquire synchronisation between blocks could order
// them; the interpreter does not follow which acquire reads which release, so once the launch
// has executed any acquire, release or acq_rel operation it reports no race between blocks.
//
// Shadow state, per location (an element's address; its nibble for 4-bit types): the last
// write and the reads since it, each as the sequence number of its op's execution (OpRecord
// holds the op). Locations are tracked per element size (1, 2, 4 or 8 bytes, or a nibble) in
// pages of consecutive elements. Some races go unreported, never the other way round:
//   * accesses of different element sizes, or to overlapping elements with different start
//     addresses, are not related;
//   * a write replaces the reads and the write before it; a later access that races with
//     those but not with the write (possible when they were morally strong with it) is
//     missed;
//   * of the reads of one location by one tile block only the last kMaxReads are kept, and
//     of earlier blocks only the one with the narrowest scope.
// Unchecked mode tracks nothing.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_RACEDETECTOR_H
#define TILEC_LIB_INTERPRETER_RACEDETECTOR_H

#include "MemoryAccess.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Interpreter/RuntimeValue.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::interp {

class BlockExecutor;
class OpAccesses;

/// What one element access is in the memory model.
enum class AccessKind : uint8_t { Read, Write, Update };

/// Which tile blocks an access's scope includes, narrowest first.
enum class ScopeReach : uint8_t {
  /// A weak access: morally strong with nothing.
  None,
  /// tl_blk: its own tile block.
  OwnBlock,
  /// device or sys: every tile block of the launch.
  AllBlocks,
};

class RaceDetector {
public:
  /// Forgets every access; tracks the coming launch (or call) when `enabled`.
  void reset(bool enabled);
  bool isEnabled() const { return enabled; }
  /// Tile block `blockId` starts running; the previous one has ended.
  void beginBlock(std::array<int64_t, 3> blockId);
  /// The bytes [address, address + bytes) begin a new life (fresh alloca or global storage,
  /// maybe where a dead alloca was): accesses to the old object do not race with the new.
  void forgetRange(uint64_t address, uint64_t bytes);

  /// Starts the execution of a token-producing op and returns its sequence number (numbers
  /// grow over the interpreter's lifetime). `op` is null for ops that access no memory.
  uint64_t beginOperation(mlir::Operation *op, cuda_tile::MemoryOrdering ordering,
                          ScopeReach reach);
  /// Checks the access of `current` to `place` against the earlier accesses of the location
  /// and records it; reports a race at the current op and fails.
  mlir::LogicalResult check(OpAccesses &current, ElementPlace place, AccessKind kind,
                            llvm::function_ref<std::string()> describe);

private:
  /// One op execution of the launch, by sequence number.
  struct OpRecord {
    mlir::Operation *op;
    ScopeReach reach;
    /// The latest op of the same block known to wait for this one (0: none). Searching for
    /// it first keeps long token chains cheap: a check then walks back only to the previous
    /// access instead of to this op.
    uint64_t witness = 0;
  };
  /// An access in the shadow state: sequence number << 2 | AccessKind; 0 for none.
  using AccessWord = uint64_t;
  struct LocationState {
    AccessWord write = 0;
    /// The reads since the write, oldest first; when more than two, reads[0] is kSpilled
    /// and they are in `spilledReads`.
    AccessWord reads[2] = {0, 0};
  };
  using ReadList = llvm::SmallVector<AccessWord, 4>;

  const OpRecord &getRecord(uint64_t sequence) const {
    return records[sequence - firstSequence];
  }
  LocationState &getState(uint64_t slotKey);
  ReadList loadReads(const LocationState &state, uint64_t slotKey) const;
  void storeReads(LocationState &state, uint64_t slotKey, llvm::ArrayRef<AccessWord> reads);
  void clearSlots(uint64_t firstSlot, uint64_t endSlot, unsigned sizeClass);

  /// Whether `earlier` (an op of the running block) is ordered before the current op.
  bool isOrderedBefore(OpAccesses &current, uint64_t earlier);
  bool searchTokens(const TokenNode *input, uint64_t earlier);
  /// Whether an acquire at `acquire` follows a release executed after `earlier`.
  bool isSynchronisedBetween(uint64_t earlier, uint64_t acquire) const;
  /// Fails with a report when `earlier` and the current access race.
  mlir::LogicalResult checkPair(OpAccesses &current, AccessWord earlier, AccessKind kind,
                                ElementPlace place, llvm::function_ref<std::string()> describe);
  void addRead(OpAccesses &current, LocationState &state, uint64_t slotKey);
  std::array<int64_t, 3> getBlockOf(uint64_t sequence) const;

  bool enabled = false;
  uint64_t nextSequence = 1;
  uint64_t visitEpoch = 0;
  /// The sequence number of the launch's first op, and the record of every op since.
  uint64_t firstSequence = 1;
  std::vector<OpRecord> records;
  /// The first sequence number of the running block; smaller numbers are earlier blocks.
  uint64_t blockStart = 0;
  /// First sequence number and id of each block run so far, for messages.
  std::vector<std::pair<uint64_t, std::array<int64_t, 3>>> blocks;
  /// Release and acquire operations of the running block, by sequence number (ascending).
  llvm::SmallVector<uint64_t> releases, acquires;
  /// Whether the launch executed any acquire, release or acq_rel operation.
  bool synchronises = false;
  /// Shadow pages by page key (RaceDetector.cpp), and the last one used.
  llvm::DenseMap<uint64_t, std::unique_ptr<LocationState[]>> pages;
  uint64_t cachedPageKey = ~uint64_t(0);
  LocationState *cachedPage = nullptr;
  /// Reads of locations with more than two, by slot key.
  llvm::DenseMap<uint64_t, ReadList> spilledReads;
};

/// The memory-model side of one executing token-ordered operation: its sequence number, its
/// result token, and the check of each element it accesses. Inactive in unchecked mode.
class OpAccesses {
public:
  /// `elementType` is the type of the elements the op accesses.
  OpAccesses(BlockExecutor &executor, mlir::Operation *op, mlir::Type elementType,
             mlir::Value inputToken, cuda_tile::MemoryOrdering ordering,
             std::optional<cuda_tile::MemoryScope> scope);

  /// Checks and records one access to the element at `place`; on a data race reports it,
  /// naming the element as `describe()` does ("lane [3]"), and fails.
  mlir::LogicalResult record(ElementPlace place, AccessKind kind,
                             llvm::function_ref<std::string()> describe) {
    if (!detector)
      return mlir::success();
    return detector->check(*this, place, kind, describe);
  }
  /// The op's result token: it waits for the input token.
  TokenValue getResultToken() const { return {resultNode}; }

private:
  friend class RaceDetector;

  BlockExecutor &executor;
  RaceDetector *detector = nullptr;
  mlir::Operation *op;
  uint64_t sequence = 0;
  ScopeReach reach = ScopeReach::None;
  /// Which shadow pages hold the op's elements: 0 for 4-bit elements, else 1 + log2(bytes).
  unsigned sizeClass = 0;
  TokenNode::Ptr resultNode;
  /// Ordering answers of this op, by the earlier op's sequence number: all elements of an
  /// op share one input token and mostly the same earlier ops.
  llvm::DenseMap<uint64_t, bool> orderedCache;
};

/// The result token of an op that waits for `inputs` but accesses no memory (join_tokens,
/// print_tko); a token without node in unchecked mode.
TokenValue makeWaitingToken(BlockExecutor &executor, mlir::ValueRange inputs);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_RACEDETECTOR_H
