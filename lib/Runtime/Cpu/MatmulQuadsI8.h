//===- MatmulQuadsI8.h - i8 products as AVX512-VNNI quads -------*- C++ -*-===//
//
// AVX512-VNNI's vpdpbusd adds to each i32 lane the four products of an unsigned byte quad
// by a signed byte quad: 64 multiply-adds per instruction, twice vpdpwssd's. mmai's operands
// have either signedness, so an mmai chain without AMX (MatmulChainI8.cpp) shifts them into
// the instruction's: a_u = a + 128 for a signed a (a ^ 0x80), b_s = b - 128 for an unsigned b
// (b ^ 0x80), and corrects the sum afterwards:
//
//   Σ_k a·b = Σ_k a_u·b_s + 128·[b unsigned]·Σ_k a_u - 128·[a signed]·Σ_k b_s
//             - 16384·[a signed]·[b unsigned]·K
//
// an identity of integers, so it holds modulo 2^32 too: the result is the interpreter's
// exactly. Packing records the row sums of a_u and the column sums of b_s that it needs.
//
// Layouts (k rounded up to a multiple of 4 with zero bytes, `quads` = that / 4):
//   a: m rows of `quads` words, word (i, q) = a_u[i, 4q..4q+3] (the broadcast operand);
//   b: strips of `width` columns (getChainStripWidth), word ((j / width)·quads + q)·width +
//      j % width = b_s[4q..4q+3, j], zero past column n (the vector operand).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_MATMULQUADSI8_H
#define TILEC_LIB_RUNTIME_CPU_MATMULQUADSI8_H

#include "MicrokernelMatmul.h"

#include <cstdint>

namespace tilec::runtime {

/// Whether this process multiplies i8 products (chains and lone mmai) in quads where AMX does
/// not (AVX-512 with VNNI, and the matmul ISA not narrowed below AVX-512).
bool useQuadsForI8Products();

/// Words of a row of quads over k bytes.
constexpr int64_t getQuadCount(int64_t k) { return (k + 3) / 4; }

/// Packs m×k a (rows `lda` bytes apart) into `packed` (m × getQuadCount(k) words) and adds
/// each row's Σ a_u to rowSums[i].
void packQuadsA(const uint8_t *a, int64_t lda, bool aSigned, int64_t m, int64_t k,
                uint8_t *packed, int32_t *rowSums);

/// Packs k×n b (rows `ldb` bytes apart) into strips of `width` columns in `packed`
/// (getQuadCount(k) × n rounded up to `width`, words) and adds each column's Σ b_s to
/// columnSums[j].
void packQuadsB(const uint8_t *b, int64_t ldb, bool bSigned, int64_t k, int64_t n, int64_t width,
                uint8_t *packed, int32_t *columnSums);

/// d = c + a·b for a lone mmai (MatmulRuntime.cpp) in quads: a's rows `lda` bytes apart, b
/// dense; d may be c. `workspace` has getMatmulI8WorkspaceBytes(m, n, k) bytes. Requires
/// useQuadsForI8Products().
void multiplyAccumulateI8Quads(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                               bool bSigned, const int32_t *c, int32_t *d, int64_t m, int64_t n,
                               int64_t k, void *workspace);

/// d[i, j] += the correction above for a sum over `depth` values of k in all.
void addQuadCorrections(int32_t *d, int64_t m, int64_t n, bool aSigned, bool bSigned,
                        int64_t depth, const int32_t *rowSums, const int32_t *columnSums);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_MATMULQUADSI8_H
