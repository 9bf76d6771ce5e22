//===- ElementArithmeticTest.cpp - Element functions vs the general path --===//
//
// The element functions take host fast paths (FastConvert, host float
// arithmetic) where the general path (decode/encode, APFloat) gives the same
// encoding; these tests compare the two, and check the directed f64 square
// root, which no general path computes, by squaring exactly.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "tilec/Numeric/APFloatBridge.h"
#include "tilec/Numeric/ElementArithmetic.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <tuple>
#include <utility>

using namespace tilec::numeric;
using namespace tilec::numeric::ref;
using llvm::APFloat;

namespace {

constexpr int kSamples = 100000;

/// Equal doubles, or both NaN (decoding does not keep NaN payloads).
bool sameValue(double x, double y) {
  return (std::isnan(x) && std::isnan(y)) || bitsOf(x) == bitsOf(y);
}

/// Random pattern of `bits` bits, half of them with the exponent field cleared
/// or set so that subnormals, zeros, infinities and NaNs are common.
uint64_t randomPattern(std::mt19937_64 &rng, unsigned bits,
                       unsigned mantissaBits) {
  uint64_t pattern =
      rng() & (bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1);
  uint64_t exponentMask =
      ((uint64_t(1) << (bits - 1)) - 1) & ~((uint64_t(1) << mantissaBits) - 1);
  switch (rng() % 4) {
  case 0:
    return pattern & ~exponentMask;
  case 1:
    return pattern | exponentMask;
  default:
    return pattern;
  }
}

TEST(ElementArithmetic, DecodeElementMatchesDecode) {
  for (FloatFormat format : {FloatFormat::F16, FloatFormat::BF16}) {
    for (uint64_t pattern = 0; pattern < 0x10000; ++pattern)
      ASSERT_TRUE(
          sameValue(decodeElement(pattern, format), decode(pattern, format)))
          << hex(pattern);
  }
  std::mt19937_64 rng(1);
  for (int i = 0; i < kSamples; ++i) {
    uint64_t single = randomPattern(rng, 32, 23),
             wide = randomPattern(rng, 64, 52);
    ASSERT_TRUE(sameValue(decodeElement(single, FloatFormat::F32),
                          decode(single, FloatFormat::F32)))
        << hex(single);
    ASSERT_TRUE(sameValue(decodeElement(wide, FloatFormat::F64),
                          decode(wide, FloatFormat::F64)))
        << hex(wide);
  }
}

TEST(ElementArithmetic, EncodingMatchesEncode) {
  std::mt19937_64 rng(2);
  for (int i = 0; i < kSamples; ++i) {
    double value = doubleOf(randomPattern(rng, 64, 52));
    if (i % 2)
      value =
          std::ldexp(value, -int(rng() % 1100)); // f32 subnormals and underflow
    for (bool flushToZero : {false, true}) {
      for (FloatFormat format : {FloatFormat::F32, FloatFormat::F64}) {
        uint64_t expected =
            encode(value, format, RoundingMode::NearestEven, flushToZero);
        ASSERT_EQ(encodeNearest(value, format, flushToZero), expected) << value;
        ASSERT_EQ(encodeMathResult(value, format, flushToZero), expected)
            << value;
      }
      // f16/bf16 math results pass through f32.
      for (FloatFormat format : {FloatFormat::F16, FloatFormat::BF16})
        ASSERT_EQ(encodeMathResult(value, format, flushToZero),
                  encode(static_cast<float>(value), format,
                         RoundingMode::NearestEven, flushToZero))
            << value;
    }
  }
}

TEST(ElementArithmetic, FlushInputMatchesFlushSubnormal) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < kSamples; ++i) {
    uint64_t single = randomPattern(rng, 32, 23),
             half = randomPattern(rng, 16, 10);
    ASSERT_EQ(flushInput(single, FloatFormat::F32),
              flushSubnormal(single, FloatFormat::F32))
        << hex(single);
    ASSERT_EQ(flushInput(half, FloatFormat::F16),
              flushSubnormal(half, FloatFormat::F16))
        << hex(half);
  }
}

using APFloatOperation = APFloat::opStatus (APFloat::*)(const APFloat &,
                                                        llvm::RoundingMode);

