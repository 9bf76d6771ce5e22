//===- RowBenchmarks.cpp - row softmax and layernorm against hand-written code ===//
//
// bench/kernels/rows.mlir (@softmax, @softmax_approx, @layernorm) on an R×C f32 matrix against
// the hand-vectorized rows of RowKernelsBaselines.h, whose output is the reference. Rates are
// bytes of the matrix read and written per second, comparable with the copy bandwidth.
// @softmax is exact to the interpreter (exp accurate, divf correctly rounded); @softmax_approx
// computes what the baseline does (an f32 polynomial exp, a multiplication by the reciprocal).
//
//===----------------------------------------------------------------------===//
#include "Bench.h"
#include "RowKernelsBaselines.h"
#include "TilecKernel.h"
#include "VectorIsa.h"

namespace tilec::bench {

namespace {

void runRowCase(const Options &options, TilecModules &modules, Report &report,
                llvm::StringRef benchmark, int64_t rows, int64_t cols) {
  bool softmax = benchmark.starts_with("softmax");
  Case info;
  info.benchmark = benchmark.str();
  info.shape = formatShape({rows, cols});
  info.size = double(rows) * cols * 4;
  info.unit = "GB/s";
  info.work = 2.0 * rows * cols * 4 * 1e-9;
  std::unique_ptr<TilecKernel> kernel =
      TilecKernel::compile(modules, options.kernelDirectory + "/rows.mlir", info.benchmark);
  if (!kernel)
    return;
  size_t count = rows * cols;
  Buffer x(count * 4), tilecY(count * 4), referenceY(count * 4), gamma(cols * 4), beta(cols * 4);
  fillUniform(x.as<float>(), count, 20);
  fillUniform(gamma.as<float>(), cols, 21);
  fillUniform(beta.as<float>(), cols, 22);
  const float eps = 1e-5f;
  unsigned parameter = 0;
  kernel->bindBuffer(parameter++, x.data(), x.size());
  if (!softmax) {
    kernel->bindBuffer(parameter++, gamma.data(), gamma.size());
    kernel->bindBuffer(parameter++, beta.data(), beta.size());
  }
  kernel->bindBuffer(parameter++, tilecY.data(), tilecY.size());
  kernel->bindI32(parameter++, rows);
  kernel->bindI32(parameter++, cols);
  if (!softmax)
    kernel->bindF32(parameter++, eps);
  std::array<int64_t, 3> grid = {rows, 1, 1};

  std::vector<Contender> contenders;
  Contender tilec;
  tilec.name = "tilec";
  tilec.role = Role::Tilec;
  tilec.run = [&](int threads) { return kernel->launch(grid, threads, !options.unchecked); };
  tilec.check = [&, count] {
    return describeCheck(relativeError(tilecY.as<float>(), referenceY.as<float>(), count), 1e-5);
  };
  contenders.push_back(std::move(tilec));
  Contender handWritten;
  handWritten.name = std::string("C++ ") + getVectorIsaName(getVectorIsa()) + " intrinsics";
  handWritten.run = [&](int threads) {
    if (softmax)
      softmaxRows(x.as<float>(), referenceY.as<float>(), rows, cols, 1.0f, threads);
    else
      layernormRows(x.as<float>(), gamma.as<float>(), beta.as<float>(), referenceY.as<float>(),
                    rows, cols, eps, threads);
    return true;
  };
  contenders.push_back(std::move(handWritten));
  runCase(options, report, info, contenders);
}

} // namespace

void runRowBenchmarks(const Options &options, TilecModules &modules, Report &report) {
  for (llvm::StringRef benchmark : {"softmax", "softmax_approx", "layernorm"})
    if (options.selects(benchmark))
      runRowCase(options, modules, report, benchmark, 4096, 4096);
}

} // namespace tilec::bench
