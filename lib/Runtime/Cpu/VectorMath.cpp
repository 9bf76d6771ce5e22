//===- VectorMath.cpp - interpreter-exact vectorized exp and exp2 ---------===//
//
// The interpreter computes exp/exp2 of f32 (and of f16/bf16 through f32) as round_f32(g),
// g = glibc's double exp/exp2 of the exact operand. We compute y, an approximation of the
// exact value e in double, and keep round_f32(y) when no f32 rounding boundary (a midpoint
// between neighbouring f32 values, or the overflow threshold, which lies where the midpoint
// above FLT_MAX would) lies within the window that the error of y cannot leave: g and y are
// then on the same side of every boundary, so round_f32(g) = round_f32(y). Other lanes (and
// NaN) are recomputed with the exact scalar path, evaluateExact.
//
// Evaluation (x is an f32 operand, clamped to the saturation range, where the results at the
// ends are already 0 and +inf):
//   exp:  k = round(x·16/ln2), r = (x - k·L1) - k·L2 with L1 + L2 = ln2/16
//         (L1 has 40 significant bits, so k·L1 is exact for |k| < 2^13 and x - k·L1 too).
//   exp2: k = round(16·x), r = (x - k/16)·ln2 (x - k/16 is exact).
//   Both: e = 2^(k>>4) · T[k&15] · exp(r), |r| <= ln2/32 < 0.02167, T[j] = 2^(j/16) correctly
//         rounded (computed with 200-bit mpmath), exp(r) by its degree-5 Taylor polynomial in
//         Horner form; the scaling by 2^(k>>4) (added to the exponent field, or vscalefpd on
//         AVX-512) is exact (every result is a normal double).
// Relative error bound E_ours of y (u = 2^-53):
//   reduction: r off by <= u·|r| + 2^-84 (exp) or 2u·|r| (exp2), which changes exp(r) by a
//              factor within 2^-57;
//   truncation: sum_{n>=6} r^n/n! <= 1.03·0.02167^6/720 < 2^-42.6;
//   Horner, coefficients, T[j] and the product T·p: under 4u.
//   E_ours < 2^-42.5.
// glibc: the exp/exp2 of glibc >= 2.28 (this machine: 2.36) document 0.511 and 0.503 ulp; we
// use E_glibc = 1 ulp <= 2^-52 relative. So |y - g| < 2^-42.4·y.
//
// The window: let y lie in the binade [2^b, 2^(b+1)) and m be the low 29 bits of its double
// encoding (the bits an f32 rounds away). The f32 boundaries in the binade are where m = 2^28;
// the lane is undecided when |m - 2^28| < 2^14, that is within 2^14 double ulps = 2^(b-38) >=
// 2^-39·y of a boundary, 8x the error bound. Results below 2^-126 (f32 subnormals, whose
// boundaries are at odd multiples of 2^-150) are probed at y + 2^-126 instead, which puts them
// in the binade [2^-126, 2^-125) with the subnormals' spacing of boundaries; the addition's
// rounding (2^-179) and the error (2^-168.4) stay far inside that binade's window of 2^-164.
// 2^15 of every 2^29 lanes fall back (2^-14). The exhaustive unit test (VectorMathTest.cpp,
// TILEC_VECTOR_MATH_EXHAUSTIVE=1) checks all 2^32 f32 operands on each instruction set.
//
// The kernel is a branch-free loop (evaluateBlock) that clang vectorizes for AVX2 and the
// portable build, and an AVX-512 version in intrinsics (evaluateAvx512), where the table
// lookup is one two-register permute instead of a gather; one is chosen at run time from the
// CPU features.
//
//===----------------------------------------------------------------------===//
#include "VectorMath.h"

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Numeric/FastConvert.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string_view>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tilec::runtime::vector_math {

using numeric::FloatFormat;

namespace {

/// 2^(j/16), correctly rounded.
alignas(64) constexpr double kTable[16] = {
    0x1.0000000000000p+0, 0x1.0b5586cf9890fp+0, 0x1.172b83c7d517bp+0, 0x1.2387a6e756238p+0,
    0x1.306fe0a31b715p+0, 0x1.3dea64c123422p+0, 0x1.4bfdad5362a27p+0, 0x1.5ab07dd485429p+0,
    0x1.6a09e667f3bcdp+0, 0x1.7a11473eb0187p+0, 0x1.8ace5422aa0dbp+0, 0x1.9c49182a3f090p+0,
    0x1.ae89f995ad3adp+0, 0x1.c199bdd85529cp+0, 0x1.d5818dcfba487p+0, 0x1.ea4afa2a490dap+0};

constexpr double kSixteenOverLn2 = 0x1.71547652b82fep+4;
constexpr double kLn2Over16High = 0x1.62e42fefa2000p-5, kLn2Over16Low = 0x1.9ef35793c7673p-45;
constexpr double kLn2 = 0x1.62e42fefa39efp-1;
/// Adding it rounds a double below 2^51 in magnitude to an integer held in the low bits.
constexpr double kRoundingShift = 0x1.8p52;
/// 1/n! for n = 5 down to 2, rounded to double.
constexpr double kInverseFactorial5 = 0x1.1111111111111p-7,
                 kInverseFactorial4 = 0x1.5555555555555p-5,
                 kInverseFactorial3 = 0x1.5555555555555p-3;

/// The window test: ((bits + kWindowOffset) & kWindowMask) == 0 exactly when the low 29 bits
/// m of a double's encoding satisfy |m - 2^28| < 2^14 (m = 2^28 - 2^14 included).
constexpr uint64_t kWindowOffset = (uint64_t(1) << 14) - (uint64_t(1) << 28);
constexpr uint64_t kWindowMask = ((uint64_t(1) << 29) - 1) & ~((uint64_t(1) << 15) - 1);
/// Results below it are probed at y + kSmallestNormal (see above).
constexpr double kSmallestNormal = 0x1p-126;

/// Operands at or beyond these give +inf (above) or +0 (below) in f32, far from any boundary:
/// e^89 > 4.4e38 and 2^129 overflow f32; e^-104 < 6.9e-46 and 2^-151 are below 2^-150, the
/// midpoint between 0 and the least subnormal. Operands are clamped to them.
struct Range {
  double low, high;
};
constexpr Range kExpRange = {-104.0, 89.0}, kExp2Range = {-151.0, 129.0};

constexpr int64_t kBlock = 512;

/// Evaluates `count` (<= kBlock) f32 operands into f32 encodings; sets needsExact[i] (and
/// returns true) for the lanes evaluateExact must redo. Branch-free so that it vectorizes.
template <Function F, bool FlushToZero>
[[gnu::always_inline]] inline bool evaluateBlock(const float *input, uint32_t *output,
                                                 uint8_t *needsExact, int64_t count) {
  constexpr Range range = F == Function::Exp ? kExpRange : kExp2Range;
  uint8_t anyExact = 0;
  for (int64_t i = 0; i < count; ++i) {
    uint32_t xBits = std::bit_cast<uint32_t>(input[i]);
    // flush_to_zero on the operand (exp2 only; exp always passes false).
    if (FlushToZero && (xBits & 0x7F800000u) == 0)
      xBits &= 0x80000000u;
    double x = std::bit_cast<float>(xBits);
    bool isNan = x != x;
    x = isNan ? 0.0 : x < range.low ? range.low : x > range.high ? range.high : x;

    double shifted =
        F == Function::Exp ? x * kSixteenOverLn2 + kRoundingShift : x * 16.0 + kRoundingShift;
    double nearest = shifted - kRoundingShift;
    double r = F == Function::Exp ? (x - nearest * kLn2Over16High) - nearest * kLn2Over16Low
                                  : (x - nearest * 0x1p-4) * kLn2;
    uint64_t shiftedBits = std::bit_cast<uint64_t>(shifted);
    double p =
        1.0 + r * (1.0 + r * (0.5 + r * (kInverseFactorial3 +
                                         r * (kInverseFactorial4 + r * kInverseFactorial5))));
    // k = shiftedBits - bits(kRoundingShift); k & 15 and (k >> 4) << 52 are read off
    // shiftedBits directly: the shift's own bits are zero below bit 48 and leave the word
    // when shifted left by 48.
    uint64_t scaleBits =
        std::bit_cast<uint64_t>(kTable[shiftedBits & 15]) + ((shiftedBits & ~uint64_t(15)) << 48);
    double y = std::bit_cast<double>(scaleBits) * p;

    double probe = y < kSmallestNormal ? y + kSmallestNormal : y;
    bool decided = ((std::bit_cast<uint64_t>(probe) + kWindowOffset) & kWindowMask) != 0;
    uint32_t fBits = std::bit_cast<uint32_t>(float(y));
    if (FlushToZero && (fBits & 0x7F800000u) == 0)
      fBits = 0;
    decided = decided && !isNan;
    output[i] = fBits;
    needsExact[i] = !decided;
    anyExact |= uint8_t(!decided);
  }
  return anyExact != 0;
}

template <Function F>
bool evaluatePortable(const float *input, uint32_t *output, uint8_t *needsExact, int64_t count,
                      bool flushToZero) {
  return flushToZero ? evaluateBlock<F, true>(input, output, needsExact, count)
                     : evaluateBlock<F, false>(input, output, needsExact, count);
}

#if defined(__x86_64__)
#define TILEC_AVX512_MATH __attribute__((target("avx512f,avx512dq,avx512vl,avx512bw,fma")))

/// evaluateBlock's computation for 8 lanes at once (in `active`), in AVX-512 intrinsics: clang
/// would look T[k & 15] up with a gather, which cost a sixth of the function; a permute across
/// two registers holding the table does it in one instruction. Sets a bit per lane the exact
/// path must redo at `exactBits`. (Clamping and checking 16 lanes at once in f32, then
/// converting each half, measured 5% slower.)
template <Function F, bool FlushToZero>
TILEC_AVX512_MATH inline void evaluateLanesAvx512(const float *input, uint32_t *output,
                                                  uint8_t *exactBits, __mmask8 active,
                                                  __mmask8 &anyExact) {
  constexpr Range range = F == Function::Exp ? kExpRange : kExp2Range;
  __m256 operand = _mm256_maskz_loadu_ps(active, input);
  if (FlushToZero) // subnormal operands keep only their sign
    operand = _mm256_mask_and_ps(operand, _mm256_fpclass_ps_mask(operand, 0x20), operand,
                                 _mm256_castsi256_ps(_mm256_set1_epi32(int(0x80000000u))));
  __m512d x = _mm512_cvtps_pd(operand);
  __mmask8 isNan = _mm512_cmp_pd_mask(x, x, _CMP_UNORD_Q);
  x = _mm512_min_pd(_mm512_max_pd(x, _mm512_set1_pd(range.low)), _mm512_set1_pd(range.high));

  __m512d shift = _mm512_set1_pd(kRoundingShift);
  __m512d shifted =
      _mm512_fmadd_pd(x, _mm512_set1_pd(F == Function::Exp ? kSixteenOverLn2 : 16.0), shift);
  __m512d nearest = _mm512_sub_pd(shifted, shift);
  __m512d r;
  if constexpr (F == Function::Exp)
    r = _mm512_fnmadd_pd(nearest, _mm512_set1_pd(kLn2Over16Low),
                         _mm512_fnmadd_pd(nearest, _mm512_set1_pd(kLn2Over16High), x));
  else
    r = _mm512_mul_pd(_mm512_fnmadd_pd(nearest, _mm512_set1_pd(0x1p-4), x), _mm512_set1_pd(kLn2));
  __m512d p =
      _mm512_fmadd_pd(r, _mm512_set1_pd(kInverseFactorial5), _mm512_set1_pd(kInverseFactorial4));
  p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(kInverseFactorial3));
  p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(0.5));
  p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(1.0));
  p = _mm512_fmadd_pd(r, p, _mm512_set1_pd(1.0));

  // The permute reads the low four bits of each index: k & 15. vscalefpd multiplies by
  // 2^floor(k/16), exactly (every result is a normal double).
  __m512d table = _mm512_permutex2var_pd(_mm512_load_pd(kTable), _mm512_castpd_si512(shifted),
                                         _mm512_load_pd(kTable + 8));
  __m512d y =
      _mm512_scalef_pd(_mm512_mul_pd(table, p), _mm512_mul_pd(nearest, _mm512_set1_pd(0x1p-4)));

  __m512d smallestNormal = _mm512_set1_pd(kSmallestNormal);
  __m512d probe =
      _mm512_mask_add_pd(y, _mm512_cmp_pd_mask(y, smallestNormal, _CMP_LT_OQ), y, smallestNormal);
  __mmask8 undecided = _mm512_testn_epi64_mask(_mm512_add_epi64(_mm512_castpd_si512(probe),
                                                                _mm512_set1_epi64(kWindowOffset)),
                                               _mm512_set1_epi64(kWindowMask)) |
                       isNan;
  __m256 result = _mm512_cvtpd_ps(y);
  if (FlushToZero) // subnormal results become +0
    result = _mm256_maskz_mov_ps(~_mm256_fpclass_ps_mask(result, 0x20), result);
  _mm256_mask_storeu_ps(output, active, result);
  undecided &= active;
  _store_mask8(reinterpret_cast<__mmask8 *>(exactBits), undecided);
  anyExact |= undecided;
}

