//===- Transpose.cpp - matrix transposes for permute and transposed views -===//
//
// See Transpose.h. The runtime entry tilec_rt_transpose is what the lowering of `permute`
// calls for tiles whose last two dimensions swap (tilec/Conversion, ShapeToCPU.cpp).
//
//===----------------------------------------------------------------------===//
#include "Transpose.h"

#include "tilec/Runtime/RuntimeSymbols.h"

#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tilec::runtime {

namespace {

constexpr int64_t kBlock = 8;

template <typename Element>
void transposeScalar(const Element *from, int64_t fromStride, Element *to, int64_t toStride,
                     int64_t rows, int64_t columns) {
  for (int64_t r0 = 0; r0 < rows; r0 += kBlock)
    for (int64_t c0 = 0; c0 < columns; c0 += kBlock) {
      int64_t rowEnd = r0 + kBlock < rows ? r0 + kBlock : rows;
      int64_t columnEnd = c0 + kBlock < columns ? c0 + kBlock : columns;
      for (int64_t c = c0; c < columnEnd; ++c)
        for (int64_t r = r0; r < rowEnd; ++r)
          to[c * toStride + r] = from[r * fromStride + c];
    }
}

#if defined(__x86_64__)
/// One 8×8 block of 4-byte elements in registers: each register is loaded with the left (or
/// right) halves of rows i and i + 4, so that unpacking pairs of rows and shuffling the pairs
/// into quarter columns transposes both 4×4 quadrants of a register pair at once. Loading the
/// halves (vinsertf128 from memory) takes the exchange of 128-bit halves off the shuffle
/// port, 16 shuffles per block instead of 24.
__attribute__((target("avx"))) inline void transposeBlock8x8(const float *from,
                                                              int64_t fromStride, float *to,
                                                              int64_t toStride) {
  // halves[h][i]: columns 4h..4h+3 of rows i (low lane) and i + 4 (high lane).
  __m256 halves[2][4];
  for (int h = 0; h < 2; ++h)
    for (int i = 0; i < 4; ++i)
      halves[h][i] = _mm256_insertf128_ps(
          _mm256_castps128_ps256(_mm_loadu_ps(from + i * fromStride + 4 * h)),
          _mm_loadu_ps(from + (i + 4) * fromStride + 4 * h), 1);
  for (int h = 0; h < 2; ++h) {
    __m256 low01 = _mm256_unpacklo_ps(halves[h][0], halves[h][1]);
    __m256 high01 = _mm256_unpackhi_ps(halves[h][0], halves[h][1]);
    __m256 low23 = _mm256_unpacklo_ps(halves[h][2], halves[h][3]);
    __m256 high23 = _mm256_unpackhi_ps(halves[h][2], halves[h][3]);
    float *column = to + 4 * h * toStride;
    _mm256_storeu_ps(column, _mm256_shuffle_ps(low01, low23, _MM_SHUFFLE(1, 0, 1, 0)));
    _mm256_storeu_ps(column + toStride, _mm256_shuffle_ps(low01, low23, _MM_SHUFFLE(3, 2, 3, 2)));
    _mm256_storeu_ps(column + 2 * toStride,
                     _mm256_shuffle_ps(high01, high23, _MM_SHUFFLE(1, 0, 1, 0)));
    _mm256_storeu_ps(column + 3 * toStride,
                     _mm256_shuffle_ps(high01, high23, _MM_SHUFFLE(3, 2, 3, 2)));
  }
}

/// One 8×8 block of 2-byte elements in SSE2 registers (part of x86-64): interleave 16-bit,
/// then 32-bit, then 64-bit pieces of row pairs.
inline void transposeBlock8x8(const uint16_t *from, int64_t fromStride, uint16_t *to,
                              int64_t toStride) {
  __m128i row[8], pairs[8], quads[8];
  for (int i = 0; i < 8; ++i)
    row[i] = _mm_loadu_si128(reinterpret_cast<const __m128i *>(from + i * fromStride));
  for (int i = 0; i < 8; i += 2) {
    pairs[i] = _mm_unpacklo_epi16(row[i], row[i + 1]);
    pairs[i + 1] = _mm_unpackhi_epi16(row[i], row[i + 1]);
  }
  for (int i = 0; i < 8; i += 4) {
    quads[i] = _mm_unpacklo_epi32(pairs[i], pairs[i + 2]);
    quads[i + 1] = _mm_unpackhi_epi32(pairs[i], pairs[i + 2]);
    quads[i + 2] = _mm_unpacklo_epi32(pairs[i + 1], pairs[i + 3]);
    quads[i + 3] = _mm_unpackhi_epi32(pairs[i + 1], pairs[i + 3]);
  }
  for (int i = 0; i < 4; ++i) {
    _mm_storeu_si128(reinterpret_cast<__m128i *>(to + 2 * i * toStride),
                     _mm_unpacklo_epi64(quads[i], quads[i + 4]));
    _mm_storeu_si128(reinterpret_cast<__m128i *>(to + (2 * i + 1) * toStride),
                     _mm_unpackhi_epi64(quads[i], quads[i + 4]));
  }
}

/// Whole 8×8 blocks with the block kernel, the edges with scalar copies.
template <typename Element>
[[gnu::always_inline]] inline void transposeInBlocks(const Element *from, int64_t fromStride,
                                                     Element *to, int64_t toStride,
                                                     int64_t rows, int64_t columns) {
  int64_t wholeRows = rows / kBlock * kBlock, wholeColumns = columns / kBlock * kBlock;
  for (int64_t r = 0; r < wholeRows; r += kBlock)
    for (int64_t c = 0; c < wholeColumns; c += kBlock)
      transposeBlock8x8(from + r * fromStride + c, fromStride, to + c * toStride + r, toStride);
  // The edges: the last columns of every row, then the last rows of the whole columns.
  if (wholeColumns < columns)
    transposeScalar(from + wholeColumns, fromStride, to + wholeColumns * toStride, toStride,
                    rows, columns - wholeColumns);
  if (wholeRows < rows)
    transposeScalar(from + wholeRows * fromStride, fromStride, to + wholeRows, toStride,
                    rows - wholeRows, wholeColumns);
}

__attribute__((target("avx"))) void transposeAvx(const float *from, int64_t fromStride,
                                                 float *to, int64_t toStride, int64_t rows,
                                                 int64_t columns) {
  transposeInBlocks(from, fromStride, to, toStride, rows, columns);
}

bool hasAvx() {
  static const bool avx = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") != 0;
  }();
  return avx;
}
#endif

} // namespace

