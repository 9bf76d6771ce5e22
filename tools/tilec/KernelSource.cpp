//===- KernelSource.cpp - the kernel a tilec command works on -------------===//
#include "KernelSource.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Bytecode/BytecodeText.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"

#include <cstdio>

using namespace mlir;

namespace tilec::tool {

int reportError(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "tilec") << message << '\n';
  return 1;
}

std::unique_ptr<KernelSource> KernelSource::load(llvm::StringRef path, llvm::StringRef entry) {
  // As MLIR's tools do: a command waiting on a terminal would otherwise look stuck.
  if (path == "-" && llvm::sys::Process::FileDescriptorIsDisplayed(fileno(stdin)))
    llvm::errs() << "(processing input from stdin now, hit ctrl-c/ctrl-d to interrupt)\n";
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &errorMessage);
  if (!file) {
    reportError(errorMessage);
    return nullptr;
  }
  // Messages name the file as the parser does: "<stdin>" for `-`.
  std::string fileName = file->getBufferIdentifier().str();
  std::unique_ptr<KernelSource> source(new KernelSource());
  // A .tileirbc file (detected by its magic bytes) is read and parsed as the text it prints.
  if (bytecode::isBytecode(file->getBuffer()) &&
      !(file = bytecode::convertBytecodeToText(*file, &source->context)))
    return nullptr;
  source->sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  MLIRContext &context = source->context;
  context.loadDialect<cuda_tile::CudaTileDialect>();
  // A run-time error names the op by its location; dumping the op (the whole kernel, for a
  // launch-level error) would bury the message.
  context.printOpOnDiagnostic(false);
  source->diagnostics =
      std::make_unique<SourceMgrDiagnosticHandler>(source->sourceMgr, &context);
  FailureOr<std::unique_ptr<interp::SourceProgram>> program =
      interp::SourceProgram::parse(source->sourceMgr, &context);
  if (failed(program))
    return nullptr;
  source->program = std::move(*program);

  llvm::ArrayRef<Operation *> kernels = source->program->getKernels();
  source->kernel = entry.empty() ? (kernels.size() == 1 ? kernels.front() : nullptr)
                                 : source->program->findKernel(entry);
  if (source->kernel)
    return source;
  std::string available;
  for (Operation *candidate : kernels)
    available += (available.empty() ? "" : ", ") +
                 interp::SourceProgram::getKernelName(candidate).str();
  if (kernels.empty())
    reportError(fileName + " has no entry");
  else if (entry.empty())
    reportError(fileName + " has several entries (" + available + "); choose one with --entry");
  else
    reportError(fileName + " has no entry named '" + entry + "' (it has " + available + ")");
  return nullptr;
}

} // namespace tilec::tool
