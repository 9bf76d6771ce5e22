//===- TilecKernel.cpp - compiling and launching a benchmark kernel -------===//
#include "TilecKernel.h"

#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Runtime/CpuLaunch.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;

namespace tilec::bench {

TilecModules::TilecModules() {
  context.loadDialect<cuda_tile::CudaTileDialect>();
  // examples/types.mlir spells its types on ops of an unregistered dialect.
  context.allowUnregisteredDialects();
  context.printOpOnDiagnostic(false);
  context.getDiagEngine().registerHandler([](Diagnostic &diagnostic) {
    llvm::errs() << diagnostic.getLocation() << ": error: " << diagnostic.str() << '\n';
    return success();
  });
}

TilecModules::~TilecModules() = default;

interp::SourceProgram *TilecModules::load(const std::string &path) {
  auto found = programs.find(path);
  if (found != programs.end())
    return found->second.get();
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &errorMessage);
  if (!file) {
    llvm::errs() << "tilec-bench: " << errorMessage << '\n';
    return programs.emplace(path, nullptr).first->second.get();
  }
  auto sourceMgr = std::make_unique<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  FailureOr<std::unique_ptr<interp::SourceProgram>> program =
      interp::SourceProgram::parse(*sourceMgr, &context);
  sourceManagers.push_back(std::move(sourceMgr));
  return programs.emplace(path, failed(program) ? nullptr : std::move(*program))
      .first->second.get();
}

llvm::ArrayRef<Operation *> TilecModules::getKernels(const std::string &path) {
  interp::SourceProgram *program = load(path);
  return program ? program->getKernels() : llvm::ArrayRef<Operation *>();
}

Operation *TilecModules::findKernel(const std::string &path, llvm::StringRef entry) {
  interp::SourceProgram *program = load(path);
  if (!program)
    return nullptr;
  Operation *kernel = program->findKernel(entry);
  if (!kernel)
    llvm::errs() << "tilec-bench: " << path << " has no entry named '" << entry << "'\n";
  return kernel;
}

std::unique_ptr<TilecKernel> TilecKernel::compile(TilecModules &modules, const std::string &path,
                                                  llvm::StringRef entry,
                                                  const CpuCompileOptions &options) {
  Operation *kernel = modules.findKernel(path, entry);
  if (!kernel)
    return nullptr;
  FailureOr<std::shared_ptr<CompiledCpuKernel>> compiled = compileForCpu(kernel, options);
  if (failed(compiled))
    return nullptr;
  std::unique_ptr<TilecKernel> result(new TilecKernel());
  result->name = entry.str();
  result->compiled = *compiled;
  result->slots.assign(result->compiled->getFrame().numArgumentSlots, 0);
  return result;
}

void TilecKernel::bindBuffer(unsigned index, void *data, size_t bytes) {
  slots[index] = reinterpret_cast<uint64_t>(data);
  std::erase_if(buffers, [&](const BoundBuffer &bound) { return bound.parameter == index; });
  buffers.push_back({index, reinterpret_cast<uint64_t>(data), uint64_t(bytes)});
}

// Scalars travel in the low bytes of their slot.
void TilecKernel::bindI32(unsigned index, int32_t value) { slots[index] = uint32_t(value); }
void TilecKernel::bindI64(unsigned index, int64_t value) { slots[index] = uint64_t(value); }
void TilecKernel::bindF32(unsigned index, float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  slots[index] = bits;
}

bool TilecKernel::launch(std::array<int64_t, 3> grid, int threads, bool checked) {
  runtime::GridLaunch launch;
  launch.kernel = compiled->getFunction();
  launch.scratchBytes = compiled->getFrame().scratchBytes;
  launch.arguments = slots.data();
  launch.grid = grid;
  launch.threads = threads;
  runtime::LaunchState state;
  state.checked = checked;
  for (const BoundBuffer &buffer : buffers)
    state.addRegion({buffer.address, buffer.bytes, "buffer #" + std::to_string(buffer.parameter),
                     true});
  for (const CompiledCpuKernel::GlobalStorage &global : compiled->getGlobals())
    state.addRegion({global.address, uint64_t(global.region->bytes), global.region->name,
                     global.region->writable});
  if (runtime::launchGrid(launch, state))
    return true;
  std::array<int32_t, 3> block = state.getErrorBlock();
  llvm::errs() << "tilec-bench: @" << name << " failed: " << state.getErrorMessage()
               << " (in tile block (" << block[0] << ", " << block[1] << ", " << block[2]
               << "))\n";
  return false;
}

} // namespace tilec::bench
