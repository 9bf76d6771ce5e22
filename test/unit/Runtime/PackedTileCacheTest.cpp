//===- PackedTileCacheTest.cpp - when a packed b tile is shared -----------===//
//
// lib/Runtime/Cpu/PackedTileCache.h: a tile packed by one tile block is handed to another
// block of the same launch that loads the same tile through the same view, and to nothing
// else: not to the block that packed it, not to a later launch, not for other indices,
// another view, another packing or another chain.
//
//===----------------------------------------------------------------------===//
#include "PackedTileCache.h"

#include "tilec/Runtime/CpuLaunch.h"

#include <gtest/gtest.h>

using namespace tilec::runtime;

namespace {

ViewDescriptor makeView(uint64_t base) {
  ViewDescriptor view{};
  view.base = base;
  view.rank = 2;
  view.element = ScalarKind::F32;
  view.shape[0] = 256;
  view.shape[1] = 256;
  view.strides[0] = 256;
  view.strides[1] = 1;
  view.tileRank = 2;
  view.sparseDim = -1;
  view.hasPadding = 1;
  view.tileShape[0] = 64;
  view.tileShape[1] = 64;
  view.tensorDims[0] = 0;
  view.tensorDims[1] = 1;
  view.steps[0] = 64;
  view.steps[1] = 64;
  return view;
}

struct Launch {
  Launch() {
    state.beginLaunch();
    context.gridSize[0] = 4;
    context.gridSize[1] = 4;
    context.gridSize[2] = 1;
    context.launch = &state;
  }
  BlockContext &block(int32_t x, int32_t y) {
    context.blockId[0] = x;
    context.blockId[1] = y;
    context.blockId[2] = 0;
    return context;
  }
  LaunchState state;
  BlockContext context{};
};

constexpr uint64_t kLayout = 42;
constexpr int64_t kElements = 64 * 64;
/// Stand-ins for the states of two chains, which the cache tells apart by address.
int chainStates[2];
const void *const kChainA = &chainStates[0], *const kChainB = &chainStates[1];

TEST(PackedTileCache, NextBlockGetsTheTilePackedForIt) {
  Launch launch;
  ViewDescriptor view = makeView(0x10000);
  uint64_t indices[2] = {1, 2};
  PackedTileSlot first = findPackedTile(launch.block(0, 2), kChainA, 0, view, indices, kLayout,
                                        kElements);
  ASSERT_NE(first.storage, nullptr);
  EXPECT_FALSE(first.filled);
  first.storage[0] = 7.0f;
  PackedTileSlot second = findPackedTile(launch.block(1, 2), kChainA, 0, view, indices,
                                         kLayout, kElements);
  EXPECT_TRUE(second.filled);
  EXPECT_EQ(second.storage, first.storage);
  EXPECT_EQ(second.storage[0], 7.0f);
  // Block 2 may take it from block 1, which used it last.
  EXPECT_TRUE(findPackedTile(launch.block(2, 2), kChainA, 0, view, indices, kLayout, kElements)
                  .filled);
}

TEST(PackedTileCache, TheSameBlockPacksAgain) {
  // It may have written the memory since (a loop around the K loop that stores into b).
  Launch launch;
  ViewDescriptor view = makeView(0x20000);
  uint64_t indices[2] = {0, 0};
  EXPECT_FALSE(
      findPackedTile(launch.block(3, 1), kChainA, 0, view, indices, kLayout, kElements).filled);
  EXPECT_FALSE(
      findPackedTile(launch.block(3, 1), kChainA, 0, view, indices, kLayout, kElements).filled);
  // Once another block has used it, the first may take it back: had the first written the
  // memory since it packed the tile, that write would race with the other block's read.
  EXPECT_TRUE(
      findPackedTile(launch.block(0, 2), kChainA, 0, view, indices, kLayout, kElements).filled);
  EXPECT_TRUE(
      findPackedTile(launch.block(3, 1), kChainA, 0, view, indices, kLayout, kElements).filled);
}

TEST(PackedTileCache, NothingIsKeptFromAnEarlierLaunch) {
  ViewDescriptor view = makeView(0x30000);
  uint64_t indices[2] = {3, 3};
  {
    Launch launch;
    findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout, kElements);
  }
  Launch later;
  EXPECT_FALSE(
      findPackedTile(later.block(1, 0), kChainA, 0, view, indices, kLayout, kElements).filled);
}

TEST(PackedTileCache, OtherLoadsPackTheirOwn) {
  Launch launch;
  ViewDescriptor view = makeView(0x40000);
  uint64_t indices[2] = {1, 1};
  findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout, kElements);

  uint64_t otherIndices[2] = {1, 2};
  EXPECT_FALSE(findPackedTile(launch.block(1, 0), kChainA, 0, view, otherIndices, kLayout,
                              kElements)
                   .filled);
  findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout, kElements);
  ViewDescriptor otherView = view;
  otherView.strides[0] = 512;
  EXPECT_FALSE(findPackedTile(launch.block(1, 0), kChainA, 0, otherView, indices, kLayout,
                              kElements)
                   .filled);
  findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout, kElements);
  EXPECT_FALSE(findPackedTile(launch.block(1, 0), kChainA, 0, view, indices, kLayout + 1,
                              kElements)
                   .filled);
  // Another step of the loop, or another chain, has its own tiles.
  findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout, kElements);
  EXPECT_FALSE(
      findPackedTile(launch.block(1, 0), kChainA, 1, view, indices, kLayout, kElements).filled);
  EXPECT_FALSE(
      findPackedTile(launch.block(1, 0), kChainB, 0, view, indices, kLayout, kElements).filled);
}

TEST(PackedTileCache, ChainsActiveTogetherKeepTheirTiles) {
  // Two products in one loop: the second chain's packing must not overwrite the first's.
  Launch launch;
  ViewDescriptor view = makeView(0x50000);
  uint64_t first[2] = {0, 0}, second[2] = {0, 1};
  PackedTileSlot a =
      findPackedTile(launch.block(0, 0), kChainA, 0, view, first, kLayout, kElements);
  PackedTileSlot b =
      findPackedTile(launch.block(0, 0), kChainB, 0, view, second, kLayout, kElements);
  ASSERT_NE(a.storage, nullptr);
  ASSERT_NE(b.storage, nullptr);
  EXPECT_NE(a.storage, b.storage);
}

TEST(PackedTileCache, TilesPastTheLimitsAreNotKept) {
  // The chain then packs into its own workspace, as without the cache.
  Launch launch;
  ViewDescriptor view = makeView(0x60000);
  uint64_t indices[2] = {0, 0};
  EXPECT_EQ(findPackedTile(launch.block(0, 0), kChainA, /*step=*/256, view, indices, kLayout,
                           kElements)
                .storage,
            nullptr);
  // More than a thread keeps in all (32 MiB).
  EXPECT_EQ(findPackedTile(launch.block(0, 0), kChainA, 0, view, indices, kLayout,
                           int64_t(9) << 20)
                .storage,
            nullptr);
}

} // namespace
