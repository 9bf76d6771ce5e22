//===- MicrokernelMatmul.cpp - register-blocked matrix products -----------===//
//
// The AVX-512 and AVX2 instantiations of MicrokernelBlock.h and of the rounded accumulations,
// the portable loops, and the choice between them (see MicrokernelMatmul.h).
//
// Register blocks: AVX-512 has 32 vector registers, so a block is 8 rows × 3 vectors (24
// accumulators, 3 vectors of b, 1 broadcast of a), or 6 × 4 or 12 × 2 where those divide the
// width of d (multiplyAccumulateFitted); AVX2 has 16: 6 rows × 2 vectors.
//
// The integer product widens a and b to i16 and multiplies pairs of k at once with vpmaddwd
// (a[i,2p]·b[2p,j] + a[i,2p+1]·b[2p+1,j], exact in i32: at most 2·255² in magnitude): a is
// packed as m×⌈k/2⌉ i32 words holding the pair (a[i,2p], a[i,2p+1]), b as ⌈k/2⌉×n words
// holding (b[2p,j], b[2p+1,j]); an odd k is padded with a zero. AVX512-VNNI's vpdpwssd does
// the multiply and the add in one instruction.
//
//===----------------------------------------------------------------------===//
#include "MicrokernelMatmul.h"
#include "MatmulQuadsI8.h"
#include "MicrokernelAmx.h"

#include "tilec/Numeric/FastConvert.h"

#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string_view>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tilec::runtime {
namespace {

//===----------------------------------------------------------------------===//
// Accumulations rounded through round-to-odd (f16 accumulators, scaled products)
//===----------------------------------------------------------------------===//

/// `sum` + `product` (an exact product) rounded to f16, as the interpreter does: TwoSum gives
/// the exact sum as total + error, round-to-odd into f32 keeps enough bits (24 ≥ 11 + 2) for
/// the final round-to-nearest into f16 to be the correctly rounded sum.
inline float addIntoF16(float product, float sum) {
  float total = product + sum;
  float sumPart = total - product;
  float productPart = total - sumPart;
  float error = (product - productPart) + (sum - sumPart);
  uint32_t bits = std::bit_cast<uint32_t>(total);
  // An inexact total (never zero then) with an even last bit moves one unit toward the exact
  // sum.
  if (std::isfinite(total) && error != 0 && (bits & 1) == 0)
    bits += (error > 0) == (total > 0) ? 1 : -1;
  // _Float16 conversions round to nearest even (F16C where the function's target has it).
  return static_cast<float>(static_cast<_Float16>(std::bit_cast<float>(bits)));
}

/// `sum` + `product` (an exact double) rounded to f32 through a round-to-odd double, as the
/// interpreter does for mmaf_scaled (53 ≥ 24 + 2 bits).
inline float addIntoF32(double product, float sum) {
  double total = product + sum;
  double sumPart = total - product;
  double productPart = total - sumPart;
  double error = (product - productPart) + (sum - sumPart);
  uint64_t bits = std::bit_cast<uint64_t>(total);
  if (std::isfinite(total) && error != 0 && (bits & 1) == 0)
    bits += (error > 0) == (total > 0) ? 1 : -1;
  return static_cast<float>(std::bit_cast<double>(bits));
}

/// acc[i,j] = step(a[i,kk]·b[kk,j], acc[i,j]) for kk in order. Always inlined, so that the
/// j loop is vectorized for the instruction set of the caller.
template <typename Value, float (*Step)(Value, float)>
[[gnu::always_inline]] inline void accumulateProducts(const Value *a, const Value *b, float *acc,
                                                      int64_t m, int64_t n, int64_t k) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t kk = 0; kk < k; ++kk) {
      Value x = a[i * k + kk];
      for (int64_t j = 0; j < n; ++j) {
        // A statement of its own: the product must not be contracted into an FMA.
        Value product = x * b[kk * n + j];
        acc[i * n + j] = Step(product, acc[i * n + j]);
      }
    }
}

} // namespace