void transposeMatrix(const void *from, int64_t fromStride, void *to, int64_t toStride,
                     int64_t rows, int64_t columns, unsigned bytes) {
  switch (bytes) {
  case 1:
    return transposeScalar(static_cast<const uint8_t *>(from), fromStride,
                           static_cast<uint8_t *>(to), toStride, rows, columns);
  case 2:
#if defined(__x86_64__)
    return transposeInBlocks(static_cast<const uint16_t *>(from), fromStride,
                             static_cast<uint16_t *>(to), toStride, rows, columns);
#else
    return transposeScalar(static_cast<const uint16_t *>(from), fromStride,
                           static_cast<uint16_t *>(to), toStride, rows, columns);
#endif
  case 4:
#if defined(__x86_64__)
    if (hasAvx())
      return transposeAvx(static_cast<const float *>(from), fromStride, static_cast<float *>(to),
                          toStride, rows, columns);
#endif
    return transposeScalar(static_cast<const uint32_t *>(from), fromStride,
                           static_cast<uint32_t *>(to), toStride, rows, columns);
  default:
    return transposeScalar(static_cast<const uint64_t *>(from), fromStride,
                           static_cast<uint64_t *>(to), toStride, rows, columns);
  }
}

} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// permute of a tile's last two dimensions: `batches` row-major rows×columns matrices of
/// `bytes`-byte elements at `source`, each transposed into `result`.
void tilec_rt_transpose(const void *source, void *result, int64_t batches, int64_t rows,
                        int64_t columns, int32_t bytes) {
  int64_t matrixBytes = rows * columns * bytes;
  for (int64_t batch = 0; batch < batches; ++batch)
    transposeMatrix(static_cast<const uint8_t *>(source) + batch * matrixBytes, columns,
                    static_cast<uint8_t *>(result) + batch * matrixBytes, rows, rows, columns,
                    unsigned(bytes));
}

} // extern "C"

namespace tilec::runtime {

void appendTransposeRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_transpose", reinterpret_cast<void *>(&tilec_rt_transpose)});
}

} // namespace tilec::runtime
