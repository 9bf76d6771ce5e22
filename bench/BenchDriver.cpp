//===- BenchDriver.cpp - tilec-bench: tilec against libraries, in one run ===//
//
//   tilec-bench [--quick] [--filter NAME[,NAME...]] [--threads 1,2] [--unchecked]
//               [--csv FILE] [--kernels DIR] [--examples DIR] [--seconds S]
//
// Prints the machine (CPU model, ISA features, library versions), one line per measurement as
// it completes, then the table of ratios; writes the CSV that bench/plot.py draws.
//
//===----------------------------------------------------------------------===//
#include "Bench.h"
#include "GemmBaselines.h"
#include "TilecKernel.h"
#include "VectorIsa.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cblas.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace tilec::bench;

namespace {

/// Prints the usage (after `message`, unless it is empty) and returns the exit code: 0 for
/// --help, 2 for a mistake.
int usage(const char *message) {
  std::FILE *stream = *message ? stderr : stdout;
  if (*message)
    std::fprintf(stream, "tilec-bench: %s\n", message);
  std::fprintf(
      stream,
      "usage: tilec-bench [--quick] [--filter NAME[,NAME...]] [--threads N[,N...]]\n"
      "                   [--unchecked] [--csv FILE] [--kernels DIR] [--examples DIR]\n"
      "                   [--seconds S]\n"
      "benchmarks: copy vadd chain softmax softmax_approx layernorm gemm_f32 gemm_bf16\n"
      "            gemm_bf16_hw gemm_f16 gemm_i8 attention_f32 attention_f32_approx\n"
      "            attention_bf16 attention_bf16_hw compile (a name selects every benchmark\n"
      "            containing it)\n");
  return *message ? 2 : 0;
}

/// CPU model and the ISA features that matter here, from /proc/cpuinfo.
void describeCpu(std::string &model, std::string &isa) {
  model = "unknown";
  auto file = llvm::MemoryBuffer::getFileAsStream("/proc/cpuinfo");
  if (!file)
    return;
  llvm::SmallVector<llvm::StringRef> lines;
  (*file)->getBuffer().split(lines, '\n');
  llvm::StringRef flags;
  for (llvm::StringRef line : lines) {
    auto [name, value] = line.split(':');
    name = name.trim();
    if (name == "model name" && model == "unknown")
      model = value.trim().str();
    if (name == "flags" && flags.empty())
      flags = value.trim();
  }
  llvm::SmallVector<llvm::StringRef> features;
  flags.split(features, ' ', -1, false);
  for (llvm::StringRef feature : features)
    if (feature.starts_with("avx") || feature.starts_with("amx") || feature == "fma" ||
        feature == "f16c" || feature == "sse4_2" || feature == "bmi2")
      isa += (isa.empty() ? "" : " ") + feature.str();
}

/// OpenBLAS picks its kernels by CPU model, and a release older than the CPU falls back to its
/// Prescott (SSE3) kernels - OpenBLAS 0.3.21 on an Emerald Rapids Xeon ran SGEMM at an eighth of
/// oneDNN's speed. The baseline should be the library at its best on this machine, so then it
/// is pointed at the kernels of the vector ISA the CPU has (unless the user chose a core).
void chooseOpenBlasCore() {
  if (std::getenv("OPENBLAS_CORETYPE") || llvm::StringRef(openblas_get_corename()) != "Prescott")
    return;
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512cd"))
    setenv("OPENBLAS_CORETYPE", "SkylakeX", 1);
  else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    setenv("OPENBLAS_CORETYPE", "Haswell", 1);
}

/// OpenMP threads keep spinning for 200 ms after a parallel region and OpenBLAS's for about as
/// long after a call: on a small machine the next library measured would share its cores with
/// them. Both runtimes read their settings when they load, so the driver re-executes itself
/// once with shorter spin times (unless the user chose them), and with OpenBLAS's core chosen.
void reexecuteWithLibrarySettings(char **argv) {
  if (std::getenv("TILEC_BENCH_REEXECUTED"))
    return;
  setenv("TILEC_BENCH_REEXECUTED", "1", 1);
  setenv("KMP_BLOCKTIME", "1", 0);
  setenv("OPENBLAS_THREAD_TIMEOUT", "20", 0);
  chooseOpenBlasCore();
  execv("/proc/self/exe", argv);
}

/// The 1-minute load average: benchmarks on a busy machine measure the other jobs too.
std::string getLoadAverage() {
  auto file = llvm::MemoryBuffer::getFileAsStream("/proc/loadavg");
  if (!file)
    return "unknown";
  return (*file)->getBuffer().split(' ').first.str();
}

bool parseThreads(llvm::StringRef text, std::vector<int> &threads) {
  threads.clear();
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, ',');
  for (llvm::StringRef part : parts) {
    int count = 0;
    if (part.trim().getAsInteger(10, count) || count < 1)
      return false;
    threads.push_back(count);
  }
  return !threads.empty();
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 4 && !std::strcmp(argv[1], "--compile-child"))
    return runCompileLatencyChild(argv[2], argv[3]);
  reexecuteWithLibrarySettings(argv);
  llvm::InitLLVM initLLVM(argc, argv);

  // Kernels and examples are found next to the source tree this binary was built from.
  Options options;
  options.kernelDirectory = TILEC_BENCH_SOURCE_DIR "/kernels";
  options.examplesDirectory = TILEC_BENCH_SOURCE_DIR "/../examples";
  std::string csvPath = TILEC_BENCH_SOURCE_DIR "/results/bench.csv";
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef argument = argv[i];
    auto value = [&]() -> const char * { return i + 1 < argc ? argv[++i] : nullptr; };
    if (argument == "--help" || argument == "-h") {
      std::exit(usage(""));
    } else if (argument == "--quick") {
      options.quick = true;
    } else if (argument == "--unchecked") {
      options.unchecked = true;
    } else if (argument == "--filter") {
      const char *text = value();
      if (!text)
        return usage("--filter expects a name");
      llvm::SmallVector<llvm::StringRef> names;
      llvm::StringRef(text).split(names, ',', -1, false);
      for (llvm::StringRef name : names)
        options.filters.push_back(name.str());
    } else if (argument == "--threads") {
      const char *text = value();
      if (!text || !parseThreads(text, options.threads))
        return usage("--threads expects positive counts separated by commas, e.g. 1,2");
    } else if (argument == "--csv") {
      const char *text = value();
      if (!text)
        return usage("--csv expects a file");
      csvPath = text;
    } else if (argument == "--kernels" || argument == "--examples") {
      const char *text = value();
      if (!text)
        return usage("--kernels and --examples expect a directory");
      (argument == "--kernels" ? options.kernelDirectory : options.examplesDirectory) = text;
    } else if (argument == "--seconds") {
      const char *text = value();
      if (!text || llvm::StringRef(text).getAsDouble(options.secondsPerMeasurement) ||
          options.secondsPerMeasurement < 0)
        return usage("--seconds expects a non-negative number");
    } else {
      return usage(("unknown argument '" + argument + "'").str().c_str());
    }
  }
  if (options.quick) {
    options.secondsPerMeasurement = std::min(options.secondsPerMeasurement, 0.2);
    options.minRuns = 3;
    options.maxRuns = 20;
  }

  // A private disk cache: cold compilations are cold, and the user's cache stays as it was.
  llvm::SmallString<128> cacheDirectory;
  if (llvm::sys::fs::createUniqueDirectory("tilec-bench-cache", cacheDirectory))
    return usage("cannot create a temporary cache directory");
  setenv("XDG_CACHE_HOME", cacheDirectory.c_str(), 1);

  std::string cpuModel, isa;
  describeCpu(cpuModel, isa);
  options.hostHasI8Passes = llvm::is_contained(llvm::split(isa, ' '), "amx_int8") ||
                            llvm::is_contained(llvm::split(isa, ' '), "avx512_vnni");
  std::printf("cpu: %s (%ld logical cores)\nisa: %s\n", cpuModel.c_str(),
              sysconf(_SC_NPROCESSORS_ONLN), isa.c_str());
  std::printf("baselines: OpenBLAS %s (%s), %s, hand-written C++ with %s intrinsics\n",
              openblas_get_config(), openblas_get_corename(), getDnnlDescription().c_str(),
              getVectorIsaName(getVectorIsa()));
  const char *openBlasCore = std::getenv("OPENBLAS_CORETYPE");
  std::printf("tilec launches are %s; KMP_BLOCKTIME=%s OPENBLAS_THREAD_TIMEOUT=%s%s%s\n",
              options.unchecked ? "unchecked" : "checked (the default of tilec run)",
              std::getenv("KMP_BLOCKTIME"), std::getenv("OPENBLAS_THREAD_TIMEOUT"),
              openBlasCore ? " OPENBLAS_CORETYPE=" : "", openBlasCore ? openBlasCore : "");
  std::string loadBefore = getLoadAverage();
  std::printf("load average before: %s\n\n", loadBefore.c_str());
  std::fflush(stdout);

  Report report;
  {
    TilecModules modules;
    runMemoryBenchmarks(options, modules, report);
    runRowBenchmarks(options, modules, report);
    runGemmBenchmarks(options, modules, report);
    runAttentionBenchmarks(options, modules, report);
  }
  runCompileLatency(options, report);
  llvm::sys::fs::remove_directories(cacheDirectory);

  report.printTable();
  std::string loadAfter = getLoadAverage();
  std::printf("\nload average before %s, after %s (%ld cores)%s\n", loadBefore.c_str(),
              loadAfter.c_str(), sysconf(_SC_NPROCESSORS_ONLN),
              std::atof(loadAfter.c_str()) > 1.5 * sysconf(_SC_NPROCESSORS_ONLN)
                  ? ": other jobs shared the cores, timings are noisy"
                  : "");
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(csvPath));
  if (!report.writeCsv(csvPath, cpuModel, isa, "before " + loadBefore + ", after " + loadAfter)) {
    std::fprintf(stderr, "tilec-bench: cannot write %s\n", csvPath.c_str());
    return 1;
  }
  std::printf("\nwrote %s\n", csvPath.c_str());
  return 0;
}