#if defined(__x86_64__)

#pragma clang attribute push(                                                                  \
    __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,fma,f16c"))), apply_to = function)
namespace avx512 {

struct F32 {
  using Element = float;
  using Vector = __m512;
  using Mask = __mmask16;
  static constexpr int kLanes = 16, kRows = 8, kVectors = 3;
  static Vector load(const float *p) { return _mm512_loadu_ps(p); }
  static Vector loadPartial(const float *p, Mask mask) { return _mm512_maskz_loadu_ps(mask, p); }
  static void store(float *p, Vector v) { _mm512_storeu_ps(p, v); }
  static void storePartial(float *p, Vector v, Mask mask) { _mm512_mask_storeu_ps(p, mask, v); }
  static Vector broadcast(float x) { return _mm512_set1_ps(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) { return _mm512_fmadd_ps(x, y, acc); }
  static Mask partialMask(int64_t lanes) { return static_cast<Mask>((1u << lanes) - 1); }
};

struct F64 {
  using Element = double;
  using Vector = __m512d;
  using Mask = __mmask8;
  static constexpr int kLanes = 8, kRows = 8, kVectors = 3;
  static Vector load(const double *p) { return _mm512_loadu_pd(p); }
  static Vector loadPartial(const double *p, Mask mask) { return _mm512_maskz_loadu_pd(mask, p); }
  static void store(double *p, Vector v) { _mm512_storeu_pd(p, v); }
  static void storePartial(double *p, Vector v, Mask mask) { _mm512_mask_storeu_pd(p, mask, v); }
  static Vector broadcast(double x) { return _mm512_set1_pd(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) { return _mm512_fmadd_pd(x, y, acc); }
  static Mask partialMask(int64_t lanes) { return static_cast<Mask>((1u << lanes) - 1); }
};

/// Pairs of i16 in each i32 lane (see the file comment).
struct I16Pairs {
  using Element = int32_t;
  using Vector = __m512i;
  using Mask = __mmask16;
  static constexpr int kLanes = 16, kRows = 8, kVectors = 3;
  static Vector load(const int32_t *p) { return _mm512_loadu_si512(p); }
  static Vector loadPartial(const int32_t *p, Mask mask) {
    return _mm512_maskz_loadu_epi32(mask, p);
  }
  static void store(int32_t *p, Vector v) { _mm512_storeu_si512(p, v); }
  static void storePartial(int32_t *p, Vector v, Mask mask) {
    _mm512_mask_storeu_epi32(p, mask, v);
  }
  static Vector broadcast(int32_t x) { return _mm512_set1_epi32(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) {
    return _mm512_add_epi32(acc, _mm512_madd_epi16(x, y));
  }
  static Mask partialMask(int64_t lanes) { return static_cast<Mask>((1u << lanes) - 1); }
};

#include "MicrokernelBlock.h"

void accumulateF16Products(const float *a, const float *b, float *acc, int64_t m, int64_t n,
                           int64_t k) {
  accumulateProducts<float, addIntoF16>(a, b, acc, m, n, k);
}

void accumulateScaledProducts(const double *a, const double *b, float *acc, int64_t m,
                              int64_t n, int64_t k) {
  accumulateProducts<double, addIntoF32>(a, b, acc, m, n, k);
}

} // namespace avx512
#pragma clang attribute pop

#pragma clang attribute push(                                                                  \
    __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq,avx512vnni,fma"))),             \
    apply_to = function)
namespace avx512vnni {

/// vpdpwssd fuses vpmaddwd and the add (it does not saturate; vpdpwssds would).
struct I16Pairs : avx512::I16Pairs {
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) {
    return _mm512_dpwssd_epi32(acc, x, y);
  }
};

/// Unsigned by signed byte quads in each i32 lane (MatmulQuadsI8.h): vpdpbusd, the broadcast
/// a the unsigned operand.
struct U8S8Quads : avx512::I16Pairs {
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) {
    return _mm512_dpbusd_epi32(acc, x, y);
  }
};

#include "MicrokernelBlock.h"

} // namespace avx512vnni
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target("avx2,fma,f16c"))), apply_to = function)
namespace avx2 {

void convertF16ToF32(const uint16_t *source, float *values, int64_t count) {
  int64_t i = 0;
  for (; i + 8 <= count; i += 8)
    _mm256_storeu_ps(values + i, _mm256_cvtph_ps(_mm_loadu_si128(
                                     reinterpret_cast<const __m128i *>(source + i))));
  for (; i < count; ++i)
    values[i] = _cvtsh_ss(source[i]);
}

/// bf16 is the high half of an f32: widen each to 32 bits and shift it up.
void convertBf16ToF32(const uint16_t *source, float *values, int64_t count) {
  int64_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i wide = _mm256_cvtepu16_epi32(
        _mm_loadu_si128(reinterpret_cast<const __m128i *>(source + i)));
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(values + i), _mm256_slli_epi32(wide, 16));
  }
  for (; i < count; ++i)
    values[i] = numeric::bf16ToF32(source[i]);
}

