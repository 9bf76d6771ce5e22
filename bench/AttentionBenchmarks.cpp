//===- AttentionBenchmarks.cpp - flash attention against unfused libraries ===//
//
// bench/kernels/attention.mlir (@attention_{f32,f32_approx,bf16}_d{64,128}) against the
// unfused GEMM + softmax + GEMM of AttentionBaseline.h; f32 outputs are checked against
// OpenBLAS's, bf16 ones against oneDNN's. f32_approx is the f32 kernel with exp
// rounding<approx>, as the baseline's softmax approximates exp too. bf16_hw is the bf16 kernel
// compiled with hardware accumulation (AMX-BF16 where the CPU has it, as oneDNN's matmuls use
// it; tilec/Conversion/MmafAccumulation.h).
//
//===----------------------------------------------------------------------===//
#include "AttentionBaseline.h"
#include "Bench.h"
#include "TilecKernel.h"

#include <cmath>
#include <cstdio>

namespace tilec::bench {

namespace {

void runAttentionCase(const Options &options, TilecModules &modules, Report &report,
                      llvm::StringRef variant, int64_t s, int64_t d) {
  bool hardware = variant == "bf16_hw";
  bool bf16 = variant == "bf16" || hardware;
  Case info;
  info.benchmark = ("attention_" + variant).str();
  CpuCompileOptions compileOptions;
  if (hardware)
    compileOptions.mmafAccumulation = MmafAccumulation::Hardware;
  info.shape = "S" + std::to_string(s) + " D" + std::to_string(d);
  info.size = s;
  info.unit = "GFLOP/s";
  info.work = 4.0 * s * s * d * 1e-9;
  std::unique_ptr<TilecKernel> kernel = TilecKernel::compile(
      modules, options.kernelDirectory + "/attention.mlir",
      std::string(bf16 ? "attention_bf16" : info.benchmark) + "_d" + std::to_string(d),
      compileOptions);
  if (!kernel)
    return;

  size_t count = s * d;
  Buffer values[3] = {Buffer(count * 4), Buffer(count * 4), Buffer(count * 4)};
  Buffer encoded[3] = {Buffer(count * 2), Buffer(count * 2), Buffer(count * 2)};
  for (int i = 0; i < 3; ++i) {
    fillUniform(values[i].as<float>(), count, 10 + i);
    if (bf16)
      roundToBf16(values[i].as<float>(), encoded[i].as<uint16_t>(), count);
  }
  Buffer *inputs = bf16 ? encoded : values;
  float scale = 1.0f / std::sqrt(float(d));
  Buffer tilecO(count * 4), referenceO(count * 4), secondO(count * 4);
  for (int i = 0; i < 3; ++i)
    kernel->bindBuffer(i, inputs[i].data(), inputs[i].size());
  kernel->bindBuffer(3, tilecO.data(), tilecO.size());
  kernel->bindI32(4, s);
  kernel->bindF32(5, scale);
  std::array<int64_t, 3> grid = {(s + 63) / 64, 1, 1};
  // bf16 rounds P at different points in the two (running vs final maximum).
  double tolerance = bf16 ? 2e-2 : 1e-4;
  auto check = [&, count, tolerance](Buffer &output) {
    return [&output, &referenceO, count, tolerance] {
      return describeCheck(relativeError(output.as<float>(), referenceO.as<float>(), count),
                           tolerance);
    };
  };

  std::vector<Contender> contenders;
  Contender tilec;
  tilec.name = "tilec (fused)";
  tilec.role = Role::Tilec;
  tilec.run = [&](int threads) { return kernel->launch(grid, threads, !options.unchecked); };
  tilec.check = check(tilecO);
  contenders.push_back(std::move(tilec));

  std::vector<std::unique_ptr<UnfusedAttention>> baselines;
  if (bf16) {
    std::string error;
    baselines.push_back(UnfusedAttention::createBf16(s, d, error));
    if (!baselines.back()) {
      std::printf("  %s: %s\n", info.benchmark.c_str(), error.c_str());
      return;
    }
    Contender dnnl;
    dnnl.name = "unfused oneDNN bf16 matmul";
    dnnl.note = baselines.back()->getNote();
    UnfusedAttention *attention = baselines.back().get();
    dnnl.run = [&, attention](int threads) {
      return attention->run(inputs[0].data(), inputs[1].data(), inputs[2].data(),
                            referenceO.as<float>(), scale, threads);
    };
    contenders.push_back(std::move(dnnl));
  } else {
    for (auto library : {UnfusedAttention::Library::OpenBlas, UnfusedAttention::Library::Dnnl}) {
      baselines.push_back(UnfusedAttention::createF32(library, s, d));
      UnfusedAttention *attention = baselines.back().get();
      bool isReference = library == UnfusedAttention::Library::OpenBlas;
      Buffer *output = isReference ? &referenceO : &secondO;
      Contender unfused;
      unfused.name = isReference ? "unfused OpenBLAS sgemm" : "unfused dnnl_sgemm";
      unfused.run = [&, attention, output](int threads) {
        return attention->run(inputs[0].data(), inputs[1].data(), inputs[2].data(),
                              output->as<float>(), scale, threads);
      };
      if (!isReference)
        unfused.check = check(secondO);
      contenders.push_back(std::move(unfused));
    }
  }
  runCase(options, report, info, contenders);
}

} // namespace

void runAttentionBenchmarks(const Options &options, TilecModules &modules, Report &report) {
  std::vector<int64_t> lengths = options.quick ? std::vector<int64_t>{1024}
                                               : std::vector<int64_t>{1024, 2048, 4096};
  std::vector<int64_t> headDims = options.quick ? std::vector<int64_t>{64}
                                                : std::vector<int64_t>{64, 128};
  for (llvm::StringRef variant : {"f32", "f32_approx", "bf16", "bf16_hw"}) {
    if (!options.selects(("attention_" + variant).str()))
      continue;
    for (int64_t d : headDims)
      for (int64_t s : lengths)
        runAttentionCase(options, modules, report, variant, s, d);
  }
}

} // namespace tilec::bench
