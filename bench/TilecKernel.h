//===- TilecKernel.h - compiling and launching a benchmark kernel -*- C++ -*-===//
//
// The benchmark side of tilec's library API: Tile IR files are parsed once into one MLIR
// context, a kernel is compiled once for the host (compileForCpu, with tilec's caches), its
// argument slots (CpuAbi.h) are bound to the benchmark's own buffers and scalars, and each
// launch runs the whole grid (launchGrid) as `tilec run` does, checked by default.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BENCH_TILECKERNEL_H
#define TILEC_BENCH_TILECKERNEL_H

#include "tilec/Compiler/CpuCompiler.h"
#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/IR/MLIRContext.h"

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tilec::bench {

/// Parsed Tile IR files, in one context.
class TilecModules {
public:
  TilecModules();
  ~TilecModules();
  mlir::MLIRContext &getContext() { return context; }
  /// The kernel `entry` of the file at `path` (parsed on first use), or nullptr after printing
  /// why to stderr.
  mlir::Operation *findKernel(const std::string &path, llvm::StringRef entry);
  /// Every entry and testing$func of the file, in source order (empty on a parse error).
  llvm::ArrayRef<mlir::Operation *> getKernels(const std::string &path);

private:
  interp::SourceProgram *load(const std::string &path);

  mlir::MLIRContext context;
  std::vector<std::unique_ptr<llvm::SourceMgr>> sourceManagers;
  std::map<std::string, std::unique_ptr<interp::SourceProgram>> programs;
};

class TilecKernel {
public:
  /// Compiles `entry` of `path` with `options`; nullptr after printing the error.
  static std::unique_ptr<TilecKernel> compile(TilecModules &modules, const std::string &path,
                                              llvm::StringRef entry,
                                              const CpuCompileOptions &options = {});

  /// Binds parameter `index` to a buffer (which checked launches let the kernel access).
  void bindBuffer(unsigned index, void *data, size_t bytes);
  void bindI32(unsigned index, int32_t value);
  void bindI64(unsigned index, int64_t value);
  void bindF32(unsigned index, float value);

  /// Launches the grid on `threads` threads; false after printing the kernel's error.
  bool launch(std::array<int64_t, 3> grid, int threads, bool checked);
  double getCompileMilliseconds() const { return compiled->getCompileMilliseconds(); }

private:
  TilecKernel() = default;

  std::string name;
  std::shared_ptr<CompiledCpuKernel> compiled;
  std::vector<uint64_t> slots;
  struct BoundBuffer {
    unsigned parameter;
    uint64_t address, bytes;
  };
  std::vector<BoundBuffer> buffers;
};

} // namespace tilec::bench

#endif // TILEC_BENCH_TILECKERNEL_H
