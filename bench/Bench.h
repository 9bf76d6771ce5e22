//===- Bench.h - what the benchmark driver's parts share ---------*- C++ -*-===//
//
// tilec-bench measures compiled Tile IR kernels next to library baselines in one process: the
// options of a run, the timing policy (warm-up, then the median of repeated runs), the result
// rows every benchmark family adds to the report, aligned buffers with seeded inputs, element
// conversions and the relative error that checks tilec's output against a baseline's.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_BENCH_H
#define TILEC_BENCH_BENCH_H

#include "tilec/Runtime/HostMemory.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace tilec::bench {

struct Options {
  /// Thread counts every benchmark runs with.
  std::vector<int> threads = {1, 2};
  /// A fast subset: fewer sizes, shorter measurements.
  bool quick = false;
  /// Substrings of benchmark names to run (all when empty).
  std::vector<std::string> filters;
  /// Launch tilec kernels without checking accesses against the buffers (`--unchecked`).
  bool unchecked = false;
  /// Directory of the benchmark kernels and of the examples whose compile latency is measured.
  std::string kernelDirectory;
  std::string examplesDirectory;
  /// Seconds of timed runs per measurement (at least `minRuns` runs, at most `maxRuns`).
  double secondsPerMeasurement = 1.0;
  int minRuns = 5;
  int maxRuns = 50;
  /// The CPU has AMX-INT8 or AVX512-VNNI, with which tilec multiplies an i8 K loop in passes
  /// (its i8 GEMM kernel takes deeper K steps, see gemm.mlir).
  bool hostHasI8Passes = false;

  bool selects(llvm::StringRef benchmark) const;
};

/// How a row of the report relates to tilec's row of the same case.
enum class Role {
  Tilec,
  /// What tilec's ratio is computed against (the fastest of them).
  Baseline,
  /// Shown for information only (e.g. copy bandwidth next to a row kernel).
  Reference,
};

/// One implementation of one benchmark case at one thread count.
struct Result {
  std::string benchmark; // "gemm_f32"
  std::string shape;     // "1024x1024x1024"
  /// Position on the plot's x axis (a matrix side, a sequence length, bytes).
  double size = 0;
  std::string implementation; // "tilec", "cblas_sgemm", ...
  Role role = Role::Baseline;
  int threads = 1;
  double medianMs = 0;
  double minMs = 0;
  int runs = 0;
  /// Work per second in `unit` (GFLOP/s, GB/s); 0 when the implementation failed.
  double rate = 0;
  std::string unit;
  /// For tilec and baselines checked against the reference: "ok 3e-07", "MISMATCH 0.2", ...
  std::string check;
  /// Which implementation a library chose, why a baseline is missing, ...
  std::string note;
};

/// Compile latency of one kernel of the examples.
struct CompileLatency {
  std::string kernel; // "matmul.mlir:@matmul"
  double coldMs = 0;
  double diskCachedMs = 0;
  double memoryCachedMs = 0;
  bool diskHit = false;
  std::string error;
};

class Report {
public:
  void add(Result result);
  void addCompileLatency(CompileLatency latency) { latencies.push_back(std::move(latency)); }
  /// The table of ratios (tilec against the fastest baseline of each case), then compile
  /// latencies, on stdout.
  void printTable() const;
  /// One line per result, after `# cpu:`, `# isa:` and `# load average:` comment lines.
  bool writeCsv(const std::string &path, llvm::StringRef cpuModel, llvm::StringRef isa,
                llvm::StringRef load) const;

private:
  std::vector<Result> results;
  std::vector<CompileLatency> latencies;
};

/// Median and minimum of timed runs.
struct Timing {
  double medianMs = 0;
  double minMs = 0;
  int runs = 0;
};