/// As evaluateBlock, but needsExact holds a bit per lane (bit i % 8 of byte i / 8).
template <Function F, bool FlushToZero>
TILEC_AVX512_MATH bool evaluateBlockAvx512(const float *input, uint32_t *output,
                                           uint8_t *needsExact, int64_t count) {
  __mmask8 anyExact = 0;
  int64_t i = 0;
  for (; i + 16 <= count; i += 16) {
    evaluateLanesAvx512<F, FlushToZero>(input + i, output + i, needsExact + i / 8, 0xFF, anyExact);
    evaluateLanesAvx512<F, FlushToZero>(input + i + 8, output + i + 8, needsExact + i / 8 + 1, 0xFF,
                                        anyExact);
  }
  for (; i < count; i += 8)
    evaluateLanesAvx512<F, FlushToZero>(input + i, output + i, needsExact + i / 8,
                                        __mmask8((1u << std::min<int64_t>(count - i, 8)) - 1),
                                        anyExact);
  return anyExact != 0;
}

template <Function F>
TILEC_AVX512_MATH bool evaluateAvx512(const float *input, uint32_t *output, uint8_t *needsExact,
                                      int64_t count, bool flushToZero) {
  return flushToZero ? evaluateBlockAvx512<F, true>(input, output, needsExact, count)
                     : evaluateBlockAvx512<F, false>(input, output, needsExact, count);
}
#undef TILEC_AVX512_MATH