/// `a op b` through APFloat in the format's own semantics, rounded to nearest
/// even, as the directed modes compute it.
uint64_t generalBinary(APFloatOperation operation, uint64_t a, uint64_t b,
                       FloatFormat format, bool flushToZero) {
  if (flushToZero) {
    a = flushSubnormal(a, format);
    b = flushSubnormal(b, format);
  }
  APFloat x = decodeToAPFloat(a, format);
  (x.*operation)(decodeToAPFloat(b, format),
                 llvm::RoundingMode::NearestTiesToEven);
  return encodeAPFloat(x, format, RoundingMode::NearestEven, flushToZero);
}

TEST(ElementArithmetic, HostNearestEvenMatchesAPFloat) {
  std::mt19937_64 rng(4);
  for (int i = 0; i < kSamples; ++i) {
    for (auto [format, bits, mantissaBits] :
         {std::tuple(FloatFormat::F32, 32u, 23u),
          std::tuple(FloatFormat::F64, 64u, 52u)}) {
      uint64_t a = randomPattern(rng, bits, mantissaBits);
      uint64_t b = randomPattern(rng, bits, mantissaBits);
      bool flushToZero = format == FloatFormat::F32 && rng() % 2;
      for (auto [operation, general] :
           {std::pair(BinaryArithmetic::Add, &APFloat::add),
            std::pair(BinaryArithmetic::Subtract, &APFloat::subtract),
            std::pair(BinaryArithmetic::Multiply, &APFloat::multiply),
            std::pair(BinaryArithmetic::Divide, &APFloat::divide)})
        ASSERT_EQ(roundBinary(operation, a, b, format,
                              RoundingMode::NearestEven, flushToZero),
                  generalBinary(general, a, b, format, flushToZero))
            << hex(a) << " " << hex(b) << " operation " << int(operation);
    }
  }
}

TEST(ElementArithmetic, DirectedF32ProductMatchesHardware) {
  // The product of two floats is exact in double, so the host FPU rounds it
  // once.
  std::mt19937_64 rng(5);
  for (int i = 0; i < kSamples; ++i) {
    uint64_t a = randomPattern(rng, 32, 23), b = randomPattern(rng, 32, 23);
    double exact = double(floatOf(uint32_t(a))) * double(floatOf(uint32_t(b)));
    if (std::isnan(exact))
      continue;
    for (RoundingMode mode : kAllModes)
      ASSERT_EQ(roundBinary(BinaryArithmetic::Multiply, a, b, FloatFormat::F32,
                            mode, false),
                bitsOf(hwF64ToF32(exact, mode)))
          << hex(a) << " " << hex(b) << " " << modeName(mode);
  }
}

/// Sign of root² - x. fma rounds the exact difference once, which keeps its
/// sign while it cannot underflow to zero: for the inputs below (x and root²
/// at least 2^-900) a nonzero difference is at least 2^-1004.
int compareSquare(double root, double x) {
  double difference = std::fma(root, root, -x);
  return (difference > 0) - (difference < 0);
}

TEST(ElementArithmetic, DirectedF64SqrtBracketsExactRoot) {
  std::mt19937_64 rng(6);
  double infinity = std::numeric_limits<double>::infinity();
  for (int i = 0; i < kSamples; ++i) {
    double x;
    if (i % 8 == 0) {
      // A perfect square: the root has at most 26 significand bits.
      double root = std::ldexp(double(rng() >> 38 | 1), int(rng() % 800) - 400);
      x = root * root;
    } else {
      double mantissa = std::ldexp(double(rng() >> 11), -53);
      x = std::ldexp(1 + mantissa, int(rng() % 1801) - 900);
    }
    uint64_t a = bitsOf(x);
    double down = doubleOf(
        roundSqrt(a, FloatFormat::F64, RoundingMode::TowardZero, false));
    double up = doubleOf(
        roundSqrt(a, FloatFormat::F64, RoundingMode::TowardPositive, false));
    ASSERT_EQ(bitsOf(down), roundSqrt(a, FloatFormat::F64,
                                      RoundingMode::TowardNegative, false))
        << hex(a);
    ASSERT_LE(compareSquare(down, x), 0) << hex(a);
    ASSERT_GT(compareSquare(std::nextafter(down, infinity), x), 0) << hex(a);
    ASSERT_GE(compareSquare(up, x), 0) << hex(a);
    ASSERT_LT(compareSquare(std::nextafter(up, 0.0), x), 0) << hex(a);
  }
}

} // namespace