/// AVX2 masks are vectors whose lanes are all ones (on) or zero (off).
inline __m256i firstLanes32(int64_t lanes) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int32_t>(lanes)),
                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

struct F32 {
  using Element = float;
  using Vector = __m256;
  using Mask = __m256i;
  static constexpr int kLanes = 8, kRows = 6, kVectors = 2;
  static Vector load(const float *p) { return _mm256_loadu_ps(p); }
  static Vector loadPartial(const float *p, Mask mask) { return _mm256_maskload_ps(p, mask); }
  static void store(float *p, Vector v) { _mm256_storeu_ps(p, v); }
  static void storePartial(float *p, Vector v, Mask mask) { _mm256_maskstore_ps(p, mask, v); }
  static Vector broadcast(float x) { return _mm256_set1_ps(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) { return _mm256_fmadd_ps(x, y, acc); }
  static Mask partialMask(int64_t lanes) { return firstLanes32(lanes); }
};

struct F64 {
  using Element = double;
  using Vector = __m256d;
  using Mask = __m256i;
  static constexpr int kLanes = 4, kRows = 6, kVectors = 2;
  static Vector load(const double *p) { return _mm256_loadu_pd(p); }
  static Vector loadPartial(const double *p, Mask mask) { return _mm256_maskload_pd(p, mask); }
  static void store(double *p, Vector v) { _mm256_storeu_pd(p, v); }
  static void storePartial(double *p, Vector v, Mask mask) { _mm256_maskstore_pd(p, mask, v); }
  static Vector broadcast(double x) { return _mm256_set1_pd(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) { return _mm256_fmadd_pd(x, y, acc); }
  static Mask partialMask(int64_t lanes) {
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(lanes), _mm256_setr_epi64x(0, 1, 2, 3));
  }
};

struct I16Pairs {
  using Element = int32_t;
  using Vector = __m256i;
  using Mask = __m256i;
  static constexpr int kLanes = 8, kRows = 6, kVectors = 2;
  static Vector load(const int32_t *p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
  }
  static Vector loadPartial(const int32_t *p, Mask mask) {
    return _mm256_maskload_epi32(p, mask);
  }
  static void store(int32_t *p, Vector v) {
    _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), v);
  }
  static void storePartial(int32_t *p, Vector v, Mask mask) {
    _mm256_maskstore_epi32(p, mask, v);
  }
  static Vector broadcast(int32_t x) { return _mm256_set1_epi32(x); }
  static Vector multiplyAdd(Vector x, Vector y, Vector acc) {
    return _mm256_add_epi32(acc, _mm256_madd_epi16(x, y));
  }
  static Mask partialMask(int64_t lanes) { return firstLanes32(lanes); }
};

