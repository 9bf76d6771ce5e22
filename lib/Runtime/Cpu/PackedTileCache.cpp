//===- PackedTileCache.cpp - packed b tiles kept for the next tile block --===//
//
// Per thread: the packed b tiles of up to kMaxChains chains (told apart by their state's
// address), one per step of the chain's loop, at most kMaxThreadBytes in all. See the header
// for why reusing them is exact.
//
//===----------------------------------------------------------------------===//
#include "PackedTileCache.h"

#include "tilec/Runtime/CpuLaunch.h"

#include <cstdlib>
#include <memory>
#include <vector>

namespace tilec::runtime {
namespace {

constexpr int kMaxChains = 4;
constexpr int64_t kMaxSteps = 256;
/// A 4096-deep loop of 128×128 f32 b tiles keeps 2 MiB.
constexpr int64_t kMaxThreadBytes = 32 << 20;

struct FreeDeleter {
  void operator()(float *memory) const { std::free(memory); }
};

/// Whether the tile views `a` and `b` read the same elements at the same indices (the fields
/// loads use; the descriptors' padding bytes are not compared).
bool sameTileView(const ViewDescriptor &a, const ViewDescriptor &b) {
  if (a.base != b.base || a.rank != b.rank || a.element != b.element ||
      a.tileRank != b.tileRank || a.sparseDim != b.sparseDim || a.hasPadding != b.hasPadding ||
      a.outOfBounds != b.outOfBounds)
    return false;
  for (int dim = 0; dim < a.rank; ++dim)
    if (a.shape[dim] != b.shape[dim] || a.strides[dim] != b.strides[dim])
      return false;
  for (int dim = 0; dim < a.tileRank; ++dim)
    if (a.tileShape[dim] != b.tileShape[dim] || a.tensorDims[dim] != b.tensorDims[dim] ||
        a.steps[dim] != b.steps[dim])
      return false;
  return true;
}

struct PackedTile {
  /// The launch and the linear index of the tile block that last packed or used the tile.
  uint64_t launch = 0;
  int64_t block = -1;
  ViewDescriptor view;
  uint64_t indices[kMaxViewRank];
  uint64_t layout;
  int64_t elements = 0;
  std::unique_ptr<float, FreeDeleter> storage;
  int64_t capacity = 0;

  bool holds(const ViewDescriptor &otherView, const uint64_t *otherIndices,
             uint64_t otherLayout, int64_t otherElements) const {
    if (layout != otherLayout || elements != otherElements || !sameTileView(view, otherView))
      return false;
    for (int dim = 0; dim < view.tileRank; ++dim)
      if (indices[dim] != otherIndices[dim])
        return false;
    return true;
  }
};

struct ChainTiles {
  const void *chain = nullptr;
  uint64_t launch = 0;
  std::vector<PackedTile> steps;
};

struct ThreadCache {
  ChainTiles chains[kMaxChains];
  int64_t bytes = 0;

  /// The chain's tiles: those it had, else a slot no chain of this launch uses.
  ChainTiles *find(const void *chain, uint64_t launch) {
    ChainTiles *free = nullptr;
    for (ChainTiles &tiles : chains) {
      if (tiles.chain == chain) {
        tiles.launch = launch;
        return &tiles;
      }
      if (!free && (!tiles.chain || tiles.launch != launch))
        free = &tiles;
    }
    if (free) {
      free->chain = chain;
      free->launch = launch;
    }
    return free;
  }
};

} // namespace

PackedTileSlot findPackedTile(const BlockContext &context, const void *chain, int64_t step,
                              const ViewDescriptor &view, const uint64_t *indices,
                              uint64_t layout, int64_t elements) {
  thread_local ThreadCache cache;
  uint64_t launch = context.launch->getSequence();
  ChainTiles *tiles = step < kMaxSteps ? cache.find(chain, launch) : nullptr;
  if (!tiles)
    return {};
  if (step >= int64_t(tiles->steps.size()))
    tiles->steps.resize(step + 1);
  PackedTile &tile = tiles->steps[step];
  int64_t block = getLinearBlockIndex(context);
  if (tile.launch == launch && tile.block != block &&
      tile.holds(view, indices, layout, elements)) {
    tile.block = block;
    return {tile.storage.get(), true};
  }
  if (elements > tile.capacity) {
    int64_t bytes = elements * int64_t(sizeof(float));
    if (cache.bytes - tile.capacity * int64_t(sizeof(float)) + bytes > kMaxThreadBytes)
      return {};
    cache.bytes -= tile.capacity * int64_t(sizeof(float));
    tile.capacity = 0;
    tile.launch = 0; // holds nothing until packed again
    tile.storage.reset(static_cast<float *>(std::aligned_alloc(64, size_t((bytes + 63) & ~63))));
    if (!tile.storage)
      return {};
    tile.capacity = elements;
    cache.bytes += bytes;
  }
  tile.launch = launch;
  tile.block = block;
  tile.view = view;
  for (int dim = 0; dim < view.tileRank; ++dim)
    tile.indices[dim] = indices[dim];
  tile.layout = layout;
  tile.elements = elements;
  return {tile.storage.get(), false};
}

} // namespace tilec::runtime
