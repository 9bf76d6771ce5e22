//===- VectorMath.cpp - interpreter-exact vectorized exp and exp2 ---------===//
//
// The interpreter computes exp/exp2 of f32 (and of f16/bf16 through f32) as round_f32(g),
// g = glibc's double exp/exp2 of the exact operand. We compute y, an approximation of the
// exact value e in double, and keep round_f32(y) when no f32 rounding boundary (a midpoint
// between neighbouring f32 values, or the overflow threshold) lies within tolerance·y of y:
// g and y are then both on the same side of every boundary, so round_f32(g) = round_f32(y).
// Other lanes (and NaN) are recomputed with the exact scalar path, evaluateExact.
//
// Evaluation (x is an f32, |x| below the saturation thresholds):
//   exp:  k = round(x·32/ln2), r = (x - k·L1) - k·L2 with L1 + L2 = ln2/32 (L1 has 40
//         significant bits, so k·L1 is exact for |k| < 2^13 and x - k·L1 is exact).
//   exp2: k = round(32·x), r = (x - k/32)·ln2 (x - k/32 is exact).
//   Both: e = 2^(k>>5) · T[k&31] · exp(r), |r| <= ln2/64 < 0.01084, T[j] = 2^(j/32)
//         correctly rounded (computed with 200-bit mpmath), exp(r) by its degree-6 Taylor
//         polynomial in Horner form; the scaling by 2^(k>>5) adds to the exponent field and is
//         exact (every result is a normal double).
// Relative error bound E_ours of y (u = 2^-53):
//   reduction: r off by <= u·|r| + 2^-85 (exp) or 2u·|r| (exp2, rounded ln2 and product),
//              which changes exp(r) by a factor within 2^-58;
//   truncation: sum_{n>=7} r^n/n! <= 1.01·0.01084^7/5040 < 2^-57.9;
//   Horner: the final 1 + q rounds once (u), the inner terms are below 0.011 and add < 0.04u;
//   coefficients 1/n! rounded to double: < 2^-66;
//   T[j]: u; the product T·p: u.
//   E_ours < 3.1u + 2^-57 < 2^-51.
// glibc: the exp/exp2 of glibc >= 2.28 (this machine: 2.36) document 0.511 and 0.503 ulp; we
// use E_glibc = 1 ulp <= 2^-52 relative. So |y - g| < (2^-51 + 2^-52)·e < 2^-50 y, and the
// tolerance 2^-44·y keeps a 64x margin on top. About 2·2^-44/2^-24 = 2^-19 of the lanes fall
// back. The exhaustive unit test (VectorMathTest.cpp, TILEC_VECTOR_MATH_EXHAUSTIVE=1) checks
// all 2^32 f32 operands on each instruction set.
//
// The kernel is one branch-free loop (evaluateBlock) that clang vectorizes; it is inlined into
// an AVX-512, an AVX2 and a portable function, one chosen at run time from the CPU features.
//
//===----------------------------------------------------------------------===//
#include "VectorMath.h"

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Numeric/FastConvert.h"

#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string_view>

namespace tilec::runtime::vector_math {

using numeric::FloatFormat;

namespace {

/// 2^(j/32), correctly rounded.
alignas(64) constexpr double kTable[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
    0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
    0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
    0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
    0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
    0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
    0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0};

constexpr double kThirtyTwoOverLn2 = 0x1.71547652b82fep+5;
constexpr double kLn2Over32High = 0x1.62e42fefa2000p-6, kLn2Over32Low = 0x1.9ef35793c7673p-46;
constexpr double kLn2 = 0x1.62e42fefa39efp-1;
/// Adding it rounds a double below 2^51 in magnitude to an integer held in the low bits.
constexpr double kRoundingShift = 0x1.8p52;
constexpr double kTolerance = 0x1p-44;

/// Operands at or beyond these give +inf (above) or +0 (below) in f32, far from any boundary:
/// e^89 > 4.4e38 and 2^129 overflow f32; e^-104 < 6.9e-46 and 2^-151 are below 2^-150, the
/// midpoint between 0 and the least subnormal.
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
    bool above = x > range.high, below = x < range.low;
    x = above || below ? 0.0 : x;

    double shifted = F == Function::Exp ? x * kThirtyTwoOverLn2 + kRoundingShift
                                        : x * 32.0 + kRoundingShift;
    double nearest = shifted - kRoundingShift;
    double r = F == Function::Exp ? (x - nearest * kLn2Over32High) - nearest * kLn2Over32Low
                                  : (x - nearest * 0x1p-5) * kLn2;
    int64_t k =
        int64_t(std::bit_cast<uint64_t>(shifted) - std::bit_cast<uint64_t>(kRoundingShift));
    double p =
        1.0 + r * (1.0 + r * (0.5 + r * (0x1.5555555555555p-3 +
                                         r * (0x1.5555555555555p-5 +
                                              r * (0x1.1111111111111p-7 +
                                                   r * 0x1.6c16c16c16c17p-10)))));
    uint64_t scaleBits = std::bit_cast<uint64_t>(kTable[k & 31]) + (uint64_t(k >> 5) << 52);
    double y = std::bit_cast<double>(scaleBits) * p;

    // Rounding to f32 is monotonic, so when both ends of [y·(1 - t), y·(1 + t)] round to the
    // same f32 value, no rounding boundary (a midpoint, or the overflow threshold) lies between
    // them, and g, which lies between them, rounds to that value too. (The two products round
    // to double, which moves the ends by 2^-53 relative: t stays above 2^-44·(1 - 2^-9).) A NaN
    // y compares unequal.
    float low = float(y * (1.0 - kTolerance)), high = float(y * (1.0 + kTolerance));
    bool decided = low == high;
    uint32_t fBits = std::bit_cast<uint32_t>(low);

    if (FlushToZero && (fBits & 0x7F800000u) == 0)
      fBits = 0;
    fBits = above ? 0x7F800000u : below ? 0u : fBits;
    decided = decided || above || below;
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
template <Function F>
__attribute__((target("avx512f,avx512dq,avx512vl,avx512bw,fma"))) bool
evaluateAvx512(const float *input, uint32_t *output, uint8_t *needsExact, int64_t count,
               bool flushToZero) {
  return flushToZero ? evaluateBlock<F, true>(input, output, needsExact, count)
                     : evaluateBlock<F, false>(input, output, needsExact, count);
}

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
    for (int64_t i = 0; i < size; ++i)
      if (needsExact[i])
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