#include "MicrokernelBlock.h"

void accumulateF16Products(const float *a, const float *b, float *acc, int64_t m, int64_t n,
                           int64_t k) {
  accumulateProducts<float, addIntoF16>(a, b, acc, m, n, k);
}

void accumulateScaledProducts(const double *a, const double *b, float *acc, int64_t m,
                              int64_t n, int64_t k) {
  accumulateProducts<double, addIntoF32>(a, b, acc, m, n, k);
}

} // namespace avx2
#pragma clang attribute pop

#endif // defined(__x86_64__)

namespace {

MatmulIsa detectMatmulIsa() {
  MatmulIsa best = MatmulIsa::Portable;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
      __builtin_cpu_supports("f16c"))
    best = MatmulIsa::Avx2;
  if (best == MatmulIsa::Avx2 && __builtin_cpu_supports("avx512f") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("avx512dq"))
    best = MatmulIsa::Avx512;
#endif
  const char *request = std::getenv("TILEC_CPU_MATMUL_ISA");
  if (!request)
    return best;
  std::string_view name(request);
  MatmulIsa requested = name == "portable" ? MatmulIsa::Portable
                        : name == "avx2"   ? MatmulIsa::Avx2
                                           : MatmulIsa::Avx512;
  return requested < best ? requested : best;
}

/// d = c + a·b with `step(x, y, sum)` per product, rows of d in k order; d may be c.
template <typename Element, typename Step>
void multiplyAccumulatePortable(const Element *a, int64_t lda, const Element *b, const Element *c,
                                Element *d, int64_t m, int64_t n, int64_t depth, Step step) {
  for (int64_t i = 0; i < m; ++i) {
    Element *row = d + i * n;
    if (row != c + i * n)
      std::memcpy(row, c + i * n, n * sizeof(Element));
    for (int64_t p = 0; p < depth; ++p) {
      Element x = a[i * lda + p];
      for (int64_t j = 0; j < n; ++j)
        row[j] = step(x, b[p * n + j], row[j]);
    }
  }
}

/// Two i16 in one word, `low` first in memory.
int32_t packPair(int16_t low, int16_t high) {
  return static_cast<int32_t>(static_cast<uint16_t>(low) |
                              (static_cast<uint32_t>(static_cast<uint16_t>(high)) << 16));
}

int16_t extendByte(uint8_t byte, bool isSigned) {
  return isSigned ? static_cast<int16_t>(static_cast<int8_t>(byte)) : static_cast<int16_t>(byte);
}

} // namespace

MatmulIsa getMatmulIsa() {
  static const MatmulIsa isa = detectMatmulIsa();
  return isa;
}

bool hasAvx512Vnni() {
#if defined(__x86_64__)
  static const bool vnni =
      getMatmulIsa() == MatmulIsa::Avx512 && __builtin_cpu_supports("avx512vnni");
  return vnni;
#else
  return false;
#endif
}

void convertF16ToF32(const uint16_t *source, float *values, int64_t count) {
#if defined(__x86_64__)
  if (getMatmulIsa() != MatmulIsa::Portable)
    return avx2::convertF16ToF32(source, values, count);
#endif
  for (int64_t i = 0; i < count; ++i)
    values[i] = numeric::f16ToF32(source[i]);
}

void convertBf16ToF32(const uint16_t *source, float *values, int64_t count) {
#if defined(__x86_64__)
  if (getMatmulIsa() != MatmulIsa::Portable)
    return avx2::convertBf16ToF32(source, values, count);
#endif
  for (int64_t i = 0; i < count; ++i)
    values[i] = numeric::bf16ToF32(source[i]);
}

