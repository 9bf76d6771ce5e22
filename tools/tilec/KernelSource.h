//===- KernelSource.h - the kernel a tilec command works on -----*- C++ -*-===//
//
// What `tilec run` and `tilec compile` share: reading, parsing and verifying the input file and
// picking the kernel `--entry` names (or the only one), with the same messages for both.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TOOLS_TILEC_KERNELSOURCE_H
#define TILEC_TOOLS_TILEC_KERNELSOURCE_H

#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>

namespace tilec::tool {

/// Prints `tilec: error: MESSAGE` and returns exit code 1.
int reportError(const llvm::Twine &message);

class KernelSource {
public:
  /// Loads `path` and picks the kernel `entry` names (any kernel when the file has only one).
  /// Problems are reported (parser diagnostics, or a `tilec: error:` line listing the file's
  /// kernels); nullptr then.
  static std::unique_ptr<KernelSource> load(llvm::StringRef path, llvm::StringRef entry);

  mlir::MLIRContext &getContext() { return context; }
  interp::SourceProgram &getProgram() { return *program; }
  mlir::Operation *getKernel() { return kernel; }

private:
  KernelSource() = default;

  mlir::MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<mlir::SourceMgrDiagnosticHandler> diagnostics;
  std::unique_ptr<interp::SourceProgram> program;
  mlir::Operation *kernel = nullptr;
};

} // namespace tilec::tool

#endif // TILEC_TOOLS_TILEC_KERNELSOURCE_H
