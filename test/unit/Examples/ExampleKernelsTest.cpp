//===- ExampleKernelsTest.cpp - the examples/ kernels against plain C++ ---===//
//
// Every example kernel runs in the reference interpreter on generated inputs, with sizes that
// are not multiples of the tile sizes so that edge tiles (padding on load, clipping on store)
// are exercised, and its outputs are compared with a straightforward C++ computation.
//
//===----------------------------------------------------------------------===//
#include "ExampleLaunch.h"

#include "tilec/Numeric/FloatFormats.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <numeric>
#include <random>

using tilec::runtime::HostBuffer;
using tilec::test::ExampleLaunch;

namespace {

/// Compares every element of `actual` with `expected(i)`: |a - e| <= atol + rtol * |e|.
/// Reports the number of mismatches and the first one.
::testing::AssertionResult allClose(const HostBuffer &actual,
                                    const std::function<double(int64_t)> &expected, double atol,
                                    double rtol) {
  int64_t mismatches = 0;
  std::string first;
  for (int64_t i = 0; i < actual.getNumElements(); ++i) {
    double a = actual.getDouble(i), e = expected(i);
    if (!(std::fabs(a - e) <= atol + rtol * std::fabs(e))) {
      if (!mismatches++)
        first = "element " + std::to_string(i) + ": got " + std::to_string(a) + ", expected " +
                std::to_string(e);
    }
  }
  if (!mismatches)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << mismatches << " of " << actual.getNumElements()
                                       << " elements differ; first at " << first;
}

std::string dims(std::initializer_list<int64_t> shape) {
  std::string text;
  for (int64_t extent : shape)
    text += (text.empty() ? "" : "x") + std::to_string(extent);
  return text;
}

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

TEST(ExampleKernels, VectorAdd) {
  const int64_t n = 2500;
  ExampleLaunch run("vadd.mlir", "vadd",
                    {"rand:f32:2500:1", "rand:f32:2500:2", "zeros:f32:2500", std::to_string(n)});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(n, 1024), 1, 1}), "");
  const HostBuffer &a = run.buffer("a"), &b = run.buffer("b");
  // f32 addition rounds once, exactly like the host's.
  EXPECT_TRUE(allClose(run.buffer("c"), [&](int64_t i) {
    return double(float(a.getDouble(i)) + float(b.getDouble(i)));
  }, 0, 0));
}

TEST(ExampleKernels, Transpose) {
  const int64_t m = 45, n = 37;
  ExampleLaunch run("transpose.mlir", "transpose",
                    {"rand:f32:" + dims({m, n}) + ":3", "zeros:f32:" + dims({n, m}),
                     std::to_string(m), std::to_string(n)});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(m, 32), ceilDiv(n, 16), 1}), "");
  const HostBuffer &a = run.buffer("A");
  EXPECT_TRUE(allClose(run.buffer("B"), [&](int64_t i) {
    int64_t row = i / m, column = i % m; // B[row][column] = A[column][row]
    return a.getDouble(column * n + row);
  }, 0, 0));
}

/// Runs a C = A * B kernel of `file` (parameters A, B, C, M, N, K) with `type` inputs over
/// `tile`-sized output tiles and compares C with the product computed in double from the exact
/// input values.
void checkMatmul(llvm::StringRef file, llvm::StringRef entry, llvm::StringRef type, int64_t m,
                 int64_t n, int64_t k, int64_t tile) {
  ExampleLaunch run(file, entry,
                    {"rand:" + type.str() + ":" + dims({m, k}) + ":4",
                     "rand:" + type.str() + ":" + dims({k, n}) + ":5", "zeros:f32:" + dims({m, n}),
                     std::to_string(m), std::to_string(n), std::to_string(k)});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(m, tile), ceilDiv(n, tile), 1}), "");
  const HostBuffer &a = run.buffer("A"), &b = run.buffer("B");
  EXPECT_TRUE(allClose(run.buffer("C"), [&](int64_t i) {
    double sum = 0;
    for (int64_t p = 0; p < k; ++p)
      sum += a.getDouble(i / n * k + p) * b.getDouble(p * n + i % n);
    return sum;
  }, 1e-5, 1e-5));
}

TEST(ExampleKernels, MatmulF32) { checkMatmul("matmul.mlir", "matmul", "f32", 70, 45, 37, 32); }
TEST(ExampleKernels, MatmulBF16) {
  checkMatmul("matmul.mlir", "matmul_bf16", "bf16", 70, 45, 37, 32);
}
TEST(ExampleKernels, MatmulF16) {
  checkMatmul("matmul.mlir", "matmul_f16", "f16", 70, 45, 37, 32);
}
TEST(ExampleKernels, AppendixGemmF16) {
  checkMatmul("gemm.mlir", "gemm", "f16", 130, 129, 40, 128);
}

