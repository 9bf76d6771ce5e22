//===- PackedTileCache.h - packed b tiles kept for the next tile block -*- C++ -*-===//
//
// A GEMM grid's consecutive tile blocks (x fastest, which OpenMP's guided schedule hands a
// thread in runs) compute C tiles of one column of tiles: their K loops load the same b tiles
// and each packed them again (MatmulChain.cpp), which was about 8% of a 2048^3 f32 GEMM. Each
// thread now keeps the b tiles its last product chain packed, and a chain of another tile
// block of the same launch that loads the same tile (same view, same indices) multiplies the
// kept copy instead of packing its own.
//
// Why the copy is what the load would read: the loads still run through the copy engine (its
// checks and errors are the load's), and the kept tile was packed from the same memory by a
// block of the same launch. Had that memory been written in between, the writer would be a
// block writing what another block reads, unordered - a data race, which the memory model
// leaves undefined - unless the kernel orders blocks (atomics, or memory operations other
// than weak: then the compiler does not let its chains share, kMatmulChainShareTiles). A
// block's own write after its chain's loads would be unordered with them as well (chained
// loads leave their tokens unused), but a tile is reused only by a block other than the one
// that last packed or used it anyway, and never across launches.
//
// Chains are told apart by the address of their state in the block's frame: chains active at
// once (a loop with two products) have different ones, so one never repacks a tile another is
// about to multiply.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_PACKEDTILECACHE_H
#define TILEC_LIB_RUNTIME_CPU_PACKEDTILECACHE_H

#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuViewDescriptor.h"

#include <cstdint>

namespace tilec::runtime {

/// Where the packed b tile of one step of a chain goes.
struct PackedTileSlot {
  /// Storage for the packed tile (null: the cache cannot hold it; pack into the chain's own
  /// workspace).
  float *storage = nullptr;
  /// The storage already holds the tile, packed by another tile block of this launch.
  bool filled = false;
};

/// Tells apart the packings of a b tile: `kind` (the chain's input format and whatever else
/// changes the packed bytes, below 256), the strip width and the tile's k and n (at most
/// 2^24, the most elements a tile has; findPackedTile compares the element counts as well).
inline uint64_t describePacking(uint64_t kind, int64_t stripWidth, int64_t k, int64_t n) {
  return kind | uint64_t(stripWidth) << 8 | uint64_t(k) << 16 | uint64_t(n) << 40;
}

/// The slot of step `step` of the chain whose state is at `chain`, for the b tile loaded
/// through `view` at `indices`, packed as `elements` floats in the layout `layout` describes
/// (any value that tells packings of the same tile apart: format, strip width, k, n). The
/// slot's tile is recorded as this block's: the caller packs it when `filled` is false.
PackedTileSlot findPackedTile(const BlockContext &context, const void *chain, int64_t step,
                              const ViewDescriptor &view, const uint64_t *indices,
                              uint64_t layout, int64_t elements);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_PACKEDTILECACHE_H