void multiplyAccumulateF32(const float *a, int64_t lda, const float *b, const float *c, float *d,
                           int64_t m, int64_t n, int64_t k) {
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    return avx512::multiplyAccumulateFitted<avx512::F32>(a, b, c, d, m, n, k, lda);
  case MatmulIsa::Avx2:
    return avx2::multiplyAccumulate<avx2::F32>(a, b, c, d, m, n, k, lda);
  case MatmulIsa::Portable:
    break;
  }
#endif
  multiplyAccumulatePortable(a, lda, b, c, d, m, n, k,
                             [](float x, float y, float sum) { return std::fma(x, y, sum); });
}

int64_t getChainStripWidth(int64_t n) {
  if (getMatmulIsa() != MatmulIsa::Avx512)
    return 16;
  // The blocks of multiplyAccumulateFitted: 6 rows × 4 vectors, 12 × 2, else 8 × 3.
  return n % 64 == 0 ? 64 : n % 32 == 0 ? 32 : 48;
}

void multiplyAccumulateChainF32(const ChainStep *steps, int64_t count, float *d, int64_t m,
                                int64_t n, int64_t k, bool fromZero) {
  int64_t width = getChainStripWidth(n);
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    if (width == 64)
      return avx512::multiplyChain<avx512::F32, 6, 4>(steps, count, d, m, n, k, fromZero);
    if (width == 32)
      return avx512::multiplyChain<avx512::F32, 12, 2>(steps, count, d, m, n, k, fromZero);
    return avx512::multiplyChain<avx512::F32, 8, 3>(steps, count, d, m, n, k, fromZero);
  case MatmulIsa::Avx2:
    return avx2::multiplyChain<avx2::F32, 6, 2>(steps, count, d, m, n, k, fromZero);
  case MatmulIsa::Portable:
    break;
  }
#endif
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float sum = fromZero ? 0.0f : d[i * n + j];
      for (int64_t s = 0; s < count; ++s) {
        const float *column = steps[s].b + (j / width) * k * width + j % width;
        for (int64_t kk = 0; kk < k; ++kk)
          sum = std::fma(steps[s].a[i * steps[s].lda + kk], column[kk * width], sum);
      }
      d[i * n + j] = sum;
    }
}

void multiplyAccumulateChainI8Quads(const ProductStep<int32_t> *steps, int64_t count, int32_t *d,
                                    int64_t m, int64_t n, int64_t quads) {
#if defined(__x86_64__)
  if (hasAvx512Vnni()) {
    int64_t width = getChainStripWidth(n);
    if (width == 64)
      return avx512vnni::multiplyChain<avx512vnni::U8S8Quads, 6, 4>(steps, count, d, m, n, quads);
    if (width == 32)
      return avx512vnni::multiplyChain<avx512vnni::U8S8Quads, 12, 2>(steps, count, d, m, n,
                                                                     quads);
    return avx512vnni::multiplyChain<avx512vnni::U8S8Quads, 8, 3>(steps, count, d, m, n, quads);
  }
#endif
  std::abort(); // Only called where useQuadsForI8Products() holds.
}

void multiplyAccumulateF64(const double *a, const double *b, const double *c, double *d,
                           int64_t m, int64_t n, int64_t k) {
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    return avx512::multiplyAccumulateFitted<avx512::F64>(a, b, c, d, m, n, k, k);
  case MatmulIsa::Avx2:
    return avx2::multiplyAccumulate<avx2::F64>(a, b, c, d, m, n, k, k);
  case MatmulIsa::Portable:
    break;
  }
#endif
  multiplyAccumulatePortable(a, k, b, c, d, m, n, k,
                             [](double x, double y, double sum) { return std::fma(x, y, sum); });
}