template <Function F>
__attribute__((target("avx2,fma"))) bool evaluateAvx2(const float *input, uint32_t *output,
                                                      uint8_t *needsExact, int64_t count,
                                                      bool flushToZero) {
  return flushToZero ? evaluateBlock<F, true>(input, output, needsExact, count)
                     : evaluateBlock<F, false>(input, output, needsExact, count);
}
#endif

template <Function F>
bool evaluateF32Block(Isa isa, const float *input, uint32_t *output, uint8_t *needsExact,
                      int64_t count, bool flushToZero) {
#if defined(__x86_64__)
  if (isa == Isa::Avx512)
    return evaluateAvx512<F>(input, output, needsExact, count, flushToZero);
  if (isa == Isa::Avx2)
    return evaluateAvx2<F>(input, output, needsExact, count, flushToZero);
#endif
  return evaluatePortable<F>(input, output, needsExact, count, flushToZero);
}

Isa detectHostIsa() {
  Isa best = Isa::Portable;
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    best = Isa::Avx2;
  if (best == Isa::Avx2 && __builtin_cpu_supports("avx512f") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("avx512bw"))
    best = Isa::Avx512;
#endif
  const char *request = std::getenv("TILEC_CPU_MATH_ISA");
  if (!request)
    return best;
  std::string_view name(request);
  Isa requested = name == "portable" ? Isa::Portable : name == "avx2" ? Isa::Avx2 : Isa::Avx512;
  return requested < best ? requested : best;
}

