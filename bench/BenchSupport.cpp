//===- BenchSupport.cpp - timing, buffers, conversions, checks ------------===//
#include "Bench.h"

#include "llvm/ADT/STLExtras.h"

#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace tilec::bench {

bool Options::selects(llvm::StringRef benchmark) const {
  if (filters.empty())
    return true;
  return std::any_of(filters.begin(), filters.end(),
                     [&](const std::string &filter) { return benchmark.contains(filter); });
}

std::vector<Timing> measureInterleaved(const Options &options,
                                       llvm::ArrayRef<std::function<bool()>> runs) {
  using Clock = std::chrono::steady_clock;
  size_t count = runs.size();
  std::vector<std::vector<double>> milliseconds(count);
  std::vector<double> elapsed(count, 0.0);
  // Warm-up; a contender that fails it is not measured.
  std::vector<bool> active(count);
  for (size_t i = 0; i < count; ++i)
    active[i] = runs[i]();
  auto finished = [&](size_t i) {
    int taken = int(milliseconds[i].size());
    return taken >= options.maxRuns ||
           (taken >= options.minRuns && elapsed[i] >= options.secondsPerMeasurement);
  };
  while (true) {
    bool ranAny = false;
    for (size_t i = 0; i < count; ++i) {
      if (!active[i] || finished(i))
        continue;
      Clock::time_point before = Clock::now();
      if (!runs[i]()) {
        active[i] = false;
        continue;
      }
      double taken = std::chrono::duration<double, std::milli>(Clock::now() - before).count();
      milliseconds[i].push_back(taken);
      elapsed[i] += taken * 1e-3;
      ranAny = true;
    }
    if (!ranAny)
      break;
  }
  std::vector<Timing> timings(count);
  for (size_t i = 0; i < count; ++i) {
    std::vector<double> &times = milliseconds[i];
    if (times.empty())
      continue;
    std::sort(times.begin(), times.end());
    size_t n = times.size();
    timings[i].runs = int(n);
    timings[i].minMs = times.front();
    timings[i].medianMs = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
  }
  return timings;
}

void runCase(const Options &options, Report &report, const Case &info,
             std::vector<Contender> &contenders) {
  for (auto [index, threads] : llvm::enumerate(options.threads)) {
    setLibraryThreads(threads);
    std::vector<std::function<bool()>> runs;
    for (Contender &contender : contenders)
      runs.push_back([&contender, threads] { return contender.run(threads); });
    std::vector<Timing> timings = measureInterleaved(options, runs);
    std::vector<Result> results;
    for (auto [contender, timing] : llvm::zip_equal(contenders, timings)) {
      Result result;
      result.benchmark = info.benchmark;
      result.shape = info.shape;
      result.size = info.size;
      result.implementation = contender.name;
      result.role = contender.role;
      result.threads = threads;
      result.unit = info.unit;
      result.note = contender.note;
      result.medianMs = timing.medianMs;
      result.minMs = timing.minMs;
      result.runs = timing.runs;
      if (timing.runs == 0)
        result.check = "FAILED";
      else
        result.rate = info.work / (timing.medianMs * 1e-3);
      results.push_back(std::move(result));
    }
    // Outputs are compared once, when every contender has written its own.
    if (index == 0)
      for (auto [contender, result] : llvm::zip_equal(contenders, results))
        if (contender.check && result.runs > 0)
          result.check = contender.check();
    for (Result &result : results) {
      std::printf("  %-12s %-18s %-34s t=%d %10.3f ms %10.2f %s %s\n", info.benchmark.c_str(),
                  info.shape.c_str(), result.implementation.c_str(), threads, result.medianMs,
                  result.rate, info.unit.c_str(), result.check.c_str());
      std::fflush(stdout);
      report.add(std::move(result));
    }
  }
}

void setLibraryThreads(int threads) {
  omp_set_num_threads(threads);
  openblas_set_num_threads(threads);
}

Buffer::Buffer(size_t bytes) : bytes(bytes) {
  storage.reset(static_cast<uint8_t *>(tilec::runtime::allocateHostMemory(bytes)));
  if (!storage) {
    std::fprintf(stderr, "tilec-bench: out of memory allocating %zu bytes\n", bytes);
    std::exit(1);
  }
}

namespace {

/// splitmix64: cheap, seeded, good enough for benchmark inputs.
uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

} // namespace

void fillUniform(float *values, size_t count, uint64_t seed) {
  uint64_t state = seed;
  for (size_t i = 0; i < count; ++i)
    values[i] = float(int64_t(nextRandom(state) >> 40) - (int64_t(1) << 23)) * 0x1p-23f;
}

void fillUniform(int8_t *values, size_t count, uint64_t seed) {
  uint64_t state = seed;
  for (size_t i = 0; i < count; ++i)
    values[i] = int8_t(int(nextRandom(state) >> 57) - 64);
}

uint16_t floatToBf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if (std::isnan(value))
    return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

float bf16ToFloat(uint16_t bits) {
  uint32_t wide = uint32_t(bits) << 16;
  float value;
  std::memcpy(&value, &wide, 4);
  return value;
}

uint16_t floatToF16(float value) {
  _Float16 half = _Float16(value);
  uint16_t bits;
  std::memcpy(&bits, &half, 2);
  return bits;
}

float f16ToFloat(uint16_t bits) {
  _Float16 half;
  std::memcpy(&half, &bits, 2);
  return float(half);
}

void roundToBf16(float *values, uint16_t *encoded, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    encoded[i] = floatToBf16(values[i]);
    values[i] = bf16ToFloat(encoded[i]);
  }
}

void roundToF16(float *values, uint16_t *encoded, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    encoded[i] = floatToF16(values[i]);
    values[i] = f16ToFloat(encoded[i]);
  }
}

double relativeError(const float *x, const float *reference, size_t count) {
  double maxDifference = 0, maxReference = 0;
  for (size_t i = 0; i < count; ++i) {
    double difference = std::fabs(double(x[i]) - double(reference[i]));
    if (std::isnan(difference))
      return std::numeric_limits<double>::infinity();
    maxDifference = std::max(maxDifference, difference);
    maxReference = std::max(maxReference, std::fabs(double(reference[i])));
  }
  if (maxDifference == 0)
    return 0;
  return maxReference == 0 ? std::numeric_limits<double>::infinity()
                           : maxDifference / maxReference;
}

double relativeError(const int32_t *x, const int32_t *reference, size_t count) {
  double maxDifference = 0, maxReference = 0;
  for (size_t i = 0; i < count; ++i) {
    maxDifference = std::max(maxDifference, std::fabs(double(x[i]) - double(reference[i])));
    maxReference = std::max(maxReference, std::fabs(double(reference[i])));
  }
  if (maxDifference == 0)
    return 0;
  return maxReference == 0 ? std::numeric_limits<double>::infinity()
                           : maxDifference / maxReference;
}

std::string describeCheck(double error, double tolerance) {
  char text[96];
  if (error <= tolerance)
    std::snprintf(text, sizeof(text), "ok %.1e", error);
  else
    std::snprintf(text, sizeof(text), "MISMATCH %.2e (tolerance %.0e)", error, tolerance);
  return text;
}

std::string formatShape(std::initializer_list<int64_t> extents) {
  std::string text;
  for (int64_t extent : extents)
    text += (text.empty() ? "" : "x") + std::to_string(extent);
  return text;
}

} // namespace tilec::bench
