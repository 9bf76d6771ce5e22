//===- CompileLatency.cpp - how long tilec takes to compile every example ===//
//
// For every entry and testing$func of examples/*.mlir: a cold compilation (no cache, the
// median of three), a compilation found in the in-memory cache, and one found in the disk cache
// by a fresh process (a child of this one, as a new `tilec run` would; the median of three),
// timed inside compileForCpu, after parsing.
//
//===----------------------------------------------------------------------===//
#include "Bench.h"
#include "TilecKernel.h"

#include "tilec/Compiler/CpuCompiler.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdio>

namespace tilec::bench {

namespace {

std::vector<std::string> findExamples(const std::string &directory) {
  std::vector<std::string> paths;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(directory, error), end; it != end && !error;
       it.increment(error))
    if (llvm::sys::path::extension(it->path()) == ".mlir")
      paths.push_back(it->path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

/// Runs this program as a child compiling `entry` of `path`; its milliseconds and whether the
/// disk cache had it.
bool compileInChildOnce(const std::string &path, llvm::StringRef entry, double &milliseconds,
                    bool &diskHit) {
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::SmallString<128> output;
  if (llvm::sys::fs::createTemporaryFile("tilec-bench-child", "txt", output))
    return false;
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(output),
                                                std::nullopt};
  int status = llvm::sys::ExecuteAndWait(
      self, {self, "--compile-child", path, entry}, std::nullopt, redirects);
  auto text = llvm::MemoryBuffer::getFile(output);
  llvm::sys::fs::remove(output);
  if (status != 0 || !text)
    return false;
  auto [number, kind] = (*text)->getBuffer().trim().split(' ');
  diskHit = kind == "disk";
  return !number.getAsDouble(milliseconds);
}

/// The median of three children (process start-up makes single runs noisy).
bool compileInChild(const std::string &path, llvm::StringRef entry, double &milliseconds,
                    bool &diskHit) {
  std::vector<double> times;
  diskHit = true;
  for (int run = 0; run < 3; ++run) {
    double time = 0;
    bool hit = false;
    if (!compileInChildOnce(path, entry, time, hit))
      return false;
    times.push_back(time);
    diskHit &= hit;
  }
  std::sort(times.begin(), times.end());
  milliseconds = times[1];
  return true;
}

} // namespace

int runCompileLatencyChild(llvm::StringRef path, llvm::StringRef entry) {
  TilecModules modules;
  mlir::Operation *kernel = modules.findKernel(path.str(), entry);
  if (!kernel)
    return 1;
  auto compiled = compileForCpu(kernel);
  if (mlir::failed(compiled))
    return 1;
  std::printf("%.3f %s\n", (*compiled)->getCompileMilliseconds(),
              (*compiled)->isFromDiskCache() ? "disk" : "compiled");
  return 0;
}

void runCompileLatency(const Options &options, Report &report) {
  if (!options.selects("compile"))
    return;
  TilecModules modules;
  for (const std::string &path : findExamples(options.examplesDirectory)) {
    for (mlir::Operation *kernel : modules.getKernels(path)) {
      CompileLatency latency;
      llvm::StringRef entry = interp::SourceProgram::getKernelName(kernel);
      latency.kernel = llvm::sys::path::filename(path).str() + ":@" + entry.str();
      std::vector<double> cold;
      CpuCompileOptions uncached;
      uncached.useCache = false;
      for (int run = 0; run < 3; ++run) {
        auto compiled = compileForCpu(kernel, uncached);
        if (mlir::failed(compiled)) {
          latency.error = "compilation failed";
          break;
        }
        cold.push_back((*compiled)->getCompileMilliseconds());
      }
      if (latency.error.empty()) {
        std::sort(cold.begin(), cold.end());
        latency.coldMs = cold[cold.size() / 2];
        // The first cached compilation fills both caches; the second finds it in memory.
        auto first = compileForCpu(kernel);
        auto second = compileForCpu(kernel);
        if (mlir::failed(first) || mlir::failed(second))
          latency.error = "compilation failed";
        else
          latency.memoryCachedMs = (*second)->getCompileMilliseconds();
      }
      if (latency.error.empty() &&
          !compileInChild(path, entry, latency.diskCachedMs, latency.diskHit))
        latency.error = "the child compilation failed";
      std::printf("  compile %-40s cold %8.2f ms  disk cache %7.2f ms%s  memory cache %6.3f ms %s\n",
                  latency.kernel.c_str(), latency.coldMs, latency.diskCachedMs,
                  latency.diskHit ? "" : " (miss)", latency.memoryCachedMs, latency.error.c_str());
      std::fflush(stdout);
      report.addCompileLatency(std::move(latency));
    }
  }
}

} // namespace tilec::bench