void multiplyAccumulateI8(const uint8_t *a, int64_t lda, bool aSigned, const uint8_t *b,
                          bool bSigned,
                          const int32_t *c, int32_t *d, int64_t m, int64_t n, int64_t k,
                          void *workspace) {
  // AMX where the CPU has it, unless TILEC_CPU_MATMUL_ISA asks for a narrower set ("avx512"
  // keeps the AVX-512 kernels).
  static const bool useAmx = [] {
    const char *request = std::getenv("TILEC_CPU_MATMUL_ISA");
    return getMatmulIsa() == MatmulIsa::Avx512 &&
           (!request || std::string_view(request) == "amx") && hasAmxInt8();
  }();
  if (useAmx && multiplyAccumulateI8Amx(a, lda, aSigned, b, bSigned, c, d, m, n, k, workspace))
    return;
  if (useQuadsForI8Products())
    return multiplyAccumulateI8Quads(a, lda, aSigned, b, bSigned, c, d, m, n, k, workspace);
  int64_t pairs = (k + 1) / 2;
  auto *aPairs = static_cast<int32_t *>(workspace);
  int32_t *bPairs = aPairs + m * pairs;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < pairs; ++p) {
      int64_t kk = 2 * p;
      int16_t high = kk + 1 < k ? extendByte(a[i * lda + kk + 1], aSigned) : 0;
      aPairs[i * pairs + p] = packPair(extendByte(a[i * lda + kk], aSigned), high);
    }
  for (int64_t p = 0; p < pairs; ++p) {
    int64_t kk = 2 * p;
    for (int64_t j = 0; j < n; ++j) {
      int16_t high = kk + 1 < k ? extendByte(b[(kk + 1) * n + j], bSigned) : 0;
      bPairs[p * n + j] = packPair(extendByte(b[kk * n + j], bSigned), high);
    }
  }
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    if (hasAvx512Vnni())
      return avx512vnni::multiplyAccumulateFitted<avx512vnni::I16Pairs>(aPairs, bPairs, c, d, m,
                                                                        n, pairs, pairs);
    return avx512::multiplyAccumulateFitted<avx512::I16Pairs>(aPairs, bPairs, c, d, m, n, pairs,
                                                              pairs);
  case MatmulIsa::Avx2:
    return avx2::multiplyAccumulate<avx2::I16Pairs>(aPairs, bPairs, c, d, m, n, pairs, pairs);
  case MatmulIsa::Portable:
    break;
  }
#endif
  multiplyAccumulatePortable(aPairs, pairs, bPairs, c, d, m, n, pairs,
                             [](int32_t x, int32_t y, int32_t sum) {
                               // Unsigned arithmetic wraps modulo 2^32, as the result does.
                               uint32_t low = static_cast<uint32_t>(
                                   int32_t(int16_t(x)) * int32_t(int16_t(y)));
                               uint32_t high = static_cast<uint32_t>(
                                   int32_t(int16_t(x >> 16)) * int32_t(int16_t(y >> 16)));
                               return static_cast<int32_t>(static_cast<uint32_t>(sum) + low +
                                                           high);
                             });
}

void accumulateF16Products(const float *a, const float *b, float *acc, int64_t m, int64_t n,
                           int64_t k) {
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    return avx512::accumulateF16Products(a, b, acc, m, n, k);
  case MatmulIsa::Avx2:
    return avx2::accumulateF16Products(a, b, acc, m, n, k);
  case MatmulIsa::Portable:
    break;
  }
#endif
  accumulateProducts<float, addIntoF16>(a, b, acc, m, n, k);
}

void accumulateScaledProducts(const double *a, const double *b, float *acc, int64_t m,
                              int64_t n, int64_t k) {
#if defined(__x86_64__)
  switch (getMatmulIsa()) {
  case MatmulIsa::Avx512:
    return avx512::accumulateScaledProducts(a, b, acc, m, n, k);
  case MatmulIsa::Avx2:
    return avx2::accumulateScaledProducts(a, b, acc, m, n, k);
  case MatmulIsa::Portable:
    break;
  }
#endif
  accumulateProducts<double, addIntoF32>(a, b, acc, m, n, k);
}

} // namespace tilec::runtime
