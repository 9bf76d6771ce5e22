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

/// Bytes of workspace of an mmai chain (i8 a and b, i32 accumulator; MatmulChainI8.cpp) over
/// m×k a tiles and k×n b tiles: first the i16 pairs of the AVX-512 and AVX2 kernels
/// (multiplyAccumulateI8; first, so that they are as aligned as the workspace), then row and
/// column sums (i32, n + 64 of them for whole strips), then per step of a pass an a tile and a
/// b tile repacked with k rounded up to 4 (b 64 columns wider), and one a and one b tile as
/// loaded, each part rounded up to 64 bytes.
constexpr int64_t roundUpToCacheLine(int64_t bytes) { return (bytes + 63) / 64 * 64; }
constexpr int64_t getMatmulChainI8WorkspaceBytes(int64_t m, int64_t n, int64_t k) {
  int64_t roundedK = (k + 3) / 4 * 4;
  return roundUpToCacheLine(4 * ((k + 1) / 2) * (m + n)) + roundUpToCacheLine(4 * (m + n + 64)) +
         getMatmulChainI8Steps(k) *
             (roundUpToCacheLine(m * roundedK) + roundUpToCacheLine(roundedK * (n + 64))) +
         roundUpToCacheLine(m * k) + roundUpToCacheLine(k * n);
}

/// Bytes of workspace of a lone mmai over an m×k a and a k×n b (MatmulRuntime.cpp): the i16
/// pairs of the AVX-512 and AVX2 kernels, or else the row and column sums and the quads of a
/// and b of the VNNI kernel (MatmulQuadsI8.h), in the layout of a chain of one step.
constexpr int64_t getMatmulI8WorkspaceBytes(int64_t m, int64_t n, int64_t k) {
  int64_t roundedK = (k + 3) / 4 * 4;
  return roundUpToCacheLine(4 * ((k + 1) / 2) * (m + n)) + roundUpToCacheLine(4 * (m + n + 64)) +
         roundUpToCacheLine(m * roundedK) + roundUpToCacheLine(roundedK * (n + 64));
}

} // namespace tilec::runtime

#endif // TILEC_RUNTIME_MATMULCHAINABI_H
