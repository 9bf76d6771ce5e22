//===- ExampleLaunch.cpp - running an example kernel in a test ------------===//
#include "ExampleLaunch.h"

#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>

using namespace mlir;

namespace tilec::test {

ExampleLaunch::ExampleLaunch(llvm::StringRef file, llvm::StringRef entry,
                             llvm::ArrayRef<std::string> specs) {
  context.loadDialect<cuda_tile::CudaTileDialect>();
  context.getDiagEngine().registerHandler([this](Diagnostic &diagnostic) {
    llvm::raw_string_ostream stream(diagnostics);
    if (auto location = dyn_cast<FileLineColLoc>(diagnostic.getLocation()))
      stream << location.getFilename().getValue() << ':' << location.getLine() << ':'
             << location.getColumn() << ": ";
    stream << diagnostic << '\n';
  });
  std::string path = std::string(TILEC_EXAMPLES_DIR) + "/" + file.str();
  auto contents = llvm::MemoryBuffer::getFile(path);
  if (!contents) {
    error = "cannot read " + path;
    return;
  }
  sourceMgr.AddNewSourceBuffer(std::move(*contents), llvm::SMLoc());
  auto parsed = interp::SourceProgram::parse(sourceMgr, &context);
  if (failed(parsed)) {
    error = diagnostics;
    return;
  }
  program = std::move(*parsed);
  kernel = program->findKernel(entry);
  if (!kernel) {
    error = "no entry " + entry.str() + " in " + path;
    return;
  }
  interpreter = std::make_unique<interp::Interpreter>(
      kernel->getParentOfType<cuda_tile::TileModuleOp>());
  auto bound = interp::KernelArguments::bind(*interpreter, program->getParameters(kernel), specs);
  if (!bound) {
    error = llvm::toString(bound.takeError());
    return;
  }
  arguments = std::move(*bound);
}

ExampleLaunch::~ExampleLaunch() = default;

runtime::HostBuffer &ExampleLaunch::buffer(llvm::StringRef name) {
  interp::KernelArguments::Buffer *found = arguments->findBuffer(name);
  if (!found) {
    llvm::errs() << "test bug: no buffer parameter %" << name << '\n';
    std::abort();
  }
  return found->data;
}

std::string ExampleLaunch::launch(std::array<int64_t, 3> grid) {
  interp::LaunchOptions options;
  options.grid = grid;
  diagnostics.clear();
  if (failed(interpreter->launch(kernel, arguments->getValues(), options)))
    return diagnostics.empty() ? "launch failed without a diagnostic" : diagnostics;
  return "";
}

} // namespace tilec::test