TEST(ExampleKernels, RowSoftmax) {
  const int64_t rows = 10, columns = 700;
  ExampleLaunch run("softmax.mlir", "softmax",
                    {"rand:f32:" + dims({rows, columns}) + ":8", "zeros:f32:" + dims({rows, columns}),
                     std::to_string(rows), std::to_string(columns)});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(rows, 4), 1, 1}), "");
  const HostBuffer &x = run.buffer("X");
  EXPECT_TRUE(allClose(run.buffer("Y"), [&](int64_t i) {
    int64_t row = i / columns;
    double maximum = -INFINITY, sum = 0;
    for (int64_t c = 0; c < columns; ++c)
      maximum = std::max(maximum, x.getDouble(row * columns + c));
    for (int64_t c = 0; c < columns; ++c)
      sum += std::exp(x.getDouble(row * columns + c) - maximum);
    return std::exp(x.getDouble(i) - maximum) / sum;
  }, 1e-7, 1e-5));
}

TEST(ExampleKernels, LayerNorm) {
  const int64_t rows = 7, columns = 200;
  const double eps = 1e-5;
  ExampleLaunch run("layernorm.mlir", "layernorm",
                    {"rand:f32:" + dims({rows, columns}) + ":9", "rand:f32:200:10",
                     "rand:f32:200:11", "zeros:f32:" + dims({rows, columns}), std::to_string(rows),
                     std::to_string(columns), "1e-5"});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(rows, 4), 1, 1}), "");
  const HostBuffer &x = run.buffer("X"), &gamma = run.buffer("Gamma"), &beta = run.buffer("Beta");
  EXPECT_TRUE(allClose(run.buffer("Y"), [&](int64_t i) {
    int64_t row = i / columns, column = i % columns;
    double mean = 0, variance = 0;
    for (int64_t c = 0; c < columns; ++c)
      mean += x.getDouble(row * columns + c) / columns;
    for (int64_t c = 0; c < columns; ++c)
      variance += std::pow(x.getDouble(row * columns + c) - mean, 2) / columns;
    return (x.getDouble(i) - mean) / std::sqrt(variance + eps) * gamma.getDouble(column) +
           beta.getDouble(column);
  }, 1e-5, 1e-4));
}

TEST(ExampleKernels, FlashAttention) {
  const int64_t s = 40, d = 64;
  const double scale = 0.125;
  std::string shape = "f32:" + dims({s, d});
  ExampleLaunch run("flash_attention.mlir", "flash_attention",
                    {"rand:" + shape + ":12", "rand:" + shape + ":13", "rand:" + shape + ":14",
                     "zeros:" + shape, std::to_string(s), "0.125"});
  ASSERT_EQ(run.getError(), "");
  ASSERT_EQ(run.launch({ceilDiv(s, 16), 1, 1}), "");
  const HostBuffer &q = run.buffer("Q"), &k = run.buffer("K"), &v = run.buffer("V");
  EXPECT_TRUE(allClose(run.buffer("O"), [&](int64_t i) {
    int64_t row = i / d, column = i % d;
    std::vector<double> scores(s);
    for (int64_t key = 0; key < s; ++key) {
      double dot = 0;
      for (int64_t e = 0; e < d; ++e)
        dot += q.getDouble(row * d + e) * k.getDouble(key * d + e);
      scores[key] = dot * scale;
    }
    double maximum = *std::max_element(scores.begin(), scores.end()), sum = 0, out = 0;
    for (int64_t key = 0; key < s; ++key) {
      double weight = std::exp(scores[key] - maximum);
      sum += weight;
      out += weight * v.getDouble(key * d + column);
    }
    return out / sum;
  }, 1e-5, 1e-4));
}

TEST(ExampleKernels, GatherRows) {
  const int64_t tableRows = 50, n = 37;
  ExampleLaunch run("gather_scatter.mlir", "gather_rows",
                    {"rand:f32:" + dims({tableRows, 32}) + ":15", "zeros:i32:37",
                     "zeros:f32:" + dims({n, 32}), std::to_string(tableRows), std::to_string(n)});
  ASSERT_EQ(run.getError(), "");
  HostBuffer &idx = run.buffer("Idx");
  std::mt19937 engine(16);
  for (int64_t i = 0; i < n; ++i) // repeats allowed in a gather
    idx.setInt(i, std::uniform_int_distribution<int64_t>(0, tableRows - 1)(engine));
  ASSERT_EQ(run.launch({ceilDiv(n, 16), 1, 1}), "");
  const HostBuffer &table = run.buffer("Table");
  EXPECT_TRUE(allClose(run.buffer("Out"), [&](int64_t i) {
    return table.getDouble(idx.getInt(i / 32) * 32 + i % 32);
  }, 0, 0));
}