double callLibm(Function function, double x) {
  return function == Function::Exp ? std::exp(x) : std::exp2(x);
}

/// f32 operands to f32 results, kBlock at a time, with the exact path for undecided lanes.
template <Function F>
void evaluateF32(Isa isa, const float *input, uint32_t *output, int64_t count,
                 bool flushToZero) {
  uint8_t needsExact[kBlock];
  for (int64_t start = 0; start < count; start += kBlock) {
    int64_t size = count - start < kBlock ? count - start : kBlock;
    if (!evaluateF32Block<F>(isa, input + start, output + start, needsExact, size, flushToZero))
      continue;
    bool bits = isa == Isa::Avx512; // evaluateBlockAvx512 sets a bit per lane
    for (int64_t i = 0; i < size; ++i)
      if (bits ? (needsExact[i / 8] >> (i % 8)) & 1 : needsExact[i])
        output[start + i] = uint32_t(evaluateExact(
            F, std::bit_cast<uint32_t>(input[start + i]), FloatFormat::F32, flushToZero));
  }
}

/// f16/bf16: the interpreter rounds the f32 result (never flushed) into the format, flushing
/// there if asked; the operand is flushed in its own format.
template <Function F>
void evaluateHalf(Isa isa, FloatFormat format, bool flushToZero, const uint16_t *input,
                  uint16_t *result, int64_t count) {
  float operands[kBlock];
  uint32_t values[kBlock];
  for (int64_t start = 0; start < count; start += kBlock) {
    int64_t size = count - start < kBlock ? count - start : kBlock;
    for (int64_t i = 0; i < size; ++i) {
      uint64_t bits = input[start + i];
      if (flushToZero)
        bits = numeric::flushInput(bits, format);
      operands[i] = format == FloatFormat::F16 ? numeric::f16ToF32(uint16_t(bits))
                                               : numeric::bf16ToF32(uint16_t(bits));
    }
    evaluateF32<F>(isa, operands, values, size, /*flushToZero=*/false);
    for (int64_t i = 0; i < size; ++i)
      result[start + i] = uint16_t(numeric::encodeMathResult(
          double(std::bit_cast<float>(values[i])), format, flushToZero));
  }
}

