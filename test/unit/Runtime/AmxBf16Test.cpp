//===- AmxBf16Test.cpp - bf16 products on AMX within their bound ----------===//
//
// lib/Runtime/Cpu/MicrokernelAmx.h: a pass of bf16 products on AMX-BF16 (what a kernel
// compiled with hardware accumulation runs its bf16 K loops on) against the exact sums,
// computed here in double from the same encodings: every element within the bound
// kMatmulChainHardwareAccumulation documents, from a given accumulator and from zero, over
// several steps whose a rows lie in a wider matrix. On CPUs without AMX-BF16 the tests are
// skipped, saying so.
//
//===----------------------------------------------------------------------===//
#include "MicrokernelAmx.h"

#include "tilec/Numeric/FastConvert.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

using namespace tilec::runtime;
using tilec::numeric::bf16ToF32;

namespace {

/// A bf16 encoding of a random value: sign, 8 significant bits and an exponent in
/// [-spread, spread], so that sums cancel and mix magnitudes.
uint16_t makeBf16(std::mt19937 &random, int spread) {
  std::uniform_int_distribution<int> exponent(127 - spread, 127 + spread), bits(0, 255);
  int word = bits(random);
  return uint16_t((word & 1) << 15 | exponent(random) << 7 | (word >> 1));
}

struct Product {
  int64_t m, n, k, steps, lda;
  std::vector<uint16_t> a, b;
};

Product makeProduct(std::mt19937 &random, int64_t m, int64_t n, int64_t k, int64_t steps,
                    int spread) {
  Product product{m, n, k, steps, k + 32, {}, {}};
  product.a.resize(steps * m * product.lda);
  product.b.resize(steps * k * n);
  for (uint16_t &value : product.a)
    value = makeBf16(random, spread);
  for (uint16_t &value : product.b)
    value = makeBf16(random, spread);
  return product;
}

/// Runs the pass from `initial` (or from zero) and checks every element against the exact
/// sum with the documented bound. Returns how many elements differ from a sequential f32 FMA
/// chain, to show that the test sees the hardware's own rounding.
int64_t checkPass(const Product &product, const std::vector<float> *initial) {
  const int64_t m = product.m, n = product.n, k = product.k;
  std::vector<uint16_t> packed(product.steps * k * n);
  std::vector<AmxProduct> products;
  for (int64_t s = 0; s < product.steps; ++s) {
    packBf16ForAmx(product.b.data() + s * k * n, n, packed.data() + s * k * n, n, k);
    products.push_back({reinterpret_cast<const uint8_t *>(product.a.data() + s * m * product.lda),
                        product.lda * 2,
                        reinterpret_cast<const uint8_t *>(packed.data() + s * k * n)});
  }
  std::vector<float> acc = initial ? *initial : std::vector<float>(m * n, 12345.0f);
  multiplyAccumulateBf16AmxPass(products.data(), product.steps, initial ? acc.data() : nullptr,
                                acc.data(), n, m, n, k);
  const double depth = double(product.steps * k);
  int64_t differences = 0;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double c = initial ? (*initial)[i * n + j] : 0.0;
      double exact = c, magnitudes = std::fabs(c), sumA = 0, sumB = 0;
      float sequential = float(c);
      for (int64_t s = 0; s < product.steps; ++s)
        for (int64_t kk = 0; kk < k; ++kk) {
          double x = bf16ToF32(product.a[s * m * product.lda + i * product.lda + kk]);
          double y = bf16ToF32(product.b[s * k * n + kk * n + j]);
          exact += x * y;
          magnitudes += std::fabs(x * y);
          sumA += std::fabs(x);
          sumB += std::fabs(y);
          sequential = std::fma(float(x), float(y), sequential);
        }
      double bound = depth * std::ldexp(magnitudes, -23) + std::ldexp(depth + sumA + sumB, -126);
      if (std::fabs(acc[i * n + j] - exact) > bound) {
        ADD_FAILURE() << "element " << i << "," << j << ": " << acc[i * n + j] << " vs exact "
                      << exact << ", bound " << bound;
        return differences;
      }
      differences += acc[i * n + j] != sequential;
    }
  return differences;
}

TEST(AmxBf16, PassesStayWithinTheDocumentedBound) {
  if (!useAmxBf16ForMatmuls())
    GTEST_SKIP() << "this CPU (or TILEC_CPU_MATMUL_ISA) does not offer AMX-BF16";
  std::mt19937 random(7);
  int64_t differences = 0;
  for (int spread : {2, 12}) {
    Product product = makeProduct(random, 64, 96, 64, 3, spread);
    std::vector<float> initial(product.m * product.n);
    for (float &value : initial)
      value = bf16ToF32(makeBf16(random, spread)) * 8.0f;
    differences += checkPass(product, &initial);
    differences += checkPass(product, nullptr);
  }
  // The sums are the hardware's, not one FMA after another: some elements differ (else this
  // test would not show that the bound is what holds them).
  EXPECT_GT(differences, 0);
}

TEST(AmxBf16, OneStepOfOneTileBlock) {
  if (!useAmxBf16ForMatmuls())
    GTEST_SKIP() << "this CPU (or TILEC_CPU_MATMUL_ISA) does not offer AMX-BF16";
  std::mt19937 random(11);
  Product product = makeProduct(random, 32, 32, 32, 1, 4);
  checkPass(product, nullptr);
  // Small integers: every sum is exact in any order, so AMX gives the exact values.
  for (uint16_t &value : product.a)
    value = uint16_t(std::bit_cast<uint32_t>(float(int(value % 7) - 3)) >> 16);
  for (uint16_t &value : product.b)
    value = uint16_t(std::bit_cast<uint32_t>(float(int(value % 5) - 2)) >> 16);
  std::vector<float> initial(32 * 32, 1.0f);
  EXPECT_EQ(checkPass(product, &initial), 0);
}

} // namespace
