//===- VectorMathTest.cpp - vectorized exp/exp2 vs the interpreter's values ------===//
//
// The vectorized kernels (lib/Runtime/Cpu/VectorMath.cpp) must give evaluateExact's encoding,
// the interpreter's round(libm(x)), bit for bit, on every instruction set the host has. f16
// and bf16: all 65536 operands. f32: the special values, every operand around the overflow
// and underflow thresholds, and random operands; TILEC_VECTOR_MATH_EXHAUSTIVE=1 checks all
// 2^32 f32 operands of exp and exp2 (a few minutes on two cores).
//
//===----------------------------------------------------------------------===//
#include "VectorMath.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace tilec::runtime::vector_math;
using tilec::numeric::FloatFormat;

namespace {

constexpr Function kFunctions[] = {Function::Exp, Function::Exp2};

std::vector<Isa> getIsas() {
  std::vector<Isa> isas;
  for (Isa isa : {Isa::Portable, Isa::Avx2, Isa::Avx512})
    if (isa <= getHostIsa())
      isas.push_back(isa);
  return isas;
}

const char *getName(Function function) { return function == Function::Exp ? "exp" : "exp2"; }

/// The first mismatch of `operands` (f32 encodings) against evaluateExact, as a message; empty
/// when every result matches.
std::string checkF32(Function function, const std::vector<uint32_t> &operands, bool flushToZero,
                     Isa isa) {
  std::vector<uint32_t> results(operands.size());
  evaluate(function, FloatFormat::F32, flushToZero, operands.data(), results.data(),
           int64_t(operands.size()), isa);
  for (size_t i = 0; i < operands.size(); ++i) {
    uint64_t expected = evaluateExact(function, operands[i], FloatFormat::F32, flushToZero);
    if (results[i] != expected) {
      char message[160];
      std::snprintf(message, sizeof(message),
                    "%s(0x%08x) isa %d flush %d: 0x%08x, expected 0x%08llx",
                    getName(function), operands[i], int(isa), int(flushToZero), results[i],
                    static_cast<unsigned long long>(expected));
      return message;
    }
  }
  return {};
}

/// Every f32 encoding from `low` to `high` (both of one sign), both signs' specials.
void appendRange(std::vector<uint32_t> &operands, float low, float high) {
  uint32_t a = std::bit_cast<uint32_t>(low), b = std::bit_cast<uint32_t>(high);
  for (uint32_t bits = std::min(a, b); bits <= std::max(a, b); ++bits)
    operands.push_back(bits);
}

std::vector<uint32_t> getSpecialOperands() {
  std::vector<uint32_t> operands = {0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000,
                                    0xFFC00000, 0x7F800001, 0x7FBFFFFF, 0x00000001, 0x80000001,
                                    0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x7F7FFFFF,
                                    0xFF7FFFFF, 0x3F800000, 0xBF800000};
  for (int i = -160; i <= 160; ++i) {
    operands.push_back(std::bit_cast<uint32_t>(float(i)));
    operands.push_back(std::bit_cast<uint32_t>(float(i) / 32));
  }
  // Around the saturation thresholds and the subnormal results of both functions.
  appendRange(operands, 87.0f, 90.0f);
  appendRange(operands, -90.0f, -105.0f);
  appendRange(operands, 127.0f, 130.0f);
  appendRange(operands, -125.0f, -152.0f);
  return operands;
}

TEST(VectorMath, F32SpecialsAndThresholds) {
  std::vector<uint32_t> operands = getSpecialOperands();
  for (Isa isa : getIsas())
    for (Function function : kFunctions)
      for (bool flushToZero : {false, true}) {
        if (function == Function::Exp && flushToZero)
          continue;
        std::string mismatch = checkF32(function, operands, flushToZero, isa);
        EXPECT_TRUE(mismatch.empty()) << mismatch;
      }
}

TEST(VectorMath, F32Random) {
  std::mt19937 generator(20240609);
  std::vector<uint32_t> operands(1 << 22);
  // Half uniform over all encodings, half over the operands with finite nonzero results.
  std::uniform_real_distribution<float> inRange(-104.0f, 89.0f);
  for (size_t i = 0; i < operands.size(); ++i)
    operands[i] = i % 2 ? uint32_t(generator()) : std::bit_cast<uint32_t>(inRange(generator));
  for (Isa isa : getIsas())
    for (Function function : kFunctions) {
      std::string mismatch = checkF32(function, operands, function == Function::Exp2, isa);
      EXPECT_TRUE(mismatch.empty()) << mismatch;
    }
}

TEST(VectorMath, HalfFormatsExhaustive) {
  std::vector<uint16_t> operands(1 << 16), results(1 << 16);
  for (uint32_t bits = 0; bits < (1u << 16); ++bits)
    operands[bits] = uint16_t(bits);
  for (FloatFormat format : {FloatFormat::F16, FloatFormat::BF16})
    for (Isa isa : getIsas())
      for (Function function : kFunctions)
        for (bool flushToZero : {false, true}) {
          evaluate(function, format, flushToZero, operands.data(), results.data(), 1 << 16, isa);
          for (uint32_t bits = 0; bits < (1u << 16); ++bits)
            ASSERT_EQ(results[bits], evaluateExact(function, bits, format, flushToZero))
                << getName(function) << " format " << int(format) << " isa " << int(isa)
                << " flush " << flushToZero << " operand " << std::hex << bits;
        }
}

TEST(VectorMath, F64TakesTheExactPath) {
  std::vector<double> operands = {0.0, -1.5, 3.25, 700.0, -800.0, 1e-310, NAN};
  std::vector<uint64_t> results(operands.size());
  for (Function function : kFunctions) {
    evaluate(function, FloatFormat::F64, false, operands.data(), results.data(),
             int64_t(operands.size()));
    for (size_t i = 0; i < operands.size(); ++i)
      EXPECT_EQ(results[i], evaluateExact(function, std::bit_cast<uint64_t>(operands[i]),
                                          FloatFormat::F64, false));
  }
}

/// The interpreter's definition, independently of evaluateExact: glibc in double, rounded to
/// f32 (any NaN for a NaN).
TEST(VectorMath, ExactPathIsRoundedLibm) {
  for (float x : {-3.5f, 0.1f, 42.0f, -100.0f, 88.7f}) {
    uint32_t bits = std::bit_cast<uint32_t>(x);
    EXPECT_EQ(evaluateExact(Function::Exp, bits, FloatFormat::F32, false),
              std::bit_cast<uint32_t>(float(std::exp(double(x)))));
    EXPECT_EQ(evaluateExact(Function::Exp2, bits, FloatFormat::F32, false),
              std::bit_cast<uint32_t>(float(std::exp2(double(x)))));
  }
}

TEST(VectorMath, ExhaustiveOptIn) {
  const char *env = std::getenv("TILEC_VECTOR_MATH_EXHAUSTIVE");
  if (!env || std::string(env) != "1")
    GTEST_SKIP() << "set TILEC_VECTOR_MATH_EXHAUSTIVE=1 to check all 2^32 f32 operands";
  std::vector<Isa> isas = getIsas();
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  constexpr uint64_t kChunk = 1 << 16;
  for (Function function : kFunctions) {
    std::atomic<uint64_t> next{0}, mismatches{0};
    std::atomic<uint64_t> firstMismatch{~uint64_t(0)};
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < threads; ++t)
      workers.emplace_back([&] {
        std::vector<uint32_t> operands(kChunk), expected(kChunk), results(kChunk);
        for (uint64_t start; (start = next.fetch_add(kChunk)) < (uint64_t(1) << 32);) {
          for (uint64_t i = 0; i < kChunk; ++i) {
            operands[i] = uint32_t(start + i);
            expected[i] = uint32_t(evaluateExact(function, operands[i], FloatFormat::F32, false));
          }
          for (Isa isa : isas) {
            evaluate(function, FloatFormat::F32, false, operands.data(), results.data(), kChunk,
                     isa);
            for (uint64_t i = 0; i < kChunk; ++i)
              if (results[i] != expected[i]) {
                ++mismatches;
                uint64_t first = firstMismatch.load();
                while (operands[i] < first &&
                       !firstMismatch.compare_exchange_weak(first, operands[i]))
                  ;
              }
          }
        }
      });
    for (std::thread &worker : workers)
      worker.join();
    EXPECT_EQ(mismatches.load(), 0u)
        << getName(function) << ": first mismatching operand 0x" << std::hex
        << firstMismatch.load();
  }
}

} // namespace