template <Function F>
void evaluateFunction(FloatFormat format, bool flushToZero, const void *input, void *result,
                      int64_t count, Isa isa) {
  switch (format) {
  case FloatFormat::F32:
    evaluateF32<F>(isa, static_cast<const float *>(input), static_cast<uint32_t *>(result),
                   count, flushToZero);
    return;
  case FloatFormat::F16:
  case FloatFormat::BF16:
    evaluateHalf<F>(isa, format, flushToZero, static_cast<const uint16_t *>(input),
                    static_cast<uint16_t *>(result), count);
    return;
  default: { // f64: no margin over glibc's own rounding.
    const auto *operands = static_cast<const uint64_t *>(input);
    auto *results = static_cast<uint64_t *>(result);
    for (int64_t i = 0; i < count; ++i)
      results[i] = evaluateExact(F, operands[i], format, flushToZero);
    return;
  }
  }
}

} // namespace

Isa getHostIsa() {
  static const Isa isa = detectHostIsa();
  return isa;
}

uint64_t evaluateExact(Function function, uint64_t bits, FloatFormat format, bool flushToZero) {
  if (flushToZero)
    bits = numeric::flushInput(bits, format);
  return numeric::encodeMathResult(callLibm(function, numeric::decodeElement(bits, format)),
                                   format, flushToZero);
}

void evaluate(Function function, FloatFormat format, bool flushToZero, const void *input,
              void *result, int64_t count, Isa isa) {
  if (function == Function::Exp)
    evaluateFunction<Function::Exp>(format, flushToZero, input, result, count, isa);
  else
    evaluateFunction<Function::Exp2>(format, flushToZero, input, result, count, isa);
}

} // namespace tilec::runtime::vector_math
