//===- MatmulQuadsI8.cpp - i8 products as AVX512-VNNI quads ---------------===//
#include "MatmulQuadsI8.h"

#include "BulkCopy.h"

#include "tilec/Runtime/MatmulChainAbi.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tilec::runtime {

bool useQuadsForI8Products() { return hasAvx512Vnni(); }

#if defined(__x86_64__)

namespace {

/// The first `count` (0 to 64) bytes.
inline __mmask64 firstBytes(int64_t count) {
  return count >= 64 ? ~__mmask64(0) : (__mmask64(1) << std::max<int64_t>(count, 0)) - 1;
}

} // namespace

__attribute__((target("avx512f,avx512bw,avx512vnni"))) void
packQuadsA(const uint8_t *a, int64_t lda, bool aSigned, int64_t m, int64_t k, uint8_t *packed,
           int32_t *rowSums) {
  int64_t rowBytes = 4 * getQuadCount(k);
  const __m512i flip = _mm512_set1_epi8(aSigned ? char(0x80) : char(0));
  const __m512i ones = _mm512_set1_epi8(1);
  for (int64_t i = 0; i < m; ++i) {
    bulk::prefetchPackRow(a, i, m, lda, size_t(k));
    const uint8_t *source = a + i * lda;
    uint8_t *target = packed + i * rowBytes;
    __m512i sums = _mm512_setzero_si512();
    for (int64_t kk = 0; kk < rowBytes; kk += 64) {
      // Masked loads do not fault past the mask: a may end where its buffer does.
      __mmask64 valid = firstBytes(k - kk);
      __m512i bytes = _mm512_maskz_loadu_epi8(valid, source + kk);
      bytes = _mm512_maskz_mov_epi8(valid, _mm512_xor_si512(bytes, flip));
      sums = _mm512_dpbusd_epi32(sums, bytes, ones);
      _mm512_mask_storeu_epi8(target + kk, firstBytes(rowBytes - kk), bytes);
    }
    // Modulo 2^32, as the sums of the products: unsigned, so that wrapping is defined.
    rowSums[i] = int32_t(uint32_t(rowSums[i]) + uint32_t(_mm512_reduce_add_epi32(sums)));
  }
}

__attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni"))) void
packQuadsB(const uint8_t *b, int64_t ldb, bool bSigned, int64_t k, int64_t n, int64_t width,
           uint8_t *packed, int32_t *columnSums) {
  int64_t quads = getQuadCount(k);
  int64_t paddedColumns = (n + width - 1) / width * width;
  const __m128i flip = _mm_set1_epi8(bSigned ? char(0) : char(0x80));
  const __m128i ones = _mm_set1_epi8(1);
  for (int64_t q = 0; q < quads; ++q) {
    for (int64_t j = 0; j < paddedColumns; j += 16) {
      __mmask16 columns = static_cast<__mmask16>(firstBytes(std::min<int64_t>(n - j, 16)));
      // Rows 4q..4q+3, zero past row k and column n.
      __m128i rows[4];
      for (int t = 0; t < 4; ++t) {
        int64_t row = 4 * q + t;
        __mmask16 mask = row < k ? columns : 0;
        __m128i bytes = _mm_maskz_loadu_epi8(mask, b + row * ldb + j);
        rows[t] = _mm_maskz_mov_epi8(mask, _mm_xor_si128(bytes, flip));
      }
      // Interleave the four rows byte by byte: word c holds column c's four bytes in row
      // order.
      __m128i low01 = _mm_unpacklo_epi8(rows[0], rows[1]);
      __m128i high01 = _mm_unpackhi_epi8(rows[0], rows[1]);
      __m128i low23 = _mm_unpacklo_epi8(rows[2], rows[3]);
      __m128i high23 = _mm_unpackhi_epi8(rows[2], rows[3]);
      __m128i words[4] = {_mm_unpacklo_epi16(low01, low23), _mm_unpackhi_epi16(low01, low23),
                          _mm_unpacklo_epi16(high01, high23),
                          _mm_unpackhi_epi16(high01, high23)};
      uint8_t *target = packed + (((j / width) * quads + q) * width + j % width) * 4;
      for (int t = 0; t < 4; ++t) {
        _mm_storeu_si128(reinterpret_cast<__m128i *>(target + 16 * t), words[t]);
        if (j + 4 * t < n) {
          // Column sums of the s8 quads: 1·b for each byte, added per word. The sums array
          // has room for whole groups of 16 columns.
          auto *sums = reinterpret_cast<__m128i *>(columnSums + j + 4 * t);
          _mm_storeu_si128(sums, _mm_dpbusd_epi32(_mm_loadu_si128(sums), ones, words[t]));
        }
      }
    }
  }
}

#else

void packQuadsA(const uint8_t *, int64_t, bool, int64_t, int64_t, uint8_t *, int32_t *) {}
void packQuadsB(const uint8_t *, int64_t, bool, int64_t, int64_t, int64_t, uint8_t *,
                int32_t *) {}

#endif // defined(__x86_64__)

void multiplyAccumulateI8Quads(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                               bool bSigned, const int32_t *c, int32_t *d, int64_t m, int64_t n,
                               int64_t k, void *workspace) {
  I8WorkspaceLayout layout(m, n, k);
  auto *bytes = static_cast<uint8_t *>(workspace);
  auto *rowSums = reinterpret_cast<int32_t *>(bytes + layout.pairsBytes);
  int32_t *columnSums = rowSums + m;
  std::fill(rowSums, rowSums + m + n + 64, 0);
  uint8_t *aQuads = bytes + layout.getTilesOffset();
  uint8_t *bQuads = aQuads + layout.aTileBytes;
  packQuadsA(a, lda, aSigned, m, k, aQuads, rowSums);
  packQuadsB(b, n, bSigned, k, n, getChainStripWidth(n), bQuads, columnSums);
  if (d != c)
    std::memcpy(d, c, size_t(m * n) * sizeof(int32_t));
  ProductStep<int32_t> step{reinterpret_cast<const int32_t *>(aQuads), getQuadCount(k),
                            reinterpret_cast<const int32_t *>(bQuads)};
  multiplyAccumulateChainI8Quads(&step, 1, d, m, n, getQuadCount(k));
  addQuadCorrections(d, m, n, aSigned, bSigned, k, rowSums, columnSums);
}

void addQuadCorrections(int32_t *d, int64_t m, int64_t n, bool aSigned, bool bSigned,
                        int64_t depth, const int32_t *rowSums, const int32_t *columnSums) {
  // Unsigned arithmetic: the terms wrap modulo 2^32, as the sums do.
  uint32_t aShift = aSigned ? 128 : 0, bShift = bSigned ? 0 : 128;
  if (aShift == 0 && bShift == 0)
    return;
  uint32_t constant = 0u - aShift * bShift * static_cast<uint32_t>(depth);
  for (int64_t i = 0; i < m; ++i) {
    uint32_t rowTerm = bShift * static_cast<uint32_t>(rowSums[i]) + constant;
    auto *row = reinterpret_cast<uint32_t *>(d + i * n);
    for (int64_t j = 0; j < n; ++j)
      row[j] += rowTerm - aShift * static_cast<uint32_t>(columnSums[j]);
  }
}

} // namespace tilec::runtime