TEST(ExampleKernels, ScatterRows) {
  const int64_t outRows = 50, n = 37;
  ExampleLaunch run("gather_scatter.mlir", "scatter_rows",
                    {"rand:f32:" + dims({n, 32}) + ":17", "zeros:i32:37",
                     "ones:f32:" + dims({outRows, 32}), std::to_string(outRows), std::to_string(n)});
  ASSERT_EQ(run.getError(), "");
  HostBuffer &idx = run.buffer("Idx");
  std::vector<int64_t> rows(outRows);
  std::iota(rows.begin(), rows.end(), 0);
  std::shuffle(rows.begin(), rows.end(), std::mt19937(18));
  for (int64_t i = 0; i < n; ++i) // distinct targets: repeated scatter rows store undefined values
    idx.setInt(i, rows[i]);
  ASSERT_EQ(run.launch({ceilDiv(n, 16), 1, 1}), "");
  const HostBuffer &src = run.buffer("Src");
  std::vector<int64_t> sourceOf(outRows, -1);
  for (int64_t i = 0; i < n; ++i)
    sourceOf[rows[i]] = i;
  // Rows nobody scattered to keep their initial 1.
  EXPECT_TRUE(allClose(run.buffer("Out"), [&](int64_t i) {
    int64_t source = sourceOf[i / 32];
    return source < 0 ? 1.0 : src.getDouble(source * 32 + i % 32);
  }, 0, 0));
}

TEST(ExampleKernels, Fp8QuantizeDequantize) {
  const int64_t rows = 6;
  std::string shape = dims({rows, 64});
  ExampleLaunch quantize("fp8_quant.mlir", "quantize_fp8",
                         {"rand:f32:" + shape + ":19", "zeros:f8E4M3FN:" + shape,
                          "zeros:f32:6", std::to_string(rows)});
  ASSERT_EQ(quantize.getError(), "");
  // Row 5 is all zeros: its scale is the 2^-100 floor over 448.
  HostBuffer &x = quantize.buffer("X");
  for (int64_t c = 0; c < 64; ++c)
    x.setDouble(5 * 64 + c, 0.0);
  ASSERT_EQ(quantize.launch({ceilDiv(rows, 4), 1, 1}), "");

  // The kernel's arithmetic is f32 with one rounding per op, which host floats reproduce.
  std::vector<float> scales(rows);
  for (int64_t r = 0; r < rows; ++r) {
    float absmax = 0;
    for (int64_t c = 0; c < 64; ++c)
      absmax = std::max(absmax, std::fabs(float(x.getDouble(r * 64 + c))));
    scales[r] = std::max(absmax, 0x1p-100f) / 448.0f;
  }
  EXPECT_TRUE(allClose(quantize.buffer("Scale"), [&](int64_t r) { return scales[r]; }, 0, 0));
  const HostBuffer &q = quantize.buffer("Q");
  EXPECT_TRUE(allClose(q, [&](int64_t i) {
    float scaled = float(x.getDouble(i)) / scales[i / 64];
    return tilec::numeric::decode(
        tilec::numeric::encode(scaled, tilec::numeric::FloatFormat::F8E4M3FN),
        tilec::numeric::FloatFormat::F8E4M3FN);
  }, 0, 0));

  ExampleLaunch dequantize("fp8_quant.mlir", "dequantize_fp8",
                           {"zeros:f8E4M3FN:" + shape, "zeros:f32:6", "zeros:f32:" + shape,
                            std::to_string(rows)});
  ASSERT_EQ(dequantize.getError(), "");
  for (int64_t i = 0; i < q.getNumElements(); ++i)
    dequantize.buffer("Q").setBits(i, q.getBits(i));
  for (int64_t r = 0; r < rows; ++r)
    dequantize.buffer("Scale").setDouble(r, scales[r]);
  ASSERT_EQ(dequantize.launch({ceilDiv(rows, 4), 1, 1}), "");
  EXPECT_TRUE(allClose(dequantize.buffer("Y"), [&](int64_t i) {
    return double(float(q.getDouble(i)) * scales[i / 64]);
  }, 0, 0));
  // The round trip loses at most half an e4m3 step (3 mantissa bits: 2^-4 relative) plus the
  // subnormal spacing of e4m3 (2^-9) times the scale.
  EXPECT_TRUE(allClose(dequantize.buffer("Y"), [&](int64_t i) { return x.getDouble(i); },
                       0x1p-9 * scales[0] * 448, 0x1p-4));
}

} // namespace