/// Times the contenders' `runs` in alternation - one run of each in turn, round after round -
/// so that a machine whose speed drifts (a shared virtual machine's clock and neighbours)
/// drifts under all of them alike. Each runs once to warm up, then until it has run
/// `options.minRuns` times and for `options.secondsPerMeasurement` seconds in all, or
/// `options.maxRuns` times; one whose run returns false stops there, with what it has.
std::vector<Timing> measureInterleaved(const Options &options,
                                       llvm::ArrayRef<std::function<bool()>> runs);

/// The thread count of the libraries' own pools: OpenMP (oneDNN, the hand-written baselines)
/// and OpenBLAS.
void setLibraryThreads(int threads);

/// Zeroed storage for benchmark inputs and outputs, as `tilec run` allocates its buffers
/// (tilec/Runtime/HostMemory.h): every contender reads the same kind of memory.
class Buffer {
public:
  explicit Buffer(size_t bytes);
  template <typename T> T *as() { return reinterpret_cast<T *>(storage.get()); }
  template <typename T> const T *as() const { return reinterpret_cast<const T *>(storage.get()); }
  void *data() { return storage.get(); }
  size_t size() const { return bytes; }

private:
  size_t bytes;
  tilec::runtime::HostMemory<uint8_t> storage;
};

/// Uniform values in [-1, 1) from `seed`.
void fillUniform(float *values, size_t count, uint64_t seed);
/// Uniform integers in [-64, 63].
void fillUniform(int8_t *values, size_t count, uint64_t seed);

/// Round to nearest even, as the kernels' and the libraries' conversions do.
uint16_t floatToBf16(float value);
float bf16ToFloat(uint16_t bits);
uint16_t floatToF16(float value);
float f16ToFloat(uint16_t bits);
/// Rounds `values` to bf16 or f16 in place and writes the encodings to `encoded`.
void roundToBf16(float *values, uint16_t *encoded, size_t count);
void roundToF16(float *values, uint16_t *encoded, size_t count);

/// max |x - reference| / max |reference| (0 when both are all zero; infinite for a NaN).
double relativeError(const float *x, const float *reference, size_t count);
double relativeError(const int32_t *x, const int32_t *reference, size_t count);
/// "ok 1.2e-07" when `error` <= `tolerance`, else "MISMATCH 3.4e-01 (tolerance 1e-04)".
std::string describeCheck(double error, double tolerance);

/// One implementation in a benchmark case.
struct Contender {
  std::string name;
  Role role = Role::Baseline;
  /// One run on `threads` threads; false on failure (which the run reports).
  std::function<bool(int threads)> run;
  /// After every contender ran once: how its output compares with the reference's (empty:
  /// nothing to check, e.g. a bandwidth probe).
  std::function<std::string()> check;
  std::string note;
};

/// What a benchmark case measures.
struct Case {
  std::string benchmark;
  std::string shape;
  double size = 0;
  /// "GFLOP/s" or "GB/s"; `work` is how many 10^9 of its units one run does.
  std::string unit;
  double work = 0;
};

/// Times every contender on every thread count of `options` (warm-up, then the median of
/// runs) and adds one result per contender and thread count, checks on the first.
void runCase(const Options &options, Report &report, const Case &info,
             std::vector<Contender> &contenders);

/// "1024x1024x1024".
std::string formatShape(std::initializer_list<int64_t> extents);

// Benchmark families; each adds its rows to the report.
class TilecModules;
void runGemmBenchmarks(const Options &options, TilecModules &modules, Report &report);
void runRowBenchmarks(const Options &options, TilecModules &modules, Report &report);
void runMemoryBenchmarks(const Options &options, TilecModules &modules, Report &report);
void runAttentionBenchmarks(const Options &options, TilecModules &modules, Report &report);
void runCompileLatency(const Options &options, Report &report);
/// The child process of runCompileLatency: compiles one kernel with the disk cache and prints
/// `<milliseconds> <disk|compiled>`. Returns the exit code.
int runCompileLatencyChild(llvm::StringRef path, llvm::StringRef entry);

} // namespace tilec::bench

#endif // TILEC_BENCH_BENCH_H
