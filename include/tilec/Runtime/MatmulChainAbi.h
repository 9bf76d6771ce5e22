//===- MatmulChainAbi.h - frame storage of a K loop's product chain -*- C++ -*-===//
//
// A K loop whose body loads an a tile and a b tile through views and accumulates their
// product into the carried value (`%next = mmaf %a, %b, %sum; continue %next`) is compiled as
// one product chain (lib/Conversion/CudaTileToCPU/ProductChains.cpp, lib/Runtime/Cpu/
// MatmulChain.cpp): each iteration hands its two loads to the chain, which packs b and keeps
// the operands of getMatmulChainSteps(k) iterations, then multiplies them all in one pass of
// the microkernels, with each block of the accumulator in registers across the steps.
//
// The lowering reserves the chain's state and workspace in the tile block's frame; these are
// their sizes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_RUNTIME_MATMULCHAINABI_H
#define TILEC_RUNTIME_MATMULCHAINABI_H

#include <cstdint>

namespace tilec::runtime {

/// Iterations whose products one pass of the microkernels accumulates: about 512 k in all
/// (measured against 128 and 256 on a 2-core AVX-512 machine: a pass reads its a tiles where
/// they lie, and longer passes read longer runs of each row), at most kMatmulChainMaxSteps.
constexpr int64_t kMatmulChainMaxSteps = 8;
constexpr int64_t getMatmulChainSteps(int64_t k) {
  int64_t steps = 512 / k;
  return steps < 1 ? 1 : steps > kMatmulChainMaxSteps ? kMatmulChainMaxSteps : steps;
}

/// Flags of tilec_rt_mmaf_chain_begin and tilec_rt_mmai_chain_begin.
enum MatmulChainFlags : int32_t {
  /// The loop's initial value is zero everywhere and the accumulator does not hold it yet: the
  /// chain writes it, whether or not the loop runs a step.
  kMatmulChainZeroAccumulator = 1,
  /// The kernel synchronizes no tile block with another (no atomics, every memory operation
  /// weak): what one block read, no other may have written unless the two race, so blocks may
  /// share the b tiles they pack (lib/Runtime/Cpu/PackedTileCache.h).
  kMatmulChainShareTiles = 2,
  /// The kernel was compiled with hardware accumulation (CpuCompileOptions::mmafAccumulation):
  /// an mmaf chain may sum in the order and precision of the CPU's matrix instructions - bf16
  /// inputs on AMX-BF16 (lib/Runtime/Cpu/MicrokernelAmx.h) - instead of one f32 FMA after
  /// another in k order. The bound it keeps: every product is exact, and each element differs
  /// from the exact sum c + Σ a·b by at most K·2^-23·(|c| + Σ |a·b|) (K the loop's whole depth:
  /// at most one f32 ulp per addition, whatever the order) plus 2^-126·(K + Σ |a| + Σ |b|) over
  /// its row of a and column of b (subnormal inputs and sums flushed to zero).
  kMatmulChainHardwareAccumulation = 4,
};

/// Bytes of a chain's state (struct MatmulChain in the runtime, which checks the size).
constexpr int64_t kMatmulChainStateBytes = 320;

/// Bytes of workspace of a chain multiplying m×k a tiles by k×n b tiles: per step of a pass an
/// m×k a tile and a k×n b tile packed in strips at most 64 columns wider than b, both as f32,
/// and one m×k plus one k×n tile of the loads' own elements (at most 4 bytes each) for tiles
/// that cannot be read in place.
constexpr int64_t getMatmulChainWorkspaceBytes(int64_t m, int64_t n, int64_t k) {
  return 4 * (getMatmulChainSteps(k) * (m * k + k * (n + 64)) + m * k + k * n);
}

/// Steps per pass of an mmai chain on AMX (MatmulChainI8.cpp): about 1024 k in all, at most
/// kMatmulChainMaxSteps (i8 operands are a quarter of f32's bytes; measured against 512 and
/// 2048 on a 2-core AMX machine, 5% faster at 1024^3 and 2048^3).
constexpr int64_t kI8PassDepth = 1024;
constexpr int64_t getMatmulChainI8Steps(int64_t k) {
  int64_t steps = kI8PassDepth / k;
  return steps < 1 ? 1 : steps > kMatmulChainMaxSteps ? kMatmulChainMaxSteps : steps;
}

/// Whether an m×k by k×n i8 product fits AMX tiles (lib/Runtime/Cpu/MicrokernelAmx.h): m and n
/// multiples of 32, k of 64.
constexpr bool fitsAmxTiles(int64_t m, int64_t n, int64_t k) {
  return m % 32 == 0 && n % 32 == 0 && k % 64 == 0;
}

/// Whether an m×k by k×n bf16 product fits AMX tiles (lib/Runtime/Cpu/MicrokernelAmx.h): m and
/// n multiples of 32, k of 32. Products of other shapes keep the sequential kernels even with
/// hardware accumulation.
constexpr bool fitsAmxBf16Tiles(int64_t m, int64_t n, int64_t k) {
  return m % 32 == 0 && n % 32 == 0 && k % 32 == 0;
}

constexpr int64_t roundUpToCacheLine(int64_t bytes) { return (bytes + 63) / 64 * 64; }

/// The parts of an mmai's workspace (MatmulChainI8.cpp, MatmulRuntime.cpp), in this order,
/// each rounded up to 64 bytes: the i16 pairs of the AVX-512 and AVX2 kernels
/// (multiplyAccumulateI8; first, so that they are as aligned as the workspace); the row and
/// column sums of the VNNI quads (MatmulQuadsI8.h; i32, n + 64 columns for whole strips); then
/// per kept step an a tile and a b tile repacked with k rounded up to 4 (b 64 columns wider).
struct I8WorkspaceLayout {
  int64_t pairsBytes, sumsBytes, aTileBytes, bTileBytes;
  constexpr I8WorkspaceLayout(int64_t m, int64_t n, int64_t k)
      : pairsBytes(roundUpToCacheLine(4 * ((k + 1) / 2) * (m + n))),
        sumsBytes(roundUpToCacheLine(4 * (m + n + 64))),
        aTileBytes(roundUpToCacheLine(m * ((k + 3) / 4 * 4))),
        bTileBytes(roundUpToCacheLine((k + 3) / 4 * 4 * (n + 64))) {}
  /// Bytes before the first step's tiles.
  constexpr int64_t getTilesOffset() const { return pairsBytes + sumsBytes; }
};

/// Bytes of workspace of an mmai chain over m×k a tiles and k×n b tiles: I8WorkspaceLayout with
/// getMatmulChainI8Steps(k) steps, then one a and one b tile as loaded.
constexpr int64_t getMatmulChainI8WorkspaceBytes(int64_t m, int64_t n, int64_t k) {
  I8WorkspaceLayout layout(m, n, k);
  return layout.getTilesOffset() +
         getMatmulChainI8Steps(k) * (layout.aTileBytes + layout.bTileBytes) +
         roundUpToCacheLine(m * k) + roundUpToCacheLine(k * n);
}

/// Bytes of workspace of a lone mmai over an m×k a and a k×n b: I8WorkspaceLayout with one
/// step.
constexpr int64_t getMatmulI8WorkspaceBytes(int64_t m, int64_t n, int64_t k) {
  I8WorkspaceLayout layout(m, n, k);
  return layout.getTilesOffset() + layout.aTileBytes + layout.bTileBytes;
}

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_MATMULCHAINABI_H
