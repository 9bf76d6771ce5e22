//===- MemoryBenchmarks.cpp - copy bandwidth, vadd and an elementwise chain ===//
//
// 64 MiB f32 arrays, far larger than the caches. `copy` measures the machine: tilec's @copy
// next to vector copy loops with ordinary and with non-temporal stores (the faster is the probe
// the other memory-bound rows are compared with) and memcpy. `vadd` and `chain` run
// bench/kernels/elementwise.mlir against hand-written loops of both kinds, whose output is the
// reference. Rates count every byte read and written once.
//
//===----------------------------------------------------------------------===//
#include "Bandwidth.h"
#include "Bench.h"
#include "TilecKernel.h"
#include "VectorIsa.h"

namespace tilec::bench {

namespace {

constexpr int64_t kElements = int64_t(64) << 20 >> 2; // 64 MiB of f32
constexpr float kAlpha = 1.5f;

void runMemoryCase(const Options &options, TilecModules &modules, Report &report,
                   llvm::StringRef benchmark, Buffer &a, Buffer &b, Buffer &tilecC,
                   Buffer &referenceC) {
  bool isCopy = benchmark == "copy";
  Case info;
  info.benchmark = benchmark.str();
  info.shape = "64MiB x" + std::to_string(isCopy ? 2 : 3);
  info.size = double(kElements) * 4;
  info.unit = "GB/s";
  info.work = (isCopy ? 2.0 : 3.0) * kElements * 4 * 1e-9;
  std::unique_ptr<TilecKernel> kernel = TilecKernel::compile(
      modules, options.kernelDirectory + "/elementwise.mlir", info.benchmark);
  if (!kernel)
    return;
  unsigned parameter = 0;
  kernel->bindBuffer(parameter++, a.data(), a.size());
  if (!isCopy)
    kernel->bindBuffer(parameter++, b.data(), b.size());
  kernel->bindBuffer(parameter++, tilecC.data(), tilecC.size());
  kernel->bindI64(parameter++, kElements);
  if (benchmark == "chain")
    kernel->bindF32(parameter++, kAlpha);
  std::array<int64_t, 3> grid = {(kElements + 4095) / 4096, 1, 1};

  std::vector<Contender> contenders;
  Contender tilec;
  tilec.name = "tilec";
  tilec.role = Role::Tilec;
  tilec.run = [&](int threads) { return kernel->launch(grid, threads, !options.unchecked); };
  tilec.check = [&] {
    return describeCheck(relativeError(tilecC.as<float>(), referenceC.as<float>(), kElements),
                         0);
  };
  contenders.push_back(std::move(tilec));
  std::string isa = getVectorIsaName(getVectorIsa());
  const float *x = a.as<float>(), *y = b.as<float>();
  float *reference = referenceC.as<float>();
  for (bool nonTemporal : {false, true}) {
    Contender loop;
    loop.run = [&, benchmark, x, y, reference, nonTemporal](int threads) {
      if (benchmark == "copy")
        copyLoop(x, reference, kElements, threads, nonTemporal);
      else if (benchmark == "vadd")
        vaddLoop(x, y, reference, kElements, threads, nonTemporal);
      else
        chainLoop(x, y, reference, kElements, kAlpha, threads, nonTemporal);
      return true;
    };
    loop.name = benchmark.str() + " loop (" + isa + (nonTemporal ? ", non-temporal)" : ")");
    contenders.push_back(std::move(loop));
  }
  if (isCopy) {
    Contender memcpyProbe;
    memcpyProbe.name = "memcpy";
    memcpyProbe.role = Role::Reference;
    memcpyProbe.run = [&, x](int threads) {
      memcpyLoop(x, b.as<float>(), kElements, threads);
      return true;
    };
    contenders.push_back(std::move(memcpyProbe));
  }
  runCase(options, report, info, contenders);
}

} // namespace

void runMemoryBenchmarks(const Options &options, TilecModules &modules, Report &report) {
  std::vector<llvm::StringRef> selected;
  for (llvm::StringRef benchmark : {"copy", "vadd", "chain"})
    if (options.selects(benchmark))
      selected.push_back(benchmark);
  if (selected.empty())
    return;
  Buffer a(kElements * 4), b(kElements * 4), tilecC(kElements * 4), referenceC(kElements * 4);
  fillUniform(a.as<float>(), kElements, 30);
  fillUniform(b.as<float>(), kElements, 31);
  for (llvm::StringRef benchmark : selected) {
    // memcpy overwrites b: fill it again for the kernels that read it.
    if (benchmark != "copy")
      fillUniform(b.as<float>(), kElements, 31);
    runMemoryCase(options, modules, report, benchmark, a, b, tilecC, referenceC);
  }
}

} // namespace tilec::bench
